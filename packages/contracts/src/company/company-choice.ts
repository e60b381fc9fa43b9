import { z } from 'zod';
import { defineRoute } from '../http';
import { CompanyUser } from './company';

/** `{id}` is the company's id; only the caller's own memberships (decision 101). */
const CompanyIdParams = z.object({ id: z.uuid() });

/** Stores the company as the user's choice (`is_default`); only an accepted membership. Answers the user. */
export const setDefaultCompany = defineRoute({
  method: 'POST',
  path: '/b2b/v1/me/companies/{id}/set-default',
  summary: 'Store a company as the current (default) company of the signed-in user',
  params: CompanyIdParams,
  response: CompanyUser,
});

/** Accepts a pending invitation; the inviter is notified (decision 104). Answers the user. */
export const acceptCompanyInvitation = defineRoute({
  method: 'POST',
  path: '/b2b/v1/me/companies/{id}/accept-invitation',
  summary: 'Accept the pending invitation to a company',
  params: CompanyIdParams,
  response: CompanyUser,
});

/** Declines a pending invitation: the membership is removed. Answers the user. */
export const declineCompanyInvitation = defineRoute({
  method: 'POST',
  path: '/b2b/v1/me/companies/{id}/decline-invitation',
  summary: 'Decline the pending invitation to a company (removes the membership)',
  params: CompanyIdParams,
  response: CompanyUser,
});
