import { defineRoute } from '../http';
import { Account } from './account';

export const getAccount = defineRoute({
  method: 'GET',
  path: '/v1/account',
  summary: 'The signed-in applicant account',
  response: Account,
});
