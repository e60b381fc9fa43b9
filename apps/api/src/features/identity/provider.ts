/**
 * The embedded OpenID Connect provider (certified `oidc-provider`), served at `/idp`. It knows one public
 * client, the portal's SPA, which must use the authorization code flow with PKCE (S256).
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { REGISTRATION_INVITATION_PARAM, type Locale } from '@portal/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { companyOrigins, portalOrigins } from '../../lib/portal-origins';
import { randomToken } from '../../lib/tokens';
import { createAdapterFactory } from './oidc-adapter';
import { findUserById, getOrCreateSecret } from './identity.repository';
import { renderErrorPage, renderLogoutPage, renderLoggedOutPage } from './pages';
import { askedLocale } from './texts';

export const PORTAL_REDIRECT_PATHS = ['/', '/b2b/', '/advisor/'] as const;
/** A company host always shows the company portal, so only its company address is a redirect target. */
const COMPANY_HOST_REDIRECT_PATH = '/b2b/';

/** Where the provider may send the browser back to: every portal path on PUBLIC_URL, `/b2b/` on company hosts. */
export function portalRedirectUris(config: AppConfig): string[] {
  return [
    ...PORTAL_REDIRECT_PATHS.map((path) => `${config.publicUrl}${path}`),
    ...companyOrigins(config).map((origin) => `${origin}${COMPANY_HOST_REDIRECT_PATH}`),
  ];
}

export function embeddedIssuer(config: AppConfig): string {
  return `${config.publicUrl}/idp`;
}

/** The language of a page oidc-provider renders itself (logout, errors); the portal sends `ui_locales` too. */
function providerPageLocale(ctx: KoaContextWithOIDC): Locale {
  const params = ctx.oidc?.params as { ui_locales?: unknown } | undefined;
  return askedLocale(params?.ui_locales, ctx.get('accept-language'));
}

export async function createProvider(db: Database, config: AppConfig, keys: JWK[]): Promise<Provider> {
  const cookieKey = await getOrCreateSecret(db, 'oidc-cookie-key', () => randomToken());
  const portalUris = portalRedirectUris(config);
  const allowedOrigins = new Set(portalOrigins(config));
  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Dualstudium Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: portalUris,
        post_logout_redirect_uris: portalUris,
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
    },
    // The portal reads e-mail and name from the ID token, so put the scope claims into it.
    conformIdTokenClaims: false,
    extraParams: ['screen_hint', REGISTRATION_INVITATION_PARAM],
    // Lax, not the library's default None: the provider is served from the portal's own origin, so no
    // cross-site request needs its cookies, and None without Secure is refused or downgraded by browsers on
    // plain http (and gets an un-SameSite "legacy" twin). `Secure` is added by the library behind https.
    cookies: {
      keys: [cookieKey],
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    jwks: { keys },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(providerPageLocale(ctx), form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage(providerPageLocale(ctx), config.publicUrl);
        },
      },
    },
    // The portal is a first-party client: grant its scopes without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: user.emailVerified,
          given_name: user.givenName ?? undefined,
          family_name: user.familyName ?? undefined,
          name: [user.givenName, user.familyName].filter(Boolean).join(' ') || undefined,
          locale: user.locale,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(providerPageLocale(ctx), config.publicUrl, String(out.error));
    },
    // The SPA on a company host redeems its code at the token endpoint across origins (decision 073).
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
  };
  const provider = new Provider(embeddedIssuer(config), configuration);
  // Koa believes X-Forwarded-* only behind configured proxies; the trusted-proxy plugin has already reduced those
  // headers to what Fastify resolved, so the provider sees the same client, host and scheme (decision 065).
  provider.proxy = config.trustProxy !== false;
  return provider;
}
