/**
 * Fresh companies for the company-portal tests (decisions 077, 124): the partner support's demo staff member signs
 * in through the real sign-in page and creates a company with its owner (`POST /v1/staff/companies`, the call the
 * staff page makes); the owner registers through the link of the mailed invitation (the provider's registration
 * for companies, decision 121), lands in the company portal and accepts the invitation in the company-select
 * overlay.
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

/** The company-select overlay ("Unternehmen auswählen"). */
export function companySelectDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Unternehmen auswählen' });
}

/**
 * Answers the pending invitation to `companyName` in the company-select overlay, as a person does: "Einladung
 * annehmen", or "Ablehnen" followed by "Ja, ablehnen". After accepting, the overlay closes and the header names
 * the company.
 */
export async function answerInvitationInOverlay(
  page: Page,
  companyName: string,
  answer: 'accept' | 'decline' = 'accept',
): Promise<void> {
  const dialog = companySelectDialog(page);
  await expect(dialog).toBeVisible();
  const invitation = dialog.getByRole('group', { name: `Einladung zu ${companyName}` });
  await expect(invitation.getByText('Einladung ausstehend')).toBeVisible();
  if (answer === 'decline') {
    await invitation.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(invitation).toContainText(`Möchten Sie die Einladung zu ${companyName} wirklich ablehnen?`);
    await invitation.getByRole('button', { name: 'Ja, ablehnen' }).click();
    await expect(invitation).toHaveCount(0);
    return;
  }
  await invitation.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(companyName)).toBeVisible();
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
}

/**
 * A new company with its owner, created by the demo staff member; the owner registers through the mailed link,
 * accepts the invitation in the overlay and ends signed in on the company's home.
 */
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
  await answerInvitationInOverlay(page, companyName);
  await expect(page).toHaveURL(/\/b2b\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { companyId, companyName, ownerEmail, context, page };
}
