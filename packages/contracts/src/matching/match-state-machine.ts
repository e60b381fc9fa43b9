/**
 * The matching state machine (decision 138): one match per (applicant, job opening), its application status
 * (spec part 1 §4) moved only by the events below. `MATCH_TRANSITIONS` is the whole table of status × event →
 * status; a pair that is not in it is forbidden (the API answers 409 `MATCH_TRANSITION_NOT_ALLOWED` and changes
 * nothing). A match that does not exist yet starts in `awaiting_any_interest` (`MATCH_INITIAL_STATUS`) and the
 * first event is applied to it, so "the applicant expresses interest in an opening nobody matched yet" and "the
 * applicant answers a recommendation" are the same transition.
 */
import { z } from 'zod';
import { ApplicationStatus, type CancellationReason } from '../enums';

/** Who may cause an event: one of the two sides, or the system (staffing, closing, expiry). */
export const MatchActor = z.enum(['applicant', 'company', 'study_advisor', 'system']);
export type MatchActor = z.infer<typeof MatchActor>;

export const MatchEvent = z.enum([
  /** The study advisor suggests the opening to the applicant (creates the match). */
  'advisor_suggested',
  /** `POST /v1/job-openings/{id}/express-interest`. */
  'applicant_interested',
  /** `POST /v1/job-openings/{id}/express-disinterest`: the applicant declines (before an offer). */
  'applicant_declined',
  /** The company expresses interest in the applicant (reco tab, applicant search). */
  'company_interested',
  /** `applicants/{id}/reject` with `feedbackText`. */
  'company_rejected',
  /** `applicants/{id}/arrange-interview` with `interviewDateSuggestions` (also to propose new dates). */
  'interview_proposed',
  /** The applicant picks one of the suggested dates. */
  'interview_date_chosen',
  /** The company invites to a trial day after the interview. */
  'trial_day_scheduled',
  /** `applicants/{id}/accept`: the company offers the place. */
  'company_accepted',
  /** `POST /v1/job-openings/{id}/accept-offer`: the applicant accepts (or commits first after the interview). */
  'applicant_accepted',
  /** `POST /v1/job-openings/{id}/reject-offer`. */
  'applicant_rejected_offer',
  /** The opening's positions were filled by other applicants. */
  'opening_staffed',
  /** The company closed or deleted the opening. */
  'opening_closed',
  /** The side that had to act stayed silent past the limit (decision 140). */
  'expired',
]);
export type MatchEvent = z.infer<typeof MatchEvent>;

/** The statuses a match ends in; no event leaves them. */
export const FINAL_MATCH_STATUSES = [
  'offer_accepted',
  'cancelled',
] as const satisfies readonly ApplicationStatus[];
export const MATCH_INITIAL_STATUS: ApplicationStatus = 'awaiting_any_interest';

/** Statuses in which the match is "active": someone is still to act. */
export const ACTIVE_MATCH_STATUSES = ApplicationStatus.options.filter(
  (status) => !(FINAL_MATCH_STATUSES as readonly string[]).includes(status),
);

/** Statuses after mutual interest: from here on the company sees the applicant's contact data (decision 139). */
export const MUTUAL_INTEREST_STATUSES = [
  'awaiting_interview_schedule',
  'interview_scheduled',
  'trial_day_scheduled',
  'awaiting_partner_confirmation',
  'awaiting_applicant_confirmation',
  'offer_accepted',
] as const satisfies readonly ApplicationStatus[];

/** A transition's target: the next status, and the cancellation reason when it is `cancelled`. */
export interface MatchTransitionTarget {
  to: ApplicationStatus;
  reason?: CancellationReason;
  /** Who may cause it. */
  actor: MatchActor;
}

const cancelled = (reason: CancellationReason, actor: MatchActor): MatchTransitionTarget => ({
  to: 'cancelled',
  reason,
  actor,
});

/** What may end every active match, whatever its status (the system's and the two sides' "no"). */
function endings(
  options: { offerPending?: boolean } = {},
): Partial<Record<MatchEvent, MatchTransitionTarget>> {
  return {
    // Once the company made an offer, the applicant answers it with reject-offer, not with disinterest.
    ...(options.offerPending
      ? { applicant_rejected_offer: cancelled('rejected_by_applicant', 'applicant') }
      : { applicant_declined: cancelled('rejected_by_applicant', 'applicant') }),
    company_rejected: cancelled('rejected_by_company', 'company'),
    opening_staffed: cancelled('staffed_with_another_applicant', 'system'),
    opening_closed: cancelled('job_opening_closed', 'system'),
    expired: cancelled('expired_without_answer', 'system'),
  };
}

/** The whole table: status × event → target. Everything not listed is forbidden. */
export const MATCH_TRANSITIONS: Record<
  ApplicationStatus,
  Partial<Record<MatchEvent, MatchTransitionTarget>>
> = {
  awaiting_any_interest: {
    advisor_suggested: { to: 'awaiting_any_interest', actor: 'study_advisor' },
    applicant_interested: { to: 'awaiting_partner_interest', actor: 'applicant' },
    company_interested: { to: 'awaiting_applicant_interest', actor: 'company' },
    ...endings(),
  },
  awaiting_partner_interest: {
    company_interested: { to: 'awaiting_interview_schedule', actor: 'company' },
    ...endings(),
  },
  awaiting_applicant_interest: {
    applicant_interested: { to: 'awaiting_interview_schedule', actor: 'applicant' },
    ...endings(),
  },
  awaiting_interview_schedule: {
    interview_proposed: { to: 'awaiting_interview_schedule', actor: 'company' },
    interview_date_chosen: { to: 'interview_scheduled', actor: 'applicant' },
    ...endings(),
  },
  interview_scheduled: {
    interview_proposed: { to: 'awaiting_interview_schedule', actor: 'company' },
    trial_day_scheduled: { to: 'trial_day_scheduled', actor: 'company' },
    company_accepted: { to: 'awaiting_applicant_confirmation', actor: 'company' },
    applicant_accepted: { to: 'awaiting_partner_confirmation', actor: 'applicant' },
    ...endings(),
  },
  trial_day_scheduled: {
    company_accepted: { to: 'awaiting_applicant_confirmation', actor: 'company' },
    applicant_accepted: { to: 'awaiting_partner_confirmation', actor: 'applicant' },
    ...endings(),
  },
  awaiting_partner_confirmation: {
    company_accepted: { to: 'offer_accepted', actor: 'company' },
    ...endings(),
  },
  awaiting_applicant_confirmation: {
    applicant_accepted: { to: 'offer_accepted', actor: 'applicant' },
    ...endings({ offerPending: true }),
  },
  offer_accepted: {},
  cancelled: {},
};

/** The target of `event` in `status`, or `null` when the transition is forbidden. */
export function matchTransition(status: ApplicationStatus, event: MatchEvent): MatchTransitionTarget | null {
  return MATCH_TRANSITIONS[status][event] ?? null;
}

/** The events allowed in `status` for `actor` (the buttons a screen offers). */
export function allowedMatchEvents(status: ApplicationStatus, actor: MatchActor): MatchEvent[] {
  return (Object.entries(MATCH_TRANSITIONS[status]) as Array<[MatchEvent, MatchTransitionTarget]>)
    .filter(([, target]) => target.actor === actor)
    .map(([event]) => event);
}

/**
 * Whose move it is (decision 140: reminders and expiry go to this side). `interviewProposed`: the company has
 * sent date suggestions the applicant has not answered yet. `null`: nobody waits (no interest yet, or final).
 */
export function matchSideToAct(
  status: ApplicationStatus,
  interviewProposed: boolean,
): 'applicant' | 'company' | null {
  switch (status) {
    case 'awaiting_partner_interest':
    case 'interview_scheduled':
    case 'trial_day_scheduled':
    case 'awaiting_partner_confirmation':
      return 'company';
    case 'awaiting_applicant_interest':
    case 'awaiting_applicant_confirmation':
      return 'applicant';
    case 'awaiting_interview_schedule':
      return interviewProposed ? 'applicant' : 'company';
    default:
      return null;
  }
}
