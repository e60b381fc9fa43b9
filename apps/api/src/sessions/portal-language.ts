/**
 * The portal language a signed-in request states (decision 270). The web sends its chosen language as the whole
 * `Accept-Language` header (`tr`); only such a header counts. A browser-style list (`en-US,en;q=0.9`) from
 * another client says what the device prefers, not what the person chose in the portal, and changes nothing.
 */
import { SUPPORTED_LOCALES, type Locale } from '@portal/contracts';

export function statedPortalLanguage(acceptLanguage: string | string[] | undefined): Locale | null {
  if (typeof acceptLanguage !== 'string') return null;
  const value = acceptLanguage.trim().toLowerCase();
  return (SUPPORTED_LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}
