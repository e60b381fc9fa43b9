/** The advisor's own applicants, searched, filtered and ordered by waiting time, then name (decision 044). */
import type { AdvisorApplicant, ListAdvisorApplicantsQuery } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { loadApplicants, requireAdvisorProfile, toAdvisorApplicant } from './advisor-applicant.service';

const nameKey = (a: AdvisorApplicant) =>
  [a.lastName ?? '', a.firstName ?? '', a.accountId].map((part) => part.toLocaleLowerCase('de'));

function byWaitingThenName(a: AdvisorApplicant, b: AdvisorApplicant): number {
  if (a.waitingSince !== b.waitingSince) {
    if (a.waitingSince === null) return 1;
    if (b.waitingSince === null) return -1;
    return a.waitingSince < b.waitingSince ? -1 : 1;
  }
  const [left, right] = [nameKey(a), nameKey(b)];
  for (let i = 0; i < left.length; i++) {
    const order = left[i]!.localeCompare(right[i]!, 'de');
    if (order !== 0) return order;
  }
  return 0;
}

function matchesSearch(applicant: AdvisorApplicant, search: string): boolean {
  const needle = search.toLocaleLowerCase('de');
  const haystack = [
    applicant.firstName ?? '',
    applicant.lastName ?? '',
    `${applicant.firstName ?? ''} ${applicant.lastName ?? ''}`,
    applicant.email,
  ].map((value) => value.toLocaleLowerCase('de'));
  return haystack.some((value) => value.includes(needle));
}

export async function listApplicantsOfAdvisor(
  db: Database,
  advisorAccountId: string,
  filters: z.output<typeof ListAdvisorApplicantsQuery> = {},
): Promise<AdvisorApplicant[]> {
  const advisor = await requireAdvisorProfile(db, advisorAccountId);
  const search = filters.search?.trim();
  const waiting = filters.waiting;
  const now = new Date();
  return (await loadApplicants(db, advisor.id))
    .map((rows) => toAdvisorApplicant(rows, advisorAccountId, now))
    .filter((a) => !search || matchesSearch(a, search))
    .filter((a) => !filters.stage || a.units.some((unit) => unit.stage === filters.stage))
    .filter((a) => waiting === undefined || a.waitingFor.length > 0 === waiting)
    .sort(byWaitingThenName);
}
