/**
 * The advisor sees the match history of their own applicants (decision 140): each match with opening, company,
 * status, source, cancellation reason and every event with time and side; another advisor's applicant stays 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorApplicantDetail } from '@portal/contracts';
import { matchActions, matchingCompany, publishedOpening, silentFor } from '../../testing/matching';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { runMatchReminders } from '../../plugins/match-reminders';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

describe('GET /v1/advisor/applicants/{accountId}: match history', () => {
  it('lists each match with its events and sides, only for the own applicant', async () => {
    const advisor = await people.advisor({ firstName: 'Anna' });
    const other = await people.advisor({ firstName: 'Otto' });
    const applicant = await people.applicant({
      firstName: 'Lea',
      unit: { advisor, stage: 'Ready to match' },
    });
    const company = await matchingCompany(people, 'Spreewerk Energie AG');
    const opening = await publishedOpening(t, company.owner.companyId, {
      title: 'Duales Studium Elektrotechnik (m/w/d)',
      createdBy: company.owner.companyUserId,
    });
    const second = await publishedOpening(t, company.owner.companyId, {
      title: 'Duales Studium BWL (m/w/d)',
    });

    // The advisor suggests the first opening through the API; the applicant answers, the company follows.
    const suggested = await advisor.client.json(
      'POST',
      `/v1/advisor/applicants/${applicant.accountId}/suggestions`,
      {
        jobOpeningId: opening,
        note: 'Passt zu deinem Technik-Schwerpunkt.',
      },
    );
    expect(suggested.status).toBe(201);
    const apply = matchActions(t, opening, company.owner);
    await apply(applicant, 'applicant_interested', 'applicant');
    await apply(applicant, 'company_interested', 'company');
    // The second match: the company's interest stays unanswered until it expires.
    const { transition } = await matchActions(t, second, company.owner)(
      applicant,
      'company_interested',
      'company',
    );
    await silentFor(t, transition.match.id, 15);
    await runMatchReminders(t.app);

    const response = await advisor.client.get<AdvisorApplicantDetail>(
      `/v1/advisor/applicants/${applicant.accountId}`,
    );
    expect(response.status).toBe(200);
    const byTitle = new Map(response.body.matches.map((match) => [match.title, match]));
    const first = byTitle.get('Duales Studium Elektrotechnik (m/w/d)')!;
    expect(first).toMatchObject({
      companyName: 'Spreewerk Energie AG',
      source: 'study_advisor',
      status: 'awaiting_interview_schedule',
      cancellationReason: null,
      note: 'Passt zu deinem Technik-Schwerpunkt.',
    });
    expect(first.events.map(({ event, toStatus, side }) => ({ event, toStatus, side }))).toEqual([
      { event: 'advisor_suggested', toStatus: 'awaiting_any_interest', side: 'study_advisor' },
      { event: 'applicant_interested', toStatus: 'awaiting_partner_interest', side: 'applicant' },
      { event: 'company_interested', toStatus: 'awaiting_interview_schedule', side: 'company' },
    ]);
    expect(first.events.every((event) => !Number.isNaN(Date.parse(event.createdAt)))).toBe(true);
    const expired = byTitle.get('Duales Studium BWL (m/w/d)')!;
    expect(expired).toMatchObject({
      source: 'company',
      status: 'cancelled',
      cancellationReason: 'expired_without_answer',
    });
    expect(expired.events.map(({ event, side }) => `${event}:${side}`)).toEqual([
      'company_interested:company',
      'expired:system',
    ]);

    // Nobody else reads it.
    const path = `/v1/advisor/applicants/${applicant.accountId}`;
    expect((await other.client.get(path)).status).toBe(403);
    expect((await applicant.client.get(path)).status).toBe(403);
    expect((await company.owner.client.get(path)).status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);
  });
});
