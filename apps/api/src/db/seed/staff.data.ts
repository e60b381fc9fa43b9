/** The university's partner support: staff who answer company tickets and run partner companies (decision 098). */
import type { AccountRow } from './seed-helpers';

export const STAFF: Array<Pick<AccountRow, 'email' | 'salutation' | 'firstName' | 'lastName' | 'phone'>> = [
  {
    email: 'support@demo.example',
    salutation: 'mrs',
    firstName: 'Sabine',
    lastName: 'Kramer',
    phone: '+49 30 2345 6700',
  },
];
