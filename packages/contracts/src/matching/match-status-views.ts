/**
 * How each side sees a match's status (decision 138): the applicant's job-offer status and the company's
 * applicant-list status of spec part 1 §4, derived from the one application status, never stored.
 */
import { z } from 'zod';
import type { ApplicationStatus, CancellationReason } from '../enums';

/** The applicant-facing offer status (spec part 1 §4), plus `declined` for the applicant's own "no". */
export const ApplicantOfferStatus = z.enum([
  'recommended',
  'interestExpressed',
  'partnerInterested',
  'partnerAgreed',
  'companyAccepted',
  'positionClosed',
  'jobOpeningExpired',
  'declined',
]);
export type ApplicantOfferStatus = z.infer<typeof ApplicantOfferStatus>;

export function applicantOfferStatus(
  status: ApplicationStatus,
  reason: CancellationReason | null,
): ApplicantOfferStatus {
  switch (status) {
    case 'awaiting_any_interest':
      return 'recommended';
    case 'awaiting_partner_interest':
      return 'interestExpressed';
    case 'awaiting_applicant_interest':
      return 'partnerInterested';
    case 'awaiting_interview_schedule':
    case 'interview_scheduled':
    case 'trial_day_scheduled':
    case 'awaiting_partner_confirmation':
      return 'partnerAgreed';
    case 'awaiting_applicant_confirmation':
    case 'offer_accepted':
      return 'companyAccepted';
    case 'cancelled':
      if (reason === 'rejected_by_applicant') return 'declined';
      if (reason === 'expired_without_answer') return 'jobOpeningExpired';
      return 'positionClosed';
  }
}

/** The company's applicant-list statuses (spec part 1 §4); the ones matching uses are listed first. */
export const ApplicantListStatus = z.enum([
  'new',
  'viewed',
  'PreMatch',
  'waiting',
  'In Matching',
  'Personal Interview',
  'Trial Period',
  'contract_proposal',
  'offered',
  'Staffed',
  'closed',
  // In the spec's list, not produced by matching (placement states of the university's own systems).
  'draft',
  'exchange',
  'in_placement',
  'in_progress',
  'open',
  'visited',
]);
export type ApplicantListStatus = z.infer<typeof ApplicantListStatus>;

/** `viewedByCompany`: someone of the company opened the applicant's detail page. */
export function applicantListStatus(
  status: ApplicationStatus,
  viewedByCompany: boolean,
): ApplicantListStatus {
  switch (status) {
    case 'awaiting_any_interest':
      return viewedByCompany ? 'viewed' : 'new';
    case 'awaiting_partner_interest':
      return 'PreMatch';
    case 'awaiting_applicant_interest':
      return 'waiting';
    case 'awaiting_interview_schedule':
      return 'In Matching';
    case 'interview_scheduled':
      return 'Personal Interview';
    case 'trial_day_scheduled':
      return 'Trial Period';
    case 'awaiting_partner_confirmation':
      return 'contract_proposal';
    case 'awaiting_applicant_confirmation':
      return 'offered';
    case 'offer_accepted':
      return 'Staffed';
    case 'cancelled':
      return 'closed';
  }
}
