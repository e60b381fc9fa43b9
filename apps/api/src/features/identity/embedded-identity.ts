/** The embedded provider's side of `EmbeddedIdentity` (decisions 056, 057), decorated as `app.embeddedIdentity`. */
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { EmbeddedIdentity } from '../../identity-links/embedded-identity';
import { deleteProviderStateOfUser, findUserByEmail, markEmailVerified } from './identity.repository';
import { createInvitation, sendEmailVerification } from './identity.service';

export function createEmbeddedIdentity(
  db: Database,
  mailer: Mailer,
  options: { issuer: string; publicUrl: string },
): EmbeddedIdentity {
  return {
    issuer: options.issuer,
    async sendEmailVerification(subject, audience) {
      await sendEmailVerification(db, mailer, { userId: subject, audience, publicUrl: options.publicUrl });
    },
    markEmailVerified: (subject, email) => markEmailVerified(db, subject, email),
    endProviderSessions: (subject) => deleteProviderStateOfUser(db, subject),
    createInvitation: (values, invitationOptions) => createInvitation(db, values, invitationOptions),
    hasIdentity: async (email) => (await findUserByEmail(db, email)) !== null,
  };
}
