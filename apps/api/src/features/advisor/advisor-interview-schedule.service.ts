import { ErrorCode, type AdvisorApplicant, type ScheduleInterviewBody } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { formatGermanDateTime } from '../../lib/german-dates';
import {
  actOnOwnApplicant,
  CONFLICT_MESSAGES,
  mailApplicant,
  unitPath,
  type AdvisorContext,
} from './advisor-action.service';
import { recordInterviewSchedule } from './advisor-interview-schedule.repository';

export async function scheduleInterview(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ScheduleInterviewBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    const scheduledAt = new Date(body.scheduledAt);
    const when = formatGermanDateTime(scheduledAt);
    const link = unitPath(applicant, 'application/interview');
    const rescheduled = applicant.units.some(
      (unit) => unit.interviewScheduledAt !== null && unit.participateAdvisorInterviewOn === null,
    );
    const title = rescheduled
      ? `Neuer Termin für dein Beratungsgespräch: ${when}`
      : `Dein Beratungsgespräch ist am ${when}`;
    const changed = await recordInterviewSchedule(db, {
      applicantId,
      advisorId: advisor.id,
      advisorAccountId,
      scheduledAt,
      notification: {
        recipientId: applicantId,
        kind: 'path.interview_scheduled',
        title,
        body: `${advisor.name} hat dein erstes Beratungsgespräch für den ${when} eingeplant.`,
        link,
      },
    });
    if (changed.length === 0)
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.interviewAlreadyConfirmed);
    await mailApplicant(context, applicant, {
      subject: title,
      paragraphs: [
        `${advisor.name} hat dein erstes Beratungsgespräch für den ${when} eingeplant${rescheduled ? ' (neuer Termin)' : ''}.`,
        'Im Portal findest du, wie du dich vorbereitest. Passt der Termin nicht? Dann schreib deiner Studienberatung einfach über das Kontaktformular im Portal.',
      ],
      actionLabel: 'Zur Vorbereitung',
      link,
    });
  });
}
