/**
 * Runtime configuration from the environment, read once and validated with one zod schema (decision 068): a bad
 * value or a variable production cannot do without stops the start with a message naming the variable.
 * Everything has a working default for `npm start`. Every variable is in the README's configuration table.
 */
import { resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { APPLICATION_RATE_LIMIT, PublicConfig, type ConsentToolConfig } from '@portal/contracts';
import type { TrustProxy } from './plugins/trusted-proxy';
import { DEFAULT_POOL_SIZE } from './db/client';
import { consentToolConfigOf, consentToolVariables } from './lib/consent-tools';
import type { S3StorageConfig } from './lib/s3-file-store';

export interface AttemptLimit {
  /** Failed attempts allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
}

export interface SignInThrottleLimits {
  perAccount: AttemptLimit;
  perAddress: AttemptLimit;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Public base URL of the portal (used for the embedded issuer, redirect URIs and e-mail links). */
  publicUrl: string;
  production: boolean;
  environment: 'local' | 'dev' | 'non-prod' | 'prod';
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool per process (`DATABASE_POOL_SIZE`, decision 082). */
  databasePoolSize: number;
  dataDir: string;
  /** The local file store's directory, used when `s3` is null. */
  uploadDir: string;
  /** Uploaded files in S3-compatible object storage (`S3_*`, decision 341); null keeps them in `uploadDir`. */
  s3: S3StorageConfig | null;
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
  /** Demo accounts on an empty database only when asked for (`SEED_DEMO_DATA=true`; decision 070). */
  seedDemoData: boolean;
  /** The dev mailbox `/dev/mail` (decision 071): off unless `DEV_MAILBOX=true`; loopback callers only by default. */
  devMailbox: { enabled: boolean; allowRemote: boolean };
  logLevel: string;
  /** How often the unit assignment sweeps for onboarded applicants without unit (decision 041); 0 turns it off. */
  unitAssignmentIntervalMs: number;
  /** The job queue (decision 350): idle workers' polling period and the first retry's delay (then doubled). */
  jobs: { pollIntervalSeconds: number; retryDelaySeconds: number };
  /** Applications one IP may send per window on the public application service (decision 040). */
  applicationRateLimit: { max: number; windowMs: number };
  /** Proxies whose `X-Forwarded-*` headers are believed (`TRUST_PROXY`, decision 065); none by default. */
  trustProxy: TrustProxy;
  /** Shared store of the rate limits (decision 064); in memory per process without `REDIS_URL`. */
  redis: { url: string | undefined; keyPrefix: string };
  /** Failed sign-ins allowed per account and per client address (decision 064). */
  signInThrottle: SignInThrottleLimits;
  /** How long a stopping server lets in-flight requests finish before it cuts them off (decision 067). */
  shutdownGraceMs: number;
  /**
   * How long a stopping server keeps serving, readiness already answering 503 "stopping", before it closes
   * (`SHUTDOWN_DRAIN_MS`, decision 330); 0 closes at once.
   */
  shutdownDrainMs: number;
  /**
   * The bearer token `GET /metrics` requires (`METRICS_TOKEN`, decision 332); without it the metrics answer 404 in
   * production and only loopback callers elsewhere.
   */
  metricsToken: string | undefined;
  /** Script addresses and project ids of the consent-gated tools per portal (decision 248); null = off. */
  consentTools: ConsentToolConfig;
  /**
   * The EU analytics service events are forwarded to (`ANALYTICS_ENDPOINT` with `ANALYTICS_API_KEY`, Amplitude
   * HTTP V2 format; decision 256); null keeps them in the portal's own database.
   */
  analyticsForwarding: { endpoint: string; apiKey: string } | null;
  /** The CV generator's PDF engine and limits (decisions 227–230). */
  cvGenerator: CvGeneratorConfig;
}

export interface CvGeneratorConfig {
  /** The headless Chromium that prints the PDFs (`CHROMIUM_PATH`); missing → the render calls answer 503. */
  chromiumPath: string;
  /** Renders (download, save) per client address and window. */
  renderRateLimit: AttemptLimit;
  /** CVs mailed per client address and window; strict, as anyone may call it (decision 230). */
  sendRateLimit: AttemptLimit;
  /** Longest a render may take before it is cut off. */
  renderTimeoutMs: number;
}

/** Thrown for an invalid environment; the message lists every offending variable, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Variables whose value is never repeated in an error message (they may carry passwords). */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'ANALYTICS_API_KEY',
  'METRICS_TOKEN',
  'S3_SECRET_ACCESS_KEY',
]);
const MINUTE_MS = 60 * 1000;

/** An empty variable counts as unset (`DATABASE_URL=` selects the embedded database). */
const variable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const integer = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error });
};

const url = (...protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol.slice(0, -1)), {
      error: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(entries);
      return entries;
    } catch {
      context.addIssue({
        code: 'custom',
        message:
          'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or networks ' +
          '(e.g. 10.0.0.0/8, loopback)',
      });
      return z.NEVER;
    }
  });

/** The object storage variables; S3_BUCKET switches the store, the others are then required or optional. */
const S3_REQUIRED_WITH_BUCKET = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_VARIABLES = ['S3_BUCKET', ...S3_REQUIRED_WITH_BUCKET, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;

/** Every environment variable the server reads, with its type and default. */
const environmentSchema = z
  .object({
    NODE_ENV: variable(
      z.enum(NODE_ENVIRONMENTS, { error: `must be one of ${NODE_ENVIRONMENTS.join(', ')}` }).optional(),
    ),
    PORTAL_ENVIRONMENT: variable(
      z
        .enum(PublicConfig.shape.environment.options, {
          error: `must be one of ${PublicConfig.shape.environment.options.join(', ')}`,
        })
        .optional(),
    ),
    PORT: variable(integer(1, 65535).default(3000)),
    HOST: variable(
      z.string().trim().regex(/^\S+$/, { error: 'must be a host name or address' }).default('0.0.0.0'),
    ),
    PUBLIC_URL: variable(url('http', 'https').optional()),
    DATABASE_URL: variable(url('postgres', 'postgresql').optional()),
    DATABASE_POOL_SIZE: variable(integer(1, 500).default(DEFAULT_POOL_SIZE)),
    DATA_DIR: variable(z.string().default('./data')),
    UPLOAD_DIR: variable(z.string().optional()),
    WEB_DIST_DIR: variable(z.string().optional()),
    OIDC_ISSUER: variable(url('http', 'https').optional()),
    OIDC_CLIENT_ID: variable(z.string().trim().default('portal-web')),
    OIDC_SCOPE: variable(z.string().trim().default('openid email profile')),
    SMTP_URL: variable(url('smtp', 'smtps').optional()),
    MAIL_FROM: variable(z.string().trim().default('Dualstudium Portal <no-reply@dualstudium.example>')),
    SESSION_TTL_SECONDS: variable(integer(60, 30 * 24 * 60 * 60).default(12 * 60 * 60)),
    COMPANY_HOSTS: variable(list.default(['firmen.localhost'])),
    SEED_DEMO_DATA: variable(flag.default(false)),
    DEV_MAILBOX: variable(flag.default(false)),
    DEV_MAILBOX_ALLOW_REMOTE: variable(flag.default(false)),
    LOG_LEVEL: variable(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional()),
    UNIT_ASSIGNMENT_INTERVAL_MS: variable(integer(0, 24 * 60 * MINUTE_MS).default(MINUTE_MS)),
    JOB_POLL_INTERVAL_SECONDS: variable(integer(1, 60).default(2)),
    JOB_RETRY_DELAY_SECONDS: variable(integer(1, 3600).default(30)),
    APPLICATION_RATE_LIMIT_MAX: variable(integer(1, 1_000_000).default(APPLICATION_RATE_LIMIT.max)),
    TRUST_PROXY: variable(trustProxy.default(false)),
    REDIS_URL: variable(url('redis', 'rediss').optional()),
    REDIS_KEY_PREFIX: variable(z.string().trim().default('portal:')),
    SHUTDOWN_GRACE_MS: variable(integer(0, 10 * MINUTE_MS).default(10_000)),
    SHUTDOWN_DRAIN_MS: variable(integer(0, 5 * MINUTE_MS).default(0)),
    // Sent by the scraper as `Authorization: Bearer <token>`: long and plain enough for a header (decision 332).
    METRICS_TOKEN: variable(
      z
        .string()
        .trim()
        .regex(/^[\x21-\x7e]{32,512}$/, {
          error: 'must be 32 to 512 visible ASCII characters without spaces (e.g. openssl rand -hex 32)',
        })
        .optional(),
    ),
    ...consentToolVariables(variable, url('http', 'https')),
    ANALYTICS_ENDPOINT: variable(url('https', 'http').optional()),
    ANALYTICS_API_KEY: variable(
      z.string().trim().min(8, { error: 'must be at least 8 characters' }).optional(),
    ),
    CHROMIUM_PATH: variable(z.string().trim().default('/usr/bin/chromium')),
    S3_ENDPOINT: variable(url('https', 'http').optional()),
    S3_REGION: variable(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as eu-central-1' })
        .optional(),
    ),
    S3_BUCKET: variable(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
          error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
        })
        .optional(),
    ),
    S3_ACCESS_KEY_ID: variable(
      z.string().trim().regex(/^\S+$/, { error: 'must not contain spaces' }).optional(),
    ),
    S3_SECRET_ACCESS_KEY: variable(
      z.string().trim().regex(/^\S+$/, { error: 'must not contain spaces' }).optional(),
    ),
    S3_FORCE_PATH_STYLE: variable(flag.default(false)),
  })
  .superRefine((vars, context) => {
    // Object storage is all or nothing (decision 341): half a configuration must not fall back to local files.
    // S3_FORCE_PATH_STYLE has a default, so it counts as set only when true.
    const explicitS3 = S3_VARIABLES.filter((name) =>
      name === 'S3_FORCE_PATH_STYLE' ? vars.S3_FORCE_PATH_STYLE : vars[name] !== undefined,
    );
    if (vars.S3_BUCKET !== undefined) {
      for (const name of S3_REQUIRED_WITH_BUCKET) {
        if (vars[name] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when S3_BUCKET is set (uploaded files go to object storage)',
          });
        }
      }
    } else if (explicitS3.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          `is required once any S3_ variable is set (set: ${explicitS3.join(', ')}); ` +
          'unset them all to keep uploaded files in UPLOAD_DIR',
      });
    }
    if ((vars.ANALYTICS_ENDPOINT === undefined) !== (vars.ANALYTICS_API_KEY === undefined)) {
      const missing = vars.ANALYTICS_ENDPOINT === undefined ? 'ANALYTICS_ENDPOINT' : 'ANALYTICS_API_KEY';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required together with the other ANALYTICS_ variable (forwarding needs both)',
      });
    }
    if (vars.NODE_ENV !== 'production') return;
    // Without these a production portal would run on a localhost issuer or without mail (no password reset, no
    // verification), so the start stops instead. The embedded database is allowed with a warning (app.ts).
    const required = {
      PUBLIC_URL: 'the public https address of the portal',
      SMTP_URL: 'the SMTP server that delivers verification and password-reset mails',
    } as const;
    // Tool scripts run in the portal's pages: in production only over https (decision 248).
    for (const [name, value] of Object.entries(vars)) {
      if (/^TOOL_\w+_SCRIPT_URL$/.test(name) && typeof value === 'string' && !value.startsWith('https://')) {
        context.addIssue({ code: 'custom', path: [name], message: 'must be an https address in production' });
      }
    }
    for (const [name, what] of Object.entries(required)) {
      if (vars[name as keyof typeof required] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when NODE_ENV=production: ${what}`,
        });
      }
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

/** The validated environment, or a `ConfigError` naming each bad variable (secrets without their value). */
function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const result = environmentSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    const shown = !value?.trim() || SECRET_VARIABLES.has(name) ? '' : `=${JSON.stringify(value)}`;
    return `  ${name}${shown}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

function s3StorageOf(vars: Environment): S3StorageConfig | null {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = vars;
  // The schema has refused a bucket without the others, so all four are set or the bucket is not.
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const vars = parseEnvironment(env);
  const dataDir = resolve(vars.DATA_DIR);
  const production = vars.NODE_ENV === 'production';
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    production,
    environment: vars.PORTAL_ENVIRONMENT ?? (production ? 'prod' : 'local'),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    dataDir,
    uploadDir: resolve(vars.UPLOAD_DIR ?? `${dataDir}/uploads`),
    s3: s3StorageOf(vars),
    webDistDir: vars.WEB_DIST_DIR,
    oidc: {
      issuer: vars.OIDC_ISSUER,
      clientId: vars.OIDC_CLIENT_ID,
      scope: vars.OIDC_SCOPE,
    },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    sessionTtlSeconds: vars.SESSION_TTL_SECONDS,
    companyHosts: vars.COMPANY_HOSTS,
    seedDemoData: vars.SEED_DEMO_DATA,
    devMailbox: {
      enabled: vars.DEV_MAILBOX,
      allowRemote: vars.DEV_MAILBOX_ALLOW_REMOTE,
    },
    logLevel: vars.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    unitAssignmentIntervalMs: vars.UNIT_ASSIGNMENT_INTERVAL_MS,
    jobs: {
      pollIntervalSeconds: vars.JOB_POLL_INTERVAL_SECONDS,
      retryDelaySeconds: vars.JOB_RETRY_DELAY_SECONDS,
    },
    applicationRateLimit: {
      max: vars.APPLICATION_RATE_LIMIT_MAX,
      windowMs: APPLICATION_RATE_LIMIT.windowMinutes * MINUTE_MS,
    },
    trustProxy: vars.TRUST_PROXY,
    redis: { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX },
    signInThrottle: {
      perAccount: { max: 10, windowMs: 15 * MINUTE_MS },
      perAddress: { max: 50, windowMs: 15 * MINUTE_MS },
    },
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    metricsToken: vars.METRICS_TOKEN,
    consentTools: consentToolConfigOf(vars),
    analyticsForwarding:
      vars.ANALYTICS_ENDPOINT && vars.ANALYTICS_API_KEY
        ? { endpoint: vars.ANALYTICS_ENDPOINT, apiKey: vars.ANALYTICS_API_KEY }
        : null,
    cvGenerator: {
      chromiumPath: vars.CHROMIUM_PATH,
      renderRateLimit: { max: 20, windowMs: MINUTE_MS },
      sendRateLimit: { max: 5, windowMs: 60 * MINUTE_MS },
      renderTimeoutMs: 15_000,
    },
    ...overrides,
  };
}
