import { z } from 'zod';
import { defineRoute } from '../http';
import { text } from '../text';

export const CreateSessionBody = z.object({
  accessToken: text({ min: 1, max: 4096, trim: false }),
  idToken: text({ min: 1, max: 8192, trim: false }),
});
export const CreateSessionResponse = z.object({ api_token: z.string() });

/** Exchanges the OIDC tokens for the portal's opaque `api_token` (applicant portal and advisors). */
export const createSession = defineRoute({
  method: 'POST',
  path: '/v1/auth',
  summary: 'Sign in: exchange OIDC tokens for an API token',
  body: CreateSessionBody,
  response: CreateSessionResponse,
});

/** Same exchange for company users. */
export const createCompanySession = defineRoute({
  method: 'POST',
  path: '/b2b/v1/auth',
  summary: 'Company sign-in: exchange OIDC tokens for an API token',
  body: CreateSessionBody,
  response: CreateSessionResponse,
});
