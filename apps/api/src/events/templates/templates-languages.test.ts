/**
 * Every mail and notification template in all ten languages (decision 271): rendered with the same facts in each
 * language, no text may be a catalogue key (a missing text), keep a `{{`, repeat the German text of the same place
 * (or carry German words) outside German, or lose the German date format; the rendered mail has `lang` and the
 * right `dir`, and the plain text of Arabic and Persian reads right to left.
 */
import { flattenMessages, SUPPORTED_LOCALES, type Locale } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUE } from '../../i18n/catalogue';
import { textDirection } from '../../i18n/server-i18n';
import { formalGreeting, informalGreeting, type Localized } from '../../mail/mail-language';
import { renderMailHtml, renderMailText, type MailContent } from '../../mail/mail-template';
import type { OutgoingMail } from '../../mail/mailer';
import { applicantNotice, type ApplicantEventMail, type ApplicantEventTexts } from '../applicant-notice';
import type { Notice } from '../record-event';
import { applicationReceived } from './application-received';
import { companyInvitationAccepted } from './company-invitation-answered';
import { companyInvitationMail } from './company-invitation';
import { documentReviewed } from './document-reviewed';
import { emailChangedByAdvisor } from './email-changed-by-advisor';
import { emailVerificationRequested } from './email-verification-requested';
import { infoSessionConfirmed } from './info-session-confirmed';
import { interviewConfirmationUndone } from './interview-confirmation-undone';
import { interviewConfirmed } from './interview-confirmed';
import { interviewScheduled } from './interview-scheduled';
import { jobOpeningSuggested } from './job-opening-suggested';
import { jobOpeningsNewsletterMail } from './job-openings-newsletter';
import { matchApplicantTexts } from './match-applicant';
import { matchCompanyTexts } from './match-company';
import type { CompanyMatchTexts, MatchFacts } from './match-facts';
import {
  applicantFollowedUp,
  applicantReminder,
  companyFollowedUp,
  companyReminder,
  type ReminderFacts,
} from './match-reminders';
import { messageFromAdvisor } from './message-from-advisor';
import { messageFromApplicant } from './message-from-applicant';
import { supportTicketAnswered } from './support-ticket-answered';
import { unitAssigned } from './unit-assigned';
import { unitStageChanged } from './unit-stage-changed';
import { upskillingRequestDecided } from './upskilling-request-decided';

const URL_BASE = 'https://portal.example';
/** The facts of every case: names and words that are German in no language, so German words stand out. */
const DATA = {
  advisor: 'Kim Okafor',
  applicant: 'Lina',
  company: 'Acme Ltd',
  title: 'Data Analyst',
  document: 'CV.pdf',
  note: 'Great fit.',
  reason: 'Blurry scan.',
  course: 'Business Informatics',
  campus: 'Campus Berlin',
  email: 'lina@example.org',
  newEmail: 'lina.new@example.org',
  staff: 'Sam Rivera',
  topic: 'Question',
};
const DATA_VALUES = Object.values(DATA);
/** A date and a time in German format; every language keeps it. */
const AT = new Date('2027-03-12T13:30:00Z');
const GERMAN_DATE = '12.03.2027';
/** Common German words, as whole words (letters of any script around them do not count). */
const GERMAN_WORDS =
  /(?<!\p{L})(und|der|die|das|dein|deine|dich|dir|wir|ist|im|eine|einen|mit|für|auf|zu|Ihre|Ihnen|nicht|wurde|bitte|Stelle|Bewerbung|Unternehmen)(?!\p{L})/u;

/** What one case renders in one language: its texts (in a stable order) and its mails. */
interface Rendered {
  texts: string[];
  mails: MailContent[];
}

const fromMails = (mails: Array<OutgoingMail | null | undefined>): Rendered => {
  const kept = mails.filter((mail): mail is OutgoingMail => Boolean(mail));
  return {
    texts: kept.flatMap((mail) => [
      mail.subject,
      mail.greeting,
      ...mail.paragraphs,
      ...(mail.action ? [mail.action.label] : []),
      ...(mail.footer ? [mail.footer] : []),
      ...(mail.footerLink ? [mail.footerLink.text, mail.footerLink.label] : []),
      ...(mail.items ?? []).flatMap((item) => [...item.lines, item.link.label]),
    ]),
    mails: kept,
  };
};

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const fromNotice = (notice: Notice): Rendered => {
  const mails = fromMails(list(notice.mail));
  const notes = list(notice.notification).flatMap((n) => [n.title, ...(n.body ? [n.body] : [])]);
  return { texts: [...notes, ...mails.texts], mails: mails.mails };
};

/** An applicant who reads in `locale`, every mail setting on. */
const applicant = (locale: Locale) => ({
  id: 'a1',
  email: DATA.email,
  firstName: DATA.applicant,
  notificationSettings: {},
  preferredLanguage: locale,
});

const toApplicant = (texts: Localized<ApplicantEventTexts>) => (locale: Locale) =>
  fromNotice(applicantNotice(URL_BASE, applicant(locale), texts, '/ds/home'));

/** A single mail written by `mail`, sent as the application form sends it. */
const applicantMailOf = (mail: ApplicantEventMail, locale: Locale): Rendered =>
  fromMails([
    {
      locale,
      to: DATA.email,
      subject: mail.subject,
      greeting: informalGreeting(locale, DATA.applicant),
      paragraphs: mail.paragraphs,
      action: { label: mail.actionLabel, url: `${URL_BASE}/ds/home` },
    },
  ]);

const companyUser = (locale: Locale) => ({
  id: 'c1',
  companyUserId: 'c1',
  email: 'owner@acme.example',
  salutation: 'mrs',
  firstName: 'Robin',
  lastName: 'Hale',
  preferredLanguage: locale,
});

/** The company-side texts as the match notices send them: notification and a formal mail. */
const toCompany = (texts: Localized<CompanyMatchTexts>) => (locale: Locale) => {
  const rendered = texts(locale);
  const mail = fromMails([
    {
      locale,
      to: 'owner@acme.example',
      subject: rendered.mail.subject,
      greeting: formalGreeting(locale, companyUser(locale)),
      paragraphs: rendered.mail.paragraphs,
      action: { label: rendered.mail.actionLabel, url: `${URL_BASE}/b2b` },
    },
  ]);
  return { texts: [rendered.title, rendered.body, ...mail.texts], mails: mail.mails } satisfies Rendered;
};

const facts = (event: MatchFacts['event'], more: Partial<MatchFacts> = {}): MatchFacts => ({
  event,
  from: 'awaiting_partner_interest',
  to: 'awaiting_applicant_interest',
  reason: null,
  title: DATA.title,
  companyName: DATA.company,
  applicantName: DATA.applicant,
  feedbackText: DATA.note,
  interviewSuggestions: [AT, new Date('2027-03-15T08:00:00Z')],
  interviewAt: AT,
  interviewDetails: 'Room 4',
  trialDayAt: AT,
  silentSide: 'applicant',
  ...more,
});

const reminder = (more: Partial<ReminderFacts> = {}): ReminderFacts => ({
  status: 'awaiting_applicant_interest',
  interviewProposed: false,
  reminder: 1,
  title: DATA.title,
  companyName: DATA.company,
  applicantName: DATA.applicant,
  expiresOn: AT,
  ...more,
});

const applicantMatch = (f: MatchFacts) => toApplicant(matchApplicantTexts(f)!.texts);
const companyMatch = (f: MatchFacts) => toCompany(matchCompanyTexts(f)!);

/** Every template and variant; `dated`: its texts name {@link AT} (German date format in every language). */
const CASES: Array<{ name: string; render: (locale: Locale) => Rendered; dated?: boolean }> = [
  ...(['linked', 'unconfirmedAccount', 'signUp'] as const).map((outcome) => ({
    name: `application received (${outcome})`,
    dated: true,
    render: (locale: Locale) =>
      applicantMailOf(
        applicationReceived(locale, {
          outcome,
          courseName: DATA.course,
          unit: 'ds',
          campusName: DATA.campus,
          startsOn: '2027-03-12',
          email: DATA.email,
        }),
        locale,
      ),
  })),
  ...[1, 24].map((validHours) => ({
    name: `e-mail verification (${validHours} h)`,
    render: (locale: Locale) => applicantMailOf(emailVerificationRequested(locale, { validHours }), locale),
  })),
  {
    name: 'e-mail changed by the advisor',
    render: toApplicant(
      emailChangedByAdvisor({ advisorName: DATA.advisor, from: DATA.email, to: DATA.newEmail }),
    ),
  },
  ...[true, false].map((accepted) => ({
    name: `document ${accepted ? 'accepted' : 'rejected'}`,
    render: toApplicant(
      documentReviewed({
        advisorName: DATA.advisor,
        documentName: DATA.document,
        accepted,
        reason: DATA.reason,
      }),
    ),
  })),
  {
    name: 'info session confirmed',
    render: toApplicant(infoSessionConfirmed({ advisorName: DATA.advisor })),
  },
  {
    name: 'interview confirmation undone',
    render: toApplicant(interviewConfirmationUndone({ advisorName: DATA.advisor })),
  },
  ...[true, false].map((distanceStudy) => ({
    name: `interview confirmed (${distanceStudy ? 'distance' : 'dual'})`,
    dated: true,
    render: toApplicant(interviewConfirmed({ advisorName: DATA.advisor, participatedOn: AT, distanceStudy })),
  })),
  ...[true, false].map((rescheduled) => ({
    name: `interview scheduled${rescheduled ? ' again' : ''}`,
    dated: true,
    render: toApplicant(interviewScheduled({ advisorName: DATA.advisor, at: AT, rescheduled })),
  })),
  {
    name: 'opening suggested with start and note',
    dated: true,
    render: toApplicant(
      jobOpeningSuggested({
        advisorName: DATA.advisor,
        title: DATA.title,
        companyName: DATA.company,
        startDate: '2027-03-12',
        note: DATA.note,
      }),
    ),
  },
  {
    name: 'opening suggested by an unknown advisor',
    render: toApplicant(
      jobOpeningSuggested({
        advisorName: null,
        title: DATA.title,
        companyName: DATA.company,
        startDate: null,
        note: null,
      }),
    ),
  },
  ...[DATA.topic, null].map((subject) => ({
    name: `message from the advisor${subject ? ' with a subject' : ''}`,
    render: toApplicant(
      messageFromAdvisor({ advisorName: DATA.advisor, subject, text: DATA.note, preview: DATA.note }),
    ),
  })),
  ...[DATA.topic, null].map((subject) => ({
    name: `message from the applicant${subject ? ' with a subject' : ''}`,
    render: (locale: Locale) =>
      fromNotice(
        messageFromApplicant(
          URL_BASE,
          [{ accountId: 'adv', name: DATA.advisor, email: 'kim@example.org', preferredLanguage: locale }],
          { applicantName: DATA.applicant, subject, preview: DATA.note },
          '/advisor/applicants/a1',
        ),
      ),
  })),
  ...[null, { phone: '+49 30 1234', city: 'Berlin' }, { phone: null, city: null }].map((reach) => ({
    name: `unit assigned ${reach ? `(phone ${reach.phone ? 'yes' : 'no'})` : 'without advisor'}`,
    render: toApplicant(
      unitAssigned({
        courseName: DATA.course,
        campusName: DATA.campus,
        advisor: reach && { name: DATA.advisor, email: 'kim@example.org', ...reach },
      }),
    ),
  })),
  { name: 'unit stage changed', render: toApplicant(unitStageChanged({ advisorName: DATA.advisor })) },
  // Match transitions, applicant side.
  { name: 'match: company interested', render: applicantMatch(facts('company_interested')) },
  {
    name: 'match: mutual interest (applicant)',
    render: applicantMatch(facts('company_interested', { to: 'awaiting_interview_schedule' })),
  },
  { name: 'match: interview proposed', dated: true, render: applicantMatch(facts('interview_proposed')) },
  {
    name: 'match: interview chosen (applicant)',
    dated: true,
    render: applicantMatch(facts('interview_date_chosen')),
  },
  { name: 'match: trial day (applicant)', dated: true, render: applicantMatch(facts('trial_day_scheduled')) },
  {
    name: 'match: offer accepted (applicant)',
    render: applicantMatch(facts('company_accepted', { to: 'offer_accepted' })),
  },
  {
    name: 'match: offer',
    render: applicantMatch(facts('company_accepted', { to: 'awaiting_applicant_confirmation' })),
  },
  { name: 'match: rejected', render: applicantMatch(facts('company_rejected')) },
  { name: 'match: staffed', render: applicantMatch(facts('opening_staffed')) },
  { name: 'match: closed', render: applicantMatch(facts('opening_closed')) },
  ...(['applicant', 'company'] as const).map((silentSide) => ({
    name: `match: expired, ${silentSide} silent (applicant)`,
    render: applicantMatch(facts('expired', { silentSide })),
  })),
  // Match transitions, company side.
  {
    name: 'match: applicant interested',
    render: companyMatch(facts('applicant_interested', { to: 'awaiting_partner_interest' })),
  },
  {
    name: 'match: mutual interest (company)',
    render: companyMatch(facts('applicant_interested', { to: 'awaiting_interview_schedule' })),
  },
  { name: 'match: applicant declined', render: companyMatch(facts('applicant_declined')) },
  {
    name: 'match: interview chosen (company)',
    dated: true,
    render: companyMatch(facts('interview_date_chosen')),
  },
  { name: 'match: trial day (company)', dated: true, render: companyMatch(facts('trial_day_scheduled')) },
  {
    name: 'match: offer accepted (company)',
    render: companyMatch(facts('applicant_accepted', { to: 'offer_accepted' })),
  },
  {
    name: 'match: applicant committed',
    render: companyMatch(facts('applicant_accepted', { to: 'awaiting_partner_confirmation' })),
  },
  { name: 'match: offer rejected', render: companyMatch(facts('applicant_rejected_offer')) },
  ...(['applicant', 'company'] as const).map((silentSide) => ({
    name: `match: expired, ${silentSide} silent (company)`,
    render: companyMatch(facts('expired', { silentSide, applicantName: null })),
  })),
  // Reminders.
  ...(
    ['awaiting_applicant_interest', 'awaiting_interview_schedule', 'awaiting_applicant_confirmation'] as const
  ).flatMap((status) =>
    [1, 2].map((n) => ({
      name: `reminder ${n} to the applicant (${status})`,
      dated: n === 2,
      render: toApplicant(applicantReminder(reminder({ status, reminder: n }))),
    })),
  ),
  ...(
    [
      'awaiting_partner_interest',
      'awaiting_interview_schedule',
      'awaiting_partner_confirmation',
      'interview_scheduled',
    ] as const
  ).flatMap((status) =>
    [1, 2].map((n) => ({
      name: `reminder ${n} to the company (${status})`,
      dated: n === 2,
      render: toCompany(companyReminder(reminder({ status, reminder: n }))),
    })),
  ),
  {
    name: 'followed up (applicant)',
    dated: true,
    render: toApplicant(applicantFollowedUp(reminder({ reminder: 2 }))),
  },
  {
    name: 'followed up (company)',
    dated: true,
    render: toCompany(companyFollowedUp(reminder({ reminder: 2, applicantName: null }))),
  },
  // Company portal.
  ...(['owner', 'employee'] as const).flatMap((role) =>
    [DATA.staff, null].flatMap((invitedBy) =>
      (['signup', 'signin'] as const).map((kind) => ({
        name: `company invitation (${role}, by ${invitedBy ? 'a colleague' : 'support'}, ${kind})`,
        dated: kind === 'signup',
        render: (locale: Locale) =>
          fromMails([
            companyInvitationMail({
              locale,
              to: 'new@acme.example',
              salutation: 'mr',
              firstName: 'Alex',
              lastName: 'Stone',
              companyName: DATA.company,
              invitedBy,
              role,
              link: { kind, url: `${URL_BASE}/b2b/registrieren` },
              expiresOn: '2027-03-12',
            }),
          ]),
      })),
    ),
  ),
  {
    name: 'invitation accepted',
    render: (locale: Locale) =>
      fromNotice(
        companyInvitationAccepted(
          URL_BASE,
          companyUser(locale),
          { companyId: 'co', companyName: DATA.company, employeeName: 'Alex Stone' },
          true,
        ),
      ),
  },
  ...[true, false].map((closed) => ({
    name: `support ticket answered (${closed ? 'closed' : 'open'})`,
    render: (locale: Locale) =>
      fromNotice(
        supportTicketAnswered(
          URL_BASE,
          [{ ...companyUser(locale), wantsMail: true }],
          { companyId: 'co', subject: DATA.topic, staffName: DATA.staff, closed },
          '/b2b/help/contact',
        ),
      ),
  })),
  ...[true, false].map((confirmed) => ({
    name: `upskilling request ${confirmed ? 'confirmed' : 'declined'}`,
    render: (locale: Locale) => {
      const { title, body } = upskillingRequestDecided(locale, {
        confirmed,
        courseTitle: DATA.course,
        staffNote: null,
      });
      return { texts: [title, body], mails: [] };
    },
  })),
  // The newsletter.
  ...[1, 3].map((count) => ({
    name: `job-openings newsletter (${count})`,
    dated: true,
    render: (locale: Locale) =>
      fromMails([
        jobOpeningsNewsletterMail(locale, {
          publicUrl: URL_BASE,
          to: DATA.email,
          firstName: DATA.applicant,
          unsubscribeId: 'u1',
          openings: Array.from({ length: count }, (_, i) => ({
            id: `o${i}`,
            title: DATA.title,
            companyName: DATA.company,
            placeOfTraining: 'Berlin',
            startDate: '2027-03-12',
          })),
        }),
      ]),
  })),
];

/** Every key path of the German catalogue: a text that contains one is a missing text. */
const KEY_PATHS = (['mail', 'events', 'newsletter'] as const).flatMap((namespace) => [
  ...flattenMessages(SERVER_CATALOGUE.de[namespace]).keys(),
]);

/** A text made only of the case's facts (e.g. "Kim Okafor: Blurry scan.") may read the same in every language. */
const onlyFacts = (text: string) =>
  DATA_VALUES.reduce((rest, value) => rest.replaceAll(value, ''), text).replace(
    /[\s\p{P}\p{S}\p{Cf}]/gu,
    '',
  ) === '';

describe('mail and notification templates in all ten languages', () => {
  for (const { name, render, dated } of CASES) {
    it(name, () => {
      const german = render('de');
      expect(german.texts.length).toBeGreaterThan(0);
      for (const locale of SUPPORTED_LOCALES) {
        const rendered = render(locale);
        const problems: string[] = [];
        rendered.texts.forEach((text, i) => {
          if (!text.trim()) problems.push(`empty text #${i}`);
          if (text.includes('{{')) problems.push(`placeholder left: ${text}`);
          // A missing text reads as its key; a one-word key only counts as the whole text ("subject").
          const key = KEY_PATHS.find((path) => (path.includes('.') ? text.includes(path) : text === path));
          if (key) problems.push(`missing text ${key}`);
          // Right to left, an inserted fact keeps its own order (an isolate), unless it is the whole text.
          for (const value of DATA_VALUES) {
            const inserted = text.includes(value) && text !== value;
            if (textDirection(locale) === 'rtl' && inserted && !text.includes(`\u2068${value}`))
              problems.push(`not isolated: ${value} in ${text}`);
          }
          if (locale !== 'de') {
            if (text === german.texts[i] && !onlyFacts(text)) problems.push(`German text: ${text}`);
            if (GERMAN_WORDS.test(text)) problems.push(`German words: ${text}`);
          }
        });
        expect(rendered.texts.length, `${locale}: as many texts as in German`).toBe(german.texts.length);
        if (dated) expect(rendered.texts.join('\n'), `${locale}: German date`).toContain(GERMAN_DATE);
        for (const mail of rendered.mails) {
          expect(mail.locale).toBe(locale);
          const dir = textDirection(locale);
          expect(renderMailHtml(mail)).toContain(`<html lang="${locale}" dir="${dir}">`);
          const lines = renderMailText(mail)
            .split('\n')
            .filter((line) => line.trim());
          expect(lines.every((line) => line.startsWith('\u200F'))).toBe(dir === 'rtl');
        }
        expect(problems, locale).toEqual([]);
      }
    });
  }
});
