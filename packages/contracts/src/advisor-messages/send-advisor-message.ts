import { defineRoute } from '../http';
import { AdvisorMessage, SendAdvisorMessageBody } from './advisor-message';

/**
 * The applicant writes to the study advisor (201). 409 while no advisor is assigned; 429 after too many
 * messages in a short time. The advisor gets an in-portal notification and an e-mail.
 */
export const sendAdvisorMessage = defineRoute({
  method: 'POST',
  path: '/v1/advisor-messages',
  summary: 'Write to the study advisor',
  successStatus: 201,
  body: SendAdvisorMessageBody,
  response: AdvisorMessage,
});
