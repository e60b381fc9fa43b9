/**
 * The demo study advisor in a second browser context: signs in through the real sign-in page, then confirms an
 * applicant's info session or interview through the advisor API with the token the portal stored and the XSRF
 * cookie (the way the portal itself calls the API).
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demo } from './demo';
import { apiToken, signIn } from './sign-in';

/** An applicant's e-mail, or `{ accountId }` (e.g. from the applicant's own `GET /v1/account`). */
export type ApplicantRef = string | { accountId: string };

export interface AdvisorSession {
  page: Page;
  /**
   * `POST /v1/advisor/applicants/{accountId}/info-session/confirm` for the applicant with this e-mail (looked up in
   * the advisor's applicant list) or with this account id.
   */
  confirmInfoSession(applicant: ApplicantRef): Promise<void>;
  /** `POST /v1/advisor/applicants/{accountId}/interview/confirm`, the applicant named as above. */
  confirmInterview(applicant: ApplicantRef): Promise<void>;
  close(): Promise<void>;
}

async function headers(context: BrowserContext, page: Page): Promise<Record<string, string>> {
  const token = await apiToken(page);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token, 'advisor token').toBeTruthy();
  expect(xsrf, 'XSRF cookie').toBeTruthy();
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf! };
}

export async function signInAdvisor(browser: Browser): Promise<AdvisorSession> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.advisor, '/');
  // Read once: the token stays valid on the server even if the applicant screens react to the advisor's role.
  const auth = await headers(context, page);

  async function accountId(email: string): Promise<string> {
    const response = await page.request.get('/v1/advisor/applicants', { headers: auth });
    expect(response.status()).toBe(200);
    const applicants = (await response.json()) as { accountId: string; email: string }[];
    const applicant = applicants.find((a) => a.email === email);
    expect(applicant, `${email} is one of the advisor's applicants`).toBeTruthy();
    return applicant!.accountId;
  }

  async function confirm(applicant: ApplicantRef, what: 'info-session' | 'interview'): Promise<void> {
    const id = typeof applicant === 'string' ? await accountId(applicant) : applicant.accountId;
    const response = await page.request.post(`/v1/advisor/applicants/${id}/${what}/confirm`, {
      headers: auth,
      data: {},
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  return {
    page,
    confirmInfoSession: (email) => confirm(email, 'info-session'),
    confirmInterview: (email) => confirm(email, 'interview'),
    close: () => context.close(),
  };
}
