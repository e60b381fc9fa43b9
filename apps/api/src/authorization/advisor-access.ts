/**
 * Study-advisor authorization shared by the features that act for an advisor (decision 016, 044): the caller
 * needs an advisor profile, and an applicant is theirs when one of the applicant's units is advised by that
 * profile. Anything else answers 403, also unknown ids, so ids cannot be probed.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { accountIdOf } from '../plugins/authentication';
import { advisorAdvisesApplicant, findAdvisorProfileByAccount } from './advisor-access.repository';

export interface AdvisorAccess {
  /** The advisor's account (the actor in audit entries). */
  accountId: string;
  /** The advisor profile (`advisors.id`, what units point to). */
  advisorId: string;
  name: string;
  email: string;
}

/** The advisor profile of the advisor account `accountId`; 403 for an account without one. */
export async function requireAdvisorAccount(db: Database, accountId: string): Promise<AdvisorAccess> {
  const profile = await findAdvisorProfileByAccount(db, accountId);
  if (!profile) throw AppError.forbidden();
  return { accountId, advisorId: profile.id, name: profile.name, email: profile.email };
}

/** The caller's advisor profile; 403 for an advisor account without one. */
function requireAdvisor(db: Database, request: FastifyRequest): Promise<AdvisorAccess> {
  return requireAdvisorAccount(db, accountIdOf(request));
}

/** The caller's advisor profile if `applicantId` is one of their applicants; 403 otherwise. */
export async function requireAdvisorOf(
  db: Database,
  request: FastifyRequest,
  applicantId: string,
): Promise<AdvisorAccess> {
  const advisor = await requireAdvisor(db, request);
  if (!(await advisorAdvisesApplicant(db, advisor.advisorId, applicantId))) throw AppError.forbidden();
  return advisor;
}
