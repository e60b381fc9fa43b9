/**
 * The applicant's self-matching actions on one job opening (spec part 2 §7.3, decisions 148–149): interest, no
 * interest, favourite, accepting or rejecting an offer and picking an interview date. Each status change is an
 * event of the matching state machine (decision 138); each call answers the applicant's match as it is now, so the
 * screen updates without a second request.
 */
import { z } from 'zod';
import { IsoDateTime, optionalText } from '../common';
import { defineRoute } from '../http';
import { MatchEvent } from '../matching/match-state-machine';
import { ApplicantMatchState } from '../matching/recommendation';
import { JobOpeningIdParams } from '../matching/applicant-job-openings';

/** Longest free text of a "no" (spec part 2 §9, the 250 limit of short texts). */
export const SELFMATCHING_COMMENT_MAX = 250;

/** Why the applicant says no (optional, decision 148): a short list the screen offers, plus free text. */
export const DeclineReason = z.enum(['distance', 'tasks', 'workModel', 'startDate', 'otherOffer', 'other']);
export type DeclineReason = z.infer<typeof DeclineReason>;

/** Body of `express-disinterest` and `reject-offer`: both optional; kept in the match's history only. */
export const DeclineBody = z.strictObject({
  reason: DeclineReason.nullable().optional(),
  comment: optionalText(SELFMATCHING_COMMENT_MAX, { multiline: true }),
});
export type DeclineBody = z.infer<typeof DeclineBody>;

/** The applicant's match after an action (`match` null: no match, e.g. after un-favouriting a plain opening). */
export const SelfMatchingActionResult = z.object({
  jobOpeningId: z.uuid(),
  match: ApplicantMatchState.nullable(),
  /** The chosen interview date, once picked. */
  interviewAt: IsoDateTime.nullable(),
  /** What the applicant may do now (`allowedMatchEvents(status, 'applicant')`). */
  allowedEvents: z.array(MatchEvent),
});
export type SelfMatchingActionResult = z.infer<typeof SelfMatchingActionResult>;

export const expressInterest = defineRoute({
  method: 'POST',
  path: '/v1/job-openings/{id}/express-interest',
  summary: 'Express interest in a job opening (creates the match when there is none)',
  params: JobOpeningIdParams,
  response: SelfMatchingActionResult,
});

export const expressDisinterest = defineRoute({
  method: 'POST',
  path: '/v1/job-openings/{id}/express-disinterest',
  summary: 'Say no to a job opening (before an offer)',
  params: JobOpeningIdParams,
  body: DeclineBody,
  response: SelfMatchingActionResult,
});

export const FavoriteBody = z.strictObject({ favorite: z.boolean() });
export type FavoriteBody = z.infer<typeof FavoriteBody>;

/** Sets (not toggles) the bookmark, so a repeated click cannot undo itself; never a status change. */
export const favoriteJobOpening = defineRoute({
  method: 'POST',
  path: '/v1/job-openings/{id}/favorite',
  summary: 'Bookmark a job opening, or remove the bookmark',
  params: JobOpeningIdParams,
  body: FavoriteBody,
  response: SelfMatchingActionResult,
});

export const acceptOffer = defineRoute({
  method: 'POST',
  path: '/v1/job-openings/{id}/accept-offer',
  summary: "Accept the company's offer (or commit first after the interview)",
  params: JobOpeningIdParams,
  response: SelfMatchingActionResult,
});

export const rejectOffer = defineRoute({
  method: 'POST',
  path: '/v1/job-openings/{id}/reject-offer',
  summary: "Reject the company's offer",
  params: JobOpeningIdParams,
  body: DeclineBody,
  response: SelfMatchingActionResult,
});

export const ChooseInterviewDateBody = z.strictObject({ interviewAt: IsoDateTime });
export type ChooseInterviewDateBody = z.infer<typeof ChooseInterviewDateBody>;

/** Picks one of the company's `interviewDateSuggestions` (event `interview_date_chosen`). */
export const chooseInterviewDate = defineRoute({
  method: 'POST',
  path: '/v1/job-openings/{id}/interview-date',
  summary: 'Pick one of the suggested interview dates',
  params: JobOpeningIdParams,
  body: ChooseInterviewDateBody,
  response: SelfMatchingActionResult,
});
