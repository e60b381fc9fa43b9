import { describe, expect, it } from 'vitest';
import { isReadyStage, READY_UNIT_STAGES, UnitStage } from '../enums';
import {
  automaticStageAfter,
  isStageBefore,
  manualStageMoveIssue,
  manualStageTargets,
  stagesMovedBy,
} from './unit-stage-moves';

describe('unit stage order and ready set', () => {
  it('the ready set is the five stages after the advisory interview, in order', () => {
    expect(READY_UNIT_STAGES).toEqual([
      'Examined Application',
      'Ready to match',
      'In Matching',
      'Contract Proposal',
      'Won',
    ]);
    expect(UnitStage.options.filter(isReadyStage)).toEqual(READY_UNIT_STAGES);
    expect(isReadyStage('Lost')).toBe(false);
    expect(isReadyStage('Advisory Interview')).toBe(false);
  });

  it('orders the stages along the path', () => {
    expect(isStageBefore('New Application', 'Documents Pending')).toBe(true);
    expect(isStageBefore('Advisory Interview', 'Advisory Interview')).toBe(false);
    expect(isStageBefore('Won', 'Lost')).toBe(true);
  });
});

describe('manual stage moves of the advisor', () => {
  it('allows forwards, backwards and to Lost and back', () => {
    expect(manualStageMoveIssue('Documents Pending', 'Ready to match')).toBeNull();
    expect(manualStageMoveIssue('In Matching', 'Documents Pending')).toBeNull();
    expect(manualStageMoveIssue('Info Session', 'Lost')).toBeNull();
    expect(manualStageMoveIssue('Lost', 'In Matching')).toBeNull();
  });

  it('refuses the same stage and the system-only stages', () => {
    expect(manualStageMoveIssue('Won', 'Won')).toBe('stage_unchanged');
    expect(manualStageMoveIssue('Documents Pending', 'New Application')).toBe('stage_not_allowed');
    expect(manualStageMoveIssue('Documents Pending', 'Onboarding')).toBe('stage_not_allowed');
  });

  it('lists the targets in path order', () => {
    expect(manualStageTargets('Info Session')).toEqual([
      'Documents Pending',
      'Advisory Interview',
      'Examined Application',
      'Ready to match',
      'In Matching',
      'Contract Proposal',
      'Won',
      'Lost',
    ]);
  });
});

describe('automatic stage moves', () => {
  it('the info-session confirmation moves every stage before the advisory interview there', () => {
    for (const stage of ['New Application', 'Onboarding', 'Documents Pending', 'Info Session'] as const) {
      expect(automaticStageAfter('info_session_confirmed', stage)).toBe('Advisory Interview');
    }
    for (const stage of ['Advisory Interview', 'In Matching', 'Won', 'Lost'] as const) {
      expect(automaticStageAfter('info_session_confirmed', stage)).toBeNull();
    }
  });

  it('the interview confirmation moves every stage before the examined application there', () => {
    expect(automaticStageAfter('interview_confirmed', 'Advisory Interview')).toBe('Examined Application');
    expect(automaticStageAfter('interview_confirmed', 'Documents Pending')).toBe('Examined Application');
    expect(automaticStageAfter('interview_confirmed', 'Ready to match')).toBeNull();
    expect(automaticStageAfter('interview_confirmed', 'Lost')).toBeNull();
    expect(stagesMovedBy('interview_confirmed')).toEqual([
      'New Application',
      'Onboarding',
      'Documents Pending',
      'Info Session',
      'Advisory Interview',
    ]);
  });
});
