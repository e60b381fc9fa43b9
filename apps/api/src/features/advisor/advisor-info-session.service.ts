import { ErrorCode, type AdvisorApplicant, type ConfirmParticipationBody } from '@portal/contracts';
import { infoSessionConfirmed } from '../../events/templates/info-session-confirmed';
import { AppError } from '../../lib/app-error';
import {
  actOnOwnApplicant,
  CONFLICT_MESSAGES,
  confirmationConflict,
  noticeTo,
  unitPath,
  type AdvisorContext,
} from './advisor-action.service';
import { recordInfoSessionConfirmation } from './advisor-info-session.repository';

function participationDate(body: ConfirmParticipationBody): Date {
  return body?.participatedOn ? new Date(body.participatedOn) : new Date();
}

export async function confirmInfoSession(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ConfirmParticipationBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(context, advisorAccountId, applicantId, async (advisor, applicant) => {
    if (applicant.account.infoSessionConfirmedAt) {
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionAlreadyConfirmed);
    }
    if (!applicant.account.infoSessionAttended)
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionNotTicked);

    const confirmedAt = new Date();
    const participatedOn = participationDate(body);
    const link = unitPath(applicant, 'application/abilities');
    const recorded = await recordInfoSessionConfirmation(db, {
      applicantId,
      advisorId: advisor.advisorId,
      advisorAccountId,
      confirmedAt,
      audit: {
        actorId: advisorAccountId,
        action: 'account.info_session_confirmed',
        targetType: 'account',
        targetId: applicantId,
        details: { advisorId: advisor.advisorId, participatedOn: participatedOn.toISOString() },
      },
      notice: noticeTo(context, applicant, infoSessionConfirmed({ advisorName: advisor.name }), link),
    });
    if (!recorded) {
      // Unticked or confirmed by a parallel request.
      throw await confirmationConflict(db, advisor.advisorId, applicantId, {
        infoSessionConfirmed: CONFLICT_MESSAGES.infoSessionAlreadyConfirmed,
        otherwise: CONFLICT_MESSAGES.infoSessionNotTicked,
      });
    }
  });
}
