import { DocumentFile } from '../documents/preview-document';
import { defineRoute } from '../http';
import { CompanyApplicantParams } from './company-applicant';

/** The applicant's CV, only after mutual interest (decision 154); 404 before or without a CV. */
export const downloadApplicantCv = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/cv',
  summary: 'The CV an applicant shared with the company',
  params: CompanyApplicantParams,
  response: DocumentFile,
});
