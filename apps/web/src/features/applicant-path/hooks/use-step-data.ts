/**
 * Everything a step screen needs: the area (ds or fs, from the address), the account, the area's unit, the
 * documents and the path progress of `derivePathProgress` (contracts), which decides done / pending / locked.
 */
import { derivePathProgress, type PathProgress, type Unit } from '@portal/contracts';
import { useApplicantArea } from '../../../hooks/use-applicant-area';
import { useApplicantData, type ApplicantData } from '../../../shared/applicant/use-applicant-data';
import { useSubSteps } from '../../../shared/steps/use-sub-steps';
import { stepPath, type StepScreenName } from '../utils/step-paths';

type StepData =
  | Exclude<ApplicantData, { status: 'ready' }>
  | (Extract<ApplicantData, { status: 'ready' }> & { progress: PathProgress });

function useStepData(area: Unit): StepData {
  const data = useApplicantData(area);
  if (data.status !== 'ready') return data;
  // The path of this area, also while no unit is assigned here yet (decision 078).
  return { ...data, progress: derivePathProgress(data.account, data.unit, data.documents, data.area) };
}

/** A path step screen: its data and the shared sub-step runner on the step's addresses (decision 088). */
export function usePathStep(screen: StepScreenName, count: number) {
  const area = useApplicantArea();
  const data = useStepData(area);
  const subSteps = useSubSteps(count, (subStep, hash) => stepPath(area, screen, subStep, hash));
  return { data, area, ...subSteps };
}
