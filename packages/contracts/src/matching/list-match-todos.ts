/**
 * The company home's to-do entries of matching (decisions 099, 140): every active match of the company's openings
 * where it is the company's move, oldest first, with what is to be done. Owners and holders of
 * `edit job openings` (who act on matches) read it.
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { CompanyParams } from '../employees/employee';
import { defineRoute } from '../http';

/**
 * What the company is to do: answer an applicant's interest, propose interview dates, decide after the
 * interview or trial day (make an offer or not), or confirm an applicant's commitment.
 */
export const MatchTodoKind = z.enum([
  'answer_interest',
  'propose_interview',
  'decide_offer',
  'confirm_commitment',
]);
export type MatchTodoKind = z.infer<typeof MatchTodoKind>;

export const MatchTodo = z.object({
  matchId: z.uuid(),
  kind: MatchTodoKind,
  jobOpeningId: z.uuid(),
  jobOpeningTitle: z.string(),
  /** The applicant (the link goes to their page of the opening). */
  accountId: z.uuid(),
  /** The first name only: contact data stays hidden before mutual interest (decision 139). */
  applicantFirstName: z.string().nullable(),
  /** Since when the company's answer is awaited (the last status change). */
  waitingSince: IsoDateTime,
});
export type MatchTodo = z.infer<typeof MatchTodo>;

/** At most this many entries are listed; `total` counts all. */
export const MATCH_TODO_LIMIT = 20;

export const MatchTodos = z.object({
  entries: z.array(MatchTodo),
  total: z.number().int().nonnegative(),
});
export type MatchTodos = z.infer<typeof MatchTodos>;

export const listMatchTodos = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/match-todos',
  summary: 'Matches waiting for the company (to-do list of the company home)',
  params: CompanyParams,
  response: MatchTodos,
});
