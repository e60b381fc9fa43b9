/**
 * Start of the SPA:
 * 1. i18n (stored language or German); analytics and log forwarding start (both wait for consent),
 * 2. the loading screen while `GET /v1/public-config` loads (it also sets the XSRF cookie),
 * 3. a login answer in the address fragment is completed (`completeLogin`),
 * 4. tracking parameters are scheduled for removal,
 * 5. the router starts.
 */
import { StrictMode } from 'react';
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
import { createAppRouter } from './router';

async function bootstrap(container: HTMLElement): Promise<void> {
  await initI18n();
  // First, so warnings and errors of the start are forwarded too (with consent).
  startAnalytics(analyticsSources);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProvider>
        <LoadingScreen formal={detectPortalMode(window.location.href, []) === 'company'} />
      </AppProvider>
    </StrictMode>,
  );

  try {
    await loadPublicConfig();
  } catch (error) {
    console.error('Public configuration could not be loaded', error);
    // 503 or no connection: the API client's reaction queues the maintenance page for the router.
    if (error instanceof ApiError) reactToApiError(error);
  }

  if (isLoginCallbackHash(window.location.hash)) await completeLogin();
  scheduleTrackingParamCleanup();

  root.render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void bootstrap(container);
