import { DocumentFile } from '../documents/preview-document';
import { defineRoute } from '../http';
import { JobOpeningIdParams } from './applicant-job-openings';

/**
 * The logo of the opening's company (decision 171), for an applicant who may read the opening (public, or with a
 * match): the company's chosen logo picture (JPEG or PNG). 404 when the opening is not readable or has no logo.
 * The cards' `companyLogoUrl` and the detail's `company.logoUrl` point here.
 */
export const getJobOpeningCompanyLogo = defineRoute({
  method: 'GET',
  path: '/v1/job-openings/{id}/company-logo',
  summary: "The logo of a job opening's company",
  params: JobOpeningIdParams,
  response: DocumentFile,
});
