/** Staff manage the study-preparation modules in the workspace (access `staff`, decision 196). */
import { EmptyResponse } from '../common';
import { defineRoute } from '../http';
import { z } from 'zod';
import { StaffTrainingModule, TrainingModuleBody, TrainingModuleParams } from './training-module';

export const listStaffTrainingModules = defineRoute({
  method: 'GET',
  path: '/v1/staff/training-modules',
  summary: 'Every study-preparation module, in order, with how many accounts completed it',
  response: z.array(StaffTrainingModule),
});

export const createTrainingModule = defineRoute({
  method: 'POST',
  path: '/v1/staff/training-modules',
  summary: 'Write a study-preparation module',
  successStatus: 201,
  body: TrainingModuleBody,
  response: StaffTrainingModule,
});

export const updateTrainingModule = defineRoute({
  method: 'PUT',
  path: '/v1/staff/training-modules/{moduleId}',
  summary: 'Change a study-preparation module',
  params: TrainingModuleParams,
  body: TrainingModuleBody,
  response: StaffTrainingModule,
});

/** Removes the module and every account's progress on it. */
export const deleteTrainingModule = defineRoute({
  method: 'DELETE',
  path: '/v1/staff/training-modules/{moduleId}',
  summary: 'Delete a study-preparation module',
  params: TrainingModuleParams,
  response: EmptyResponse,
});
