/**
 * Page steps of the applicant journey shared by the applicant specs: registration, onboarding, step 1, reading the
 * account and the documents through the API, and real PDF/PNG files built in the test (no fixture files).
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiToken, mailsTo } from './sign-in';

// ---------------------------------------------------------------------------------------------------------
// Small page helpers

export const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
export const h2 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
/** The form's "Weiter" (submit) button. */
export const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true }).click();
/** Step 2, first sub-step: answers "work experience" with yes and fills the first station. */
export async function fillWorkExperience(
  page: Page,
  station: { employer: string; position: string; from: string; to: string },
): Promise<void> {
  await page
    .getByRole('group', { name: /Berufserfahrung gesammelt/ })
    .getByLabel('Ja')
    .check();
  const entry = page.getByRole('group', { name: 'Station 1' });
  await entry.getByLabel(/^Arbeitgeber/).fill(station.employer);
  await entry.getByLabel(/^Position/).fill(station.position);
  await entry.getByLabel(/^Beginn/).fill(station.from);
  await entry.getByLabel(/^Ende/).fill(station.to);
}

export const FORM_MESSAGE = 'Bitte fülle alle erforderlichen Felder korrekt aus!';

/** A document upload card of the documents module (a region named by its heading). */
export const uploadCard = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** Today in the browser's time zone of the e2e config (Europe/Berlin), `YYYY-MM-DD` and `dd.mm.yyyy`. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
}
/** An issue date for the health-insurance proof: three weeks ago (accepted: not older than 3 months). */
export function threeWeeksAgoIso(): string {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 21);
  return date.toISOString().slice(0, 10);
}

export function todayGerman(): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date());
}

// ---------------------------------------------------------------------------------------------------------
// Files

/** A small but complete PDF (one page with text). */
export function pdfFile(text: string): Buffer {
  const stream = `BT /F1 24 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PDF as `setInputFiles` payload. */
export const pdfUpload = (name: string, text = name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdfFile(text),
});

// ---------------------------------------------------------------------------------------------------------
// API reads with the portal's own token

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await apiToken(page);
  expect(token, 'the portal stored an API token').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** `GET /v1/account` as the signed-in person. */
export async function accountOf(page: Page): Promise<Record<string, any>> {
  const response = await page.request.get('/v1/account', { headers: await bearer(page) });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** `GET /v1/unit` as the signed-in person: the units with advisor and applications. */
export async function unitsOf(page: Page): Promise<Record<string, any>[]> {
  const response = await page.request.get('/v1/unit', { headers: await bearer(page) });
  expect(response.ok()).toBe(true);
  return response.json();
}

export interface StoredDocument {
  uuid: string;
  name: string;
  category: string;
  type: string;
  issuedOn?: string | null;
}

/** `GET /v1/documents` as the signed-in person. */
export async function documentsOf(page: Page): Promise<StoredDocument[]> {
  const response = await page.request.get('/v1/documents', { headers: await bearer(page) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredDocument[];
}

// ---------------------------------------------------------------------------------------------------------
// The public application service (spec part 2 §7.1)

export interface Application {
  id: string;
  email: string;
  courseName: string;
  campusCity: string;
  intake: { id: string; date: string; label: string };
}

/**
 * Applies through the public application service the way the application form does: the catalogue GETs hand out
 * the XSRF cookie, `POST /application-service/v1/applications` sends it back as header. Chooses the course at
 * `campusCity` in `unit` (default `ds`; `fs` for distance study) and the earliest open intake.
 */
export async function applyThroughApplicationService(
  request: APIRequestContext,
  context: BrowserContext,
  person: { firstName: string; lastName: string; email: string },
  {
    campusCity = 'Berlin',
    courseName = 'Wirtschaftsinformatik',
    unit = 'ds',
  }: { campusCity?: string; courseName?: string; unit?: 'ds' | 'fs' } = {},
): Promise<Application> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/application-service/v1/${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const campuses = await get<{ id: string; city: string }[]>('campuses');
  const courses = await get<{ id: string; name: string; units: string[]; campusIds: string[] }[]>('courses');
  const intakes = await get<{ id: string; date: string; label: string }[]>('intakes');
  const campus = campuses.find((c) => c.city === campusCity);
  expect(campus, `campus ${campusCity}`).toBeTruthy();
  const course = courses.find(
    (c) => c.name === courseName && c.units.includes(unit) && c.campusIds.includes(campus!.id),
  );
  expect(course, `${courseName} in ${campusCity}`).toBeTruthy();
  const intake = [...intakes].sort((a, b) => a.date.localeCompare(b.date))[0];
  expect(intake, 'an open intake').toBeTruthy();

  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(xsrf, 'XSRF cookie from the catalogue').toBeTruthy();
  const response = await request.post('/application-service/v1/applications', {
    headers: { 'x-xsrf-token': xsrf! },
    data: {
      unit,
      courseId: course!.id,
      campusId: campus!.id,
      intakeId: intake!.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      privacyConsent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: string; email: string };
  return { ...created, courseName, campusCity, intake: intake! };
}

// ---------------------------------------------------------------------------------------------------------
// Registration and onboarding

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Sign-in page → "Jetzt registrieren" → the registration form; ends on the onboarding wizard. */
export async function registerApplicant(
  page: Page,
  person: { firstName: string; lastName?: string; email?: string; password?: string },
): Promise<string> {
  const email = person.email ?? uniqueEmail('onboarding');
  const password = person.password ?? 'mein-sicheres-passwort';
  await page.goto('/');
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await page.getByLabel('Vorname').fill(person.firstName);
  await page.getByLabel('Nachname').fill(person.lastName ?? 'Beispiel');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="passwordRepeat"]').fill(password);
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/ds\/onboarding$/);
  return email;
}

/** The newest e-mail verification link sent to `email` (dev mailbox). */
export async function verificationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(page, email)).filter((mail) => mail.links['verify']).at(-1)?.links['verify'];
        return link;
      },
      { timeout: 10_000 },
    )
    .toMatch(/\/ds\/confirm-email\?token=/);
  return link!;
}

/**
 * Onboarding of a newly registered person from the welcome screen to "Geschafft": Abitur, the e-mail confirmed
 * with the link from the dev mailbox (reload in the middle: the wizard resumes), German C1 via TestDaF. With
 * `emailConfirmed` (registered through the invitation link, which proves the address: decision 056) the e-mail
 * step only says the address is confirmed.
 */
export async function completeOnboarding(
  page: Page,
  {
    firstName,
    email,
    germanDate = '2030-06-01',
    emailConfirmed = false,
  }: { firstName: string; email: string; germanDate?: string; emailConfirmed?: boolean },
): Promise<void> {
  await expect(h1(page, `Willkommen, ${firstName}!`)).toBeVisible();
  const variant = await page.evaluate(() => localStorage.getItem('onboarding_variant'));
  expect(['Original', 'Variation 1']).toContain(variant);
  await page.getByRole('button', { name: /Los geht's/ }).click();

  await expect(h1(page, 'Welchen Schulabschluss hast du?')).toBeVisible();
  await page.getByLabel(/Abitur \/ Matura/).check();
  await page.getByRole('button', { name: /Weiter/ }).click();

  if (emailConfirmed) {
    await expect(h1(page, 'Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
    expect(await mailsTo(page, email).then((mails) => mails.filter((mail) => mail.links['verify']))).toEqual(
      [],
    );
    await page.getByRole('button', { name: /Weiter/ }).click();
  } else {
    await confirmEmailInOnboarding(page, email);
  }

  await expect(h1(page, 'Wie gut sprichst du Deutsch?')).toBeVisible();
  await page.getByLabel(/C1/).check();
  await page.getByLabel('Prüfungsstelle').selectOption({ label: 'TestDaF' });
  await page.getByLabel('Datum des Nachweises').fill(germanDate);
  await page.getByRole('button', { name: /Weiter/ }).click();
  await expect(h1(page, `Geschafft, ${firstName}!`)).toBeVisible();
}

/** The e-mail step of the onboarding: the mail goes out, reload in the middle, the link confirms. */
async function confirmEmailInOnboarding(page: Page, email: string): Promise<void> {
  await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
  await expect(page.getByText(`Die E-Mail ist unterwegs an ${email}.`)).toBeVisible();

  // Reload in the middle: the wizard resumes on the same step; the qualification is stored.
  await page.reload();
  await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
  const halfway = await accountOf(page);
  expect(halfway.universityEntranceQualification).toBe('Abitur');
  expect(halfway.metadata.flows).toEqual({ OnboardingFlow: 2 });

  await page.goto(await verificationLink(page, email));
  await expect(h1(page, 'Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
  await page.goto('/ds/onboarding');
  await expect(h1(page, 'Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
  await page.getByRole('button', { name: /Weiter/ }).click();
}

// ---------------------------------------------------------------------------------------------------------
// Step 1: personal data and documents

export interface PersonalData {
  salutation: 'Frau' | 'Herr' | 'Divers';
  birthday: string;
  placeOfBirth: string;
  country: string;
  street: string;
  postalCode: string;
  city: string;
}

/** Step 1.1 contact data: the e-mail is read-only, the phone is saved with "Weiter". */
export async function fillContactStep(page: Page, email: string, phone: string): Promise<void> {
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(page.getByLabel('E-Mail-Adresse')).not.toBeEditable();
  await page.getByLabel('Telefonnummer').fill(phone);
  await next(page);
  await expect(page).toHaveURL(/\/application\/documents\/2$/);
}

/** Step 1.2 personal data of a person who has not given any yet. */
export async function fillPersonalStep(page: Page, data: PersonalData): Promise<void> {
  await page.getByRole('radio', { name: data.salutation, exact: true }).check();
  await page.getByLabel(/^Geburtsdatum/).fill(data.birthday);
  await page.getByLabel(/^Geburtsort/).fill(data.placeOfBirth);
  await page.getByLabel(/^Geburtsland/).selectOption({ label: data.country });
  await page.getByLabel(/^Staatsangehörigkeit/).selectOption({ label: data.country });
  await page.getByLabel(/^Straße und Hausnummer/).fill(data.street);
  await page.getByLabel(/^Postleitzahl/).fill(data.postalCode);
  await page.getByLabel(/^Ort/).fill(data.city);
  await page.getByLabel(/^Land/).selectOption({ label: data.country });
  await next(page);
  await expect(page).toHaveURL(/\/application\/documents\/3$/);
}

/** Uploads a file on a card and waits for the success note. */
export async function uploadOnCard(
  page: Page,
  card: string | RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await uploadCard(page, card).locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(`„${file.name}“ wurde hochgeladen.`)).toBeVisible();
}
