/**
 * Issue 14 item 1 for the workspace: the study advisor's screens (`/advisor`, an applicant, the profile) as the demo
 * advisor, and the partner support's area (`/advisor/staff/...`) as the demo staff member, with their dialogs,
 * through axe in German and Arabic at 390 and 1280 px, and the language walk in all ten languages. A ticket and a
 * content entry are made fresh for the thread and the editor.
 */
import { expect, test, type Page } from '@playwright/test';
import { AUDIT_LANGUAGES, AuditTable, expectNoViolations } from '../support/accessibility-audit';
import { apiHeaders } from '../support/companies';
import { demo } from '../support/demo';
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

let advisor: Page;
let staff: Page;
let advisorScreens: AuditedScreen[] = [];
let staffScreens: AuditedScreen[] = [];

const userMenu = openOverlay((page) => page.getByRole('banner').locator('button[aria-haspopup]').last());

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  advisor = await (await browser.newContext()).newPage();
  await signIn(advisor, demo.advisor, '/advisor');
  const applicants = await advisor.request.get('/v1/advisor/applicants', {
    headers: await apiHeaders(advisor),
    params: { search: demo.applicant },
  });
  const lena = ((await applicants.json()) as { items: { accountId: string }[] }).items[0]!.accountId;
  advisorScreens = [
    { name: '/advisor', path: '/advisor' },
    { name: '/advisor (user menu)', path: '/advisor', prepare: userMenu },
    { name: '/advisor/applicants/:id', path: `/advisor/applicants/${lena}` },
    { name: '/advisor/profile', path: '/advisor/profile' },
  ];

  // A company asks the partner support; staff answers it in the thread.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, demo.owner, '/b2b');
  const ownerHeaders = await apiHeaders(owner);
  const me = await owner.request.get('/b2b/v1/me', { headers: ownerHeaders });
  const company = ((await me.json()) as { companies: { id: string }[] }).companies[0]!.id;
  const ticket = await owner.request.post(`/b2b/v1/companies/${company}/support-tickets`, {
    headers: ownerHeaders,
    data: { subject: 'Zugang für Kollegin', topic: 'employees', text: 'Die Einladung ist nicht angekommen.' },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: string }).id;
  await owner.context().close();

  staff = await (await browser.newContext()).newPage();
  await signIn(staff, demo.staff, '/advisor');
  const staffHeaders = await apiHeaders(staff);
  const entry = await staff.request.post('/v1/staff/content', {
    headers: staffHeaders,
    data: {
      kind: 'news',
      audience: 'company',
      unit: 'both',
      language: 'de',
      title: 'Neue Termine für das Praxispartner-Forum',
      teaser: 'Die Anmeldung ist ab sofort offen.',
      body: 'Wir freuen uns auf **Ihren Besuch**.\n\n- Workshop\n- Austausch',
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const entryId = ((await entry.json()) as { id: string }).id;

  staffScreens = [
    { name: '/advisor/staff/tickets', path: '/advisor/staff/tickets' },
    { name: '/advisor/staff/tickets/:id', path: `/advisor/staff/tickets/${ticketId}` },
    { name: '/advisor/staff/companies', path: '/advisor/staff/companies' },
    {
      name: '/advisor/staff/companies (create dialog)',
      path: '/advisor/staff/companies',
      prepare: openDialogOf('staff-companies:create.open'),
    },
    { name: '/advisor/staff/content', path: '/advisor/staff/content' },
    { name: '/advisor/staff/content/new', path: '/advisor/staff/content/new' },
    { name: '/advisor/staff/content/:id', path: `/advisor/staff/content/${entryId}` },
    {
      name: '/advisor/staff/content/:id (delete confirmation)',
      path: `/advisor/staff/content/${entryId}`,
      prepare: openDialogOf('staff-content:editor.delete'),
    },
    { name: '/advisor/staff/campaigns', path: '/advisor/staff/campaigns' },
    {
      name: '/advisor/staff/campaigns (editor)',
      path: '/advisor/staff/campaigns',
      // The editor opens in place of the list.
      prepare: async (page) => {
        const create = page.getByRole('button', {
          name: await uiText(page, 'staff-campaigns:campaigns.new'),
        });
        if (await create.isVisible()) await create.click();
        await expect(page.locator('main form')).toBeVisible();
      },
    },
    { name: '/advisor/staff/campaigns?tab=modules', path: '/advisor/staff/campaigns?tab=modules' },
    { name: '/advisor/staff/company-content', path: '/advisor/staff/company-content' },
    { name: '/advisor/staff/invoices', path: '/advisor/staff/invoices' },
    { name: '/advisor/staff/feedback', path: '/advisor/staff/feedback' },
    { name: '/advisor/staff/analytics', path: '/advisor/staff/analytics' },
    { name: '/advisor/staff/jobs', path: '/advisor/staff/jobs' },
  ];
});

test.afterAll(async () => {
  await advisor?.context().close();
  await staff?.context().close();
});

for (const language of AUDIT_LANGUAGES) {
  test(`every workspace screen has no WCAG 2.2 A/AA violation in ${language} at 390 and 1280 px`, async () => {
    test.setTimeout(600_000);
    const table = new AuditTable(`Workspace (advisor and staff), ${language}`);
    await auditScreens(advisor, table, advisorScreens, [language]);
    await auditScreens(staff, table, staffScreens, [language]);
    expectNoViolations(table);
  });
}

test('every workspace screen is complete in all ten languages', async () => {
  test.setTimeout(900_000);
  const findings = [
    ...(await walkLanguages(advisor, advisorScreens)),
    ...(await walkLanguages(staff, staffScreens)),
  ];
  expectNoFindings(findings);
});
