/** Account, documents and units for the screens of this feature, with one loading and one error state. */
import type { Account, PortalDocument, UnitDetail } from '@portal/contracts';
import { useAccount } from '../../../shared/applicant/account-query';
import { useUnits } from '../../../shared/applicant/units-query';
import { useDocumentsUi } from '../components/documents-ui';

export type PersonalData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; account: Account; documents: PortalDocument[]; unit: UnitDetail | null };

export function usePersonalData(area: 'ds' | 'fs' = 'ds'): PersonalData {
  const account = useAccount();
  const units = useUnits();
  const documents = useDocumentsUi().useDocuments();
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
  const unit =
    units.data.find((u) => u.unit === area) ?? units.data.find((u) => u.primary) ?? units.data[0] ?? null;
  return { status: 'ready', account: account.data, documents: documents.data, unit };
}
