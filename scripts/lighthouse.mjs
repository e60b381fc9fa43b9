#!/usr/bin/env node
/**
 * `npm run lighthouse` (issue 14, part 2; decision 310): Lighthouse 12 on a phone (mobile form factor, default
 * simulated throttling) for the seven screens of `bench/lighthouse-screens.mjs`, each run 3 times, the median of
 * every figure printed with the targets (performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, TBT ≤ 100 ms,
 * CLS ≤ 0.05). Exits non-zero when a target is missed. JSON reports go to `test-results/lighthouse/`.
 *
 * The built portal (built first when stale) runs production-like on its own port with a fresh embedded database
 * and the demo seed; each session (signed out, applicant, company) gets its own system Chromium with a fresh
 * profile. Storage stays between runs (a returning visitor), the HTTP cache is emptied before every run.
 *
 * `--runs=N` changes the number of runs per screen; `--only=<text>` measures the screens whose name contains it.
 * Ports: `LIGHTHOUSE_PORT` (default 3300) for the portal, the next three for the browsers' debugging ports.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { launchChromium } from './bench/chromium.mjs';
import { figuresOf, formatTable, medianFigures, missedTargets } from './bench/lighthouse-report.mjs';
import {
  SESSIONS,
  makeDemoApplicantReady,
  signInThroughProvider,
  storeConsentDecision,
} from './bench/lighthouse-screens.mjs';
import { startPortal } from './bench/processes.mjs';
import { isBuildStale, root, writeBuildStamp } from './lib/build-state.mjs';

const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(argument('runs') ?? 3);
const ONLY = argument('only');
const PORTAL_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const REPORTS = join(root, 'test-results', 'lighthouse');
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

function buildWhenStale() {
  if (!isBuildStale()) return;
  console.log('Build is stale: building (under /tmp/portal-build.lock) …');
  const result = spawnSync('flock', ['/tmp/portal-build.lock', 'npm', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
  writeBuildStamp();
}

/** One Lighthouse run of `url` in the browser behind `port`, storage kept, after emptying the HTTP cache. */
async function measure(context, port, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result;
}

/**
 * Lighthouse sometimes loses a trace on a busy machine (`NO_NAVSTART`, "Please run Lighthouse again"): such a run
 * is repeated, at most twice; every other failure, and a third loss, stops the script.
 */
async function measureWithRetries(context, port, urlOfRun) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(context, port, await urlOfRun());
    } catch (error) {
      if (attempt === 3 || !/run Lighthouse again/i.test(String(error?.message))) throw error;
      console.log(`  (run repeated: ${error.message})`);
    }
  }
}

async function measureSession(session, base, debuggingPort) {
  const screens = session.screens.filter((screen) => !ONLY || screen.name.includes(ONLY));
  if (!screens.length) return [];
  const browser = await launchChromium(debuggingPort);
  const client = await chromium.connectOverCDP(browser.endpoint);
  const rows = [];
  try {
    const context = client.contexts()[0];
    const page = await context.newPage();
    await storeConsentDecision(page, base);
    if (session.email) await signInThroughProvider(page, base, session.signInFrom, session.email);
    await page.goto('about:blank');
    for (const screen of screens) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await measureWithRetries(context, debuggingPort, () =>
          screen.url ? screen.url(page, base) : `${base}${screen.path}`,
        );
        // A screen that redirected (to the sign-in, to the start page) was not measured at all.
        const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (!landed.startsWith(screen.path)) {
          throw new Error(`${screen.name}: expected ${screen.path}, Lighthouse ended on ${landed}`);
        }
        writeFileSync(join(REPORTS, `${slug(screen.name)}-${run}.json`), result.report);
        runs.push(figuresOf(result.lhr));
      }
      const figures = medianFigures(runs);
      const row = { screen: screen.name, figures, missed: missedTargets(figures), load: load() };
      console.log(
        `  ${screen.name}: perf ${runs.map((r) => r.performance).join('/')}, ` +
          `a11y ${runs.map((r) => r.accessibility).join('/')} (load average ${row.load})`,
      );
      rows.push(row);
    }
  } finally {
    await client.close().catch(() => {});
    await browser.stop();
  }
  return rows;
}

buildWhenStale();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const loadBefore = load();
const portal = await startPortal({
  dataDir,
  port: PORTAL_PORT,
  env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'error' },
});
const rows = [];
try {
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION}, ` +
      `mobile, simulated throttling, median of ${RUNS} runs per screen; portal ${portal.base}, ` +
      `load average before ${loadBefore}`,
  );
  await makeDemoApplicantReady(portal.base);
  for (const [index, session] of SESSIONS.entries()) {
    rows.push(...(await measureSession(session, portal.base, PORTAL_PORT + 1 + index)));
  }
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${formatTable(rows)}\n`);
console.log(`load average (1, 5, 15 min) before ${loadBefore}, after ${load()}; reports in ${REPORTS}`);
const missed = rows.filter((row) => row.missed.length).length;
if (missed) {
  console.log(`${missed} of ${rows.length} screens miss a target`);
  process.exitCode = 1;
}
