import { z } from 'zod';
import { defineRoute } from '../http';
import { PartnerCompany } from './partner-company';

export const listPartnerCompanies = defineRoute({
  method: 'GET',
  path: '/v1/staff/companies',
  summary: 'Partner companies (staff)',
  response: z.array(PartnerCompany),
});
