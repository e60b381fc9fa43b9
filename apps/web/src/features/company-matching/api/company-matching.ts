/**
 * The company's matching calls (decisions 154–160): one applicant of an opening, the actions on the match, the
 * contract, the internal comments, the contacted list, and the reco tab's recommendations and search (helper
 * B1's contracts `listRecommendedApplicants`, `searchApplicants`).
 */
import {
  acceptApplicant,
  arrangeInterview,
  createMatchComment,
  deleteMatchComment,
  downloadApplicantCv,
  expressCompanyInterest,
  getCompanyApplicant,
  getMatchContract,
  listJobOpeningMatches,
  listMatchComments,
  listRecommendedApplicants,
  rejectApplicant,
  requestMatchContract,
  scheduleTrialDay,
  searchApplicants,
  updateMatchComment,
  updateMatchContract,
  type ArrangeInterviewBody,
  type CompanyApplicantDetail,
  type ContactedListStatus,
  type MatchContractTerms,
  type RejectApplicantBody,
  type ScheduleTrialDayBody,
  type SearchApplicantsBody,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-client';
import { useActiveCompany } from '../../../shared/company/active-company';
import { companyKeys } from '../../../shared/query-keys';

export interface ApplicantRef {
  companyId: string;
  jobId: string;
  applicantId: string;
}

/** Query keys of this feature, below the company's own (so switching company drops them). */
export const matchingKeys = {
  opening: (companyId: string, jobId: string) =>
    [...companyKeys.company(companyId), 'job-openings', jobId] as const,
  applicant: (ref: ApplicantRef) =>
    [...matchingKeys.opening(ref.companyId, ref.jobId), 'applicants', ref.applicantId] as const,
};

export function useCompanyId(): string | null {
  return useActiveCompany((s) => s.activeCompanyId);
}

export function useApplicantDetail(ref: ApplicantRef | null) {
  return useQuery({
    queryKey: ref ? matchingKeys.applicant(ref) : ['company', 'none'],
    queryFn: () => apiCall(getCompanyApplicant, { params: ref! }),
    enabled: !!ref,
  });
}

export function useComments(ref: ApplicantRef | null, enabled: boolean) {
  return useQuery({
    queryKey: ref ? [...matchingKeys.applicant(ref), 'comments'] : ['company', 'none'],
    queryFn: () => apiCall(listMatchComments, { params: ref! }),
    enabled: !!ref && enabled,
  });
}

export function useContract(ref: ApplicantRef | null) {
  return useQuery({
    queryKey: ref ? [...matchingKeys.applicant(ref), 'contract'] : ['company', 'none'],
    queryFn: () => apiCall(getMatchContract, { params: ref! }),
    enabled: !!ref,
  });
}

export function useContactedMatches(companyId: string | null, jobId: string, status?: ContactedListStatus) {
  return useQuery({
    queryKey: [...matchingKeys.opening(companyId ?? '', jobId), 'matches', status ?? 'all'],
    queryFn: () =>
      apiCall(listJobOpeningMatches, {
        params: { companyId: companyId!, jobId },
        query: status ? { status } : {},
      }),
    enabled: !!companyId,
    placeholderData: keepPreviousData,
  });
}

/** The reco tab: the ranked recommendations, or the search results when criteria are set. */
export function useRecommendations(
  companyId: string | null,
  jobId: string,
  page: number,
  criteria: SearchApplicantsBody | null,
) {
  return useQuery({
    queryKey: [...matchingKeys.opening(companyId ?? '', jobId), 'recommendations', page, criteria],
    queryFn: () =>
      criteria
        ? apiCall(searchApplicants, { params: { companyId: companyId!, jobId }, body: { ...criteria, page } })
        : apiCall(listRecommendedApplicants, { params: { companyId: companyId!, jobId }, query: { page } }),
    enabled: !!companyId,
    placeholderData: keepPreviousData,
  });
}

export type MatchAction =
  | { kind: 'interest' }
  | { kind: 'interview'; body: ArrangeInterviewBody }
  | { kind: 'trialDay'; body: ScheduleTrialDayBody }
  | { kind: 'reject'; body: RejectApplicantBody }
  | { kind: 'accept' };

export function runMatchAction(ref: ApplicantRef, action: MatchAction): Promise<CompanyApplicantDetail> {
  switch (action.kind) {
    case 'interest':
      return apiCall(expressCompanyInterest, { params: ref });
    case 'interview':
      return apiCall(arrangeInterview, { params: ref, body: action.body });
    case 'trialDay':
      return apiCall(scheduleTrialDay, { params: ref, body: action.body });
    case 'reject':
      return apiCall(rejectApplicant, { params: ref, body: action.body });
    case 'accept':
      return apiCall(acceptApplicant, { params: ref });
  }
}

export const addComment = (ref: ApplicantRef, text: string) =>
  apiCall(createMatchComment, { params: ref, body: { text } });
export const editComment = (ref: ApplicantRef, commentId: string, text: string) =>
  apiCall(updateMatchComment, { params: { ...ref, commentId }, body: { text } });
export const removeComment = (ref: ApplicantRef, commentId: string) =>
  apiCall(deleteMatchComment, { params: { ...ref, commentId } });

export const requestContract = (ref: ApplicantRef, terms: MatchContractTerms) =>
  apiCall(requestMatchContract, { params: ref, body: terms });
export const changeContract = (ref: ApplicantRef, terms: MatchContractTerms) =>
  apiCall(updateMatchContract, { params: ref, body: terms });

/** Opens the shared CV in a new tab (fetched with the bearer token, decision 008). */
export async function openCv(ref: ApplicantRef): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const { blob } = await apiFile(downloadApplicantCv, { params: ref });
    const url = URL.createObjectURL(blob);
    if (target) target.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    target?.close();
    throw error;
  }
}
