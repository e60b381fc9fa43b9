/**
 * Fresh companies for the company-portal tests (decisions 077, 124): the partner support's demo staff member signs
 * in through the real sign-in page and creates a company with its owner (`POST /v1/staff/companies`, the call the
 * staff page makes); the owner registers through the link of the mailed invitation (the provider's registration
 * for companies, decision 121), lands in the company portal and accepts the invitation.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiToken, mailsTo, signIn, submitSignIn } from './sign-in';

export const STAFF_EMAIL = 'support@demo.example';
export const COMPANY_PASSWORD = 'firmen-passwort-2026';

export function uniqueCompanyEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** The bearer token and XSRF header of the signed-in page, as the portal itself calls the API. */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await apiToken(page);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token, 'API token').toBeTruthy();
  expect(xsrf, 'XSRF cookie').toBeTruthy();
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf! };
}

/** The newest link of kind `signup` or `signin` in the invitation mails to `email`. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(page, email)).find((m) =>
          m.subject.startsWith('Einladung zum Unternehmensportal'),
        );
        link = mail?.links['signup'] ?? mail?.links['signin'];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Opens the invitation's sign-up link and registers on the provider's page (names and e-mail are pre-filled from
 * the invitation); ends signed in to the company portal.
 */
export async function registerThroughInvitation(page: Page, link: string, password = COMPANY_PASSWORD) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByText('Sie registrieren sich über den Link aus Ihrer Einladung')).toBeVisible();
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="passwordRepeat"]').fill(password);
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/b2b'));
  await page.waitForFunction(
    () => Boolean(localStorage.getItem('auth-token')) && !location.hash.includes('code='),
  );
}

/**
 * Accepts the pending invitation to `companyId` (`POST /b2b/v1/me/companies/{id}/accept-invitation`, built with
 * the company-select overlay) and reloads the portal. Answers false when this build has no such call yet.
 */
export async function acceptInvitation(page: Page, companyId: string): Promise<boolean> {
  const answer = await page.request.post(`/b2b/v1/me/companies/${companyId}/accept-invitation`, {
    headers: await apiHeaders(page),
  });
  if (answer.status() === 404) return false;
  expect(answer.ok(), `accept-invitation answered ${answer.status()}`).toBe(true);
  await page.evaluate((id) => localStorage.setItem('active_company', id), companyId);
  await page.goto('/b2b/home');
  return true;
}

/** Signs a company user in through the real sign-in page of the company portal. */
export async function signInCompanyUser(
  page: Page,
  email: string,
  password = COMPANY_PASSWORD,
): Promise<void> {
  await page.goto('/b2b');
  await submitSignIn(page, email, password);
}

export interface FreshCompany {
  companyId: string;
  companyName: string;
  ownerEmail: string;
  /** The owner's browser, signed in to the company portal. */
  context: BrowserContext;
  page: Page;
  /** Whether the owner's invitation could be accepted (false on a build without `accept-invitation`). */
  accepted: boolean;
}

/** A new company with its owner, created by the demo staff member; the owner ends signed in on `/b2b/home`. */
export async function createCompanyWithOwner(
  browser: Browser,
  options: { companyName?: string; firstName?: string; lastName?: string } = {},
): Promise<FreshCompany> {
  const companyName = options.companyName ?? `Testpartner ${Date.now().toString(36)} GmbH`;
  const ownerEmail = uniqueCompanyEmail('inhaberin');
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF_EMAIL, '/advisor');
  const created = await staff.request.post('/v1/staff/companies', {
    headers: await apiHeaders(staff),
    data: {
      name: companyName,
      owner: {
        salutation: 'mrs',
        firstName: options.firstName ?? 'Ida',
        lastName: options.lastName ?? 'Inhaberin',
        email: ownerEmail,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  const link = await invitationLink(staff, ownerEmail);
  await staffContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughInvitation(page, link);
  const accepted = await acceptInvitation(page, companyId);
  return { companyId, companyName, ownerEmail, context, page, accepted };
}
