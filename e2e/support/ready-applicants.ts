/**
 * Fresh dual-study applicants ready for matching, made the way a real one gets there: the public application
 * form, registration, onboarding, the unit assignment, the home address and distance, and the advisor moving the
 * unit to "Ready to match" (spec part 1 §4: only ready applicants match).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { apiHeaders } from './companies';
import {
  accountOf,
  applyThroughApplicationService,
  completeOnboarding,
  registerApplicant,
  uniqueEmail,
  unitsOf,
} from './journey-steps';
import { setHome } from './openings';

export interface ReadyApplicant {
  page: Page;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string;
  intakeDate: string;
}

/** A fresh applicant of Wirtschaftsinformatik in Berlin, living at `postalCode` (max. 15 km), in her own context. */
export async function freshApplicant(
  browser: Browser,
  firstName: string,
  lastName: string,
  postalCode: string,
): Promise<ReadyApplicant> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(firstName.toLowerCase());
  const application = await applyThroughApplicationService(
    page.request,
    context,
    { firstName, lastName, email },
    { campusCity: 'Berlin' },
  );
  await registerApplicant(page, { firstName, lastName, email });
  await completeOnboarding(page, { firstName, email });
  await page.getByRole('button', { name: /Zur Startseite/ }).click();
  await expect.poll(async () => (await unitsOf(page)).length, { timeout: 15_000 }).toBe(1);
  await setHome(page, postalCode);
  const account = await accountOf(page);
  return {
    page,
    accountId: account.uuid as string,
    firstName,
    lastName,
    email,
    intakeDate: application.intake.date,
  };
}

/** The signed-in advisor (`advisor`) moves the applicant's unit to "Ready to match". */
export async function makeReady(advisor: Page, person: ReadyApplicant): Promise<void> {
  const [unit] = await unitsOf(person.page);
  const response = await advisor.request.patch(
    `/v1/advisor/applicants/${person.accountId}/units/${unit!.id as string}/stage`,
    { headers: await apiHeaders(advisor), data: { stage: 'Ready to match' } },
  );
  expect(response.status(), await response.text()).toBe(200);
}
