/**
 * Everything a step screen needs: the area (ds or fs, from the address), the account, the area's unit, the
 * documents and the path progress of `derivePathProgress` (contracts), which decides done / pending / locked.
 */
import {
  derivePathProgress,
  type Account,
  type PathProgress,
  type PortalDocument,
  type Unit,
  type UnitDetail,
} from '@portal/contracts';
import { useApplicantArea } from '../../../hooks/use-applicant-area';
import { useAccount } from '../../../shared/applicant/account-query';
import { useUnits } from '../../../shared/applicant/units-query';
import { useDocuments } from '../../../shared/documents/api/list-documents';

export function useArea(): Unit {
  return useApplicantArea();
}

export type StepData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      area: Unit;
      account: Account;
      /** The unit of this area (advisor, interview confirmation); null while none is assigned. */
      unit: UnitDetail | null;
      /** A unit of the other area, for a hint when this area has none. */
      otherUnit: UnitDetail | null;
      documents: PortalDocument[];
      progress: PathProgress;
    };

export function useStepData(): StepData {
  const area = useArea();
  const account = useAccount();
  const units = useUnits();
  const documents = useDocuments();

  if (account.isError || units.isError || documents.isError) {
    return {
      status: 'error',
      retry: () => {
        if (account.isError) void account.refetch();
        if (units.isError) void units.refetch();
        if (documents.isError) void documents.refetch();
      },
    };
  }
  if (!account.data || !units.data || !documents.data) return { status: 'loading' };

  const unit = units.data.find((u) => u.unit === area) ?? null;
  const otherUnit = units.data.find((u) => u.unit !== area) ?? null;
  return {
    status: 'ready',
    area,
    account: account.data,
    unit,
    otherUnit,
    documents: documents.data,
    // The path of this area, also while no unit is assigned here yet (decision 078).
    progress: derivePathProgress(account.data, unit, documents.data, area),
  };
}
