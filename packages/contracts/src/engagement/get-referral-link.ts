/**
 * Bring-a-friend (spec part 2 §3 `GET /account/referral-link`, decisions 197–198): the account's personal,
 * unguessable link to the public application form, and how many friends applied through it and were admitted.
 * Counts only: the referrer never sees who the friends are.
 */
import { z } from 'zod';
import { defineRoute } from '../http';

/** Query parameter of the application form that carries the code (`/bewerbung?ref=…`). */
export const REFERRAL_PARAM = 'ref';

/** 32 random bytes in base64url: 43 characters of `[A-Za-z0-9_-]`. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ReferralLink = z.object({
  /** `${publicUrl}/bewerbung?ref=<code>` */
  url: z.url(),
  code: z.string(),
  /** Friends whose application came through the link. */
  applied: z.number().int(),
  /** Of them, those whose application the university accepted (a ready unit stage, spec part 1 §4). */
  admitted: z.number().int(),
});
export type ReferralLink = z.infer<typeof ReferralLink>;

/** Created on the first call and the same from then on. */
export const getReferralLink = defineRoute({
  method: 'GET',
  path: '/v1/account/referral-link',
  summary: 'The personal bring-a-friend link and its counts',
  response: ReferralLink,
});
