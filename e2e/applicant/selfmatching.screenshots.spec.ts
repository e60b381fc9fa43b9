/**
 * Screenshots of self-matching at 1280 and 390 px, German and English, for review by eye:
 * `SCREENSHOTS=1 E2E_PORT=… npx playwright test --config e2e/playwright.config.ts selfmatching.screenshots` writes
 * them to `test-results/screenshots/selfmatching/`. A fresh applicant of Soziale Arbeit in Berlin (a DMS course),
 * made ready as in reality (the advisor confirms the interview), sees the overview, the filters, the DMS modal, the
 * home teaser and an opening in every state; Lena (stage "Advisory Interview") the explanation for applicants who
 * are not ready yet. Two fresh companies publish the openings and answer her through their real calls; the advisor
 * suggests one; every read goes to the real server.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAdvisor } from '../support/advisor';
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { apiHeaders, createCompanyWithOwner, type FreshCompany } from '../support/companies';
import { demo } from '../support/demo';
import {
  applicantAction,
  catalogueIds,
  companyAction,
  dayAt,
  publishOpening,
  setHome,
  type OpeningInput,
} from '../support/openings';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';
import { signIn, submitSignIn } from '../support/sign-in';

const DIR = 'test-results/screenshots/selfmatching';
/** The password `registerApplicant` gives a fresh applicant. */
const PASSWORD = 'mein-sicheres-passwort';
let readyEmail = '';
let courseId = '';
/** The opening shown in each state of the details page, by screenshot name. */
const openings: Record<string, string> = {};

type Extra = Omit<OpeningInput, 'courseId' | 'campusId' | 'startDate'>;

const TEXTS = {
  tasks:
    'Du begleitest Kinder und Jugendliche im Alltag, arbeitest im Team mit erfahrenen Fachkräften und übernimmst Schritt für Schritt eigene Fälle.',
  benefits: '30 Tage Urlaub, Deutschlandticket, eigenes Notebook, Supervision',
  extraPayment: 'Übernahme der Studiengebühren und 1.200 € Vergütung im ersten Jahr',
  offerDescription: 'Ein duales Studium mit echter Verantwortung vom ersten Tag an.',
};

// One applicant for all sizes and languages with one opening per state, all made through the real calls.
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const applicant = await createApplicantWithUnit(page, {
    firstName: 'Paula',
    lastName: 'Schneider',
    courseName: 'Soziale Arbeit',
  });
  await setHome(page, '10245', 15);
  await tickInfoSession(page);
  const advisor = await signInAdvisor(browser);
  await advisor.confirmInfoSession({ accountId: applicant.accountId });
  await advisor.confirmInterview({ accountId: applicant.accountId });

  const ids = await catalogueIds(page, 'Soziale Arbeit', 'Berlin');
  courseId = ids.courseId;
  const kiez = await createCompanyWithOwner(browser, { companyName: 'Kiezwerk Jugendhilfe gGmbH' });
  const spree = await createCompanyWithOwner(browser, { companyName: 'Spreeufer Soziale Dienste e. V.' });
  const publish = (company: FreshCompany, extra: Extra) =>
    publishOpening(company.page, company.companyId, {
      ...ids,
      startDate: applicant.intakeDate,
      studyModel: 'DMS',
      teamSize: 8,
      skills: ['Empathie', 'Teamfähigkeit'],
      ...TEXTS,
      ...extra,
    });
  const pending: Array<[string, FreshCompany, Extra]> = [
    [
      'details-recommended',
      kiez,
      {
        title: 'Soziale Arbeit – Kinder- und Jugendhilfe (m/w/d)',
        workModel: 'hybrid',
        placeOfTrainingPostalCode: '10117',
        requiredCount: 2,
      },
    ],
    [
      'details-interest-shown',
      spree,
      { title: 'Soziale Arbeit – Schulsozialarbeit (m/w/d)', placeOfTrainingPostalCode: '10178' },
    ],
    [
      'details-advisor-suggestion',
      kiez,
      {
        title: 'Soziale Arbeit – Offene Jugendarbeit (m/w/d)',
        placeOfTrainingPostalCode: '10997',
        requiredCount: 3,
      },
    ],
    [
      'details-pick-interview-date',
      spree,
      { title: 'Soziale Arbeit – Quartiersmanagement (m/w/d)', placeOfTrainingPostalCode: '10115' },
    ],
    [
      'details-offer',
      kiez,
      { title: 'Soziale Arbeit – Familienhilfe (m/w/d)', placeOfTrainingPostalCode: '10243' },
    ],
    [
      'details-rejected-by-company',
      spree,
      { title: 'Soziale Arbeit – Eingliederungshilfe (m/w/d)', placeOfTrainingPostalCode: '10405' },
    ],
    [
      'details-offer-accepted',
      kiez,
      { title: 'Soziale Arbeit – Wohngruppe (m/w/d)', placeOfTrainingPostalCode: '10247' },
    ],
  ];
  const owner: Record<string, FreshCompany> = {};
  for (const [name, company, extra] of pending) {
    openings[name] = await publish(company, extra);
    owner[name] = company;
  }
  const company = (name: string, action: string, data?: Record<string, unknown>) =>
    companyAction(
      owner[name]!.page,
      owner[name]!.companyId,
      openings[name]!,
      applicant.accountId,
      action,
      data,
    );
  const interest = (name: string) => applicantAction(page, openings[name]!, 'express-interest');

  await interest('details-interest-shown');
  await applicantAction(page, openings['details-interest-shown']!, 'favorite', { favorite: true });

  const suggested = await advisor.page.request.post(
    `/v1/advisor/applicants/${applicant.accountId}/suggestions`,
    {
      headers: await apiHeaders(advisor.page),
      data: {
        jobOpeningId: openings['details-advisor-suggestion'],
        note: 'Die Stelle passt gut zu deinem Wunsch, mit Jugendlichen zu arbeiten – schau sie dir an!',
      },
    },
  );
  expect(suggested.status(), await suggested.text()).toBe(201);
  await advisor.close();

  const dates = [dayAt(3, 10), dayAt(4, 14)];
  for (const name of ['details-pick-interview-date', 'details-offer', 'details-offer-accepted']) {
    await interest(name);
    await company(name, 'express-interest');
    await company(name, 'arrange-interview', {
      interviewDateSuggestions: dates,
      interviewDetails: 'Videogespräch, den Link schicken wir per E-Mail.',
    });
  }
  for (const name of ['details-offer', 'details-offer-accepted']) {
    await applicantAction(page, openings[name]!, 'interview-date', { interviewAt: dates[0] });
    await company(name, 'accept');
  }
  await applicantAction(page, openings['details-offer-accepted']!, 'accept-offer');

  await interest('details-rejected-by-company');
  await company('details-rejected-by-company', 'reject', {
    feedbackText:
      'Vielen Dank für dein Interesse! Wir haben uns diesmal für jemanden mit Erfahrung in der Eingliederungshilfe entschieden und wünschen dir alles Gute.',
  });

  await kiez.context.close();
  await spree.context.close();
  await context.close();
  readyEmail = applicant.email;
});

async function shot(page: Page, name: string, size: string, language: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}-${size}-${language}.png`, fullPage });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`self-matching ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await page.goto('/ds');
      await submitSignIn(page, readyEmail, PASSWORD);
      await page.locator('main h1').first().waitFor();
      await page.locator('#selfmatching-teaser-title').waitFor();
      await shot(page, 'home-teaser', size.name, language);

      // The DMS modal opens by itself until "Nicht mehr anzeigen" (the first run ticks it), then from its link.
      await page.goto('/ds/selfmatching');
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const dialog = page.getByRole('dialog');
      if (!(await dialog.isVisible())) {
        await page.getByRole('button', { name: language === 'de' ? 'Was ist DMS?' : 'What is DMS?' }).click();
      }
      await dialog.waitFor();
      await shot(page, 'dms-modal', size.name, language, false);
      await dialog.getByRole('checkbox').check();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'overview-recommended', size.name, language);

      await page.goto('/ds/selfmatching?tab=invitations');
      await page.getByRole('article').first().waitFor();
      await shot(page, 'overview-invitations', size.name, language);

      await page.goto('/ds/selfmatching?tab=applications');
      await page.getByRole('article').first().waitFor();
      await shot(page, 'overview-applications', size.name, language);

      await page.goto(`/ds/selfmatching?tab=all&courses=${courseId}`);
      await page.getByRole('article').first().waitFor();
      await shot(page, 'overview-all-filtered', size.name, language);

      await page.goto(`/ds/selfmatching?tab=all&courses=${courseId}&intakes=2031-01-01`);
      await page.waitForLoadState('networkidle');
      await shot(page, 'overview-all-empty', size.name, language);

      for (const [name, id] of Object.entries(openings)) {
        await page.goto(`/ds/selfmatching/${id}`);
        await page.locator('main h1').first().waitFor();
        await shot(page, name, size.name, language);
      }

      await page.goto(`/ds/selfmatching/${openings['details-recommended']}`);
      await page
        .getByRole('button', { name: language === 'de' ? 'Kein Interesse' : 'Not interested' })
        .click();
      await page.getByRole('dialog').waitFor();
      await shot(page, 'details-decline-dialog', size.name, language, false);
      await context.close();

      // Not ready yet: Lena's application is at the advisory interview.
      const lenaContext = await screenshotContext(browser, size, language);
      const lena = await lenaContext.newPage();
      await signIn(lena, demo.applicant, '/ds/selfmatching');
      await lena.locator('main h2').first().waitFor();
      await shot(lena, 'not-ready', size.name, language);
      await lenaContext.close();
    });
  }
}
