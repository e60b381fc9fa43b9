import { AdvisorApplicantParams } from '../advisor/advisor-applicant';
import { defineRoute } from '../http';
import { AdvisorMessage, SendAdvisorMessageBody } from './advisor-message';

/**
 * The advisor writes to one of their applicants (201): audit entry, notification and an e-mail to the applicant
 * (unless `advisor_messages_email` is off).
 */
export const replyToApplicant = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/messages',
  summary: 'Write to one of the advisor’s applicants',
  successStatus: 201,
  params: AdvisorApplicantParams,
  body: SendAdvisorMessageBody,
  response: AdvisorMessage,
});
