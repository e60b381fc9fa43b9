/**
 * Fresh people for the API tests (decision 081). A test creates the applicants, advisors and company owners whose
 * state it asserts on, so no test depends on the demo seed or on the order in which tests run, and `cleanup()`
 * removes them again.
 *
 * People are written through the database like the seed does, and signed in with a session of their own (the
 * token's hash stored like `POST /v1/auth` stores it): the sign-in exchange has its own tests, and going through the
 * provider for every person would hit its rate limit (30 sign-ins a minute) and cost a password hash each. Answers
 * the person can give are meant to go through the API in the test itself (`PATCH /v1/account`, …).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyPermission, UnitStage } from '@portal/contracts';
import {
  accounts,
  advisors,
  companies,
  companyMemberships,
  companyUsers,
  sessions,
  units,
} from '../db/schema/index';
import { accountLocationOf } from '../db/account-location';
import { randomToken, sha256Hex } from '../lib/tokens';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

type AccountColumns = Partial<typeof accounts.$inferInsert>;

export interface TestPerson {
  /** Signed in (applicant or advisor audience). */
  client: HttpClient;
  email: string;
  accountId: string;
}

export interface TestAdvisor extends TestPerson {
  /** The advisor profile (`advisors.id`) that units point at. */
  advisorId: string;
  name: string;
}

export interface TestCompanyOwner {
  /** Signed in to the company portal. */
  client: HttpClient;
  email: string;
  companyId: string;
  companyUserId: string;
}

export interface TestApplicant extends TestPerson {
  /** The unit's id, when `unit` was given. */
  unitId?: string;
}

export interface ApplicantOptions {
  firstName?: string;
  lastName?: string;
  /** Further columns of the account (e.g. `metadata: { onboardingDone: true }`). */
  account?: AccountColumns;
  /** A unit with this advisor (and stage, interview dates). */
  unit?: {
    unit?: 'ds' | 'fs';
    advisor?: TestAdvisor;
    stage?: UnitStage;
    interviewScheduledAt?: Date | null;
    participateAdvisorInterviewOn?: Date | null;
  };
  /** The info session was ticked and confirmed by this advisor. */
  infoSessionConfirmedBy?: TestAdvisor;
}

/** A client signed in as the principal: a session like `POST /v1/auth` creates, valid for an hour. */
async function signedIn(t: TestApp, principalType: 'account' | 'company_user', principalId: string) {
  const token = randomToken();
  await t.app.db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    principalType,
    principalId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    userAgent: 'api-test',
  });
  const client = t.client();
  client.token = token;
  return client;
}

/** The factory of one test file (or one test); `cleanup()` deletes everything it created. */
export function testPeople(t: TestApp) {
  const accountIds: string[] = [];
  const advisorIds: string[] = [];
  const companyIds: string[] = [];
  const companyUserIds: string[] = [];

  const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

  async function applicant(options: ApplicantOptions = {}): Promise<TestApplicant> {
    const firstName = options.firstName ?? 'Test';
    const lastName = options.lastName ?? 'Bewerberin';
    const email = uniqueEmail(firstName.toLowerCase());
    const [account] = await t.app.db
      .insert(accounts)
      .values({ role: 'applicant', email, emailVerified: true, firstName, lastName })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    accountIds.push(accountId);
    const client = await signedIn(t, 'account', accountId);

    const confirmedBy = options.infoSessionConfirmedBy;
    const columns: AccountColumns = {
      ...(confirmedBy
        ? {
            infoSessionAttended: true,
            infoSessionAttendedAt: new Date(Date.now() - 3 * 86_400_000),
            infoSessionConfirmedAt: new Date(Date.now() - 2 * 86_400_000),
            infoSessionConfirmedBy: confirmedBy.accountId,
          }
        : {}),
      ...options.account,
    };
    if (Object.keys(columns).length) {
      // Like the account save: a postal code brings its centre along (decision 176).
      const location =
        columns.shippingPostalCode !== undefined ? accountLocationOf(columns.shippingPostalCode) : {};
      await t.app.db
        .update(accounts)
        .set({ ...columns, ...location })
        .where(eq(accounts.id, accountId));
    }

    let unitId: string | undefined;
    if (options.unit) {
      const [unit] = await t.app.db
        .insert(units)
        .values({
          accountId,
          unit: options.unit.unit ?? 'ds',
          isPrimary: true,
          advisorId: options.unit.advisor?.advisorId ?? null,
          stage: options.unit.stage ?? 'Info Session',
          interviewScheduledAt: options.unit.interviewScheduledAt ?? null,
          participateAdvisorInterviewOn: options.unit.participateAdvisorInterviewOn ?? null,
        })
        .returning({ id: units.id });
      unitId = unit!.id;
    }
    return { client, email, accountId, unitId };
  }

  async function advisor(
    options: {
      firstName?: string;
      lastName?: string;
      /** Card data beyond name, e-mail, city and phone (e.g. `campusId`, `whatsappAvailable`). */
      profile?: Partial<typeof advisors.$inferInsert>;
    } = {},
  ): Promise<TestAdvisor> {
    const firstName = options.firstName ?? 'Test';
    const lastName = options.lastName ?? 'Beraterin';
    const name = `${firstName} ${lastName}`;
    const email = uniqueEmail(`beratung-${firstName.toLowerCase()}`);
    const [account] = await t.app.db
      .insert(accounts)
      .values({ role: 'advisor', email, emailVerified: true, firstName, lastName })
      .returning({ id: accounts.id });
    accountIds.push(account!.id);
    const [profile] = await t.app.db
      .insert(advisors)
      .values({
        accountId: account!.id,
        name,
        email,
        city: 'Berlin',
        phone: '+49 30 1234567',
        ...options.profile,
      })
      .returning({ id: advisors.id });
    advisorIds.push(profile!.id);
    const client = await signedIn(t, 'account', account!.id);
    return { client, email, accountId: account!.id, advisorId: profile!.id, name };
  }

  /** A staff member of the partner support (decision 098), signed in to the workspace. */
  async function staff(options: { firstName?: string; lastName?: string } = {}): Promise<TestPerson> {
    const firstName = options.firstName ?? 'Test';
    const lastName = options.lastName ?? 'Support';
    const email = uniqueEmail(`support-${firstName.toLowerCase()}`);
    const [account] = await t.app.db
      .insert(accounts)
      .values({ role: 'staff', email, emailVerified: true, firstName, lastName })
      .returning({ id: accounts.id });
    accountIds.push(account!.id);
    const client = await signedIn(t, 'account', account!.id);
    return { client, email, accountId: account!.id };
  }

  /** A company of its own with its owner, signed in to the company portal. */
  async function companyOwner(options: { companyName?: string } = {}): Promise<TestCompanyOwner> {
    const email = uniqueEmail('inhaberin');
    const [company] = await t.app.db
      .insert(companies)
      .values({ name: options.companyName ?? `Testfirma ${randomUUID().slice(0, 6)} GmbH` })
      .returning({ id: companies.id });
    companyIds.push(company!.id);
    const [user] = await t.app.db
      .insert(companyUsers)
      .values({ email, firstName: 'Test', lastName: 'Inhaberin' })
      .returning({ id: companyUsers.id });
    companyUserIds.push(user!.id);
    await t.app.db
      .insert(companyMemberships)
      .values({ companyId: company!.id, companyUserId: user!.id, isOwner: true, permissions: [] });
    const client = await signedIn(t, 'company_user', user!.id);
    return { client, email, companyId: company!.id, companyUserId: user!.id };
  }

  /**
   * A person of an existing company (an employee with `permissions`, or a further owner), signed in to the
   * company portal; `pending`: invited but not yet accepted.
   */
  async function companyEmployee(
    companyId: string,
    options: {
      permissions?: CompanyPermission[];
      isOwner?: boolean;
      pending?: boolean;
      firstName?: string;
      lastName?: string;
    } = {},
  ): Promise<TestCompanyOwner> {
    const email = uniqueEmail('mitarbeiterin');
    const [user] = await t.app.db
      .insert(companyUsers)
      .values({
        email,
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? 'Mitarbeiterin',
      })
      .returning({ id: companyUsers.id });
    companyUserIds.push(user!.id);
    await t.app.db.insert(companyMemberships).values({
      companyId,
      companyUserId: user!.id,
      isOwner: options.isOwner ?? false,
      permissions: options.permissions ?? [],
      invitationPending: options.pending ?? false,
    });
    const client = await signedIn(t, 'company_user', user!.id);
    return { client, email, companyId, companyUserId: user!.id };
  }

  /** Deletes the people (their units, consents, notifications, … cascade) and their sessions. */
  async function cleanup(): Promise<void> {
    const db = t.app.db;
    if (accountIds.length) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.principalType, 'account'), inArray(sessions.principalId, accountIds)));
      await db.delete(accounts).where(inArray(accounts.id, accountIds));
    }
    if (advisorIds.length) await db.delete(advisors).where(inArray(advisors.id, advisorIds));
    if (companyUserIds.length) {
      await db
        .delete(sessions)
        .where(
          and(eq(sessions.principalType, 'company_user'), inArray(sessions.principalId, companyUserIds)),
        );
      await db.delete(companyUsers).where(inArray(companyUsers.id, companyUserIds));
    }
    if (companyIds.length) await db.delete(companies).where(inArray(companies.id, companyIds));
    accountIds.length = advisorIds.length = companyIds.length = companyUserIds.length = 0;
  }

  /** A signed-in applicant, advisor and company owner, each named: the callers a staff-only call must refuse. */
  async function nonStaffCallers(): Promise<ReadonlyArray<readonly [string, HttpClient]>> {
    const [someApplicant, someAdvisor, someOwner] = await Promise.all([
      applicant(),
      advisor(),
      companyOwner(),
    ]);
    return [
      ['applicant', someApplicant.client],
      ['advisor', someAdvisor.client],
      ['company', someOwner.client],
    ];
  }

  return { applicant, advisor, staff, companyOwner, companyEmployee, nonStaffCallers, cleanup };
}
