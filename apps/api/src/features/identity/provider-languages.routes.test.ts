/**
 * Issue 14 item 3 (decisions 263–265): the provider's pages speak the portal's ten languages, from `ui_locales`,
 * `Accept-Language` or the page's own language menu (`?lang=`), keep it through the whole interaction (error
 * re-renders, forgot password, the mailed reset link), and its mails go out in the person's language with
 * `<html lang dir>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SUPPORTED_LOCALES, type Locale } from '@portal/contracts';
import { identityUsers, mailOutbox } from '../../db/schema/index';
import { SERVER_CATALOGUE } from '../../i18n/catalogue';
import { escapeHtml } from '../../lib/html';
import { mailsTo } from '../../testing/api-helpers';
import type { HttpClient, HttpResponse } from '../../testing/http-client';
import { authorize, signIn } from '../../testing/oidc-login';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { identityT } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'sprachen-passwort-2026';

function leaves(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, key ? `${key}.${k}` : k));
}

/** German `identity` texts (12+ characters, no placeholder) that `locale` translates differently. */
function germanOnly(locale: Locale): string[] {
  if (locale === 'de') return [];
  const translated = new Map(leaves(SERVER_CATALOGUE[locale].identity));
  return leaves(SERVER_CATALOGUE.de.identity)
    .filter(([key, text]) => text.length >= 12 && !text.includes('{{') && translated.get(key) !== text)
    .map(([, text]) => text);
}

function location(response: HttpResponse): string {
  const value = response.headers.get('location');
  expect(value, 'a redirect').toBeTruthy();
  return value!;
}

/** The sign-in page the authorization request leads to (`ui_locales`, headers and path as given). */
async function openSignIn(
  client: HttpClient,
  options: { uiLocales?: string; acceptLanguage?: string; redirectPath?: string } = {},
) {
  const headers = options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : undefined;
  const extra: Record<string, string> = options.uiLocales ? { ui_locales: options.uiLocales } : {};
  const interactionUrl = location(
    await authorize(client, { extra, headers, redirectPath: options.redirectPath }),
  );
  const page = await client.raw('GET', interactionUrl, { auth: false, headers });
  return { interactionUrl, page };
}

/** The page is in `locale`: html lang and dir, a known translated text, no German text outside German. */
function expectPageIn(page: HttpResponse, locale: Locale, key: string) {
  const dir = locale === 'ar' || locale === 'fa' ? 'rtl' : 'ltr';
  expect(page.text, locale).toContain(`<html lang="${locale}" dir="${dir}">`);
  expect(page.text, locale).toContain(escapeHtml(identityT(locale)(key)));
  const german = germanOnly(locale).filter((text) => page.text.includes(escapeHtml(text)));
  expect(german, `German on the ${locale} page`).toEqual([]);
}

/** Posts a form of the page the client shows, with its CSRF token. */
function post(client: HttpClient, url: string, fields: Record<string, string>, acceptLanguage = 'de') {
  return client.raw('POST', url, {
    body: new URLSearchParams({ _csrf: client.cookies.get('XSRF-TOKEN') ?? '', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': acceptLanguage },
  });
}

/** The action of the page's (first) form, as written in the HTML. */
function formAction(page: HttpResponse): string {
  const action = page.text.match(/<form method="post" action="([^"]+)"/)?.[1];
  expect(action, 'a form').toBeTruthy();
  return action!.replaceAll('&amp;', '&');
}

async function newestMailHtml(to: string): Promise<string> {
  const [row] = await t.app.db
    .select({ html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row?.html ?? '';
}

async function storedLocale(email: string): Promise<string | undefined> {
  const [row] = await t.app.db
    .select({ locale: identityUsers.locale })
    .from(identityUsers)
    .where(eq(identityUsers.email, email));
  return row?.locale;
}

describe('the sign-in page in ten languages', () => {
  it('answers in the language of ui_locales (the portal language), whatever the browser accepts', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { page } = await openSignIn(t.client(), { uiLocales: locale, acceptLanguage: 'de-DE,de;q=0.9' });
      expect(page.status).toBe(200);
      expectPageIn(page, locale, 'login.intro.informal');
    }
  });

  it('answers in the language of Accept-Language when the request names no portal language', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { page } = await openSignIn(t.client(), {
        uiLocales: 'ja',
        acceptLanguage: `${locale}-XX,${locale};q=0.9`,
      });
      expectPageIn(page, locale, 'login.submit');
    }
  });

  it('speaks formally to companies and lists the ten languages, English, Spanish and French first', async () => {
    const { page } = await openSignIn(t.client(), { uiLocales: 'fr', redirectPath: '/b2b/' });
    expectPageIn(page, 'fr', 'login.intro.formal');
    const menu = [...page.text.matchAll(/hreflang="([a-z]{2})"/g)].map((match) => match[1]);
    expect(menu).toEqual(['en', 'es', 'fr', 'de', 'it', 'ru', 'pl', 'ar', 'fa', 'tr']);
    expect(page.text).toMatch(
      /<a href="[^"]*lang=fr"[^>]*aria-current="true"><span dir="ltr">Français<\/span><\/a>/,
    );
  });

  it('switches to the language chosen in its menu, and every link and form keeps it', async () => {
    const client = t.client();
    const { interactionUrl } = await openSignIn(client, { uiLocales: 'de' });
    const page = await client.raw('GET', `${interactionUrl}?lang=fa`, { auth: false });
    expectPageIn(page, 'fa', 'login.intro.informal');
    expect(formAction(page)).toBe(`${interactionUrl}/login?lang=fa`);
    expect(page.text).toContain(`href="${interactionUrl}/forgot-password?lang=fa"`);
    expect(page.text).toContain(`href="${interactionUrl}/register?lang=fa"`);
  });
});

describe('one language through the whole interaction', () => {
  it('a refused sign-in re-renders the form in the page language, the error tied to the fields', async () => {
    const client = t.client();
    const { page } = await openSignIn(client, { uiLocales: 'ar', acceptLanguage: 'de' });
    const refused = await post(client, formAction(page), { email: 'niemand@example.org', password: 'x' });
    expect(refused.status).toBe(401);
    expectPageIn(refused, 'ar', 'login.invalidCredentials');
    expect(refused.text).toContain('role="alert" id="login-error"');
    expect(refused.text).toMatch(/name="password"[^>]*aria-invalid="true" aria-describedby="login-error"/);
    expect(formAction(refused)).toMatch(/\/login\?lang=ar$/);
  });

  it('a refused registration lists its errors in an announced summary, in the chosen language', async () => {
    const client = t.client();
    const { interactionUrl } = await openSignIn(client, { uiLocales: 'tr' });
    const form = await client.raw('GET', `${interactionUrl}/register?lang=ru`, { auth: false });
    const refused = await post(client, formAction(form), {
      givenName: 'Ольга',
      familyName: '',
      email: 'olga@example.org',
      password: 'kurz',
      passwordRepeat: 'kurz',
    });
    expect(refused.status).toBe(422);
    expectPageIn(refused, 'ru', 'validation.passwordTooShort');
    expect(refused.text).toContain('role="alert" tabindex="-1" data-focus-on-load');
    expect(refused.text).toContain(`<a href="#field-familyName">${identityT('ru')('fields.lastName')}</a>`);
    expect(refused.text).toMatch(
      /id="field-password"[^>]*aria-invalid="true"[^>]*aria-describedby="field-password-hint field-password-error"/,
    );
    expect(await storedLocale('olga@example.org')).toBeUndefined();
  });

  it('forgot password → the mail → the reset page → a refused and an accepted password, all in Arabic', async () => {
    const email = 'samira.sprache@example.org';
    await signIn(t.client(), email, 'applicant', {
      password: PASSWORD,
      register: { givenName: 'Samira', familyName: 'Sprache' },
    });
    const client = t.client();
    const { interactionUrl } = await openSignIn(client, { uiLocales: 'ar', acceptLanguage: 'de' });
    const forgot = await client.raw('GET', `${interactionUrl}/forgot-password?lang=ar`, { auth: false });
    expectPageIn(forgot, 'ar', 'forgot.intro.informal');
    const sent = await post(client, formAction(forgot), { email });
    expectPageIn(sent, 'ar', 'forgot.sent.informal');

    const [mail] = await mailsTo(t, email);
    const ar = identityT('ar');
    expect(mail!.subject).toBe(ar('mail.reset.subject.informal'));
    expect(mail!.text).toContain(ar('mail.greeting.informalNamed', { name: 'Samira' }));
    expect(mail!.text).toContain(ar('mail.reset.text.informal'));
    expect(await newestMailHtml(email)).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    const link = new URL(mail!.links.reset!);
    expect(link.searchParams.get('lang')).toBe('ar');

    const browser = t.client();
    const reset = await browser.raw('GET', `${link.pathname}${link.search}`, { auth: false });
    expectPageIn(reset, 'ar', 'reset.title');
    const token = link.searchParams.get('token')!;
    const mismatch = await post(browser, formAction(reset), {
      token,
      password: 'ein-neues-passwort-1',
      passwordRepeat: 'ein-anderes-passwort',
    });
    expect(mismatch.status).toBe(422);
    expectPageIn(mismatch, 'ar', 'validation.passwordMismatch');
    const done = await post(browser, formAction(mismatch), {
      token,
      password: 'ein-neues-passwort-1',
      passwordRepeat: 'ein-neues-passwort-1',
    });
    expect(done.status).toBe(200);
    expectPageIn(done, 'ar', 'reset.done.informal');
  });

  it('a company user asks from the company sign-in: formal reset mail and page leading back to /b2b/', async () => {
    const email = 'firma.sprache@example.org';
    await signIn(t.client(), email, 'applicant', {
      password: PASSWORD,
      register: { givenName: 'Frieda', familyName: 'Firma' },
    });
    const client = t.client();
    const { interactionUrl } = await openSignIn(client, { uiLocales: 'de', redirectPath: '/b2b/' });
    await post(client, `${interactionUrl}/forgot-password?lang=de`, { email });
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Ihr neues Passwort für das Dualstudium Portal');
    expect(mail!.text).toContain('Guten Tag,');
    const link = new URL(mail!.links.reset!);
    expect(link.searchParams.get('portal')).toBe('company');
    const reset = await t.client().raw('GET', `${link.pathname}${link.search}`, { auth: false });
    expect(reset.text).toContain('<input type="hidden" name="portal" value="company">');
    expect(reset.text).toContain('audience-company');
  });
});

describe('the language of the person', () => {
  it('is stored at registration and kept current at sign-in', async () => {
    const email = 'pawel.polski@example.org';
    const client = t.client();
    const { interactionUrl } = await openSignIn(client, { uiLocales: 'pl' });
    const form = await client.raw('GET', `${interactionUrl}/register?lang=pl`, { auth: false });
    const registered = await post(client, formAction(form), {
      givenName: 'Paweł',
      familyName: 'Polski',
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      privacy: 'yes',
    });
    expect(registered.status).toBe(303);
    expect(await storedLocale(email)).toBe('pl');

    const again = t.client();
    const { page } = await openSignIn(again, { uiLocales: 'it' });
    const signedIn = await post(again, formAction(page), { email, password: PASSWORD });
    expect(signedIn.status).toBe(303);
    expect(await storedLocale(email)).toBe('it');
  });

  it('writes the verification mail, its link and its page in the stored language (Persian, right to left)', async () => {
    const email = 'farid.farsi@example.org';
    const client = t.client();
    const { interactionUrl } = await openSignIn(client, { uiLocales: 'fa' });
    const registered = await post(client, `${interactionUrl}/register?lang=fa`, {
      givenName: 'Farid',
      familyName: 'Farsi',
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      privacy: 'yes',
    });
    expect(registered.status).toBe(303);
    const [user] = await t.app.db.select().from(identityUsers).where(eq(identityUsers.email, email));
    await t.app.embeddedIdentity!.sendEmailVerification(user!.id, 'applicant');

    const [mail] = await mailsTo(t, email);
    const fa = identityT('fa');
    expect(mail!.subject).toBe(fa('mail.verify.subject.informal'));
    expect(mail!.text).toContain(fa('mail.verify.text.applicant'));
    const html = await newestMailHtml(email);
    expect(html).toMatch(/^<!doctype html><html lang="fa" dir="rtl">/);
    expect(html).toContain('<body dir="rtl"');
    expect(html).toContain(escapeHtml(fa('mail.footer')));
    const link = new URL(mail!.links.verify!);
    expect(link.searchParams.get('lang')).toBe('fa');
    const page = await t.client().raw('GET', `${link.pathname}${link.search}`, { auth: false });
    expectPageIn(page, 'fa', 'verify.intro.informal');
  });
});
