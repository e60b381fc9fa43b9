import { expect, test } from '@playwright/test';
import { demo } from '../support/demo';
import { apiToken, signIn, submitSignIn } from '../support/sign-in';

test.describe('sign-in through the embedded provider', () => {
  test('a demo applicant signs in and sees the applicant home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveTitle(/Bewerberportal/);
    await submitSignIn(page, demo.applicant);
    await expect(page).toHaveURL(/\/ds$/);
    await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
    await expect(page.getByText('Anna Berger')).toBeVisible();
    expect(await apiToken(page)).toMatch(/^[\w-]{40,}$/);
  });

  test('a wrong password keeps the person on the sign-in page with a clear message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await page.locator('input[name="email"]').fill(demo.applicant);
    await page.locator('input[name="password"]').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht korrekt.');
    await expect(page.locator('input[name="email"]')).toHaveValue(demo.applicant);
  });

  test('a demo company owner signs in at /b2b and sees the company home', async ({ page }) => {
    await signIn(page, demo.owner, '/b2b');
    await expect(page).toHaveURL(/\/b2b\/home$/);
    await expect(page.getByRole('heading', { name: 'Guten Tag, Katrin Vogel!' })).toBeVisible();
    await expect(page.getByText('Nordlicht Logistik GmbH').first()).toBeVisible();
    await expect(page).toHaveTitle(/Unternehmensportal/);
  });

  test('a company user in two companies chooses the company first', async ({ page }) => {
    await signIn(page, demo.twoCompanies, '/b2b');
    const dialog = page.getByRole('dialog', { name: 'Unternehmen auswählen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Süddeutsche Pflegedienste GmbH/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Süddeutsche Pflegedienste GmbH').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('active_company'))).toBeTruthy();
  });

  test('a new person registers, is signed in and lands in onboarding', async ({ page }) => {
    const email = `neu.${Date.now()}@example.org`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    await page.getByLabel('Vorname').fill('Jana');
    await page.getByLabel('Nachname').fill('Beispiel');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.locator('input[name="password"]').fill('kurz');
    await page.locator('input[name="passwordRepeat"]').fill('kurz');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
    await expect(page.getByText('Muss bestätigt werden.')).toBeVisible();
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);

    await page.locator('input[name="password"]').fill('mein-sicheres-passwort');
    await page.locator('input[name="passwordRepeat"]').fill('mein-sicheres-passwort');
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/ds\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await apiToken(page)).toBeTruthy();
  });

  test('logout revokes the token, clears the browser storage and signs out at the provider', async ({
    page,
  }) => {
    await signIn(page, demo.distanceApplicant, '/fs');
    await expect(page.getByRole('heading', { name: /Hallo Sophie/ })).toBeVisible();
    const token = await apiToken(page);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    // Signed out at the provider too: the portal asks for the password again.
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(await apiToken(page)).toBeNull();
    const response = await page.request.get('/v1/account', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(401);
    expect((await response.json()).code).toBe(1004);
  });
});

test.describe('return address after the sign-in', () => {
  test('after a logout, a deep link opened next survives the sign-in', async ({ page }) => {
    await signIn(page, demo.applicant);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

    // The person opens a deep link (bookmark, mail) on the sign-in page and signs in there.
    await page.goto('/ds/contact/2');
    await submitSignIn(page, demo.applicant);
    await expect(page).toHaveURL(/\/ds\/contact\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('origin_url_path'))).toBeNull();
  });
});

test.describe('session errors', () => {
  test('a revoked token sends the person to the sign-in and back to where they were', async ({ page }) => {
    await signIn(page, demo.applicant);
    await page.goto('/ds?ansicht=kompakt');
    await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
    const oldToken = await apiToken(page);

    // Signed out elsewhere: the token is revoked on the server.
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const revoke = await page.request.delete('/v1/auth', {
      headers: { authorization: `Bearer ${oldToken}`, 'x-xsrf-token': xsrf },
    });
    expect(revoke.status()).toBe(200);

    await page.reload();
    // The provider session is still alive, so the person returns without typing the password again.
    await expect(page).toHaveURL(/\/ds\?ansicht=kompakt$/);
    await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
    const newToken = await apiToken(page);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
  });

  test('an invalid stored token leads to the sign-in page and back to the requested page', async ({
    page,
    context,
  }) => {
    await page.goto('/impressum');
    await page.evaluate(() => localStorage.setItem('auth-token', 'ein-ungueltiges-token'));
    await page.goto('/fs');
    await submitSignIn(page, demo.distanceApplicant);
    await expect(page).toHaveURL(/\/fs$/);
    await expect(page.getByRole('heading', { name: /Hallo Sophie/ })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });
});

test.describe('unavailable service and unknown pages', () => {
  test('a 503 from the API shows the maintenance page, and the portal comes back afterwards', async ({
    page,
  }) => {
    await signIn(page, demo.applicant);
    await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
    await page.route('**/v1/account', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":503,"message":"down","errors":[]}',
      }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'Wir sind gleich wieder für dich da' })).toBeVisible();
    await page.unroute('**/v1/account');
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/diese-seite/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite', exact: true })).toBeVisible();
  });

  test('the public legal pages open without signing in', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impressum');
    await expect(page).not.toHaveURL(/\/idp\//);
  });
});
