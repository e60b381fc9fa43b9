/**
 * Issue 4 end to end, with two browser contexts: a person applies through the public form (Berlin, so the
 * assignment gives them Anna Berger), reads the invitation in the dev mailbox, signs up through `/registrieren`,
 * finishes onboarding and sees the unit (with the advisor) appear through the home polling; ticks the info
 * session. The advisor signs in at `/advisor`, finds the person under "Wartet auf mich", confirms the info
 * session, schedules and confirms the interview in the workspace; the applicant sees step 4 unlock and the
 * interview confirmed after reloads.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { fillAppointment, soonToday } from '../support/advisor';
import { demo } from '../support/demo';
import { completeOnboarding, h1, h2, uniqueEmail } from '../support/journey-steps';
import { mailsTo, signIn } from '../support/sign-in';

test.describe('application form and advisor workspace', () => {
  let advisorContext: BrowserContext | null = null;
  test.afterEach(async () => {
    await advisorContext?.close();
    advisorContext = null;
  });

  test('apply → invitation → sign-up → onboarding → unit; the advisor confirms in the workspace', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const firstName = 'Clara';
    const lastName = `Workspace${Date.now() % 100000}`;
    const email = uniqueEmail('bewerbung');

    // ---- The public application form ----
    await page.goto('/bewerbung');
    await expect(h1(page, 'Bewirb dich für dein Studium')).toBeVisible();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.getByText('Bitte fülle alle erforderlichen Felder korrekt aus!')).toBeVisible();
    await page.getByRole('radio', { name: /Dualstudium/ }).check();
    await page.getByRole('radio', { name: /^Wirtschaftsinformatik/ }).check();
    await page.getByRole('radio', { name: /Campus Berlin/ }).check();
    await page.getByLabel('Studienstart').selectOption({ index: 1 });
    await page.getByLabel('Vorname').fill(firstName);
    await page.getByLabel('Nachname').fill(lastName);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.getByRole('heading', { name: 'Deine Bewerbung ist da!' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // The same course again: refused, shown prominently with a way to sign in.
    await page.reload();
    await page.getByRole('radio', { name: /Dualstudium/ }).check();
    await page.getByRole('radio', { name: /^Wirtschaftsinformatik/ }).check();
    await page.getByRole('radio', { name: /Campus Berlin/ }).check();
    await page.getByLabel('Studienstart').selectOption({ index: 1 });
    await page.getByLabel('Vorname').fill(firstName);
    await page.getByLabel('Nachname').fill(lastName);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.getByText('Du hast dich für diesen Studiengang bereits beworben.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();

    // ---- The invitation mail → `/registrieren?email=…&invitation=…` → the provider's sign-up, pre-filled ----
    let signupLink: string | undefined;
    await expect
      .poll(async () => {
        signupLink = (await mailsTo(page, email)).find((mail) => mail.links['signup'])?.links['signup'];
        return signupLink;
      })
      .toMatch(/\/registrieren\?email=/);
    await page.goto(signupLink!);
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    // The invitation carries the address and the names into the form (issue 8 item 9), and proves the address.
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expect(page.getByLabel('Vorname')).toHaveValue(firstName);
    await expect(page.getByLabel('Nachname')).toHaveValue(lastName);
    await page.locator('input[name="password"]').fill('mein-sicheres-passwort');
    await page.locator('input[name="passwordRepeat"]').fill('mein-sicheres-passwort');
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/ds\/onboarding$/);

    // ---- Onboarding, then the unit appears through the home polling, with Anna Berger ----
    await completeOnboarding(page, { firstName, email, emailConfirmed: true });
    await page.getByRole('button', { name: /Zur Startseite/ }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Hallo ${firstName}!`) })).toBeVisible({
      timeout: 70_000,
    });
    await expect(page.getByText('Anna Berger').first()).toBeVisible();

    // ---- Step 3: the applicant ticks the info session ----
    await page.goto('/ds/application/info');
    await page.getByLabel('Ich habe an einer Infoveranstaltung teilgenommen').check();
    await page.getByRole('button', { name: 'Teilnahme angeben' }).click();
    await expect(page.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeVisible();
    await page.goto('/ds/application/interview');
    await expect(page.getByText('Dieser Schritt ist noch gesperrt.')).toBeVisible();

    // ---- The advisor, second context, real sign-in at /advisor ----
    advisorContext = await browser.newContext();
    const advisor = await advisorContext.newPage();
    await signIn(advisor, demo.advisor, '/advisor');
    await expect(h1(advisor, 'Meine Bewerber:innen')).toBeVisible();
    await expect(advisor.getByText(/^Treffer: \d+$/)).toBeVisible();
    const waitingFilter = advisor.getByRole('checkbox', { name: 'Wartet auf mich' });
    // The filter lives in the address: the box shows the tick once the navigation (root loader) is through.
    await expect(async () => {
      if (!(await waitingFilter.isChecked())) await waitingFilter.click();
      await expect(waitingFilter).toBeChecked({ timeout: 1_000 });
    }).toPass();
    await expect(advisor).toHaveURL(/waiting=1/);
    const row = advisor.getByRole('link', { name: new RegExp(`${firstName} ${lastName}`) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Infoveranstaltung bestätigen')).toBeVisible();
    await row.click();
    await expect(h1(advisor, `${firstName} ${lastName}`)).toBeVisible();
    await advisor.getByRole('button', { name: 'Teilnahme bestätigen' }).click();
    await expect(
      advisor.getByText('Die Teilnahme ist bestätigt. Die Person wurde benachrichtigt.'),
    ).toBeVisible();

    // The applicant reloads: step 3 confirmed, step 4 unlocked.
    await page.goto('/ds/application/info');
    await page.reload();
    await expect(page.getByText('Deine Teilnahme ist bestätigt.')).toBeVisible();
    await page.goto('/ds/application/interview');
    await expect(page).toHaveURL(/\/ds\/application\/interview\/1$/);
    await expect(h2(page, 'So bereitest du dich vor')).toBeVisible();

    // The advisor schedules the interview (a few minutes from now, so it can be confirmed today, decision 076)
    // and confirms it after the question whether it took place.
    await fillAppointment(advisor.getByRole('region', { name: 'Erstes Beratungsgespräch' }), soonToday());
    await advisor.getByRole('button', { name: 'Termin festlegen' }).click();
    await expect(
      advisor.getByText('Der Termin ist gespeichert. Die Person wurde benachrichtigt.'),
    ).toBeVisible();
    await advisor.getByRole('button', { name: 'Teilnahme am Gespräch bestätigen' }).click();
    await advisor
      .getByRole('dialog', { name: /^Gespräch am .* hat stattgefunden\?$/ })
      .getByRole('button', { name: 'Ja, hat stattgefunden' })
      .click();
    await expect(
      advisor.getByText('Das Beratungsgespräch ist bestätigt. Die Person wurde benachrichtigt.'),
    ).toBeVisible();

    // Saved on the server: the workspace shows both confirmations and the audit trail after a reload.
    await advisor.reload();
    await expect(advisor.getByText(/^Bestätigt am /)).toBeVisible();
    await expect(advisor.getByText(/^Teilnahme bestätigt am /)).toBeVisible();
    await expect(advisor.getByText('Infoveranstaltung bestätigt')).toBeVisible();

    // The applicant sees the confirmed interview.
    await page.goto('/ds/application/interview/2');
    await page.reload();
    await expect(page).toHaveURL(/\/interview\/3$/);
    await expect(page.getByText('Dein Beratungsgespräch ist bestätigt.')).toBeVisible();
  });

  test('an applicant who opens /advisor sees that there is no access', async ({ page }) => {
    await signIn(page, demo.applicant, '/advisor');
    await expect(page.getByRole('heading', { name: 'Kein Zugang zum Beratungsportal' })).toBeVisible();
  });
});
