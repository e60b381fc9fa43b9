/**
 * Start of the SPA:
 * 1. at once and side by side (decision 312): `GET /v1/public-config` (it also sets the XSRF cookie), the
 *    messages of the stored language (or German) and the code of the page the address names,
 *    (analytics and log forwarding start first, both wait for consent),
 * 2. with the messages: the loading screen shows,
 * 3. with the configuration: a login answer in the address fragment is completed (`completeLogin`),
 * 4. tracking parameters are scheduled for removal,
 * 5. the router starts.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/index.css';
import { LoadingScreen } from '../components/loading/loading-screen';
import { reactToApiError } from '../lib/api-client';
import { completeLogin, isLoginCallbackHash } from '../lib/auth';
import { ApiError } from '../lib/http';
import { initI18n } from '../lib/i18n';
import { detectPortalMode } from '../lib/portal-mode';
import { loadPublicConfig } from '../lib/public-config';
import { scheduleTrackingParamCleanup } from '../lib/tracking';
import { startAnalytics } from '../lib/analytics/analytics';
import { analyticsSources } from './analytics-sources';
import { App } from './app';
import { AppProvider } from './provider';
import { createAppRouter, preloadRoutes } from './router';

/** The configuration, or nothing when it failed (then the maintenance page is queued for the router). */
async function publicConfigOrReaction(): Promise<void> {
  try {
    await loadPublicConfig();
  } catch (error) {
    console.error('Public configuration could not be loaded', error);
    // 503 or no connection: the API client's reaction queues the maintenance page for the router.
    if (error instanceof ApiError) reactToApiError(error);
  }
}

async function bootstrap(container: HTMLElement): Promise<void> {
  // First, so warnings and errors of the start are forwarded too (with consent).
  startAnalytics(analyticsSources);
  const configLoaded = publicConfigOrReaction();
  preloadRoutes(window.location.pathname);
  await initI18n();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProvider>
        <LoadingScreen formal={detectPortalMode(window.location.href, []) === 'company'} />
      </AppProvider>
    </StrictMode>,
  );

  await configLoaded;

  if (isLoginCallbackHash(window.location.hash)) await completeLogin();
  scheduleTrackingParamCleanup();

  // A transition lets React render the first page in slices and answer input in between, instead of one long
  // task that blocks the phone's main thread (Total Blocking Time; decision 312).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (container) void bootstrap(container);
