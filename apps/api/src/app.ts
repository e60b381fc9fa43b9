/**
 * Builds the whole portal as one Fastify app: API (`/v1`, `/b2b/v1`), embedded identity provider (`/idp`),
 * dev mailbox (outside production) and the web app. Used by `server.ts` and by the API tests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed';
import { createMailer } from './mail/mailer';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { createLocalVerifier, createRemoteVerifier } from './features/auth/id-token-verifier';
import { createProvider, embeddedIssuer } from './features/identity/provider';
import { identityRoutes } from './features/identity/identity.routes';
import { loadOrCreateSigningKeys, publicJwk } from './features/identity/signing-keys';
import { registerAuthentication } from './plugins/authentication';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHousekeeping } from './plugins/housekeeping';
import { registerUnitAssignment } from './plugins/unit-assignment';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerRoutes } from './routes';
import { webDistDir } from './lib/paths';

export const API_PREFIXES = ['/v1/', '/b2b/v1/', '/application-service/'];

export interface BuildOptions {
  /** An already opened database (tests share one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  if (config.seedDemoData) await seedDemoData(database.db);

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.production,
    bodyLimit: 1024 * 1024,
    disableRequestLogging: !config.production,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }));
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(cookie);
  const externalIssuerOrigin = config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : [];
  await registerSecurity(app, { extraConnectOrigins: externalIssuerOrigin });
  registerErrorHandler(app);
  registerCsrf(app, API_PREFIXES);
  registerAuthentication(app, API_PREFIXES);
  await registerOpenApi(app);

  if (config.oidc.issuer) {
    app.decorate(
      'idTokenVerifier',
      createRemoteVerifier({ issuer: config.oidc.issuer, clientId: config.oidc.clientId }),
    );
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
    await app.register(identityRoutes, { provider });
  }
  if (!config.production) await app.register(devMailboxRoutes);

  registerUnitAssignment(app);
  await registerRoutes(app, { ping: () => database.ping() });
  await registerSpa(app, config.webDistDir ?? webDistDir);
  registerHousekeeping(app);
  return app;
}
