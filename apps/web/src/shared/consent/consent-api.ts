/**
 * The consents of the signed-in person: `PUT /v1/consents` for applicants, `PUT /b2b/v1/consents` for company
 * users (spec part 2 §7.3, §7.5). Each answer is written into the cached account or company user, so the profile
 * shows what the banner or dialog just stored.
 */
import {
  updateCompanyConsents,
  updateConsents,
  type Account,
  type CompanyUser,
  type ConsentChoiceList,
  type ConsentStatusName,
} from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentFlags } from '../../lib/consent';
import { meQueryKey } from '../company/get-me';
import { applicantKeys } from '../query-keys';

export type ConsentPortal = 'applicant' | 'company';
export type StoredConsent = { type: ConsentCategory; status: ConsentStatusName };

export function choiceListOf(flags: ConsentFlags, only?: readonly ConsentCategory[]): ConsentChoiceList {
  return (only ?? CONSENT_CATEGORIES).map((type) => ({ type, hasOptedIn: flags[type] }));
}

/** Stores the choices for the account; answers every category with its status. */
export async function putConsents(
  queryClient: QueryClient,
  portal: ConsentPortal,
  body: ConsentChoiceList,
  { reactToErrors = true }: { reactToErrors?: boolean } = {},
): Promise<StoredConsent[]> {
  if (portal === 'company') {
    const consents = await apiCall(updateCompanyConsents, { body, reactToErrors });
    queryClient.setQueryData<CompanyUser>(meQueryKey, (me) => (me ? { ...me, consents } : me));
    return consents;
  }
  const consents = await apiCall(updateConsents, { body, reactToErrors });
  queryClient.setQueryData<Account>(applicantKeys.account, (account) =>
    account ? { ...account, consents } : account,
  );
  return consents;
}

/**
 * Whether the account holds a decision: every category answered (decision 246), as the banner and the dialog
 * answer them. A single switch (profile, scheduling placeholder) leaves the others open for the banner.
 */
export function accountHasDecided(consents: readonly StoredConsent[]): boolean {
  return CONSENT_CATEGORIES.every((category) =>
    consents.some((c) => c.type === category && c.status !== 'not_answered'),
  );
}

/** The account's statuses as switches: opted in (single or double) = on, everything else off. */
export function flagsOfConsents(consents: readonly StoredConsent[]): ConsentFlags {
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => {
      const status = consents.find((c) => c.type === category)?.status;
      return [category, status === 'opt_in_single' || status === 'opt_in_double'];
    }),
  ) as ConsentFlags;
}

export function statusesOf(consents: readonly StoredConsent[]): Record<ConsentCategory, ConsentStatusName> {
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [
      category,
      consents.find((c) => c.type === category)?.status ?? 'not_answered',
    ]),
  ) as Record<ConsentCategory, ConsentStatusName>;
}
