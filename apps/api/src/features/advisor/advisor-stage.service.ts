import {
  ErrorCode,
  manualStageMoveIssue,
  type AdvisorApplicant,
  type ChangeUnitStageBody,
} from '@portal/contracts';
import { unitStageChanged } from '../../events/templates/unit-stage-changed';
import { AppError } from '../../lib/app-error';
import { actOnOwnApplicant, noticeTo, type AdvisorContext } from './advisor-action.service';
import { findUnitOfApplicant, recordStageChange } from './advisor-stages.repository';

export async function changeUnitStage(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  unitId: string,
  body: ChangeUnitStageBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(context, advisorAccountId, applicantId, async (advisor, applicant) => {
    const unit = await findUnitOfApplicant(db, applicantId, unitId);
    // Not the applicant's unit, or advised by someone else: 403 like every foreign target.
    if (!unit || unit.advisorId !== advisor.advisorId) throw AppError.forbidden();
    const issue = manualStageMoveIssue(unit.stage, body.stage);
    if (issue) throw new AppError(ErrorCode.STAGE_NOT_ALLOWED, [{ field: 'stage', rule: issue }]);
    const link = `/${unit.unit}/home`;
    const moved = await recordStageChange(db, {
      unitId,
      applicantId,
      advisorId: advisor.advisorId,
      advisorAccountId,
      from: unit.stage,
      to: body.stage,
      notice: noticeTo(context, applicant, unitStageChanged({ advisorName: advisor.name }), link),
    });
    if (!moved) throw new AppError(ErrorCode.STAGE_CHANGED);
  });
}
