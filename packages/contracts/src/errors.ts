/**
 * The error catalogue of spec part 2 §8, plus the HTTP-status codes the spec uses as codes and our business
 * refusals (2000–2999, decision 095). Every rejection body of the API is `{ code, message, errors }` (see
 * `ErrorBody`); its `message` comes from the server message catalogue (`i18n/server-messages.ts`) in the
 * request's language, the web app shows `error.backend.{code}` in its own ten.
 */
import { z } from 'zod';

export const ErrorCode = {
  /** Session: token missing or invalid. */
  TOKEN_INVALID: 1000,
  /** Account not found in the system (e.g. just created and not yet synchronised). */
  ACCOUNT_NOT_FOUND: 1001,
  /** Session: the account was deleted; the client clears all local storage. */
  ACCOUNT_DELETED: 1002,
  /** Session: token expired. */
  TOKEN_EXPIRED: 1003,
  /** Session: token revoked (signed out elsewhere). */
  TOKEN_REVOKED: 1004,
  /** No valid application found for the account. */
  NO_VALID_APPLICATION: 1006,
  /** State-changing call without a valid CSRF header (our addition, see decision 004). */
  CSRF_INVALID: 1010,
  /**
   * Sign-in refused: the identity's e-mail belongs to an existing account or company user, but the provider has
   * not verified it; a verification link was mailed (our addition, decision 056).
   */
  EMAIL_NOT_VERIFIED: 1011,
  // Business refusals, our range 2000–2999 grouped by feature (decision 095): each its own code, so clients
  // tell them apart without reading the message.
  // Account and onboarding (2000–2099).
  /** Onboarding marked done while a completion rule is unmet (field errors name them, decision 063). */
  ONBOARDING_INCOMPLETE: 2001,
  /** Account changes break the account rules (field errors name them). */
  ACCOUNT_DATA_INVALID: 2002,
  /** The metadata map would exceed its size limit. */
  METADATA_TOO_LARGE: 2003,
  /** The applicant unticks an information session the advisor has already confirmed. */
  INFO_SESSION_LOCKED: 2004,
  // E-mail verification (2100–2199).
  /** A verification link is requested for an address that is already confirmed. */
  EMAIL_ALREADY_VERIFIED: 2101,
  /** The verification link is unknown, used up or expired. */
  EMAIL_VERIFICATION_LINK_INVALID: 2102,
  /** Too many verification links requested in a short time. */
  EMAIL_VERIFICATION_TOO_MANY: 2103,
  // The company user's company choice (2110–2119 of this block, decision 101).
  /** Set as default (or acted in) a company whose invitation is not yet accepted. */
  COMPANY_INVITATION_PENDING: 2110,
  /** Accept or decline an invitation that is not (or no longer) pending. */
  COMPANY_NO_PENDING_INVITATION: 2111,
  // Company help, support tickets and notifications (2160–2179).
  /** The company already has the maximum number of support tickets that are not closed. */
  TOO_MANY_OPEN_SUPPORT_TICKETS: 2160,
  /** The company user already has the maximum number of unread reminders. */
  TOO_MANY_REMINDERS: 2161,
  // Company data, portrait and payment details (2120–2139, helper range of issue 10).
  /** Bank-info lookup for an IBAN that is not German: the bank-code list covers German accounts only. */
  BANK_INFO_NOT_GERMAN: 2120,
  /** Bank-info lookup: the bank code of the (valid) IBAN is not in the bank-code list. */
  BANK_CODE_UNKNOWN: 2121,
  /** Too many bank-info lookups from one client in a short time. */
  TOO_MANY_BANK_INFO_REQUESTS: 2122,
  /** SEPA direct debit chosen before the bank details are stored. */
  PAYMENT_DETAILS_MISSING: 2123,
  // The applicant's messages to the study advisor (2200–2299).
  /** The applicant writes before a study advisor is assigned. */
  NO_ADVISOR_ASSIGNED: 2201,
  /** Too many messages in a short time. */
  TOO_MANY_MESSAGES: 2202,
  // The public application form of the application service (2300–2399).
  /** Course, campus or intake do not fit together (field errors name them). */
  APPLICATION_CHOICE_INVALID: 2301,
  /** This e-mail address already applied for this course. */
  APPLICATION_EXISTS: 2302,
  /** Too many applications from one client in a short time. */
  TOO_MANY_APPLICATIONS: 2303,
  // The study advisor's workspace: confirmations, stages, e-mail change, suggestions, reviews (2400–2499).
  /** Confirming an information session the applicant has not reported. */
  INFO_SESSION_NOT_TICKED: 2401,
  /** Confirming an information session that is already confirmed. */
  INFO_SESSION_ALREADY_CONFIRMED: 2402,
  /** Confirming the interview before the information session is confirmed. */
  INFO_SESSION_NOT_CONFIRMED: 2403,
  /** Scheduling or confirming an interview that is already confirmed. */
  INTERVIEW_ALREADY_CONFIRMED: 2404,
  /** The interview changed in a parallel request. */
  INTERVIEW_CHANGED: 2405,
  /** The interview cannot be confirmed or its confirmation undone now (the field error's rule says why). */
  INTERVIEW_CONFIRMATION_REFUSED: 2406,
  /** The stage changed in a parallel request. */
  STAGE_CHANGED: 2407,
  /** The unit cannot be moved to that stage (the field error's rule says why). */
  STAGE_NOT_ALLOWED: 2408,
  /** The new e-mail address is the current one. */
  APPLICANT_EMAIL_UNCHANGED: 2409,
  /** The new e-mail address belongs to another account or application. */
  APPLICANT_EMAIL_TAKEN: 2410,
  /** The e-mail address changed in a parallel request. */
  APPLICANT_EMAIL_CHANGED: 2411,
  /** The suggested job opening does not exist. */
  JOB_OPENING_NOT_FOUND: 2412,
  /** The suggested job opening is no longer open. */
  JOB_OPENING_NOT_OPEN: 2413,
  /** The job opening is already suggested to (matched with) the applicant. */
  JOB_OPENING_ALREADY_SUGGESTED: 2414,
  /** The document already has this review status and reason. */
  DOCUMENT_REVIEW_UNCHANGED: 2415,
  // The study advisor's photo (2500–2599).
  /** The photo exceeds 5 MB. */
  PHOTO_TOO_LARGE: 2501,
  /** The photo is neither JPEG nor PNG by its content. */
  PHOTO_TYPE_NOT_ALLOWED: 2502,
  /** The photo cannot be decoded. */
  PHOTO_UNREADABLE: 2503,
  /** The upload has no photo part. */
  PHOTO_MISSING: 2504,
  /** The photo is not sent as multipart form data. */
  PHOTO_NOT_MULTIPART: 2505,
  // Document uploads of applicants and companies (2600–2699).
  /** The file exceeds the upload limit (14 MB). */
  DOCUMENT_TOO_LARGE: 2601,
  /** The file is empty, of a type not allowed or damaged (the field error's rule says why). */
  DOCUMENT_UNPROCESSABLE: 2602,
  /** The upload's parts are wrong, e.g. no file or more than one (the field error's rule says why). */
  DOCUMENT_UPLOAD_INVALID: 2603,
  /** The upload is neither multipart nor (with `base64=true`) JSON. */
  DOCUMENT_NOT_MULTIPART: 2604,
  // Matching: job openings, matches and recommendations (2700–2799, decision 138).
  /** The match's status does not allow this action (or not for this side). */
  MATCH_TRANSITION_NOT_ALLOWED: 2700,
  /** There is no match of this applicant and job opening (or it is not the caller's). */
  MATCH_NOT_FOUND: 2701,
  // Company job openings (2710–2729, decisions 141–147).
  /** Publishing (or changing a published opening) without every required field (field errors name them). */
  JOB_OPENING_INCOMPLETE: 2710,
  /** Course, campus or start date unknown or not fitting together (field errors name them). */
  JOB_OPENING_CATALOGUE_INVALID: 2711,
  /** Fewer positions than offers already accepted. */
  JOB_OPENING_REQUIRED_COUNT_TOO_LOW: 2712,
  /** Publish, close or re-open in a status that does not allow it. */
  JOB_OPENING_ACTION_NOT_ALLOWED: 2713,
  // The company's side of matching (2750–2769, decisions 154–160).
  /** The applicant is not available for this job opening (unit not ready and no match with it). */
  COMPANY_APPLICANT_NOT_FOUND: 2750,
  /** A training contract can be requested only after the applicant accepted the offer. */
  MATCH_CONTRACT_NOT_YET_POSSIBLE: 2751,
  /** The training contract of this match was requested already. */
  MATCH_CONTRACT_ALREADY_REQUESTED: 2752,
  /** The university has prepared the contract; its terms can no longer be changed here. */
  MATCH_CONTRACT_NOT_EDITABLE: 2753,
  /** No training contract was requested for this match yet. */
  MATCH_CONTRACT_NOT_FOUND: 2754,
  /** The comment does not exist (or belongs to another match). */
  MATCH_COMMENT_NOT_FOUND: 2755,
  /** Only the author edits a comment; only the author or an owner deletes it. */
  MATCH_COMMENT_NOT_OWN: 2756,
  /** The applicant has not shared a CV with the company (yet). */
  APPLICANT_CV_NOT_SHARED: 2757,
  // Content (tips, FAQ, news), 2800–2819
  /** The applicant reads content of an area (ds or fs) they have no unit in. */
  CONTENT_UNIT_NOT_HELD: 2800,
  /** A translation must point at an original of the same kind in another language (decision 186). */
  CONTENT_TRANSLATION_INVALID: 2801,
  /** The original has a translation in this language already. */
  CONTENT_TRANSLATION_EXISTS: 2802,
  /** An entry's kind and translation link cannot change once it exists. */
  CONTENT_KIND_NOT_CHANGEABLE: 2803,
  //
  // Training, bring-a-friend, campaigns, 2820–2839
  /** The study-preparation module does not exist or is not published. */
  TRAINING_MODULE_NOT_FOUND: 2820,
  /** The campaign does not exist or is not published (for applicants). */
  CAMPAIGN_NOT_FOUND: 2821,
  /** Every seat of the campaign is taken. */
  CAMPAIGN_FULL: 2822,
  /** The registration deadline of the campaign has passed. */
  CAMPAIGN_REGISTRATION_CLOSED: 2823,
  /** `register` on a raffle or `participate` on an event (decision 198). */
  CAMPAIGN_ACTION_NOT_AVAILABLE: 2824,
  /** Staff cannot lower the seat limit below the registrations already made. */
  CAMPAIGN_SEATS_BELOW_REGISTRATIONS: 2825,
  //
  // Company business data (downloads, upskilling, students, invoices), 2840–2869
  /** The course is not published (any more) or has ended; it takes no requests. */
  UPSKILLING_COURSE_NOT_AVAILABLE: 2840,
  /** More participants than the course has seats left. */
  UPSKILLING_NOT_ENOUGH_SEATS: 2841,
  /** The company has a request for this course that staff have not answered yet. */
  UPSKILLING_REQUEST_PENDING: 2842,
  /** The request was confirmed or declined already. */
  UPSKILLING_REQUEST_ALREADY_DECIDED: 2843,
  /** A course with requests cannot be deleted; withdraw it instead. */
  UPSKILLING_COURSE_HAS_REQUESTS: 2844,
  /** The invoice or notice is paid already. */
  INVOICE_ALREADY_PAID: 2845,
  /** The company a download or invoice is meant for does not exist. */
  BUSINESS_COMPANY_NOT_FOUND: 2846,
  /** Only invoices can be marked paid; notices have no payment. */
  INVOICE_NOT_PAYABLE: 2847,
  //
  // Newsletter and languages, 2870–2889
  /** The newsletter's unsubscribe link is unknown (damaged, or its account was deleted; decision 216). */
  NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN: 2870,
  //
  // issue 13 · CV generator: add here, 2900–2919
  /** The PDF engine (headless Chromium) is not available on this server (decision 227). */
  CV_RENDERER_UNAVAILABLE: 2900,
  /** The CV's HTML is larger than `CV_HTML_MAX_BYTES`. */
  CV_HTML_TOO_LARGE: 2901,
  /** Rendering took longer than the time limit (or too many renders are waiting). */
  CV_RENDER_TIMEOUT: 2902,
  /** Too many CV renders from this address; try again in a minute. */
  TOO_MANY_CV_RENDERS: 2903,
  /** Too many CVs mailed from this address; try again later. */
  TOO_MANY_CV_MAILS: 2904,
  /** The CV's photo is no JPEG or PNG image (checked by content) or is too large. */
  CV_PHOTO_INVALID: 2905,
  //
  // issue 13 · Feedback: add here, 2920–2939
  /** More feedback from one person within an hour than the limit allows (decision 236). */
  FEEDBACK_TOO_MANY: 2920,
  //
  // issue 13 · Consent manager: add here, 2940–2959
  //
  // issue 13 · Analytics, experiments and browser logs: add here, 2960–2979
  /** The funnel's period: the first day after the last, or longer than a year. */
  ANALYTICS_PERIOD_INVALID: 2960,
  //
  // Background jobs (issue 15), 2980–2989
  /** No job with this id in this queue (or it was cleaned up after its retention). */
  JOB_NOT_FOUND: 2980,
  /** Only a job that failed for good can be run again; this one is queued, running or done. */
  JOB_NOT_FAILED: 2981,
  //
  // Applicant self-matching (2730–2749, decisions 148–153).
  /** The applicant's dual-study application is not at a ready stage yet (spec part 1 §4). */
  SELFMATCHING_NOT_READY: 2730,
  /** Self-matching belongs to the dual-study area; the applicant has only a distance-study unit (or none). */
  SELFMATCHING_DUAL_STUDY_ONLY: 2731,
  /** The job opening is no longer advertised (closed or staffed) and the applicant has no match with it. */
  SELFMATCHING_OPENING_NOT_AVAILABLE: 2732,
  /** The chosen interview date is not one of the company's suggestions. */
  SELFMATCHING_INTERVIEW_DATE_NOT_SUGGESTED: 2733,
  // Employees and partner companies (2140–2159, decisions 120–124).
  /** The person already belongs to this company (as employee, owner or invited). */
  EMPLOYEE_ALREADY_MEMBER: 2140,
  /** The change would grant or take a permission the caller does not hold. */
  PERMISSION_NOT_GRANTABLE: 2141,
  /** Nobody changes their own permissions. */
  OWN_PERMISSIONS_NOT_EDITABLE: 2142,
  /** Nobody removes themselves from the company. */
  CANNOT_DELETE_SELF: 2143,
  /** The invitation was accepted already; there is nothing to send again. */
  INVITATION_ALREADY_ACCEPTED: 2144,
  /** The employee does not exist in this company. */
  EMPLOYEE_NOT_FOUND: 2145,
  /** An owner cannot be edited. */
  OWNER_NOT_EDITABLE: 5000,
  /** Client side: auth exchange failed / connection error to the server. */
  AUTH_ERROR: 10001,
  /** No unit or no application. */
  NO_UNIT_OR_APPLICATION: 10002,
  /** Client side: file base64 conversion failure. */
  BASE64_CONVERSION: 10003,
  /** Client side: fetch error. */
  FETCH_ERROR: 10004,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status the API answers for each code. */
export const errorHttpStatus: Record<ErrorCode, number> = {
  [ErrorCode.TOKEN_INVALID]: 401,
  [ErrorCode.ACCOUNT_NOT_FOUND]: 404,
  [ErrorCode.ACCOUNT_DELETED]: 401,
  [ErrorCode.TOKEN_EXPIRED]: 401,
  [ErrorCode.TOKEN_REVOKED]: 401,
  [ErrorCode.NO_VALID_APPLICATION]: 404,
  [ErrorCode.CSRF_INVALID]: 403,
  [ErrorCode.EMAIL_NOT_VERIFIED]: 403,
  [ErrorCode.ONBOARDING_INCOMPLETE]: 409,
  [ErrorCode.ACCOUNT_DATA_INVALID]: 422,
  [ErrorCode.METADATA_TOO_LARGE]: 422,
  [ErrorCode.INFO_SESSION_LOCKED]: 422,
  [ErrorCode.EMAIL_ALREADY_VERIFIED]: 409,
  [ErrorCode.EMAIL_VERIFICATION_LINK_INVALID]: 422,
  [ErrorCode.EMAIL_VERIFICATION_TOO_MANY]: 429,
  [ErrorCode.COMPANY_INVITATION_PENDING]: 409,
  [ErrorCode.COMPANY_NO_PENDING_INVITATION]: 409,
  [ErrorCode.TOO_MANY_OPEN_SUPPORT_TICKETS]: 409,
  [ErrorCode.TOO_MANY_REMINDERS]: 409,
  [ErrorCode.BANK_INFO_NOT_GERMAN]: 422,
  [ErrorCode.BANK_CODE_UNKNOWN]: 404,
  [ErrorCode.TOO_MANY_BANK_INFO_REQUESTS]: 429,
  [ErrorCode.PAYMENT_DETAILS_MISSING]: 409,
  [ErrorCode.NO_ADVISOR_ASSIGNED]: 409,
  [ErrorCode.TOO_MANY_MESSAGES]: 429,
  [ErrorCode.FEEDBACK_TOO_MANY]: 429,
  [ErrorCode.APPLICATION_CHOICE_INVALID]: 422,
  [ErrorCode.APPLICATION_EXISTS]: 409,
  [ErrorCode.TOO_MANY_APPLICATIONS]: 429,
  [ErrorCode.INFO_SESSION_NOT_TICKED]: 409,
  [ErrorCode.INFO_SESSION_ALREADY_CONFIRMED]: 409,
  [ErrorCode.INFO_SESSION_NOT_CONFIRMED]: 409,
  [ErrorCode.INTERVIEW_ALREADY_CONFIRMED]: 409,
  [ErrorCode.INTERVIEW_CHANGED]: 409,
  [ErrorCode.INTERVIEW_CONFIRMATION_REFUSED]: 422,
  [ErrorCode.STAGE_CHANGED]: 409,
  [ErrorCode.STAGE_NOT_ALLOWED]: 422,
  [ErrorCode.APPLICANT_EMAIL_UNCHANGED]: 409,
  [ErrorCode.APPLICANT_EMAIL_TAKEN]: 409,
  [ErrorCode.APPLICANT_EMAIL_CHANGED]: 409,
  [ErrorCode.JOB_OPENING_NOT_FOUND]: 404,
  [ErrorCode.MATCH_TRANSITION_NOT_ALLOWED]: 409,
  [ErrorCode.MATCH_NOT_FOUND]: 404,
  [ErrorCode.JOB_OPENING_INCOMPLETE]: 422,
  [ErrorCode.JOB_OPENING_CATALOGUE_INVALID]: 422,
  [ErrorCode.JOB_OPENING_REQUIRED_COUNT_TOO_LOW]: 409,
  [ErrorCode.JOB_OPENING_ACTION_NOT_ALLOWED]: 409,
  [ErrorCode.COMPANY_APPLICANT_NOT_FOUND]: 404,
  [ErrorCode.MATCH_CONTRACT_NOT_YET_POSSIBLE]: 409,
  [ErrorCode.MATCH_CONTRACT_ALREADY_REQUESTED]: 409,
  [ErrorCode.MATCH_CONTRACT_NOT_EDITABLE]: 409,
  [ErrorCode.MATCH_CONTRACT_NOT_FOUND]: 404,
  [ErrorCode.MATCH_COMMENT_NOT_FOUND]: 404,
  [ErrorCode.MATCH_COMMENT_NOT_OWN]: 403,
  [ErrorCode.APPLICANT_CV_NOT_SHARED]: 404,
  [ErrorCode.NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN]: 404,
  [ErrorCode.ANALYTICS_PERIOD_INVALID]: 422,
  [ErrorCode.JOB_NOT_FOUND]: 404,
  [ErrorCode.JOB_NOT_FAILED]: 409,
  // CV generator
  [ErrorCode.CV_RENDERER_UNAVAILABLE]: 503,
  [ErrorCode.CV_HTML_TOO_LARGE]: 413,
  [ErrorCode.CV_RENDER_TIMEOUT]: 503,
  [ErrorCode.TOO_MANY_CV_RENDERS]: 429,
  [ErrorCode.TOO_MANY_CV_MAILS]: 429,
  [ErrorCode.CV_PHOTO_INVALID]: 422,
  // Content (tips, FAQ, news)
  [ErrorCode.CONTENT_UNIT_NOT_HELD]: 403,
  [ErrorCode.CONTENT_TRANSLATION_INVALID]: 422,
  [ErrorCode.CONTENT_TRANSLATION_EXISTS]: 409,
  [ErrorCode.CONTENT_KIND_NOT_CHANGEABLE]: 422,
  // Training, bring-a-friend, campaigns
  [ErrorCode.TRAINING_MODULE_NOT_FOUND]: 404,
  [ErrorCode.CAMPAIGN_NOT_FOUND]: 404,
  [ErrorCode.CAMPAIGN_FULL]: 409,
  [ErrorCode.CAMPAIGN_REGISTRATION_CLOSED]: 409,
  [ErrorCode.CAMPAIGN_ACTION_NOT_AVAILABLE]: 409,
  [ErrorCode.CAMPAIGN_SEATS_BELOW_REGISTRATIONS]: 409,
  [ErrorCode.UPSKILLING_COURSE_NOT_AVAILABLE]: 409,
  [ErrorCode.UPSKILLING_NOT_ENOUGH_SEATS]: 422,
  [ErrorCode.UPSKILLING_REQUEST_PENDING]: 409,
  [ErrorCode.UPSKILLING_REQUEST_ALREADY_DECIDED]: 409,
  [ErrorCode.UPSKILLING_COURSE_HAS_REQUESTS]: 409,
  [ErrorCode.INVOICE_ALREADY_PAID]: 409,
  [ErrorCode.BUSINESS_COMPANY_NOT_FOUND]: 422,
  [ErrorCode.INVOICE_NOT_PAYABLE]: 409,
  [ErrorCode.SELFMATCHING_NOT_READY]: 409,
  [ErrorCode.SELFMATCHING_DUAL_STUDY_ONLY]: 403,
  [ErrorCode.SELFMATCHING_OPENING_NOT_AVAILABLE]: 409,
  [ErrorCode.SELFMATCHING_INTERVIEW_DATE_NOT_SUGGESTED]: 422,
  [ErrorCode.JOB_OPENING_NOT_OPEN]: 409,
  [ErrorCode.JOB_OPENING_ALREADY_SUGGESTED]: 409,
  [ErrorCode.DOCUMENT_REVIEW_UNCHANGED]: 409,
  [ErrorCode.PHOTO_TOO_LARGE]: 413,
  [ErrorCode.PHOTO_TYPE_NOT_ALLOWED]: 422,
  [ErrorCode.PHOTO_UNREADABLE]: 422,
  [ErrorCode.PHOTO_MISSING]: 400,
  [ErrorCode.PHOTO_NOT_MULTIPART]: 415,
  [ErrorCode.DOCUMENT_TOO_LARGE]: 413,
  [ErrorCode.DOCUMENT_UNPROCESSABLE]: 422,
  [ErrorCode.DOCUMENT_UPLOAD_INVALID]: 400,
  [ErrorCode.DOCUMENT_NOT_MULTIPART]: 415,
  [ErrorCode.EMPLOYEE_ALREADY_MEMBER]: 409,
  [ErrorCode.PERMISSION_NOT_GRANTABLE]: 403,
  [ErrorCode.OWN_PERMISSIONS_NOT_EDITABLE]: 403,
  [ErrorCode.CANNOT_DELETE_SELF]: 409,
  [ErrorCode.INVITATION_ALREADY_ACCEPTED]: 409,
  [ErrorCode.EMPLOYEE_NOT_FOUND]: 404,
  [ErrorCode.OWNER_NOT_EDITABLE]: 403,
  [ErrorCode.AUTH_ERROR]: 401,
  [ErrorCode.NO_UNIT_OR_APPLICATION]: 404,
  [ErrorCode.BASE64_CONVERSION]: 422,
  [ErrorCode.FETCH_ERROR]: 500,
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 415,
  [ErrorCode.UNPROCESSABLE]: 422,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.SERVER_ERROR]: 500,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
};

/** Codes after which the client stores the location, drops the token and goes to login. */
export const SESSION_ERROR_CODES: readonly number[] = [
  ErrorCode.TOKEN_INVALID,
  ErrorCode.TOKEN_EXPIRED,
  ErrorCode.TOKEN_REVOKED,
];

/** One field error: `rule` is a stable key the web app translates as `validation.{rule}` with `params`. */
export const FieldError = z.object({
  field: z.string(),
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(FieldError),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
