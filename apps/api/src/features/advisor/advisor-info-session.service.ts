import { ErrorCode, type AdvisorApplicant, type ConfirmParticipationBody } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import {
  actOnOwnApplicant,
  CONFLICT_MESSAGES,
  confirmationConflict,
  mailApplicant,
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
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    if (applicant.account.infoSessionConfirmedAt) {
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionAlreadyConfirmed);
    }
    if (!applicant.account.infoSessionAttended)
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionNotTicked);

    const confirmedAt = new Date();
    const participatedOn = participationDate(body);
    const link = unitPath(applicant, 'application/abilities');
    const title = 'Deine Teilnahme an der Infoveranstaltung ist bestätigt';
    const recorded = await recordInfoSessionConfirmation(db, {
      applicantId,
      advisorId: advisor.id,
      advisorAccountId,
      confirmedAt,
      audit: {
        actorId: advisorAccountId,
        action: 'account.info_session_confirmed',
        targetType: 'account',
        targetId: applicantId,
        details: { advisorId: advisor.id, participatedOn: participatedOn.toISOString() },
      },
      notification: {
        recipientId: applicantId,
        kind: 'path.info_session_confirmed',
        title,
        body: `${advisor.name} hat deine Teilnahme bestätigt. Als Nächstes steht dein erstes Beratungsgespräch an.`,
        link,
      },
    });
    if (!recorded) {
      // Unticked or confirmed by a parallel request.
      throw await confirmationConflict(db, advisor.id, applicantId, {
        infoSessionConfirmed: CONFLICT_MESSAGES.infoSessionAlreadyConfirmed,
        otherwise: CONFLICT_MESSAGES.infoSessionNotTicked,
      });
    }
    await mailApplicant(context, applicant, {
      subject: title,
      paragraphs: [
        `${advisor.name} hat bestätigt, dass du an der Infoveranstaltung teilgenommen hast. Damit ist Schritt 3 deines Wegs geschafft.`,
        'Als Nächstes steht dein erstes Beratungsgespräch an. Im Portal siehst du, wie du dich darauf vorbereitest. Bis dahin kannst du auch deine Daten und Unterlagen vervollständigen.',
      ],
      actionLabel: 'Zum nächsten Schritt',
      link,
    });
  });
}
