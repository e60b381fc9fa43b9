/**
 * The advisor confirms the applicant's first advisory interview, and may take it back for a short time
 * (decisions 016, 043, 076). A confirmation needs the appointment to have come: one must be set, on today's German
 * date or earlier; the date recorded is the appointment's unless the advisor gives another. Every step is audited,
 * notified in the portal and mailed to the applicant.
 */
import {
  AUTOMATIC_STAGE_TARGETS,
  ErrorCode,
  INTERVIEW_CONFIRMATION_UNDO_MINUTES,
  interviewConfirmationIssue,
  type AdvisorApplicant,
  type ConfirmParticipationBody,
} from '@portal/contracts';
import { interviewConfirmationUndone } from '../../events/templates/interview-confirmation-undone';
import { interviewConfirmed } from '../../events/templates/interview-confirmed';
import { AppError } from '../../lib/app-error';
import { startOfNextGermanDay } from '../../lib/german-dates';
import { recordInterviewConfirmation, recordInterviewConfirmationUndo } from './advisor-interview.repository';
import {
  actOnOwnApplicant,
  confirmationConflict,
  noticeTo,
  unitPath,
  type AdvisorContext,
} from './advisor-action.service';

/** A 422 naming the rule that refuses the confirmation or its undo (the workspace translates it). */
function refusal(rule: string, params?: Record<string, number>): AppError {
  return new AppError(ErrorCode.INTERVIEW_CONFIRMATION_REFUSED, [
    { field: 'interview', rule, ...(params ? { params } : {}) },
  ]);
}

export async function confirmInterview(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ConfirmParticipationBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(context, advisorAccountId, applicantId, async (advisor, applicant) => {
    if (!applicant.account.infoSessionConfirmedAt) {
      throw new AppError(ErrorCode.INFO_SESSION_NOT_CONFIRMED);
    }
    const open = applicant.units.filter((unit) => unit.participateAdvisorInterviewOn === null);
    if (open.length === 0) throw new AppError(ErrorCode.INTERVIEW_ALREADY_CONFIRMED);
    const confirmedAt = new Date();
    const appointmentBefore = startOfNextGermanDay(confirmedAt);
    const issue = open
      .map((unit) => interviewConfirmationIssue(unit.interviewScheduledAt, appointmentBefore))
      .find((found) => found !== null);
    if (issue) throw refusal(issue);

    const link = unitPath(applicant, 'application/search');
    const distanceStudy = (applicant.units[0]?.unit ?? 'ds') === 'fs';
    const changed = await recordInterviewConfirmation(db, {
      applicantId,
      advisorId: advisor.advisorId,
      advisorAccountId,
      participatedOn: body?.participatedOn ? new Date(body.participatedOn) : null,
      confirmedAt,
      appointmentBefore,
      audit: {
        actorId: advisorAccountId,
        action: 'unit.advisor_interview_confirmed',
        details: { accountId: applicantId, advisorId: advisor.advisorId },
      },
      notice: (confirmed) =>
        noticeTo(
          context,
          applicant,
          interviewConfirmed({
            advisorName: advisor.name,
            participatedOn: confirmed[0]!.participatedOn,
            distanceStudy,
          }),
          link,
        ),
    });
    if (changed.length === 0) {
      // Confirmed, or the appointment moved, by a parallel request.
      throw await confirmationConflict(db, advisor.advisorId, applicantId, {
        infoSessionConfirmed: ErrorCode.INTERVIEW_CHANGED,
        otherwise: ErrorCode.INFO_SESSION_NOT_CONFIRMED,
      });
    }
  });
}

export async function undoInterviewConfirmation(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(context, advisorAccountId, applicantId, async (advisor, applicant) => {
    const own = applicant.units.filter(
      (unit) =>
        unit.participateAdvisorInterviewOn !== null &&
        unit.interviewConfirmedAt !== null &&
        unit.interviewConfirmedBy === advisorAccountId,
    );
    if (own.length === 0) throw refusal('interview_not_confirmed');
    const confirmedSince = new Date(Date.now() - INTERVIEW_CONFIRMATION_UNDO_MINUTES * 60_000);
    if (own.every((unit) => unit.interviewConfirmedAt! < confirmedSince)) {
      throw refusal('undo_window_passed', { minutes: INTERVIEW_CONFIRMATION_UNDO_MINUTES });
    }

    const link = unitPath(applicant, 'application/interview');
    const undone = await recordInterviewConfirmationUndo(db, {
      applicantId,
      advisorId: advisor.advisorId,
      advisorAccountId,
      confirmedSince,
      confirmationStage: AUTOMATIC_STAGE_TARGETS.interview_confirmed,
      notice: noticeTo(context, applicant, interviewConfirmationUndone({ advisorName: advisor.name }), link),
    });
    if (undone.length === 0) throw new AppError(ErrorCode.INTERVIEW_CHANGED);
  });
}
