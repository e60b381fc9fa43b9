/**
 * The consent-gated tools' sources (decision 248): read from the environment per tool and portal, delivered by
 * `GET /v1/public-config`, and the only script origins the security policy opens besides the portal's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../testing/test-app';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('tool sources from the environment', () => {
  it('are off when unset', () => {
    const { consentTools } = loadConfig({});
    expect(Object.values(consentTools.applicant).every((source) => source === null)).toBe(true);
    expect(Object.values(consentTools.company).every((source) => source === null)).toBe(true);
  });

  it('are read per tool and portal, the project id optional', () => {
    const { consentTools } = loadConfig({
      TOOL_HEATMAP_APPLICANT_SCRIPT_URL: 'https://static.heat.example/c/{projectId}.js',
      TOOL_HEATMAP_APPLICANT_PROJECT_ID: '12345',
      TOOL_HEATMAP_COMPANY_SCRIPT_URL: 'https://static.heat.example/c/{projectId}.js',
      TOOL_HEATMAP_COMPANY_PROJECT_ID: '67890',
      TOOL_SCHEDULING_APPLICANT_SCRIPT_URL: 'https://booking.example/widget.js',
    });
    expect(consentTools.applicant.heatmap).toEqual({
      scriptUrl: 'https://static.heat.example/c/{projectId}.js',
      projectId: '12345',
    });
    expect(consentTools.company.heatmap?.projectId).toBe('67890');
    expect(consentTools.applicant.scheduling).toEqual({
      scriptUrl: 'https://booking.example/widget.js',
      projectId: null,
    });
    expect(consentTools.company.scheduling).toBeNull();
    expect(consentTools.applicant.ab_testing).toBeNull();
  });

  it('refuse a bad address or project id, and plain http in production', () => {
    expect(() => loadConfig({ TOOL_AB_TESTING_APPLICANT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /TOOL_AB_TESTING_APPLICANT_SCRIPT_URL/,
    );
    expect(() => loadConfig({ TOOL_PRODUCT_TOUR_COMPANY_PROJECT_ID: 'a b"<' })).toThrow(
      /TOOL_PRODUCT_TOUR_COMPANY_PROJECT_ID/,
    );
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://portal.example',
        SMTP_URL: 'smtps://mailer:geheim@smtp.example:465',
        TOOL_HEATMAP_APPLICANT_SCRIPT_URL: 'http://static.heat.example/h.js',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/TOOL_HEATMAP_APPLICANT_SCRIPT_URL.*https/);
  });
});

describe('GET /v1/public-config and the security policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    const off = loadConfig({}).consentTools;
    t = await startTestApp({
      consentTools: {
        applicant: {
          ...off.applicant,
          heatmap: { scriptUrl: 'https://static.heat.example/c/{projectId}.js', projectId: 'A-1' },
          ab_testing: { scriptUrl: 'https://ab.example/lib.js', projectId: null },
        },
        company: {
          ...off.company,
          heatmap: { scriptUrl: 'https://static.heat.example/c/{projectId}.js', projectId: 'B-2' },
        },
      },
    });
  });
  afterAll(() => t?.close());

  it('delivers each portal its own sources and null for the tools that are off', async () => {
    const config = (await t.client().get('/v1/public-config')).body;
    expect(config.consentTools.applicant.heatmap.projectId).toBe('A-1');
    expect(config.consentTools.company.heatmap.projectId).toBe('B-2');
    expect(config.consentTools.applicant.ab_testing).toEqual({
      scriptUrl: 'https://ab.example/lib.js',
      projectId: null,
    });
    expect(config.consentTools.applicant.product_tour).toBeNull();
    expect(config.consentTools.company.scheduling).toBeNull();
  });

  it('allows exactly the configured script origins', async () => {
    const answer = await t.client().raw('GET', '/v1/health');
    const csp = answer.headers.get('content-security-policy') ?? '';
    const scripts = directive(csp, 'script-src').split(/\s+/).slice(1);
    expect(scripts.sort()).toEqual(["'self'", 'https://ab.example', 'https://static.heat.example'].sort());
    expect(directive(csp, 'connect-src')).toContain('https://static.heat.example');
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });
});

describe('without tools', () => {
  it('keeps the script policy at the portal itself', async () => {
    const t = await startTestApp();
    try {
      const csp = (await t.client().raw('GET', '/v1/health')).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    } finally {
      await t.close();
    }
  });
});
