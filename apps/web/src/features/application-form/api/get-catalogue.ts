/**
 * The public study offer of the application service (`GET /application-service/v1/{campuses,courses,intakes}`).
 * Called with the plain transport: the service is public, and a failure is shown on the form with a retry
 * instead of the portal's session reactions.
 */
import {
  listCampuses,
  listCourses,
  listIntakes,
  type CatalogueCampus,
  type CatalogueCourse,
  type CatalogueIntake,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendRequest } from '../../../lib/http';

export interface Catalogue {
  campuses: CatalogueCampus[];
  courses: CatalogueCourse[];
  intakes: CatalogueIntake[];
}

export const catalogueQueryKey = ['application-service', 'catalogue'] as const;

export async function getCatalogue(): Promise<Catalogue> {
  const [campuses, courses, intakes] = await Promise.all([
    sendRequest(listCampuses),
    sendRequest(listCourses),
    sendRequest(listIntakes),
  ]);
  return { campuses, courses, intakes };
}

export function useCatalogue() {
  return useQuery(
    queryOptions({ queryKey: catalogueQueryKey, queryFn: getCatalogue, staleTime: 5 * 60_000, retry: 1 }),
  );
}
