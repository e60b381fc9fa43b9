import { STORAGE_KEYS, type Unit } from '@portal/contracts';
import { readStorage } from '../../lib/storage';
import { selectApplicantUnit, type ApplicantUnit } from './applicant-unit';
import { useUnits } from './units-query';

/** The applicant's unit of `area` and its active application (decision 087), with the units query's state. */
export function useApplicantUnit(area: Unit): ApplicantUnit & {
  isLoading: boolean;
  isError: boolean;
  /** True once the units are known (also when there are none). */
  isReady: boolean;
  refetch: () => unknown;
} {
  const units = useUnits();
  const selected = selectApplicantUnit(units.data ?? [], area, readStorage(STORAGE_KEYS.activeUnitId));
  return {
    ...selected,
    isLoading: units.isLoading,
    isError: units.isError,
    isReady: units.data !== undefined,
    refetch: units.refetch,
  };
}
