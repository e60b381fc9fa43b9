/**
 * The one rule for "the applicant's current unit and application" (decision 087):
 * - a screen shows the unit of its own area (ds or fs, from the address), never one of the other area;
 * - among several units the stored one (chosen by the initial loading) wins, else the primary one, else the first;
 * - the active application is the primary one of that unit, else the first (spec part 1 §4).
 */
import type { Application, Unit, UnitDetail } from '@portal/contracts';

/** The stored unit if it still exists, else the primary one, else the first. */
export function pickActiveUnit(
  units: readonly UnitDetail[],
  storedId: string | null = null,
): UnitDetail | null {
  return units.find((u) => u.id === storedId) ?? units.find((u) => u.primary) ?? units[0] ?? null;
}

/** Spec part 1 §4: "Active application: the primary one, else the first." */
export function pickActiveApplication(unit: UnitDetail | null | undefined): Application | null {
  if (!unit) return null;
  return unit.applications.find((a) => a.primary) ?? unit.applications[0] ?? null;
}

export interface ApplicantUnit {
  /** The unit of this area; null while none is assigned here. */
  unit: UnitDetail | null;
  /** The active application of that unit. */
  application: Application | null;
  /** A unit of the other area, for a hint when this area has none. */
  otherUnit: UnitDetail | null;
}

export function selectApplicantUnit(
  units: readonly UnitDetail[],
  area: Unit,
  storedUnitId: string | null = null,
): ApplicantUnit {
  const unit = pickActiveUnit(
    units.filter((u) => u.unit === area),
    storedUnitId,
  );
  const otherUnit = pickActiveUnit(
    units.filter((u) => u.unit !== area),
    storedUnitId,
  );
  return { unit, application: pickActiveApplication(unit), otherUnit };
}
