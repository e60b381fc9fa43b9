/**
 * The applicant area (ds or fs) of the current address, its paths and its wording. Every applicant screen
 * exists in both areas (decision 078); links are built from the area's own paths, and texts that differ for
 * distance study live under the `fs` context (`key_fs`, falling back to `key`), like `_formal` for companies.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { areaOfPath, areaPaths, type ApplicantArea, type ApplicantAreaPaths } from '../config/paths';
import type { Namespace } from '../lib/i18n';

export function useApplicantArea(): ApplicantArea {
  return areaOfPath(useLocation().pathname);
}

export function useAreaPaths(): ApplicantAreaPaths {
  return areaPaths(useApplicantArea());
}

/** i18next options with the area's context: `fs` texts use `key_fs` where they differ. */
function areaContext(area: ApplicantArea): { context?: 'fs' } {
  return area === 'fs' ? { context: 'fs' } : {};
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * `useTranslation(ns)` whose `t` picks the wording of the current area. For `<Trans t={t}>` too, since
 * Trans calls the given `t`.
 */
export function useAreaTranslation(ns: Namespace | Namespace[]) {
  const area = useApplicantArea();
  const { t: plain, i18n } = useTranslation(ns);
  const t = useMemo(() => {
    const withArea: Translate = (key, options) =>
      (plain as unknown as Translate)(key, { ...areaContext(area), ...options });
    // Keep what i18next's fixed `t` carries (namespace, language), which `<Trans t={t}>` reads.
    const fixed = plain as unknown as { ns?: unknown; lng?: unknown; keyPrefix?: unknown };
    return Object.assign(withArea, { ns: fixed.ns, lng: fixed.lng, keyPrefix: fixed.keyPrefix });
  }, [plain, area]) as unknown as typeof plain;
  return { t, i18n, area };
}
