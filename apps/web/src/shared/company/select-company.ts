/**
 * Company selection (spec part 1 §4, decision 101):
 * - a single company with a pending invitation → the company-select overlay (accept or decline there);
 * - one company without a stored choice → it becomes the default automatically;
 * - none, or several without a stored choice → the overlay;
 * - otherwise the stored company is current.
 * The stored choice is the `active_company` key of this browser. Every choice is also stored on the server
 * (`set-default`, `isDefault`), where it names the current company of `GET /b2b/v1/me`; a new browser of a
 * person with several companies still asks (decision 101). Only an accepted membership can be a choice: a stored
 * id that is unknown or still pending counts as "no stored choice".
 */
import type { CompanyMembership } from '@portal/contracts';

export interface CompanySelection {
  activeCompanyId: string | null;
  showSelect: boolean;
  /** Set when the choice was made automatically and should be stored as the default (server and browser). */
  storeAsDefault: string | null;
}

const OVERLAY: CompanySelection = { activeCompanyId: null, showSelect: true, storeAsDefault: null };

export function storedChoiceOf(
  companies: readonly CompanyMembership[],
  storedId: string | null,
): CompanyMembership | null {
  const accepted = companies.filter((c) => !c.invitationPending);
  return accepted.find((c) => c.id === storedId) ?? null;
}

export function selectCompany(
  companies: readonly CompanyMembership[],
  storedId: string | null,
): CompanySelection {
  const only = companies.length === 1 ? companies[0] : undefined;
  if (only?.invitationPending) return OVERLAY;

  const stored = storedChoiceOf(companies, storedId);
  if (only && !stored) return { activeCompanyId: only.id, showSelect: false, storeAsDefault: only.id };
  if (!stored) return OVERLAY;
  return { activeCompanyId: stored.id, showSelect: false, storeAsDefault: null };
}
