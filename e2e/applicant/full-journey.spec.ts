/**
 * THE end-to-end journey of issue 3, in headless Chromium against the real portal: a person applies through the
 * public application service (Wirtschaftsinformatik at the Berlin campus, the earliest intake), registers with the
 * same e-mail, goes through onboarding (verification link from the dev mailbox), is assigned to the unit with
 * advisor Anna Berger, fills in steps 1–5 — the demo advisor signs in through the real sign-in in a second browser
 * context and confirms the info session and the interview through the advisor API — and hands in the contract
 * and enrolment documents. Every step is reloaded halfway, and what was entered is checked on the screen and
 * through `GET /v1/account` / `GET /v1/documents`.
 */
import { expect, test } from '../support/test';
import {
  threeWeeksAgoIso,
  accountOf,
  applyThroughApplicationService,
  completeOnboarding,
  documentsOf,
  fillContactStep,
  fillPersonalStep,
  h1,
  h2,
  next,
  pdfUpload,
  registerApplicant,
  todayGerman,
  uniqueEmail,
  unitsOf,
  uploadCard,
  uploadOnCard,
  fillWorkExperience,
} from '../support/journey-steps';

const FIRST_NAME = 'Mira';
const LAST_NAME = 'Sommerfeld';
const MOTIVATION =
  'Ich möchte Wirtschaft und Informatik im Betrieb verbinden: Was ich an der Hochschule lerne, setze ich in ' +
  'der Praxisphase direkt in echten Projekten um.';

test.describe('the applicant journey from the application to the contract documents', () => {
  test('a new applicant goes through onboarding, steps 1–5 and the contract documents, reloading in each step', async ({
    page,
    openAdvisor,
  }) => {
    test.setTimeout(6 * 60_000);
    const email = uniqueEmail('mira.sommerfeld');

    // ---- (1) The application through the public application service. ----
    const application = await applyThroughApplicationService(page.request, page.context(), {
      firstName: FIRST_NAME,
      lastName: LAST_NAME,
      email,
    });
    expect(application.email).toBe(email);

    // ---- (2) Registration with the same e-mail, (3) onboarding. ----
    await registerApplicant(page, { firstName: FIRST_NAME, lastName: LAST_NAME, email });
    await completeOnboarding(page, { firstName: FIRST_NAME, email });
    await page.reload();
    await expect(h1(page, `Geschafft, ${FIRST_NAME}!`)).toBeVisible();
    const onboarded = await accountOf(page);
    expect(onboarded).toMatchObject({
      emailVerified: true,
      universityEntranceQualification: 'Abitur',
      languageSkills: [{ code: 'de', level: 5 }],
      accreditedAuthorityGermanLanguage: 'TestDaF',
    });
    const accountId = onboarded.uuid as string;
    expect(accountId).toBeTruthy();

    // ---- (4) Home: the unit is polled until it exists; then the advisor of the Berlin campus. ----
    await page.getByRole('button', { name: /Zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/ds$/);
    await expect(page.getByRole('heading', { name: `Hallo ${FIRST_NAME}!` })).toBeVisible({
      timeout: 70_000,
    });
    expect((await accountOf(page)).metadata.onboardingDone).toBe(true);
    await expect(page.getByText('Anna Berger').first()).toBeVisible();
    // The unit came from the application: Berlin campus, earliest intake, the Berlin advisor.
    const [unit] = await unitsOf(page);
    expect(unit).toMatchObject({
      unit: 'ds',
      advisor: { name: 'Anna Berger' },
      applications: [
        {
          campus: { city: 'Berlin' },
          course: { name: application.courseName },
          intake: { id: application.intake.id, date: application.intake.date },
        },
      ],
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: `Hallo ${FIRST_NAME}!` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Anna Berger').first()).toBeVisible();

    // ---- (5) Step 1: contact, personal data, required documents. ----
    await page.goto('/ds/application/documents');
    await expect(page).toHaveURL(/\/ds\/application\/documents\/1$/);
    await expect(h1(page, 'Persönliche Daten und Unterlagen')).toBeVisible();
    await fillContactStep(page, email, '+49 176 4455 6677');
    await expect(page.getByLabel(/^Vorname/)).toHaveValue(FIRST_NAME);
    await fillPersonalStep(page, {
      salutation: 'Frau',
      birthday: '2006-03-14',
      placeOfBirth: 'Cottbus',
      country: 'Deutschland',
      street: 'Kastanienallee 12',
      postalCode: '10435',
      city: 'Berlin',
    });
    await uploadOnCard(page, 'Lebenslauf', pdfUpload('lebenslauf-mira.pdf', 'Lebenslauf Mira Sommerfeld'));

    // Reload in the middle of step 1: contact and personal data and the first upload are still there.
    await page.reload();
    await expect(page).toHaveURL(/\/documents\/3$/);
    await expect(uploadCard(page, 'Lebenslauf').getByText('lebenslauf-mira.pdf')).toBeVisible();
    expect(await accountOf(page)).toMatchObject({
      phone: '+49 176 4455 6677',
      salutation: 'mrs',
      birthday: '2006-03-14',
      placeOfBirth: 'Cottbus',
      shippingStreet: 'Kastanienallee 12',
      shippingPostalCode: '10435',
      shippingCity: 'Berlin',
    });
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/documents\/2$/);
    await expect(page.getByLabel(/^Geburtsort/)).toHaveValue('Cottbus');
    await expect(page.getByLabel(/^Postleitzahl/)).toHaveValue('10435');
    await expect(page.getByRole('radio', { name: 'Frau', exact: true })).toBeChecked();
    await next(page);
    await expect(page).toHaveURL(/\/documents\/3$/);

    await uploadOnCard(
      page,
      'Zeugnis oder beglaubigte Kopie',
      pdfUpload('abiturzeugnis.pdf', 'Abiturzeugnis'),
    );
    await next(page);
    await expect(page).toHaveURL(/\/documents\/4$/);
    await next(page);
    await expect(page).toHaveURL(/\/documents\/5$/);
    await expect(page.getByText('Super, Schritt 1 ist vollständig!')).toBeVisible();
    expect((await documentsOf(page)).map((d) => d.name).sort()).toEqual([
      'abiturzeugnis.pdf',
      'lebenslauf-mira.pdf',
    ]);

    // ---- (6) Step 2: skills and abilities. ----
    await page.getByRole('link', { name: 'Weiter zu Schritt 2' }).click();
    await expect(page).toHaveURL(/\/ds\/application\/abilities\/1$/);
    await expect(h1(page, 'Fähigkeiten und Kenntnisse')).toBeVisible();
    await fillWorkExperience(page, {
      employer: 'Spreeblick Software GmbH',
      position: 'Praktikantin Webentwicklung',
      from: '2024-07',
      to: '2024-08',
    });
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/2$/);
    await page
      .getByRole('group', { name: /Führerschein der Klasse B/ })
      .getByLabel('Ja')
      .check();
    await page
      .getByRole('group', { name: /eigenes Auto/ })
      .getByLabel('Nein')
      .check();
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/3$/);

    // Reload in the middle of step 2.
    await page.reload();
    await expect(h2(page, 'Sprachen')).toBeVisible();
    await expect(
      page
        .getByLabel(/^Sprache\s*\*?$/)
        .first()
        .locator('option:checked'),
    ).toHaveText('Deutsch');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/abilities\/2$/);
    await expect(
      page.getByRole('group', { name: /Führerschein der Klasse B/ }).getByLabel('Ja'),
    ).toBeChecked();
    await expect(page.getByRole('group', { name: /eigenes Auto/ }).getByLabel('Nein')).toBeChecked();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/abilities\/1$/);
    await expect(page.getByRole('group', { name: 'Station 1' }).getByLabel(/^Arbeitgeber/)).toHaveValue(
      'Spreeblick Software GmbH',
    );
    await next(page);
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/3$/);
    await next(page);

    await expect(page).toHaveURL(/\/abilities\/4$/);
    await page.getByLabel(/^Durchschnittsnote/).fill('1,8');
    await page.getByLabel(/^Abschlussjahr/).fill('2025');
    await page.getByLabel(/^Schule/).fill('Humboldt-Gymnasium Berlin');
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/5$/);
    await page.getByRole('button', { name: 'Microsoft Excel hinzufügen' }).click();
    await page.getByLabel(/^Kenntnisstand/).selectOption({ label: 'Fortgeschritten' });
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/6$/);
    await expect(page.getByText('Geschafft – Schritt 2 ist erledigt!')).toBeVisible();
    expect(await accountOf(page)).toMatchObject({
      professionalExperienceExists: true,
      workExperiences: [expect.objectContaining({ employer: 'Spreeblick Software GmbH' })],
      drivingLicenseExists: true,
      ownCar: false,
      gradeAverage: 1.8,
    });

    // ---- (7) Step 3: info session, ticked → pending; the advisor confirms. ----
    await page.goto('/ds/application/info');
    await expect(page).toHaveURL(/\/ds\/application\/info\/1$/);
    await page.getByRole('button', { name: 'Teilnahme angeben' }).click();
    await expect(page.getByText('Teilnahme muss bestätigt werden')).toBeVisible();
    await page.getByLabel('Ich habe an einer Infoveranstaltung teilgenommen').check();
    await page.getByRole('button', { name: 'Teilnahme angeben' }).click();
    await expect(page).toHaveURL(/\/info\/2$/);
    await expect(page.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeVisible();

    // Reload in the middle of step 3: still pending; step 4 stays locked.
    await page.reload();
    await expect(page.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeVisible();
    expect(await accountOf(page)).toMatchObject({
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: false,
    });
    await page.goto('/ds/application/interview');
    await expect(page.getByText('Dieser Schritt ist noch gesperrt.')).toBeVisible();
    await page.getByRole('link', { name: /Zur Infoveranstaltung/ }).click();
    await expect(page).toHaveURL(/\/ds\/application\/info\/2$/);

    // The advisor, in a second browser context through the real sign-in, confirms; the applicant reloads.
    const advisor = await openAdvisor();
    await advisor.confirmInfoSession({ accountId });
    await page.reload();
    await expect(page).toHaveURL(/\/info\/3$/);
    await expect(page.getByText('Deine Teilnahme ist bestätigt.')).toBeVisible();
    expect((await accountOf(page)).infoSessionAttendanceConfirmed).toBe(true);

    // ---- (8) Step 4: the interview, confirmed by the advisor. ----
    await page.getByRole('link', { name: /Weiter zum Beratungsgespräch/ }).click();
    await expect(page).toHaveURL(/\/ds\/application\/interview\/1$/);
    await expect(h2(page, 'So bereitest du dich vor')).toBeVisible();
    await expect(page.getByText('Anna Berger').first()).toBeVisible();
    await next(page);
    await expect(page).toHaveURL(/\/interview\/2$/);
    await page.goto('/ds/application/search/5');
    await expect(page.getByText('Dieser Schritt ist noch gesperrt.')).toBeVisible();
    await page.goto('/ds/application/interview/2');
    // Reload in the middle of step 4: still waiting for the advisor.
    await page.reload();
    await expect(page.getByText('Dein Beratungsgespräch wurde noch nicht bestätigt.')).toBeVisible();

    await advisor.confirmInterview({ accountId });

    await page.reload();
    await expect(page).toHaveURL(/\/interview\/3$/);
    await expect(page.getByText('Dein Beratungsgespräch ist bestätigt.')).toBeVisible();
    await expect(
      page.getByText(`am Gespräch vom ${todayGerman()} bestätigt`, { exact: false }),
    ).toBeVisible();
    await next(page);
    await expect(page.getByText('Geschafft – Schritt 4 ist erledigt!')).toBeVisible();

    // ---- (9) Step 5: practice-partner search. ----
    await page.goto('/ds/application/search/1');
    await expect(page.getByLabel(/^Durchschnittsnote/)).toHaveValue('1,8');
    await next(page);
    await expect(page).toHaveURL(/\/search\/2$/);
    await page.getByLabel(/bis 15 km/).check();
    await next(page);
    await expect(page).toHaveURL(/\/search\/3$/);
    const motivation = page.getByLabel(/^Dein Motivationstext/);
    await motivation.fill(MOTIVATION);
    await expect(page.getByText(`noch ${1600 - MOTIVATION.length} Zeichen`)).toBeVisible();
    await next(page);
    await expect(page).toHaveURL(/\/search\/4$/);

    // Reload in the middle of step 5: distance and motivation are still there.
    await page.reload();
    await expect(page).toHaveURL(/\/search\/4$/);
    await expect(
      uploadCard(page, /Lebenslauf/)
        .getByText('lebenslauf-mira.pdf')
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByLabel(/^Dein Motivationstext/)).toHaveValue(MOTIVATION);
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByLabel(/bis 15 km/)).toBeChecked();
    expect(await accountOf(page)).toMatchObject({
      practicePartnerMaxDistance: 15,
      motivationText: MOTIVATION,
    });
    await next(page);
    await next(page);
    await expect(page).toHaveURL(/\/search\/4$/);
    await uploadOnCard(page, /^Motivationsschreiben/, pdfUpload('anschreiben.pdf', 'Motivationsschreiben'));
    await next(page);

    await expect(page).toHaveURL(/\/search\/5$/);
    await page.getByLabel(/Ich habe einen Praxispartner gefunden/).check();
    await page.getByRole('button', { name: /Praxispartner speichern/ }).click();
    await expect(
      page.getByText(/Eingabe erforderlich|Kontaktdaten und Anschrift müssen angegeben werden/).first(),
    ).toBeVisible();
    await page.getByLabel(/^Name des Unternehmens/).fill('Spreeblick Software GmbH');
    await page
      .getByLabel(/^Ansprechperson und Kontaktdaten/)
      .fill('Tobias Brandt, +49 30 5550 1234, t.brandt@spreeblick.example');
    await page.getByLabel(/^Anschrift des Unternehmens/).fill('Schönhauser Allee 36, 10435 Berlin');
    await page.getByRole('button', { name: /Praxispartner speichern/ }).click();
    await expect(page).toHaveURL(/\/search\/6$/);
    await expect(page.getByText('Glückwunsch – du hast einen Praxispartner!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Glückwunsch – du hast einen Praxispartner!')).toBeVisible();
    expect(await accountOf(page)).toMatchObject({
      practicePartnerExists: true,
      practicePartnerName: 'Spreeblick Software GmbH',
      practicePartnerMaxDistance: 15,
      motivationText: MOTIVATION,
    });

    // ---- (10) Contracts and enrolment. ----
    await page.getByRole('link', { name: /Weiter zu Vertrag und Einschreibung/ }).click();
    await expect(page).toHaveURL(/\/ds\/application\/contracts(\/1)?$/);
    await expect(h1(page, 'Vertrag und Einschreibung')).toBeVisible();
    await page.goto('/ds/application/contracts/1');
    await expect(page.getByLabel(/^Geburtsort/)).toHaveValue('Cottbus');
    await page.getByLabel(/Gesetzlich versichert/).check();
    await next(page);
    await expect(page).toHaveURL(/\/contracts\/2$/);
    await expect(page.getByLabel(/^Schule/)).toHaveValue('Humboldt-Gymnasium Berlin');
    await next(page);

    await expect(page).toHaveURL(/\/contracts\/3$/);
    const insurance = uploadCard(page, /^Nachweis der Krankenversicherung/);
    await insurance.getByLabel(/^Ausstellungsdatum des Nachweises/).fill(threeWeeksAgoIso());
    await uploadOnCard(
      page,
      /^Nachweis der Krankenversicherung/,
      pdfUpload('versicherungsnachweis.pdf', 'TK Bescheinigung'),
    );

    // Reload in the middle of the contract documents: the proof with its issue date and the personal data stay.
    await page.reload();
    await expect(page).toHaveURL(/\/contracts\/3$/);
    await expect(insurance.getByText('versicherungsnachweis.pdf')).toBeVisible();
    const proof = (await documentsOf(page)).find((d) => d.name === 'versicherungsnachweis.pdf');
    expect(proof).toMatchObject({ category: 'Certificate health insurance', issuedOn: threeWeeksAgoIso() });
    expect((await accountOf(page)).healthInsuranceType).toBe('statutory');
    await page.getByLabel(/^Krankenkasse/).fill('Techniker Krankenkasse');
    await next(page);
    await expect(page.getByText('Es fehlt noch: Vertrag')).toBeVisible();
    await uploadOnCard(page, /^Vertrag/, pdfUpload('studienvertrag.pdf', 'Studienvertrag unterschrieben'));
    await next(page);

    await expect(page).toHaveURL(/\/contracts\/4$/);
    // Not a native speaker (C1): the German proof from onboarding is prefilled and its certificate is required.
    await expect(page.getByLabel(/^Art des Deutschnachweises/).locator('option:checked')).toHaveText(
      'TestDaF (TDN 3)',
    );
    await expect(page.getByLabel(/^Datum der Anerkennung/)).toHaveValue('01.06.2030');
    await next(page);
    await expect(page.getByText('Es fehlt noch: Deutschnachweis')).toBeVisible();
    await uploadOnCard(page, /^Deutschnachweis/, pdfUpload('testdaf-zertifikat.pdf', 'TestDaF TDN 4'));
    await next(page);

    await expect(page).toHaveURL(/\/contracts\/5$/);
    await expect(page.getByText(/Deine Vertragsunterlagen sind vollständig/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Deine Vertragsunterlagen sind vollständig/)).toBeVisible();
    expect(await accountOf(page)).toMatchObject({ healthInsuranceCompany: 'Techniker Krankenkasse' });
    expect((await documentsOf(page)).map((d) => d.category).sort()).toEqual(
      [
        'CV',
        'Certificate',
        'Certificate German skills',
        'Certificate health insurance',
        'Contract',
        'Other',
      ].sort(),
    );
  });
});
