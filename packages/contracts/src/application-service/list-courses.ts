import { z } from 'zod';
import { defineRoute } from '../http';
import { CatalogueCourse } from './catalogue';

/** Every course with study model, units and the campuses offering it, by name. Public. */
export const listCourses = defineRoute({
  method: 'GET',
  path: '/application-service/v1/courses',
  summary: 'The courses of study, with units and campuses',
  response: z.array(CatalogueCourse),
});
