/**
 * Initial loading of the applicant portal (spec part 1 §4):
 *
 * 1. load the account;
 * 2. no units and onboarding done → poll `GET /v1/unit` every 10 s, at most 5 times, then "no unit available"
 *    (a 1006 "no valid application" answer is polled through as well: an application made meanwhile is linked at
 *    once, decision 074; after the last poll it tells the home page why there is no unit);
 * 3. onboarding not done → stop (the caller sends the user to `ds.onboarding`);
 * 4. otherwise load units and documents (side by side when the account says onboarding is done), pick the active unit and
 *    application (primary, else first),
 *    store their ids, and fire the `initial-loading-completed` window event.
 */
import {
  ErrorCode,
  STORAGE_KEYS,
  TIMINGS,
  type Account,
  type Application,
  type PortalDocument,
  type UnitDetail,
} from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sleep as defaultSleep } from '../../../lib/browser';
import { ApiError } from '../../../lib/http';
import { isNoValidApplication } from '../../../shared/applicant/units-query';
import { readStorage, writeStorage } from '../../../lib/storage';
import { pickActiveApplication, pickActiveUnit } from '../../../shared/applicant/applicant-unit';
import { accountQueryOptions } from '../../../shared/applicant/account-query';
import { unitsQueryOptions } from '../../../shared/applicant/units-query';
import { documentsQueryOptions } from '../../../shared/documents/api/list-documents';

export const INITIAL_LOADING_COMPLETED_EVENT = 'initial-loading-completed';

export type ApplicantLoadResult =
  | { status: 'onboarding'; account: Account; units: UnitDetail[] }
  | {
      status: 'no-unit';
      account: Account;
      /** The last poll answered 1006: the account has no valid application (decision 042). */
      noApplication: boolean;
    }
  | {
      status: 'ready';
      account: Account;
      units: UnitDetail[];
      documents: PortalDocument[];
      activeUnit: UnitDetail;
      activeApplication: Application;
    };

export interface ApplicantLoadDeps {
  fetchAccount: () => Promise<Account>;
  fetchUnits: () => Promise<UnitDetail[]>;
  fetchDocuments: () => Promise<PortalDocument[]>;
  sleep?: (ms: number) => Promise<void>;
}

function metadataSaysOnboardingDone(account: Account): boolean {
  return account.metadata['onboardingDone'] === true;
}

/** Onboarding is done when the metadata flag is set or a unit has advisor interview participation. */
export function isOnboardingDone(account: Account, units: readonly UnitDetail[] = []): boolean {
  return metadataSaysOnboardingDone(account) || units.some((unit) => !!unit.participateAdvisorInterviewOn);
}

async function pollUnits(deps: ApplicantLoadDeps): Promise<{ units: UnitDetail[]; noApplication: boolean }> {
  const sleep = deps.sleep ?? defaultSleep;
  let noApplication = false;
  for (let attempt = 1; attempt <= TIMINGS.unitPollMaxAttempts; attempt++) {
    await sleep(TIMINGS.unitPollIntervalMs);
    try {
      const units = await deps.fetchUnits();
      if (units.length > 0) return { units, noApplication: false };
      noApplication = false;
    } catch (error) {
      // No valid application (yet): keep polling, it may arrive through the application form meanwhile.
      if (!isNoValidApplication(error)) throw error;
      noApplication = true;
    }
  }
  return { units: [], noApplication };
}

/**
 * A failed account fetch becomes a fetch error (10004), unless the API client already reacted to it
 * (maintenance for 503/network errors, login or the error screen for account-level codes).
 */
async function fetchAccount(deps: ApplicantLoadDeps): Promise<Account> {
  try {
    return await deps.fetchAccount();
  } catch (error) {
    const handledByClient =
      error instanceof ApiError && (error.isNetworkError || error.status === 503 || error.code >= 1000);
    if (error instanceof ApiError && !handledByClient) {
      throw new ApiError(error.status, ErrorCode.FETCH_ERROR, error.message, error.customErrors);
    }
    throw error;
  }
}

export async function loadApplicantInitialData(deps: ApplicantLoadDeps): Promise<ApplicantLoadResult> {
  const account = await fetchAccount(deps);

  let units: UnitDetail[];
  // When the account already says onboarding is done and names units, the documents load beside the units (one
  // round trip less on every start); otherwise they wait until the applicant is known to be past onboarding.
  let documentsLoad: Promise<PortalDocument[]> | null = null;
  if (account.units.length === 0) {
    if (!metadataSaysOnboardingDone(account)) return { status: 'onboarding', account, units: [] };
    const polled = await pollUnits(deps);
    units = polled.units;
    if (units.length === 0) return { status: 'no-unit', account, noApplication: polled.noApplication };
  } else {
    if (metadataSaysOnboardingDone(account)) {
      documentsLoad = deps.fetchDocuments();
      // Awaited below; a failure while the units are still loading must not count as unhandled.
      documentsLoad.catch(() => undefined);
    }
    units = await deps.fetchUnits();
  }

  if (!isOnboardingDone(account, units)) return { status: 'onboarding', account, units };

  const activeUnit = pickActiveUnit(units, readStorage(STORAGE_KEYS.activeUnitId));
  if (!activeUnit) {
    throw new ApiError(404, ErrorCode.NO_UNIT_OR_APPLICATION, 'No unit found for this account');
  }
  const activeApplication = pickActiveApplication(activeUnit);
  if (!activeApplication) {
    throw new ApiError(404, ErrorCode.NO_UNIT_OR_APPLICATION, 'No application found for this account');
  }

  const documents = await (documentsLoad ?? deps.fetchDocuments());

  writeStorage(STORAGE_KEYS.activeUnitId, activeUnit.id);
  writeStorage(STORAGE_KEYS.activeUnit, activeUnit.unit);
  writeStorage(STORAGE_KEYS.activeApplication, activeApplication.id);
  window.dispatchEvent(
    new CustomEvent(INITIAL_LOADING_COMPLETED_EVENT, {
      detail: { unitId: activeUnit.id, applicationId: activeApplication.id },
    }),
  );
  return { status: 'ready', account, units, documents, activeUnit, activeApplication };
}

/**
 * The same, through the query cache, so the screens read what was loaded here. After the polling the cached units
 * are "none" (also after a 1006 answer), so the screens do not ask a sixth time.
 */
export async function loadApplicantInitialDataWithCache(
  queryClient: QueryClient,
): Promise<ApplicantLoadResult> {
  const result = await loadApplicantInitialData({
    fetchAccount: () => queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 }),
    fetchUnits: () => queryClient.fetchQuery({ ...unitsQueryOptions(), staleTime: 0 }),
    fetchDocuments: () => queryClient.fetchQuery({ ...documentsQueryOptions(), staleTime: 0 }),
  });
  if (result.status === 'no-unit') queryClient.setQueryData(unitsQueryOptions().queryKey, []);
  return result;
}
