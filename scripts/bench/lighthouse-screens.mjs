/**
 * The seven screens of issue 14, part 2, and how each browser gets ready for them (decision 310): every browser
 * holds a consent decision, as a returning visitor does, and the signed-in ones sign in through the real provider
 * page. The demo applicant is first made ready for self-matching by her advisor, so the self-matching screen
 * shows its recommendations rather than the "not ready yet" explanation.
 */
import { randomBytes } from 'node:crypto';
import { signInForBenchmark } from '../lib/bench-sign-in.mjs';

export const DEMO_PASSWORD = 'portal-demo-2026';
const APPLICANT = 'bewerber@demo.example';
const ADVISOR = 'berater@demo.example';
const COMPANY_OWNER = 'inhaber@demo.example';

/** `STORAGE_KEYS` of the contracts (TypeScript, which a plain script cannot import). */
const CONSENT_KEY = 'uc_user_interaction';
const AUTH_TOKEN_KEY = 'auth-token';

/** A fresh authorisation at the provider: the portal sends the signed-out visitor there. */
async function freshSignInPage(page, base) {
  await page.goto(`${base}/ds/home`);
  await page.waitForURL(/\/idp\/interaction\//);
  const url = page.url();
  await page.goto('about:blank');
  return url;
}

export const SESSIONS = [
  {
    name: 'signed out',
    email: null,
    screens: [
      { name: 'application form', path: '/bewerbung' },
      // The provider's interaction is made for one sign-in: every run gets its own.
      { name: 'provider sign-in', path: '/idp/interaction/', url: freshSignInPage },
    ],
  },
  {
    name: 'applicant',
    email: APPLICANT,
    signInFrom: '/ds/home',
    screens: [
      { name: 'applicant home', path: '/ds/home' },
      { name: 'step 1 (documents)', path: '/ds/application/documents' },
      { name: 'self-matching', path: '/ds/selfmatching' },
    ],
  },
  {
    name: 'company',
    email: COMPANY_OWNER,
    // The company portal has its own session (`POST /b2b/v1/auth`): its sign-in starts in the company portal.
    signInFrom: '/b2b/home',
    screens: [
      { name: 'company home', path: '/b2b/home' },
      { name: 'job-opening list', path: '/b2b/job-openings' },
    ],
  },
];

/**
 * A decision with every optional category off, stored as the banner stores it: no banner appears, as for every
 * visitor who has answered it once (the banner is a one-time overlay, not part of the screen being measured).
 */
export async function storeConsentDecision(page, base) {
  await page.goto(`${base}/impressum`);
  await page.evaluate(
    ([key, value]) => globalThis.localStorage.setItem(key, value),
    [CONSENT_KEY, JSON.stringify({ decidedAt: new Date().toISOString() })],
  );
}

/**
 * Signs in through the provider's page as a person does, starting from `path` of the portal to sign in to, and
 * waits until the portal holds its API token.
 */
export async function signInThroughProvider(page, base, path, email) {
  await page.goto(`${base}${path}`);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForFunction(
    // Runs in the page: `globalThis` is its window.
    (key) => Boolean(globalThis.localStorage.getItem(key)) && !globalThis.location.hash.includes('code='),
    AUTH_TOKEN_KEY,
    { timeout: 30_000 },
  );
}

async function call(base, method, path, token, body) {
  // The double-submit CSRF check compares header and cookie: any value of 32+ characters in both passes.
  const xsrf = randomBytes(32).toString('base64url');
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The demo applicant's advisor moves her dual-study unit to "Ready to match" (spec part 1 §4). */
export async function makeDemoApplicantReady(base) {
  const [applicantToken, advisorToken] = await Promise.all([
    signInForBenchmark(base, APPLICANT, DEMO_PASSWORD),
    signInForBenchmark(base, ADVISOR, DEMO_PASSWORD),
  ]);
  const [account, units] = await Promise.all([
    call(base, 'GET', '/v1/account', applicantToken),
    call(base, 'GET', '/v1/unit', applicantToken),
  ]);
  const unit = units.find((candidate) => candidate.unit === 'ds');
  if (!unit) throw new Error(`${APPLICANT} has no dual-study unit`);
  if (unit.stage === 'Ready to match') return;
  await call(base, 'PATCH', `/v1/advisor/applicants/${account.uuid}/units/${unit.id}/stage`, advisorToken, {
    stage: 'Ready to match',
  });
}
