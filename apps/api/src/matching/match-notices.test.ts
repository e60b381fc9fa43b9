/**
 * What each side is told of a match transition (decision 140): the side that did not act gets the in-portal
 * notification and, when its settings allow, the mail with a button to the match; nobody is notified of their own
 * move; the agreed appointments carry a calendar file; the company's notices go to the opening's creator, or to
 * every member who handles openings when the creator no longer does.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companyMemberships, companyUsers } from '../db/schema/index';
import { mailsTo, type DevMail } from '../testing/api-helpers';
import {
  matchActions,
  matchingCompany,
  matchNotificationsOf,
  matchOf,
  publishedOpening,
  type MatchingCompany,
} from '../testing/matching';
import { testPeople } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';

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

/** The parsed lines of an `.ics` (continuation lines unfolded, RFC 5545 §3.1). */
function icsLines(content: string): Map<string, string> {
  const unfolded = content.replace(/\r?\n[ \t]/g, '');
  const lines = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).split(';')[0]!;
      if (!lines.has(name)) lines.set(name, line.slice(colon + 1));
    }
  }
  return lines;
}

const calendarOf = (mail: DevMail | undefined) => {
  const file = mail?.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
  return file ? icsLines(file.content) : null;
};

async function setup(companyName?: string) {
  const company: MatchingCompany = await matchingCompany(people, companyName);
  const opening = await publishedOpening(t, company.owner.companyId, {
    title: 'Duales Studium Informatik (m/w/d)',
    createdBy: company.owner.companyUserId,
  });
  const applicant = await people.applicant({ firstName: 'Lina', lastName: 'Berger' });
  return { company, opening, applicant, apply: matchActions(t, opening, company.owner) };
}

describe('each transition tells the side that did not act', () => {
  it('follows a match from the company’s interest to the accepted offer', async () => {
    const { company, opening, applicant, apply } = await setup('Nordlicht Software GmbH');
    const { owner, editor, viewer } = company;
    const applicantLink = `/ds/selfmatching/${opening}`;
    const companyLink = `/b2b/job-openings/${opening}/applicants/${applicant.accountId}`;

    await apply(applicant, 'company_interested', 'company');
    let [notice] = await matchNotificationsOf(t, applicant.accountId);
    expect(notice).toMatchObject({
      kind: 'match.company_interested',
      title: 'Ein Unternehmen interessiert sich für dich',
      link: applicantLink,
    });
    expect(notice!.body).toContain('Nordlicht Software GmbH');
    expect(notice!.body).toContain('„Duales Studium Informatik (m/w/d)“');
    let [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Ein Unternehmen interessiert sich für dich');
    expect(mail!.links.portal).toBe(`${t.baseUrl}${applicantLink}`);
    expect(mail!.text).toMatch(/^Hallo Lina,/);
    // The company acted: none of its people is told.
    expect(await kinds(owner.companyUserId)).toEqual([]);

    await apply(applicant, 'applicant_interested', 'applicant');
    // The opening's creator (the owner) is told; the editor only when there is no creator; never the viewer.
    [notice] = await matchNotificationsOf(t, owner.companyUserId);
    expect(notice).toMatchObject({
      recipientType: 'company_user',
      companyId: owner.companyId,
      kind: 'match.mutual_interest',
      title: 'Lina hat Ihr Interesse erwidert',
      link: companyLink,
    });
    [mail] = await mailsTo(t, owner.email);
    expect(mail!.subject).toBe('Lina hat Ihr Interesse erwidert');
    expect(mail!.text).toMatch(/^Guten Tag Test Inhaberin,/);
    expect(mail!.text).toContain('Schlagen Sie jetzt');
    expect(mail!.links.portal).toBe(`${t.baseUrl}${companyLink}`);
    expect(await kinds(editor.companyUserId)).toEqual([]);
    expect(await kinds(viewer.companyUserId)).toEqual([]);
    expect(await kinds(applicant.accountId)).toEqual(['match.company_interested']);

    const dates = ['2027-03-10T08:00:00.000Z', '2027-03-12T13:30:00.000Z'];
    await apply(applicant, 'interview_proposed', 'company', {
      interviewDateSuggestions: dates,
      interviewDetails: 'Friedrichstraße 10, 10117 Berlin, 3. OG',
    });
    expect(await kinds(applicant.accountId)).toEqual([
      'match.company_interested',
      'match.interview_proposed',
    ]);
    [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Nordlicht Software GmbH schlägt dir Gesprächstermine vor');
    expect(mail!.text).toContain('• 10.03.2027 um 09:00 Uhr');
    expect(mail!.text).toContain('• 12.03.2027 um 14:30 Uhr');

    await apply(applicant, 'interview_date_chosen', 'applicant', {
      interviewAt: new Date(dates[1]!),
      interviewDateSuggestions: [],
    });
    // The company is told, with the calendar file …
    expect((await kinds(owner.companyUserId)).at(-1)).toBe('match.interview_date_chosen');
    [mail] = await mailsTo(t, owner.email);
    expect(mail!.subject).toBe('Gesprächstermin mit Lina: 12.03.2027 um 14:30 Uhr');
    const companyCalendar = calendarOf(mail);
    expect(companyCalendar?.get('DTSTART')).toBe('20270312T133000Z');
    // … and the applicant gets the confirmation mail with the same file, but no notification of their own move.
    expect(await kinds(applicant.accountId)).toHaveLength(2);
    [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Dein Gespräch bei Nordlicht Software GmbH: 12.03.2027 um 14:30 Uhr');
    const calendar = calendarOf(mail)!;
    expect(calendar.get('BEGIN')).toBe('VCALENDAR');
    expect(calendar.get('DTSTART')).toBe('20270312T133000Z');
    expect(calendar.get('DTEND')).toBe('20270312T143000Z');
    expect(calendar.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(calendar.get('UID')).toMatch(/-interview@/);
    expect(calendar.get('UID')).toBe(companyCalendar?.get('UID'));
    expect(calendar.get('SUMMARY')).toBe(
      'Vorstellungsgespräch: Duales Studium Informatik (m/w/d) (Nordlicht Software GmbH)',
    );
    expect(calendar.get('LOCATION')).toBe('Friedrichstraße 10\\, 10117 Berlin\\, 3. OG');
    expect(calendar.get('ORGANIZER')).toBe(`MAILTO:${owner.email}`);
    expect(calendar.get('ATTENDEE')?.toLowerCase()).toBe(`mailto:${applicant.email}`);

    await apply(applicant, 'trial_day_scheduled', 'company', {
      trialDayAt: new Date('2027-03-20T07:00:00Z'),
    });
    [notice] = (await matchNotificationsOf(t, applicant.accountId)).slice(-1);
    expect(notice).toMatchObject({ kind: 'match.trial_day_scheduled', link: applicantLink });
    [mail] = await mailsTo(t, applicant.email);
    expect(calendarOf(mail)?.get('DTSTART')).toBe('20270320T070000Z');
    expect(calendarOf(mail)?.get('DTEND')).toBe('20270320T150000Z');
    // The company user who scheduled it gets the confirmation mail with the file, no notification.
    expect((await kinds(owner.companyUserId)).at(-1)).toBe('match.interview_date_chosen');
    [mail] = await mailsTo(t, owner.email);
    expect(mail!.subject).toBe('Probetag mit Lina: 20.03.2027 um 08:00 Uhr');
    expect(calendarOf(mail)?.get('UID')).toMatch(/-trial_day@/);

    await apply(applicant, 'company_accepted', 'company');
    expect((await kinds(applicant.accountId)).at(-1)).toBe('match.offer');
    [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Nordlicht Software GmbH bietet dir den Studienplatz an');

    await apply(applicant, 'applicant_accepted', 'applicant');
    expect((await kinds(owner.companyUserId)).at(-1)).toBe('match.offer_accepted');
    expect((await kinds(applicant.accountId)).at(-1)).toBe('match.offer');
    expect(await kinds(editor.companyUserId)).toEqual([]);
    expect(await kinds(viewer.companyUserId)).toEqual([]);
    expect((await matchOf(t, opening, applicant.accountId)).status).toBe('offer_accepted');
  });

  it('tells the company of interest and of a commitment, the applicant of the confirmation', async () => {
    const { company, applicant, apply } = await setup();
    await apply(applicant, 'applicant_interested', 'applicant');
    expect(await kinds(company.owner.companyUserId)).toEqual(['match.applicant_interested']);
    expect(await kinds(applicant.accountId)).toEqual([]);
    await apply(applicant, 'company_interested', 'company');
    expect(await kinds(applicant.accountId)).toEqual(['match.mutual_interest']);
    await apply(applicant, 'interview_proposed', 'company', {
      interviewDateSuggestions: ['2027-04-01T08:00:00.000Z'],
    });
    await apply(applicant, 'interview_date_chosen', 'applicant', {
      interviewAt: new Date('2027-04-01T08:00:00.000Z'),
    });
    await apply(applicant, 'applicant_accepted', 'applicant');
    expect((await kinds(company.owner.companyUserId)).at(-1)).toBe('match.applicant_committed');
    await apply(applicant, 'company_accepted', 'company');
    expect((await kinds(applicant.accountId)).at(-1)).toBe('match.offer_accepted');
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toMatch(/^Geschafft: .* hat deine Zusage bestätigt$/);
  });
});

describe('endings', () => {
  it('passes the company’s feedback to the applicant in kind words and points to other openings', async () => {
    const { company, applicant, apply } = await setup();
    await apply(applicant, 'applicant_interested', 'applicant');
    await apply(applicant, 'company_rejected', 'company', {
      feedbackText: 'Uns hat Ihr Anschreiben gefallen, wir suchen aber Erfahrung mit Python.',
    });
    const [notice] = (await matchNotificationsOf(t, applicant.accountId)).slice(-1);
    expect(notice).toMatchObject({ kind: 'match.rejected', link: '/ds/selfmatching' });
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.text).toContain(
      'Das Unternehmen hat dir dazu ein paar Worte mitgegeben: „Uns hat Ihr Anschreiben gefallen, wir suchen aber Erfahrung mit Python.“',
    );
    expect(mail!.text).toContain('Eine Absage sagt nichts über deinen Wert aus.');
    expect(mail!.links.portal).toBe(`${t.baseUrl}/ds/selfmatching`);
    expect(await kinds(company.owner.companyUserId)).toEqual(['match.applicant_interested']);
  });

  it('tells the other applicants warmly when the opening is staffed, and nobody of an unanswered recommendation', async () => {
    const { company, opening, applicant: winner, apply } = await setup();
    const waiting = await people.applicant({ firstName: 'Mara' });
    const declined = await people.applicant({ firstName: 'Jonas' });
    for (const person of [winner, waiting]) {
      await apply(person, 'applicant_interested', 'applicant');
      await apply(person, 'company_interested', 'company');
    }
    // Jonas says no to an opening nobody matched him with yet: nobody is told.
    await apply(declined, 'applicant_declined', 'applicant');
    expect(await kinds(declined.accountId)).toEqual([]);
    const companyKinds = await kinds(company.owner.companyUserId);

    await apply(winner, 'interview_proposed', 'company', {
      interviewDateSuggestions: ['2027-05-03T08:00:00Z'],
    });
    await apply(winner, 'interview_date_chosen', 'applicant', {
      interviewAt: new Date('2027-05-03T08:00:00Z'),
    });
    await apply(winner, 'company_accepted', 'company');
    const { cascaded } = await apply(winner, 'applicant_accepted', 'applicant');
    expect(cascaded.map((transition) => transition.match.accountId)).toEqual([waiting.accountId]);

    const [notice] = (await matchNotificationsOf(t, waiting.accountId)).slice(-1);
    expect(notice).toMatchObject({
      kind: 'match.opening_staffed',
      title: '„Duales Studium Informatik (m/w/d)“ ist inzwischen besetzt',
      link: '/ds/selfmatching',
    });
    const [mail] = await mailsTo(t, waiting.email);
    expect(mail!.text).toContain('Das hat nichts mit dir zu tun');
    expect((await matchOf(t, opening, waiting.accountId)).cancellationReason).toBe(
      'staffed_with_another_applicant',
    );
    // The company caused it and is not told of each ended match.
    expect(
      (await kinds(company.owner.companyUserId)).filter((kind) => kind === 'match.opening_staffed'),
    ).toEqual([]);
    expect((await kinds(company.owner.companyUserId)).slice(0, companyKinds.length)).toEqual(companyKinds);
  });

  it('tells the company when the applicant declines after mutual interest or rejects the offer', async () => {
    const { company, applicant, apply } = await setup();
    await apply(applicant, 'company_interested', 'company');
    await apply(applicant, 'applicant_declined', 'applicant');
    expect(await kinds(company.owner.companyUserId)).toEqual(['match.applicant_declined']);
    expect(await kinds(applicant.accountId)).toEqual(['match.company_interested']);
  });
});

describe('recipients and settings', () => {
  it('sends no mail when the applicant or the company user switched it off; the notification stays', async () => {
    const { company, applicant, apply } = await setup();
    await t.app.db
      .update(accounts)
      .set({ notificationSettings: { status_updates_email: false } })
      .where(eq(accounts.id, applicant.accountId));
    await t.app.db
      .update(companyUsers)
      .set({ notificationSettings: { applicant_match: false } })
      .where(eq(companyUsers.id, company.owner.companyUserId));
    await apply(applicant, 'company_interested', 'company');
    await apply(applicant, 'applicant_interested', 'applicant');
    expect(await kinds(applicant.accountId)).toEqual(['match.company_interested']);
    expect(await kinds(company.owner.companyUserId)).toEqual(['match.mutual_interest']);
    expect(await mailsTo(t, applicant.email)).toEqual([]);
    expect(await mailsTo(t, company.owner.email)).toEqual([]);
  });

  it('tells every member who handles openings when the creator no longer does', async () => {
    const { company, opening, applicant } = await setup();
    const pending = await people.companyEmployee(company.owner.companyId, {
      permissions: ['edit job openings'],
      pending: true,
    });
    const creator = await people.companyEmployee(company.owner.companyId, {
      permissions: ['create job openings', 'edit job openings'],
    });
    const second = await publishedOpening(t, company.owner.companyId, {
      title: 'Duales Studium BWL (m/w/d)',
      createdBy: creator.companyUserId,
    });
    // While the creator handles openings, only they hear of the second opening.
    const applySecond = matchActions(t, second, company.owner);
    await applySecond(applicant, 'applicant_interested', 'applicant');
    expect(await kinds(creator.companyUserId)).toEqual(['match.applicant_interested']);
    expect(await kinds(company.editor.companyUserId)).toEqual([]);

    // The creator lost the permission: the owner and the editor are told, not the viewer or the invited one.
    await t.app.db
      .update(companyMemberships)
      .set({ permissions: [] })
      .where(
        and(
          eq(companyMemberships.companyId, company.owner.companyId),
          eq(companyMemberships.companyUserId, creator.companyUserId),
        ),
      );
    await matchActions(t, opening, company.owner)(applicant, 'applicant_interested', 'applicant');
    await applySecond(applicant, 'applicant_declined', 'applicant');
    expect(await kinds(company.owner.companyUserId)).toEqual([
      'match.applicant_interested',
      'match.applicant_declined',
    ]);
    expect(await kinds(company.editor.companyUserId)).toEqual(['match.applicant_declined']);
    expect(await kinds(creator.companyUserId)).toEqual(['match.applicant_interested']);
    expect(await kinds(company.viewer.companyUserId)).toEqual([]);
    expect(await kinds(pending.companyUserId)).toEqual([]);
  });
});
