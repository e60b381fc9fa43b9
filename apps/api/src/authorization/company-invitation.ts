/**
 * The link of a company invitation (decision 121). A person without a sign-in gets the company portal's sign-up
 * entry (`COMPANY_SIGNUP_PATH`) with a single-use registration invitation of the embedded provider, valid
 * `EMPLOYEE_INVITATION_TTL_DAYS`; a new link makes the older ones invalid. A person who can already sign in (a
 * linked company user, or an identity of the provider with that address) gets the company portal's address.
 */
import {
  COMPANY_SIGNUP_PATH,
  EMPLOYEE_INVITATION_TTL_DAYS,
  INVITATION_LANGUAGE_PARAM,
  REGISTRATION_INVITATION_PARAM,
  type Locale,
} from '@portal/contracts';
import type { EmbeddedIdentity } from '../identity-links/embedded-identity';

export interface InvitationLinkContext {
  publicUrl: string;
  /** Null when an external OpenID Connect provider is configured: then the link only pre-fills the e-mail. */
  embeddedIdentity: EmbeddedIdentity | null;
}

export interface InvitationLink {
  kind: 'signup' | 'signin';
  url: string;
  /** ISO date the link stops working. */
  expiresOn: string;
}

export function invitationExpiry(invitedAt: Date): Date {
  return new Date(invitedAt.getTime() + EMPLOYEE_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

export async function companyInvitationLink(
  context: InvitationLinkContext,
  person: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    hasSignIn: boolean;
    /** The language of the invitation mail; the sign-up link carries it to the portal and the provider. */
    language: Locale;
  },
): Promise<InvitationLink> {
  const expiresOn = invitationExpiry(new Date()).toISOString().slice(0, 10);
  const canSignIn =
    person.hasSignIn ||
    (context.embeddedIdentity ? await context.embeddedIdentity.hasIdentity(person.email) : false);
  if (canSignIn) return { kind: 'signin', url: `${context.publicUrl}/b2b`, expiresOn };
  const url = new URL(`${context.publicUrl}${COMPANY_SIGNUP_PATH}`);
  url.searchParams.set('email', person.email);
  url.searchParams.set(INVITATION_LANGUAGE_PARAM, person.language);
  if (context.embeddedIdentity) {
    const token = await context.embeddedIdentity.createInvitation(
      { email: person.email, givenName: person.firstName ?? '', familyName: person.lastName ?? '' },
      { ttlDays: EMPLOYEE_INVITATION_TTL_DAYS, supersede: true },
    );
    url.searchParams.set(REGISTRATION_INVITATION_PARAM, token);
  }
  return { kind: 'signup', url: url.href, expiresOn };
}
