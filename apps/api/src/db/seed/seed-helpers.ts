/** Row types and small helpers shared by the demo seed's data and insert modules. */
import type { Transaction } from '../client';
import type * as s from '../schema/index';

export type Tx = Transaction;
export type AccountRow = typeof s.accounts.$inferInsert;
export type UnitRow = typeof s.units.$inferInsert;
export type ApplicationRow = typeof s.studyApplications.$inferInsert;
export type CompanyRow = typeof s.companies.$inferInsert;
export type CompanyUserRow = typeof s.companyUsers.$inferInsert;
export type MembershipRow = typeof s.companyMemberships.$inferInsert;
export type JobOpeningRow = typeof s.jobOpenings.$inferInsert;
export type MatchRow = typeof s.matches.$inferInsert;
export type ConsentRow = typeof s.accountConsents.$inferInsert;
export type ConsentMap = Partial<Record<ConsentRow['type'], NonNullable<ConsentRow['status']>>>;

const DAY_MS = 86_400_000;

/** A moment `days` from now (negative: in the past) at `hour` o'clock UTC. */
export function daysFromNow(days: number, hour = 9): Date {
  const moment = new Date(Date.now() + days * DAY_MS);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment;
}

export const isoDate = (moment: Date) => moment.toISOString().slice(0, 10);

/** Lookup by a natural key; an unknown key is a mistake in the seed data, so it throws. */
export function keyBy<T>(rows: readonly T[], key: (row: T) => string): (wanted: string) => T {
  const map = new Map(rows.map((row) => [key(row), row]));
  return (wanted) => {
    const row = map.get(wanted);
    if (!row) throw new Error(`Seed data refers to unknown "${wanted}"`);
    return row;
  };
}

export function consentRows(consents: ConsentMap = {}) {
  return (Object.entries(consents) as Array<[ConsentRow['type'], NonNullable<ConsentRow['status']>]>).map(
    ([type, status]) => ({ type, status }),
  );
}

export const campusImage = (slug: string) => `/images/campuses/${slug}.svg`;
export const advisorImage = (slug: string) => `/images/advisors/${slug}.svg`;
