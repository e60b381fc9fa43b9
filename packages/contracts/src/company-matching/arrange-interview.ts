import { defineRoute } from '../http';
import {
  ArrangeInterviewBody,
  CompanyApplicantParams,
  CompanyMatchActionResponse,
} from './company-applicant';

/**
 * Proposes 1–3 interview dates (event `interview_proposed`); the applicant picks one. Permission `edit job openings`
 * (decision 156); a status that does not allow it answers 409 2700 and changes nothing.
 */
export const arrangeInterview = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/arrange-interview',
  summary: 'Arrange an interview',
  params: CompanyApplicantParams,
  body: ArrangeInterviewBody,
  response: CompanyMatchActionResponse,
});
