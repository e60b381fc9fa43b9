import { z } from 'zod';
import { defineRoute } from '../http';

/**
 * Stores the user flag `hideSupportTicketNotice` (spec part 1 §3) in the company user's metadata: the notice on
 * the contact page stays hidden from then on. A minimal call until `PATCH /b2b/v1/me` takes metadata (decision 131).
 */
export const hideSupportTicketNotice = defineRoute({
  method: 'PUT',
  path: '/b2b/v1/me/metadata/hide-support-ticket-notice',
  summary: 'Hide the support notice on the contact page for the signed-in company user',
  response: z.object({ hideSupportTicketNotice: z.literal(true) }),
});
