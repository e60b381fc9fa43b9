/** Signing keys of the embedded provider: generated once, stored in the database, shared by all instances. */
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomToken } from '../../lib/tokens';
import type { Database } from '../../db/client';
import { loadOrInsertSigningKeys } from './identity.repository';

const PRIVATE_PARAMS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/** The stored keys; the first is created when there is none (once, also when processes start together). */
export async function loadOrCreateSigningKeys(db: Database): Promise<JWK[]> {
  const rows = await loadOrInsertSigningKeys(db, async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomToken(12);
    return { kid, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
  });
  return rows.map((row) => row.privateJwk as JWK);
}

export function publicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const param of PRIVATE_PARAMS) delete copy[param];
  return copy;
}
