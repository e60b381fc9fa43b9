/** Sign-in attempts on the provider's form from a chosen client address, for the throttle and proxy tests. */
import { identityUsers } from '../db/schema/index';
import { normalizeEmail } from '../lib/email-address';
import { hashPassword } from '../lib/password';
import type { HttpResponse } from './http-client';
import { authorizeRedirect } from './oidc-login';
import type { TestApp } from './test-app';

export const ATTEMPT_PASSWORD = 'richtiges-passwort-2026';

/** A verified provider identity with `ATTEMPT_PASSWORD`. */
export async function createIdentity(t: TestApp, email: string): Promise<void> {
  await t.app.db.insert(identityUsers).values({
    email: normalizeEmail(email),
    passwordHash: await hashPassword(ATTEMPT_PASSWORD),
    emailVerified: true,
  });
}

/**
 * Opens a fresh sign-in page and submits the form; `headers` go with the submission (e.g. `X-Forwarded-For`,
 * which counts only where the app trusts the loopback peer as a proxy). Answers 303 (signed in), 401 or 429.
 */
export async function attemptSignIn(
  t: TestApp,
  options: { email: string; password: string; headers?: Record<string, string> },
): Promise<HttpResponse> {
  const client = t.client();
  const interactionUrl = await authorizeRedirect(client);
  await client.raw('GET', interactionUrl, { auth: false });
  return client.raw('POST', `${interactionUrl}/login`, {
    auth: false,
    csrf: false,
    headers: { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: options.email,
      password: options.password,
      _csrf: client.cookies.get('XSRF-TOKEN') ?? '',
    }).toString(),
  });
}
