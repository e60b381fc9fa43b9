/**
 * Hosts (decision 073): the portal opened on 127.0.0.1 goes to PUBLIC_URL (http://localhost:<port>) and signs
 * in there; the company host firmen.localhost (Chromium resolves *.localhost to loopback) shows the company
 * portal and signs in and out without leaving it, although the provider lives on PUBLIC_URL.
 */
import { expect, test } from '@playwright/test';
import { baseURL, E2E_PORT } from '../playwright.config';
import { demo } from '../support/demo';
import { apiToken, submitSignIn } from '../support/sign-in';

const companyHost = `http://firmen.localhost:${E2E_PORT}`;

test('the portal opened on 127.0.0.1 moves to PUBLIC_URL and an applicant signs in', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_PORT}/ds?ansicht=kompakt`);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
  await submitSignIn(page, demo.applicant);
  await expect(page).toHaveURL(`${baseURL}/ds?ansicht=kompakt`);
  await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
});

test('a company owner signs in and out on the company host', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto(`${companyHost}/`);
  // The provider's page is on PUBLIC_URL.
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
  await submitSignIn(page, demo.owner);

  await expect(page).toHaveURL(`${companyHost}/b2b/home`);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Katrin Vogel!' })).toBeVisible();
  await expect(page).toHaveTitle(/Unternehmensportal/);
  expect(await apiToken(page)).toMatch(/^[\w-]{40,}$/);

  visited.length = 0;
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  // Signed out at the provider, back on the company host, which asks for the sign-in again.
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  expect(visited.some((url) => url.startsWith(`${companyHost}/b2b/`))).toBe(true);
  expect(cspViolations).toEqual([]);
});
