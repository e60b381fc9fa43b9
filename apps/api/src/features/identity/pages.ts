/**
 * Server-rendered pages of the embedded provider in the portal's look. No inline scripts (strict CSP):
 * behaviour comes from `/idp/assets/idp.js`, styles from `/idp/assets/idp.css`.
 */
import { APPLICATION_FORM_PATH, type MessageLanguage } from '@portal/contracts';
import { escapeHtml as e } from '../../lib/html';
import { texts, type Audience } from './texts';

/** The portal's logo mark (same drawing as the web app's `LogoMark`). */
const LOGO = `<svg class="logo-mark" viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="12" fill="#1f2a6b"/><path d="M12 15.5c4.2-1.6 8.2-1.2 12 1.4v17.6c-3.8-2.6-7.8-3-12-1.4z" fill="#fff"/><path d="M36 15.5c-4.2-1.6-8.2-1.2-12 1.4v17.6c3.8-2.6 7.8-3 12-1.4z" fill="#c7d0ff"/><circle cx="35" cy="11" r="3.5" fill="#f59e0b"/></svg>`;

interface LayoutOptions {
  language: MessageLanguage;
  audience: Audience;
  title: string;
  body: string;
  portalUrl: string;
}

function layout({ language, audience, title, body, portalUrl }: LayoutOptions): string {
  const t = texts[language];
  const points = t.brandPoints[audience].map((p) => `<li>${e(p)}</li>`).join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · ${e(t.portal[audience])}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/idp/assets/idp.css">
<script src="/idp/assets/idp.js" defer></script>
</head>
<body class="audience-${audience}">
<div class="shell">
  <aside class="brand">
    <a class="brand-head" href="${e(portalUrl)}/">${LOGO}<span><strong>Dualstudium Portal</strong><small>${e(t.portal[audience])}</small></span></a>
    <div class="brand-copy">
      <h2>${e(t.brandTitle[audience])}</h2>
      <ul>${points}</ul>
    </div>
    <p class="brand-foot">${e(t.university)}</p>
  </aside>
  <main class="panel">
    <div class="card">${body}</div>
    <footer class="legal">
      <a href="${e(portalUrl)}/impressum" target="_blank" rel="noopener">${e(t.imprint)}</a>
      <a href="${e(portalUrl)}/datenschutz" target="_blank" rel="noopener">${e(t.privacy)}</a>
    </footer>
  </main>
</div>
</body>
</html>`;
}

function alert(kind: 'error' | 'success' | 'info', message: string | undefined): string {
  return message
    ? `<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${e(message)}</div>`
    : '';
}

function field(options: {
  name: string;
  label: string;
  type?: string;
  value?: string;
  error?: string;
  autocomplete?: string;
  hint?: string;
  autofocus?: boolean;
  toggleLabel?: string;
}): string {
  const id = `field-${options.name}`;
  const type = options.type ?? 'text';
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const input = `<input id="${id}" name="${options.name}" type="${type}" required${
    options.value ? ` value="${e(options.value)}"` : ''
  }${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.autofocus ? ' autofocus' : ''}${
    options.error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>`;
  const toggle =
    type === 'password'
      ? `<button type="button" class="toggle-password" data-toggle-password="${id}" aria-label="${e(options.toggleLabel ?? '')}" aria-pressed="false"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5c-7 0-10 7-10 7s3 7 10 7 10-7 10-7-3-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z" fill="currentColor"/></svg></button>`
      : '';
  return `<div class="field${options.error ? ' has-error' : ''}">
  <label for="${id}">${e(options.label)} <span class="req" aria-hidden="true">*</span></label>
  <div class="input-wrap">${input}${toggle}</div>
  ${options.hint ? `<p class="hint" id="${id}-hint">${e(options.hint)}</p>` : ''}
  ${options.error ? `<p class="error" id="${id}-error">${e(options.error)}</p>` : ''}
</div>`;
}

function csrfInput(csrf: string): string {
  return `<input type="hidden" name="_csrf" value="${e(csrf)}">`;
}

/** What the sign-in and forgot-password pages share: the interaction, its audience and the e-mail form field. */
interface EmailFormPageOptions {
  language: MessageLanguage;
  audience: Audience;
  portalUrl: string;
  uid: string;
  csrf: string;
  email?: string;
  error?: string;
}

export interface LoginPageOptions extends EmailFormPageOptions {
  notice?: string;
}

export function renderLoginPage(o: LoginPageOptions): string {
  const t = texts[o.language];
  const base = `/idp/interaction/${e(o.uid)}`;
  const register =
    o.audience === 'applicant'
      ? `<p class="switch">${e(t.noAccount)} <a href="${base}/register">${e(t.register)}</a></p>
<p class="switch">${e(t.notApplied)} <a href="${e(o.portalUrl)}${APPLICATION_FORM_PATH}">${e(t.applyNow)}</a></p>`
      : '';
  const body = `<h1>${e(t.loginTitle[o.audience])}</h1>
<p class="intro">${e(t.loginIntro[o.audience])}</p>
${alert('error', o.error)}${alert('success', o.notice)}
<form method="post" action="${base}/login" novalidate>
  ${csrfInput(o.csrf)}
  ${field({ name: 'email', label: t.email, type: 'email', value: o.email, autocomplete: 'username', autofocus: !o.email })}
  ${field({ name: 'password', label: t.password, type: 'password', toggleLabel: t.showPassword, autocomplete: 'current-password', autofocus: Boolean(o.email) })}
  <p class="forgot"><a href="${base}/forgot-password">${e(t.forgotPassword)}</a></p>
  <button type="submit" class="btn-primary">${e(t.submitLogin)}</button>
</form>
${register}
<p class="cancel"><a href="${base}/abort">${e(t.cancel)}</a></p>`;
  return layout({
    language: o.language,
    audience: o.audience,
    title: t.loginTitle[o.audience],
    body,
    portalUrl: o.portalUrl,
  });
}

export interface RegisterPageOptions {
  language: MessageLanguage;
  /** `company`: an invited company user registers (formal texts, company branding; decision 121). */
  audience?: 'applicant' | 'company';
  portalUrl: string;
  uid: string;
  csrf: string;
  values: { email?: string; givenName?: string; familyName?: string };
  /** The token of the invitation the sign-up link carried (decision 056); posted back with the form. */
  invitation?: string;
  errors: Partial<
    Record<'email' | 'givenName' | 'familyName' | 'password' | 'passwordRepeat' | 'privacy', string>
  >;
  error?: string;
}

export function renderRegisterPage(o: RegisterPageOptions): string {
  const t = texts[o.language];
  const base = `/idp/interaction/${e(o.uid)}`;
  const privacyError = o.errors.privacy;
  const company = o.audience === 'company';
  const intro = company ? t.companyRegister.intro : t.registerIntro;
  const notice = company ? t.companyRegister.invitationNotice : t.invitationNotice;
  const body = `<h1>${e(t.registerTitle)}</h1>
<p class="intro">${e(intro)}</p>
${alert('error', o.error)}${o.invitation ? alert('info', notice) : ''}
<form method="post" action="${base}/register" novalidate>
  ${csrfInput(o.csrf)}
  ${o.invitation ? `<input type="hidden" name="invitation" value="${e(o.invitation)}">` : ''}
  <div class="row">
    ${field({ name: 'givenName', label: t.firstName, value: o.values.givenName, error: o.errors.givenName, autocomplete: 'given-name', autofocus: true })}
    ${field({ name: 'familyName', label: t.lastName, value: o.values.familyName, error: o.errors.familyName, autocomplete: 'family-name' })}
  </div>
  ${field({ name: 'email', label: t.email, type: 'email', value: o.values.email, error: o.errors.email, autocomplete: 'email' })}
  ${field({ name: 'password', label: t.password, type: 'password', toggleLabel: t.showPassword, error: o.errors.password, autocomplete: 'new-password', hint: t.passwordRules })}
  ${field({ name: 'passwordRepeat', label: t.passwordRepeat, type: 'password', toggleLabel: t.showPassword, error: o.errors.passwordRepeat, autocomplete: 'new-password' })}
  <div class="check${privacyError ? ' has-error' : ''}">
    <input id="field-privacy" type="checkbox" name="privacy" value="yes" required${privacyError ? ' aria-invalid="true" aria-describedby="field-privacy-error"' : ''}>
    <label for="field-privacy">${e(t.acceptPrivacy)} <a href="${e(o.portalUrl)}/datenschutz" target="_blank" rel="noopener">${e(t.privacy)}</a> <span class="req" aria-hidden="true">*</span></label>
  </div>
  ${privacyError ? `<p class="error" id="field-privacy-error">${e(privacyError)}</p>` : ''}
  <button type="submit" class="btn-primary">${e(t.submitRegister)}</button>
</form>
<p class="switch">${e(company ? t.companyRegister.haveAccount : t.haveAccount)} <a href="${base}">${e(t.backToLogin)}</a></p>`;
  return layout({
    language: o.language,
    audience: company ? 'company' : 'applicant',
    title: t.registerTitle,
    body,
    portalUrl: o.portalUrl,
  });
}

export interface ForgotPageOptions extends EmailFormPageOptions {
  sent?: boolean;
}

export function renderForgotPage(o: ForgotPageOptions): string {
  const t = texts[o.language];
  const base = `/idp/interaction/${e(o.uid)}`;
  const form = o.sent
    ? alert('success', t.forgotSent)
    : `<form method="post" action="${base}/forgot-password" novalidate>
  ${csrfInput(o.csrf)}
  ${field({ name: 'email', label: t.email, type: 'email', value: o.email, error: o.error, autocomplete: 'email', autofocus: true })}
  <button type="submit" class="btn-primary">${e(t.submitForgot)}</button>
</form>`;
  const body = `<h1>${e(t.forgotTitle)}</h1>
<p class="intro">${e(t.forgotIntro)}</p>
${form}
<p class="switch"><a href="${base}">${e(t.backToLogin)}</a></p>`;
  return layout({
    language: o.language,
    audience: o.audience,
    title: t.forgotTitle,
    body,
    portalUrl: o.portalUrl,
  });
}

export interface ResetPageOptions {
  language: MessageLanguage;
  portalUrl: string;
  token: string;
  csrf: string;
  state: 'form' | 'invalid' | 'done';
  errors?: Partial<Record<'password' | 'passwordRepeat', string>>;
}

export function renderResetPage(o: ResetPageOptions): string {
  const t = texts[o.language];
  let content: string;
  if (o.state === 'invalid') {
    content = `${alert('error', t.resetInvalid)}<p class="switch"><a class="btn-secondary" href="${e(o.portalUrl)}/">${e(t.toPortal)}</a></p>`;
  } else if (o.state === 'done') {
    content = `${alert('success', t.resetDone)}<p class="switch"><a class="btn-primary" href="${e(o.portalUrl)}/">${e(t.toPortal)}</a></p>`;
  } else {
    content = `<form method="post" action="/idp/reset-password" novalidate>
  ${csrfInput(o.csrf)}
  <input type="hidden" name="token" value="${e(o.token)}">
  ${field({ name: 'password', label: t.newPassword, type: 'password', toggleLabel: t.showPassword, error: o.errors?.password, autocomplete: 'new-password', hint: t.passwordRules, autofocus: true })}
  ${field({ name: 'passwordRepeat', label: t.passwordRepeat, type: 'password', toggleLabel: t.showPassword, error: o.errors?.passwordRepeat, autocomplete: 'new-password' })}
  <button type="submit" class="btn-primary">${e(t.submitReset)}</button>
</form>`;
  }
  const body = `<h1>${e(t.resetTitle)}</h1>${content}`;
  return layout({
    language: o.language,
    audience: 'applicant',
    title: t.resetTitle,
    body,
    portalUrl: o.portalUrl,
  });
}

export interface VerifyEmailPageOptions {
  language: MessageLanguage;
  portalUrl: string;
  audience: Audience;
  token: string;
  csrf: string;
  state: 'form' | 'done' | 'already' | 'invalid';
  errors?: Partial<Record<'password' | 'passwordRepeat', string>>;
}

/**
 * The page of the provider's e-mail verification link (decision 056): the mailbox owner confirms by setting the
 * password, so an identity someone else registered with this address is theirs afterwards, not the other's.
 */
export function renderVerifyEmailPage(o: VerifyEmailPageOptions): string {
  const t = texts[o.language];
  const portal = `${o.portalUrl}${{ applicant: '/', company: '/b2b/', advisor: '/advisor/' }[o.audience]}`;
  const toSignIn = `<p class="switch"><a class="btn-primary" href="${e(portal)}">${e(t.toSignIn)}</a></p>`;
  let content: string;
  if (o.state === 'form') {
    content = `<p class="intro">${e(t.verifyIntro[o.audience])}</p>
<form method="post" action="/idp/verify-email" novalidate>
  ${csrfInput(o.csrf)}
  <input type="hidden" name="token" value="${e(o.token)}">
  <input type="hidden" name="portal" value="${e(o.audience)}">
  ${field({ name: 'password', label: t.password, type: 'password', toggleLabel: t.showPassword, error: o.errors?.password, autocomplete: 'new-password', hint: t.passwordRules, autofocus: true })}
  ${field({ name: 'passwordRepeat', label: t.passwordRepeat, type: 'password', toggleLabel: t.showPassword, error: o.errors?.passwordRepeat, autocomplete: 'new-password' })}
  <button type="submit" class="btn-primary">${e(t.verifySubmit)}</button>
</form>`;
  } else if (o.state === 'done') {
    content = `${alert('success', t.verifyDone[o.audience])}${toSignIn}`;
  } else if (o.state === 'already') {
    content = `${alert('info', t.verifyAlready[o.audience])}${toSignIn}`;
  } else {
    content = `${alert('error', t.verifyInvalid[o.audience])}${toSignIn}`;
  }
  const body = `<h1>${e(t.verifyTitle)}</h1>${content}`;
  return layout({
    language: o.language,
    audience: o.audience,
    title: t.verifyTitle,
    body,
    portalUrl: o.portalUrl,
  });
}

/** Page of RP-initiated logout; `form` comes from oidc-provider and is submitted by idp.js at once. */
export function renderLogoutPage(language: MessageLanguage, form: string): string {
  const t = texts[language];
  const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = `<h1>${e(t.logoutTitle)}</h1>
<p class="intro" data-auto-submit="op.logoutForm">${e(t.logoutText)}</p>
${autoForm}
<button type="submit" form="op.logoutForm" class="btn-primary">${e(t.logoutButton)}</button>`;
  return layout({ language, audience: 'applicant', title: t.logoutTitle, body, portalUrl: '' });
}

export function renderLoggedOutPage(language: MessageLanguage, portalUrl: string): string {
  const t = texts[language];
  const body = `<h1>${e(t.loggedOutTitle)}</h1><p class="intro">${e(t.loggedOutText)}</p>
<a class="btn-primary" href="${e(portalUrl)}/">${e(t.toPortal)}</a>`;
  return layout({ language, audience: 'applicant', title: t.loggedOutTitle, body, portalUrl });
}

export function renderErrorPage(
  language: MessageLanguage,
  portalUrl: string,
  code: string,
  message?: string,
): string {
  const t = texts[language];
  const body = `<h1>${e(t.errorTitle)}</h1>
${alert('error', message ?? t.errorText)}
<p class="hint">${e(code)}</p>
<a class="btn-primary" href="${e(portalUrl)}/">${e(t.toPortal)}</a>`;
  return layout({ language, audience: 'applicant', title: t.errorTitle, body, portalUrl });
}
