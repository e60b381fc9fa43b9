/**
 * What each side is told of a match transition (decision 140): the side that must act next (or that learns the
 * outcome) gets an in-portal notification linking to the match; the side that acted is not told of its own move.
 */
import { matchSideToAct } from '@portal/contracts';
import type { Transaction } from '../db/client';
import { recordEvent, type PortalNotification } from '../events/record-event';
import type { MatchTransition } from './match-transitions.service';
import { listMatchHandlers } from './match-notices.repository';

export interface MatchNoticeContext {
  publicUrl: string;
}

/** The applicant's page of an opening (self-matching lives in the dual-study area, spec part 1 §2). */
export const applicantMatchLink = (jobOpeningId: string) => `/ds/selfmatching/${jobOpeningId}`;
/** The company's page of an applicant of an opening. */
export const companyMatchLink = (jobOpeningId: string, accountId: string) =>
  `/b2b/job-openings/${jobOpeningId}/applicants/${accountId}`;

export async function recordMatchNotices(
  tx: Transaction,
  _context: MatchNoticeContext,
  transitions: MatchTransition[],
): Promise<void> {
  for (const transition of transitions) {
    const notifications: PortalNotification[] = [];
    const { match, opening, actor } = transition;
    const interviewProposed = match.interviewDateSuggestions.length > 0 && !match.interviewAt;
    const next = matchSideToAct(transition.to, interviewProposed);
    const tellApplicant =
      actor.side !== 'applicant' && (next === 'applicant' || transition.to === 'cancelled');
    const tellCompany =
      actor.side !== 'company' && (next === 'company' || transition.to === 'offer_accepted');
    if (tellApplicant) {
      notifications.push({
        recipientId: match.accountId,
        kind: `match.${transition.event}`,
        title: `Neuigkeiten zu „${opening.title}“`,
        link: applicantMatchLink(opening.id),
      });
    }
    if (tellCompany) {
      for (const companyUserId of await listMatchHandlers(tx, opening.companyId)) {
        notifications.push({
          recipientType: 'company_user',
          recipientId: companyUserId,
          companyId: opening.companyId,
          kind: `match.${transition.event}`,
          title: `Neuigkeiten zu „${opening.title}“`,
          link: companyMatchLink(opening.id, match.accountId),
        });
      }
    }
    await recordEvent(tx, { notification: notifications });
  }
}
