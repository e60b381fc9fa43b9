/**
 * The consent choices of this browser (`uc_user_interaction` in local storage; decisions 245–247): one boolean per
 * category (the tracking categories `amplitude` and `user_research`, and one per consent-gated tool) and the time
 * of the decision. A stored object with `decidedAt` set means "decided": no banner. Older objects with only the two
 * tracking keys are read as they are (the tools off).
 *
 * Signed in, every decision also goes to the account: the consent manager registers an account sink while a
 * session exists (`setConsentAccountSink`), so every caller of `saveConsent` stays unaware of who is signed in.
 */
import { ConsentType, STORAGE_KEYS } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { createStore, useStore } from './create-store';
import { readStorage, writeStorage } from './storage';

export type ConsentCategory = (typeof ConsentType.options)[number];
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ConsentType.options;

export type ConsentFlags = Record<ConsentCategory, boolean>;

export interface ConsentChoices extends ConsentFlags {
  /** ISO time of the last decision; null while the user has not decided. */
  decidedAt: string | null;
}

function flagsOf(value: (category: ConsentCategory) => boolean): ConsentFlags {
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, value(c)])) as ConsentFlags;
}

export const ALL_GRANTED: ConsentFlags = flagsOf(() => true);
export const ALL_DENIED: ConsentFlags = flagsOf(() => false);
const UNDECIDED: ConsentChoices = { ...ALL_DENIED, decidedAt: null };

/** `user_research` only counts together with `amplitude` (it adds user properties to analytics events). */
export function normalizeConsent(flags: ConsentFlags): ConsentFlags {
  return { ...flags, user_research: flags.user_research && flags.amplitude };
}

let cached: { raw: string | null; value: ConsentChoices } | null = null;

export function readConsent(): ConsentChoices {
  const raw = readStorage(STORAGE_KEYS.ucUserInteraction);
  if (cached && cached.raw === raw) return cached.value;
  let value = UNDECIDED;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<Record<string, unknown>> | null;
      if (parsed && typeof parsed === 'object') {
        value = {
          ...normalizeConsent(flagsOf((c) => parsed[c] === true)),
          decidedAt: typeof parsed.decidedAt === 'string' ? parsed.decidedAt : null,
        };
      }
    } catch {
      value = UNDECIDED;
    }
  }
  cached = { raw, value };
  return value;
}

function store(flags: ConsentFlags, decidedAt: string | null): ConsentChoices {
  const value: ConsentChoices = { ...normalizeConsent(flags), decidedAt };
  writeStorage(STORAGE_KEYS.ucUserInteraction, JSON.stringify(value));
  for (const listener of choiceListeners) listener();
  return value;
}

// --- the account sink: signed in, a decision is stored for the account too -----------------------------------

type AccountSink = (changes: Partial<ConsentFlags>) => void;
let accountSink: AccountSink | null = null;

/** Registers where decisions go besides the browser (the consents call of the signed-in portal). */
export function setConsentAccountSink(sink: AccountSink): () => void {
  accountSink = sink;
  return () => {
    if (accountSink === sink) accountSink = null;
  };
}

/** The visitor's decision (banner, settings dialog): stored here and, signed in, for the account. */
export function saveConsent(choices: Pick<ConsentChoices, ConsentCategory>): ConsentChoices {
  const value = store(
    flagsOf((c) => choices[c]),
    new Date().toISOString(),
  );
  accountSink?.(flagsOf((c) => value[c]));
  return value;
}

/**
 * One category switched on where it is needed (the scheduling widget's two-click placeholder): the other
 * categories and whether the visitor has decided about them stay as they are, so the banner still asks.
 */
export function grantConsent(category: ConsentCategory): ConsentChoices {
  const current = readConsent();
  const value = store({ ...current, [category]: true }, current.decidedAt);
  accountSink?.({ [category]: true });
  return value;
}

/**
 * The account's stored choices, taken over by this browser (after sign-in, after a profile switch); not sent
 * back. `decided`: the account has answered every category, so the banner has nothing left to ask here.
 */
export function adoptAccountConsent(flags: ConsentFlags, { decided }: { decided: boolean }): ConsentChoices {
  const { decidedAt } = readConsent();
  return store(flags, decided ? (decidedAt ?? new Date().toISOString()) : decidedAt);
}

// --- what the rest of the app asks: "may I?" (analytics, tools), and "tell me when that changes" -------------

const choiceListeners = new Set<() => void>();

/** Whether the visitor opted in to `category`; false while undecided. */
export function hasConsent(category: ConsentCategory): boolean {
  return readConsent()[category];
}

/** Calls `listener` after every change of the choices; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  choiceListeners.add(listener);
  // A decision in another tab of this portal applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.ucUserInteraction) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    choiceListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choices, re-rendering on every change. */
export function useConsentChoices(): ConsentChoices {
  return useSyncExternalStore(subscribeConsent, readConsent, readConsent);
}

// --- the settings dialog is opened from several places (footers, loading screen, banner) --------------------

const settingsStore = createStore({ open: false });

export function setConsentSettingsOpen(open: boolean): void {
  settingsStore.set({ open });
}

export function useConsentSettingsOpen(): boolean {
  return useStore(settingsStore, (state) => state.open);
}
