/**
 * Screenshots of one real mail in German, Arabic and Turkish (decision 271), as a mail program shows its HTML:
 * the confirmation of the public application form, written in the language the form was filled in, at 1280 and
 * 390 px. PNGs under `test-results/mail-language/`.
 */
import { expect, test } from '@playwright/test';
import { applyThroughApplicationService, uniqueEmail } from '../support/journey-steps';
import { WIDTHS } from '../support/screenshots';
import { mailsTo } from '../support/sign-in';

for (const language of ['de', 'ar', 'tr'] as const) {
  test(`the application's confirmation mail in ${language}`, async ({ browser }) => {
    // The web sends the portal language as `Accept-Language` on every call, the application form's too.
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': language } });
    const page = await context.newPage();
    const email = uniqueEmail(`mail-${language}`);
    await applyThroughApplicationService(context.request, context, {
      firstName: 'Yasmin',
      lastName: 'Demir',
      email,
    });
    await expect.poll(async () => (await mailsTo(page, email)).length).toBeGreaterThan(0);
    const [mail] = await mailsTo(page, email);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`/dev/mail/${mail!.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({
        path: `../test-results/mail-language/${language}-${size.name}.png`,
        fullPage: true,
      });
    }
    await context.close();
  });
}
