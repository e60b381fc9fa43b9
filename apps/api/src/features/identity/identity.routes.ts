/**
 * The embedded identity provider at `/idp`: oidc-provider's own endpoints (discovery, authorize, token, jwks,
 * end session) plus our interaction pages (sign-in, registration, password reset).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { assertCsrf, ensureCsrfCookie } from '../../plugins/csrf';
import { assetsDir } from '../../lib/paths';
import { AppError } from '../../lib/app-error';
import { type Locale, REGISTRATION_INVITATION_PARAM } from '@portal/contracts';
import {
  authenticate,
  findInvitation,
  isResetTokenValid,
  register,
  requestPasswordReset,
  setPasswordWithLink,
  validatePassword,
  verificationLink,
} from './identity.service';
import {
  renderErrorPage,
  renderForgotPage,
  renderLoginPage,
  renderRegisterPage,
  renderResetPage,
  renderVerifyEmailPage,
} from './pages';
import { embeddedIssuer } from './provider';
import { createSignInThrottle, signInThrottleHooks } from './sign-in-throttle';
import { askedLocale, audienceOf, audienceOfLink, identityT, LANGUAGE_PARAM, supportedLocale } from './texts';

type FormBody = Record<string, string | undefined>;
type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Body: FormBody }>;

function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The language of a provider page (decision 263): the person's choice on the page (`?lang=`, which every link and
 * form of the page carries on), else the authorization request's `ui_locales` (the portal's language), else
 * `Accept-Language`.
 */
export function pageLocale(request: FastifyRequest, uiLocales?: unknown): Locale {
  const chosen = supportedLocale((request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM]);
  if (chosen) return chosen;
  return askedLocale(uiLocales, request.headers['accept-language']);
}

export async function identityRoutes(app: FastifyInstance, options: { provider: Provider }): Promise<void> {
  const { provider } = options;
  const portalUrl = app.config.publicUrl;
  const signInThrottle = createSignInThrottle({
    redis: app.redis,
    keyPrefix: app.config.redis.keyPrefix,
    limits: app.config.signInThrottle,
  });

  const assets: Record<string, { body: string; type: string }> = {
    'idp.css': {
      body: readFileSync(join(assetsDir, 'idp', 'idp.css'), 'utf8'),
      type: 'text/css; charset=utf-8',
    },
    'idp.js': {
      body: readFileSync(join(assetsDir, 'idp', 'idp.js'), 'utf8'),
      type: 'text/javascript; charset=utf-8',
    },
  };
  app.get<{ Params: { file: string } }>(
    '/idp/assets/:file',
    { config: { access: 'public' } },
    (request, reply) => {
      const asset = assets[request.params.file];
      if (!asset) throw AppError.notFound();
      return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body);
    },
  );

  /** Loads the pending interaction, or renders the "start again" page when it expired. */
  async function loadInteraction(request: InteractionRequest, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) throw new oidcErrors.SessionNotFound('interaction mismatch');
      const locale = pageLocale(request, details.params.ui_locales);
      return { details, locale, audience: audienceOf(details.params.redirect_uri) };
    } catch (error) {
      if (!(error instanceof oidcErrors.SessionNotFound)) throw error;
      const locale = pageLocale(request);
      const message = identityT(locale)('error.sessionExpired');
      html(reply, renderErrorPage(locale, portalUrl, 'session_not_found', message), 400);
      return null;
    }
  }

  async function finishLogin(request: InteractionRequest, reply: FastifyReply, accountId: string) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: false } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  }

  // Our pages post ordinary HTML forms.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    pages.get<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid',
      { config: { access: 'public' } },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const { details, locale, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        if (details.prompt.name !== 'login') {
          // Consent is granted by `loadExistingGrant`; any other prompt just resumes.
          const redirectTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            {},
            { mergeWithLastSubmission: true },
          );
          return reply.redirect(redirectTo, 303);
        }
        const loginHint =
          typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        if (details.params.screen_hint === 'signup' && (audience === 'applicant' || audience === 'company')) {
          // The invitation of an application (decision 056) or of a company (decision 121) pre-fills address
          // and names.
          const token = details.params[REGISTRATION_INVITATION_PARAM];
          const invitation = await findInvitation(app.db, typeof token === 'string' ? token : undefined);
          return html(
            reply,
            renderRegisterPage({
              locale,
              audience,
              portalUrl,
              uid: details.uid,
              csrf,
              values: invitation
                ? {
                    email: invitation.email,
                    givenName: invitation.givenName ?? undefined,
                    familyName: invitation.familyName ?? undefined,
                  }
                : { email: loginHint },
              invitation: invitation ? (token as string) : undefined,
              errors: {},
            }),
          );
        }
        return html(
          reply,
          renderLoginPage({ locale, audience, portalUrl, uid: details.uid, csrf, email: loginHint }),
        );
      },
    );

    pages.post<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid/login',
      {
        config: { access: 'public' },
        // Failed sign-ins per account and per client address (decision 064); while throttled, the page refuses
        // every attempt before looking at the password.
        ...signInThrottleHooks(
          signInThrottle,
          (request) => (request.body as FormBody | undefined)?.email ?? '',
          async (request, reply) => {
            const interaction = await loadInteraction(request as InteractionRequest, reply);
            if (!interaction) return;
            const { details, locale, audience } = interaction;
            const csrf = ensureCsrfCookie(request, reply);
            const email = ((request.body as FormBody | undefined)?.email ?? '').trim();
            const error = identityT(locale)('login.tooManyAttempts');
            const page = renderLoginPage({
              locale,
              audience,
              portalUrl,
              uid: details.uid,
              csrf,
              email,
              error,
            });
            html(reply, page, 429);
          },
        ),
      },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const { details, locale, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        assertCsrf(request, request.body._csrf);
        const email = (request.body.email ?? '').trim();
        const user =
          email && request.body.password
            ? await authenticate(app.db, email, request.body.password, locale)
            : null;
        if (!user) {
          const error = identityT(locale)('login.invalidCredentials');
          return html(
            reply,
            renderLoginPage({ locale, audience, portalUrl, uid: details.uid, csrf, email, error }),
            401,
          );
        }
        return finishLogin(request, reply, user.id);
      },
    );

    pages.get<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid/register',
      { config: { access: 'public' } },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const csrf = ensureCsrfCookie(request, reply);
        const { details, locale, audience } = interaction;
        return html(
          reply,
          renderRegisterPage({
            locale,
            audience: audience === 'company' ? 'company' : 'applicant',
            portalUrl,
            uid: details.uid,
            csrf,
            values: {},
            errors: {},
          }),
        );
      },
    );

    pages.post<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid/register',
      { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const { details, locale, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        assertCsrf(request, request.body._csrf);
        const registering = audience === 'company' ? 'company' : 'applicant';
        const result = await register(app.db, locale, registering, request.body);
        if ('errors' in result) {
          const values = {
            email: request.body.email,
            givenName: request.body.givenName,
            familyName: request.body.familyName,
          };
          return html(
            reply,
            renderRegisterPage({
              locale,
              audience: registering,
              portalUrl,
              uid: details.uid,
              csrf,
              values,
              invitation: request.body.invitation || undefined,
              errors: result.errors,
            }),
            422,
          );
        }
        return finishLogin(request, reply, result.user.id);
      },
    );

    pages.get<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid/forgot-password',
      { config: { access: 'public' } },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const { details, locale, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        return html(reply, renderForgotPage({ locale, audience, portalUrl, uid: details.uid, csrf }));
      },
    );

    pages.post<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid/forgot-password',
      { config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const { details, locale, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        assertCsrf(request, request.body._csrf);
        const email = (request.body.email ?? '').trim();
        if (!email) {
          const error = identityT(locale)('validation.required');
          return html(
            reply,
            renderForgotPage({ locale, audience, portalUrl, uid: details.uid, csrf, error }),
            422,
          );
        }
        await requestPasswordReset(app.db, app.mailer, { email, locale, audience, publicUrl: portalUrl });
        return html(
          reply,
          renderForgotPage({ locale, audience, portalUrl, uid: details.uid, csrf, sent: true }),
        );
      },
    );

    pages.get<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid/abort',
      { config: { access: 'public' } },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'End-User aborted the sign-in' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    // The pages of mailed links (password reset; e-mail verification, decision 056) name their audience in
    // `portal` and their language in `lang` (decision 263); their forms post both back.
    const linkPage = (request: FastifyRequest, reply: FastifyReply, token: string, portal: unknown) => ({
      locale: pageLocale(request),
      audience: audienceOfLink(portal),
      portalUrl,
      token,
      csrf: ensureCsrfCookie(request, reply),
    });

    pages.get<{ Querystring: { token?: string; portal?: string } }>(
      '/idp/reset-password',
      { config: { access: 'public' } },
      async (request, reply) => {
        const page = linkPage(request, reply, request.query.token ?? '', request.query.portal);
        const state = page.token && (await isResetTokenValid(app.db, page.token)) ? 'form' : 'invalid';
        return html(reply, renderResetPage({ ...page, state }), state === 'form' ? 200 : 400);
      },
    );

    /**
     * The POST of a password page reached by a mailed link (reset, e-mail verification): CSRF, the password rules,
     * then the password set with the single-use link. `errors` when the password was refused (nothing changed),
     * else whether the link was still usable.
     */
    const submitPasswordWithLink = async (
      request: FastifyRequest<{ Body: FormBody }>,
      reply: FastifyReply,
      purpose: 'password_reset' | 'email_verification',
    ) => {
      const page = linkPage(request, reply, request.body.token ?? '', request.body.portal);
      assertCsrf(request, request.body._csrf);
      const password = request.body.password ?? '';
      const repeat = request.body.passwordRepeat ?? '';
      const errors = validatePassword(page.locale, page.audience, password, repeat);
      if (Object.keys(errors).length > 0) return { page, errors, done: false };
      const done = await setPasswordWithLink(app.db, {
        token: page.token,
        purpose,
        password,
        issuer: embeddedIssuer(app.config),
      });
      return { page, errors: null, done };
    };

    pages.post<{ Body: FormBody }>(
      '/idp/reset-password',
      { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const { page, errors, done } = await submitPasswordWithLink(request, reply, 'password_reset');
        if (errors) return html(reply, renderResetPage({ ...page, state: 'form', errors }), 422);
        return html(reply, renderResetPage({ ...page, state: done ? 'done' : 'invalid' }), done ? 200 : 400);
      },
    );

    // The link of the verification mail (decision 056). Opening it changes nothing (mail scanners open links);
    // the mailbox owner confirms by setting the password, which also ends every other sign-in of the identity.
    pages.get<{ Querystring: { token?: string; portal?: string } }>(
      '/idp/verify-email',
      { config: { access: 'public' } },
      async (request, reply) => {
        const page = linkPage(request, reply, request.query.token ?? '', request.query.portal);
        const link = await verificationLink(app.db, page.token);
        const state = link === 'valid' ? 'form' : link;
        return html(reply, renderVerifyEmailPage({ ...page, state }), state === 'invalid' ? 400 : 200);
      },
    );

    pages.post<{ Body: FormBody }>(
      '/idp/verify-email',
      { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const { page, errors, done } = await submitPasswordWithLink(request, reply, 'email_verification');
        const render = (state: 'form' | 'done' | 'already' | 'invalid') =>
          renderVerifyEmailPage({ ...page, state, errors: errors ?? {} });
        if (errors) return html(reply, render('form'), 422);
        if (done) return html(reply, render('done'));
        const state = await verificationLink(app.db, page.token);
        return state === 'already' ? html(reply, render('already')) : html(reply, render('invalid'), 400);
      },
    );
  });

  // Everything else under /idp is oidc-provider itself; it reads request bodies from the raw stream.
  await app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice('/idp'.length) || '/';
      callback(raw, reply.raw);
    };
    passthrough.all('/idp', { config: { access: 'public' } }, handler);
    passthrough.all('/idp/*', { config: { access: 'public' } }, handler);
  });
}
