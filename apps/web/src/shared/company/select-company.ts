/**
 * Company selection (spec part 1 §4):
 * - a single company with a pending invitation → the company-select overlay;
 * - one company without a stored choice → it becomes the default automatically;
 * - none, or several without a stored choice → the overlay;
 * - otherwise the stored company (or the first) is current.
 * A stored id that is not among the user's companies counts as "no stored choice".
 */
import type { CompanyMembership } from '@portal/contracts';

export interface CompanySelection {
  activeCompanyId: string | null;
  showSelect: boolean;
  /** Set when the choice was made automatically and should be stored as the default. */
  storeAsDefault: string | null;
}

export function selectCompany(
  companies: readonly CompanyMembership[],
  storedId: string | null,
): CompanySelection {
  const only = companies.length === 1 ? companies[0] : undefined;
  if (only?.invitationPending) return { activeCompanyId: null, showSelect: true, storeAsDefault: null };

  const stored = storedId && companies.some((c) => c.id === storedId) ? storedId : null;
  if (only && !stored) return { activeCompanyId: only.id, showSelect: false, storeAsDefault: only.id };
  if (companies.length === 0 || !stored)
    return { activeCompanyId: null, showSelect: true, storeAsDefault: null };

  return { activeCompanyId: stored, showSelect: false, storeAsDefault: null };
}
