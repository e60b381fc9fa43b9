/**
 * The applicant as the addressee of a notification or mail: name, address, notification settings and the area
 * (`ds`/`fs`) their portal links point into. The area is that of the primary unit, else the oldest; `ds` before
 * the first unit exists (decision 092).
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, units } from '../db/schema/index';

export async function findApplicantContact(db: Database, applicantId: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      notificationSettings: accounts.notificationSettings,
      preferredLanguage: accounts.preferredLanguage,
    })
    .from(accounts)
    .where(eq(accounts.id, applicantId));
  const [unit] = await db
    .select({ unit: units.unit })
    .from(units)
    .where(eq(units.accountId, applicantId))
    .orderBy(desc(units.isPrimary), asc(units.createdAt))
    .limit(1);
  return account ? { ...account, unit: unit?.unit ?? ('ds' as const) } : null;
}

export type ApplicantContact = NonNullable<Awaited<ReturnType<typeof findApplicantContact>>>;
