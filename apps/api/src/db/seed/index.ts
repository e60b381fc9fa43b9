/**
 * Demo data for an empty database (DESIGN.md, "Demo accounts"): the study offer, applicants and advisors,
 * three companies with users, job openings and matches, and the company-portal extras. It runs once: as soon as
 * the database holds an identity user, it does nothing. Times are relative to "now" so the demo stays current.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema/index';
import { seedApplicantSide } from './applicants.insert';
import { seedCatalogue } from './catalogue.insert';
import { seedCommunication } from './communication.insert';
import { seedCompanies } from './companies.insert';
import { seedContent } from './content.insert';
import { identityRows } from './identities.insert';
import { seedMatching } from './matching.insert';
import { seedStaff } from './staff.insert';
// Training, bring-a-friend, campaigns
import { seedEngagement } from './engagement.insert';
import { seedBusiness } from './business.insert';
import { refreshAccountLocations } from '../account-location';
// issue 13 · CV generator: add here
// issue 13 · Feedback: add here
import { seedFeedback } from './feedback.insert';
// issue 13 · Consent manager: add here
// issue 13 · Analytics, experiments and browser logs: add here

export { DEMO_LOGINS, DEMO_PASSWORD } from './identities.data';

/** Arbitrary constant: concurrent starts on one database seed at most once. */
const SEED_LOCK_KEY = 2_026_072_601;

/**
 * Inserts the demo data when the database has no identity users yet; returns whether it did. Safe to call on
 * every start and from several instances at once (transaction-scoped advisory lock).
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if ((await db.$count(s.identityUsers)) > 0) return false;
  // Hashing is slow on purpose (scrypt), so it happens before the lock is taken.
  const identities = await identityRows();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.$count(s.identityUsers)) > 0) return false;
    await tx.insert(s.identityUsers).values(identities);
    const catalogue = await seedCatalogue(tx);
    const people = await seedApplicantSide(tx, catalogue);
    const staff = await seedStaff(tx);
    const companies = await seedCompanies(tx);
    const matching = await seedMatching(tx, catalogue, companies, people);
    await seedCommunication(tx, companies, people, matching, staff);
    // Content (tips, FAQ, news)
    await seedContent(tx, staff);

    // Training, bring-a-friend, campaigns
    await seedEngagement(tx);

    // Company business data (downloads, upskilling, students, invoices)
    await seedBusiness(tx, companies);

    // Newsletter and languages

    // issue 13 · CV generator: add here

    // issue 13 · Feedback: add here
    await seedFeedback(tx);

    // issue 13 · Consent manager: add here

    // issue 13 · Analytics, experiments and browser logs: add here

    // The applicants' postal-code centres (decision 176), as the account save would have set them.
    await refreshAccountLocations(tx);
    return true;
  });
}
