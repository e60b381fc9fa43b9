/**
 * The consent-gated tools of the e2e server (decision 248): every tool configured for both portals with its own
 * project id, at addresses on a host that is never resolved. Playwright answers them with the local stand-ins
 * (`e2e/fixtures/tools`, `serveToolStandIns` in `consent.ts`). Plain JavaScript: `start-server.mjs` reads it too.
 */
export const TOOLS_ORIGIN = 'https://tools.e2e.test';

export const TOOL_FILES = {
  heatmap: 'heatmap.js',
  ab_testing: 'ab-testing.js',
  product_tour: 'product-tour.js',
  scheduling: 'scheduling.js',
};

export const TOOL_PROJECT_IDS = {
  applicant: {
    heatmap: 'hm-applicant',
    ab_testing: 'ab-applicant',
    product_tour: 'pt-applicant',
    scheduling: 'sch-applicant',
  },
  company: {
    heatmap: 'hm-company',
    ab_testing: 'ab-company',
    product_tour: 'pt-company',
    scheduling: 'sch-company',
  },
};

export function toolEnvironment() {
  const env = {};
  for (const portal of ['applicant', 'company']) {
    for (const [tool, file] of Object.entries(TOOL_FILES)) {
      const prefix = `TOOL_${tool.toUpperCase()}_${portal.toUpperCase()}`;
      env[`${prefix}_SCRIPT_URL`] = `${TOOLS_ORIGIN}/${file}?project={projectId}`;
      env[`${prefix}_PROJECT_ID`] = TOOL_PROJECT_IDS[portal][tool];
    }
  }
  return env;
}
