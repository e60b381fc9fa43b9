/**
 * What the applicant is told of a match transition (decision 140), informal "du", in their language. `null`:
 * nothing to tell (the applicant acted, or the transition does not concern them). The advisor's suggestion has
 * its own template (`job-opening-suggested`).
 */
import type { TFunction } from 'i18next';
import { mailT, formatMailDateTime, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';
import { MATCH_REMINDER_DAYS, type MatchFacts } from './match-facts';

/** The texts and where they lead: the opening's page, or self-matching to look for other openings. */
export interface MatchApplicantTexts {
  link: 'opening' | 'overview';
  texts: Localized<ApplicantEventTexts>;
}

interface Wording {
  kind: string;
  /** The key under `matchApplicant` whose `title` is subject and notification title. */
  key: string;
  /** `dates`: the suggested interview dates, one per line. */
  paragraphs: (t: TFunction, key: string, dates: string) => string[];
  /** A full key of the button's label. */
  action: string;
  link?: 'opening' | 'overview';
}

const VIEW = 'matchApplicant.viewOpening';
const TO_OPENING = 'matchApplicant.toOpening';
const MORE = 'matchApplicant.moreOpenings';

/** The paragraphs `p1`, `p2`, … of `key` that the wording has. */
const plain =
  (...names: string[]) =>
  (t: TFunction, key: string) =>
    names.map((name) => t(`${key}.${name}`));

function wordingOf(facts: MatchFacts): Wording | null {
  const place = (t: TFunction) =>
    facts.interviewDetails ? [t('matchApplicant.place', { details: facts.interviewDetails })] : [];
  switch (facts.event) {
    case 'company_interested':
      return facts.to === 'awaiting_applicant_interest'
        ? {
            kind: 'match.company_interested',
            key: 'companyInterested',
            paragraphs: plain('p1', 'p2'),
            action: VIEW,
          }
        : {
            kind: 'match.mutual_interest',
            key: 'mutualInterest',
            paragraphs: plain('p1', 'p2'),
            action: VIEW,
          };
    case 'interview_proposed':
      return {
        kind: 'match.interview_proposed',
        key: 'interviewProposed',
        paragraphs: (t, key, dates) => [t(`${key}.p1`), dates, t(`${key}.p3`)],
        action: 'matchApplicant.interviewProposed.action',
      };
    case 'interview_date_chosen':
      // The applicant chose: a confirmation mail with the calendar file, no notification of their own move.
      return {
        kind: 'match.interview_confirmed',
        key: 'interviewConfirmed',
        paragraphs: (t, key) => [t(`${key}.p1`), ...place(t), t(`${key}.p3`)],
        action: TO_OPENING,
      };
    case 'trial_day_scheduled':
      return {
        kind: 'match.trial_day_scheduled',
        key: 'trialDay',
        paragraphs: (t, key) => [t(`${key}.p1`), ...place(t), t(`${key}.p3`)],
        action: TO_OPENING,
      };
    case 'company_accepted':
      return facts.to === 'offer_accepted'
        ? {
            kind: 'match.offer_accepted',
            key: 'offerAccepted',
            paragraphs: plain('p1', 'p2'),
            action: TO_OPENING,
          }
        : {
            kind: 'match.offer',
            key: 'offer',
            paragraphs: plain('p1', 'p2'),
            action: 'matchApplicant.offer.action',
          };
    case 'company_rejected':
      return {
        kind: 'match.rejected',
        key: 'rejected',
        paragraphs: (t, key) => [
          t(`${key}.p1`),
          ...(facts.feedbackText ? [t(`${key}.feedback`)] : []),
          t(`${key}.p3`),
        ],
        action: MORE,
        link: 'overview',
      };
    case 'opening_staffed':
      return {
        kind: 'match.opening_staffed',
        key: 'staffed',
        paragraphs: plain('p1', 'p2'),
        action: MORE,
        link: 'overview',
      };
    case 'opening_closed':
      return {
        kind: 'match.opening_closed',
        key: 'closed',
        paragraphs: plain('p1', 'p2'),
        action: MORE,
        link: 'overview',
      };
    case 'expired':
      return {
        kind: 'match.expired',
        key: 'expired',
        paragraphs: (t, key) => [
          t(facts.silentSide === 'applicant' ? `${key}.p1Applicant` : `${key}.p1Company`),
          t(`${key}.p2`),
        ],
        action: MORE,
        link: 'overview',
      };
    default:
      return null;
  }
}

export function matchApplicantTexts(facts: MatchFacts): MatchApplicantTexts | null {
  const wording = wordingOf(facts);
  if (!wording) return null;
  return {
    link: wording.link ?? 'opening',
    texts: (locale) => {
      const base = mailT(locale, 'events');
      const when = (date: Date | null) => (date ? formatMailDateTime(locale, date) : '');
      const at = facts.event === 'trial_day_scheduled' ? facts.trialDayAt : facts.interviewAt;
      const params = {
        title: facts.title,
        companyName: facts.companyName,
        feedback: facts.feedbackText ?? '',
        details: facts.interviewDetails ?? '',
        days: MATCH_REMINDER_DAYS.expiry,
        when: when(at),
      };
      const t = ((key: string, options?: object) => base(key, { ...params, ...options })) as TFunction;
      const key = `matchApplicant.${wording.key}`;
      const dates = facts.interviewSuggestions.map((date) => `• ${when(date)}`).join('\n');
      const paragraphs = wording.paragraphs(t, key, dates);
      const title = t(`${key}.title`);
      const body =
        facts.event === 'interview_date_chosen'
          ? t('matchApplicant.interviewConfirmed.body')
          : paragraphs[0]!;
      return {
        kind: wording.kind,
        notification: { title, body },
        mail: { subject: title, paragraphs, actionLabel: t(wording.action) },
      };
    },
  };
}
