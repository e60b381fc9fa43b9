import { z } from 'zod';
import { IsoDateTime } from '../common';
import { defineRoute } from '../http';

/** How long a verification link stays valid. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** Verification mails one account may request per window (decision 012). */
export const EMAIL_VERIFICATION_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;
/** Web route that receives the link: `${publicUrl}${EMAIL_VERIFICATION_PATH}?token=…`. */
export const EMAIL_VERIFICATION_PATH = '/ds/confirm-email';

export const RequestEmailVerificationResponse = z.object({
  /** The address the link was sent to. */
  sentTo: z.email(),
  expiresAt: IsoDateTime,
});
export type RequestEmailVerificationResponse = z.infer<typeof RequestEmailVerificationResponse>;

/**
 * Sends the signed-in applicant a single-use confirmation link. 409 when the address is already verified,
 * 429 after too many requests.
 */
export const requestEmailVerification = defineRoute({
  method: 'POST',
  path: '/v1/account/email-verification',
  summary: 'Send the applicant a link to confirm the e-mail address',
  response: RequestEmailVerificationResponse,
});
