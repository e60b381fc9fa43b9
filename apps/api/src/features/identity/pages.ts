/**
 * Server-rendered pages of the embedded provider in the portal's look, in the ten portal languages (Arabic and
 * Persian right to left). No inline scripts (strict CSP): behaviour comes from `/idp/assets/idp.js`, styles from
 * `/idp/assets/idp.css`. Every link and form of a page carries its language (`?lang=`, decision 263), so the
 * language stays the same through the whole interaction.
 */
import { APPLICATION_FORM_PATH, languageList, LANGUAGE_AUTONYMS, type Locale } from '@portal/contracts';
import { textDirection } from '../../i18n/server-i18n';
import { escapeHtml as e } from '../../lib/html';
import { identityT, registerOf, withLanguage, type Audience, type IdentityT } from './texts';

/** The portal's logo mark (same drawing as the web app's `LogoMark`). */
const LOGO = `<svg class="logo-mark" viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="12" fill="#1f2a6b"/><path d="M12 15.5c4.2-1.6 8.2-1.2 12 1.4v17.6c-3.8-2.6-7.8-3-12-1.4z" fill="#fff"/><path d="M36 15.5c-4.2-1.6-8.2-1.2-12 1.4v17.6c3.8-2.6 7.8-3 12-1.4z" fill="#c7d0ff"/><circle cx="35" cy="11" r="3.5" fill="#f59e0b"/></svg>`;
const GLOBE = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6C8.9 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1-2.3 1.3-3.6h3a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z" fill="currentColor"/></svg>`;
const EYE = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5c-7 0-10 7-10 7s3 7 10 7 10-7 10-7-3-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z" fill="currentColor"/></svg>`;

const BRAND_POINTS: Record<Audience, string[]> = {
  applicant: ['documents', 'contract', 'partners'],
  company: ['openings', 'students', 'contracts'],
  advisor: ['applications', 'appointments', 'documents'],
};

interface LayoutOptions {
  locale: Locale;
  audience: Audience;
  title: string;
  body: string;
  portalUrl: string;
  /** The address of this page in another language; without it the page has no language menu. */
  languageLink?: (locale: Locale) => string;
}

/** The ten languages, each named in itself, English, Spanish and French first (spec), as links to this page. */
function languageMenu(t: IdentityT, current: Locale, link: (locale: Locale) => string): string {
  const list = (pinned: boolean) =>
    `<ul>${languageList()
      .filter((language) => language.pinned === pinned)
      .map(
        (language) =>
          `<li><a href="${e(link(language.code))}" lang="${language.code}" hreflang="${language.code}"${
            language.code === current ? ' aria-current="true"' : ''
          }><span dir="${language.direction}">${e(language.autonym)}</span></a></li>`,
      )
      .join('')}</ul>`;
  return `<nav class="lang-nav" aria-label="${e(t('layout.languageList'))}">
  <details class="lang-menu">
    <summary aria-label="${e(t('layout.language', { language: LANGUAGE_AUTONYMS[current] }))}">${GLOBE}<span lang="${current}">${e(LANGUAGE_AUTONYMS[current])}</span></summary>
    <div class="lang-list">${list(true)}${list(false)}</div>
  </details>
</nav>`;
}

function layout({ locale, audience, title, body, portalUrl, languageLink }: LayoutOptions): string {
  const t = identityT(locale);
  const points = BRAND_POINTS[audience]
    .map((point) => `<li>${e(t(`brand.points.${audience}.${point}`))}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · ${e(t(`portal.${audience}`))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/idp/assets/idp.css">
<script src="/idp/assets/idp.js" defer></script>
</head>
<body class="audience-${audience}">
<a class="skip-link" href="#main">${e(t('layout.skipLink'))}</a>
<div class="shell">
  <header class="brand">
    <a class="brand-head" href="${e(portalUrl)}/"><span class="logo">${LOGO}</span><span><strong>Dualstudium Portal</strong><small>${e(t(`portal.${audience}`))}</small></span></a>
    <div class="brand-copy">
      <p class="brand-title">${e(t(`brand.title.${audience}`))}</p>
      <ul>${points}</ul>
    </div>
    <p class="brand-foot">${e(t('brand.university'))}</p>
  </header>
  <div class="panel">
    ${languageLink ? languageMenu(t, locale, languageLink) : ''}
    <main id="main" class="card" tabindex="-1">${body}</main>
    <footer class="legal">
      <nav aria-label="${e(t('layout.legal'))}">
        <a href="${e(portalUrl)}/impressum" target="_blank" rel="noopener">${e(t('layout.imprint'))}</a>
        <a href="${e(portalUrl)}/datenschutz" target="_blank" rel="noopener">${e(t('layout.privacy'))}</a>
      </nav>
    </footer>
  </div>
</div>
</body>
</html>`;
}

function alert(kind: 'error' | 'success' | 'info', message: string | undefined, id?: string): string {
  return message
    ? `<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}"${id ? ` id="${id}"` : ''}>${e(message)}</div>`
    : '';
}

type FieldErrors = Partial<Record<string, string>>;

/**
 * The list of a form's errors above the form, announced at once (`role="alert"`) and focused by idp.js, with a
 * link to each field in error (named by its label; the field carries the message itself).
 */
function errorSummary(t: IdentityT, audience: Audience, errors: FieldErrors, labels: Record<string, string>) {
  const names = Object.keys(errors).filter((name) => errors[name]);
  if (names.length === 0) return '';
  const links = names
    .map((name) => `<li><a href="#field-${name}">${e(labels[name] ?? name)}</a></li>`)
    .join('');
  return `<div class="alert alert-error error-summary" role="alert" tabindex="-1" data-focus-on-load>
  <p>${e(t(`layout.errorSummary.${registerOf(audience)}`))}</p>
  <ul>${links}</ul>
</div>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  error?: string;
  autocomplete: string;
  hint?: string;
  autofocus?: boolean;
  /** The accessible name of the password visibility toggle. */
  toggleLabel?: string;
  /** Ids of messages outside the field that describe it too (the sign-in error). */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * One labelled input with its hint and error, both tied to it by `aria-describedby`. E-mail addresses and
 * passwords are written left to right in every language (decision 264).
 */
function field(o: FieldOptions): string {
  const id = `field-${o.name}`;
  const type = o.type ?? 'text';
  const described = [o.hint ? `${id}-hint` : '', o.error ? `${id}-error` : '', o.describedBy ?? '']
    .filter(Boolean)
    .join(' ');
  const latin = type === 'email' || type === 'password';
  const input = `<input id="${id}" name="${o.name}" type="${type}" required autocomplete="${o.autocomplete}"${
    latin ? ' dir="ltr"' : ''
  }${type === 'email' ? ' inputmode="email" spellcheck="false" autocapitalize="none"' : ''}${
    o.value ? ` value="${e(o.value)}"` : ''
  }${o.autofocus ? ' autofocus' : ''}${o.error || o.invalid ? ' aria-invalid="true"' : ''}${
    described ? ` aria-describedby="${described}"` : ''
  }>`;
  const toggle =
    type === 'password'
      ? `<button type="button" class="toggle-password" data-toggle-password="${id}" aria-controls="${id}" aria-label="${e(o.toggleLabel ?? '')}" aria-pressed="false">${EYE}</button>`
      : '';
  return `<div class="field${o.error || o.invalid ? ' has-error' : ''}">
  <label for="${id}">${e(o.label)}<span class="req" aria-hidden="true"> *</span></label>
  <div class="input-wrap">${input}${toggle}</div>
  ${o.hint ? `<p class="hint" id="${id}-hint">${e(o.hint)}</p>` : ''}
  ${o.error ? `<p class="error" id="${id}-error">${e(o.error)}</p>` : ''}
</div>`;
}

function csrfInput(csrf: string): string {
  return `<input type="hidden" name="_csrf" value="${e(csrf)}">`;
}

/** What the pages of one sign-in interaction share. */
interface InteractionPageOptions {
  locale: Locale;
  audience: Audience;
  portalUrl: string;
  uid: string;
  csrf: string;
}

/** An address of the interaction (`''` the sign-in page, `/register`, …) in the page's language. */
function interactionPath(o: { uid: string }, path: string, locale: Locale): string {
  return withLanguage(`/idp/interaction/${encodeURIComponent(o.uid)}${path}`, locale);
}

export interface LoginPageOptions extends InteractionPageOptions {
  email?: string;
  error?: string;
  notice?: string;
}

export function renderLoginPage(o: LoginPageOptions): string {
  const t = identityT(o.locale);
  const to = (path: string) => e(interactionPath(o, path, o.locale));
  const register =
    o.audience === 'applicant'
      ? `<p class="switch">${e(t('login.noAccount'))} <a href="${to('/register')}">${e(t('login.register'))}</a></p>
<p class="switch">${e(t('login.notApplied'))} <a href="${e(o.portalUrl)}${APPLICATION_FORM_PATH}">${e(t('login.applyNow'))}</a></p>`
      : '';
  const failed = Boolean(o.error);
  const body = `<h1>${e(t('login.title'))}</h1>
<p class="intro">${e(t(`login.intro.${registerOf(o.audience)}`))}</p>
${alert('error', o.error, 'login-error')}${alert('success', o.notice)}
<form method="post" action="${to('/login')}" novalidate>
  ${csrfInput(o.csrf)}
  ${field({ name: 'email', label: t('fields.email'), type: 'email', value: o.email, autocomplete: 'username', autofocus: !o.email, invalid: failed, describedBy: failed ? 'login-error' : undefined })}
  ${field({ name: 'password', label: t('fields.password'), type: 'password', toggleLabel: t('fields.showPassword'), autocomplete: 'current-password', autofocus: Boolean(o.email), invalid: failed, describedBy: failed ? 'login-error' : undefined })}
  <p class="forgot"><a href="${to('/forgot-password')}">${e(t('login.forgotPassword'))}</a></p>
  <button type="submit" class="btn-primary">${e(t('login.submit'))}</button>
</form>
${register}
<p class="cancel"><a href="${to('/abort')}">${e(t('actions.cancel'))}</a></p>`;
  return layout({
    locale: o.locale,
    audience: o.audience,
    title: t('login.title'),
    body,
    portalUrl: o.portalUrl,
    languageLink: (locale) => interactionPath(o, '', locale),
  });
}

type RegistrationField = 'email' | 'givenName' | 'familyName' | 'password' | 'passwordRepeat' | 'privacy';

export interface RegisterPageOptions extends Omit<InteractionPageOptions, 'audience'> {
  /** `company`: an invited company user registers (formal texts, company branding; decision 121). */
  audience: 'applicant' | 'company';
  values: { email?: string; givenName?: string; familyName?: string };
  /** The token of the invitation the sign-up link carried (decision 056); posted back with the form. */
  invitation?: string;
  errors: Partial<Record<RegistrationField, string>>;
}

export function renderRegisterPage(o: RegisterPageOptions): string {
  const t = identityT(o.locale);
  const to = (path: string) => e(interactionPath(o, path, o.locale));
  const privacyError = o.errors.privacy;
  const hasErrors = Object.values(o.errors).some(Boolean);
  const labels = {
    givenName: t('fields.firstName'),
    familyName: t('fields.lastName'),
    email: t('fields.email'),
    password: t('fields.password'),
    passwordRepeat: t('fields.passwordRepeat'),
    privacy: t('fields.privacy'),
  };
  const body = `<h1>${e(t('register.title'))}</h1>
<p class="intro">${e(t(`register.intro.${o.audience}`))}</p>
${errorSummary(t, o.audience, o.errors, labels)}${o.invitation ? alert('info', t(`register.invitationNotice.${o.audience}`)) : ''}
<form method="post" action="${to('/register')}" novalidate>
  ${csrfInput(o.csrf)}
  ${o.invitation ? `<input type="hidden" name="invitation" value="${e(o.invitation)}">` : ''}
  <div class="row">
    ${field({ name: 'givenName', label: labels.givenName, value: o.values.givenName, error: o.errors.givenName, autocomplete: 'given-name', autofocus: !hasErrors })}
    ${field({ name: 'familyName', label: labels.familyName, value: o.values.familyName, error: o.errors.familyName, autocomplete: 'family-name' })}
  </div>
  ${field({ name: 'email', label: labels.email, type: 'email', value: o.values.email, error: o.errors.email, autocomplete: 'email' })}
  ${field({ name: 'password', label: labels.password, type: 'password', toggleLabel: t('fields.showPassword'), error: o.errors.password, autocomplete: 'new-password', hint: t('validation.passwordRules') })}
  ${field({ name: 'passwordRepeat', label: labels.passwordRepeat, type: 'password', toggleLabel: t('fields.showPassword'), error: o.errors.passwordRepeat, autocomplete: 'new-password' })}
  <div class="check-field">
  <div class="check${privacyError ? ' has-error' : ''}">
    <input id="field-privacy" type="checkbox" name="privacy" value="yes" required${privacyError ? ' aria-invalid="true" aria-describedby="field-privacy-error"' : ''}>
    <label for="field-privacy">${e(t('register.acceptPrivacy'))} <a href="${e(o.portalUrl)}/datenschutz" target="_blank" rel="noopener">${e(t('layout.privacy'))}</a><span class="req" aria-hidden="true"> *</span></label>
  </div>
  ${privacyError ? `<p class="error" id="field-privacy-error">${e(privacyError)}</p>` : ''}
  </div>
  <button type="submit" class="btn-primary">${e(t('register.submit'))}</button>
</form>
<p class="switch">${e(t(`register.haveAccount.${o.audience}`))} <a href="${to('')}">${e(t('actions.backToLogin'))}</a></p>`;
  return layout({
    locale: o.locale,
    audience: o.audience,
    title: t('register.title'),
    body,
    portalUrl: o.portalUrl,
    languageLink: (locale) => interactionPath(o, '/register', locale),
  });
}

export interface ForgotPageOptions extends InteractionPageOptions {
  email?: string;
  error?: string;
  sent?: boolean;
}

export function renderForgotPage(o: ForgotPageOptions): string {
  const t = identityT(o.locale);
  const register = registerOf(o.audience);
  const to = (path: string) => e(interactionPath(o, path, o.locale));
  const form = o.sent
    ? alert('success', t(`forgot.sent.${register}`))
    : `${errorSummary(t, o.audience, { email: o.error }, { email: t('fields.email') })}<form method="post" action="${to('/forgot-password')}" novalidate>
  ${csrfInput(o.csrf)}
  ${field({ name: 'email', label: t('fields.email'), type: 'email', value: o.email, error: o.error, autocomplete: 'email', autofocus: !o.error })}
  <button type="submit" class="btn-primary">${e(t('forgot.submit'))}</button>
</form>`;
  const body = `<h1>${e(t('forgot.title'))}</h1>
<p class="intro">${e(t(`forgot.intro.${register}`))}</p>
${form}
<p class="switch"><a href="${to('')}">${e(t('actions.backToLogin'))}</a></p>`;
  return layout({
    locale: o.locale,
    audience: o.audience,
    title: t('forgot.title'),
    body,
    portalUrl: o.portalUrl,
    languageLink: (locale) => interactionPath(o, '/forgot-password', locale),
  });
}

/** What the pages of a mailed link (password reset, e-mail verification) share. */
interface LinkPageOptions {
  locale: Locale;
  audience: Audience;
  portalUrl: string;
  token: string;
  csrf: string;
  errors?: Partial<Record<'password' | 'passwordRepeat', string>>;
}

/** The portal the audience signs in to. */
function portalHome(portalUrl: string, audience: Audience): string {
  return `${portalUrl}${{ applicant: '/', company: '/b2b/', advisor: '/advisor/' }[audience]}`;
}

/** The address of a link page (`/idp/reset-password`, `/idp/verify-email`) with its token and audience. */
function linkPagePath(path: string, o: LinkPageOptions, locale: Locale): string {
  const portal = o.audience === 'applicant' ? '' : `&portal=${o.audience}`;
  return withLanguage(`${path}?token=${encodeURIComponent(o.token)}${portal}`, locale);
}

/** The form that sets the password with a mailed link. */
function passwordLinkForm(t: IdentityT, o: LinkPageOptions, action: string, label: string, submit: string) {
  const errors = o.errors ?? {};
  return `${errorSummary(t, o.audience, errors, { password: label, passwordRepeat: t('fields.passwordRepeat') })}<form method="post" action="${e(withLanguage(action, o.locale))}" novalidate>
  ${csrfInput(o.csrf)}
  <input type="hidden" name="token" value="${e(o.token)}">
  <input type="hidden" name="portal" value="${e(o.audience)}">
  ${field({ name: 'password', label, type: 'password', toggleLabel: t('fields.showPassword'), error: errors.password, autocomplete: 'new-password', hint: t('validation.passwordRules'), autofocus: !errors.password && !errors.passwordRepeat })}
  ${field({ name: 'passwordRepeat', label: t('fields.passwordRepeat'), type: 'password', toggleLabel: t('fields.showPassword'), error: errors.passwordRepeat, autocomplete: 'new-password' })}
  <button type="submit" class="btn-primary">${e(submit)}</button>
</form>`;
}

export interface ResetPageOptions extends LinkPageOptions {
  state: 'form' | 'invalid' | 'done';
}

export function renderResetPage(o: ResetPageOptions): string {
  const t = identityT(o.locale);
  const register = registerOf(o.audience);
  const home = e(portalHome(o.portalUrl, o.audience));
  let content: string;
  if (o.state === 'invalid') {
    content = `${alert('error', t(`reset.invalid.${register}`))}<p class="switch"><a class="btn-secondary" href="${home}">${e(t('actions.toPortal'))}</a></p>`;
  } else if (o.state === 'done') {
    content = `${alert('success', t(`reset.done.${register}`))}<p class="switch"><a class="btn-primary" href="${home}">${e(t('actions.toPortal'))}</a></p>`;
  } else {
    content = passwordLinkForm(t, o, '/idp/reset-password', t('fields.newPassword'), t('reset.submit'));
  }
  return layout({
    locale: o.locale,
    audience: o.audience,
    title: t('reset.title'),
    body: `<h1>${e(t('reset.title'))}</h1>${content}`,
    portalUrl: o.portalUrl,
    languageLink: (locale) => linkPagePath('/idp/reset-password', o, locale),
  });
}

export interface VerifyEmailPageOptions extends LinkPageOptions {
  state: 'form' | 'done' | 'already' | 'invalid';
}

/**
 * The page of the provider's e-mail verification link (decision 056): the mailbox owner confirms by setting the
 * password, so an identity someone else registered with this address is theirs afterwards, not the other's.
 */
export function renderVerifyEmailPage(o: VerifyEmailPageOptions): string {
  const t = identityT(o.locale);
  const register = registerOf(o.audience);
  const toSignIn = `<p class="switch"><a class="btn-primary" href="${e(portalHome(o.portalUrl, o.audience))}">${e(t('actions.toSignIn'))}</a></p>`;
  let content: string;
  if (o.state === 'form') {
    content = `<p class="intro">${e(t(`verify.intro.${register}`))}</p>
${passwordLinkForm(t, o, '/idp/verify-email', t('fields.password'), t('verify.submit'))}`;
  } else if (o.state === 'done') {
    content = `${alert('success', t(`verify.done.${register}`))}${toSignIn}`;
  } else if (o.state === 'already') {
    content = `${alert('info', t(`verify.already.${register}`))}${toSignIn}`;
  } else {
    content = `${alert('error', t(`verify.invalid.${register}`))}${toSignIn}`;
  }
  return layout({
    locale: o.locale,
    audience: o.audience,
    title: t('verify.title'),
    body: `<h1>${e(t('verify.title'))}</h1>${content}`,
    portalUrl: o.portalUrl,
    languageLink: (locale) => linkPagePath('/idp/verify-email', o, locale),
  });
}

/** Page of RP-initiated logout; `form` comes from oidc-provider and is submitted by idp.js at once. */
export function renderLogoutPage(locale: Locale, form: string): string {
  const t = identityT(locale);
  const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = `<h1>${e(t('logout.title'))}</h1>
<p class="intro" data-auto-submit="op.logoutForm">${e(t('logout.text'))}</p>
${autoForm}
<button type="submit" form="op.logoutForm" class="btn-primary">${e(t('logout.button'))}</button>`;
  return layout({ locale, audience: 'applicant', title: t('logout.title'), body, portalUrl: '' });
}

export function renderLoggedOutPage(locale: Locale, portalUrl: string): string {
  const t = identityT(locale);
  const body = `<h1>${e(t('loggedOut.title'))}</h1><p class="intro">${e(t('loggedOut.text'))}</p>
<a class="btn-primary" href="${e(portalUrl)}/">${e(t('actions.toPortal'))}</a>`;
  return layout({ locale, audience: 'applicant', title: t('loggedOut.title'), body, portalUrl });
}

/** The provider's error page; `message` replaces the general text (e.g. an expired interaction). */
export function renderErrorPage(locale: Locale, portalUrl: string, code: string, message?: string): string {
  const t = identityT(locale);
  const body = `<h1>${e(t('error.title'))}</h1>
${alert('error', message ?? t('error.text'))}
<p class="hint" dir="auto">${e(t('error.code', { code }))}</p>
<a class="btn-primary" href="${e(portalUrl)}/">${e(t('actions.toPortal'))}</a>`;
  return layout({ locale, audience: 'applicant', title: t('error.title'), body, portalUrl });
}
