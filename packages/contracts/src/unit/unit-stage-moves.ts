/**
 * How a unit moves through its stages (decision 043). The order is `UnitStage.options`; the "ready" set is
 * `READY_UNIT_STAGES` / `isReadyStage` in `enums.ts`. One place for the rules, used by the API (validation of the
 * advisor's manual move, automatic moves on confirmations) and by the web app (which targets to offer).
 */
import { UnitStage } from '../enums';

/** Position of a stage in the path order (`New Application` 0 … `Lost` last). */
export function stageIndex(stage: UnitStage): number {
  return UnitStage.options.indexOf(stage);
}

/** Whether `stage` comes before `other` in the path order. */
export function isStageBefore(stage: UnitStage, other: UnitStage): boolean {
  return stageIndex(stage) < stageIndex(other);
}

/**
 * Stages only the system sets: a unit is created at `Documents Pending` (after onboarding, with its
 * application), so `New Application` and `Onboarding` describe a state before the advisor's work and are never a
 * target of a manual move.
 */
export const SYSTEM_ONLY_UNIT_STAGES: readonly UnitStage[] = ['New Application', 'Onboarding'];

export type StageMoveIssue = 'stage_unchanged' | 'stage_not_allowed';

/**
 * Why the advisor may not move a unit from `from` to `to`, or `null` when the move is allowed. Allowed: any
 * stage to any other stage (forwards, backwards, to `Lost` and back, because the advisor corrects mistakes and
 * re-opens lost applicants), except into the system-only stages.
 */
export function manualStageMoveIssue(from: UnitStage, to: UnitStage): StageMoveIssue | null {
  if (from === to) return 'stage_unchanged';
  if (SYSTEM_ONLY_UNIT_STAGES.includes(to)) return 'stage_not_allowed';
  return null;
}

/** The stages the advisor may move a unit at `from` to, in path order (for the stage picker). */
export function manualStageTargets(from: UnitStage): UnitStage[] {
  return UnitStage.options.filter((to) => manualStageMoveIssue(from, to) === null);
}

/** Events that move a unit automatically. */
export type StageEvent = 'info_session_confirmed' | 'interview_confirmed';

/** The stage each event moves a unit up to. */
export const AUTOMATIC_STAGE_TARGETS: Readonly<Record<StageEvent, UnitStage>> = {
  info_session_confirmed: 'Advisory Interview',
  interview_confirmed: 'Examined Application',
};

/**
 * The stage a unit at `current` moves to on `event`, or `null` when it stays: only units in a stage *before* the
 * target move (never backwards, and `Lost`, the last stage, never moves).
 */
export function automaticStageAfter(event: StageEvent, current: UnitStage): UnitStage | null {
  const target = AUTOMATIC_STAGE_TARGETS[event];
  return isStageBefore(current, target) ? target : null;
}

/** The stages that move on `event` (every stage before its target), for conditional updates in SQL. */
export function stagesMovedBy(event: StageEvent): UnitStage[] {
  return UnitStage.options.filter((stage) => automaticStageAfter(event, stage) !== null);
}
