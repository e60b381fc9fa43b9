/** The company's job-opening changes (`/b2b/v1/companies/{companyId}/job-openings…`, decisions 141–147). */
import {
  createJobOpening as createRoute,
  deleteJobOpening as deleteRoute,
  listCampuses,
  listCourses,
  listIntakes,
  updateJobOpening as updateRoute,
  type CatalogueCampus,
  type CatalogueCourse,
  type CatalogueIntake,
  type CompanyJobOpening,
  type CreateJobOpeningBody,
  type DeleteJobOpeningResult,
  type UpdateJobOpeningBody,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { sendRequest } from '../../../lib/http';
import { companyKeys } from '../../../shared/query-keys';

export function createJobOpening(companyId: string, body: CreateJobOpeningBody): Promise<CompanyJobOpening> {
  return apiCall(createRoute, { params: { companyId }, body });
}

export function updateJobOpening(
  companyId: string,
  jobOpeningId: string,
  body: UpdateJobOpeningBody,
): Promise<CompanyJobOpening> {
  return apiCall(updateRoute, { params: { companyId, jobId: jobOpeningId }, body });
}

export function deleteJobOpening(companyId: string, jobOpeningId: string): Promise<DeleteJobOpeningResult> {
  return apiCall(deleteRoute, { params: { companyId, jobId: jobOpeningId } });
}

/** After a change: the list and counts are stale; the one opening is what the API answered. */
export function useJobOpeningCache(companyId: string | null) {
  const queryClient = useQueryClient();
  return async (opening: CompanyJobOpening | null, removedId?: string) => {
    if (!companyId) return;
    if (opening) queryClient.setQueryData(companyKeys.jobOpening(companyId, opening.id), opening);
    if (removedId) queryClient.removeQueries({ queryKey: companyKeys.jobOpening(companyId, removedId) });
    await queryClient.invalidateQueries({ queryKey: companyKeys.jobOpenings(companyId), exact: false });
  };
}

export interface StudyCatalogue {
  campuses: CatalogueCampus[];
  courses: CatalogueCourse[];
  intakes: CatalogueIntake[];
}

/** The university's study offer (public calls of the application service): what an opening can be for. */
export function useStudyCatalogue() {
  return useQuery({
    queryKey: ['application-service', 'catalogue', 'job-openings'],
    queryFn: async (): Promise<StudyCatalogue> => {
      const [campuses, courses, intakes] = await Promise.all([
        sendRequest(listCampuses),
        sendRequest(listCourses),
        sendRequest(listIntakes),
      ]);
      return { campuses, courses, intakes };
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
