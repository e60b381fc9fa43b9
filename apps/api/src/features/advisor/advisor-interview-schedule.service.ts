import { ErrorCode, type AdvisorApplicant, type ScheduleInterviewBody } from '@portal/contracts';
import { interviewScheduled } from '../../events/templates/interview-scheduled';
import { AppError } from '../../lib/app-error';
import { actOnOwnApplicant, noticeTo, unitPath, type AdvisorContext } from './advisor-action.service';
import { recordInterviewSchedule } from './advisor-interview-schedule.repository';

export async function scheduleInterview(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ScheduleInterviewBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(context, advisorAccountId, applicantId, async (advisor, applicant) => {
    const scheduledAt = new Date(body.scheduledAt);
    const link = unitPath(applicant, 'application/interview');
    const rescheduled = applicant.units.some(
      (unit) => unit.interviewScheduledAt !== null && unit.participateAdvisorInterviewOn === null,
    );
    const changed = await recordInterviewSchedule(db, {
      applicantId,
      advisorId: advisor.advisorId,
      advisorAccountId,
      scheduledAt,
      notice: noticeTo(
        context,
        applicant,
        interviewScheduled({ advisorName: advisor.name, at: scheduledAt, rescheduled }),
        link,
      ),
    });
    if (changed.length === 0) throw new AppError(ErrorCode.INTERVIEW_ALREADY_CONFIRMED);
  });
}
