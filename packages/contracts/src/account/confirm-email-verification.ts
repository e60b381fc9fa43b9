import { z } from 'zod';
import { defineRoute } from '../http';
import { text } from '../text';

export const ConfirmEmailVerificationBody = z.object({ token: text({ min: 1, max: 256 }) }).strict();
export type ConfirmEmailVerificationBody = z.infer<typeof ConfirmEmailVerificationBody>;

export const ConfirmEmailVerificationResponse = z.object({
  emailVerified: z.literal(true),
  /** True when the link had been used before and the address is still the confirmed one (a second click). */
  alreadyConfirmed: z.boolean(),
});
export type ConfirmEmailVerificationResponse = z.infer<typeof ConfirmEmailVerificationResponse>;

/**
 * Public (the link may be opened on another device, signed out): consumes the token and marks the account's
 * e-mail address as verified. A link opened again answers `alreadyConfirmed: true` while the account still has
 * that address confirmed. 422 with code `EMAIL_VERIFICATION_LINK_INVALID` (2102) for an unknown or expired token, or one
 * whose address is no longer the account's confirmed address.
 */
export const confirmEmailVerification = defineRoute({
  method: 'POST',
  path: '/v1/account/email-verification/confirm',
  summary: 'Confirm the e-mail address with the token of a verification link',
  body: ConfirmEmailVerificationBody,
  response: ConfirmEmailVerificationResponse,
});
