import { z } from 'zod';
import { defineRoute } from '../http';
import { CompanyUser } from './company';

/** `?companyId=`: the company whose role `isOwner` and `permissions` describe (decision 100). */
export const GetMeQuery = z.object({ companyId: z.uuid().optional() });

export const getMe = defineRoute({
  method: 'GET',
  path: '/b2b/v1/me',
  summary: 'The signed-in company user with their companies and their role in the current one',
  query: GetMeQuery,
  response: CompanyUser,
});
