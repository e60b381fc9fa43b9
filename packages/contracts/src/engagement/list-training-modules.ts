import { defineRoute } from '../http';
import { AreaQuery } from './audience';
import { TrainingOverview } from './training-module';

/** The published modules of the area's unit (and of both), in staff's order, with the account's progress. */
export const listTrainingModules = defineRoute({
  method: 'GET',
  path: '/v1/training-modules',
  summary: 'Study preparation: the modules and what the applicant ticked off',
  query: AreaQuery,
  response: TrainingOverview,
});
