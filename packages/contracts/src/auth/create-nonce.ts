import { z } from 'zod';
import { defineRoute } from '../http';

export const CreateNonceResponse = z.object({ nonce: z.string(), expiresAt: z.iso.datetime() });

/** Issues a single-use nonce for the next authorization request; `/auth` accepts only ID tokens carrying one. */
export const createNonce = defineRoute({
  method: 'POST',
  path: '/v1/auth/nonce',
  summary: 'Issue a single-use OIDC nonce',
  response: CreateNonceResponse,
});
