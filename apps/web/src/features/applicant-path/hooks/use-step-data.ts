/**
 * Everything a step screen needs: the area (ds or fs, from the address), the account, the area's unit, the
 * documents and the path progress of `derivePathProgress` (contracts), which decides done / pending / locked.
 */
import { derivePathProgress, type PathProgress, type Unit } from '@portal/contracts';
import { useApplicantArea } from '../../../hooks/use-applicant-area';
import { useApplicantData, type ApplicantData } from '../../../shared/applicant/use-applicant-data';

function useArea(): Unit {
  return useApplicantArea();
}

export type StepData =
  | Exclude<ApplicantData, { status: 'ready' }>
  | (Extract<ApplicantData, { status: 'ready' }> & { progress: PathProgress });

export function useStepData(): StepData {
  const data = useApplicantData(useArea());
  if (data.status !== 'ready') return data;
  // The path of this area, also while no unit is assigned here yet (decision 078).
  return { ...data, progress: derivePathProgress(data.account, data.unit, data.documents, data.area) };
}
