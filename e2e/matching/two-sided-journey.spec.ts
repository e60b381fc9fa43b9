/**
 * Issue 11 "What must be shown": the whole two-sided journey in two browser contexts, with data this test creates.
 * A fresh company's owner publishes an opening through the wizard (Berlin, 10115, one position); two fresh
 * applicants of the same course, campus and intake live nearby (10245 and 10117) and are made ready by the
 * advisor. Applicant 1 finds the opening under "Für dich empfohlen" with its reasons and shows interest; the company
 * sees her first in the reco tab, shows interest (the contact data appear), proposes two interview dates; she
 * picks one; the company gives its offer; she accepts; the opening is staffed and applicant 2's match ends kindly
 * with "staffed with another applicant". Both bells and the interview mails with their calendar files are checked.
 */
import { expect, test, type Page } from '@playwright/test';
import { createCompanyWithOwner } from '../support/companies';
import { demo } from '../support/demo';
import { h1 } from '../support/journey-steps';
import { freshApplicant, makeReady } from '../support/ready-applicants';
import { LANGUAGES, WIDTHS } from '../support/screenshots';
import { mailsTo, signIn } from '../support/sign-in';

const DIR = 'test-results/screenshots/matching-journey';

/**
 * With SCREENSHOTS=1: the current screen, with this run's real data, at 1280 and 390 px in German and English
 * (the stored language choice and a reload); then back to German at the default size.
 */
async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  for (const language of LANGUAGES) {
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/${name}-${size.name}-${language}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await page.locator('main h1').first().waitFor();
}

function germanDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** A German date `days` from now, for the dialog's date input. */
function germanDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

/** The bell of either portal: opens it and expects a notification whose text matches `text`. */
async function expectInBell(page: Page, text: string | RegExp): Promise<void> {
  const bell = page.getByRole('button', { name: /^Benachrichtigungen/ });
  await expect(bell).toHaveAttribute('aria-label', /ungelesen/);
  await bell.click();
  await expect(page.getByRole('menuitem', { name: text }).first()).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a company publishes an opening, an applicant is matched, interviewed and accepts; the opening is staffed', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const title = `Duales Studium Wirtschaftsinformatik – Journey ${Date.now().toString(36)} (m/w/d)`;

  // ---- Two applicants near Berlin's centre, made ready by the advisor ----
  const ada = await freshApplicant(browser, 'Ada', 'Adler', '10245');
  const bent = await freshApplicant(browser, 'Bent', 'Brandt', '10117');
  const advisorContext = await browser.newContext();
  const advisor = await advisorContext.newPage();
  await signIn(advisor, demo.advisor, '/advisor');
  await expect(advisor.locator('main h1').first()).toBeVisible();
  await makeReady(advisor, ada);
  await makeReady(advisor, bent);
  await advisorContext.close();

  // ---- The company publishes the opening through the wizard ----
  const company = await createCompanyWithOwner(browser, { firstName: 'Jana', lastName: 'Journey' });
  const owner = company.page;
  await owner.goto('/b2b/job-openings/manage/study');
  await expect(owner.getByRole('heading', { level: 1, name: 'Neue Stelle anlegen' })).toBeVisible();
  await owner.getByRole('radio', { name: /Duales Studium \(DS\)/ }).check();
  await owner.getByLabel('Studiengang').selectOption({ label: 'Wirtschaftsinformatik' });
  await owner.getByLabel('Campus').selectOption({ label: 'Campus Berlin (Berlin)' });
  const intakeLabel = await owner
    .getByLabel('Studienstart')
    .locator('option', { hasText: germanDate(ada.intakeDate) })
    .textContent();
  await owner.getByLabel('Studienstart').selectOption({ label: intakeLabel!.trim() });
  await owner.getByRole('button', { name: 'Weiter' }).click();
  await expect(owner).toHaveURL(/\/manage\/job$/);
  await owner.getByLabel('Titel der Stelle').fill(title);
  await owner.getByLabel('Aufgaben').fill('Du entwickelst mit unserem Team Webanwendungen für die Logistik.');
  await owner.getByRole('textbox', { name: 'Ausbildungsort', exact: true }).fill('Berlin');
  await owner.getByLabel('Postleitzahl des Ausbildungsorts').fill('10115');
  await owner.getByLabel('Offene Plätze').fill('1');
  await owner.getByRole('radio', { name: /Vor Ort/ }).check();
  await owner.getByRole('button', { name: 'Weiter' }).click();
  await expect(owner).toHaveURL(/\/manage\/requirements$/);
  await owner.getByRole('button', { name: 'Weiter' }).click();
  await expect(owner).toHaveURL(/\/manage\/finish$/);
  await expect(owner.getByText('Alles vollständig – die Stelle kann veröffentlicht werden.')).toBeVisible();
  await owner.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(owner.getByText('Die Stelle ist veröffentlicht.')).toBeVisible();
  const jobId = /job-openings\/([0-9a-f-]{36})\/overview/.exec(owner.url())![1]!;
  await expect(owner.getByText('1 von 1 Plätzen offen').first()).toBeVisible();

  // ---- Applicant 1 finds it under "Für dich empfohlen" with its reasons and shows interest ----
  const applicant = ada.page;
  await applicant.goto('/ds/selfmatching');
  const dms = applicant.getByRole('dialog', { name: 'Was bedeutet DMS?' });
  if (await dms.isVisible().catch(() => false)) await dms.getByRole('button', { name: 'Verstanden' }).click();
  await expect(h1(applicant, 'Selfmatching')).toBeVisible();
  await expect(
    applicant.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: /Für dich empfohlen/ }),
  ).toHaveAttribute('aria-current', 'page');
  const card = applicant.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Warum das passt')).toBeVisible();
  await expect(card.getByText(/^\d+ km von dir/).first()).toBeVisible();
  await expect(card.getByText(company.companyName)).toBeVisible();
  await shoot(applicant, 'applicant-recommended');
  await card.getByRole('link', { name: `Details ansehen: „${title}“` }).click();
  await expect(h1(applicant, title)).toBeVisible();
  await applicant.getByRole('button', { name: 'Interesse zeigen' }).click();
  await expect(applicant.getByText('Dein Interesse ist beim Unternehmen angekommen.')).toBeVisible();
  await expect(applicant.getByText('Interesse gezeigt').first()).toBeVisible();
  await shoot(applicant, 'applicant-interest-shown');

  // ---- The company: Ada first in the reco tab, marked as interested; no contact data yet ----
  await owner.goto(`/b2b/job-openings/${jobId}`);
  await expect(owner).toHaveURL(new RegExp(`/b2b/job-openings/${jobId}/reco$`));
  const firstCard = owner.getByRole('article').first();
  await expect(firstCard).toContainText('Ada A.');
  await expect(firstCard.getByText('hat Interesse gezeigt')).toBeVisible();
  await shoot(owner, 'company-reco');
  await expectInBell(owner, /Ada interessiert sich für/);
  await firstCard.getByRole('link', { name: /^Profil ansehen ?: Ada A\.$/ }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Ada A.' })).toBeVisible();
  await expect(owner.getByText(ada.email)).toHaveCount(0);
  await expect(
    owner.getByText('Kontaktdaten sehen Sie, sobald beide Seiten Interesse haben.', { exact: false }),
  ).toBeVisible();
  await shoot(owner, 'company-applicant-before-mutual-interest');

  // Interest back: the contact data are visible now.
  await owner.getByRole('button', { name: 'Interesse zeigen' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Ada Adler' })).toBeVisible();
  await expect(owner.getByRole('link', { name: ada.email })).toBeVisible();

  // Two interview dates.
  await owner.getByRole('button', { name: 'Gespräch vereinbaren' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Gespräch vereinbaren' });
  await dialog.getByLabel('Datum 1').fill(germanDay(5));
  await dialog.getByLabel('Uhrzeit 1').fill('10:00');
  await dialog.getByRole('button', { name: 'Weiteren Termin hinzufügen' }).click();
  await dialog.getByLabel('Datum 2').fill(germanDay(6));
  await dialog.getByLabel('Uhrzeit 2').fill('14:30');
  await dialog.getByLabel('Ort oder Videolink (optional)').fill('Invalidenstraße 1, 10115 Berlin');
  await dialog.getByRole('button', { name: 'Termine senden' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(owner.getByText('Die Terminvorschläge wurden an Ada Adler gesendet.')).toBeVisible();
  await shoot(owner, 'company-applicant-dates-proposed');

  // ---- Applicant 2 shows interest in the same opening meanwhile ----
  await bent.page.goto(`/ds/selfmatching/${jobId}`);
  await expect(h1(bent.page, title)).toBeVisible();
  await bent.page.getByRole('button', { name: 'Interesse zeigen' }).click();
  await expect(bent.page.getByText('Dein Interesse ist beim Unternehmen angekommen.')).toBeVisible();

  // ---- Applicant 1 is told in the bell and picks the second date ----
  await applicant.goto('/ds');
  await expectInBell(applicant, new RegExp(`${company.companyName} hat dein Interesse erwidert`));
  await expectInBell(applicant, new RegExp(`${company.companyName} schlägt dir Gesprächstermine vor`));
  await applicant.goto(`/ds/selfmatching/${jobId}`);
  await expect(applicant.getByText('Beide interessiert').first()).toBeVisible();
  await shoot(applicant, 'applicant-pick-date');
  const picker = applicant.getByRole('group', { name: 'Wähle einen Termin für das Kennenlernen' });
  await picker.getByRole('radio', { name: new RegExp(`${germanDay(6)}.*14:30`) }).check();
  await picker.getByRole('button', { name: 'Termin bestätigen' }).click();
  await expect(applicant.getByText('Dein Termin ist bestätigt.')).toBeVisible();
  await expect(applicant.getByText(new RegExp(`Kennenlernen am ${germanDay(6)}.*14:30`))).toBeVisible();
  await expect(applicant.getByText('Euer Kennenlernen ist vereinbart. Viel Erfolg!')).toBeVisible();

  // Both sides get the appointment by mail with a calendar file.
  for (const to of [ada.email, company.ownerEmail]) {
    await expect
      .poll(
        async () => {
          const mails = await mailsTo(applicant, to);
          const mail = mails.find((m) => /Gespräch/.test(m.subject) && m.subject.includes(germanDay(6)));
          const attachments = (mail as unknown as { attachments?: Array<{ filename: string }> } | undefined)
            ?.attachments;
          return attachments?.map((a) => a.filename).some((name) => name.endsWith('.ics')) ?? false;
        },
        { timeout: 15_000, message: `interview mail with .ics to ${to}` },
      )
      .toBe(true);
  }

  // ---- The company sees the chosen date and gives its offer ----
  await owner.goto('/b2b/home');
  await expectInBell(owner, new RegExp(`Gesprächstermin mit Ada( Adler)?: ${germanDay(6)}`));
  await owner.goto(`/b2b/job-openings/${jobId}/applicants/${ada.accountId}`);
  await expect(owner.getByText('Gesprächstermin gewählt')).toBeVisible();
  await owner.getByRole('button', { name: 'Zusage geben' }).click();
  const accept = owner.getByRole('dialog', { name: 'Zusage geben' });
  await accept.getByRole('button', { name: 'Zusage geben' }).click();
  await expect(accept).toHaveCount(0);
  await expect(owner.getByRole('heading', { level: 1, name: 'Ihre Zusage ist unterwegs' })).toBeVisible();
  await shoot(owner, 'company-success-offered');

  // ---- Applicant 1 accepts the offer ----
  await applicant.goto('/ds');
  await expectInBell(applicant, new RegExp(`${company.companyName} bietet dir den Studienplatz an`));
  await applicant.goto(`/ds/selfmatching/${jobId}`);
  await expect(applicant.getByText('Zusage vom Unternehmen').first()).toBeVisible();
  await expect(
    applicant.getByText(
      'Herzlichen Glückwunsch – das Unternehmen möchte dich! Nimm das Angebot an oder lehne es ab.',
    ),
  ).toBeVisible();
  await shoot(applicant, 'applicant-offer');
  await applicant.getByRole('button', { name: 'Angebot annehmen' }).click();
  const confirm = applicant.getByRole('dialog', { name: 'Angebot annehmen?' });
  await confirm.getByRole('button', { name: 'Angebot annehmen' }).click();
  await expect(
    applicant.getByText('Geschafft! Du hast die Stelle. Als Nächstes geht es um deinen Vertrag.'),
  ).toBeVisible();
  // The badge now tells the accepted offer from the pending one.
  await expect(applicant.getByText('Zusage angenommen').first()).toBeVisible();
  await expect(applicant.getByText('Zusage vom Unternehmen')).toHaveCount(0);
  await shoot(applicant, 'applicant-offer-accepted');

  // ---- The opening is staffed with no open position ----
  await owner.goto('/b2b/home');
  await expectInBell(owner, /Ada( Adler)? hat Ihr Angebot angenommen/);
  await owner.goto(`/b2b/job-openings/${jobId}/overview`);
  await expect(owner.locator('main').getByText('Besetzt', { exact: true }).first()).toBeVisible();
  await expect(owner.getByText('0 von 1 Plätzen offen').first()).toBeVisible();
  await shoot(owner, 'company-opening-staffed');
  await owner.goto(`/b2b/job-openings/${jobId}/contacted`);
  await expect(owner.getByRole('article').filter({ hasText: 'Ada Adler' })).toContainText('Besetzt');
  await shoot(owner, 'company-contacted');

  // ---- Applicant 2's match ends kindly ----
  await bent.page.goto('/ds');
  await expectInBell(bent.page, new RegExp(`„${title.replace(/[()]/g, '\\$&')}“ ist inzwischen besetzt`));
  await bent.page.goto(`/ds/selfmatching/${jobId}`);
  await expect(bent.page.getByText('Stelle vergeben').first()).toBeVisible();
  await expect(
    bent.page.getByText(
      'Diese Stelle ist inzwischen vergeben. Schau dir deine anderen Empfehlungen an – es gibt weitere passende Stellen.',
    ),
  ).toBeVisible();
  await expect(bent.page.getByRole('button', { name: 'Interesse zeigen' })).toHaveCount(0);
  // An ended match no longer argues why the opening fits.
  await expect(bent.page.getByRole('heading', { name: 'Warum das passt' })).toHaveCount(0);
  await shoot(bent.page, 'applicant-staffed-elsewhere');

  // ---- The company's success page ----
  await owner.goto(`/b2b/job-openings/${jobId}/applicants/${ada.accountId}/success`);
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Glückwunsch – Ada hat zugesagt!' }),
  ).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Ausbildungsvertrag anfordern' })).toBeVisible();
  await shoot(owner, 'company-success-accepted');
  await owner.getByRole('link', { name: 'Ausbildungsvertrag anfordern' }).click();
  await expect(owner).toHaveURL(new RegExp(`/applicants/${ada.accountId}/contract$`));
  await shoot(owner, 'company-contract-request');
  await owner.goto('/b2b/company/portrait');
  await expect(owner.getByTestId('response-figures')).toBeVisible();
  await shoot(owner, 'company-response-figures');

  await ada.page.context().close();
  await bent.page.context().close();
  await company.context.close();
});
