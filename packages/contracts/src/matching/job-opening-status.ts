/**
 * The company-side job-opening status (spec part 1 §4), derived from real events (decision 138): never set by a
 * client. Stored on the opening (for indexed filters) and recomputed in the same transaction as every change of
 * the opening or of one of its matches.
 */
import type { JobOpeningStatus } from '../enums';

export interface JobOpeningFacts {
  /** Published at least once (`publishedAt` set); a draft never was. */
  published: boolean;
  /** Closed by the company (`closedAt` set). */
  closed: boolean;
  /** Positions the company wants to fill. */
  requiredCount: number;
  /** Matches in `offer_accepted`. */
  acceptedCount: number;
  /** Matches in an active status other than `awaiting_any_interest` (someone has expressed interest). */
  activeMatchCount: number;
}

export function deriveJobOpeningStatus(facts: JobOpeningFacts): JobOpeningStatus {
  if (facts.published && facts.acceptedCount >= facts.requiredCount) return 'staffed';
  if (facts.closed) return 'closed';
  if (!facts.published) return 'draft';
  return facts.activeMatchCount > 0 ? 'openWithActiveMatches' : 'open';
}

/** Positions still open: required minus accepted, never below 0. */
export function openPositions(requiredCount: number, acceptedCount: number): number {
  return Math.max(0, requiredCount - acceptedCount);
}

/** Openings applicants can find and act on. */
export const PUBLIC_JOB_OPENING_STATUSES = [
  'open',
  'openWithActiveMatches',
] as const satisfies readonly JobOpeningStatus[];
