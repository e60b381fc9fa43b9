/**
 * The applicant's self-matching actions (issue 11 item 4, decisions 138, 148–149) through real HTTP against a real
 * database: every action, every forbidden transition (409 2700 and nothing changed), another applicant, the other
 * roles, anonymous callers, closed and draft openings. Every test creates its own company, openings and people.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  ApplicationStatus,
  ErrorCode,
  type CancellationReason,
  type MatchEvent,
  type UnitStage,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOpenings, matchEvents, matches, notifications, units } from '../../db/schema/index';
import { applyMatchEvent } from '../../matching/match-transitions.service';
import type { HttpClient } from '../../testing/http-client';
import { testPeople, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
let owner: TestCompanyOwner;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  owner = await people.companyOwner({ companyName: 'Selfmatching Test GmbH' });
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

const readyApplicant = (stage: UnitStage = 'Ready to match') =>
  people.applicant({ unit: { unit: 'ds', stage } });

let openingCounter = 0;
async function opening(
  options: { status?: 'draft' | 'open' | 'closed' | 'staffed'; requiredCount?: number } = {},
): Promise<string> {
  const status = options.status ?? 'open';
  const requiredCount = options.requiredCount ?? 5;
  const [row] = await t.app.db
    .insert(jobOpenings)
    .values({
      companyId: owner.companyId,
      title: `Duales Studium Informatik ${++openingCounter}`,
      status,
      requiredCount,
      openPositions: status === 'staffed' ? 0 : requiredCount,
      publishedAt: status === 'draft' ? null : new Date(),
      closedAt: status === 'closed' ? new Date() : null,
    })
    .returning({ id: jobOpenings.id });
  return row!.id;
}

const url = (id: string, action: string) => `/v1/job-openings/${id}/${action}`;
const post = (client: HttpClient, id: string, action: string, body: unknown = {}) =>
  client.json('POST', url(id, action), body);

/** A company-side (or system) event, as the company feature and the state machine apply it. */
async function companyEvent(
  jobOpeningId: string,
  accountId: string,
  event: MatchEvent,
  changes: Parameters<typeof applyMatchEvent>[2]['changes'] = {},
) {
  await t.app.db.transaction((tx) =>
    applyMatchEvent(
      tx,
      { publicUrl: t.baseUrl },
      {
        jobOpeningId,
        accountId,
        event,
        actor: { side: 'company', companyUserId: owner.companyUserId },
        changes,
      },
    ),
  );
}

async function matchOf(jobOpeningId: string, accountId: string) {
  const [row] = await t.app.db
    .select()
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  return row ?? null;
}

/** What a refused action must leave alone: the match, its history and everyone's notifications. */
async function snapshot(jobOpeningId: string, accountIds: string[]) {
  const match = await matchOf(jobOpeningId, accountIds[0]!);
  const [events] = match
    ? await t.app.db.select({ n: count() }).from(matchEvents).where(eq(matchEvents.matchId, match.id))
    : [{ n: 0 }];
  const [notes] = await t.app.db
    .select({ n: count() })
    .from(notifications)
    .where(inArray(notifications.recipientId, [...accountIds, owner.companyUserId]));
  return {
    status: match?.status ?? null,
    reason: match?.cancellationReason ?? null,
    favorite: match?.favorite ?? null,
    interviewAt: match?.interviewAt?.toISOString() ?? null,
    events: events!.n,
    notifications: notes!.n,
  };
}

async function eventsOf(matchId: string) {
  return t.app.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
}

describe('who may act', () => {
  const actions: Array<[string, unknown]> = [
    ['express-interest', {}],
    ['express-disinterest', {}],
    ['favorite', { favorite: true }],
    ['accept-offer', {}],
    ['reject-offer', {}],
    ['interview-date', { interviewAt: '2026-12-01T10:00:00.000Z' }],
  ];

  it('anonymous callers get 401, company users, advisors and staff 403, and nothing is written', async () => {
    const id = await opening();
    const advisor = await people.advisor();
    const staff = await people.staff();
    const anonymous = t.client();
    for (const [action, body] of actions) {
      expect((await post(anonymous, id, action, body)).status, `${action} anonymous`).toBe(401);
      expect((await post(owner.client, id, action, body)).status, `${action} company`).toBe(403);
      expect((await post(advisor.client, id, action, body)).status, `${action} advisor`).toBe(403);
      expect((await post(staff.client, id, action, body)).status, `${action} staff`).toBe(403);
    }
    const rows = await t.app.db.select().from(matches).where(eq(matches.jobOpeningId, id));
    expect(rows).toEqual([]);
  });

  it('an applicant whose dual-study stage is not ready gets 409 2730; distance-study only or no unit 403 2731', async () => {
    const id = await opening();
    const early = await readyApplicant('Documents Pending');
    const lost = await readyApplicant('Lost');
    const distance = await people.applicant({ unit: { unit: 'fs', stage: 'Won' } });
    const noUnit = await people.applicant();
    for (const [action, body] of actions.filter(([action]) => action !== 'interview-date')) {
      for (const applicant of [early, lost]) {
        const response = await post(applicant.client, id, action, body);
        expect(response.status, action).toBe(409);
        expect(response.body.code).toBe(ErrorCode.SELFMATCHING_NOT_READY);
        expect(response.body.message).toMatch(/geprüft|reviewed/);
      }
      for (const applicant of [distance, noUnit]) {
        const response = await post(applicant.client, id, action, body);
        expect(response.status, action).toBe(403);
        expect(response.body.code).toBe(ErrorCode.SELFMATCHING_DUAL_STUDY_ONLY);
      }
    }
    const rows = await t.app.db.select().from(matches).where(eq(matches.jobOpeningId, id));
    expect(rows).toEqual([]);
  });

  it('every ready stage may act', async () => {
    for (const stage of [
      'Examined Application',
      'Ready to match',
      'In Matching',
      'Contract Proposal',
      'Won',
    ] as const) {
      const applicant = await readyApplicant(stage);
      const response = await post(applicant.client, await opening(), 'express-interest');
      expect(response.status, stage).toBe(200);
    }
  });

  it('an applicant with a ready dual-study unit and a distance-study unit may act', async () => {
    const applicant = await readyApplicant('In Matching');
    await t.app.db.insert(units).values({ accountId: applicant.accountId, unit: 'fs', stage: 'Lost' });
    const response = await post(applicant.client, await opening(), 'express-interest');
    expect(response.status).toBe(200);
  });
});

describe('openings the applicant may act on', () => {
  it('an unknown or draft opening is 404, a closed or staffed one 409 2732 without a match', async () => {
    const applicant = await readyApplicant();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const draft = await opening({ status: 'draft' });
    const closed = await opening({ status: 'closed' });
    const staffed = await opening({ status: 'staffed' });
    for (const action of ['express-interest', 'express-disinterest', 'accept-offer', 'reject-offer']) {
      for (const id of [unknown, draft]) {
        const response = await post(applicant.client, id, action);
        expect(response.status, `${action} ${id}`).toBe(404);
        expect(response.body.code).toBe(ErrorCode.JOB_OPENING_NOT_FOUND);
      }
      for (const id of [closed, staffed]) {
        const response = await post(applicant.client, id, action);
        expect(response.status, action).toBe(409);
        expect(response.body.code).toBe(ErrorCode.SELFMATCHING_OPENING_NOT_AVAILABLE);
        expect(response.body.message).toMatch(/nicht mehr ausgeschrieben|no longer advertised/);
      }
    }
    expect((await post(applicant.client, draft, 'favorite', { favorite: true })).status).toBe(404);
    expect((await post(applicant.client, closed, 'favorite', { favorite: true })).status).toBe(409);
    const rows = await t.app.db
      .select()
      .from(matches)
      .where(inArray(matches.jobOpeningId, [draft, closed, staffed]));
    expect(rows).toEqual([]);
  });

  it('a malformed id or body is refused with a translated message and changes nothing', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    const badId = await post(applicant.client, 'not-a-uuid', 'express-interest');
    expect(badId.status).toBe(400);
    const badFavorite = await post(applicant.client, id, 'favorite', { favorite: 'ja' });
    expect(badFavorite.status).toBe(400);
    expect(badFavorite.body.errors[0]).toMatchObject({ field: 'favorite', rule: 'invalid_type' });
    const extra = await post(applicant.client, id, 'favorite', { favorite: true, status: 'offer_accepted' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors[0]).toMatchObject({ field: 'status', rule: 'unknown_field' });
    const badReason = await post(applicant.client, id, 'express-disinterest', { reason: 'boring' });
    expect(badReason.status).toBe(400);
    expect(badReason.body.errors[0]).toMatchObject({ field: 'reason', rule: 'invalid_option' });
    const longComment = await post(applicant.client, id, 'express-disinterest', { comment: 'x'.repeat(251) });
    expect(longComment.status).toBe(400);
    expect(longComment.body.errors[0]).toMatchObject({ field: 'comment', rule: 'max_length' });
    expect(longComment.body.errors[0].message).toBeTruthy();
    const badDate = await post(applicant.client, id, 'interview-date', { interviewAt: 'morgen' });
    expect(badDate.status).toBe(400);
    expect(await matchOf(id, applicant.accountId)).toBeNull();
  });
});

describe('POST express-interest', () => {
  it('creates the match with source applicant, writes its history and tells the company', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    const before = await snapshot(id, [applicant.accountId]);
    const response = await post(applicant.client, id, 'express-interest');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      jobOpeningId: id,
      match: {
        status: 'awaiting_partner_interest',
        offerStatus: 'interestExpressed',
        cancellationReason: null,
        source: 'applicant',
        favorite: false,
      },
      interviewAt: null,
      allowedEvents: ['applicant_declined'],
    });
    const match = await matchOf(id, applicant.accountId);
    expect(match).toMatchObject({
      source: 'applicant',
      applicantInterest: true,
      status: 'awaiting_partner_interest',
    });
    const history = await eventsOf(match!.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      event: 'applicant_interested',
      fromStatus: null,
      toStatus: 'awaiting_partner_interest',
      actorType: 'account',
      actorId: applicant.accountId,
    });
    const after = await snapshot(id, [applicant.accountId]);
    expect(after.notifications).toBe(before.notifications + 1);
    const link = `/b2b/job-openings/${id}/applicants/${applicant.accountId}`;
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, owner.companyUserId), eq(notifications.link, link)));
    expect(notes.map((note) => note.kind)).toEqual(['match.applicant_interested']);
  });

  it('answers a company that is interested: both sides agreed', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await companyEvent(id, applicant.accountId, 'company_interested');
    const response = await post(applicant.client, id, 'express-interest');
    expect(response.status).toBe(200);
    expect(response.body.match).toMatchObject({
      status: 'awaiting_interview_schedule',
      offerStatus: 'partnerAgreed',
      source: 'company',
    });
  });

  it('a second interest is a forbidden transition: 409 2700 and nothing changes', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    expect((await post(applicant.client, id, 'express-interest')).status).toBe(200);
    const before = await snapshot(id, [applicant.accountId]);
    const again = await post(applicant.client, id, 'express-interest');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.MATCH_TRANSITION_NOT_ALLOWED);
    expect(again.body.message).toMatch(/nicht möglich|not possible/);
    expect(await snapshot(id, [applicant.accountId])).toEqual(before);
  });
});

describe('POST express-disinterest', () => {
  it('ends the match with "rejected by applicant" and keeps the reason in the history', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await companyEvent(id, applicant.accountId, 'company_interested');
    const response = await post(applicant.client, id, 'express-disinterest', {
      reason: 'distance',
      comment: 'Leider zu weit weg.',
    });
    expect(response.status).toBe(200);
    expect(response.body.match).toMatchObject({
      status: 'cancelled',
      offerStatus: 'declined',
      cancellationReason: 'rejected_by_applicant',
    });
    expect(response.body.allowedEvents).toEqual([]);
    const match = await matchOf(id, applicant.accountId);
    const history = await eventsOf(match!.id);
    expect(history.map((row) => row.event).sort()).toEqual(['applicant_declined', 'company_interested']);
    expect(history.find((row) => row.event === 'applicant_declined')?.details).toEqual({
      reason: 'distance',
      comment: 'Leider zu weit weg.',
    });
    const again = await post(applicant.client, id, 'express-disinterest', {});
    expect(again.status).toBe(409);
  });

  it('saying no to a recommendation nobody matched yet stores a cancelled match (not recommended again)', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    const response = await post(applicant.client, id, 'express-disinterest', {});
    expect(response.status).toBe(200);
    expect(response.body.match).toMatchObject({ status: 'cancelled', source: 'applicant' });
  });

  it('once the company made an offer, "no" is reject-offer: disinterest is 409 and changes nothing', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await setStatus(id, applicant.accountId, 'awaiting_applicant_confirmation');
    const before = await snapshot(id, [applicant.accountId]);
    const response = await post(applicant.client, id, 'express-disinterest', {});
    expect(response.status).toBe(409);
    expect(await snapshot(id, [applicant.accountId])).toEqual(before);
  });
});

describe('another applicant', () => {
  it("acting on the same opening creates and changes only their own match, never A's", async () => {
    const anna = await readyApplicant();
    const bernd = await readyApplicant();
    const id = await opening();
    expect((await post(anna.client, id, 'express-interest')).status).toBe(200);
    await post(anna.client, id, 'favorite', { favorite: true });
    const annaBefore = await snapshot(id, [anna.accountId]);

    expect((await post(bernd.client, id, 'express-disinterest', {})).status).toBe(200);
    expect((await post(bernd.client, id, 'favorite', { favorite: false })).body.match.favorite).toBe(false);
    expect((await post(bernd.client, id, 'accept-offer')).status).toBe(409);
    expect((await post(bernd.client, id, 'reject-offer')).status).toBe(409);

    const annaAfter = await snapshot(id, [anna.accountId]);
    expect({ ...annaAfter, notifications: 0 }).toEqual({ ...annaBefore, notifications: 0 });
    expect(annaAfter.favorite).toBe(true);
    expect(annaAfter.status).toBe('awaiting_partner_interest');
    const bernds = await matchOf(id, bernd.accountId);
    expect(bernds).toMatchObject({ status: 'cancelled', source: 'applicant' });
  });
});

describe('POST favorite', () => {
  it('a bookmark without a match is stored as an untouched match, without history or notices', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    const before = await snapshot(id, [applicant.accountId]);
    const response = await post(applicant.client, id, 'favorite', { favorite: true });
    expect(response.status).toBe(200);
    expect(response.body.match).toMatchObject({
      status: 'awaiting_any_interest',
      offerStatus: 'recommended',
      source: 'applicant',
      favorite: true,
    });
    expect(response.body.allowedEvents.sort()).toEqual(['applicant_declined', 'applicant_interested']);
    const after = await snapshot(id, [applicant.accountId]);
    expect(after).toEqual({ ...before, status: 'awaiting_any_interest', favorite: true });
    // Repeating it is harmless; removing it keeps the match, only the flag changes.
    expect((await post(applicant.client, id, 'favorite', { favorite: true })).body.match.favorite).toBe(true);
    const removed = await post(applicant.client, id, 'favorite', { favorite: false });
    expect(removed.body.match).toMatchObject({ favorite: false, status: 'awaiting_any_interest' });
    // Interest after a bookmark goes through the state machine as usual.
    const interest = await post(applicant.client, id, 'express-interest');
    expect(interest.body.match.status).toBe('awaiting_partner_interest');
  });

  it('the flag changes on a match in any status, the status never', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await setStatus(id, applicant.accountId, 'interview_scheduled');
    const response = await post(applicant.client, id, 'favorite', { favorite: true });
    expect(response.body.match).toMatchObject({ status: 'interview_scheduled', favorite: true });
    const removed = await post(applicant.client, id, 'favorite', { favorite: false });
    expect(removed.body.match).toMatchObject({ status: 'interview_scheduled', favorite: false });
  });

  it('removing a bookmark that does not exist answers no match; a not-ready applicant may still remove one', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    const response = await post(applicant.client, id, 'favorite', { favorite: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ jobOpeningId: id, match: null, interviewAt: null, allowedEvents: [] });
    expect(await matchOf(id, applicant.accountId)).toBeNull();

    const lost = await readyApplicant('Lost');
    await setStatus(id, lost.accountId, 'awaiting_any_interest', { favorite: true });
    expect((await post(lost.client, id, 'favorite', { favorite: true })).status).toBe(409);
    const removed = await post(lost.client, id, 'favorite', { favorite: false });
    expect(removed.status).toBe(200);
    expect(removed.body.match.favorite).toBe(false);
  });

  it('a bookmark of an opening that closed does not allow interest', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await post(applicant.client, id, 'favorite', { favorite: true });
    await t.app.db
      .update(jobOpenings)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(jobOpenings.id, id));
    const response = await post(applicant.client, id, 'express-interest');
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(ErrorCode.SELFMATCHING_OPENING_NOT_AVAILABLE);
  });
});

describe('POST interview-date', () => {
  const first = '2026-12-03T09:00:00.000Z';
  const second = '2026-12-04T13:30:00.000Z';

  it('picks one of the suggestions; another date is 422 2733; before or after suggestions 409', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await companyEvent(id, applicant.accountId, 'company_interested');
    await post(applicant.client, id, 'express-interest');

    // No suggestions yet: nothing to pick.
    const early = await post(applicant.client, id, 'interview-date', { interviewAt: first });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(ErrorCode.MATCH_TRANSITION_NOT_ALLOWED);

    await companyEvent(id, applicant.accountId, 'interview_proposed', {
      interviewDateSuggestions: [first, second],
      interviewDetails: 'Hauptsitz, Raum 4',
    });
    const detail = await post(applicant.client, id, 'favorite', { favorite: false });
    expect(detail.body.allowedEvents).toContain('interview_date_chosen');

    const before = await snapshot(id, [applicant.accountId]);
    const wrong = await post(applicant.client, id, 'interview-date', {
      interviewAt: '2026-12-05T09:00:00.000Z',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe(ErrorCode.SELFMATCHING_INTERVIEW_DATE_NOT_SUGGESTED);
    expect(wrong.body.message).toMatch(/vorgeschlagenen|suggested/);
    expect(await snapshot(id, [applicant.accountId])).toEqual(before);

    // The same instant in another offset is the same suggestion.
    const chosen = await post(applicant.client, id, 'interview-date', {
      interviewAt: '2026-12-04T14:30:00+01:00',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.match.status).toBe('interview_scheduled');
    expect(chosen.body.interviewAt).toBe(second);
    expect(chosen.body.allowedEvents.sort()).toEqual(['applicant_accepted', 'applicant_declined']);
    const match = await matchOf(id, applicant.accountId);
    expect(match?.interviewAt?.toISOString()).toBe(second);
    const history = await eventsOf(match!.id);
    expect(history.find((row) => row.event === 'interview_date_chosen')?.details).toEqual({
      interviewAt: second,
    });
    const note = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, owner.companyUserId),
          eq(notifications.kind, 'match.interview_date_chosen'),
          eq(notifications.link, `/b2b/job-openings/${id}/applicants/${applicant.accountId}`),
        ),
      );
    expect(note).toHaveLength(1);

    const twice = await post(applicant.client, id, 'interview-date', { interviewAt: first });
    expect(twice.status).toBe(409);
  });
});

describe('POST accept-offer and reject-offer', () => {
  it('accepting the offer fills the last position: the opening is staffed, the other matches are cancelled', async () => {
    const winner = await readyApplicant();
    const other = await readyApplicant();
    const id = await opening({ requiredCount: 1 });
    await setStatus(id, winner.accountId, 'awaiting_applicant_confirmation');
    await post(other.client, id, 'express-interest');
    const response = await post(winner.client, id, 'accept-offer');
    expect(response.status).toBe(200);
    expect(response.body.match).toMatchObject({ status: 'offer_accepted', offerStatus: 'companyAccepted' });
    expect(response.body.allowedEvents).toEqual([]);
    const [row] = await t.app.db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
    expect(row).toMatchObject({ status: 'staffed', openPositions: 0 });
    expect(await matchOf(id, other.accountId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'staffed_with_another_applicant',
    });
    // The opening is staffed now: the other applicant cannot start again.
    const late = await post(other.client, id, 'express-interest');
    expect(late.status).toBe(409);
  });

  it('committing first after the interview waits for the company', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await setStatus(id, applicant.accountId, 'trial_day_scheduled');
    const response = await post(applicant.client, id, 'accept-offer');
    expect(response.body.match).toMatchObject({
      status: 'awaiting_partner_confirmation',
      offerStatus: 'partnerAgreed',
    });
  });

  it('rejecting the offer ends the match and tells the company', async () => {
    const applicant = await readyApplicant();
    const id = await opening();
    await setStatus(id, applicant.accountId, 'awaiting_applicant_confirmation');
    const before = await snapshot(id, [applicant.accountId]);
    const response = await post(applicant.client, id, 'reject-offer', { reason: 'otherOffer' });
    expect(response.status).toBe(200);
    expect(response.body.match).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'rejected_by_applicant',
    });
    const after = await snapshot(id, [applicant.accountId]);
    expect(after.events).toBe(before.events + 1);
  });
});

/** Puts a match into `status` directly (test setup only; the transitions themselves are tested above). */
async function setStatus(
  jobOpeningId: string,
  accountId: string,
  status: ApplicationStatus,
  extra: Partial<typeof matches.$inferInsert> = {},
) {
  const cancellationReason: CancellationReason | null = status === 'cancelled' ? 'rejected_by_company' : null;
  await t.app.db.insert(matches).values({
    jobOpeningId,
    accountId,
    source: 'company',
    status,
    cancellationReason,
    applicantInterest:
      status === 'awaiting_any_interest' || status === 'awaiting_applicant_interest' ? null : true,
    companyInterest:
      status === 'awaiting_any_interest' || status === 'awaiting_partner_interest' ? null : true,
    ...extra,
  });
}

describe('every status × every applicant action', () => {
  // Written out on its own (not read from the state machine): where each action is allowed, and the result.
  const ALLOWED: Record<string, Partial<Record<ApplicationStatus, ApplicationStatus>>> = {
    'express-interest': {
      awaiting_any_interest: 'awaiting_partner_interest',
      awaiting_applicant_interest: 'awaiting_interview_schedule',
    },
    'express-disinterest': {
      awaiting_any_interest: 'cancelled',
      awaiting_partner_interest: 'cancelled',
      awaiting_applicant_interest: 'cancelled',
      awaiting_interview_schedule: 'cancelled',
      interview_scheduled: 'cancelled',
      trial_day_scheduled: 'cancelled',
      awaiting_partner_confirmation: 'cancelled',
    },
    'accept-offer': {
      interview_scheduled: 'awaiting_partner_confirmation',
      trial_day_scheduled: 'awaiting_partner_confirmation',
      awaiting_applicant_confirmation: 'offer_accepted',
    },
    'reject-offer': { awaiting_applicant_confirmation: 'cancelled' },
  };

  for (const [action, allowed] of Object.entries(ALLOWED)) {
    it(`${action}: allowed where listed, 409 2700 with nothing changed everywhere else`, async () => {
      const applicant = await readyApplicant();
      for (const status of ApplicationStatus.options) {
        const id = await opening();
        await setStatus(id, applicant.accountId, status);
        const before = await snapshot(id, [applicant.accountId]);
        const response = await post(applicant.client, id, action);
        const expected = allowed[status];
        if (expected) {
          expect(response.status, `${action} in ${status}`).toBe(200);
          expect(response.body.match.status, `${action} in ${status}`).toBe(expected);
          const after = await snapshot(id, [applicant.accountId]);
          expect(after.events, `${action} in ${status}`).toBe(before.events + 1);
        } else {
          expect(response.status, `${action} in ${status}`).toBe(409);
          expect(response.body.code).toBe(ErrorCode.MATCH_TRANSITION_NOT_ALLOWED);
          expect(await snapshot(id, [applicant.accountId]), `${action} in ${status}`).toEqual(before);
        }
      }
    });
  }
});
