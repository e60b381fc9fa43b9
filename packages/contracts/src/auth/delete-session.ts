import { z } from 'zod';
import { defineRoute } from '../http';

export const DeleteSessionResponse = z.object({ endSessionUrl: z.string().nullable() });

/** Logout: revokes the current API token. */
export const deleteSession = defineRoute({
  method: 'DELETE',
  path: '/v1/auth',
  summary: 'Sign out: revoke the API token',
  response: DeleteSessionResponse,
});

export const deleteCompanySession = defineRoute({
  method: 'DELETE',
  path: '/b2b/v1/auth',
  summary: 'Company sign-out: revoke the API token',
  response: DeleteSessionResponse,
});
