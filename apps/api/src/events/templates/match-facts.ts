/** What the match templates say: the transition and the facts of the match, formatted by the template. */
import type { ApplicationStatus, CancellationReason, MatchEvent } from '@portal/contracts';
import type { Localized } from '../../mail/mail-language';

export interface MatchFacts {
  event: MatchEvent;
  /** `null`: the transition created the match. */
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  reason: CancellationReason | null;
  title: string;
  companyName: string;
  /** The applicant's first name (what the company sees of them in a notification); null: not known. */
  applicantName: string | null;
  /** The company's words when it rejected the applicant. */
  feedbackText: string | null;
  /** The suggested interview dates. */
  interviewSuggestions: Date[];
  /** The chosen interview date. */
  interviewAt: Date | null;
  interviewDetails: string | null;
  trialDayAt: Date | null;
  /** Who was silent when the match expired (decision 140). */
  silentSide: 'applicant' | 'company' | null;
}

/** A company-side text in one language: the in-portal notification and the mail (formal "Sie"). */
export interface CompanyMatchTexts {
  kind: string;
  title: string;
  body: string;
  mail: { subject: string; paragraphs: string[]; actionLabel: string };
}

/** The company-side texts of a transition or reminder, rendered in each recipient's language. */
export type LocalizedCompanyTexts = Localized<CompanyMatchTexts>;

/** How many days of silence lead to the reminders and the expiry (decision 140). */
export const MATCH_REMINDER_DAYS = { first: 3, second: 7, expiry: 14 } as const;
