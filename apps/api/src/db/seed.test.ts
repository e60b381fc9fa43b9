/**
 * Migrations plus demo seed on an in-memory PGlite and, when DATABASE_URL is set, on a throw-away PostgreSQL
 * database created for this run.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CompanyPermission,
  deriveJobOpeningStatus,
  jobOpeningMissingFields,
  JobOpeningStatus,
  shippingAddressIssues,
  UpdateAccountBody,
  workExperienceIssues,
} from '@portal/contracts';
import { eq, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPackageDir } from '../lib/paths';
import { verifyPassword } from '../lib/password';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import * as schema from './schema/index';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './seed/index';

interface Engine {
  name: string;
  open(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

function withUrl(url: string, change: (parsed: URL) => void): string {
  const parsed = new URL(url);
  change(parsed);
  return parsed.toString();
}

/**
 * Creates `test_seed_<random>` on the server of `baseUrl`. If that URL's user may not create databases
 * (SQLSTATE 42501), the same server is tried as user `postgres`.
 */
async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_seed_${randomBytes(6).toString('hex')}`;
  const adminUrls = [baseUrl, withUrl(baseUrl, (u) => (u.username = 'postgres'))];
  for (const adminUrl of adminUrls) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code === '42501') continue;
      throw error;
    } finally {
      await admin.end();
    }
    return {
      url: withUrl(adminUrl, (u) => (u.pathname = `/${name}`)),
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          // pg's Pool.end() resolves before its sockets are closed; terminating them would surface as errors.
          for (let attempt = 0; attempt < 50; attempt++) {
            const { rows } = await client.query<{ open: number }>(
              'select count(*)::int as open from pg_stat_activity where datname = $1',
              [name],
            );
            if (rows[0]?.open === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await client.query(`drop database if exists ${name} with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  }
  throw new Error(`Neither the user of DATABASE_URL nor "postgres" may create databases`);
}

const engines: Engine[] = [
  {
    name: 'PGlite',
    open: async () => {
      const handle = await openDatabase({ dataDir: null });
      return { handle, dispose: () => handle.close() };
    },
  },
];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  engines.push({
    name: 'PostgreSQL',
    open: async () => {
      const scratch = await createScratchDatabase(databaseUrl);
      const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
      return {
        handle,
        dispose: async () => {
          await handle.close();
          await scratch.drop();
        },
      };
    },
  });
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, value as PgTable] as const] : [],
  );
  const counts = await Promise.all(tables.map(([, table]) => db.$count(table)));
  return Object.fromEntries(tables.map(([name], i) => [name, counts[i]]));
}

describe.each(engines)('seedDemoData on $name', (engine) => {
  let handle: DatabaseHandle;
  let dispose: (() => Promise<void>) | undefined;
  let db: Database;
  /** The answer of the first seed run, made once in `beforeAll` so no test depends on another running first. */
  let firstRun: boolean;

  const account = (email: string) =>
    db.query.accounts.findFirst({
      where: eq(schema.accounts.email, email),
      with: {
        consents: true,
        advisorProfile: true,
        studyApplications: true,
        units: {
          with: { advisor: true, applications: { with: { campus: true, course: true, intake: true } } },
        },
      },
    });
  const companyUser = (email: string) =>
    db.query.companyUsers.findFirst({
      where: eq(schema.companyUsers.email, email),
      with: { memberships: { with: { company: true } } },
    });

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    db = handle.db;
    await handle.migrate();
    firstRun = await seedDemoData(db);
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('seeds an empty database', () => {
    expect(firstRun).toBe(true);
  });

  it('creates a sign-in identity with the demo password for every demo account', async () => {
    const identities = await db.select().from(schema.identityUsers);
    expect(identities.map((i) => i.email).sort()).toEqual([...DEMO_LOGINS].sort());
    for (const identity of identities) {
      expect(identity.email).toBe(identity.email.toLowerCase());
      // Verified, or their first sign-in could not link the pre-created accounts (decision 056).
      expect(identity.emailVerified).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, identity.passwordHash)).toBe(true);
    }
  });

  it('creates the advisors with login, profile and photo', async () => {
    for (const [email, name, city] of [
      ['berater@demo.example', 'Anna Berger', 'Berlin'],
      ['berater2@demo.example', 'Jonas Albrecht', 'Hamburg'],
    ] as const) {
      const advisor = await account(email);
      expect(advisor).toMatchObject({ role: 'advisor', issuer: null, subject: null, units: [] });
      expect(advisor?.advisorProfile).toMatchObject({
        name,
        city,
        imagePath: expect.stringMatching(/^\/images\//),
      });
    }
    expect((await account('berater@demo.example'))?.advisorProfile?.whatsappAvailable).toBe(true);
  });

  it('creates the applicant partway through the path', async () => {
    const lena = await account('bewerber@demo.example');
    expect(lena).toMatchObject({
      role: 'applicant',
      firstName: 'Lena',
      lastName: 'Hoffmann',
      issuer: null,
      subject: null,
      universityEntranceQualification: 'Abitur',
      gradeAverage: 2.1,
      languageSkills: [
        { code: 'de', level: 7 },
        { code: 'en', level: 5 },
      ],
      metadata: { onboardingDone: true },
      infoSessionAttended: true,
    });
    expect(lena?.infoSessionConfirmedAt).toBeInstanceOf(Date);
    expect(lena?.units).toHaveLength(1);
    const [unit] = lena!.units;
    expect(unit).toMatchObject({ unit: 'ds', isPrimary: true, stage: 'Advisory Interview' });
    expect(unit?.advisor?.name).toBe('Anna Berger');
    expect(unit?.applications).toHaveLength(1);
    expect(unit?.applications[0]).toMatchObject({
      isPrimary: true,
      campus: { city: 'Berlin' },
      course: { name: 'Wirtschaftsinformatik' },
      intake: { date: '2027-10-01' },
    });
  });

  it('creates the new applicant without unit and the distance-study applicant', async () => {
    const tim = await account('neu@demo.example');
    expect(tim).toMatchObject({ metadata: {}, emailVerified: false, units: [] });
    expect(tim?.studyApplications).toHaveLength(1);

    const sophie = await account('fern@demo.example');
    expect(sophie?.metadata).toMatchObject({ onboardingDone: true });
    expect(sophie?.units.map((u) => [u.unit, u.advisor?.name])).toEqual([['fs', 'Anna Berger']]);
  });

  it('seeds applicants that the forms and PATCH /v1/account would accept (issue 8, item 4)', async () => {
    const applicants = await db.select().from(schema.accounts).where(eq(schema.accounts.role, 'applicant'));
    expect(applicants.length).toBeGreaterThan(0);
    for (const applicant of applicants) {
      expect(
        [...shippingAddressIssues(applicant), ...workExperienceIssues(applicant)],
        applicant.email,
      ).toEqual([]);
      // Every answer the applicant can edit passes the contract of PATCH /v1/account.
      const editable = Object.fromEntries(
        Object.keys(UpdateAccountBody.shape)
          .filter((key) => key in applicant && key !== 'infoSessionAttended')
          .map((key) => [key, applicant[key as keyof typeof applicant]]),
      );
      const parsed = UpdateAccountBody.safeParse(editable);
      expect(parsed.error?.issues ?? [], applicant.email).toEqual([]);
    }
  });

  it('gives Anna applicants who wait for her: an unconfirmed info session and an unanswered question', async () => {
    const sophie = await account('fern@demo.example');
    expect(sophie).toMatchObject({ infoSessionAttended: true, infoSessionConfirmedAt: null });
    const lena = await account('bewerber@demo.example');
    const messages = await db
      .select()
      .from(schema.advisorMessages)
      .where(eq(schema.advisorMessages.accountId, lena!.id));
    expect(messages.map((m) => m.senderRole).sort()).toEqual(['applicant', 'study_advisor']);
    const question = messages.find((m) => m.senderRole === 'applicant')!;
    const answer = messages.find((m) => m.senderRole === 'study_advisor')!;
    expect(question.createdAt.getTime()).toBeGreaterThan(answer.createdAt.getTime());
    // Every application records its unit kind; those with a unit match it.
    const applications = await db.query.studyApplications.findMany({ with: { assignedUnit: true } });
    expect(applications.map((a) => a.unit).sort()).toEqual(['ds', 'ds', 'ds', 'ds', 'fs']);
    for (const application of applications.filter((a) => a.assignedUnit)) {
      expect(application.assignedUnit!.unit).toBe(application.unit);
    }
  });

  it('gives each advisor only their own applicants', async () => {
    const units = await db.query.units.findMany({ with: { advisor: true, account: true } });
    const byAdvisor = (name: string) =>
      units
        .filter((u) => u.advisor?.name === name)
        .map((u) => u.account.email)
        .sort();
    expect(byAdvisor('Anna Berger')).toEqual(['bewerber@demo.example', 'fern@demo.example']);
    expect(byAdvisor('Jonas Albrecht')).toEqual(['paul.schneider@demo.example']);
  });

  it('creates the companies with owners, employees and permissions', async () => {
    const companies = await db.select().from(schema.companies);
    expect(companies.map((c) => c.name).sort()).toEqual([
      'Nordlicht Logistik GmbH',
      'Rheinwerk Digital AG',
      'Süddeutsche Pflegedienste GmbH',
    ]);
    expect(companies.find((c) => c.name.startsWith('Nordlicht'))).toMatchObject({
      iban: 'DE89370400440532013000',
      paymentType: 'sepa',
    });

    const memberships = async (email: string) =>
      ((await companyUser(email))?.memberships ?? [])
        .map((m) => ({ company: m.company.name, isOwner: m.isOwner, permissions: [...m.permissions].sort() }))
        .sort((a, b) => a.company.localeCompare(b.company));
    const everyPermission = [...CompanyPermission.options].sort();

    expect(await memberships('inhaber@demo.example')).toEqual([
      { company: 'Nordlicht Logistik GmbH', isOwner: true, permissions: everyPermission },
    ]);
    expect(await memberships('mitarbeiter@demo.example')).toEqual([
      {
        company: 'Nordlicht Logistik GmbH',
        isOwner: false,
        permissions: ['create job openings', 'edit job openings'],
      },
    ]);
    expect(await memberships('andere-firma@demo.example')).toEqual([
      { company: 'Rheinwerk Digital AG', isOwner: true, permissions: everyPermission },
    ]);
    const julia = await memberships('zwei-firmen@demo.example');
    expect(julia.map((m) => [m.company, m.isOwner])).toEqual([
      ['Nordlicht Logistik GmbH', false],
      ['Süddeutsche Pflegedienste GmbH', true],
    ]);
  });

  it('creates job openings per company and matches for the demo applicant', async () => {
    const jobs = await db.query.jobOpenings.findMany({
      with: { company: true, matches: { with: { account: true } } },
    });
    const statusesOf = (company: string) =>
      new Set(jobs.filter((j) => j.company.name === company).map((j) => j.status));
    expect(statusesOf('Nordlicht Logistik GmbH')).toEqual(
      new Set(['open', 'openWithActiveMatches', 'draft']),
    );
    expect(statusesOf('Rheinwerk Digital AG').size).toBeGreaterThan(0);

    const lenasMatches = jobs.flatMap((j) =>
      j.matches
        .filter((m) => m.account.email === 'bewerber@demo.example')
        .map((m) => ({ company: j.company.name, status: m.status, source: m.source })),
    );
    const atNordlicht = lenasMatches.filter((m) => m.company === 'Nordlicht Logistik GmbH');
    expect(atNordlicht.length).toBeGreaterThanOrEqual(2);
    expect(new Set(atNordlicht.map((m) => m.status)).size).toBe(atNordlicht.length);
    expect(new Set(atNordlicht.map((m) => m.source)).size).toBe(atNordlicht.length);
    // Matches exist only on published openings.
    for (const job of jobs.filter((j) => j.matches.length > 0)) expect(job.publishedAt).not.toBeNull();
  });

  it('gives every seeded match its history, ending in its status at its last change', async () => {
    const rows = await db.select().from(schema.matches);
    const history = await db.select().from(schema.matchEvents);
    expect(rows.length).toBeGreaterThan(0);
    for (const match of rows) {
      const events = history
        .filter((event) => event.matchId === match.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(events.length, match.id).toBeGreaterThan(0);
      expect(events[0]!.fromStatus).toBeNull();
      expect(events.at(-1)!.toStatus).toBe(match.status);
      expect(events.at(-1)!.createdAt).toEqual(match.statusChangedAt);
      // Active matches changed less than three days ago: the reminder sweep leaves them alone at start.
      if (!['offer_accepted', 'cancelled', 'awaiting_any_interest'].includes(match.status)) {
        expect(Date.now() - match.statusChangedAt.getTime()).toBeLessThan(3 * 86_400_000);
      }
    }
  });

  it('covers every job-opening status, each as derived from its matches, published openings complete', async () => {
    const jobs = await db.query.jobOpenings.findMany({ with: { matches: true } });
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(JobOpeningStatus.options));
    for (const job of jobs) {
      const accepted = job.matches.filter((m) => m.status === 'offer_accepted').length;
      const active = job.matches.filter(
        (m) => !['awaiting_any_interest', 'offer_accepted', 'cancelled'].includes(m.status),
      ).length;
      const derived = deriveJobOpeningStatus({
        published: job.publishedAt !== null,
        closed: job.closedAt !== null,
        requiredCount: job.requiredCount,
        acceptedCount: accepted,
        activeMatchCount: active,
      });
      expect({ key: job.title, status: job.status }).toEqual({ key: job.title, status: derived });
      expect(job.openPositions).toBe(Math.max(0, job.requiredCount - accepted));
      if (job.publishedAt) {
        expect({ key: job.title, missing: jobOpeningMissingFields(job) }).toEqual({
          key: job.title,
          missing: [],
        });
        expect(job.placeOfTrainingPostalCode).toMatch(/^\d{5}$/);
      }
    }
  });

  it('creates the company-portal extras for Nordlicht', async () => {
    const nordlicht = await db.query.companies.findFirst({
      where: eq(schema.companies.name, 'Nordlicht Logistik GmbH'),
      with: { invoices: true, supportTickets: { with: { messages: true } } },
    });
    expect(nordlicht?.invoices.filter((i) => i.kind === 'invoice')).toHaveLength(3);
    // The question to the partner support and the course request's ticket (decision 206).
    expect(nordlicht?.supportTickets).toHaveLength(2);
    expect(nordlicht?.supportTickets.find((t) => t.topic === 'applicants')?.messages.length).toBeGreaterThan(
      1,
    );
    expect(
      nordlicht?.invoices
        .filter((i) => i.kind === 'notice')
        .map((i) => i.noticeType)
        .sort(),
    ).toEqual(['credit_note', 'reminder']);
    expect((await db.select().from(schema.downloads)).length).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(schema.upskillingCourses)).length).toBeGreaterThanOrEqual(4);
    expect(await db.select().from(schema.upskillingRequests)).toHaveLength(1);
    const notifications = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.companyId, nordlicht!.id));
    expect(notifications.length).toBeGreaterThan(0);
  });

  it('seeds the editorial content: FAQ in all four categories, tips and news for both audiences', async () => {
    const entries = await db
      .select()
      .from(schema.contentEntries)
      .where(eq(schema.contentEntries.status, 'published'));
    const german = entries.filter((entry) => entry.language === 'de');
    const faq = german.filter((entry) => entry.kind === 'faq');
    expect(faq.length).toBeGreaterThanOrEqual(12);
    expect(new Set(faq.map((entry) => entry.category))).toEqual(
      new Set(['dual_study', 'study_advice', 'data_and_documents', 'partner_search']),
    );
    expect(german.filter((entry) => entry.kind === 'tip').length).toBeGreaterThanOrEqual(6);
    const news = german.filter((entry) => entry.kind === 'news');
    for (const audience of ['applicant', 'company'] as const)
      expect(
        news.filter((n) => n.audience === audience || n.audience === 'both').length,
      ).toBeGreaterThanOrEqual(5);
  });

  it('points every seeded image at a file of the web app', async () => {
    const paths = [
      ...(await db.select({ path: schema.campuses.imagePath }).from(schema.campuses)),
      ...(await db.select({ path: schema.advisors.imagePath }).from(schema.advisors)),
    ].flatMap(({ path }) => (path ? [path] : []));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths)
      expect(existsSync(join(apiPackageDir, '..', 'web', 'public', path)), path).toBe(true);
  });

  it('does nothing on a second run', async () => {
    const before = await rowCounts(db);
    const hashes = await db.select({ hash: schema.identityUsers.passwordHash }).from(schema.identityUsers);
    expect(await seedDemoData(db)).toBe(false);
    expect(await rowCounts(db)).toEqual(before);
    expect(await db.select({ hash: schema.identityUsers.passwordHash }).from(schema.identityUsers)).toEqual(
      hashes,
    );
  });
});
