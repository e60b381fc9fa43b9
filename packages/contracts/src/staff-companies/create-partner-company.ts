import { defineRoute } from '../http';
import { CreatePartnerCompanyBody, PartnerCompany } from './partner-company';

/**
 * Staff create a partner company with its owner (decision 124): the company, the owner's company user (or the
 * existing one with that e-mail) and an owner membership with a pending invitation, mailed with a sign-up link.
 */
export const createPartnerCompany = defineRoute({
  method: 'POST',
  path: '/v1/staff/companies',
  summary: 'Create a partner company with its owner (staff)',
  successStatus: 201,
  body: CreatePartnerCompanyBody,
  response: PartnerCompany,
});
