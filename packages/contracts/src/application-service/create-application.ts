import { z } from 'zod';
import { emailAddress, phoneNumber } from '../common';
import { Salutation, Unit } from '../enums';
import { text } from '../text';
import { defineRoute } from '../http';

/** Applications one address (IP) may send per window before 429 (decision 040). */
export const APPLICATION_RATE_LIMIT = { max: 20, windowMinutes: 10 } as const;

/** Web route the invitation mail links to: `${publicUrl}${APPLICANT_SIGNUP_PATH}?email=<urlencoded e-mail>`. */
export const APPLICANT_SIGNUP_PATH = '/registrieren';

/** Web route of the public application form (the provider's sign-in page links to it). */
export const APPLICATION_FORM_PATH = '/bewerbung';

/**
 * The public application form. Strict: unknown keys are refused. The e-mail is stored lower-case; the privacy
 * consent must be `true` (rule `must_be_ticked`). Catalogue rules (course offered at the campus and in the unit,
 * intake in the future) are checked by the service: 422 with field errors.
 */
export const CreateApplicationBody = z.strictObject({
  unit: Unit,
  courseId: z.uuid(),
  campusId: z.uuid(),
  intakeId: z.uuid(),
  salutation: Salutation.nullable().optional(),
  firstName: text({ min: 1, max: 80 }),
  lastName: text({ min: 1, max: 80 }),
  email: emailAddress(),
  phone: phoneNumber(),
  privacyConsent: z.literal(true, { error: 'must_be_ticked' }),
  /**
   * The bring-a-friend code of the link the person came through (`/bewerbung?ref=…`, decision 197). Optional;
   * an unknown or malformed code is ignored, never a reason to refuse the application.
   */
  referralCode: z.string().max(200).optional().catch(undefined),
});
export type CreateApplicationBody = z.input<typeof CreateApplicationBody>;

export const CreateApplicationResponse = z.object({
  id: z.uuid(),
  /** The normalised (lower-case) address the invitation was sent to. */
  email: z.email(),
});
export type CreateApplicationResponse = z.infer<typeof CreateApplicationResponse>;

/**
 * Creates an application and mails the person: an invitation with a sign-up link, or (when a portal account
 * with this e-mail exists) a "new application" mail with a sign-in link. 201 on success; 400 field errors;
 * 422 when course, campus, unit and intake do not fit together (field errors); 409 when a non-withdrawn
 * application for the same e-mail and course exists; 429 when rate-limited. German messages by default,
 * English with `Accept-Language: en`.
 */
export const createApplication = defineRoute({
  method: 'POST',
  path: '/application-service/v1/applications',
  summary: 'Apply for a course of study (public)',
  successStatus: 201,
  body: CreateApplicationBody,
  response: CreateApplicationResponse,
});
