/** The company's upskilling calls: open courses, its requests, and requesting places. */
import {
  listUpskillingCourses,
  listUpskillingRequests,
  requestUpskillingCourse,
  type CourseRequest,
  type RequestCourseBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

export function useUpskillingCourses(companyId: string | null) {
  return useQuery({
    queryKey: companyKeys.upskillingCourses(companyId ?? ''),
    queryFn: () => apiCall(listUpskillingCourses, { params: { companyId: companyId! } }),
    enabled: !!companyId,
  });
}

export function useUpskillingRequests(companyId: string | null) {
  return useQuery({
    queryKey: companyKeys.upskillingRequests(companyId ?? ''),
    queryFn: () => apiCall(listUpskillingRequests, { params: { companyId: companyId! } }),
    enabled: !!companyId,
  });
}

export function requestCourse(
  companyId: string,
  courseId: string,
  body: RequestCourseBody,
): Promise<CourseRequest> {
  return apiCall(requestUpskillingCourse, { params: { companyId, courseId }, body });
}
