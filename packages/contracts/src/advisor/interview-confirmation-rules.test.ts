import { describe, expect, it } from 'vitest';
import { interviewConfirmationIssue, interviewUndoDeadline } from './interview-confirmation-rules';

describe('interview confirmation rules (decision 076)', () => {
  const startOfTomorrow = new Date('2026-11-24T23:00:00.000Z');

  it('needs an appointment', () => {
    expect(interviewConfirmationIssue(null, startOfTomorrow)).toBe('interview_not_scheduled');
    expect(interviewConfirmationIssue(undefined, startOfTomorrow)).toBe('interview_not_scheduled');
  });

  it('accepts an appointment in the past or today (also later today), not on a later day', () => {
    expect(interviewConfirmationIssue('2026-11-20T09:00:00.000Z', startOfTomorrow)).toBeNull();
    expect(interviewConfirmationIssue(new Date('2026-11-24T22:59:59.000Z'), startOfTomorrow)).toBeNull();
    expect(interviewConfirmationIssue('2026-11-24T23:00:00.000Z', startOfTomorrow)).toBe('interview_not_yet');
    expect(interviewConfirmationIssue('2026-12-01T09:00:00.000Z', startOfTomorrow)).toBe('interview_not_yet');
  });

  it('the undo window ends the given minutes after the confirmation', () => {
    expect(interviewUndoDeadline('2026-11-24T10:00:00.000Z', 10).toISOString()).toBe(
      '2026-11-24T10:10:00.000Z',
    );
  });
});
