/**
 * `GET /v1/training-modules?unit=` and `PUT /v1/training-modules/{id}/progress` (access `applicant`): the study
 * preparation of the area and the ticks, stored per account (decision 195).
 */
import {
  listTrainingModules,
  setTrainingProgress as setProgressRoute,
  type TrainingOverview,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantArea } from '../../../config/paths';
import { apiCall } from '../../../lib/api-client';

/** Below `['applicant']`, so signing out drops it with the rest of the applicant's data. */
export const trainingKey = (area: ApplicantArea) => ['applicant', 'training', area] as const;

export function useTraining(area: ApplicantArea) {
  return useQuery({
    queryKey: trainingKey(area),
    queryFn: () => apiCall(listTrainingModules, { query: { unit: area } }),
  });
}

/** Ticks a module off or opens it again; the answer (the whole overview) replaces the cache. */
export function useSetTrainingProgress(area: ApplicantArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, completed }: { moduleId: string; completed: boolean }) =>
      apiCall(setProgressRoute, { params: { moduleId }, query: { unit: area }, body: { completed } }),
    onSuccess: (overview: TrainingOverview) => queryClient.setQueryData(trainingKey(area), overview),
  });
}
