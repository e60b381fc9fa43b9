/**
 * Mails and notifications in the language the applicant uses the portal in (decisions 270, 271): a fresh
 * applicant switches the portal to Arabic with the language switcher; when the advisor then confirms her info
 * session, the dev mailbox holds the confirmation in Arabic, laid out right to left, and the notification bell
 * shows it in Arabic too.
 */
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { mailsTo } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The server catalogue's Arabic texts of the info-session confirmation (`events.infoSessionConfirmed`). */
const ARABIC = {
  title: 'تم تأكيد حضورك للجلسة التعريفية',
  step: 'وبذلك أنجزت الخطوة 3 من مسارك.',
  action: 'إلى الخطوة التالية',
};
const RTL_MARK = '\u200F';

test('an applicant who switched the portal to Arabic gets the advisor’s confirmation in Arabic', async ({
  page,
  openAdvisor,
}) => {
  test.setTimeout(120_000);
  const applicant = await createApplicantWithUnit(page, { firstName: 'Yasmin' });
  await tickInfoSession(page);

  // The switcher of the applicant's header, as a person uses it.
  await page.getByRole('button', { name: /Sprache wählen/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The next signed-in call states the language; the server stores it (only now, as it changed).
  const stated = page.waitForResponse(
    (response) =>
      response.url().includes('/v1/account') && response.request().headers()['accept-language'] === 'ar',
  );
  await page.goto('/ds');
  expect((await stated).ok()).toBe(true);

  const advisor = await openAdvisor();
  await advisor.confirmInfoSession(applicant.email);

  await expect
    .poll(async () => (await mailsTo(page, applicant.email)).map((mail) => mail.subject))
    .toContain(ARABIC.title);
  const mail = (await mailsTo(page, applicant.email)).find((m) => m.subject === ARABIC.title)!;
  // Right-to-left marks each line; the Latin name is isolated so it keeps its place in the Arabic greeting.
  expect(mail.text.startsWith(`${RTL_MARK}مرحبًا \u2068Yasmin\u2069،`)).toBe(true);
  expect(mail.text).toContain(ARABIC.step);
  // No German line anywhere in the mail.
  expect(mail.text).not.toMatch(/Hallo|Teilnahme|Infoveranstaltung/);

  // The mail as a mail program shows it: Arabic, right to left.
  const html = await page.request.get(`/dev/mail/${mail.id}`);
  expect(await html.text()).toContain('<html lang="ar" dir="rtl">');
  const view = await page.context().newPage();
  await view.goto(`/dev/mail/${mail.id}`);
  await expect(view.getByRole('link', { name: ARABIC.action })).toBeVisible();
  await view.close();

  // The bell lists the notification in Arabic.
  await page.reload();
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(ARABIC.title) })).toBeVisible();
});
