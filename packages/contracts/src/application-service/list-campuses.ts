import { z } from 'zod';
import { defineRoute } from '../http';
import { CatalogueCampus } from './catalogue';

/** Every campus, by name. Public (no credentials), cacheable for a few minutes. */
export const listCampuses = defineRoute({
  method: 'GET',
  path: '/application-service/v1/campuses',
  summary: 'The campuses of the university',
  response: z.array(CatalogueCampus),
});
