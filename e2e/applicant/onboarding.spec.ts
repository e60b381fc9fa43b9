/**
 * Onboarding wizard (issue 3 item 1) and the applicant home (item 2), in the real portal: a newly registered
 * person goes through onboarding, confirms the e-mail address with the link from the dev mailbox, reloads in the
 * middle and lands on the home page; a second person with German A2 ends on the "insufficient" step.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import {
  accountOf as account,
  documentsOf,
  FORM_MESSAGE,
  h1,
  registerApplicant,
  verificationLink,
} from '../support/journey-steps';
import { signIn } from '../support/sign-in';

const register = (page: Page, firstName: string) => registerApplicant(page, { firstName });

test.describe('onboarding wizard', () => {
  test('a new applicant confirms the e-mail, chooses German C1, survives reloads and lands on home', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = await register(page, 'Jana');

    await expect(h1(page, 'Willkommen, Jana!')).toBeVisible();
    const variant = await page.evaluate(() => localStorage.getItem('onboarding_variant'));
    expect(['Original', 'Variation 1']).toContain(variant);
    await page.getByRole('button', { name: /Los geht's/ }).click();

    await expect(h1(page, 'Welchen Schulabschluss hast du?')).toBeVisible();
    await page.getByRole('button', { name: /Weiter/ }).click();
    await expect(page.getByText(FORM_MESSAGE)).toBeVisible();
    await page.getByLabel(/Abitur \/ Matura/).check();
    await page.getByRole('button', { name: /Weiter/ }).click();

    // Reached with "next": the verification mail goes out at once.
    await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
    await expect(page.getByText(`Die E-Mail ist unterwegs an ${email}.`)).toBeVisible();

    // Reload in the middle: the wizard resumes on the same step, and the qualification is stored.
    await page.reload();
    await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
    expect((await account(page)).universityEntranceQualification).toBe('Abitur');
    expect((await account(page)).metadata.flows).toEqual({ OnboardingFlow: 2 });

    await page.goto(await verificationLink(page, email));
    await expect(h1(page, 'Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
    // A link works once.
    await page.reload();
    await expect(page.getByText('Der Bestätigungslink ist ungültig oder abgelaufen.')).toBeVisible();
    await page.goto('/ds/onboarding');

    await expect(h1(page, 'Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
    await page.getByRole('button', { name: /Weiter/ }).click();

    await expect(h1(page, 'Wie gut sprichst du Deutsch?')).toBeVisible();
    await page.getByLabel(/C1/).check();
    await page.getByLabel('Prüfungsstelle').selectOption({ label: 'TestDaF' });
    await page.getByLabel('Datum des Nachweises').fill('2030-06-01');
    await page.getByRole('button', { name: /Weiter/ }).click();

    await expect(h1(page, 'Geschafft, Jana!')).toBeVisible();
    await page.reload();
    await expect(h1(page, 'Geschafft, Jana!')).toBeVisible();
    const beforeFinish = await account(page);
    expect(beforeFinish.emailVerified).toBe(true);
    expect(beforeFinish.languageSkills).toEqual([{ code: 'de', level: 5 }]);
    expect(beforeFinish.accreditedAuthorityGermanLanguage).toBe('TestDaF');
    expect(beforeFinish.accreditationDateGermanSkills).toBe('2030-06-01');

    await page.getByRole('button', { name: /Zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/ds$/);
    // The initial loading runs again: the unit is polled (loading screen) until home or "no unit yet".
    await expect(
      page
        .getByRole('heading', { name: 'Bitte warten' })
        .or(page.getByRole('heading', { name: /Hallo Jana!/ }))
        .first(),
    ).toBeVisible();
    const finished = await account(page);
    expect(finished.metadata.onboardingDone).toBe(true);
    expect(finished.metadata.flows).toBeUndefined();

    // Onboarding is done for good: a reload stays in the portal.
    await page.reload();
    await expect(
      page
        .getByRole('heading', { name: 'Bitte warten' })
        .or(page.getByRole('heading', { name: /Hallo Jana!/ }))
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ds$/);
    // After polling: home (unit assigned), "no unit yet" (also greets), or – for an account without any
    // application (decision 042 of the unit assignment) – the error screen with code 1006.
    await expect(
      page
        .getByRole('heading', { name: /Hallo Jana!/ })
        .or(page.getByText('Fehler: (1006)'))
        .first(),
    ).toBeVisible({ timeout: 70_000 });
    await expect(page).toHaveURL(/\/ds$/);
  });

  test('German A2 (not native) ends on the insufficient step, which cannot finish onboarding', async ({
    page,
  }) => {
    await register(page, 'Omar');
    await page.getByRole('button', { name: /Los geht's/ }).click();
    await page.getByLabel(/Fachhochschulreife aus Baden-Württemberg/).check();
    await page.getByRole('button', { name: /Weiter/ }).click();
    await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
    await page.getByRole('button', { name: /Später bestätigen/ }).click();

    await expect(h1(page, 'Wie gut sprichst du Deutsch?')).toBeVisible();
    await page.getByLabel(/A2/).check();
    await page.getByRole('button', { name: /Weiter/ }).click();

    await expect(h1(page, /Deutsch auf B2-Niveau/)).toBeVisible();
    await expect(page.getByText('Deine Angabe: A2')).toBeVisible();
    await expect(page.getByRole('link', { name: /englischsprachigen Studiengängen/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByRole('button', { name: /Zur Startseite|Weiter/ })).toHaveCount(0);

    await page.reload();
    await expect(h1(page, /Deutsch auf B2-Niveau/)).toBeVisible();
    const stored = await account(page);
    expect(stored.universityEntranceQualification).toBe('Fachhochschulreife');
    expect(stored.universityEntranceQualificationBw).toBe(true);
    expect(stored.languageSkills).toEqual([{ code: 'de', level: 2 }]);
    expect(stored.metadata.onboardingDone).toBeUndefined();

    // The home page is not reachable: back to onboarding.
    await page.goto('/ds');
    await expect(page).toHaveURL(/\/ds\/onboarding$/);
    await expect(h1(page, /Deutsch auf B2-Niveau/)).toBeVisible();
  });
});

test.describe('applicant home', () => {
  test('shows next steps and the step overview from the real state; the intro carousel stays closed', async ({
    page,
  }) => {
    await signIn(page, demo.applicant);
    await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();

    // Other specs may have uploaded Lena's documents: the list follows the stored state.
    const documents = await documentsOf(page);
    const hasCv = documents.some((d) => d.category === 'CV' || d.type === 'CV');
    const nextSteps = page.getByRole('region', { name: 'Deine nächsten Schritte' });
    const uploadCv = nextSteps.getByRole('link', { name: /Lebenslauf hochladen/ });
    if (hasCv) await expect(uploadCv).toHaveCount(0);
    else await expect(uploadCv).toHaveAttribute('href', '/ds/application/documents');
    await expect(nextSteps.getByRole('link', { name: /Beratungsgespräch vorbereiten/ })).toHaveAttribute(
      'href',
      '/ds/application/interview',
    );

    const overview = page.getByRole('region', { name: 'Dein Weg zum dualen Studium' });
    const rows = overview.getByRole('listitem');
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1)).toContainText('Erledigt');
    await expect(rows.nth(2)).toContainText('Erledigt');
    await expect(rows.nth(4)).toContainText('Noch gesperrt');
    await expect(page.getByRole('link', { name: 'Per WhatsApp schreiben' })).toHaveAttribute(
      'href',
      'https://wa.me/4915123847719',
    );

    const carousel = page.getByRole('region', { name: 'Willkommen in deinem Bewerberportal' });
    await expect(carousel).toBeVisible();
    await carousel.getByRole('button', { name: 'Einführung schließen' }).click();
    await expect(carousel).toBeHidden();
    await expect
      .poll(async () => (await account(page)).metadata.hideHomeIntroCarousel, { timeout: 5_000 })
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
    await expect(overview).toBeVisible();
    await expect(carousel).toBeHidden();

    // Contact from the navigation: advisor, campus team, support.
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .first()
      .getByRole('link', { name: 'Kontakt' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(page.getByText('Anna Berger')).toBeVisible();
    await page.getByRole('link', { name: 'Team vor Ort' }).click();
    await expect(page).toHaveURL(/\/ds\/contact\/2$/);
    await expect(page.getByRole('heading', { name: 'Campus Berlin' })).toBeVisible();

    // An old address lands on the home page.
    await page.goto('/ds/application/selfmatching/1');
    await expect(page).toHaveURL(/\/ds$/);
  });
});
