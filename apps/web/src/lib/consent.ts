/**
 * Tracking consent choices of this browser (`uc_user_interaction` in local storage), for the two
 * tracking categories `user_research` and `amplitude`. The consents API (`PUT /consents`) comes later;
 * until then the choice stays on the device and no tracking tool is loaded without it.
 */
import { ConsentType, STORAGE_KEYS } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

export type ConsentCategory = (typeof ConsentType.options)[number];
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ConsentType.options;

export interface ConsentChoices {
  user_research: boolean;
  amplitude: boolean;
  /** ISO time of the last decision; null while the user has not decided. */
  decidedAt: string | null;
}

const UNDECIDED: ConsentChoices = { user_research: false, amplitude: false, decidedAt: null };

let cached: { raw: string | null; value: ConsentChoices } | null = null;

export function readConsent(): ConsentChoices {
  const raw = readStorage(STORAGE_KEYS.ucUserInteraction);
  if (cached && cached.raw === raw) return cached.value;
  let value = UNDECIDED;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<ConsentChoices>;
      value = {
        user_research: parsed.user_research === true,
        amplitude: parsed.amplitude === true,
        decidedAt: typeof parsed.decidedAt === 'string' ? parsed.decidedAt : null,
      };
    } catch {
      value = UNDECIDED;
    }
  }
  cached = { raw, value };
  return value;
}

export function saveConsent(choices: Pick<ConsentChoices, ConsentCategory>): ConsentChoices {
  const value: ConsentChoices = { ...choices, decidedAt: new Date().toISOString() };
  writeStorage(STORAGE_KEYS.ucUserInteraction, JSON.stringify(value));
  for (const listener of choiceListeners) listener();
  return value;
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
  return () => choiceListeners.delete(listener);
}

/** The current choices, re-rendering on every change. */
export function useConsentChoices(): ConsentChoices {
  return useSyncExternalStore(subscribeConsent, readConsent, readConsent);
}

// --- the settings dialog is opened from several places (footers, loading screen) -----------------

let settingsOpen = false;
const openListeners = new Set<() => void>();

export function setConsentSettingsOpen(open: boolean): void {
  settingsOpen = open;
  for (const listener of openListeners) listener();
}

function subscribeOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribeOpen,
    () => settingsOpen,
    () => settingsOpen,
  );
}
