/** The advisor's own applicants, searched, filtered, ordered by waiting time, then name, and paged (decisions 044, 084). */
import type { AdvisorApplicantPage, ListAdvisorApplicantsQuery } from '@portal/contracts';
import type { z } from 'zod';
import { requireAdvisorAccount } from '../../authorization/advisor-access';
import type { Database } from '../../db/client';
import { findApplicantPage } from './advisor-applicant-list.repository';
import { loadApplicants, toAdvisorApplicant } from './advisor-applicant.service';

export async function listApplicantsOfAdvisor(
  db: Database,
  advisorAccountId: string,
  query: z.output<typeof ListAdvisorApplicantsQuery>,
): Promise<AdvisorApplicantPage> {
  const advisor = await requireAdvisorAccount(db, advisorAccountId);
  const { page, limit } = query;
  const { ids, total } = await findApplicantPage(db, advisor.advisorId, {
    search: query.search?.trim() || undefined,
    stage: query.stage,
    waiting: query.waiting,
    page,
    limit,
  });
  const now = new Date();
  const items = (await loadApplicants(db, advisor.advisorId, ids)).map((rows) =>
    toAdvisorApplicant(rows, advisorAccountId, now),
  );
  return { items, total, page, limit };
}
