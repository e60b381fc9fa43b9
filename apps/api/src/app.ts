/**
 * Builds the whole portal as one Fastify app: API (`/v1`, `/b2b/v1`), embedded identity provider (`/idp`),
 * dev mailbox (outside production) and the web app. Used by `server.ts` and by the API tests.
 */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed/index';
import { loadPostalCodes } from './matching/postal-codes';
import { createMailer } from './mail/mailer';
import { createPdfRenderer } from './lib/html-pdf-renderer';
import { registerDevMailbox } from './features/dev-mailbox/dev-mailbox.routes';
import { createLocalVerifier, createRemoteVerifier } from './features/auth/id-token-verifier';
import { createProvider, embeddedIssuer } from './features/identity/provider';
import { createEmbeddedIdentity } from './features/identity/embedded-identity';
import { identityRoutes } from './features/identity/identity.routes';
import { loadOrCreateSigningKeys, publicJwk } from './features/identity/signing-keys';
import { registerAuthentication } from './plugins/authentication';
import { registerCanonicalHost } from './plugins/canonical-host';
import { registerCsrf } from './plugins/csrf';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerGracefulShutdown } from './plugins/graceful-shutdown';
import { registerAccessLog } from './plugins/access-log';
import { registerMetrics } from './plugins/metrics';
import { registerRequestId, requestIdGenerator } from './plugins/request-id';
import { createReadiness, databaseCheck, redisCheck, storageCheck } from './features/system/readiness';
import { registerHousekeeping } from './plugins/housekeeping';
import { createJobQueue, defineJob, registerJobQueueLifecycle } from './jobs/job-queue.plugin';
import { registerMatchReminders } from './plugins/match-reminders';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerUnitAssignment } from './features/unit/unit-assignment.plugin';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerTrustedProxy } from './plugins/trusted-proxy';
import { registerRoutes } from './routes';
import { webDistDir } from './lib/paths';
import { connectRedis } from './lib/redis';
import { openFileStore } from './lib/open-file-store';
import { LOG_REDACTION, LOG_SERIALIZERS } from './lib/log-redaction';
import { consentToolOrigins } from './lib/consent-tools';
import { portalOrigins } from './lib/portal-origins';

const API_PREFIXES = ['/v1/', '/b2b/v1/', '/application-service/'];

export interface BuildOptions {
  /** An already opened database (tests share one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Called for every route as it is registered (the permission-matrix test lists the company routes). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  await database.migrate();
  // Reference data shipped with the product (decision 139): loaded when missing or changed, in production too.
  await loadPostalCodes(database.db);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACTION,
      serializers: LOG_SERIALIZERS,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Only the configured proxies are believed (decision 065); the provider follows the same setting.
    trustProxy: config.trustProxy,
    // On close: idle keep-alive connections are closed, late requests get 503 (decision 067).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    // A malformed percent-encoded path answers `{ code, message, errors }` too (decision 060).
    frameworkErrors: frameworkErrorHandler,
    // One id per request, from a trusted proxy's X-Request-Id or new (decision 331); logged as `reqId`.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    requestIdLogLabel: 'reqId',
    // Our access log writes one line per request instead of Fastify's two (decision 331).
    disableRequestLogging: true,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every JSON body passes a nesting-depth limit before it is parsed (decision 061).
  registerJsonBodyParser(app);
  app.decorate('config', config);
  // First of all hooks: nothing may read an X-Forwarded-* header from a peer that is not a trusted proxy.
  registerTrustedProxy(app);
  registerRequestId(app);
  registerAccessLog(app);
  registerMetrics(app);
  // Readiness (decision 330): the database now, Redis and the file store once opened (below).
  const readiness = createReadiness([databaseCheck(() => database.ping())]);
  app.decorate('readiness', readiness);
  registerGracefulShutdown(app);
  app.decorate('db', database.db);
  // Failures and recoveries of the database connection go to the app's log (decision 061).
  database.setLogger(app.log);
  // The job queue (decision 350) on the same database; its queues are declared below, it starts when ready.
  const jobs = createJobQueue(app, database);
  // Mails go out through the queue (decision 352): saved in the outbox first, then a `mail-delivery` job hands
  // them to SMTP; a round every minute also picks up what a stopped process left behind.
  app.decorate(
    'mailer',
    createMailer(database.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      queueDelivery: () => jobs.sendLater('mail-delivery'),
    }),
  );
  defineJob(app, 'mail-delivery', { cron: '* * * * *', retryLimit: 6, expireInSeconds: 10 * 60 }, () =>
    app.mailer.deliverBatch(),
  );
  // One headless browser prints every HTML PDF (CV, invoices; decision 281), launched on the first render.
  const pdfRenderer = createPdfRenderer({
    chromiumPath: config.cvGenerator.chromiumPath,
    timeoutMs: config.cvGenerator.renderTimeoutMs,
  });
  app.decorate('pdfRenderer', pdfRenderer);
  app.addHook('onClose', () => pdfRenderer.close());
  if (!options.database) app.addHook('onClose', () => database.close());
  const redis = config.redis.url
    ? await connectRedis(config.redis.url, (error) => app.log.warn({ err: error }, 'Redis connection error'))
    : null;
  app.decorate('redis', redis);
  readiness.add(redisCheck(redis));
  if (config.production && !config.databaseUrl) {
    app.log.warn('NODE_ENV=production on the embedded database: set DATABASE_URL to a PostgreSQL server');
  }
  // QUIT needs a connection; a Redis that has gone away must not make the stop fail (decision 330).
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // One file store for every feature: S3-compatible object storage with `S3_BUCKET`, else UPLOAD_DIR (340, 341).
  const fileStore = await openFileStore(config);
  app.decorate('fileStore', fileStore.store);
  app.addHook('onClose', () => fileStore.close());
  readiness.add(storageCheck(fileStore.store));
  // Demo data only when asked for (decision 070); in production that is a mistake worth shouting about.
  if (config.seedDemoData) {
    if (config.production) {
      app.log.warn(
        'SEED_DEMO_DATA=true with NODE_ENV=production: an empty database gets demo accounts with the published password',
      );
    }
    await seedDemoData(database.db);
  }

  registerCanonicalHost(app);

  await app.register(cookie);
  const externalIssuerOrigin = config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : [];
  // A page on a company host talks to the provider on PUBLIC_URL and is sent back there (decision 073).
  await registerSecurity(app, {
    extraConnectOrigins: [...portalOrigins(config), ...externalIssuerOrigin],
    toolOrigins: consentToolOrigins(config.consentTools),
  });
  registerErrorHandler(app);
  registerCsrf(app, API_PREFIXES);
  registerAuthentication(app, API_PREFIXES);
  await registerOpenApi(app);

  if (config.oidc.issuer) {
    app.decorate(
      'idTokenVerifier',
      createRemoteVerifier({ issuer: config.oidc.issuer, clientId: config.oidc.clientId }),
    );
    app.decorate('embeddedIdentity', null);
  } else {
    const keys = await loadOrCreateSigningKeys(database.db);
    const provider = await createProvider(database.db, config, keys);
    app.decorate(
      'idTokenVerifier',
      createLocalVerifier({
        issuer: embeddedIssuer(config),
        clientId: config.oidc.clientId,
        publicKeys: keys.map(publicJwk),
      }),
    );
    app.decorate(
      'embeddedIdentity',
      createEmbeddedIdentity(database.db, app.mailer, {
        issuer: embeddedIssuer(config),
        publicUrl: config.publicUrl,
      }),
    );
    await app.register(identityRoutes, { provider });
  }
  await registerDevMailbox(app);

  registerUnitAssignment(app);
  await registerRoutes(app, { ping: () => database.ping() });
  await registerSpa(app, config.webDistDir ?? webDistDir);
  registerHousekeeping(app);
  registerMatchReminders(app);
  // Last, so that its close hook runs first (before the database closes); one round of each periodic job at start.
  registerJobQueueLifecycle(app, [
    'mail-delivery',
    'housekeeping',
    'match-reminders',
    'newsletter',
    ...(config.unitAssignmentIntervalMs > 0 ? (['unit-assignment-sweep'] as const) : []),
  ]);
  return app;
}
