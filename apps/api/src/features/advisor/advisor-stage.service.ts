import {
  ErrorCode,
  manualStageMoveIssue,
  validationMessage,
  type AdvisorApplicant,
  type ChangeUnitStageBody,
  type MessageLanguage,
} from '@portal/contracts';
import { unitStageChanged } from '../../events/templates/unit-stage-changed';
import { AppError } from '../../lib/app-error';
import {
  actOnOwnApplicant,
  CONFLICT_MESSAGES,
  noticeTo,
  type AdvisorContext,
} from './advisor-action.service';
import { findUnitOfApplicant, recordStageChange } from './advisor-stages.repository';

export const STAGE_MESSAGE = 'Bitte wählen Sie eine andere Phase.';

export async function changeUnitStage(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  unitId: string,
  body: ChangeUnitStageBody,
  language: MessageLanguage,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(context, advisorAccountId, applicantId, async (advisor, applicant) => {
    const unit = await findUnitOfApplicant(db, applicantId, unitId);
    // Not the applicant's unit, or advised by someone else: 403 like every foreign target.
    if (!unit || unit.advisorId !== advisor.advisorId) throw AppError.forbidden();
    const issue = manualStageMoveIssue(unit.stage, body.stage);
    if (issue) {
      throw new AppError(ErrorCode.UNPROCESSABLE, STAGE_MESSAGE, [
        { field: 'stage', rule: issue, message: validationMessage(issue, {}, language) },
      ]);
    }
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
    if (!moved) throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.stageChanged);
  });
}
