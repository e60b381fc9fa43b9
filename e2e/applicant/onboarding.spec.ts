/**
 * Onboarding wizard (issue 3 item 1) and the unit polling after it (spec part 1 §4, issue 8 item 1), in the real
 * portal: a person who applied goes through onboarding, confirms the e-mail address with the link from the dev
 * mailbox, reloads in the middle and lands on the home page with the unit; a person without an application is
 * polled five times (a test clock skips the 10 s waits) and sees the no-unit state, never the error screen; a
 * third person with German A2 ends on the "insufficient" step.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  accountOf as account,
  applyThroughApplicationService,
  completeOnboarding,
  FORM_MESSAGE,
  h1,
  registerApplicant,
  uniqueEmail,
  verificationLink,
} from '../support/journey-steps';

const register = (page: Page, firstName: string, email?: string) =>
  registerApplicant(page, { firstName, ...(email ? { email } : {}) });

/** Counts the applicant's `GET /v1/unit` calls (the polls of the initial loading). */
function countUnitPolls(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/v1/unit') counter.count++;
  });
  return counter;
}

/**
 * Moves the test clock on in 2 s steps until poll number `poll` has been sent: the client schedules its next 10 s
 * wait only after the previous answer, so one big jump could come too early.
 */
async function advanceToPoll(page: Page, polls: { readonly count: number }, poll: number): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(2_000);
    expect(polls.count, `poll ${poll}`).toBeGreaterThanOrEqual(poll);
  }).toPass({ intervals: [50], timeout: 30_000 });
  expect(polls.count, `exactly ${poll} polls`).toBe(poll);
}

test.describe('onboarding wizard', () => {
  test('a new applicant confirms the e-mail, chooses German C1, survives reloads and lands on home', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('jana');
    // With an application (public application service): after onboarding the unit with the advisor appears.
    await applyThroughApplicationService(page.request, page.context(), {
      firstName: 'Jana',
      lastName: 'Beispiel',
      email,
    });
    await register(page, 'Jana', email);

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
    // A second click on the same link says "already confirmed", not "invalid or expired" (issue 8 item 7).
    await page.reload();
    await expect(h1(page, 'Deine E-Mail-Adresse ist bereits bestätigt')).toBeVisible();
    await expect(page.getByText('Der Bestätigungslink ist ungültig oder abgelaufen.')).toHaveCount(0);
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

    // A test clock: the client's 10 s polling interval passes at once.
    await page.clock.install();
    const polls = countUnitPolls(page);
    await page.getByRole('button', { name: /Zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/ds$/);
    await expect(page.getByRole('heading', { name: 'Bitte warten' })).toBeVisible();
    await advanceToPoll(page, polls, 1);
    // The first poll finds the unit the server assigned after onboarding: home with the advisor.
    await expect(page.getByRole('heading', { name: 'Hallo Jana!' })).toBeVisible();
    await expect(page.getByText('Anna Berger').first()).toBeVisible();
    expect(polls.count).toBe(1);
    const finished = await account(page);
    expect(finished.metadata.onboardingDone).toBe(true);
    expect(finished.metadata.flows).toBeUndefined();

    // Onboarding is done for good: a reload stays in the portal, with the unit at once.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hallo Jana!' })).toBeVisible();
    await expect(page.getByText('Anna Berger').first()).toBeVisible();
    await expect(page).toHaveURL(/\/ds$/);
    await expect(page.getByText(/Fehler: \(/)).toHaveCount(0);
  });

  test('without an application the unit is polled five times, then the no-unit state shows (no error)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await register(page, 'Noah');
    await completeOnboarding(page, { firstName: 'Noah', email });

    await page.clock.install();
    const polls = countUnitPolls(page);
    await page.getByRole('button', { name: /Zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/ds$/);
    await expect(page.getByRole('heading', { name: 'Bitte warten' })).toBeVisible();
    for (let poll = 1; poll <= 5; poll++) {
      await advanceToPoll(page, polls, poll);
      if (poll < 5) await expect(page.getByRole('heading', { name: 'Bitte warten' })).toBeVisible();
    }
    // After the fifth poll: no unit available, loading ends — the no-unit state, not the error screen.
    const noUnit = page.getByRole('heading', { name: 'Wir haben noch keine Bewerbung von dir gefunden' });
    await expect(noUnit).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hallo Noah!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt bewerben' })).toHaveAttribute('href', '/bewerbung');
    await expect(page.getByText('Ooops...')).toHaveCount(0);
    await expect(page.getByText(/Fehler: \(/)).toHaveCount(0);
    // No sixth poll.
    await page.clock.fastForward(60_000);
    await expect(noUnit).toBeVisible();
    expect(polls.count).toBe(5);
    expect((await account(page)).metadata.onboardingDone).toBe(true);
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
