/**
 * When the advisor may confirm the first advisory interview (decision 076): only once its appointment has come —
 * an appointment must be set, on today's date or earlier. The API checks the German calendar day, the workspace
 * the advisor's own; both pass the first instant of the next day.
 */
export type InterviewConfirmationIssue = 'interview_not_scheduled' | 'interview_not_yet';

export function interviewConfirmationIssue(
  scheduledAt: string | Date | null | undefined,
  startOfNextDay: Date,
): InterviewConfirmationIssue | null {
  if (!scheduledAt) return 'interview_not_scheduled';
  const at = typeof scheduledAt === 'string' ? Date.parse(scheduledAt) : scheduledAt.getTime();
  return at < startOfNextDay.getTime() ? null : 'interview_not_yet';
}

/** Until when a confirmation made at `confirmedAt` may be undone (`INTERVIEW_CONFIRMATION_UNDO_MINUTES`). */
export function interviewUndoDeadline(confirmedAt: string | Date, minutes: number): Date {
  const at = typeof confirmedAt === 'string' ? Date.parse(confirmedAt) : confirmedAt.getTime();
  return new Date(at + minutes * 60_000);
}
