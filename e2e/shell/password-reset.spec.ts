/**
 * Issue 7 items 3 and 6 in the browser (decision 057): a person is signed in in one browser; in another browser
 * the password is reset through "Passwort vergessen?" and the mailed link (a common password is refused there).
 * The first browser is signed out on its next action: the API token is revoked and the provider's session is gone,
 * so the portal asks for the password instead of silently signing in again. The new password works.
 */
import { expect, test } from '@playwright/test';
import { h1, registerApplicant, uniqueEmail } from '../support/journey-steps';
import { apiToken, mailsTo, submitSignIn } from '../support/sign-in';

const OLD_PASSWORD = 'mein-sicheres-passwort';
const NEW_PASSWORD = 'ganz-neues-passwort-2026';

test.describe('password reset', () => {
  test('signs the other browser out on its next action, at the portal and at the provider', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('reset');
    await registerApplicant(page, { firstName: 'Rita', email, password: OLD_PASSWORD });
    await expect(h1(page, 'Willkommen, Rita!')).toBeVisible();
    const oldToken = await apiToken(page);
    expect(oldToken).toBeTruthy();

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto('/');
      await expect(second).toHaveURL(/\/idp\/interaction\//);
      await second.getByRole('link', { name: 'Passwort vergessen?' }).click();
      await expect(second.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
      await second.getByLabel('E-Mail-Adresse').fill(email);
      await second.getByRole('button', { name: 'Link anfordern' }).click();
      await expect(second.getByRole('status')).toContainText(
        'Falls ein Konto mit dieser E-Mail-Adresse existiert',
      );

      let resetLink: string | undefined;
      await expect
        .poll(async () => {
          resetLink = (await mailsTo(second, email)).find((mail) => mail.links['reset'])?.links['reset'];
          return resetLink;
        })
        .toContain('/idp/reset-password?token=');
      await second.goto(resetLink!);
      await expect(second.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();

      // A common password is refused with a clear message (issue 7 item 6).
      await second.locator('input[name="password"]').fill('password123');
      await second.locator('input[name="passwordRepeat"]').fill('password123');
      await second.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(
        second.getByText(
          'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten.',
        ),
      ).toBeVisible();

      await second.locator('input[name="password"]').fill(NEW_PASSWORD);
      await second.locator('input[name="passwordRepeat"]').fill(NEW_PASSWORD);
      await second.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(second.getByRole('status')).toContainText('Dein Passwort wurde geändert.');
    } finally {
      await other.close();
    }

    // The first browser's next action: its token is revoked, and the provider asks for the password again.
    const revoked = await page.request.get('/v1/account', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(revoked.status()).toBe(401);
    expect((await revoked.json()).code).toBe(1004);
    await page.reload();
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(await apiToken(page)).toBeNull();

    // The old password no longer works; the new one does, and the person is back where they were.
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht korrekt.');
    await submitSignIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/ds\/onboarding$/);
    await expect(h1(page, 'Willkommen, Rita!')).toBeVisible();
  });
});
