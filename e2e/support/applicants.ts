/**
 * Fresh applicants for the tests that assert on an applicant's state: each test creates its own person (public
 * application service → registration → onboarding), so no test depends on the demo seed or on the order in which
 * specs run. The person's data lives in the run's own database; nothing has to be restored afterwards.
 */
import { expect, type Page } from '@playwright/test';
import {
  accountOf,
  applyThroughApplicationService,
  completeOnboarding,
  fillContactStep,
  fillPersonalStep,
  h1,
  next,
  pdfUpload,
  registerApplicant,
  uniqueEmail,
  unitsOf,
  uploadOnCard,
} from './journey-steps';

export interface FreshApplicant {
  email: string;
  accountId: string;
  firstName: string;
  lastName: string;
  /** The intake (study start) the person applied for, `YYYY-MM-DD`. */
  intakeDate: string;
}

/**
 * Applies (Berlin: advisor Anna Berger; `courseName` default Wirtschaftsinformatik), registers with the same e-mail and finishes
 * onboarding; waits until the server has assigned the unit and opens the home page, where it is shown at once
 * (an account with a unit is not polled). Ends signed in on `/ds` with the greeting visible.
 */
export async function createApplicantWithUnit(
  page: Page,
  {
    firstName,
    lastName = 'Beispiel',
    courseName,
  }: { firstName: string; lastName?: string; courseName?: string },
): Promise<FreshApplicant> {
  const email = uniqueEmail(firstName.toLowerCase());
  const application = await applyThroughApplicationService(
    page.request,
    page.context(),
    { firstName, lastName, email },
    courseName ? { courseName } : {},
  );
  await registerApplicant(page, { firstName, lastName, email });
  await completeOnboarding(page, { firstName, email });
  await page.getByRole('button', { name: /Zur Startseite/ }).click();
  // The unit is assigned right after onboarding (decision 041); wait for it instead of the client's 10 s poll,
  // then load the home page afresh: an account with a unit is not polled.
  await expect.poll(async () => (await unitsOf(page)).length, { timeout: 15_000 }).toBe(1);
  await page.goto('/ds');
  await expect(page.getByRole('heading', { name: `Hallo ${firstName}!` })).toBeVisible();
  const account = await accountOf(page);
  return {
    email,
    accountId: account.uuid as string,
    firstName,
    lastName,
    intakeDate: application.intake.date,
  };
}

/** Step 1 complete: contact and personal data, a CV and a certificate (PDFs built in the test). */
export async function completeStepOne(page: Page, applicant: FreshApplicant): Promise<void> {
  await page.goto('/ds/application/documents/1');
  await expect(h1(page, 'Persönliche Daten und Unterlagen')).toBeVisible();
  await fillContactStep(page, applicant.email, '+49 176 1234 5678');
  await fillPersonalStep(page, {
    salutation: 'Divers',
    birthday: '2005-09-01',
    placeOfBirth: 'Leipzig',
    country: 'Deutschland',
    street: 'Karl-Liebknecht-Straße 5',
    postalCode: '04107',
    city: 'Leipzig',
  });
  await uploadOnCard(page, 'Lebenslauf', pdfUpload('lebenslauf.pdf', `Lebenslauf ${applicant.firstName}`));
  await uploadOnCard(page, 'Zeugnis oder beglaubigte Kopie', pdfUpload('zeugnis.pdf', 'Abiturzeugnis'));
  await next(page);
  await next(page);
  await expect(page.getByText('Super, Schritt 1 ist vollständig!')).toBeVisible();
}

/** Step 3 ticked by the applicant (the advisor confirms it separately). */
export async function tickInfoSession(page: Page): Promise<void> {
  await page.goto('/ds/application/info');
  await page.getByLabel('Ich habe an einer Infoveranstaltung teilgenommen').check();
  await page.getByRole('button', { name: 'Teilnahme angeben' }).click();
  await expect(page.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeVisible();
}
