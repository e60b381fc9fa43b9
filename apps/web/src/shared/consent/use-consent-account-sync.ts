/**
 * The browser's and the account's decision at sign-in (decision 246), once per signed-in person and page life:
 * - the account holds a decision (every category answered) → this browser takes it over (the account wins; no
 *   banner);
 * - the account holds none and this browser decided (e.g. before signing in) → it is stored for the account;
 * - neither → the banner asks, and the answer goes to both.
 * While signed in, every later decision (banner, dialog) is stored for the account too (the account sink).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  adoptAccountConsent,
  readConsent,
  setConsentAccountSink,
  type ConsentCategory,
} from '../../lib/consent';
import {
  accountHasDecided,
  choiceListOf,
  flagsOfConsents,
  putConsents,
  type ConsentPortal,
  type StoredConsent,
} from './consent-api';

export function useConsentAccountSync(
  portal: ConsentPortal | null,
  person: { id: string; consents: readonly StoredConsent[] } | null,
): void {
  const queryClient = useQueryClient();
  const syncedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!portal || !person || syncedFor.current === person.id) return;
    syncedFor.current = person.id;
    if (accountHasDecided(person.consents)) {
      adoptAccountConsent(flagsOfConsents(person.consents), { decided: true });
      return;
    }
    const { decidedAt, ...local } = readConsent();
    if (decidedAt) {
      putConsents(queryClient, portal, choiceListOf(local), { reactToErrors: false }).catch((error) =>
        console.warn('The consent decision could not be stored for the account', error),
      );
    }
  }, [portal, person, queryClient]);

  const signedIn = Boolean(portal && person);
  useEffect(() => {
    if (!signedIn || !portal) return;
    return setConsentAccountSink((changes) => {
      const body = Object.entries(changes).map(([type, hasOptedIn]) => ({
        type: type as ConsentCategory,
        hasOptedIn: hasOptedIn === true,
      }));
      putConsents(queryClient, portal, body, { reactToErrors: false }).catch((error) =>
        console.warn('The consent decision could not be stored for the account', error),
      );
    });
  }, [signedIn, portal, queryClient]);
}
