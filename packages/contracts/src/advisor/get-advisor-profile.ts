import { defineRoute } from '../http';
import { AdvisorProfile } from './advisor-profile';

/** The signed-in advisor's card data. 403 for an advisor account without profile. */
export const getAdvisorProfile = defineRoute({
  method: 'GET',
  path: '/v1/advisor/profile',
  summary: "The signed-in study advisor's card data",
  response: AdvisorProfile,
});
