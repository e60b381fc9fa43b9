/**
 * Everything of the consent manager that lives once per page (decisions 245–248): the banner, the settings
 * dialog, the sync of the decision with the signed-in account and the page-wide consent-gated tools.
 * "Company pages use a different settings id" (spec part 2): the company portal has its own tool sources
 * (project ids), formal texts and its own privacy page.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useConsentSettingsOpen } from '../../lib/consent';
import { lazyNamed, useOpenedOnce } from '../../lib/lazy-component';
import type { PortalMode } from '../../lib/portal-mode';
import { usePublicConfig } from '../../lib/public-config';
import { accountQueryOptions } from '../applicant/account-query';
import { meQueryOptions } from '../company/get-me';
import { ConsentBanner } from './consent-banner';
import { useConsentAccountSync } from './use-consent-account-sync';
import { useConsentTools } from './use-consent-tools';

/** The settings dialog, loaded when someone first opens it (decision 314). */
const ConsentDialog = lazyNamed(() => import('./consent-dialog').then((m) => m.ConsentDialog));

export function ConsentManager({ mode, signedIn }: { mode: PortalMode; signedIn: boolean }) {
  const formal = mode !== 'applicant';
  const company = mode === 'company';
  // The initial loading has filled these caches when `signedIn`; nothing is fetched twice.
  const account = useQuery({
    ...accountQueryOptions(),
    enabled: signedIn && mode === 'applicant',
    staleTime: Infinity,
  });
  const me = useQuery({ ...meQueryOptions(), enabled: signedIn && company, staleTime: Infinity });
  const person =
    mode === 'applicant' && signedIn && account.data
      ? { id: account.data.uuid, consents: account.data.consents }
      : company && signedIn && me.data
        ? { id: me.data.uuid, consents: me.data.consents }
        : null;
  useConsentAccountSync(mode === 'advisor' ? null : mode, person);

  const config = usePublicConfig();
  // The advisor workspace is staff's own tool: no product tools there (decision 248).
  useConsentTools(config?.consentTools && mode !== 'advisor' ? config.consentTools[mode] : null);
  const settingsOpened = useOpenedOnce(useConsentSettingsOpen());

  return (
    <>
      <ConsentBanner formal={formal} company={company} />
      {settingsOpened && (
        <Suspense fallback={null}>
          <ConsentDialog formal={formal} company={company} />
        </Suspense>
      )}
    </>
  );
}
