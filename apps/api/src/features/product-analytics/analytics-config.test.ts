/** `ANALYTICS_ENDPOINT` and `ANALYTICS_API_KEY` (decision 256): both or neither, the key never repeated. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}

describe('analytics forwarding configuration', () => {
  it('is off by default: events stay in the portal database', () => {
    expect(loadConfig({}).analyticsForwarding).toBeNull();
  });

  it('forwards with endpoint and key', () => {
    const config = loadConfig({
      ANALYTICS_ENDPOINT: 'https://api.eu.amplitude.com/2/httpapi',
      ANALYTICS_API_KEY: 'secret-key-1234',
    });
    expect(config.analyticsForwarding).toEqual({
      endpoint: 'https://api.eu.amplitude.com/2/httpapi',
      apiKey: 'secret-key-1234',
    });
  });

  it('refuses one without the other and never repeats the key', () => {
    expect(errorOf({ ANALYTICS_ENDPOINT: 'https://api.eu.amplitude.com/2/httpapi' })).toContain(
      'ANALYTICS_API_KEY: is required together with',
    );
    const message = errorOf({ ANALYTICS_API_KEY: 'secret-key-1234' });
    expect(message).toContain('ANALYTICS_ENDPOINT: is required together with');
    expect(errorOf({ ANALYTICS_API_KEY: 'short', ANALYTICS_ENDPOINT: 'ftp://x' })).not.toContain('short');
  });
});
