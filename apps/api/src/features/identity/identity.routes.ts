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
import { messageLanguage, type MessageLanguage, REGISTRATION_INVITATION_PARAM } from '@portal/contracts';
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
import { requestLanguage } from '../../plugins/error-handler';
import { audienceOf, texts } from './texts';

type FormBody = Record<string, string | undefined>;
type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Body: FormBody }>;

function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
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
      const locale = typeof details.params.ui_locales === 'string' ? details.params.ui_locales : undefined;
      const language: MessageLanguage = messageLanguage(locale ?? request.headers['accept-language']);
      return { details, language, audience: audienceOf(details.params.redirect_uri) };
    } catch (error) {
      if (!(error instanceof oidcErrors.SessionNotFound)) throw error;
      const language = requestLanguage(request);
      html(
        reply,
        renderErrorPage(language, portalUrl, 'session_not_found', texts[language].sessionExpired),
        400,
      );
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
        const { details, language, audience } = interaction;
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
              language,
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
          renderLoginPage({ language, audience, portalUrl, uid: details.uid, csrf, email: loginHint }),
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
            const { details, language, audience } = interaction;
            const csrf = ensureCsrfCookie(request, reply);
            const email = ((request.body as FormBody | undefined)?.email ?? '').trim();
            const error = texts[language].tooManyAttempts;
            const page = renderLoginPage({
              language,
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
        const { details, language, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        assertCsrf(request, request.body._csrf);
        const email = (request.body.email ?? '').trim();
        const user =
          email && request.body.password ? await authenticate(app.db, email, request.body.password) : null;
        if (!user) {
          const error = texts[language].invalidCredentials;
          return html(
            reply,
            renderLoginPage({ language, audience, portalUrl, uid: details.uid, csrf, email, error }),
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
        const { details, language, audience } = interaction;
        return html(
          reply,
          renderRegisterPage({
            language,
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
        const { details, language, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        assertCsrf(request, request.body._csrf);
        const result = await register(app.db, language, request.body);
        if ('errors' in result) {
          const company = audience === 'company';
          if (company && result.errors.email === texts[language].emailTaken) {
            result.errors.email = texts[language].companyRegister.emailTaken;
          }
          const values = {
            email: request.body.email,
            givenName: request.body.givenName,
            familyName: request.body.familyName,
          };
          return html(
            reply,
            renderRegisterPage({
              language,
              audience: company ? 'company' : 'applicant',
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
        const { details, language, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        return html(reply, renderForgotPage({ language, audience, portalUrl, uid: details.uid, csrf }));
      },
    );

    pages.post<{ Params: { uid: string }; Body: FormBody }>(
      '/idp/interaction/:uid/forgot-password',
      { config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return reply;
        const { details, language, audience } = interaction;
        const csrf = ensureCsrfCookie(request, reply);
        assertCsrf(request, request.body._csrf);
        const email = (request.body.email ?? '').trim();
        if (!email) {
          const error = texts[language].required;
          return html(
            reply,
            renderForgotPage({ language, audience, portalUrl, uid: details.uid, csrf, error }),
            422,
          );
        }
        await requestPasswordReset(app.db, app.mailer, { email, language, publicUrl: portalUrl });
        return html(
          reply,
          renderForgotPage({ language, audience, portalUrl, uid: details.uid, csrf, sent: true }),
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

    pages.get<{ Querystring: { token?: string } }>(
      '/idp/reset-password',
      { config: { access: 'public' } },
      async (request, reply) => {
        const language = requestLanguage(request);
        const token = request.query.token ?? '';
        const csrf = ensureCsrfCookie(request, reply);
        const state = token && (await isResetTokenValid(app.db, token)) ? 'form' : 'invalid';
        return html(
          reply,
          renderResetPage({ language, portalUrl, token, csrf, state }),
          state === 'form' ? 200 : 400,
        );
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
      const language = requestLanguage(request);
      const csrf = ensureCsrfCookie(request, reply);
      assertCsrf(request, request.body._csrf);
      const token = request.body.token ?? '';
      const password = request.body.password ?? '';
      const errors = validatePassword(language, password, request.body.passwordRepeat ?? '');
      const page = { language, portalUrl, token, csrf };
      if (Object.keys(errors).length > 0) return { page, errors, done: false };
      const done = await setPasswordWithLink(app.db, {
        token,
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
    const audienceOfLink = (portal: string | undefined) =>
      portal === 'company' || portal === 'advisor' ? portal : 'applicant';

    pages.get<{ Querystring: { token?: string; portal?: string } }>(
      '/idp/verify-email',
      { config: { access: 'public' } },
      async (request, reply) => {
        const language = requestLanguage(request);
        const token = request.query.token ?? '';
        const csrf = ensureCsrfCookie(request, reply);
        const link = await verificationLink(app.db, token);
        const state = link === 'valid' ? 'form' : link;
        const audience = audienceOfLink(request.query.portal);
        return html(
          reply,
          renderVerifyEmailPage({ language, portalUrl, audience, token, csrf, state }),
          state === 'invalid' ? 400 : 200,
        );
      },
    );

    pages.post<{ Body: FormBody }>(
      '/idp/verify-email',
      { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const audience = audienceOfLink(request.body.portal);
        const { page, errors, done } = await submitPasswordWithLink(request, reply, 'email_verification');
        const render = (state: 'form' | 'done' | 'already' | 'invalid') =>
          renderVerifyEmailPage({ ...page, audience, state, errors: errors ?? {} });
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
