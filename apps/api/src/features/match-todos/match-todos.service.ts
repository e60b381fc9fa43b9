/** The company home's matching to-dos (decision 140): what each waiting match asks of the company. */
import { MATCH_TODO_LIMIT, matchSideToAct, type MatchTodoKind, type MatchTodos } from '@portal/contracts';
import type { Database } from '../../db/client';
import { interviewProposed } from '../../matching/match-notices';
import { listCompanyMatchTodos } from './match-todos.repository';

const KIND_OF: Partial<Record<string, MatchTodoKind>> = {
  awaiting_partner_interest: 'answer_interest',
  awaiting_interview_schedule: 'propose_interview',
  interview_scheduled: 'decide_offer',
  trial_day_scheduled: 'decide_offer',
  awaiting_partner_confirmation: 'confirm_commitment',
};

export async function getMatchTodos(db: Database, companyId: string): Promise<MatchTodos> {
  const { rows, total } = await listCompanyMatchTodos(db, companyId, MATCH_TODO_LIMIT);
  return {
    entries: rows.flatMap((row) => {
      const kind = KIND_OF[row.status];
      // The SQL condition and the state machine's "whose move" agree; a row that does not is left out.
      if (!kind || matchSideToAct(row.status, interviewProposed(row)) !== 'company') return [];
      return [
        {
          matchId: row.matchId,
          kind,
          jobOpeningId: row.jobOpeningId,
          jobOpeningTitle: row.jobOpeningTitle,
          accountId: row.accountId,
          applicantFirstName: row.applicantFirstName,
          waitingSince: row.waitingSince.toISOString(),
        },
      ];
    }),
    total,
  };
}
