/**
 * Sign-in and e-mail ownership (decision 056): an identity is linked to an existing portal account or company
 * user only when its e-mail address is verified. Otherwise `POST /v1/auth` (and `/b2b/v1/auth`) answers
 * `ErrorCode.EMAIL_NOT_VERIFIED` and the embedded provider mails a verification link.
 */

/** The provider mails a verification link to one identity at most once within this many minutes. */
export const IDENTITY_VERIFICATION_MAIL_INTERVAL_MINUTES = 5;
/** How long the provider's verification link (`/idp/verify-email?token=…`) stays valid. */
export const IDENTITY_VERIFICATION_TTL_HOURS = 24;
/** How long the registration link of an application's invitation mail proves the mailbox. */
export const REGISTRATION_INVITATION_TTL_DAYS = 30;
/** Query parameter of the sign-up link (`/registrieren?email=…&invitation=…`) and authorization parameter. */
export const REGISTRATION_INVITATION_PARAM = 'invitation';
/**
 * Query parameter of a company invitation's sign-up link with the language the invitation mail is written in: the
 * portal switches to it before the provider's registration, so the invitee reads both in one language.
 */
export const INVITATION_LANGUAGE_PARAM = 'lang';
