/** Runtime configuration from the environment, read once. Everything has a working default for `npm start`. */
import { resolve } from 'node:path';
import { APPLICATION_RATE_LIMIT } from '@portal/contracts';

export interface AppConfig {
  port: number;
  host: string;
  /** Public base URL of the portal (used for the embedded issuer, redirect URIs and e-mail links). */
  publicUrl: string;
  production: boolean;
  environment: 'local' | 'dev' | 'non-prod' | 'prod';
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  webDistDir: string | undefined;
  oidc: {
    /** External issuer; when unset the embedded provider at `/idp` is used. */
    issuer: string | undefined;
    clientId: string;
    scope: string;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionTtlSeconds: number;
  companyHosts: string[];
  /** Secret for signing the embedded provider's cookies; generated and stored in `dataDir` when unset. */
  cookieSecret: string | undefined;
  seedDemoData: boolean;
  logLevel: string;
  /** How often the unit assignment sweeps for onboarded applicants without unit (decision 041); 0 turns it off. */
  unitAssignmentIntervalMs: number;
  /** Applications one IP may send per window on the public application service (decision 040). */
  applicationRateLimit: { max: number; windowMs: number };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    environment: (env.PORTAL_ENVIRONMENT as AppConfig['environment']) ?? (production ? 'prod' : 'local'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? `${dataDir}/uploads`),
    webDistDir: env.WEB_DIST_DIR,
    oidc: {
      issuer: env.OIDC_ISSUER || undefined,
      clientId: env.OIDC_CLIENT_ID ?? 'portal-web',
      scope: env.OIDC_SCOPE ?? 'openid email profile',
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Dualstudium Portal <no-reply@dualstudium.example>',
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS ?? 12 * 60 * 60),
    companyHosts: (env.COMPANY_HOSTS ?? 'firmen.localhost')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    cookieSecret: env.COOKIE_SECRET || undefined,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    unitAssignmentIntervalMs: Number(env.UNIT_ASSIGNMENT_INTERVAL_MS ?? 60_000),
    applicationRateLimit: {
      max: Number(env.APPLICATION_RATE_LIMIT_MAX ?? APPLICATION_RATE_LIMIT.max),
      windowMs: APPLICATION_RATE_LIMIT.windowMinutes * 60 * 1000,
    },
    ...overrides,
  };
}
