/**
 * The company's side of a match (issue 11 item 5, decisions 154–160): one applicant of one job opening in detail,
 * the history the company may see, the training contract the company requests and the company-internal comments.
 * Every call lives under `/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}` (the spec
 * does not show the prefix, decision 154).
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { MatchEvent } from '../matching/match-state-machine';
import { ApplicantCard } from '../matching/recommendation';
import { SoftwareSkill, WorkExperience } from '../account/account';
import { ApplicationStatus } from '../enums';
import { text } from '../text';

export const CompanyApplicantParams = z.object({
  companyId: z.uuid(),
  jobId: z.uuid(),
  applicantId: z.uuid(),
});

/** A history row the company may see (decision 155): the transition, when, and whether the company caused it. */
export const CompanyMatchHistoryEntry = z.object({
  event: MatchEvent,
  fromStatus: ApplicationStatus.nullable(),
  toStatus: ApplicationStatus,
  /** Who caused it, as the company may know it: its own person (name), the applicant, the advisor or the system. */
  actor: z.enum(['company', 'applicant', 'study_advisor', 'system']),
  /** The company person's name when `actor` is `company` (null when the person was removed). */
  actorName: z.string().nullable(),
  at: IsoDateTime,
});
export type CompanyMatchHistoryEntry = z.infer<typeof CompanyMatchHistoryEntry>;

/** A CV the applicant shared (after mutual interest only, decision 154). */
export const SharedDocument = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  createdAt: IsoDateTime,
});

/** The match as the company sees it in the detail. */
export const CompanyMatchDetail = z.object({
  interviewDateSuggestions: z.array(IsoDateTime),
  interviewAt: IsoDateTime.nullable(),
  interviewDetails: z.string().nullable(),
  trialDayAt: IsoDateTime.nullable(),
  trialDayDetails: z.string().nullable(),
  /** What the company wrote when it rejected the applicant. */
  feedbackText: z.string().nullable(),
  /** The advisor's note when the advisor suggested the opening. */
  advisorNote: z.string().nullable(),
  companyViewedAt: IsoDateTime.nullable(),
  statusChangedAt: IsoDateTime,
  createdAt: IsoDateTime,
});

/**
 * `GET …/applicants/{applicantId}`: the applicant card with what the detail page needs. Fields the applicant has
 * not shared at this stage are null (decision 154): `contact`, `cv` and `shippingPostalCode` before mutual interest.
 */
export const CompanyApplicantDetail = ApplicantCard.extend({
  jobOpening: z.object({ id: z.uuid(), title: z.string() }),
  /** The short profile (motivation text of step 5). */
  motivationText: z.string().nullable(),
  workExperiences: z.array(WorkExperience),
  softwareSkills: z.array(SoftwareSkill),
  graduation: z.object({
    universityEntranceQualification: z.string().nullable(),
    school: z.string().nullable(),
    year: z.number().int().nullable(),
  }),
  professionalExperience: z.boolean().nullable(),
  ownCar: z.boolean().nullable(),
  /** Whether both sides have said yes (from then on contact data and CV are shown). */
  mutualInterest: z.boolean(),
  matchDetail: CompanyMatchDetail.nullable(),
  cv: SharedDocument.nullable(),
  history: z.array(CompanyMatchHistoryEntry),
  /** The company's events allowed now (`allowedMatchEvents(status, 'company')`), for the screen's buttons. */
  allowedActions: z.array(MatchEvent),
  /** Whether the caller may act (permission `edit job openings`). */
  canAct: z.boolean(),
  /** Whether a training contract exists, and its status. */
  contractStatus: z.enum(['requested', 'prepared', 'signed']).nullable(),
});
export type CompanyApplicantDetail = z.infer<typeof CompanyApplicantDetail>;

/** A date-time in the future (checked against the server's clock at the time of the request). */
const futureDateTime = IsoDateTime.refine((value) => Date.parse(value) > Date.now(), {
  error: 'date_in_future',
});

export const INTERVIEW_SUGGESTIONS_MAX = 3;

/** `arrange-interview` (spec part 2 §3 `interviewDateSuggestions`): 1–3 distinct future date-times. */
export const ArrangeInterviewBody = z.strictObject({
  interviewDateSuggestions: z
    .array(futureDateTime)
    .min(1)
    .max(INTERVIEW_SUGGESTIONS_MAX)
    .refine((list) => new Set(list.map((value) => Date.parse(value))).size === list.length, {
      error: 'dates_distinct',
    }),
  /** Address or video link. */
  interviewDetails: text({ max: 1000, multiline: true }).optional(),
});
export type ArrangeInterviewBody = z.input<typeof ArrangeInterviewBody>;

export const ScheduleTrialDayBody = z.strictObject({
  date: futureDateTime,
  details: text({ max: 1000, multiline: true }).optional(),
});
export type ScheduleTrialDayBody = z.input<typeof ScheduleTrialDayBody>;

export const FEEDBACK_TEXT_MIN = 15;
export const FEEDBACK_TEXT_MAX = 1000;

/** `reject` with `feedbackText` (spec part 2 §3), shown to the applicant. */
export const RejectApplicantBody = z.strictObject({
  feedbackText: text({ min: FEEDBACK_TEXT_MIN, max: FEEDBACK_TEXT_MAX, multiline: true }),
});
export type RejectApplicantBody = z.input<typeof RejectApplicantBody>;

/** What every action answers: the applicant detail after the change. */
export const CompanyMatchActionResponse = CompanyApplicantDetail;

/** The contracted terms the company asks the university to put into the training contract (decision 157). */
export const MatchContractTerms = z.strictObject({
  startDate: IsoDate,
  weeklyHours: z.number().int().min(1).max(48),
  /** Monthly pay in euros for study years 1, 2 and 3. */
  monthlyPay: z.array(z.number().int().min(0).max(10_000)).length(3),
  vacationDays: z.number().int().min(20).max(40),
  probationMonths: z.number().int().min(0).max(6),
  contactPerson: z.strictObject({
    name: text({ min: 1, max: 80 }),
    email: text({ max: 254 }).pipe(z.email()),
    phone: text({ max: 25 })
      .regex(/^\+?[0-9 ()/-]{6,25}$/, { error: 'phone' })
      .nullable()
      .optional(),
  }),
  notes: text({ max: 3000, multiline: true }).nullable().optional(),
});
export type MatchContractTerms = z.infer<typeof MatchContractTerms>;
export type MatchContractTermsInput = z.input<typeof MatchContractTerms>;

export const MatchContractStatus = z.enum(['requested', 'prepared', 'signed']);
export type MatchContractStatus = z.infer<typeof MatchContractStatus>;

export const MatchContract = z.object({
  id: z.uuid(),
  status: MatchContractStatus,
  terms: MatchContractTerms,
  requestedBy: z.string().nullable(),
  requestedAt: IsoDateTime,
  updatedAt: IsoDateTime,
  preparedAt: IsoDateTime.nullable(),
  signedAt: IsoDateTime.nullable(),
  /** Whether the caller may change the terms now (`edit contracts`, still `requested`). */
  editable: z.boolean(),
});
export type MatchContract = z.infer<typeof MatchContract>;

/** `GET …/contract`: the contract, or null while none was requested, with what the caller may do. */
export const MatchContractView = z.object({
  applicantName: z.string(),
  jobOpeningTitle: z.string(),
  /** Whether a contract may be requested now (offer accepted, none yet, permission `request contracts`). */
  canRequest: z.boolean(),
  offerAccepted: z.boolean(),
  contract: MatchContract.nullable(),
});
export type MatchContractView = z.infer<typeof MatchContractView>;

export const COMMENT_TEXT_MAX = 3000;
export const CommentBody = z.strictObject({
  text: text({ min: 1, max: COMMENT_TEXT_MAX, multiline: true }),
});
export type CommentBody = z.input<typeof CommentBody>;

/** A company-internal comment on a match (decision 158). */
export const MatchComment = z.object({
  id: z.uuid(),
  text: z.string(),
  authorId: z.uuid().nullable(),
  /** Null when the author was removed from the company. */
  authorName: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  edited: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type MatchComment = z.infer<typeof MatchComment>;

export const CompanyCommentParams = CompanyApplicantParams.extend({ commentId: z.uuid() });
