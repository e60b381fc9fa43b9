/**
 * What the company's people who handle openings are told of a match transition (decision 140), formal "Sie", in
 * each recipient's language. `null`: nothing to tell (the company acted, or the transition does not concern it).
 * The trial-day confirmation goes to the acting company user with the calendar file.
 */
import { mailT, formatMailDateTime } from '../../mail/mail-language';
import { MATCH_REMINDER_DAYS, type LocalizedCompanyTexts, type MatchFacts } from './match-facts';

interface Wording {
  kind: string;
  /** The key under `matchCompany` with `title`, `p1`, `p2` (or `p3`) and maybe `action`. */
  key: string;
  /** The paragraph keys under `key`; `place` is the interview's place, when given. */
  paragraphs: string[];
  /** A full key of the button's label. */
  action: string;
}

const PROFILE = 'matchCompany.viewProfile';
const TO_OPENING = 'matchCompany.toOpening';

function wordingOf(facts: MatchFacts): Wording | null {
  switch (facts.event) {
    case 'applicant_interested':
      return facts.to === 'awaiting_partner_interest'
        ? {
            kind: 'match.applicant_interested',
            key: 'applicantInterested',
            paragraphs: ['p1', 'p2'],
            action: PROFILE,
          }
        : {
            kind: 'match.mutual_interest',
            key: 'mutualInterest',
            paragraphs: ['p1', 'p2'],
            action: 'matchCompany.mutualInterest.action',
          };
    case 'applicant_declined':
      return {
        kind: 'match.applicant_declined',
        key: 'declined',
        paragraphs: ['p1', 'p2'],
        action: TO_OPENING,
      };
    case 'interview_date_chosen':
      return {
        kind: 'match.interview_date_chosen',
        key: 'interviewChosen',
        paragraphs: ['p1', ...(facts.interviewDetails ? ['place'] : []), 'p3'],
        action: PROFILE,
      };
    case 'trial_day_scheduled':
      return {
        kind: 'match.trial_day_confirmed',
        key: 'trialDay',
        paragraphs: ['p1', 'p2'],
        action: PROFILE,
      };
    case 'applicant_accepted':
      return facts.to === 'offer_accepted'
        ? {
            kind: 'match.offer_accepted',
            key: 'offerAccepted',
            paragraphs: ['p1', 'p2'],
            action: 'matchCompany.offerAccepted.action',
          }
        : {
            kind: 'match.applicant_committed',
            key: 'committed',
            paragraphs: ['p1', 'p2'],
            action: 'matchCompany.committed.action',
          };
    case 'applicant_rejected_offer':
      return {
        kind: 'match.offer_rejected',
        key: 'offerRejected',
        paragraphs: ['p1', 'p2'],
        action: TO_OPENING,
      };
    case 'expired':
      return {
        kind: 'match.expired',
        key: 'expired',
        paragraphs: [facts.silentSide === 'company' ? 'p1Company' : 'p1Applicant', 'p2'],
        action: TO_OPENING,
      };
    default:
      return null;
  }
}

export function matchCompanyTexts(facts: MatchFacts): LocalizedCompanyTexts | null {
  const wording = wordingOf(facts);
  if (!wording) return null;
  return (locale) => {
    const t = mailT(locale, 'events');
    const at = facts.event === 'trial_day_scheduled' ? facts.trialDayAt : facts.interviewAt;
    const params = {
      name: facts.applicantName ?? t('fallback.applicant'),
      title: facts.title,
      details: facts.interviewDetails ?? '',
      days: MATCH_REMINDER_DAYS.expiry,
      when: at ? formatMailDateTime(locale, at) : '',
    };
    const key = `matchCompany.${wording.key}`;
    const title = t(`${key}.title`, params);
    const paragraphs = wording.paragraphs.map((name) => t(`${key}.${name}`, params));
    return {
      kind: wording.kind,
      title,
      body: paragraphs[0]!,
      mail: { subject: title, paragraphs, actionLabel: t(wording.action) },
    };
  };
}
