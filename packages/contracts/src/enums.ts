/** Enumerations of spec part 1 §3–§6 (values exactly as the spec names them). */
import { z } from 'zod';

export const Unit = z.enum(['ds', 'fs']);
export type Unit = z.infer<typeof Unit>;

export const Salutation = z.enum(['mr', 'mrs', 'mx']);
export const HealthInsuranceType = z.enum(['private', 'statutory']);
export const GermanAuthority = z.enum(['DSH-1', 'TestDaF', 'telc', 'ÖSD', 'Diverse']);

/** Entrance qualifications (hzb). `HighSchoolCertificateBadenWurttemberg` is a UI value only, see §5. */
export const EntranceQualification = z.enum([
  'ForeignUniversityEntranceDiploma',
  'Abitur',
  'SubjectSpecificAbitur',
  'Fachhochschulreife',
  'Meisterbrief',
  'ApprenticeshipWithExperience',
  'StateCertifiedTechnician',
]);
export type EntranceQualification = z.infer<typeof EntranceQualification>;
export const EntranceQualificationStatus = z.enum(['Existing', 'In prospect', 'Missing']);

export const DocumentCategory = z.enum([
  'CV',
  'Certificate',
  'Certificate German skills',
  'Certificate health insurance',
  'CertifiedCopyUEC',
  'Contract',
  'De-registration certificate',
  'Other',
  'Picture',
]);
export type DocumentCategory = z.infer<typeof DocumentCategory>;

export const DocumentType = z.enum([
  'Picture',
  'EmployeeProfilePicture',
  'CV',
  'MotivationLetter',
  'Contract',
  'Certificate',
  'CertifiedCopyUEC',
  'Other',
  'Certificate German skills',
  'De-registration certificate',
]);
export type DocumentType = z.infer<typeof DocumentType>;

/** Language levels 1–6 are A1–C2, 7 is native. */
export const LANGUAGE_LEVELS = { 1: 'A1', 2: 'A2', 3: 'B1', 4: 'B2', 5: 'C1', 6: 'C2', 7: 'native' } as const;
export const LanguageLevel = z.number().int().min(1).max(7);

/**
 * Consent categories (decision 245): the spec's two tracking categories (`amplitude` = product analytics events
 * with a pseudonymous visitor id; `user_research` = those events may carry the user properties, only together
 * with amplitude) and one per consent-gated tool (each = that tool may load).
 */
export const ConsentType = z.enum([
  'user_research',
  'amplitude',
  'heatmap',
  'ab_testing',
  'product_tour',
  'scheduling',
]);
export const ConsentStatus = z.enum(['not_answered', 'opt_in_single', 'opt_in_double', 'opt_out']);

export const ApplicationStatus = z.enum([
  'awaiting_any_interest',
  'awaiting_partner_interest',
  'awaiting_applicant_interest',
  'awaiting_interview_schedule',
  'interview_scheduled',
  'trial_day_scheduled',
  'awaiting_partner_confirmation',
  'awaiting_applicant_confirmation',
  'offer_accepted',
  'cancelled',
]);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export const CancellationReason = z.enum([
  'staffed_with_another_applicant',
  'rejected_by_company',
  'rejected_by_applicant',
  'job_opening_closed',
  // Not in the spec: the side that had to act stayed silent past the limit (decision 140).
  'expired_without_answer',
]);
export type CancellationReason = z.infer<typeof CancellationReason>;
export const JobOpeningStatus = z.enum(['draft', 'open', 'openWithActiveMatches', 'staffed', 'closed']);
export const WorkModel = z.enum(['onsite', 'hybrid', 'remote']);
export const StudyModel = z.enum(['DS', 'DMS']);
export const MatchSource = z.enum(['company', 'applicant', 'study_advisor']);
export type MatchSource = z.infer<typeof MatchSource>;
export type JobOpeningStatus = z.infer<typeof JobOpeningStatus>;
export type WorkModel = z.infer<typeof WorkModel>;
export type StudyModel = z.infer<typeof StudyModel>;
export const SupportTicketStatus = z.enum(['open', 'in_progress', 'waiting', 'closed']);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatus>;
export const PaymentType = z.enum(['direct_transfer', 'sepa']);
export const NotificationStatus = z.enum(['new', 'read']);
export const MessageSenderRole = z.enum(['company', 'applicant', 'study_advisor']);
export const FeedbackRating = z.enum(['negative', 'neutral', 'positive']);

export const CompanyPermission = z.enum([
  'create employees',
  'edit employees',
  'delete employees',
  'edit company master data',
  'edit company portrait',
  'edit company payment details',
  'create job openings',
  'edit job openings',
  'request contracts',
  'edit contracts',
  'view student contracts',
]);
export type CompanyPermission = z.infer<typeof CompanyPermission>;

/** Unit stages in path order; the last five are "ready" (spec part 1 §4). */
export const UnitStage = z.enum([
  'New Application',
  'Onboarding',
  'Documents Pending',
  'Info Session',
  'Advisory Interview',
  'Examined Application',
  'Ready to match',
  'In Matching',
  'Contract Proposal',
  'Won',
  'Lost',
]);
export type UnitStage = z.infer<typeof UnitStage>;
export const READY_UNIT_STAGES: readonly UnitStage[] = [
  'Examined Application',
  'Ready to match',
  'In Matching',
  'Contract Proposal',
  'Won',
];
export function isReadyStage(stage: UnitStage): boolean {
  return READY_UNIT_STAGES.includes(stage);
}

export const OnboardingVariant = z.enum(['Original', 'Variation 1']);
