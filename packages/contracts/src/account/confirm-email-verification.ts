import { z } from 'zod';
import { defineRoute } from '../http';

/** The message of the 422 for an unknown, used or expired link. */
export const EMAIL_VERIFICATION_INVALID_MESSAGE = 'Der Bestätigungslink ist ungültig oder abgelaufen.';

export const ConfirmEmailVerificationBody = z.object({ token: z.string().trim().min(1).max(256) }).strict();
export type ConfirmEmailVerificationBody = z.infer<typeof ConfirmEmailVerificationBody>;

export const ConfirmEmailVerificationResponse = z.object({ emailVerified: z.literal(true) });
export type ConfirmEmailVerificationResponse = z.infer<typeof ConfirmEmailVerificationResponse>;

/**
 * Public (the link may be opened on another device, signed out): consumes the token and marks the account's
 * e-mail address as verified. 422 with `EMAIL_VERIFICATION_INVALID_MESSAGE` for an unknown, used or expired token.
 */
export const confirmEmailVerification = defineRoute({
  method: 'POST',
  path: '/v1/account/email-verification/confirm',
  summary: 'Confirm the e-mail address with the token of a verification link',
  body: ConfirmEmailVerificationBody,
  response: ConfirmEmailVerificationResponse,
});
