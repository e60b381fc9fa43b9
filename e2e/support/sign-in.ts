/** Signing in through the real provider page, as a person does. */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { SIGN_IN_BUTTON } from './provider-texts';

/**
 * Fills the provider's sign-in form (the page must already show it, in whatever language the portal asked for)
 * and waits until the portal is back.
 */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp'));
  // The portal finishes the exchange (code → tokens → API token) and leaves the callback address.
  await page.waitForFunction(
    () => Boolean(localStorage.getItem('auth-token')) && !location.hash.includes('code='),
  );
}

/** Opens `path` (default the portal start page), which redirects to the sign-in, and signs in. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await submitSignIn(page, email);
}

export async function apiToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth-token'));
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: Record<string, string>;
}

/** Reads the dev mailbox (only served outside production mode). */
export async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const response = await page.request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}
