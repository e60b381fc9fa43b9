/**
 * The distance-study (Fernstudium) path of issue 8, in headless Chromium against the real portal (decision 078).
 *
 * 1. fern@demo.example, the seeded fs applicant, only looks: signing in at `/` lands on `/fs`; navigation, home,
 *    every step, contracts, profile, contact and messages live under `/fs`, no link leads into `/ds`, the contact
 *    page shows her fs advisor, and no page speaks of dual study. Nothing of her state is changed or asserted on.
 * 2. A person created by the test (public application form with unit fs, registration, onboarding) walks the whole
 *    fs path — steps 1–4, the interview confirmed by the demo advisor in a second browser context, step 5
 *    "Bewerbung abschließen" (motivation through `#motivation` while locked, CV), contracts and enrolment — reloading
 *    in every step, and writes to the advisor from `/fs/messages`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo } from '../support/demo';
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
  uniqueEmail,
  unitsOf,
  uploadCard,
  uploadOnCard,
  fillWorkExperience,
} from '../support/journey-steps';
import { signIn } from '../support/sign-in';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' }).first();
const overviewOf = (page: Page) => page.getByRole('region', { name: 'Dein Weg zum Fernstudium' });

/** Every link on the page stays in the distance-study area (or leaves the applicant areas altogether). */
async function expectNoLinkIntoDs(page: Page): Promise<void> {
  await expect(page.locator('main, header').first()).toBeVisible();
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((href) => href === '/ds' || href?.startsWith('/ds/'))).toEqual([]);
}

/** The page says nothing of dual study or practice partners (shows the passage if it does). */
async function expectDistanceStudyWording(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(/.{0,60}(Praxispartner|\bdual(e[nrs]?)?\b).{0,60}/i)?.[0]).toBeUndefined();
}

async function expectFsPage(page: Page): Promise<void> {
  await expectNoLinkIntoDs(page);
  await expectDistanceStudyWording(page);
}

test.describe('the distance-study path', () => {
  test('fern@demo.example finds every screen inside /fs, with her fs advisor and distance-study wording', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Signing in at the portal root lands on the dual-study home first; her only unit is fs, so she is taken there.
    await signIn(page, demo.distanceApplicant, '/');
    await expect(page).toHaveURL(/\/fs$/);
    await expect(page.getByRole('heading', { name: /Hallo Sophie/ })).toBeVisible();
    await expect(overviewOf(page)).toBeVisible();
    await expect(overviewOf(page).getByRole('listitem').nth(4)).toContainText('Bewerbung abschließen');
    const nav = mainNav(page);
    for (const [name, href] of [
      ['Start', '/fs'],
      ['Kontakt', '/fs/contact'],
      [/Profil/, '/fs/profile'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Mein Weg' })).toHaveAttribute('href', /^\/fs\/application\//);
    await expectFsPage(page);

    // Contact: the advisor of her fs unit, not "no advisor assigned".
    const [unit] = await unitsOf(page);
    expect(unit).toMatchObject({ unit: 'fs' });
    await nav.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/fs\/contact$/);
    await expect(h1(page, 'Kontakt')).toBeVisible();
    await expect(page.getByText(unit!.advisor.name).first()).toBeVisible();
    await expect(page.getByText(/Dir wird in Kürze/)).toHaveCount(0);
    await expectFsPage(page);
    await page.getByRole('link', { name: 'Team vor Ort' }).click();
    await expect(page).toHaveURL(/\/fs\/contact\/2$/);
    await expect(page.getByRole('heading', { name: 'Campus München' })).toBeVisible();

    // Messages and back.
    await page.goto('/fs/contact/1');
    await page.getByRole('link', { name: /Nachricht an deine Studienberatung/ }).click();
    await expect(page).toHaveURL(/\/fs\/messages$/);
    await expectFsPage(page);
    await page.getByRole('link', { name: 'Zurück zum Kontakt' }).click();
    await expect(page).toHaveURL(/\/fs\/contact$/);

    // Profile: contact and notifications, no practice partner.
    await nav.getByRole('link', { name: /Profil/ }).click();
    await expect(page).toHaveURL(/\/fs\/profile$/);
    const tabs = page.getByRole('navigation', { name: 'Bereiche deines Profils' });
    await expect(tabs.getByRole('link')).toHaveText(['Kontakt', 'Benachrichtigungen']);
    await tabs.getByRole('link', { name: 'Benachrichtigungen' }).click();
    await expect(page).toHaveURL(/\/fs\/profile\/3$/);
    await expect(page.getByLabel(/Nachrichten deiner Studienberatung/)).toBeVisible();
    await expectFsPage(page);

    // Every step screen and contracts exist in /fs (they were 404 or led into /ds before).
    for (const [path, heading] of [
      ['/fs/application/documents', 'Persönliche Daten und Unterlagen'],
      ['/fs/application/abilities', 'Fähigkeiten und Kenntnisse'],
      ['/fs/application/info', 'Infoveranstaltung'],
      ['/fs/application/contracts', 'Vertrag und Einschreibung'],
    ] as const) {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}/\\d$`));
      await expectFsPage(page);
    }
    await page.goto('/fs/application/search#motivation');
    await expect(page).toHaveURL(/\/fs\/application\/search\/1#motivation$/);
    await expect(h1(page, 'Bewerbung abschließen')).toBeVisible();
    await expectFsPage(page);
  });

  test('a new distance-study applicant goes from the application to the contract documents, all inside /fs', async ({
    page,
    openAdvisor,
  }) => {
    test.setTimeout(6 * 60_000);
    const firstName = 'Jana';
    const email = uniqueEmail('jana.fernau');

    // ---- The application with unit fs, registration and onboarding. ----
    const application = await applyThroughApplicationService(
      page.request,
      page.context(),
      { firstName, lastName: 'Fernau', email },
      { unit: 'fs', courseName: 'BWL – Dienstleistungsmanagement', campusCity: 'Berlin' },
    );
    await registerApplicant(page, { firstName, lastName: 'Fernau', email });
    await completeOnboarding(page, { firstName, email });
    const accountId = (await accountOf(page)).uuid as string;

    // "Zur Startseite" goes to the portal's home; once the fs unit exists, the person is taken to /fs.
    await page.getByRole('button', { name: /Zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/fs$/, { timeout: 70_000 });
    await expect(page.getByRole('heading', { name: `Hallo ${firstName}!` })).toBeVisible();
    const [unit] = await unitsOf(page);
    expect(unit).toMatchObject({
      unit: 'fs',
      advisor: { name: 'Anna Berger' },
      applications: [{ course: { name: application.courseName }, campus: { city: 'Berlin' } }],
    });
    await page.getByRole('button', { name: 'Einführung schließen' }).click();
    await expect(overviewOf(page).getByText('0 von 5 Schritten erledigt')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Deine nächsten Schritte' }).getByRole('link').first(),
    ).toHaveAttribute('href', '/fs/application/documents');
    await expect(page.getByText('Anna Berger').first()).toBeVisible();
    await expectFsPage(page);

    // ---- Step 1 through "Mein Weg". ----
    await mainNav(page).getByRole('link', { name: 'Mein Weg' }).click();
    await expect(page).toHaveURL(/\/fs\/application\/documents\/1$/);
    await fillContactStep(page, email, '+49 151 2345 6789');
    await fillPersonalStep(page, {
      salutation: 'Frau',
      birthday: '1996-05-20',
      placeOfBirth: 'Potsdam',
      country: 'Deutschland',
      street: 'Greifswalder Straße 80',
      postalCode: '10405',
      city: 'Berlin',
    });
    await expect(page).toHaveURL(/\/fs\/application\/documents\/3$/);
    await uploadOnCard(page, 'Lebenslauf', pdfUpload('lebenslauf-jana.pdf', 'Lebenslauf Jana Fernau'));
    await page.reload();
    await expect(uploadCard(page, 'Lebenslauf').getByText('lebenslauf-jana.pdf')).toBeVisible();
    await uploadOnCard(page, 'Zeugnis oder beglaubigte Kopie', pdfUpload('zeugnis.pdf', 'Abiturzeugnis'));
    await next(page);
    await next(page);
    await expect(page).toHaveURL(/\/fs\/application\/documents\/5$/);
    await expect(page.getByText('Super, Schritt 1 ist vollständig!')).toBeVisible();
    await expectFsPage(page);

    // ---- Step 2. ----
    await page.getByRole('link', { name: 'Weiter zu Schritt 2' }).click();
    await expect(page).toHaveURL(/\/fs\/application\/abilities\/1$/);
    await expect(page.getByText(/dich zu deinem Fernstudium passend zu beraten/)).toBeVisible();
    await fillWorkExperience(page, {
      employer: 'Spreeufer Logistik GmbH',
      position: 'Kauffrau für Büromanagement',
      from: '2016-08',
      to: '2019-07',
    });
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/2$/);
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
    await page.reload();
    await expect(h2(page, 'Sprachen')).toBeVisible();
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/4$/);
    await page.getByLabel(/^Durchschnittsnote/).fill('2,2');
    await page.getByLabel(/^Abschlussjahr/).fill('2015');
    await page.getByLabel(/^Schule/).fill('Einstein-Gymnasium Potsdam');
    await next(page);
    await next(page);
    await expect(page).toHaveURL(/\/abilities\/6$/);
    await expect(page.getByText('Geschafft – Schritt 2 ist erledigt!')).toBeVisible();
    await expectFsPage(page);

    // ---- Step 3: ticked, pending; the advisor confirms in a second browser context. ----
    await page.getByRole('link', { name: /Weiter zur Infoveranstaltung/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/info\/1$/);
    await expect(page.getByText(/Die Infoveranstaltung ist dein Einstieg ins Fernstudium/)).toBeVisible();
    await page.getByLabel('Ich habe an einer Infoveranstaltung teilgenommen').check();
    await page.getByRole('button', { name: 'Teilnahme angeben' }).click();
    await expect(page).toHaveURL(/\/info\/2$/);
    await page.reload();
    await expect(page.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kontaktseite' }).first()).toHaveAttribute(
      'href',
      '/fs/contact',
    );
    await expectFsPage(page);
    await page.goto('/fs/application/interview');
    await expect(page.getByText('Dieser Schritt ist noch gesperrt.')).toBeVisible();
    await page.getByRole('link', { name: /Zur Infoveranstaltung/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/info\/2$/);

    const advisor = await openAdvisor();
    await advisor.confirmInfoSession({ accountId });
    await page.getByRole('button', { name: 'Status prüfen' }).click();
    await expect(page).toHaveURL(/\/fs\/application\/info\/3$/);
    await expect(page.getByText('Deine Teilnahme ist bestätigt.')).toBeVisible();

    // ---- Step 4: preparation, waiting; meanwhile the motivation through #motivation while step 5 is locked. ----
    await page.getByRole('link', { name: /Weiter zum Beratungsgespräch/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/interview\/1$/);
    await expect(page.getByText(/Wie viele Stunden pro Woche/)).toBeVisible();
    await expectFsPage(page);
    await next(page);
    await expect(page).toHaveURL(/\/interview\/2$/);
    await page.getByRole('link', { name: /Motivation/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/search\/1#motivation$/);
    await expect(page.getByText('Der Abschluss deiner Bewerbung ist noch gesperrt.')).toBeVisible();
    const motivation =
      'Ich möchte mich neben meinem Beruf in der Logistik weiterbilden und mit dem Fernstudium flexibel lernen.';
    await page.getByLabel(/^Dein Motivationstext/).fill(motivation);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Deine Motivation ist gespeichert.')).toBeVisible();
    await expectFsPage(page);
    await page.reload();
    await expect(page.getByLabel(/^Dein Motivationstext/)).toHaveValue(motivation);

    await advisor.confirmInterview({ accountId });
    await page.goto('/fs/application/interview/2');
    await expect(page).toHaveURL(/\/fs\/application\/interview\/3$/);
    await expect(page.getByText('Dein Beratungsgespräch ist bestätigt.')).toBeVisible();
    await next(page);
    await expect(page.getByText(/Weiter geht es mit dem Abschluss deiner Bewerbung/)).toBeVisible();
    await expectFsPage(page);

    // ---- Step 5 "Bewerbung abschließen": motivation and CV are there, so it opens at the overview. ----
    await page.getByRole('link', { name: /Weiter zum Bewerbungsabschluss/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/search\/3$/);
    await expect(page.getByText('Geschafft – deine Bewerbung ist vollständig!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Geschafft – deine Bewerbung ist vollständig!')).toBeVisible();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/search\/2$/);
    await uploadOnCard(page, /^Motivationsschreiben/, pdfUpload('anschreiben.pdf', 'Motivationsschreiben'));
    await expectFsPage(page);
    await next(page);
    await expect(page).toHaveURL(/\/search\/3$/);
    expect(await accountOf(page)).toMatchObject({ motivationText: motivation, practicePartnerExists: null });

    // ---- Contracts and enrolment, inside /fs. ----
    await page.getByRole('link', { name: /Weiter zu Vertrag und Einschreibung/ }).click();
    await expect(page).toHaveURL(/\/fs\/application\/contracts\/1$/);
    await page.getByLabel(/Gesetzlich versichert/).check();
    await next(page);
    await expect(page).toHaveURL(/\/fs\/application\/contracts\/2$/);
    await next(page);
    await expect(page).toHaveURL(/\/fs\/application\/contracts\/3$/);
    await expect(page.getByText('Dein unterschriebener Studienvertrag mit der Hochschule.')).toBeVisible();
    await expectFsPage(page);
    await uploadCard(page, /^Nachweis der Krankenversicherung/)
      .getByLabel(/^Ausstellungsdatum des Nachweises/)
      .fill(threeWeeksAgoIso());
    await uploadOnCard(page, /^Nachweis der Krankenversicherung/, pdfUpload('versicherung.pdf', 'TK'));
    await page.reload();
    await expect(page).toHaveURL(/\/fs\/application\/contracts\/3$/);
    await page.getByLabel(/^Krankenkasse/).fill('Techniker Krankenkasse');
    await uploadOnCard(page, /^Vertrag/, pdfUpload('studienvertrag.pdf', 'Studienvertrag'));
    await next(page);
    await expect(page).toHaveURL(/\/fs\/application\/contracts\/4$/);
    await uploadOnCard(page, /^Deutschnachweis/, pdfUpload('testdaf.pdf', 'TestDaF'));
    await next(page);
    await expect(page).toHaveURL(/\/fs\/application\/contracts\/5$/);
    await expect(page.getByText(/Deine Vertragsunterlagen sind vollständig/)).toBeVisible();
    await expectFsPage(page);
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

    // ---- Back home: every step done; the advisor hears from her through /fs/messages. ----
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await expect(page).toHaveURL(/\/fs$/);
    await expect(overviewOf(page).getByText('5 von 5 Schritten erledigt')).toBeVisible();
    await expectFsPage(page);
    await mainNav(page).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByText('Anna Berger').first()).toBeVisible();
    await page.getByRole('link', { name: /Nachricht an deine Studienberatung/ }).click();
    await expect(page).toHaveURL(/\/fs\/messages$/);
    await page
      .getByLabel(/^Deine Nachricht/)
      .fill('Hallo Frau Berger, meine Unterlagen sind vollständig. Viele Grüße, Jana');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Deine Nachricht ist verschickt.')).toBeVisible();
    await expect(page.getByText(/meine Unterlagen sind vollständig/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(/meine Unterlagen sind vollständig/).first()).toBeVisible();
  });
});
