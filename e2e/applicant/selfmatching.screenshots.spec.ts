/**
 * Screenshots of self-matching at 1280 and 390 px, German and English, for review by eye:
 * `SCREENSHOTS=1 E2E_PORT=… npx playwright test --config e2e/playwright.config.ts selfmatching.screenshots` writes
 * them to `test-results/screenshots/selfmatching/`. A fresh applicant made ready (stage "Examined Application") sees the overview, the
 * filters, the DMS modal, the home teaser and an opening in every state; Lena (stage "Advisory Interview") the
 * explanation for applicants who are not ready yet. The reads are simulated (e2e/support/selfmatching.ts); nothing
 * is changed on the server.
 */
import { test, type Page } from '@playwright/test';
import { signInAdvisor } from '../support/advisor';
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { demo } from '../support/demo';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';
import {
  simulateSelfMatchingReads,
  type OpeningFacts,
  type SimulatedMatch,
  type SimulatedState,
} from '../support/selfmatching';
import { signIn, submitSignIn } from '../support/sign-in';

const DIR = 'test-results/screenshots/selfmatching';
/** The password `registerApplicant` gives a fresh applicant. */
const PASSWORD = 'mein-sicheres-passwort';
let readyEmail = '';

// One applicant for all sizes and languages, made ready as in reality: the advisor confirms the interview.
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const applicant = await createApplicantWithUnit(page, { firstName: 'Paula', lastName: 'Schneider' });
  await tickInfoSession(page);
  const advisor = await signInAdvisor(browser);
  await advisor.confirmInfoSession({ accountId: applicant.accountId });
  await advisor.confirmInterview({ accountId: applicant.accountId });
  await advisor.close();
  await context.close();
  readyEmail = applicant.email;
});

const course = (id: number, name: string) => ({ id: `00000000-0000-4000-8000-0000000001${id}0`, name });
const campus = (id: number, city: string) => ({
  id: `00000000-0000-4000-8000-0000000002${id}0`,
  name: `Campus ${city}`,
  city,
});
const opening = (n: number, facts: Omit<OpeningFacts, 'id'>): OpeningFacts => ({
  id: `00000000-0000-4000-8000-00000000a0${String(n).padStart(2, '0')}`,
  ...facts,
});

const OPENINGS: OpeningFacts[] = [
  opening(1, {
    title: 'Duales Studium Wirtschaftsinformatik – Data & Cloud (m/w/d)',
    companyName: 'Rheinwerk Digital AG',
    city: 'Berlin',
    course: course(1, 'Wirtschaftsinformatik'),
    campus: campus(1, 'Berlin'),
    startDate: '2027-10-01',
    openPositions: 2,
    workModel: 'hybrid',
    studyModel: 'DMS',
  }),
  opening(2, {
    title: 'Duales Studium Informatik – Softwareentwicklung (m/w/d)',
    companyName: 'Nordlicht Logistik GmbH',
    city: 'Berlin',
    course: course(2, 'Informatik'),
    campus: campus(1, 'Berlin'),
    startDate: '2027-10-01',
    openPositions: 1,
    workModel: 'onsite',
    studyModel: 'DS',
  }),
  opening(3, {
    title: 'Duales Studium BWL – Dienstleistungsmanagement (m/w/d)',
    companyName: 'Pflegewerk Gesundheit gGmbH',
    city: 'Potsdam',
    course: course(3, 'Betriebswirtschaftslehre'),
    campus: campus(2, 'Potsdam'),
    startDate: '2028-04-01',
    openPositions: 3,
    workModel: 'remote',
    studyModel: 'DS',
  }),
  opening(4, {
    title: 'Duales Studium Marketing & Digitale Medien (m/w/d)',
    companyName: 'Rheinwerk Digital AG',
    city: 'Berlin',
    course: course(4, 'Marketing & Digitale Medien'),
    campus: campus(1, 'Berlin'),
    startDate: '2027-10-01',
    openPositions: 1,
    workModel: 'hybrid',
    studyModel: 'DS',
  }),
  opening(5, {
    title: 'Duales Studium Wirtschaftsinformatik (m/w/d)',
    companyName: 'Nordlicht Logistik GmbH',
    city: 'Berlin',
    course: course(1, 'Wirtschaftsinformatik'),
    campus: campus(1, 'Berlin'),
    startDate: '2027-10-01',
    openPositions: 1,
    workModel: 'onsite',
    studyModel: 'DS',
  }),
  opening(6, {
    title: 'Duales Studium Gesundheitsmanagement (m/w/d)',
    companyName: 'Pflegewerk Gesundheit gGmbH',
    city: 'Potsdam',
    course: course(5, 'Gesundheitsmanagement'),
    campus: campus(2, 'Potsdam'),
    startDate: '2028-04-01',
    openPositions: 2,
    workModel: 'onsite',
    studyModel: 'DS',
  }),
  opening(8, {
    title: 'Duales Studium Informatik – Cloud Engineering (m/w/d)',
    companyName: 'Spreeblick Software GmbH',
    city: 'Berlin',
    course: course(2, 'Informatik'),
    campus: campus(1, 'Berlin'),
    startDate: '2027-10-01',
    openPositions: 2,
    workModel: 'remote',
    studyModel: 'DS',
  }),
  opening(9, {
    title: 'Duales Studium Wirtschaftsinformatik – SAP (m/w/d)',
    companyName: 'Havelland Maschinenbau GmbH',
    city: 'Potsdam',
    course: course(1, 'Wirtschaftsinformatik'),
    campus: campus(2, 'Potsdam'),
    startDate: '2028-04-01',
    openPositions: 1,
    workModel: 'onsite',
    studyModel: 'DS',
  }),
  opening(7, {
    title: 'Duales Studium Informatik – IT-Sicherheit (m/w/d)',
    companyName: 'Rheinwerk Digital AG',
    city: 'Berlin',
    course: course(2, 'Informatik'),
    campus: campus(1, 'Berlin'),
    startDate: '2027-10-01',
    openPositions: 0,
    workModel: 'hybrid',
    studyModel: 'DS',
  }),
];

/** The id of opening `n` (as numbered above, not by position). */
const idOf = (n: number) => OPENINGS.find((o) => o.id.endsWith(`a0${String(n).padStart(2, '0')}`))!.id;

const day = (days: number, hour = 10) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour - 1, 0, 0, 0);
  return date.toISOString();
};
const history = (...events: Array<[string, string]>) =>
  events.map(([event, by], index) => ({ event, by, at: day(index - events.length) }));
const match = (
  fields: Partial<SimulatedMatch> & Pick<SimulatedMatch, 'status' | 'offerStatus'>,
): SimulatedMatch => ({
  cancellationReason: null,
  source: 'applicant',
  favorite: false,
  allowedEvents: [],
  interviewAt: null,
  ...fields,
});

/** One opening per state of the details page. */
function states(): Map<string, SimulatedMatch> {
  const id = idOf;
  return new Map([
    [
      id(2),
      match({
        status: 'awaiting_partner_interest',
        offerStatus: 'interestExpressed',
        allowedEvents: ['applicant_declined'],
        favorite: true,
        history: history(['applicant_interested', 'applicant']),
      }),
    ],
    [
      id(3),
      match({
        status: 'awaiting_applicant_interest',
        offerStatus: 'partnerInterested',
        source: 'study_advisor',
        allowedEvents: ['applicant_interested', 'applicant_declined'],
        advisorNote: 'Die Stelle passt gut zu deinem Wunsch, remote zu arbeiten – schau sie dir an!',
        history: history(['advisor_suggested', 'study_advisor']),
      }),
    ],
    [
      id(4),
      match({
        status: 'awaiting_interview_schedule',
        offerStatus: 'partnerAgreed',
        allowedEvents: ['interview_date_chosen', 'applicant_declined'],
        interviewDateSuggestions: [day(3, 10), day(4, 14)],
        history: history(
          ['applicant_interested', 'applicant'],
          ['company_interested', 'company'],
          ['interview_proposed', 'company'],
        ),
      }),
    ],
    [
      id(5),
      match({
        status: 'awaiting_applicant_confirmation',
        offerStatus: 'companyAccepted',
        allowedEvents: ['applicant_accepted', 'applicant_rejected_offer'],
        interviewAt: day(-3, 11),
        history: history(
          ['applicant_interested', 'applicant'],
          ['company_interested', 'company'],
          ['interview_proposed', 'company'],
          ['interview_date_chosen', 'applicant'],
          ['company_accepted', 'company'],
        ),
      }),
    ],
    [
      id(6),
      match({
        status: 'cancelled',
        offerStatus: 'positionClosed',
        cancellationReason: 'rejected_by_company',
        feedbackText:
          'Vielen Dank für das nette Gespräch! Wir haben uns diesmal für jemanden mit Pflegeerfahrung entschieden und wünschen dir alles Gute.',
        history: history(['applicant_interested', 'applicant'], ['company_rejected', 'company']),
      }),
    ],
    [
      id(7),
      match({
        status: 'offer_accepted',
        offerStatus: 'companyAccepted',
        interviewAt: day(-10, 9),
        history: history(
          ['company_interested', 'company'],
          ['applicant_interested', 'applicant'],
          ['interview_date_chosen', 'applicant'],
          ['company_accepted', 'company'],
          ['applicant_accepted', 'applicant'],
        ),
      }),
    ],
  ]);
}

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
      const state: SimulatedState = { openings: OPENINGS, matches: states(), unread: 3 };
      await simulateSelfMatchingReads(page, state);
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

      await page.goto(`/ds/selfmatching?tab=all&courses=${OPENINGS[0]!.course!.id}`);
      await page.getByRole('article').first().waitFor();
      await shot(page, 'overview-all-filtered', size.name, language);

      await page.goto(
        `/ds/selfmatching?tab=all&courses=${OPENINGS[0]!.course!.id},${OPENINGS[3]!.course!.id}&intakes=2031-01-01`,
      );
      await page.waitForLoadState('networkidle');
      await shot(page, 'overview-all-empty', size.name, language);

      const id = idOf;
      const details: Array<[number, string]> = [
        [1, 'details-recommended'],
        [2, 'details-interest-shown'],
        [3, 'details-advisor-suggestion'],
        [4, 'details-pick-interview-date'],
        [5, 'details-offer'],
        [6, 'details-rejected-by-company'],
        [7, 'details-offer-accepted'],
      ];
      for (const [n, name] of details) {
        await page.goto(`/ds/selfmatching/${id(n)}`);
        await page.locator('main h1').first().waitFor();
        await shot(page, name, size.name, language);
      }

      await page.goto(`/ds/selfmatching/${OPENINGS[0]!.id}`);
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
