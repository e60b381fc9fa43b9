/**
 * How the current portal addresses people: applicants informally ("du"), company users and the workspace formally
 * ("Sie"). Shared texts carry a formal variant as i18n context (`key_formal`, falling back to `key`).
 */
import { detectPortalMode } from './portal-mode';
import { companyHosts } from './public-config';

export function formalContext(): 'formal' | undefined {
  if (typeof window === 'undefined') return undefined;
  return detectPortalMode(window.location.href, companyHosts()) === 'applicant' ? undefined : 'formal';
}
