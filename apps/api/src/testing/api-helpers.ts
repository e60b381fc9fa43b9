/** Small helpers shared by the API tests: the dev mailbox, polling, the catalogue and permission checks. */
import { randomUUID } from 'node:crypto';
import type { CompanyPermission } from '@portal/contracts';
import { expect } from 'vitest';
import { companyMemberships, companyUsers, identityUsers } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import type { HttpClient, HttpResponse } from './http-client';
import type { TestApp } from './test-app';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: Record<string, string>;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** Mails to `address`, newest first. */
export async function mailsTo(t: TestApp, address: string): Promise<DevMail[]> {
  return (await t.client().get<DevMail[]>(`/dev/mail.json?to=${encodeURIComponent(address)}`)).body;
}

/** Calls `probe` every `intervalMs` until `done` accepts its result or `timeoutMs` passed; answers the last result. */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 5000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await probe();
  }
  return value;
}

export interface Catalogue {
  campuses: Array<{ id: string; name: string; city: string }>;
  courses: Array<{ id: string; name: string; units: string[]; campusIds: string[] }>;
  intakes: Array<{ id: string; date: string; label: string }>;
}

export async function loadCatalogue(client: HttpClient): Promise<Catalogue> {
  const [campuses, courses, intakes] = await Promise.all([
    client.get('/application-service/v1/campuses'),
    client.get('/application-service/v1/courses'),
    client.get('/application-service/v1/intakes'),
  ]);
  return { campuses: campuses.body, courses: courses.body, intakes: intakes.body };
}

/** The ids of an application at `city` for `courseName` in `unit`, for the first future intake. */
export function applicationChoice(
  catalogue: Catalogue,
  options: { city: string; course: string; unit?: 'ds' | 'fs' },
) {
  const campus = catalogue.campuses.find((c) => c.city === options.city)!;
  const course = catalogue.courses.find((c) => c.name === options.course)!;
  return {
    unit: options.unit ?? 'ds',
    campusId: campus.id,
    courseId: course.id,
    intakeId: catalogue.intakes[0]!.id,
  };
}

export interface PermissionClients {
  otherAdvisor: HttpClient;
  applicant: HttpClient;
  company: HttpClient;
  anonymous: HttpClient;
}

/**
 * Every caller but the applicant's own advisor is refused: another advisor, an applicant and a company user with
 * 403, an anonymous caller with 401.
 */
export async function expectOwnAdvisorOnly(
  clients: PermissionClients,
  call: (client: HttpClient) => Promise<HttpResponse>,
  name = '',
): Promise<void> {
  const cases: [string, HttpClient, number][] = [
    ['another advisor', clients.otherAdvisor, 403],
    ['an applicant', clients.applicant, 403],
    ['a company user', clients.company, 403],
    ['anonymous', clients.anonymous, 401],
  ];
  for (const [who, client, status] of cases) {
    expect((await call(client)).status, `${name} as ${who}`).toBe(status);
  }
}

export const TEST_PERSON_PASSWORD = 'test-person-passwort';

/**
 * A company user of this test in `companyId` with `role`: a verified provider identity (password
 * `TEST_PERSON_PASSWORD`), the company user and the accepted membership. Answers the e-mail address.
 */
export async function createCompanyPerson(
  t: TestApp,
  companyId: string,
  role: { isOwner?: boolean; permissions?: CompanyPermission[] } = {},
): Promise<string> {
  const email = `firma-${randomUUID()}@example.org`;
  await t.app.db
    .insert(identityUsers)
    .values({ email, passwordHash: await hashPassword(TEST_PERSON_PASSWORD), emailVerified: true });
  const [user] = await t.app.db.insert(companyUsers).values({ email }).returning();
  await t.app.db.insert(companyMemberships).values({
    companyId,
    companyUserId: user!.id,
    isOwner: role.isOwner ?? false,
    permissions: role.permissions ?? [],
  });
  return email;
}
