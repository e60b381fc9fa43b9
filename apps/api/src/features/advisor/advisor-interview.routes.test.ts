/**
 * The advisor's confirmation of the first advisory interview and its undo (decision 076), through real HTTP with
 * applicants this file creates (application → invitation → sign-up → onboarding → unit with Anna Berger). Only a
 * past appointment can be set by moving a scheduled one back in the database: that stands for time passing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, INTERVIEW_CONFIRMATION_UNDO_MINUTES } from '@portal/contracts';
import { auditLog, notifications, units } from '../../db/schema/index';
import { formatGermanDate, startOfNextGermanDay, todayInGermany } from '../../lib/german-dates';
import {
  applicationChoice,
  expectOwnAdvisorOnly,
  loadCatalogue,
  mailsTo,
  pollUntil,
  type Catalogue,
  type PermissionClients,
} from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { signIn } from '../../testing/oidc-login';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let catalogue: Catalogue;
let anna: HttpClient;
/** Everyone but the applicant's own advisor; the applicant is added per test. */
let others: Omit<PermissionClients, 'applicant'>;

beforeAll(async () => {
  t = await startTestApp();
  catalogue = await loadCatalogue(t.client());
  anna = t.client();
  await signIn(anna, 'berater@demo.example');
  const [jonas, company] = [t.client(), t.client()];
  await signIn(jonas, 'berater2@demo.example');
  await signIn(company, 'inhaber@demo.example', 'company');
  others = { otherAdvisor: jonas, company, anonymous: t.client() };
});
afterAll(() => t?.close());

interface Applicant {
  id: string;
  email: string;
  client: HttpClient;
  unitId: string;
}

let counter = 0;
/** A person who applied in Berlin, signed up with the invitation, finished onboarding and ticked the info session. */
async function applicantWithUnit(): Promise<Applicant> {
  counter += 1;
  const email = `gespraech${counter}.${Date.now()}@example.org`;
  const applied = await t.client().json('POST', '/application-service/v1/applications', {
    ...applicationChoice(catalogue, { city: 'Berlin', course: 'Wirtschaftsinformatik' }),
    firstName: `Person${counter}`,
    lastName: 'Gespräch',
    email,
    privacyConsent: true,
  });
  expect(applied.status, applied.text).toBe(201);
  const [invitation] = await mailsTo(t, email);
  const signup = new URL(invitation!.links.signup!);
  const client = t.client();
  await signIn(client, email, 'applicant', {
    register: {
      givenName: `Person${counter}`,
      familyName: 'Gespräch',
      invitation: signup.searchParams.get('invitation')!,
    },
  });
  // What onboarding asks before it may finish (decision 063); the invitation proved the e-mail address.
  const profile = await client.json('PATCH', '/v1/account', {
    universityEntranceQualification: 'Abitur',
    languageSkills: [{ code: 'de', level: 7 }],
  });
  expect(profile.status, profile.text).toBe(200);
  const finished = await client.json('PUT', '/v1/metadata', { onboardingDone: true });
  expect(finished.status, finished.text).toBe(200);
  const assigned = await pollUntil(
    () => client.get('/v1/unit'),
    (response) => response.status !== 200 || response.body.length > 0,
  );
  expect(assigned.body[0]?.advisor?.name).toBe('Anna Berger');
  expect((await client.json('PATCH', '/v1/account', { infoSessionAttended: true })).status).toBe(200);
  const id = (await client.get('/v1/account')).body.uuid as string;
  expect((await anna.json('POST', `/v1/advisor/applicants/${id}/info-session/confirm`)).status).toBe(200);
  return { id, email, client, unitId: assigned.body[0].id };
}

const confirm = (id: string) => `/v1/advisor/applicants/${id}/interview/confirm`;
const undo = (id: string) => `/v1/advisor/applicants/${id}/interview/confirm/undo`;
const schedule = (id: string) => `/v1/advisor/applicants/${id}/interview/schedule`;

async function unitRow(unitId: string) {
  const [row] = await t.app.db.select().from(units).where(eq(units.id, unitId));
  return row!;
}

async function auditOf(unitId: string, action: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, unitId), eq(auditLog.action, action)));
}

async function notificationKinds(accountId: string): Promise<string[]> {
  const rows = await t.app.db.select().from(notifications).where(eq(notifications.recipientId, accountId));
  return rows.map((row) => row.kind).sort();
}

/** Schedules through the API (a future time), then lets the time pass: the appointment is `at`. */
async function appointmentAt(applicant: Applicant, at: Date): Promise<void> {
  const future = new Date(Date.now() + 3600_000);
  expect(
    (await anna.json('POST', schedule(applicant.id), { scheduledAt: future.toISOString() })).status,
  ).toBe(200);
  await t.app.db.update(units).set({ interviewScheduledAt: at }).where(eq(units.id, applicant.unitId));
}

/** Everything a confirmation or undo writes, to prove a refused call wrote nothing. */
async function snapshot(applicant: Applicant) {
  return {
    unit: await unitRow(applicant.unitId),
    audit: (await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, applicant.unitId))).length,
    notifications: await notificationKinds(applicant.id),
    mails: (await mailsTo(t, applicant.email)).length,
  };
}

describe('POST /v1/advisor/applicants/{accountId}/interview/confirm: only after the appointment', () => {
  it('without an appointment: 422 interview_not_scheduled (German or English), nothing written', async () => {
    const applicant = await applicantWithUnit();
    const before = await snapshot(applicant);
    const refused = await anna.json('POST', confirm(applicant.id), {});
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: ErrorCode.INTERVIEW_CONFIRMATION_REFUSED,
      message: 'Die Bestätigung des Beratungsgesprächs kann so nicht geändert werden.',
      errors: [
        {
          field: 'interview',
          rule: 'interview_not_scheduled',
          message:
            'Für das Beratungsgespräch ist noch kein Termin eingetragen. Bitte legen Sie zuerst den Termin fest.',
        },
      ],
    });
    const english = await anna.raw('POST', confirm(applicant.id), {
      body: '{}',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(english.body).toMatchObject({
      code: ErrorCode.INTERVIEW_CONFIRMATION_REFUSED,
      message: 'The confirmation of the advisory interview cannot be changed like this.',
      errors: [
        { message: 'No appointment is set for the advisory interview yet. Please schedule it first.' },
      ],
    });
    expect(await snapshot(applicant)).toEqual(before);
  });

  it('with an appointment on a later day: 422 interview_not_yet, nothing written', async () => {
    const applicant = await applicantWithUnit();
    const tomorrow = new Date(startOfNextGermanDay().getTime() + 10 * 3600_000);
    expect(
      (await anna.json('POST', schedule(applicant.id), { scheduledAt: tomorrow.toISOString() })).status,
    ).toBe(200);
    const before = await snapshot(applicant);
    const refused = await anna.json('POST', confirm(applicant.id), {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ field: 'interview', rule: 'interview_not_yet' }),
    ]);
    expect(await snapshot(applicant)).toEqual(before);
  });

  it('with an appointment two days ago: the appointment is the recorded date, in the answer, the portal and the mail', async () => {
    const applicant = await applicantWithUnit();
    const appointment = new Date(Date.now() - 2 * 24 * 3600_000);
    appointment.setUTCMilliseconds(0);
    await appointmentAt(applicant, appointment);
    const before = Date.now();
    const response = await anna.json('POST', confirm(applicant.id), {});
    expect(response.status, response.text).toBe(200);
    const [unit] = response.body.units;
    expect(unit).toMatchObject({
      id: applicant.unitId,
      participateAdvisorInterviewOn: appointment.toISOString(),
      stage: 'Examined Application',
    });
    expect(Date.parse(unit.interviewConfirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(unit.interviewConfirmationUndoableUntil)).toBe(
      Date.parse(unit.interviewConfirmedAt) + INTERVIEW_CONFIRMATION_UNDO_MINUTES * 60_000,
    );
    expect((await applicant.client.get('/v1/unit')).body[0].participateAdvisorInterviewOn).toBe(
      appointment.toISOString(),
    );
    const [audit] = await auditOf(applicant.unitId, 'unit.advisor_interview_confirmed');
    expect(audit!.details).toMatchObject({
      accountId: applicant.id,
      participatedOn: appointment.toISOString(),
    });
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Dein Beratungsgespräch ist bestätigt');
    expect(mail!.text).toContain(`am ${formatGermanDate(appointment)} an deinem ersten Beratungsgespräch`);

    // A second confirmation is a conflict.
    const again = await anna.json('POST', confirm(applicant.id), {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.INTERVIEW_ALREADY_CONFIRMED);
    expect(again.body.message).toBe('Die Teilnahme am Beratungsgespräch ist bereits bestätigt.');
  });

  it('with an appointment later today: confirmed for today, never for a time still to come', async () => {
    const applicant = await applicantWithUnit();
    // A minute from now, or just before midnight when the day ends sooner.
    const later = new Date(Math.min(Date.now() + 60_000, startOfNextGermanDay().getTime() - 1000));
    await appointmentAt(applicant, later);
    const response = await anna.json('POST', confirm(applicant.id), {});
    expect(response.status, response.text).toBe(200);
    const recorded = new Date(response.body.units[0].participateAdvisorInterviewOn);
    expect(recorded.getTime()).toBeLessThanOrEqual(Date.now());
    expect(todayInGermany(recorded)).toBe(todayInGermany(later));
  });

  it('a corrected date given by the advisor is recorded instead of the appointment', async () => {
    const applicant = await applicantWithUnit();
    await appointmentAt(applicant, new Date(Date.now() - 3 * 24 * 3600_000));
    const corrected = new Date(Date.now() - 24 * 3600_000);
    corrected.setUTCMilliseconds(0);
    const response = await anna.json('POST', confirm(applicant.id), {
      participatedOn: corrected.toISOString(),
    });
    expect(response.status).toBe(200);
    expect(response.body.units[0].participateAdvisorInterviewOn).toBe(corrected.toISOString());
  });
});

describe('POST /v1/advisor/applicants/{accountId}/interview/confirm/undo', () => {
  it('the confirming advisor undoes within the window: date cleared, stage back, both audited, applicant told', async () => {
    const applicant = await applicantWithUnit();
    await appointmentAt(applicant, new Date(Date.now() - 3600_000));
    expect((await anna.json('POST', confirm(applicant.id), {})).status).toBe(200);
    expect((await unitRow(applicant.unitId)).stage).toBe('Examined Application');

    await expectOwnAdvisorOnly(
      { ...others, applicant: applicant.client },
      (client) => client.json('POST', undo(applicant.id)),
      'undo',
    );
    expect((await unitRow(applicant.unitId)).participateAdvisorInterviewOn).not.toBeNull();

    const response = await anna.json('POST', undo(applicant.id));
    expect(response.status, response.text).toBe(200);
    expect(response.body.units[0]).toMatchObject({
      participateAdvisorInterviewOn: null,
      interviewConfirmedAt: null,
      interviewConfirmationUndoableUntil: null,
      stage: 'Advisory Interview',
    });
    expect(response.body.waitingFor).toContain('interview_confirmation');
    const unit = await unitRow(applicant.unitId);
    expect(unit).toMatchObject({
      participateAdvisorInterviewOn: null,
      interviewConfirmedAt: null,
      interviewConfirmedBy: null,
      stageBeforeInterviewConfirmation: null,
      stage: 'Advisory Interview',
    });
    expect((await applicant.client.get('/v1/unit')).body[0].participateAdvisorInterviewOn).toBeNull();

    // The audit trail the advisor reads shows the confirmation and its undo, and both stage changes.
    const detail = await anna.get(`/v1/advisor/applicants/${applicant.id}`);
    const actions = (detail.body.auditTrail as { action: string; details: Record<string, unknown> }[]).map(
      (entry) => [entry.action, entry.details.cause ?? null],
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        ['unit.advisor_interview_confirmed', null],
        ['unit.advisor_interview_confirmation_undone', null],
        ['unit.stage_changed', 'interview_confirmed'],
        ['unit.stage_changed', 'interview_confirmation_undone'],
      ]),
    );
    expect(await notificationKinds(applicant.id)).toEqual(
      expect.arrayContaining(['path.interview_confirmed', 'path.interview_confirmation_undone']),
    );
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Die Bestätigung deines Beratungsgesprächs wurde zurückgenommen');

    // Nothing left to undo; the interview can be confirmed again.
    const nothing = await anna.json('POST', undo(applicant.id));
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors[0]).toMatchObject({ rule: 'interview_not_confirmed' });
    expect((await anna.json('POST', confirm(applicant.id), {})).status).toBe(200);
  });

  it('after the window: 422 undo_window_passed, nothing written', async () => {
    const applicant = await applicantWithUnit();
    await appointmentAt(applicant, new Date(Date.now() - 3600_000));
    expect((await anna.json('POST', confirm(applicant.id), {})).status).toBe(200);
    const longAgo = new Date(Date.now() - (INTERVIEW_CONFIRMATION_UNDO_MINUTES + 1) * 60_000);
    await t.app.db.update(units).set({ interviewConfirmedAt: longAgo }).where(eq(units.id, applicant.unitId));
    const entry = (await anna.get(`/v1/advisor/applicants/${applicant.id}`)).body.applicant;
    expect(entry.units[0].interviewConfirmationUndoableUntil).toBeNull();

    const before = await snapshot(applicant);
    const refused = await anna.json('POST', undo(applicant.id));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'interview',
      rule: 'undo_window_passed',
      params: { minutes: INTERVIEW_CONFIRMATION_UNDO_MINUTES },
    });
    expect(refused.body.code).toBe(ErrorCode.INTERVIEW_CONFIRMATION_REFUSED);
    expect(refused.body.errors[0].message).toBe(
      `Eine Bestätigung kann nur in den ersten ${INTERVIEW_CONFIRMATION_UNDO_MINUTES} Minuten zurückgenommen werden.`,
    );
    expect(await snapshot(applicant)).toEqual(before);
  });

  it('rejects a body and malformed ids', async () => {
    const applicant = await applicantWithUnit();
    expect((await anna.json('POST', undo(applicant.id), { force: true })).status).toBe(400);
    expect((await anna.json('POST', '/v1/advisor/applicants/not-a-uuid/interview/confirm/undo')).status).toBe(
      400,
    );
  });
});
