import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { auditLog, intakes, studyApplications } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { applicationChoice, loadCatalogue, mailsTo, type Catalogue } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { signIn } from '../../testing/oidc-login';

let t: TestApp;
let visitor: HttpClient;
let catalogue: Catalogue;

/** `2027-04-01` → `01.04.2027`, as the mails print dates. */
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

const APPLY = '/application-service/v1/applications';

function form(overrides: Record<string, unknown> = {}) {
  return {
    ...applicationChoice(catalogue, { city: 'Berlin', course: 'Wirtschaftsinformatik' }),
    salutation: 'mrs',
    firstName: 'Mara',
    lastName: 'Klein',
    email: 'Mara.Klein@Example.org',
    phone: '+49 170 1234567',
    privacyConsent: true,
    ...overrides,
  };
}

async function applicationsOf(email: string) {
  return t.app.db.select().from(studyApplications).where(eq(studyApplications.email, email));
}

beforeAll(async () => {
  t = await startTestApp();
  visitor = t.client();
  catalogue = await loadCatalogue(visitor);
});
afterAll(() => t?.close());

describe('the study offer (public, no credentials)', () => {
  it('lists the campuses by name, with address and contact', async () => {
    const response = await t.client().get('/application-service/v1/campuses');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.body.map((c: { city: string }) => c.city)).toEqual([
      'Berlin',
      'Hamburg',
      'Köln',
      'München',
      'Stuttgart',
    ]);
    expect(response.body[0]).toMatchObject({
      name: 'Campus Berlin',
      street: 'Friedrichstraße 180',
      postalCode: '10117',
      email: 'campus-berlin@dualstudium.example',
      imagePath: '/images/campuses/berlin.svg',
    });
  });

  it('lists the courses with study model, units and the campuses offering them', async () => {
    const informatik = catalogue.courses.find((c) => c.name === 'Informatik')!;
    expect(informatik).toMatchObject({ units: ['ds'] });
    expect(
      informatik.campusIds.map((id) => catalogue.campuses.find((c) => c.id === id)!.city).sort(),
    ).toEqual(['Berlin', 'Hamburg', 'München', 'Stuttgart']);
    const courses = (await t.client().get('/application-service/v1/courses')).body;
    expect(courses.find((c: { name: string }) => c.name === 'Soziale Arbeit')).toMatchObject({
      studyModel: 'DMS',
      units: ['ds'],
    });
  });

  it('lists only future intakes, earliest first', async () => {
    await t.app.db.insert(intakes).values({ date: '2020-10-01', label: 'Wintersemester 2020/21' });
    const response = await t.client().get('/application-service/v1/intakes');
    const dates: string[] = response.body.map((i: { date: string }) => i.date);
    // The seed adds a short-notice intake relative to today before the fixed semesters.
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => date > new Date().toISOString().slice(0, 10))).toBe(true);
    expect(dates.slice(-3)).toEqual(['2027-04-01', '2027-10-01', '2028-04-01']);
    expect(response.body.find((i: { date: string }) => i.date === '2027-10-01')).toMatchObject({
      label: 'Wintersemester 2027/28',
    });
  });
});

describe('POST /application-service/v1/applications', () => {
  it('creates the application (e-mail lower-case, unit stored, status invited) and mails the invitation', async () => {
    const response = await visitor.json('POST', APPLY, form());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), email: 'mara.klein@example.org' });

    const [stored, ...more] = await applicationsOf('mara.klein@example.org');
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({
      id: response.body.id,
      firstName: 'Mara',
      lastName: 'Klein',
      unit: 'ds',
      status: 'invited',
      accountId: null,
      unitId: null,
    });
    expect(stored!.consentAt).toBeInstanceOf(Date);

    const [mail, ...moreMails] = await mailsTo(t, 'mara.klein@example.org');
    expect(moreMails).toHaveLength(0);
    expect(mail!.subject).toBe('Deine Bewerbung für Wirtschaftsinformatik: Jetzt im Portal registrieren');
    expect(mail!.text).toContain('Hallo Mara,');
    expect(mail!.text).toContain(
      `vielen Dank für deine Bewerbung für Wirtschaftsinformatik (Dualstudium) am Campus Berlin zum Studienstart am ${germanDate(catalogue.intakes[0]!.date)}.`,
    );
    // The sign-up link carries the address and a single-use invitation token (decision 056).
    const signup = new URL(mail!.links.signup!);
    expect(`${signup.origin}${signup.pathname}`).toBe(`${t.baseUrl}/registrieren`);
    expect(signup.searchParams.get('email')).toBe('mara.klein@example.org');
    expect(signup.searchParams.get('invitation')).toMatch(/^[\w-]{43}$/);
    expect(mail!.text).toContain(mail!.links.signup!);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, response.body.id), eq(auditLog.action, 'application.created')));
    expect(audit).toMatchObject({ actorType: 'system', targetType: 'study_application' });
  });

  it('refuses a second application for the same e-mail (any case) and course with 409, in German or English', async () => {
    const german = await visitor.json(
      'POST',
      APPLY,
      form({ email: 'MARA.KLEIN@example.org', firstName: 'M.' }),
    );
    expect(german.status).toBe(409);
    expect(german.body).toMatchObject({
      code: ErrorCode.APPLICATION_EXISTS,
      message: 'Für diese E-Mail-Adresse liegt bereits eine Bewerbung für diesen Studiengang vor.',
    });
    const english = await visitor.raw('POST', APPLY, {
      body: JSON.stringify(form()),
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: ErrorCode.APPLICATION_EXISTS,
      message: 'There is already an application for this course with this e-mail address.',
    });
    expect(await applicationsOf('mara.klein@example.org')).toHaveLength(1);
    expect(await mailsTo(t, 'mara.klein@example.org')).toHaveLength(1);
  });

  it('accepts the same e-mail for another course, and again for a course whose application was withdrawn', async () => {
    const other = await visitor.json(
      'POST',
      APPLY,
      form(applicationChoice(catalogue, { city: 'Berlin', course: 'Informatik' })),
    );
    expect(other.status).toBe(201);
    await t.app.db
      .update(studyApplications)
      .set({ status: 'withdrawn' })
      .where(eq(studyApplications.id, other.body.id));
    const again = await visitor.json(
      'POST',
      APPLY,
      form(applicationChoice(catalogue, { city: 'Berlin', course: 'Informatik' })),
    );
    expect(again.status).toBe(201);
    expect(await applicationsOf('mara.klein@example.org')).toHaveLength(3);
  });

  it('rejects invalid input with field errors (German by default) and stores nothing', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no privacy consent', { privacyConsent: false }, 'privacyConsent', 'must_be_ticked'],
      ['privacy consent missing', { privacyConsent: undefined }, 'privacyConsent', 'must_be_ticked'],
      ['an invalid e-mail', { email: 'nicht-gueltig' }, 'email', 'email'],
      ['an empty first name', { firstName: '  ' }, 'firstName', 'required'],
      ['a too long last name', { lastName: 'x'.repeat(81) }, 'lastName', 'max_length'],
      ['an unknown unit', { unit: 'xs' }, 'unit', 'invalid_option'],
      ['a malformed course id', { courseId: 'abc' }, 'courseId', 'format'],
      ['an invalid phone number', { phone: 'call me' }, 'phone', 'phone'],
      ['an unknown salutation', { salutation: 'dr' }, 'salutation', 'invalid_option'],
      ['an unknown field', { newsletter: true }, 'newsletter', 'unknown_field'],
    ];
    for (const [name, overrides, field, rule] of cases) {
      const response = await visitor.json(
        'POST',
        APPLY,
        form({ email: 'invalid@example.org', ...overrides }),
      );
      expect(response.status, name).toBe(400);
      expect(response.body.message, name).toBe('Bitte überprüfe deine Eingaben');
      expect(response.body.errors, name).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    const missingConsent = await visitor.json(
      'POST',
      APPLY,
      form({ privacyConsent: false, email: 'x@example.org' }),
    );
    expect(missingConsent.body.errors[0].message).toBe('Muss bestätigt werden.');
    expect(await applicationsOf('invalid@example.org')).toHaveLength(0);
  });

  it('answers 422 with field errors when course, unit, campus and intake do not fit together', async () => {
    const [pastIntake] = await t.app.db
      .insert(intakes)
      .values({ date: '2021-04-01', label: 'Sommersemester 2021' })
      .returning();
    const stuttgart = catalogue.campuses.find((c) => c.city === 'Stuttgart')!;
    const unknown = '6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11';
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'a course not offered in the unit (Informatik only ds)',
        { ...applicationChoice(catalogue, { city: 'Berlin', course: 'Informatik', unit: 'fs' }) },
        'unit',
        'course_not_in_unit',
      ],
      [
        'a campus that does not offer the course',
        { campusId: stuttgart.id },
        'campusId',
        'course_not_at_campus',
      ],
      ['an intake in the past', { intakeId: pastIntake!.id }, 'intakeId', 'intake_not_in_future'],
      ['an unknown course', { courseId: unknown }, 'courseId', 'invalid_option'],
      ['an unknown campus', { campusId: unknown }, 'campusId', 'invalid_option'],
      ['an unknown intake', { intakeId: unknown }, 'intakeId', 'invalid_option'],
    ];
    for (const [name, overrides, field, rule] of cases) {
      const response = await visitor.json(
        'POST',
        APPLY,
        form({ email: 'mismatch@example.org', ...overrides }),
      );
      expect(response.status, name).toBe(422);
      expect(response.body.code, name).toBe(ErrorCode.APPLICATION_CHOICE_INVALID);
      expect(response.body.errors, name).toEqual([expect.objectContaining({ field, rule })]);
    }
    const wrongCampus = await visitor.json(
      'POST',
      APPLY,
      form({ email: 'mismatch@example.org', campusId: stuttgart.id }),
    );
    expect(wrongCampus.body.errors[0].message).toBe(
      'Dieser Studiengang wird am gewählten Campus nicht angeboten.',
    );
    expect(await applicationsOf('mismatch@example.org')).toHaveLength(0);
  });

  it('needs the CSRF header like every state-changing API call', async () => {
    const response = await t
      .client()
      .json('POST', APPLY, form({ email: 'csrf@example.org' }), { csrf: false });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(ErrorCode.CSRF_INVALID);
    expect(await applicationsOf('csrf@example.org')).toHaveLength(0);
  });

  it('links the application of an existing account at once and mails a sign-in link instead', async () => {
    const response = await visitor.json(
      'POST',
      APPLY,
      form({
        ...applicationChoice(catalogue, { city: 'München', course: 'Wirtschaftsinformatik' }),
        email: 'Neu@Demo.Example',
        firstName: 'Tim',
        lastName: 'Neumann',
      }),
    );
    expect(response.status).toBe(201);
    const stored = (await applicationsOf('neu@demo.example')).find((a) => a.id === response.body.id)!;
    expect(stored.accountId).not.toBeNull();
    expect(stored.status).toBe('invited');
    const [mail] = await mailsTo(t, 'neu@demo.example');
    expect(mail!.subject).toBe('Deine neue Bewerbung für Wirtschaftsinformatik');
    expect(mail!.text).toContain('Sie ist bereits mit deinem Account im Bewerberportal verknüpft.');
    expect(mail!.links).toEqual({ signin: `${t.baseUrl}/ds/home` });
    expect(mail!.links.signup).toBeUndefined();
  });
});

describe('an account whose address nobody proved (decision 056)', () => {
  it('does not get the application; the mail tells how, and confirming the address brings it', async () => {
    const email = 'ungeprueft@example.org';
    const registrant = t.client();
    await signIn(registrant, email, 'applicant', {
      register: { givenName: 'Ulla', familyName: 'Ungeprüft' },
    });
    const account = (await registrant.get('/v1/account')).body;
    expect(account.emailVerified).toBe(false);

    const response = await visitor.json('POST', APPLY, form({ email, firstName: 'Ulla', lastName: 'Echt' }));
    expect(response.status).toBe(201);
    expect((await applicationsOf(email))[0]!.accountId).toBeNull();
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe(
      'Deine Bewerbung für Wirtschaftsinformatik: Bitte bestätige deine E-Mail-Adresse',
    );
    expect(mail!.text).toContain('Passwort vergessen?');
    expect(mail!.links).toEqual({ signin: `${t.baseUrl}/ds/home` });

    // The portal's own confirmation proves the mailbox: the application arrives.
    expect((await registrant.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const verify = (await mailsTo(t, email)).find((m) => m.links.verify)!;
    const token = new URL(verify.links.verify!).searchParams.get('token');
    const confirmed = await t.client().json('POST', '/v1/account/email-verification/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect((await applicationsOf(email))[0]!.accountId).toBe(account.uuid);
  });
});

describe('OpenAPI', () => {
  it('publishes the application service with its 201 answer', async () => {
    const document = (await t.client().get('/openapi.json')).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/application-service/v1/campuses',
        '/application-service/v1/courses',
        '/application-service/v1/intakes',
        '/application-service/v1/applications',
      ]),
    );
    expect(Object.keys(document.paths['/application-service/v1/applications'].post.responses)).toContain(
      '201',
    );
    expect(document.paths['/application-service/v1/campuses'].get.security).toBeUndefined();
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ applicationRateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited?.close());

  it('answers 429 with a German message after too many applications from one address', async () => {
    const client = limited.client();
    const offer = await loadCatalogue(client);
    const body = (n: number) => ({
      ...applicationChoice(offer, { city: 'Berlin', course: 'Informatik' }),
      firstName: 'R',
      lastName: 'L',
      email: `rate${n}@example.org`,
      privacyConsent: true,
    });
    expect((await client.json('POST', APPLY, body(1))).status).toBe(201);
    expect((await client.json('POST', APPLY, body(2))).status).toBe(201);
    const third = await client.json('POST', APPLY, body(3));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({
      code: ErrorCode.TOO_MANY_APPLICATIONS,
      message: expect.stringContaining('zu viele Bewerbungen'),
    });
  });
});
