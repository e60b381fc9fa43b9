/**
 * Ends everything an identity is signed in with: the portal's API tokens and, for the embedded provider, its
 * sessions, grants and tokens (decision 057). Used after a password reset and an e-mail change.
 */
import type { Database } from '../db/client';
import type { EmbeddedIdentity } from './embedded-identity';
import { revokeApiSessionsOfIdentity } from './identity-links.repository';

export async function endSessionsOfIdentity(
  deps: { db: Database; embeddedIdentity: EmbeddedIdentity | null },
  identity: { issuer: string; subject: string },
): Promise<void> {
  await revokeApiSessionsOfIdentity(deps.db, identity.issuer, identity.subject);
  if (deps.embeddedIdentity && identity.issuer === deps.embeddedIdentity.issuer) {
    await deps.embeddedIdentity.endProviderSessions(identity.subject);
  }
}
