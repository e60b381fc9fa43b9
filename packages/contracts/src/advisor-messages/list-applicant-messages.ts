import { z } from 'zod';
import { AdvisorApplicantParams } from '../advisor/advisor-applicant';
import { defineRoute } from '../http';
import { AdvisorMessage } from './advisor-message';

/** The conversation with one of the caller's applicants, oldest first; marks the applicant's messages read. */
export const listApplicantMessages = defineRoute({
  method: 'GET',
  path: '/v1/advisor/applicants/{accountId}/messages',
  summary: 'The messages with one of the advisor’s applicants',
  params: AdvisorApplicantParams,
  response: z.array(AdvisorMessage),
});
