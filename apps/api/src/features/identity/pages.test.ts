import { APPLICATION_FORM_PATH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { renderLoginPage, renderRegisterPage, renderResetPage } from './pages';
import { identityT } from './texts';

const base = { portalUrl: 'https://portal.example', uid: 'uid-1', csrf: 'csrf-1' } as const;

describe('sign-in page', () => {
  it('links applicants who have not applied yet to the public application form (de and en)', () => {
    const de = renderLoginPage({ ...base, locale: 'de', audience: 'applicant' });
    expect(de).toContain('Noch nicht beworben?');
    expect(de).toContain(`href="https://portal.example${APPLICATION_FORM_PATH}">Jetzt bewerben</a>`);
    const en = renderLoginPage({ ...base, locale: 'en', audience: 'applicant' });
    expect(en).toContain(`href="https://portal.example${APPLICATION_FORM_PATH}">Apply now</a>`);
  });

  it('shows no application link to company users and advisors', () => {
    for (const audience of ['company', 'advisor'] as const) {
      expect(renderLoginPage({ ...base, locale: 'de', audience })).not.toContain(APPLICATION_FORM_PATH);
    }
  });

  it('is right to left in Arabic, with credentials typed left to right and a named, stateful toggle', () => {
    const page = renderLoginPage({ ...base, locale: 'ar', audience: 'applicant' });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toMatch(
      /<input id="field-email" name="email" type="email" required autocomplete="username" dir="ltr"/,
    );
    expect(page).toMatch(
      /name="password" type="password" required autocomplete="current-password" dir="ltr"/,
    );
    expect(page).toContain(
      `aria-controls="field-password" aria-label="${identityT('ar')('fields.showPassword')}" aria-pressed="false"`,
    );
  });

  it('has a skip link to the main content, one h1 and the language menu with the autonyms', () => {
    const page = renderLoginPage({ ...base, locale: 'tr', audience: 'company' });
    expect(page).toContain(`<a class="skip-link" href="#main">${identityT('tr')('layout.skipLink')}</a>`);
    expect(page).toContain('<main id="main"');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('aria-label="Dil: Türkçe"');
    expect(page).toContain('<span dir="rtl">فارسی</span>');
  });
});

describe('forms with errors', () => {
  it('list every field in error in the summary and tie each message to its field', () => {
    const page = renderRegisterPage({
      ...base,
      locale: 'it',
      audience: 'company',
      values: { email: 'x' },
      errors: { email: 'E-mail?', privacy: 'Conferma' },
    });
    expect(page).toContain(identityT('it')('layout.errorSummary.formal'));
    expect(page).toContain('<a href="#field-email">Indirizzo e-mail</a>');
    expect(page).toContain(`<a href="#field-privacy">${identityT('it')('fields.privacy')}</a>`);
    expect(page).toMatch(/id="field-email"[^>]*aria-invalid="true" aria-describedby="field-email-error"/);
    expect(page).toContain('aria-invalid="true" aria-describedby="field-privacy-error"');
    // The first field only takes the focus when there is nothing to correct (the summary takes it then).
    expect(page).not.toContain(' autofocus');
  });

  it('the reset page keeps its token, audience and language in the form', () => {
    const page = renderResetPage({
      ...base,
      locale: 'fa',
      audience: 'company',
      token: 't&1',
      state: 'form',
      errors: { passwordRepeat: 'x' },
    });
    expect(page).toContain('action="/idp/reset-password?lang=fa"');
    expect(page).toContain('<input type="hidden" name="token" value="t&amp;1">');
    expect(page).toContain('<input type="hidden" name="portal" value="company">');
    expect(page).toContain('href="/idp/reset-password?token=t%261&amp;portal=company&amp;lang=en"');
  });
});
