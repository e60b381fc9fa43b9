/**
 * The consent manager in end-to-end tests (decisions 247, 248).
 *
 * Every browser context starts with a stored decision ("reject all", `DECIDED_CONSENT_STATE` in the config), so the
 * banner never covers what other specs click. The consent spec opens undecided contexts (`undecidedContext`) and
 * serves the tools' local stand-in scripts (`e2e/fixtures/tools`) for the addresses `start-server.mjs` configures.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { TOOL_FILES, TOOLS_ORIGIN } from './tool-environment.mjs';

export { TOOL_PROJECT_IDS, TOOLS_ORIGIN } from './tool-environment.mjs';
export type ToolName = keyof typeof TOOL_FILES;
export const TOOL_NAMES = Object.keys(TOOL_FILES) as ToolName[];

/** The stored "reject all" decision every context starts with (the pinned `uc_user_interaction` format). */
export function decidedConsentState(origins: string[]) {
  const value = JSON.stringify({
    user_research: false,
    amplitude: false,
    heatmap: false,
    ab_testing: false,
    product_tour: false,
    scheduling: false,
    decidedAt: '2026-01-01T00:00:00.000Z',
  });
  return {
    cookies: [],
    origins: origins.map((origin) => ({ origin, localStorage: [{ name: 'uc_user_interaction', value }] })),
  };
}

/** A context of a browser that has never decided: the banner asks. */
export function undecidedContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({ ...options, storageState: { cookies: [], origins: [] } });
}

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'tools');

/** Answers the tool addresses with the stand-ins and counts every request per tool (with its full address). */
export async function serveToolStandIns(context: BrowserContext) {
  const requests: { tool: ToolName; url: string }[] = [];
  await context.route(`${TOOLS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const tool = TOOL_NAMES.find((name) => url.pathname === `/${TOOL_FILES[name]}`);
    if (!tool) return route.fulfill({ status: 404 });
    requests.push({ tool, url: url.href });
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: readFileSync(join(fixtures, TOOL_FILES[tool]), 'utf8'),
    });
  });
  return {
    requests,
    count: (tool: ToolName) => requests.filter((r) => r.tool === tool).length,
  };
}

/** How often each stand-in ran in this page life. */
export function toolRuns(page: Page): Promise<Partial<Record<ToolName, number>>> {
  return page.evaluate(
    () => (window as unknown as { __consentToolRuns?: Record<string, number> }).__consentToolRuns ?? {},
  );
}
