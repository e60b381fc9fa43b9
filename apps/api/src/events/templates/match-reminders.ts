/**
 * Neither side left waiting (decision 140): the reminder to the side that must act, and after the second one
 * the note to the other side that we followed up ("wir haben nachgehakt"), each in the recipient's language. The
 * expiry itself is a transition (`match-applicant`, `match-company`, event `expired`).
 */
import type { ApplicationStatus, Locale } from '@portal/contracts';
import { formatGermanDate } from '../../lib/german-dates';
import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';
import { MATCH_REMINDER_DAYS, type LocalizedCompanyTexts } from './match-facts';

export interface ReminderFacts {
  status: ApplicationStatus;
  /** The company sent interview dates the applicant has not answered. */
  interviewProposed: boolean;
  /** 1 or 2. */
  reminder: number;
  title: string;
  companyName: string;
  /** The applicant's first name; null: not known. */
  applicantName: string | null;
  /** The day the match ends without an answer. */
  expiresOn: Date;
}

/** What the applicant is asked to do in a status where it is their move (a key of `reminders.applicantTask`). */
function applicantTask(facts: ReminderFacts): string {
  if (facts.status === 'awaiting_applicant_confirmation') return 'offer';
  if (facts.status === 'awaiting_interview_schedule') return 'interview';
  return 'interest';
}

/** What the company is asked to do in a status where it is its move (a key of `reminders.companyTask`). */
function companyTask(facts: ReminderFacts): string {
  switch (facts.status) {
    case 'awaiting_partner_interest':
      return 'interest';
    case 'awaiting_interview_schedule':
      return 'interview';
    case 'awaiting_partner_confirmation':
      return 'confirmation';
    default:
      return 'decision';
  }
}

const last = (facts: ReminderFacts) => facts.reminder >= 2;

/** `t` of the `events` namespace in `locale` with the facts every reminder text may name. */
function reminderT(locale: Locale, facts: ReminderFacts) {
  const t = mailT(locale, 'events');
  const params = {
    title: facts.title,
    companyName: facts.companyName,
    name: facts.applicantName ?? t('fallback.applicant'),
    date: formatGermanDate(facts.expiresOn),
    days: MATCH_REMINDER_DAYS.second,
  };
  return (key: string, extra: Record<string, string> = {}) => t(key, { ...params, ...extra });
}

export function applicantReminder(facts: ReminderFacts): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = reminderT(locale, facts);
    const title = t(last(facts) ? 'reminders.applicant.titleLast' : 'reminders.applicant.title');
    const paragraphs = [
      t('reminders.applicant.p1', { task: t(`reminders.applicantTask.${applicantTask(facts)}`) }),
      t(last(facts) ? 'reminders.applicant.p2Last' : 'reminders.applicant.p2'),
    ];
    return {
      kind: 'match.reminder',
      notification: { title, body: paragraphs[0]! },
      mail: { subject: title, paragraphs, actionLabel: t('reminders.answerNow') },
    };
  };
}

export function companyReminder(facts: ReminderFacts): LocalizedCompanyTexts {
  return (locale) => {
    const t = reminderT(locale, facts);
    const title = t(last(facts) ? 'reminders.company.titleLast' : 'reminders.company.title');
    const paragraphs = [
      t('reminders.company.p1', { task: t(`reminders.companyTask.${companyTask(facts)}`) }),
      t(last(facts) ? 'reminders.company.p2Last' : 'reminders.company.p2'),
    ];
    return {
      kind: 'match.reminder',
      title,
      body: paragraphs[0]!,
      mail: { subject: title, paragraphs, actionLabel: t('reminders.answerNow') },
    };
  };
}

/** The applicant waits for the company, which got its second reminder. */
export function applicantFollowedUp(facts: ReminderFacts): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = reminderT(locale, facts);
    const title = t('reminders.applicantFollowedUp.title');
    const paragraphs = [t('reminders.applicantFollowedUp.p1'), t('reminders.applicantFollowedUp.p2')];
    return {
      kind: 'match.followed_up',
      notification: { title, body: paragraphs[0]! },
      mail: { subject: title, paragraphs, actionLabel: t('reminders.applicantFollowedUp.action') },
    };
  };
}

/** The company waits for the applicant, who got their second reminder. */
export function companyFollowedUp(facts: ReminderFacts): LocalizedCompanyTexts {
  return (locale) => {
    const t = reminderT(locale, facts);
    const title = t('reminders.companyFollowedUp.title');
    const paragraphs = [t('reminders.companyFollowedUp.p1'), t('reminders.companyFollowedUp.p2')];
    return {
      kind: 'match.followed_up',
      title,
      body: paragraphs[0]!,
      mail: { subject: title, paragraphs, actionLabel: t('matchCompany.toOpening') },
    };
  };
}
