/**
 * Issue 14 item 1 for the company portal: every screen of `/b2b` (with its dialogs and menus) through axe in
 * German and Arabic at 390 and 1280 px, and the language walk in all ten languages. The data are real and fresh:
 * staff creates the company, its owner registers and publishes an opening, an applicant made ready by the advisor
 * matches it and the company shows interest; the owner invites an employee and opens a support ticket.
 */
import { expect, test, type Page } from '@playwright/test';
import { AUDIT_LANGUAGES, AuditTable, expectNoViolations } from '../support/accessibility-audit';
import { signInAdvisor } from '../support/advisor';
import {
  answerInvitationInOverlay,
  apiHeaders,
  createCompanyWithOwner,
  invitationLink,
  registerThroughInvitation,
  uniqueCompanyEmail,
  type FreshCompany,
} from '../support/companies';
import { demo } from '../support/demo';
import { catalogueIds, companyAction, publishOpening } from '../support/openings';
import { freshApplicant, makeReady } from '../support/ready-applicants';
import {
  auditScreens,
  expectNoFindings,
  openDialogOf,
  openOverlay,
  uiText,
  walkLanguages,
  type AuditedScreen,
} from '../support/route-audit';
import { signIn } from '../support/sign-in';

test.describe.configure({ mode: 'serial' });

let owner: Page;
let company: FreshCompany;
let screens: AuditedScreen[] = [];
/** The screens that differ for an employee without any permission (read-only, refusals). */
let employeeScreens: AuditedScreen[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  company = await createCompanyWithOwner(browser);
  owner = company.page;
  const headers = await apiHeaders(owner);
  const base = `/b2b/v1/companies/${company.companyId}`;

  const opening = await publishOpening(owner, company.companyId, {
    ...(await catalogueIds(owner, 'Wirtschaftsinformatik')),
    title: 'Duales Studium Wirtschaftsinformatik Audit',
    startDate: '2027-10-01',
  });
  const applicant = await freshApplicant(browser, 'Aylin', 'Audit', '10115');
  const advisor = await signInAdvisor(browser);
  await makeReady(advisor.page, applicant);
  await advisor.close();
  await companyAction(owner, company.companyId, opening, applicant.accountId, 'express-interest');
  await applicant.page.context().close();

  const employee = await owner.request.post(`${base}/employees`, {
    headers,
    data: {
      salutation: 'mr',
      firstName: 'Emil',
      lastName: 'Prüfer',
      email: uniqueCompanyEmail('emil'),
      permissions: ['edit job openings'],
    },
  });
  expect(employee.status(), await employee.text()).toBe(201);
  const employeeId = ((await employee.json()) as { id: string }).id;
  const ticket = await owner.request.post(`${base}/support-tickets`, {
    headers,
    data: { subject: 'Frage zur Rechnung', topic: 'other', text: 'Wann kommt die Rechnung für Oktober?' },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: string }).id;
  const news = await owner.request.get('/b2b/v1/news', { headers });
  const newsId = ((await news.json()) as { items: { id: string }[] }).items[0]!.id;

  const jobs = `/b2b/job-openings/${opening}`;
  employeeScreens = [
    { name: '/b2b/home (employee)', path: '/b2b/home' },
    { name: '/b2b/job-openings (employee)', path: '/b2b/job-openings' },
    { name: '/b2b/job-openings/:id/overview (employee)', path: `${jobs}/overview` },
    { name: '/b2b/company (employee)', path: '/b2b/company' },
    { name: '/b2b/company/payment (employee)', path: '/b2b/company/payment' },
    { name: '/b2b/employees (employee)', path: '/b2b/employees' },
    { name: '/b2b/students (employee)', path: '/b2b/students' },
    { name: '/b2b/invoices (employee)', path: '/b2b/invoices' },
  ];
  const applicantPath = `${jobs}/applicants/${applicant.accountId}`;
  screens = [
    { name: '/b2b/home', path: '/b2b/home' },
    {
      name: '/b2b/home (user menu)',
      path: '/b2b/home',
      prepare: openOverlay((page) => page.getByRole('banner').locator('button[aria-haspopup]').last()),
    },
    {
      name: '/b2b/home (notification bell)',
      path: '/b2b/home',
      prepare: openOverlay((page) => page.getByRole('banner').locator('button[aria-haspopup]').first()),
    },
    { name: '/b2b/job-openings', path: '/b2b/job-openings' },
    { name: '/b2b/job-openings/:id/overview', path: `${jobs}/overview` },
    {
      name: '/b2b/job-openings/:id/overview (close dialog)',
      path: `${jobs}/overview`,
      prepare: openDialogOf('company-jobs:details.close'),
    },
    { name: '/b2b/job-openings/:id/reco', path: `${jobs}/reco` },
    { name: '/b2b/job-openings/:id/contacted', path: `${jobs}/contacted` },
    { name: '/b2b/job-openings/manage (new)', path: '/b2b/job-openings/manage' },
    ...['study', 'job', 'requirements', 'finish'].map((step) => ({
      name: `/b2b/job-openings/:id/manage/${step}`,
      path: `${jobs}/manage/${step}`,
    })),
    { name: '/b2b/job-openings/:id/applicants/:id', path: applicantPath },
    {
      name: '/b2b/job-openings/:id/applicants/:id (rejection dialog)',
      path: applicantPath,
      prepare: openDialogOf('company-matching:actions.company_rejected'),
    },
    { name: '/b2b/job-openings/:id/applicants/:id/contract', path: `${applicantPath}/contract` },
    { name: '/b2b/job-openings/:id/applicants/:id/success', path: `${applicantPath}/success` },
    { name: '/b2b/employees', path: '/b2b/employees' },
    {
      name: '/b2b/employees (delete confirmation)',
      path: '/b2b/employees',
      prepare: openDialogOf('company-employees:actions.delete'),
    },
    { name: '/b2b/employees/edit (new)', path: '/b2b/employees/edit' },
    { name: '/b2b/employees/edit/:id', path: `/b2b/employees/edit/${employeeId}` },
    ...['', '/portrait', '/payment'].map((tab) => ({
      name: `/b2b/company${tab}`,
      path: `/b2b/company${tab}`,
    })),
    ...['', '/notifications', '/consents', '/documents'].map((tab) => ({
      name: `/b2b/profile${tab}`,
      path: `/b2b/profile${tab}`,
    })),
    { name: '/b2b/help', path: '/b2b/help' },
    { name: '/b2b/help/job-openings', path: '/b2b/help/job-openings' },
    { name: '/b2b/help/contact', path: '/b2b/help/contact' },
    { name: '/b2b/help/contact/:ticketId', path: `/b2b/help/contact/${ticketId}` },
    { name: '/b2b/notifications', path: '/b2b/notifications' },
    { name: '/b2b/news', path: '/b2b/news' },
    { name: '/b2b/news/:id', path: `/b2b/news/${newsId}` },
    { name: '/b2b/downloads', path: '/b2b/downloads' },
    { name: '/b2b/upskilling', path: '/b2b/upskilling' },
    {
      name: '/b2b/upskilling (request dialog)',
      path: '/b2b/upskilling',
      prepare: openDialogOf('company-business:courses.request'),
    },
    { name: '/b2b/students', path: '/b2b/students' },
    { name: '/b2b/invoices', path: '/b2b/invoices' },
  ];
});

test.afterAll(async () => {
  await owner?.context().close();
});

for (const language of AUDIT_LANGUAGES) {
  test(`every company screen has no WCAG 2.2 A/AA violation in ${language} at 390 and 1280 px`, async () => {
    test.setTimeout(600_000);
    const table = new AuditTable(`Company portal, ${language}`);
    await auditScreens(owner, table, screens, [language]);
    expectNoViolations(table);
  });
}

test('the company-select overlay of a user in two companies has no violation', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.twoCompanies, '/b2b');
  const table = new AuditTable('Company select');
  await auditScreens(page, table, [
    {
      name: '/b2b (company select)',
      path: '/b2b/home',
      // Open at sign-in without a stored choice; otherwise through the user menu's switch.
      prepare: async () => {
        if (await page.getByRole('dialog').isVisible()) return;
        await page.getByRole('banner').locator('button[aria-haspopup]').last().click();
        await page.getByRole('menuitem', { name: await uiText(page, 'shell:company.switch') }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
  ]);
  await context.close();
  expectNoViolations(table);
});

test('an employee without permissions sees the differing screens without violation', async ({ browser }) => {
  test.setTimeout(600_000);
  const email = uniqueCompanyEmail('ohne.rechte');
  const invited = await owner.request.post(`/b2b/v1/companies/${company.companyId}/employees`, {
    headers: await apiHeaders(owner),
    data: { salutation: 'mrs', firstName: 'Nora', lastName: 'Nurlesen', email, permissions: [] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const context = await browser.newContext();
  const employee = await context.newPage();
  await registerThroughInvitation(employee, await invitationLink(owner, email));
  await answerInvitationInOverlay(employee, company.companyName);
  const table = new AuditTable('Company portal, employee without permissions');
  await auditScreens(employee, table, employeeScreens);
  await context.close();
  expectNoViolations(table);
});

test('every company screen is complete in all ten languages', async () => {
  test.setTimeout(900_000);
  expectNoFindings(await walkLanguages(owner, screens));
});
