/** Staff's study-preparation calls (`/v1/staff/training-modules…`, access `staff`, decision 196). */
import {
  createTrainingModule as createRoute,
  deleteTrainingModule as deleteRoute,
  listStaffTrainingModules,
  updateTrainingModule as updateRoute,
  type StaffTrainingModule,
  type TrainingModuleBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const staffModulesKey = ['staff', 'training-modules'] as const;

export function useStaffTrainingModules() {
  return useQuery({ queryKey: staffModulesKey, queryFn: () => apiCall(listStaffTrainingModules) });
}

export function saveTrainingModule(
  moduleId: string | null,
  body: TrainingModuleBody,
): Promise<StaffTrainingModule> {
  return moduleId ? apiCall(updateRoute, { params: { moduleId }, body }) : apiCall(createRoute, { body });
}

export function deleteTrainingModule(moduleId: string): Promise<unknown> {
  return apiCall(deleteRoute, { params: { moduleId } });
}
