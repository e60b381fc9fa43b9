/** Signing keys of the embedded provider: generated once, stored in the database, shared by all instances. */
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomToken } from '../../lib/tokens';
import type { Database } from '../../db/client';
import { insertSigningKey, listSigningKeys } from './identity.repository';

const PRIVATE_PARAMS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export async function loadOrCreateSigningKeys(db: Database): Promise<JWK[]> {
  const existing = await listSigningKeys(db);
  if (existing.length === 0) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomToken(12), alg: 'RS256', use: 'sig' };
    await insertSigningKey(db, jwk.kid, jwk);
  }
  return (await listSigningKeys(db)).map((row) => row.privateJwk as JWK);
}

export function publicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const param of PRIVATE_PARAMS) delete copy[param];
  return copy;
}
