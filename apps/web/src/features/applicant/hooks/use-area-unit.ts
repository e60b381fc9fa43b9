import { STORAGE_KEYS, type Application, type Unit, type UnitDetail } from '@portal/contracts';
import { readStorage } from '../../../lib/storage';
import { useUnits } from '../../../shared/applicant/units-query';
import { pickActiveApplication } from '../api/load-initial-data';

/**
 * The applicant's unit of one area (ds or fs) and its active application: the stored active
 * application when it belongs to that unit, else the primary one, else the first.
 */
export function useAreaUnit(area: Unit): {
  unit: UnitDetail | null;
  application: Application | null;
  otherUnit: UnitDetail | null;
  isLoading: boolean;
} {
  const { data: units = [], isLoading } = useUnits();
  const unit = units.find((u) => u.unit === area) ?? null;
  const otherUnit = units.find((u) => u.unit !== area) ?? null;
  const storedApplicationId = readStorage(STORAGE_KEYS.activeApplication);
  const application =
    unit?.applications.find((a) => a.id === storedApplicationId) ?? pickActiveApplication(unit);
  return { unit, application, otherUnit, isLoading };
}
