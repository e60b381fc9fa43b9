/**
 * The consent-gated tools (spec part 1 §4, part 2 "Analytics and consent behaviour"; decision 248): heat map, A/B
 * testing, product tour and scheduling widget. Each is a script from a configured address that loads at most once
 * per page life and only while its consent is given; the loaded flags are client state. Switching the heat map or
 * A/B testing off deletes their cookies and removes their script, so nothing loads further.
 */
import type { ConsentTool, ConsentToolSource } from '@portal/contracts';
import { createStore, useStore } from './create-store';
import { hasConsent } from './consent';

/** Cookie names the tools set (a Hotjar-like heat map, a VWO-like A/B tool); deleted when switched off. */
export const TOOL_COOKIE_PATTERNS: Record<ConsentTool, readonly RegExp[]> = {
  heatmap: [/^_hj/],
  ab_testing: [/^_vwo/, /^_vis_opt/],
  product_tour: [],
  scheduling: [],
};

/** The product tour speaks German whatever the portal's language (spec part 2). */
const TOOL_LANGUAGE: Partial<Record<ConsentTool, string>> = { product_tour: 'de' };

export type ToolLoadedFlags = Record<ConsentTool, boolean>;

const loadedStore = createStore<ToolLoadedFlags>({
  heatmap: false,
  ab_testing: false,
  product_tour: false,
  scheduling: false,
});

export function toolLoadedFlags(): ToolLoadedFlags {
  return loadedStore.get();
}

export function useToolLoaded(tool: ConsentTool): boolean {
  return useStore(loadedStore, (flags) => flags[tool]);
}

/** Tests only: forget what was loaded (a new page life). */
export function resetToolLoadedFlags(): void {
  loadedStore.reset();
  for (const script of document.querySelectorAll('script[data-consent-tool]')) script.remove();
}

declare global {
  interface Window {
    /** What the A/B tool calls when it has executed a campaign (pinned for issue 13). */
    portalAbTesting?: { campaignExecuted(campaignId: string, variationId: string | null): void };
  }
}

/** Fired for every executed A/B campaign; the analytics side records the assignment (not this module). */
export const EXPERIMENT_EXECUTED_EVENT = 'portal:experiment-executed';

function installAbTestingBridge(): void {
  window.portalAbTesting ??= {
    campaignExecuted(campaignId, variationId) {
      window.dispatchEvent(
        new CustomEvent(EXPERIMENT_EXECUTED_EVENT, { detail: { campaignId, variationId } }),
      );
    },
  };
}

export function toolScriptUrl(source: NonNullable<ConsentToolSource>): string {
  return source.scriptUrl.replace('{projectId}', encodeURIComponent(source.projectId ?? ''));
}

/**
 * Loads `tool` from `source` when its consent is given and it has not loaded yet in this page life. Answers
 * whether it started loading now.
 */
export function loadConsentTool(tool: ConsentTool, source: ConsentToolSource): boolean {
  if (!source || !hasConsent(tool) || loadedStore.get()[tool]) return false;
  if (tool === 'ab_testing') installAbTestingBridge();
  const script = document.createElement('script');
  script.src = toolScriptUrl(source);
  script.async = true;
  script.dataset.consentTool = tool;
  if (source.projectId) script.dataset.projectId = source.projectId;
  const language = TOOL_LANGUAGE[tool];
  if (language) script.dataset.language = language;
  loadedStore.set({ [tool]: true });
  document.head.append(script);
  return true;
}

/** The current host and each parent domain (`a.b.example` → `a.b.example`, `.b.example`, `.example`). */
function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains = [hostname];
  for (let i = 1; i < parts.length; i++) domains.push(`.${parts.slice(i).join('.')}`);
  return domains;
}

/** Deletes the tool's cookies on this host and its parent domains; answers the names it found. */
export function deleteToolCookies(tool: ConsentTool): string[] {
  const patterns = TOOL_COOKIE_PATTERNS[tool];
  if (patterns.length === 0) return [];
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name && patterns.some((pattern) => pattern.test(name)));
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(window.location.hostname)) {
      document.cookie = `${name}=; ${expired}; domain=${domain}`;
    }
  }
  return names;
}

/** Consent withdrawn: the tool's cookies go and its script element is removed (nothing loads from it again). */
export function withdrawConsentTool(tool: ConsentTool): void {
  deleteToolCookies(tool);
  for (const script of document.querySelectorAll(`script[data-consent-tool="${tool}"]`)) script.remove();
}
