import { z } from 'zod';
import { defineRoute } from '../http';
import { AdvisorMessage } from './advisor-message';

/**
 * The applicant's conversation with the study advisor, oldest first. Listing marks the advisor's messages as
 * read (`readAt`).
 */
export const listAdvisorMessages = defineRoute({
  method: 'GET',
  path: '/v1/advisor-messages',
  summary: "The applicant's messages with the study advisor",
  response: z.array(AdvisorMessage),
});
