/**
 * The self-matching calls (spec part 2 §7.3): the reads (overview, ranked and filtered lists, filter options, the
 * openings the applicant interacted with, invitations, applications, one opening) and the applicant's actions
 * (decision 148). Every key lives below `['applicant', 'selfmatching']`, so an action refreshes all lists at once
 * and signing out drops them.
 */
import {
  acceptOffer as acceptOfferRoute,
  chooseInterviewDate as chooseInterviewDateRoute,
  expressDisinterest as expressDisinterestRoute,
  expressInterest as expressInterestRoute,
  favoriteJobOpening as favoriteRoute,
  getJobOpening as getJobOpeningRoute,
  getJobOpeningFilterOptions as filterOptionsRoute,
  getJobOpeningOverview as overviewRoute,
  listApplications as applicationsRoute,
  listFilteredJobOpenings as filteredRoute,
  listInteractedJobOpenings as interactedRoute,
  listInvitations as invitationsRoute,
  listRelatedJobOpenings as relatedRoute,
  rejectOffer as rejectOfferRoute,
  type DeclineBody,
  type SelfMatchingActionResult,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys } from '../../../shared/query-keys';
import type { OpeningFilters } from '../utils/filters';

export const selfmatchingKeys = {
  all: [...applicantKeys.all, 'selfmatching'] as const,
  overview: () => [...selfmatchingKeys.all, 'overview'] as const,
  related: (page: number) => [...selfmatchingKeys.all, 'related', page] as const,
  filtered: (filters: OpeningFilters) => [...selfmatchingKeys.all, 'filtered', filters] as const,
  filterOptions: () => [...selfmatchingKeys.all, 'filter-options'] as const,
  interacted: () => [...selfmatchingKeys.all, 'interacted'] as const,
  invitations: () => [...selfmatchingKeys.all, 'invitations'] as const,
  applications: () => [...selfmatchingKeys.all, 'applications'] as const,
  opening: (id: string) => [...selfmatchingKeys.all, 'opening', id] as const,
};

export function useOverview(enabled: boolean) {
  return useQuery({ queryKey: selfmatchingKeys.overview(), queryFn: () => apiCall(overviewRoute), enabled });
}

export function useRelated(page: number, enabled: boolean) {
  return useQuery({
    queryKey: selfmatchingKeys.related(page),
    queryFn: () => apiCall(relatedRoute, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const commaList = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

export function useFiltered(filters: OpeningFilters, enabled: boolean) {
  return useQuery({
    queryKey: selfmatchingKeys.filtered(filters),
    queryFn: () =>
      apiCall(filteredRoute, {
        query: {
          page: filters.page,
          courses: commaList(filters.courses),
          campuses: commaList(filters.campuses),
          intakes: commaList(filters.intakes),
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFilterOptions(enabled: boolean) {
  return useQuery({
    queryKey: selfmatchingKeys.filterOptions(),
    queryFn: () => apiCall(filterOptionsRoute),
    enabled,
  });
}

export function useInteracted(enabled: boolean) {
  return useQuery({
    queryKey: selfmatchingKeys.interacted(),
    queryFn: () => apiCall(interactedRoute),
    enabled,
  });
}

export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: selfmatchingKeys.invitations(),
    queryFn: () => apiCall(invitationsRoute),
    enabled,
  });
}

export function useApplications(enabled: boolean) {
  return useQuery({
    queryKey: selfmatchingKeys.applications(),
    queryFn: () => apiCall(applicationsRoute),
    enabled,
  });
}

export function useJobOpening(id: string) {
  return useQuery({
    queryKey: selfmatchingKeys.opening(id),
    queryFn: () => apiCall(getJobOpeningRoute, { params: { id } }),
  });
}

/** One of the applicant's actions on an opening, as the screens trigger it. */
export type SelfMatchingAction =
  | { kind: 'interest' }
  | { kind: 'disinterest'; body: DeclineBody }
  | { kind: 'favorite'; favorite: boolean }
  | { kind: 'acceptOffer' }
  | { kind: 'rejectOffer'; body: DeclineBody }
  | { kind: 'interviewDate'; interviewAt: string };

export function runAction(id: string, action: SelfMatchingAction): Promise<SelfMatchingActionResult> {
  const params = { id };
  switch (action.kind) {
    case 'interest':
      return apiCall(expressInterestRoute, { params });
    case 'disinterest':
      return apiCall(expressDisinterestRoute, { params, body: action.body });
    case 'favorite':
      return apiCall(favoriteRoute, { params, body: { favorite: action.favorite } });
    case 'acceptOffer':
      return apiCall(acceptOfferRoute, { params });
    case 'rejectOffer':
      return apiCall(rejectOfferRoute, { params, body: action.body });
    case 'interviewDate':
      return apiCall(chooseInterviewDateRoute, { params, body: { interviewAt: action.interviewAt } });
  }
}

/** Runs an action and refreshes every self-matching list and the opening (their sections depend on it). */
export function useSelfMatchingAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SelfMatchingAction) => runAction(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: selfmatchingKeys.all }),
  });
}
