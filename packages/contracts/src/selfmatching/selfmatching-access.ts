/**
 * Who may use self-matching (decision 149): an applicant of the dual-study unit whose stage is ready (spec part 1
 * §4, "Unit stages counted as ready"). The API refuses the actions otherwise; the web app shows the overview with
 * the reason instead of the actions. One rule for both, so the screen never offers what the API refuses.
 */
import { isReadyStage, type Unit, type UnitStage } from '../enums';

export type SelfMatchingAccess =
  /** A dual-study unit in a ready stage: recommendations, invitations and every action. */
  | 'ready'
  /** A dual-study unit, not ready yet (application still being examined, or lost). */
  | 'notReady'
  /** Only a distance-study unit: self-matching belongs to the dual-study area. */
  | 'distanceStudyOnly'
  /** No unit yet (onboarding not finished or the unit not assigned yet). */
  | 'noUnit';

export function selfMatchingAccess(
  units: ReadonlyArray<{ unit: Unit; stage: UnitStage }>,
): SelfMatchingAccess {
  const dualStudy = units.filter((unit) => unit.unit === 'ds');
  if (dualStudy.some((unit) => isReadyStage(unit.stage))) return 'ready';
  if (dualStudy.length) return 'notReady';
  return units.length ? 'distanceStudyOnly' : 'noUnit';
}
