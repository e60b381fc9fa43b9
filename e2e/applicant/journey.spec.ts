/**
 * The applicant journey, steps 2–5 (issue 3 items 5–8), in the real portal: a distance-study applicant whose
 * info-session attendance waits for confirmation (fern@demo.example, seed) fills in skills, waits, is confirmed by
 * the demo advisor — signed in through the real sign-in in a second browser context, confirming through the
 * advisor API — prepares the interview, writes the motivation through the `#motivation` deep link while step 5 is
 * still locked, is confirmed again, and completes the practice-partner search. Every step is reloaded halfway to
 * prove that what was saved is still there.
 *
 * Onboarding and step 1 of a newly registered applicant are covered by onboarding.spec.ts and documents.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { signInAdvisor } from '../support/advisor';
import { demo } from '../support/demo';
import { accountOf as account, h2, next, pdfUpload, todayGerman as today } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

const MOTIVATION =
  'Ich möchte Theorie und Praxis verbinden: Im Fernstudium lerne ich BWL, im Betrieb setze ich es gleich um.';

test.describe('applicant journey, steps 2–5', () => {
  test('skills, info session, interview and practice-partner search, confirmed by the advisor', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const applicant = demo.distanceApplicant;
    await signIn(page, applicant, '/fs');
    await expect(page.getByRole('heading', { name: /Hallo Sophie/ })).toBeVisible();

    // ---- Step 2: skills and abilities. Opens at the first incomplete sub-step (driving licence). ----
    await page.goto('/fs/application/abilities');
    await expect(page).toHaveURL(/\/fs\/application\/abilities\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fähigkeiten und Kenntnisse' })).toBeVisible();
    await expect(page.getByText('Hast du einen Führerschein der Klasse B?')).toBeVisible();
    await page
      .getByRole('group', { name: /Führerschein der Klasse B/ })
      .getByLabel('Ja')
      .check();
    await next(page);
    await expect(page.getByText('Eingabe erforderlich')).toBeVisible(); // the own car, asked with a licence
    await page
      .getByRole('group', { name: /eigenes Auto/ })
      .getByLabel('Nein')
      .check();
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/3$/);

    // Reload halfway: the driving licence is still saved.
    await page.reload();
    await expect(h2(page, 'Sprachen')).toBeVisible();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/abilities\/2$/);
    await expect(
      page.getByRole('group', { name: /Führerschein der Klasse B/ }).getByLabel('Ja'),
    ).toBeChecked();
    await expect(page.getByRole('group', { name: /eigenes Auto/ }).getByLabel('Nein')).toBeChecked();

    // Work experience: "yes" needs an entry.
    await page.getByRole('button', { name: /Berufserfahrung/ }).click();
    await expect(page).toHaveURL(/\/abilities\/1$/);
    const entry = page.getByRole('group', { name: 'Station 1' });
    await entry.getByLabel(/^Arbeitgeber/).fill('Stadtsparkasse München');
    await entry.getByLabel(/^Position/).fill('Auszubildende Bankkauffrau');
    await entry.getByLabel(/^Beginn/).fill('2017-09');
    await entry.getByLabel(/^Ende/).fill('2020-06');
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/2$/);
    await next(page);
    // Languages come from onboarding; keep them.
    await expect(page.getByLabel(/^Sprache\s*\*?$/).first()).toHaveValue(/.+/);
    await next(page);

    // Graduation: decimal comma.
    await expect(page).toHaveURL(/\/abilities\/4$/);
    await page.getByLabel(/^Durchschnittsnote/).fill('2,4');
    await page.getByLabel(/^Abschlussjahr/).fill('2017');
    await page.getByLabel(/^Schule/).fill('FOS Regensburg');
    await next(page);

    // Software (optional).
    await expect(page).toHaveURL(/\/abilities\/5$/);
    await page.getByRole('button', { name: 'Microsoft Excel hinzufügen' }).click();
    await page.getByLabel(/^Kenntnisstand/).selectOption({ label: 'Fortgeschritten' });
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/6$/);
    await expect(page.getByText('Geschafft – Schritt 2 ist erledigt!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Durchschnittsnote 2,4 · FOS Regensburg · 2017')).toBeVisible();
    await expect(page.getByText('Microsoft Excel (Fortgeschritten)')).toBeVisible();
    await expect(page.getByText('Auszubildende Bankkauffrau')).toBeVisible();
    const saved = await account(page);
    expect(saved).toMatchObject({ drivingLicenseExists: true, ownCar: false, gradeAverage: 2.4 });

    // ---- Step 3: info session, ticked in the seed, pending until the advisor confirms. ----
    await page.getByRole('link', { name: /Weiter zur Infoveranstaltung/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/info\/2$/);
    await expect(page.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeVisible();
    await expect(
      page.getByText('Die Bestätigung erfolgt in der Regel innerhalb von 3 Werktagen.'),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeVisible();
    // Ticking is not enough: step 4 stays locked.
    await page.goto('/fs/application/interview');
    await expect(page.getByText('Dieser Schritt ist noch gesperrt.')).toBeVisible();
    await page.getByRole('link', { name: /Zur Infoveranstaltung/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/info\/2$/);

    // The advisor signs in (second browser context) and confirms the info session.
    const advisor = await signInAdvisor(browser);
    await advisor.confirmInfoSession(applicant);

    await page.getByRole('button', { name: 'Status prüfen' }).click();
    await expect(page).toHaveURL(/\/fs\/application\/info\/3$/);
    await expect(page.getByText('Deine Teilnahme ist bestätigt.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Deine Teilnahme ist bestätigt.')).toBeVisible();

    // ---- Step 4: interview. Preparation, then waiting. ----
    await page.getByRole('link', { name: /Weiter zum Beratungsgespräch/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/interview\/1$/);
    await expect(h2(page, 'So bereitest du dich vor')).toBeVisible();
    await expect(page.getByText('Anna Berger')).toBeVisible();
    await next(page);
    await expect(page).toHaveURL(/\/interview\/2$/);
    await page.reload();
    await expect(page.getByText('Dein Beratungsgespräch wurde noch nicht bestätigt.')).toBeVisible();

    // Meanwhile: the motivation, through the #motivation deep link, while step 5 is still locked.
    await page.getByRole('link', { name: /Motivation/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/search\/3#motivation$/);
    const motivation = page.getByLabel(/^Dein Motivationstext/);
    await expect(motivation).toBeFocused();
    await expect(page.getByText('Die Praxispartnersuche ist noch gesperrt.')).toBeVisible();
    await motivation.fill(MOTIVATION);
    await expect(page.getByText(`noch ${1600 - MOTIVATION.length} Zeichen`)).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Deine Motivation ist gespeichert.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Dein Motivationstext/)).toHaveValue(MOTIVATION);
    expect((await account(page)).metadata).toMatchObject({ interactedWithMotivationStep: true });

    // The advisor confirms the interview; the waiting screen turns into the confirmation with the date.
    await advisor.confirmInterview(applicant);
    await advisor.close();
    await page.goto('/fs/application/interview/2');
    await expect(page).toHaveURL(/\/fs\/application\/interview\/3$/);
    await expect(page.getByText('Dein Beratungsgespräch ist bestätigt.')).toBeVisible();
    await expect(page.getByText(`am Gespräch vom ${today()} bestätigt`, { exact: false })).toBeVisible();
    await next(page);
    await expect(page.getByText('Geschafft – Schritt 4 ist erledigt!')).toBeVisible();

    // ---- Step 5: practice-partner search. Graduation is done, so it opens at the distance. ----
    await page.getByRole('link', { name: /Weiter zur Praxispartnersuche/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/search\/2$/);
    await page.getByLabel(/bis 10 km/).check();
    await next(page);
    await expect(page).toHaveURL(/\/search\/3$/);
    await page.reload();
    await expect(page.getByLabel(/^Dein Motivationstext/)).toHaveValue(MOTIVATION);
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByLabel(/bis 10 km/)).toBeChecked();
    await next(page);
    await next(page);

    // Documents: the CV is uploaded right here with the documents module's card.
    await expect(page).toHaveURL(/\/search\/4$/);
    const cv = page.getByRole('region', { name: /Lebenslauf/ });
    await cv
      .locator('input[type="file"]')
      .setInputFiles(pdfUpload('lebenslauf-sophie.pdf', 'Lebenslauf Sophie Wagner'));
    await expect(cv.getByText('lebenslauf-sophie.pdf').first()).toBeVisible();
    await next(page);

    // Partner found.
    await expect(page).toHaveURL(/\/search\/5$/);
    await page.getByLabel(/Ich habe einen Praxispartner gefunden/).check();
    await page.getByLabel(/^Name des Unternehmens/).fill('Isarwerk Versicherungen AG');
    await page
      .getByLabel(/^Ansprechperson und Kontaktdaten/)
      .fill('Jana Roth, +49 89 123456, j.roth@isarwerk.example');
    await page.getByLabel(/^Anschrift des Unternehmens/).fill('Leopoldstraße 10, 80802 München');
    await page.getByRole('button', { name: /Praxispartner speichern/ }).click();
    await expect(page).toHaveURL(/\/search\/6$/);
    await expect(page.getByText('Glückwunsch – du hast einen Praxispartner!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Glückwunsch – du hast einen Praxispartner!')).toBeVisible();
    await expect(page.getByText('Isarwerk Versicherungen AG').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Weiter zu Vertrag und Einschreibung/ })).toHaveAttribute(
      'href',
      '/ds/application/contracts',
    );
    expect(await account(page)).toMatchObject({
      practicePartnerExists: true,
      practicePartnerName: 'Isarwerk Versicherungen AG',
      practicePartnerMaxDistance: 10,
      motivationText: MOTIVATION,
      infoSessionAttendanceConfirmed: true,
    });
  });
});
