import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { detectPortalMode, type PortalMode } from '../lib/portal-mode';
import { usePublicConfig } from '../lib/public-config';

/** The portal of the current address (company, applicant or advisor). */
export function usePortalMode(): PortalMode {
  const { pathname } = useLocation();
  const hosts = usePublicConfig()?.companyHosts;
  return useMemo(
    () => detectPortalMode(new URL(pathname, window.location.origin), hosts ?? []),
    [pathname, hosts],
  );
}
