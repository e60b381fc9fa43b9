/** The configuration schema (decision 068): bad values stop the start with a message naming the variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example',
  DATABASE_URL: 'postgres://portal:geheim@db.internal:5432/portal',
  SMTP_URL: 'smtps://mailer:geheim@smtp.example:465',
};

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('has working defaults for npm start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      production: false,
      environment: 'local',
      databaseUrl: undefined,
      databasePoolSize: 10,
      trustProxy: false,
      redis: { url: undefined, keyPrefix: 'portal:' },
      seedDemoData: false,
      shutdownGraceMs: 10_000,
      shutdownDrainMs: 0,
      metricsToken: undefined,
    });
  });

  it('reads the operations settings and never repeats the metrics token (decisions 330, 332)', () => {
    const token = 'f'.repeat(64);
    expect(loadConfig({ METRICS_TOKEN: token, SHUTDOWN_DRAIN_MS: '5000' })).toMatchObject({
      metricsToken: token,
      shutdownDrainMs: 5000,
    });
    const message = errorOf({ METRICS_TOKEN: 'kurz-und-geheim', SHUTDOWN_DRAIN_MS: '-5' });
    expect(message).toContain('METRICS_TOKEN: must be 32 to 512 visible ASCII characters');
    expect(message).toContain('SHUTDOWN_DRAIN_MS="-5": must be a whole number from 0 to 300000');
    expect(message).not.toContain('kurz-und-geheim');
    expect(errorOf({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toContain('METRICS_TOKEN:');
  });

  it('reads and converts every kind of value', () => {
    const config = loadConfig({
      PORT: '8080',
      PORTAL_ENVIRONMENT: 'non-prod',
      DATABASE_URL: '',
      COMPANY_HOSTS: ' firmen.example , partner.example ',
      SEED_DEMO_DATA: 'true',
      TRUST_PROXY: '2',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      SESSION_TTL_SECONDS: '3600',
      DATABASE_POOL_SIZE: '25',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      environment: 'non-prod',
      databaseUrl: undefined,
      companyHosts: ['firmen.example', 'partner.example'],
      seedDemoData: true,
      trustProxy: 2,
      redis: { url: 'redis://127.0.0.1:6379/0' },
      sessionTtlSeconds: 3600,
      databasePoolSize: 25,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it.each([
    ['abc', 'PORT="abc": must be a whole number from 1 to 65535'],
    ['0', 'PORT="0": must be a whole number from 1 to 65535'],
    ['70000', 'PORT="70000": must be a whole number from 1 to 65535'],
    ['80.5', 'PORT="80.5": must be a whole number from 1 to 65535'],
  ])('refuses PORT=%s', (port, message) => {
    expect(errorOf({ PORT: port })).toContain(message);
  });

  it.each(['0', '501', 'ten'])('refuses DATABASE_POOL_SIZE=%s', (size) => {
    expect(errorOf({ DATABASE_POOL_SIZE: size })).toContain(
      `DATABASE_POOL_SIZE="${size}": must be a whole number from 1 to 500`,
    );
  });

  it('refuses an unknown environment name', () => {
    expect(errorOf({ PORTAL_ENVIRONMENT: 'staging' })).toContain(
      'PORTAL_ENVIRONMENT="staging": must be one of local, dev, non-prod, prod',
    );
    expect(errorOf({ NODE_ENV: 'prod' })).toContain(
      'NODE_ENV="prod": must be one of development, production, test',
    );
  });

  it('refuses bad URLs and never repeats a secret', () => {
    expect(errorOf({ PUBLIC_URL: 'localhost:3000' })).toContain(
      'PUBLIC_URL="localhost:3000": must be a URL starting with http:// or https://',
    );
    const message = errorOf({ DATABASE_URL: 'mysql://portal:streng-geheim@db/portal' });
    expect(message).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
    expect(message).not.toContain('streng-geheim');
  });

  it('refuses flags, proxies and numbers it cannot read, all at once', () => {
    const message = errorOf({ SEED_DEMO_DATA: 'yes', TRUST_PROXY: 'true', SESSION_TTL_SECONDS: '-1' });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  SESSION_TTL_SECONDS="-1": must be a whole number from 60 to 2592000',
      '  SEED_DEMO_DATA="yes": must be true or false',
      expect.stringContaining('  TRUST_PROXY="true": must be a hop count (e.g. 1) or a comma-separated list'),
    ]);
  });

  it('stops a production start that lacks a required setting, naming each', () => {
    const message = errorOf({ NODE_ENV: 'production' });
    expect(message).toContain('PUBLIC_URL: is required when NODE_ENV=production');
    expect(message).toContain('SMTP_URL: is required when NODE_ENV=production');
    // The embedded database is allowed in production; the start only warns (decision 068).
    expect(message).not.toContain('DATABASE_URL');
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: '' })).toMatchObject({ databaseUrl: undefined });
    for (const missing of ['PUBLIC_URL', 'SMTP_URL'] as const) {
      const env: NodeJS.ProcessEnv = { ...PRODUCTION, [missing]: '' };
      expect(errorOf(env).split('\n').slice(1)).toEqual([
        expect.stringMatching(new RegExp(`^  ${missing}: `)),
      ]);
    }
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, environment: 'prod', logLevel: 'info' });
  });
});

describe('object storage variables (S3_*, decision 341)', () => {
  const S3 = {
    S3_BUCKET: 'portal-files',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAPORTAL',
    S3_SECRET_ACCESS_KEY: 'streng-geheimer-schluessel',
  };

  it('keeps files in UPLOAD_DIR without any S3_ variable', () => {
    expect(loadConfig({})).toMatchObject({ s3: null });
    expect(loadConfig({ S3_BUCKET: '', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ s3: null });
  });

  it('switches to object storage with the bucket and its three companions', () => {
    expect(loadConfig(S3).s3).toEqual({
      bucket: 'portal-files',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'AKIAPORTAL',
      secretAccessKey: 'streng-geheimer-schluessel',
    });
    expect(
      loadConfig({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('refuses a bucket without region or keys, naming each missing variable', () => {
    const message = errorOf({ S3_BUCKET: 'portal-files' });
    expect(message.split('\n').slice(1)).toEqual([
      '  S3_REGION: is required when S3_BUCKET is set (uploaded files go to object storage)',
      '  S3_ACCESS_KEY_ID: is required when S3_BUCKET is set (uploaded files go to object storage)',
      '  S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set (uploaded files go to object storage)',
    ]);
    expect(errorOf({ ...S3, S3_SECRET_ACCESS_KEY: ' ' })).toContain('  S3_SECRET_ACCESS_KEY: is required');
  });

  it('refuses S3_ settings without a bucket instead of silently using local files', () => {
    const message = errorOf({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'geheim-123' });
    expect(message).toContain(
      '  S3_BUCKET: is required once any S3_ variable is set (set: S3_SECRET_ACCESS_KEY, S3_ENDPOINT)',
    );
    expect(message).toContain('unset them all to keep uploaded files in UPLOAD_DIR');
    expect(message).not.toContain('geheim-123');
    expect(errorOf({ S3_FORCE_PATH_STYLE: 'true' })).toContain('(set: S3_FORCE_PATH_STYLE)');
  });

  it('refuses bad values and never repeats the secret key', () => {
    const message = errorOf({
      ...S3,
      S3_BUCKET: 'Portal_Files',
      S3_REGION: 'EU Central',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_SECRET_ACCESS_KEY: 'mit leerzeichen-geheim',
    });
    expect(message.split('\n').slice(1)).toEqual([
      '  S3_ENDPOINT="minio:9000": must be a URL starting with https:// or http://',
      '  S3_REGION="EU Central": must be a region name such as eu-central-1',
      '  S3_BUCKET="Portal_Files": must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      '  S3_SECRET_ACCESS_KEY: must not contain spaces',
      '  S3_FORCE_PATH_STYLE="yes": must be true or false',
    ]);
    expect(message).not.toContain('leerzeichen-geheim');
  });
});
