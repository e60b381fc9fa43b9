/**
 * The applicant home (issue 3 item 2; issue 8 item 2) with a person created by the test: next steps and the step
 * overview follow the real state, the intro carousel stays closed; a certificate the advisor rejects reopens
 * step 1 and puts its re-upload, with the advisor's reason and a direct upload, at the top of the next steps.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { completeStepOne, createApplicantWithUnit } from '../support/applicants';
import { accountOf, documentsOf, pdfUpload, unitsOf } from '../support/journey-steps';

const nextStepsOf = (page: Page) => page.getByRole('region', { name: 'Deine nächsten Schritte' });
const overviewOf = (page: Page) => page.getByRole('region', { name: 'Dein Weg zum dualen Studium' });

test.describe('applicant home', () => {
  test('shows next steps and the step overview from the real state; the intro carousel stays closed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const applicant = await createApplicantWithUnit(page, { firstName: 'Mila' });
    const [unit] = await unitsOf(page);

    // A new person: step 1 is due, with one action per missing item, linking to the step.
    const nextSteps = nextStepsOf(page);
    await expect(nextSteps.getByRole('link', { name: /Persönliche Daten vervollständigen/ })).toHaveAttribute(
      'href',
      '/ds/application/documents',
    );
    await expect(nextSteps.getByRole('link', { name: /Lebenslauf hochladen/ })).toHaveAttribute(
      'href',
      '/ds/application/documents',
    );
    await expect(nextSteps.getByRole('link', { name: /Zeugnis hochladen/ })).toBeVisible();

    const overview = overviewOf(page);
    const rows = overview.getByRole('listitem');
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(0)).toContainText('Jetzt dran');
    await expect(rows.nth(3)).toContainText('Noch gesperrt');
    await expect(rows.nth(4)).toContainText('Noch gesperrt');
    await expect(overview.getByText('0 von 5 Schritten erledigt')).toBeVisible();

    // The advisor card shows the advisor the unit got (WhatsApp only when the advisor offers it).
    await expect(page.getByText(unit!.advisor.name).first()).toBeVisible();
    const whatsapp = page.getByRole('link', { name: 'Per WhatsApp schreiben' });
    if (unit!.advisor.whatsappAvailable)
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    else await expect(whatsapp).toHaveCount(0);

    // The intro carousel shows on the first visit; closed, it stays closed (account metadata).
    const carousel = page.getByRole('region', { name: 'Willkommen in deinem Bewerberportal' });
    await expect(carousel).toBeVisible();
    await carousel.getByRole('button', { name: 'Einführung schließen' }).click();
    await expect(carousel).toBeHidden();
    await expect
      .poll(async () => (await accountOf(page)).metadata.hideHomeIntroCarousel, { timeout: 5_000 })
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Hallo ${applicant.firstName}!` })).toBeVisible();
    await expect(overview).toBeVisible();
    await expect(carousel).toBeHidden();

    // Contact from the navigation: advisor, campus team, support.
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .first()
      .getByRole('link', { name: 'Kontakt' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(page.getByText(unit!.advisor.name)).toBeVisible();
    await page.getByRole('link', { name: 'Team vor Ort' }).click();
    await expect(page).toHaveURL(/\/ds\/contact\/2$/);
    await expect(page.getByRole('heading', { name: 'Campus Berlin' })).toBeVisible();

    // An old address of self-matching lands on self-matching (decision 150).
    await page.goto('/ds/application/selfmatching/1');
    await expect(page).toHaveURL(/\/ds\/selfmatching$/);
  });

  test('a certificate the advisor rejects reopens step 1 and asks for a re-upload with the reason', async ({
    page,
    openAdvisor,
  }) => {
    test.setTimeout(180_000);
    const applicant = await createApplicantWithUnit(page, { firstName: 'Emil' });
    await completeStepOne(page, applicant);

    await page.goto('/ds');
    const overview = overviewOf(page);
    const stepOne = overview.getByRole('listitem').nth(0);
    await expect(stepOne).toContainText('Erledigt');
    await expect(overview.getByText('1 von 5 Schritten erledigt')).toBeVisible();

    // The advisor rejects the certificate (second browser context, real sign-in).
    const reason = 'Auf dem Zeugnis fehlt die zweite Seite mit den Noten.';
    const certificate = (await documentsOf(page)).find((d) => d.name === 'zeugnis.pdf')!;
    const advisor = await openAdvisor();
    await advisor.rejectDocument({ accountId: applicant.accountId }, certificate.uuid, reason);

    // Step 1 is open again; the re-upload is the first next step, with the reason.
    await page.reload();
    await expect(stepOne).toContainText('Jetzt dran');
    await expect(stepOne).not.toContainText('Erledigt');
    await expect(overview.getByText('0 von 5 Schritten erledigt')).toBeVisible();
    const first = nextStepsOf(page).getByRole('listitem').first();
    await expect(first).toContainText('Zeugnis neu hochladen');
    await expect(first).toContainText('„zeugnis.pdf“');
    await expect(first).toContainText(reason);
    await expect(first.getByRole('link', { name: /Zu deinen Unterlagen/ })).toHaveAttribute(
      'href',
      '/ds/application/documents/3',
    );

    // The step-1 screen agrees: it opens at the documents, and its summary is not complete.
    await page.goto('/ds/application/documents');
    await expect(page).toHaveURL(/\/ds\/application\/documents\/3$/);
    await page.goto('/ds/application/documents/5');
    await expect(page.getByText('Super, Schritt 1 ist vollständig!')).toHaveCount(0);

    // The direct upload on the home page: the new certificate is uploaded, the step is done again.
    await page.goto('/ds');
    await nextStepsOf(page)
      .getByLabel('Neue Datei für Zeugnis hochladen')
      .setInputFiles(pdfUpload('zeugnis-vollstaendig.pdf', 'Abiturzeugnis, beide Seiten'));
    await expect(page.getByText('„zeugnis-vollstaendig.pdf“ wurde hochgeladen.')).toBeVisible();
    await expect(stepOne).toContainText('Erledigt');
    await expect(nextStepsOf(page).getByText('Zeugnis neu hochladen')).toHaveCount(0);
    await page.reload();
    await expect(stepOne).toContainText('Erledigt');
    await expect(nextStepsOf(page).getByText('Zeugnis neu hochladen')).toHaveCount(0);
    const stored = await documentsOf(page);
    expect(stored.find((d) => d.name === 'zeugnis-vollstaendig.pdf')).toMatchObject({
      category: 'Certificate',
    });
  });
});
