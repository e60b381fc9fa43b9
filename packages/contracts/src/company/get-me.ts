import { defineRoute } from '../http';
import { CompanyUser } from './company';

export const getMe = defineRoute({
  method: 'GET',
  path: '/b2b/v1/me',
  summary: 'The signed-in company user with their companies',
  response: CompanyUser,
});
