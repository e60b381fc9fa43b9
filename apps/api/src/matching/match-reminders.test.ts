/**
 * Neither side left waiting (decision 140): the sweep reminds the silent side after 3 days, reminds again and
 * tells the other side after 7, expires the match after 14 with the reason `expired_without_answer`, never sends
 * a reminder twice (also when sweeps run at the same time) and leaves unanswered recommendations alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../testing/api-helpers';
import {
  historyOf,
  matchActions,
  matchingCompany,
  matchNotificationsOf,
  matchOf,
  publishedOpening,
  silentFor,
} from '../testing/matching';
import { testPeople } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { runMatchReminders } from '../plugins/match-reminders';
import { reminderStep } from './match-reminders';
import { applyMatchEvent } from './match-transitions.service';

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

const kinds = async (recipientId: string) =>
  (await matchNotificationsOf(t, recipientId)).map((notification) => notification.kind);

/** A match where the company must answer the applicant's interest. */
async function waitingForCompany() {
  const company = await matchingCompany(people, 'Havelblick Logistik GmbH');
  const opening = await publishedOpening(t, company.owner.companyId, {
    title: 'Duales Studium Logistik (m/w/d)',
    createdBy: company.owner.companyUserId,
  });
  const applicant = await people.applicant({ firstName: 'Noah' });
  const apply = matchActions(t, opening, company.owner);
  const { transition } = await apply(applicant, 'applicant_interested', 'applicant');
  return { company, opening, applicant, apply, matchId: transition.match.id };
}

describe('reminderStep', () => {
  const now = new Date('2027-01-20T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it('reminds after 3 and 7 days and expires after 14', () => {
    expect(reminderStep(daysAgo(2.9), 0, now)).toBeNull();
    expect(reminderStep(daysAgo(3), 0, now)).toEqual({ kind: 'remind', reminder: 1 });
    expect(reminderStep(daysAgo(6), 1, now)).toBeNull();
    expect(reminderStep(daysAgo(7), 1, now)).toEqual({ kind: 'remind', reminder: 2 });
    // A sweep that did not run on day 3 sends only the second reminder.
    expect(reminderStep(daysAgo(8), 0, now)).toEqual({ kind: 'remind', reminder: 2 });
    expect(reminderStep(daysAgo(13.9), 2, now)).toBeNull();
    expect(reminderStep(daysAgo(14), 2, now)).toEqual({ kind: 'expire' });
  });
});

describe('the sweep', () => {
  it('reminds the silent company after 3 days, once', async () => {
    const { company, opening, applicant, matchId } = await waitingForCompany();
    await silentFor(t, matchId, 2);
    await runMatchReminders(t.app);
    expect(await kinds(company.owner.companyUserId)).toEqual(['match.applicant_interested']);

    await silentFor(t, matchId, 3.1);
    await runMatchReminders(t.app);
    const [reminder] = (await matchNotificationsOf(t, company.owner.companyUserId)).slice(-1);
    expect(reminder).toMatchObject({
      kind: 'match.reminder',
      title: 'Noah wartet auf Ihre Rückmeldung',
      link: `/b2b/job-openings/${opening}/applicants/${applicant.accountId}`,
    });
    const [mail] = await mailsTo(t, company.owner.email);
    expect(mail!.text).toContain('mitzuteilen, ob Sie ebenfalls Interesse haben');
    expect((await matchOf(t, opening, applicant.accountId)).remindersSent).toBe(1);
    // The applicant is not told of a first reminder.
    expect(await kinds(applicant.accountId)).toEqual([]);

    await runMatchReminders(t.app);
    expect(
      (await kinds(company.owner.companyUserId)).filter((kind) => kind === 'match.reminder'),
    ).toHaveLength(1);
  });

  it('reminds again after 7 days and tells the applicant we followed up', async () => {
    const { company, applicant, matchId } = await waitingForCompany();
    await silentFor(t, matchId, 3.5);
    await runMatchReminders(t.app);
    await silentFor(t, matchId, 7.2);
    await runMatchReminders(t.app);
    await runMatchReminders(t.app);
    expect(await kinds(company.owner.companyUserId)).toEqual([
      'match.applicant_interested',
      'match.reminder',
      'match.reminder',
    ]);
    const [last] = (await matchNotificationsOf(t, company.owner.companyUserId)).slice(-1);
    expect(last!.title).toBe('Letzte Erinnerung: Noah wartet auf Ihre Rückmeldung');
    expect(await kinds(applicant.accountId)).toEqual(['match.followed_up']);
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Wir haben bei Havelblick Logistik GmbH nachgehakt');
    expect(mail!.links.portal).toBe(`${t.baseUrl}/ds/selfmatching`);
  });

  it('expires the match after 14 days with the reason and tells both sides why', async () => {
    const { company, opening, applicant, matchId } = await waitingForCompany();
    await silentFor(t, matchId, 14.5);
    const counts = await runMatchReminders(t.app);
    expect(counts.expired).toBeGreaterThanOrEqual(1);
    const match = await matchOf(t, opening, applicant.accountId);
    expect(match).toMatchObject({ status: 'cancelled', cancellationReason: 'expired_without_answer' });
    const history = await historyOf(t, matchId);
    expect(history.at(-1)).toMatchObject({
      event: 'expired',
      fromStatus: 'awaiting_partner_interest',
      toStatus: 'cancelled',
      actorType: 'system',
      actorId: null,
    });
    expect((await kinds(applicant.accountId)).at(-1)).toBe('match.expired');
    expect((await kinds(company.owner.companyUserId)).at(-1)).toBe('match.expired');
    const [applicantMail] = await mailsTo(t, applicant.email);
    expect(applicantMail!.text).toContain(
      'hat sich zu „Duales Studium Logistik (m/w/d)“ 14 Tage lang nicht gemeldet',
    );
    const [companyMail] = await mailsTo(t, company.owner.email);
    expect(companyMail!.text).toContain('14 Tage lang keine Rückmeldung von Ihrem Unternehmen');
    // An ended match is not swept again.
    await runMatchReminders(t.app);
    expect((await kinds(applicant.accountId)).filter((kind) => kind === 'match.expired')).toHaveLength(1);
  });

  it('reminds the applicant when it is their move (interview dates to pick)', async () => {
    const { company, applicant, apply, matchId } = await waitingForCompany();
    await apply(applicant, 'company_interested', 'company');
    await apply(applicant, 'interview_proposed', 'company', {
      interviewDateSuggestions: ['2027-06-01T08:00:00Z', '2027-06-02T08:00:00Z'],
    });
    const before = await kinds(company.owner.companyUserId);
    await silentFor(t, matchId, 4);
    await runMatchReminders(t.app);
    expect((await kinds(applicant.accountId)).at(-1)).toBe('match.reminder');
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Havelblick Logistik GmbH wartet auf deine Antwort');
    expect(mail!.text).toContain('einen der vorgeschlagenen Gesprächstermine zu wählen');
    expect(await kinds(company.owner.companyUserId)).toEqual(before);
  });

  it('leaves unanswered recommendations and suggestions alone', async () => {
    const company = await matchingCompany(people);
    const opening = await publishedOpening(t, company.owner.companyId);
    const advisor = await people.advisor();
    const applicant = await people.applicant({ unit: { advisor, stage: 'Ready to match' } });
    const { transition } = await t.app.db.transaction((tx) =>
      applyMatchEvent(
        tx,
        { publicUrl: t.baseUrl },
        {
          jobOpeningId: opening,
          accountId: applicant.accountId,
          event: 'advisor_suggested',
          actor: { side: 'study_advisor', accountId: advisor.accountId },
        },
      ),
    );
    await silentFor(t, transition.match.id, 30);
    await runMatchReminders(t.app);
    expect((await matchOf(t, opening, applicant.accountId)).status).toBe('awaiting_any_interest');
    expect(await kinds(applicant.accountId)).toEqual(['match.suggested_by_advisor']);
  });

  it('sends each reminder once when several sweeps run at the same time', async () => {
    const waiting = await Promise.all([1, 2, 3, 4, 5].map(() => waitingForCompany()));
    for (const { matchId } of waiting) await silentFor(t, matchId, 3.2);
    const runs = await Promise.all([
      runMatchReminders(t.app),
      runMatchReminders(t.app),
      runMatchReminders(t.app),
    ]);
    expect(runs.reduce((sum, counts) => sum + counts.reminded, 0)).toBeGreaterThanOrEqual(5);
    for (const { company, opening, applicant } of waiting) {
      expect(
        (await kinds(company.owner.companyUserId)).filter((kind) => kind === 'match.reminder'),
      ).toHaveLength(1);
      expect((await matchOf(t, opening, applicant.accountId)).remindersSent).toBe(1);
    }
    for (const { matchId } of waiting) await silentFor(t, matchId, 15);
    await Promise.all([runMatchReminders(t.app), runMatchReminders(t.app)]);
    for (const { opening, applicant } of waiting) {
      expect((await kinds(applicant.accountId)).filter((kind) => kind === 'match.expired')).toHaveLength(1);
      expect((await historyOf(t, (await matchOf(t, opening, applicant.accountId)).id)).at(-1)!.event).toBe(
        'expired',
      );
    }
  });
});
