/**
 * Verifies ID tokens of the configured issuer with `jose`: signature against the issuer's keys, issuer,
 * audience (our client id), expiry; algorithm `none` and symmetric algorithms are never accepted.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

export interface IdTokenVerifier {
  issuer: string;
  clientId: string;
  verify(idToken: string): Promise<JWTPayload>;
  /** The provider's RP-initiated logout address for this client, or null when it has none. */
  endSessionUrl(postLogoutRedirectUri: string): Promise<string | null>;
}

function endSessionAddress(
  endpoint: string | undefined,
  clientId: string,
  postLogoutRedirectUri: string,
): string | null {
  if (!endpoint) return null;
  const url = new URL(endpoint);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  return url.href;
}

/** The token's claims if it is signed with one of `keys` and issued by `issuer` for `clientId`. */
async function verifyWith(
  keys: JWTVerifyGetKey,
  idToken: string,
  options: { issuer: string; clientId: string },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, keys, {
    issuer: options.issuer,
    audience: options.clientId,
    algorithms: ALGORITHMS,
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  return payload;
}

/** For the embedded provider: its public keys are known in-process, no HTTP round trip needed. */
export function createLocalVerifier(options: {
  issuer: string;
  clientId: string;
  publicKeys: JWK[];
}): IdTokenVerifier {
  const keys = createLocalJWKSet({ keys: options.publicKeys });
  return {
    issuer: options.issuer,
    clientId: options.clientId,
    async verify(idToken) {
      return verifyWith(keys, idToken, options);
    },
    async endSessionUrl(postLogoutRedirectUri) {
      return endSessionAddress(`${options.issuer}/session/end`, options.clientId, postLogoutRedirectUri);
    },
  };
}

interface DiscoveryDocument {
  issuer: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

/** For an external provider (`OIDC_ISSUER`): keys and endpoints come from its discovery document. */
export function createRemoteVerifier(options: { issuer: string; clientId: string }): IdTokenVerifier {
  let discovery: Promise<{
    document: DiscoveryDocument;
    keys: ReturnType<typeof createRemoteJWKSet>;
  }> | null = null;
  const discover = () => {
    discovery ??= fetch(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`OIDC discovery failed with ${response.status}`);
        const document = (await response.json()) as DiscoveryDocument;
        return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
      })
      .catch((error: unknown) => {
        discovery = null;
        throw error;
      });
    return discovery;
  };
  return {
    issuer: options.issuer,
    clientId: options.clientId,
    async verify(idToken) {
      const { keys } = await discover();
      return verifyWith(keys, idToken, options);
    },
    async endSessionUrl(postLogoutRedirectUri) {
      const { document } = await discover();
      return endSessionAddress(document.end_session_endpoint, options.clientId, postLogoutRedirectUri);
    },
  };
}
