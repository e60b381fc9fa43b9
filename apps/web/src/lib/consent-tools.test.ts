/** The consent-gated tool loader (decision 248): once, only with consent, cookies gone on withdrawal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_DENIED, ALL_GRANTED, saveConsent } from './consent';
import {
  deleteToolCookies,
  EXPERIMENT_EXECUTED_EVENT,
  loadConsentTool,
  resetToolLoadedFlags,
  toolLoadedFlags,
  withdrawConsentTool,
} from './consent-tools';

const source = (name: string, projectId: string | null = null) => ({
  scriptUrl: `https://tools.example/${name}-{projectId}.js`,
  projectId,
});
const scripts = (tool: string) => document.querySelectorAll(`script[data-consent-tool="${tool}"]`);
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean);

afterEach(() => {
  resetToolLoadedFlags();
  for (const name of cookieNames())
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  delete window.portalAbTesting;
});

describe('loadConsentTool', () => {
  it('loads nothing without consent, nor while undecided', () => {
    expect(loadConsentTool('heatmap', source('hm', '42'))).toBe(false);
    saveConsent({ ...ALL_GRANTED, heatmap: false });
    expect(loadConsentTool('heatmap', source('hm', '42'))).toBe(false);
    expect(scripts('heatmap')).toHaveLength(0);
    expect(toolLoadedFlags().heatmap).toBe(false);
  });

  it('loads nothing for a tool that is not configured', () => {
    saveConsent(ALL_GRANTED);
    expect(loadConsentTool('product_tour', null)).toBe(false);
    expect(document.querySelectorAll('script[data-consent-tool]')).toHaveLength(0);
  });

  it('loads a consented tool exactly once, with its project id', () => {
    saveConsent(ALL_GRANTED);
    expect(loadConsentTool('heatmap', source('hm', '42'))).toBe(true);
    expect(loadConsentTool('heatmap', source('hm', '42'))).toBe(false);
    const loaded = scripts('heatmap');
    expect(loaded).toHaveLength(1);
    const script = loaded[0] as HTMLScriptElement;
    expect(script.src).toBe('https://tools.example/hm-42.js');
    expect(script.async).toBe(true);
    expect(script.dataset.projectId).toBe('42');
    expect(toolLoadedFlags()).toMatchObject({ heatmap: true, ab_testing: false });
  });

  it('starts the product tour in German', () => {
    saveConsent(ALL_GRANTED);
    loadConsentTool('product_tour', source('tour'));
    expect((scripts('product_tour')[0] as HTMLScriptElement).dataset.language).toBe('de');
  });

  it('installs the A/B bridge first, which reports executed campaigns as an event', () => {
    saveConsent(ALL_GRANTED);
    const heard = vi.fn();
    window.addEventListener(EXPERIMENT_EXECUTED_EVENT, heard);
    loadConsentTool('ab_testing', source('ab', '7'));
    window.portalAbTesting!.campaignExecuted('12', '2');
    window.removeEventListener(EXPERIMENT_EXECUTED_EVENT, heard);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ campaignId: '12', variationId: '2' });
  });
});

describe('withdrawing a tool', () => {
  it('deletes the heat map cookies and only those, and removes its script', () => {
    saveConsent(ALL_GRANTED);
    loadConsentTool('heatmap', source('hm', '1'));
    document.cookie = '_hjSessionUser_1=abc; path=/';
    document.cookie = '_hjSession_1=def; path=/';
    document.cookie = 'XSRF-TOKEN=keep; path=/';
    saveConsent(ALL_DENIED);
    withdrawConsentTool('heatmap');
    expect(cookieNames()).toEqual(['XSRF-TOKEN']);
    expect(scripts('heatmap')).toHaveLength(0);
  });

  it('deletes the A/B tool cookies (_vwo*, _vis_opt*)', () => {
    document.cookie = '_vwo_uuid=1; path=/';
    document.cookie = '_vis_opt_s=2; path=/';
    document.cookie = '_hjKeep=3; path=/';
    expect(deleteToolCookies('ab_testing').sort()).toEqual(['_vis_opt_s', '_vwo_uuid']);
    expect(cookieNames()).toEqual(['_hjKeep']);
  });

  it('has no cookies to delete for the product tour and the scheduling widget', () => {
    document.cookie = '_hjKeep=3; path=/';
    expect(deleteToolCookies('product_tour')).toEqual([]);
    expect(deleteToolCookies('scheduling')).toEqual([]);
    expect(cookieNames()).toEqual(['_hjKeep']);
  });
});
