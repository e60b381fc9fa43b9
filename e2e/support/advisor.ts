/**
 * The demo study advisor in a second browser context: signs in through the real sign-in page, then confirms an
 * applicant's info session, schedules and confirms the interview or rejects a document through the advisor API,
 * with the token the portal stored and the XSRF cookie (the way the portal itself calls the API).
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
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
  /**
   * `POST /v1/advisor/applicants/{accountId}/interview/schedule` with the appointment `at`, then — as the advisor
   * does after the conversation — `…/interview/confirm` without a date: the server records the appointment's
   * date. The appointment must be today at the latest to be confirmable, and scheduling needs a future time, so
   * `at` defaults to a few minutes from now (see `soonToday`).
   */
  confirmInterview(applicant: ApplicantRef, at?: Date): Promise<void>;
  /** `POST …/documents/{documentId}/review` with `rejected` and the reason. */
  rejectDocument(applicant: ApplicantRef, documentId: string, reason: string): Promise<void>;
  close(): Promise<void>;
}

async function headers(context: BrowserContext, page: Page): Promise<Record<string, string>> {
  const token = await apiToken(page);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token, 'advisor token').toBeTruthy();
  expect(xsrf, 'XSRF cookie').toBeTruthy();
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf! };
}

/**
 * A moment a few minutes from now that is still today in Berlin (the portal's time zone): an interview
 * appointment that can be scheduled (future) and confirmed (today). Shortly before midnight: 30 s from now.
 */
export function soonToday(minutes = 3): Date {
  const soon = new Date(Date.now() + minutes * 60_000);
  const day = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  if (day(soon) === day(new Date())) return soon;
  return new Date(Date.now() + 30_000);
}

/**
 * `date` in Berlin as the workspace's appointment fields take it: `TT.MM.JJJJ` and `HH:MM` (the test browser runs
 * in Berlin time).
 */
export function berlinDayAndTime(date: Date): { day: string; time: string } {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options }).format(date);
  return {
    day: part({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

/** Fills the appointment fields of the workspace (inside `scope`, e.g. the interview row) with `date`. */
export async function fillAppointment(scope: Locator, date: Date): Promise<void> {
  const { day, time } = berlinDayAndTime(date);
  await scope.getByLabel('Datum', { exact: true }).fill(day);
  await scope.getByLabel('Uhrzeit', { exact: true }).fill(time);
}

export async function signInAdvisor(browser: Browser): Promise<AdvisorSession> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.advisor, '/');
  // Read once: the token stays valid on the server even if the applicant screens react to the advisor's role.
  const auth = await headers(context, page);

  async function accountId(email: string): Promise<string> {
    // The list is paged (decision 084): search for the address instead of reading every page.
    const response = await page.request.get('/v1/advisor/applicants', {
      headers: auth,
      params: { search: email, limit: 100 },
    });
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: { accountId: string; email: string }[] };
    const applicant = items.find((a) => a.email === email);
    expect(applicant, `${email} is one of the advisor's applicants`).toBeTruthy();
    return applicant!.accountId;
  }

  const idOf = (applicant: ApplicantRef) =>
    typeof applicant === 'string' ? accountId(applicant) : Promise.resolve(applicant.accountId);

  async function post(path: string, data: unknown): Promise<void> {
    const response = await page.request.post(path, { headers: auth, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  }

  return {
    page,
    confirmInfoSession: async (applicant) =>
      post(`/v1/advisor/applicants/${await idOf(applicant)}/info-session/confirm`, {}),
    confirmInterview: async (applicant, at = soonToday()) => {
      const id = await idOf(applicant);
      await post(`/v1/advisor/applicants/${id}/interview/schedule`, { scheduledAt: at.toISOString() });
      await post(`/v1/advisor/applicants/${id}/interview/confirm`, {});
    },
    rejectDocument: async (applicant, documentId, reason) =>
      post(`/v1/advisor/applicants/${await idOf(applicant)}/documents/${documentId}/review`, {
        status: 'rejected',
        reason,
      }),
    close: () => context.close(),
  };
}
