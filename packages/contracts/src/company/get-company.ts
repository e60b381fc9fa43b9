import { z } from 'zod';
import { defineRoute } from '../http';
import { Company } from './company';

export const getCompany = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{id}',
  summary: 'One company of the signed-in user',
  params: z.object({ id: z.uuid() }),
  response: Company,
});
