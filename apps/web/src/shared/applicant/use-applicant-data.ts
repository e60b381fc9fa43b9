/**
 * What the applicant's screens read: the account, the documents and the unit of the screen's area with its active
 * application (decision 087), as one state – loading, error (with one retry for whatever failed) or ready.
 */
import type { Account, Application, PortalDocument, Unit, UnitDetail } from '@portal/contracts';
import { useDocuments } from '../documents/api/list-documents';
import { useAccount } from './account-query';
import { useApplicantUnit } from './use-applicant-unit';

export type ApplicantData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      area: Unit;
      account: Account;
      documents: PortalDocument[];
      /** The unit of this area; null while none is assigned here. */
      unit: UnitDetail | null;
      application: Application | null;
      /** A unit of the other area, for a hint when this area has none. */
      otherUnit: UnitDetail | null;
    };

export function useApplicantData(area: Unit): ApplicantData {
  const account = useAccount();
  const documents = useDocuments();
  const { unit, application, otherUnit, ...units } = useApplicantUnit(area);

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
  if (!account.data || !units.isReady || !documents.data) return { status: 'loading' };
  return {
    status: 'ready',
    area,
    account: account.data,
    documents: documents.data,
    unit,
    application,
    otherUnit,
  };
}
