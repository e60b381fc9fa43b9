import { z } from 'zod';
import { UnitStage } from '../enums';
import { defineRoute } from '../http';
import { AdvisorApplicant } from './advisor-applicant';

export const AdvisorUnitParams = z.object({ accountId: z.uuid(), unitId: z.uuid() });

export const ChangeUnitStageBody = z.strictObject({ stage: UnitStage });
export type ChangeUnitStageBody = z.infer<typeof ChangeUnitStageBody>;

/**
 * Moves one of the caller's units of the applicant to another stage (`manualStageMoveIssue` in contracts:
 * any stage except the current one and the system-only stages; otherwise 422 with field error `stage` and rule
 * `stage_unchanged` / `stage_not_allowed`). A unit of the applicant advised by someone else answers 403.
 */
export const changeUnitStage = defineRoute({
  method: 'PATCH',
  path: '/v1/advisor/applicants/{accountId}/units/{unitId}/stage',
  summary: "Move an applicant's unit to another stage",
  params: AdvisorUnitParams,
  body: ChangeUnitStageBody,
  response: AdvisorApplicant,
});
