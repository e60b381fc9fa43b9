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

/**
 * Ticks a module off or opens it again. The tick shows at once (optimistic), the answer (the whole overview)
 * replaces the cache, and a failure puts the previous state back.
 */
export function useSetTrainingProgress(area: ApplicantArea) {
  const queryClient = useQueryClient();
  const key = trainingKey(area);
  return useMutation({
    mutationFn: ({ moduleId, completed }: { moduleId: string; completed: boolean }) =>
      apiCall(setProgressRoute, { params: { moduleId }, query: { unit: area }, body: { completed } }),
    onMutate: async ({ moduleId, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TrainingOverview>(key);
      if (previous) queryClient.setQueryData(key, withTick(previous, moduleId, completed));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (overview: TrainingOverview) => queryClient.setQueryData(key, overview),
  });
}

function withTick(overview: TrainingOverview, moduleId: string, completed: boolean): TrainingOverview {
  const modules = overview.modules.map((module) =>
    module.id === moduleId
      ? { ...module, completedAt: completed ? (module.completedAt ?? new Date().toISOString()) : null }
      : module,
  );
  return { ...overview, modules, completed: modules.filter((module) => module.completedAt).length };
}
