/**
 * The company's job openings (decisions 141–147), read by the list, the wizard, the details page and its tabs
 * (overview here; reco and contacted in the company-matching feature).
 */
import {
  getCompanyJobOpening as getRoute,
  listCompanyJobOpenings as listRoute,
  type CompanyJobOpening,
  type CompanyJobOpeningOverview,
  type JobOpeningStatus,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { apiCall } from '../../lib/api-client';
import { companyKeys } from '../query-keys';

export function listCompanyJobOpenings(
  companyId: string,
  status?: JobOpeningStatus,
): Promise<CompanyJobOpeningOverview> {
  return apiCall(listRoute, { params: { companyId }, query: status ? { status } : {} });
}

/** The overview list (one status or all) with the counts per status for the filter tabs. */
export function useCompanyJobOpenings(companyId: string | null, status?: JobOpeningStatus) {
  return useQuery({
    queryKey: [...companyKeys.jobOpenings(companyId ?? ''), 'overview', status ?? 'all'],
    queryFn: () => listCompanyJobOpenings(companyId!, status),
    enabled: !!companyId,
    placeholderData: keepPreviousData,
  });
}

export function getCompanyJobOpening(companyId: string, jobOpeningId: string): Promise<CompanyJobOpening> {
  return apiCall(getRoute, { params: { companyId, jobId: jobOpeningId } });
}

/** One opening of the active company with every field, its derived status and its match counts. */
export function useCompanyJobOpening(companyId: string | null, jobOpeningId: string | undefined) {
  return useQuery({
    queryKey: companyKeys.jobOpening(companyId ?? '', jobOpeningId ?? ''),
    queryFn: () => getCompanyJobOpening(companyId!, jobOpeningId!),
    enabled: !!companyId && !!jobOpeningId,
  });
}

/**
 * What the details page's layout hands to its tab routes (overview, reco, contacted): the opening as loaded
 * and whether the user holds `edit job openings`.
 */
export interface JobOpeningOutletContext {
  opening: CompanyJobOpening;
  canEdit: boolean;
}

/** Inside a tab of the details page: the opening its layout loaded. */
export function useJobOpeningOutlet(): JobOpeningOutletContext {
  return useOutletContext<JobOpeningOutletContext>();
}
