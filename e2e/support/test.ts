/**
 * Playwright's `test` with `openAdvisor`: signs the demo study advisor in, in a second browser context through the
 * real sign-in page, and closes every advisor context the test opened when it ends (pass or fail).
 */
import { test as base } from '@playwright/test';
import { signInAdvisor, type AdvisorSession } from './advisor';

export { expect } from '@playwright/test';

export const test = base.extend<{ openAdvisor: () => Promise<AdvisorSession> }>({
  openAdvisor: async ({ browser }, use) => {
    const sessions: AdvisorSession[] = [];
    await use(async () => {
      const session = await signInAdvisor(browser);
      sessions.push(session);
      return session;
    });
    await Promise.all(sessions.map((session) => session.close()));
  },
});
