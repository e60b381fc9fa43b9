/** Three companies, their users with consents, and the memberships with permissions. */
import { CompanyPermission } from '@portal/contracts';
import {
  daysFromNow,
  type CompanyRow,
  type CompanyUserRow,
  type ConsentMap,
  type MembershipRow,
} from './seed-helpers';

export const NORDLICHT = 'Nordlicht Logistik GmbH';
export const RHEINWERK = 'Rheinwerk Digital AG';
export const PFLEGE = 'Süddeutsche Pflegedienste GmbH';

export const COMPANIES: CompanyRow[] = [
  {
    name: NORDLICHT,
    street: 'Am Sandtorkai 44',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    website: 'https://www.nordlicht-logistik.example',
    socialMedia: {
      linkedin: 'https://www.linkedin.com/company/nordlicht-logistik-example',
      instagram: 'https://www.instagram.com/nordlicht.logistik.example',
    },
    commercialRegister: 'HRB 184512',
    court: 'Amtsgericht Hamburg',
    foundedOn: '1998-05-12',
    managingDirectors: ['Katrin Vogel', 'Henrik Lange'],
    employeeCount: 240,
    locations: ['Hamburg', 'Bremen', 'Berlin'],
    portrait:
      'Nordlicht Logistik ist ein familiengeführter Kontraktlogistiker aus Hamburg. Wir planen Lieferketten für ' +
      'Handel und Industrie in ganz Norddeutschland und bilden seit über zehn Jahren dual Studierende aus.',
    sepaAgreement: true,
    bankOwnerName: 'Nordlicht Logistik GmbH',
    bankName: 'Commerzbank',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankCity: 'Köln',
    sepaConfirmed: true,
    paymentType: 'sepa',
    mandateReference: 'NLL-2024-000184',
  },
  {
    name: RHEINWERK,
    street: 'Im Mediapark 8',
    postalCode: '50670',
    city: 'Köln',
    country: 'DE',
    website: 'https://www.rheinwerk-digital.example',
    socialMedia: { linkedin: 'https://www.linkedin.com/company/rheinwerk-digital-example' },
    commercialRegister: 'HRB 98765',
    court: 'Amtsgericht Köln',
    foundedOn: '2011-09-01',
    managingDirectors: ['Murat Yilmaz', 'Dr. Sabine Kölsch'],
    employeeCount: 85,
    locations: ['Köln', 'Düsseldorf', 'Berlin'],
    portrait: 'Rheinwerk Digital entwickelt Web-Plattformen und Datenlösungen für den Mittelstand.',
    bankOwnerName: 'Rheinwerk Digital AG',
    bankName: 'ING',
    iban: 'DE12500105170648489890',
    bic: 'INGDDEFFXXX',
    bankCity: 'Frankfurt am Main',
    paymentType: 'direct_transfer',
  },
  {
    // No bank data yet: shows the payment-details warning.
    name: PFLEGE,
    street: 'Rotebühlstraße 121',
    postalCode: '70178',
    city: 'Stuttgart',
    country: 'DE',
    website: 'https://www.sueddeutsche-pflege.example',
    commercialRegister: 'HRB 774120',
    court: 'Amtsgericht Stuttgart',
    foundedOn: '2004-02-16',
    managingDirectors: ['Julia Krämer'],
    employeeCount: 410,
    locations: ['Stuttgart', 'München', 'Ulm'],
    portrait:
      'Ambulante und stationäre Pflege in Baden-Württemberg und Bayern – menschlich, modern, verlässlich.',
  },
];

export const KATRIN = 'inhaber@demo.example';
export const FELIX = 'mitarbeiter@demo.example';
export const JULIA = 'zwei-firmen@demo.example';
export const MURAT = 'andere-firma@demo.example';

export const COMPANY_USERS: Array<CompanyUserRow & { consents?: ConsentMap }> = [
  {
    email: KATRIN,
    salutation: 'mrs',
    firstName: 'Katrin',
    lastName: 'Vogel',
    phone: '+49 40 3290 1170',
    position: 'Geschäftsführerin',
    consents: { user_research: 'opt_in_double', amplitude: 'opt_in_single' },
  },
  {
    email: FELIX,
    salutation: 'mr',
    firstName: 'Felix',
    lastName: 'Schmidt',
    phone: '+49 40 3290 1184',
    position: 'Recruiting',
  },
  {
    email: JULIA,
    salutation: 'mrs',
    firstName: 'Julia',
    lastName: 'Krämer',
    phone: '+49 711 6645 2201',
    position: 'Geschäftsführerin',
  },
  {
    email: MURAT,
    salutation: 'mr',
    firstName: 'Murat',
    lastName: 'Yilmaz',
    phone: '+49 221 5890 3310',
    position: 'Vorstand',
  },
];

const EVERY_PERMISSION = CompanyPermission.options;

export const MEMBERSHIPS: Array<
  Omit<MembershipRow, 'companyId' | 'companyUserId' | 'invitedBy'> & {
    company: string;
    user: string;
    invitedBy?: string;
  }
> = [
  { company: NORDLICHT, user: KATRIN, isOwner: true, permissions: EVERY_PERMISSION },
  {
    company: NORDLICHT,
    user: FELIX,
    permissions: ['create job openings', 'edit job openings'],
    invitedBy: KATRIN,
    invitedAt: daysFromNow(-120),
  },
  {
    company: NORDLICHT,
    user: JULIA,
    permissions: ['create job openings', 'edit job openings', 'view student contracts'],
    invitedBy: KATRIN,
    invitedAt: daysFromNow(-30),
  },
  { company: RHEINWERK, user: MURAT, isOwner: true, permissions: EVERY_PERMISSION },
  { company: PFLEGE, user: JULIA, isOwner: true, permissions: EVERY_PERMISSION },
];
