import { z } from 'zod';
import { defineRoute } from '../http';
import { CourseRequest, RequestCourseBody } from './business-data';

/**
 * Requests places in a course (201, status `new`); the request reaches staff as a support ticket (decision 206).
 * Any accepted member may.
 */
export const requestUpskillingCourse = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/upskilling/courses/{courseId}/requests',
  summary: 'Request places in an upskilling course',
  successStatus: 201,
  params: z.object({ companyId: z.uuid(), courseId: z.uuid() }),
  body: RequestCourseBody,
  response: CourseRequest,
});
