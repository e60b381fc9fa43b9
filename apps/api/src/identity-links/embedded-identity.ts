/**
 * What the portal may ask of the embedded identity provider (`/idp`), without importing it: the provider
 * implements this interface and the app decorates itself with it (`app.embeddedIdentity`, `null` when an
 * external OpenID Connect provider is configured). Decisions 056 and 057.
 */

/** Whose portal a mail addresses ("du" or "Sie") and leads back to. */
export type PortalAudience = 'applicant' | 'company' | 'advisor';

export interface EmbeddedIdentity {
  /** The provider's issuer (`${PUBLIC_URL}/idp`); identities of other issuers are none of its business. */
  readonly issuer: string;
  /**
   * Mails the identity a single-use link that verifies its e-mail address. At most one mail per identity within
   * `IDENTITY_VERIFICATION_MAIL_INTERVAL_MINUTES`; later calls in that window send nothing.
   */
  sendEmailVerification(subject: string, audience: PortalAudience): Promise<void>;
  /** Marks the identity's address verified, if the identity still has exactly this address. */
  markEmailVerified(subject: string, email: string): Promise<void>;
  /** Ends every provider session, grant and token of the identity (it must sign in with its password again). */
  endProviderSessions(subject: string): Promise<void>;
  /**
   * A single-use registration invitation for an address (an application's, or an invited company user's);
   * answers the token for its link. `ttlDays` overrides the default validity; `supersede` makes every earlier
   * open invitation of the address invalid (a re-sent company invitation, decision 121).
   */
  createInvitation(
    values: { email: string; givenName: string; familyName: string },
    options?: { ttlDays?: number; supersede?: boolean },
  ): Promise<string>;
  /** Whether the provider has an identity (registered sign-in) for this address. */
  hasIdentity(email: string): Promise<boolean>;
}
