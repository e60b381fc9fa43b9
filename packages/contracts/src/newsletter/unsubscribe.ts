import { z } from 'zod';
import { defineRoute } from '../http';

/** The mailing lists a recipient can leave by link; each is a notification setting of the applicant. */
export const NewsletterList = z.enum(['job_openings_newsletter']);
export type NewsletterList = z.infer<typeof NewsletterList>;

/**
 * The unsubscribe id of one recipient: 32 random bytes, base64url (43 characters, 256 bits). The parameter accepts
 * any short string so that a damaged link gets the clear "unknown link" answer (404) instead of a field error.
 */
export const UNSUBSCRIBE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const UnsubscribeParams = z.object({ id: z.string().max(100) });

export const UnsubscribeResult = z.object({
  list: NewsletterList,
  /** `unsubscribed`: this call turned the newsletter off; `alreadyUnsubscribed`: the link was used before. */
  status: z.enum(['unsubscribed', 'alreadyUnsubscribed']),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;

/**
 * `POST /v1/unsubscribe/{id}` (spec part 2 §7.3): no sign-in, no CSRF header (the one-click POST of a mail client,
 * RFC 8058, carries none). Idempotent; an unknown id answers 404 with `NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN`.
 */
export const unsubscribe = defineRoute({
  method: 'POST',
  path: '/v1/unsubscribe/{id}',
  summary: 'Leave the weekly job-openings newsletter by the link of its mail',
  params: UnsubscribeParams,
  response: UnsubscribeResult,
});
