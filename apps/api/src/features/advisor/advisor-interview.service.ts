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
  validationMessage,
  type AdvisorApplicant,
  type ConfirmParticipationBody,
  type MessageLanguage,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { formatGermanDate, startOfNextGermanDay } from '../../lib/german-dates';
import { recordInterviewConfirmation, recordInterviewConfirmationUndo } from './advisor-interview.repository';
import {
  actOnOwnApplicant,
  CONFLICT_MESSAGES,
  confirmationConflict,
  mailApplicant,
  unitPath,
  type AdvisorContext,
} from './advisor-action.service';

/** A 422 naming the rule (translated by the workspace) with the message in the caller's language. */
function ruleError(rule: string, language: MessageLanguage, params: Record<string, number> = {}): AppError {
  const message = validationMessage(rule, params, language);
  return new AppError(ErrorCode.UNPROCESSABLE, message, [
    { field: 'interview', rule, message, ...(Object.keys(params).length ? { params } : {}) },
  ]);
}

export async function confirmInterview(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ConfirmParticipationBody,
  language: MessageLanguage,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    if (!applicant.account.infoSessionConfirmedAt) {
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionNotConfirmed);
    }
    const open = applicant.units.filter((unit) => unit.participateAdvisorInterviewOn === null);
    if (open.length === 0)
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.interviewAlreadyConfirmed);
    const confirmedAt = new Date();
    const appointmentBefore = startOfNextGermanDay(confirmedAt);
    const issue = open
      .map((unit) => interviewConfirmationIssue(unit.interviewScheduledAt, appointmentBefore))
      .find((found) => found !== null);
    if (issue) throw ruleError(issue, language);

    const link = unitPath(applicant, 'application/search');
    const title = 'Dein Beratungsgespräch ist bestätigt';
    // Step 5 differs by unit (decision 078): dual study searches a practice partner, distance study completes
    // the application.
    const distanceStudy = (applicant.units[0]?.unit ?? 'ds') === 'fs';
    const nextStep = distanceStudy
      ? {
          notification: 'Jetzt kannst du deine Bewerbung abschließen.',
          mail: 'Jetzt schließt du deine Bewerbung ab: Im Portal gibst du deine Motivation an und lädst deinen Lebenslauf hoch.',
          action: 'Bewerbung abschließen',
        }
      : {
          notification: 'Jetzt kann die Suche nach deinem Praxispartner starten.',
          mail: 'Jetzt geht es mit der Suche nach deinem Praxispartner weiter: Im Portal findest du den Leitfaden und kannst deine Wünsche und deine Motivation angeben.',
          action: 'Praxispartnersuche starten',
        };
    const changed = await recordInterviewConfirmation(db, {
      applicantId,
      advisorId: advisor.id,
      advisorAccountId,
      participatedOn: body?.participatedOn ? new Date(body.participatedOn) : null,
      confirmedAt,
      appointmentBefore,
      audit: {
        actorId: advisorAccountId,
        action: 'unit.advisor_interview_confirmed',
        details: { accountId: applicantId, advisorId: advisor.id },
      },
      notification: {
        recipientId: applicantId,
        kind: 'path.interview_confirmed',
        title,
        body: `${advisor.name} hat dein Beratungsgespräch bestätigt. ${nextStep.notification}`,
        link,
      },
    });
    if (changed.length === 0) {
      // Confirmed, or the appointment moved, by a parallel request.
      throw await confirmationConflict(db, advisor.id, applicantId, {
        infoSessionConfirmed: CONFLICT_MESSAGES.interviewChanged,
        otherwise: CONFLICT_MESSAGES.infoSessionNotConfirmed,
      });
    }
    await mailApplicant(context, applicant, {
      subject: title,
      paragraphs: [
        `${advisor.name} hat bestätigt, dass du am ${formatGermanDate(changed[0]!.participatedOn)} an deinem ersten Beratungsgespräch teilgenommen hast. Damit ist Schritt 4 geschafft.`,
        nextStep.mail,
      ],
      actionLabel: nextStep.action,
      link,
    });
  });
}

export async function undoInterviewConfirmation(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  language: MessageLanguage,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    const own = applicant.units.filter(
      (unit) =>
        unit.participateAdvisorInterviewOn !== null &&
        unit.interviewConfirmedAt !== null &&
        unit.interviewConfirmedBy === advisorAccountId,
    );
    if (own.length === 0) throw ruleError('interview_not_confirmed', language);
    const confirmedSince = new Date(Date.now() - INTERVIEW_CONFIRMATION_UNDO_MINUTES * 60_000);
    if (own.every((unit) => unit.interviewConfirmedAt! < confirmedSince)) {
      throw ruleError('undo_window_passed', language, { minutes: INTERVIEW_CONFIRMATION_UNDO_MINUTES });
    }

    const link = unitPath(applicant, 'application/interview');
    const title = 'Die Bestätigung deines Beratungsgesprächs wurde zurückgenommen';
    const undone = await recordInterviewConfirmationUndo(db, {
      applicantId,
      advisorId: advisor.id,
      advisorAccountId,
      confirmedSince,
      confirmationStage: AUTOMATIC_STAGE_TARGETS.interview_confirmed,
      notification: {
        recipientId: applicantId,
        kind: 'path.interview_confirmation_undone',
        title,
        body: `${advisor.name} hat die Bestätigung deines Beratungsgesprächs zurückgenommen. Sobald sie erneut bestätigt ist, geht es mit der Praxispartnersuche weiter.`,
        link,
      },
    });
    if (undone.length === 0) throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.interviewChanged);
    await mailApplicant(context, applicant, {
      subject: title,
      paragraphs: [
        `${advisor.name} hat die Bestätigung deines ersten Beratungsgesprächs zurückgenommen, zum Beispiel weil sie versehentlich erfolgt ist.`,
        'Schritt 4 wartet damit wieder auf die Bestätigung deiner Studienberatung. Du musst nichts weiter tun; bei Fragen schreib ihr einfach über das Kontaktformular im Portal.',
      ],
      actionLabel: 'Zum Beratungsgespräch',
      link,
    });
  });
}
