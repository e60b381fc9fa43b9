import * as s from '../schema/index';
import type { Tx } from './seed-helpers';
import { STAFF } from './staff.data';

export async function seedStaff(tx: Tx) {
  return tx
    .insert(s.accounts)
    .values(STAFF.map((person) => ({ ...person, role: 'staff' as const, emailVerified: true })))
    .returning();
}
