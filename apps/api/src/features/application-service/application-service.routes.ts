/**
 * The second, public "student-application" service (spec part 2 §7.1; decision 040) under
 * `/application-service/v1`: called without credentials, German by default (`Accept-Language` for English).
 * Like every state-changing API call, `POST /applications` needs the CSRF header (the GETs hand out the cookie).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createApplication as createApplicationContract,
  ErrorCode,
  getBankInfo,
  listCampuses,
  listCourses,
  listIntakes,
  requestLocale,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/client-address';
import { lookupBankInfo } from './bank-info.service';
import { routeOf } from '../../lib/route';
import {
  catalogueCampuses,
  catalogueCourses,
  catalogueIntakes,
  createApplication,
} from './application-service.service';

/**
 * Bank-info lookups per client address and minute: enough for a person typing and correcting an IBAN, too few
 * to walk the bank-code list (decision 114).
 */
export const BANK_INFO_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The catalogue changes rarely; private because the first GET also sets the CSRF cookie. */
const CATALOGUE_CACHE = 'private, max-age=300';

export async function applicationServiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.route({
    ...routeOf(listCampuses, 'public'),
    handler: async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return catalogueCampuses(db);
    },
  });
  app.route({
    ...routeOf(listCourses, 'public'),
    handler: async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return catalogueCourses(db);
    },
  });
  app.route({
    ...routeOf(listIntakes, 'public'),
    handler: async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return catalogueIntakes(db);
    },
  });

  app.route({
    ...routeOf(createApplicationContract, 'public'),
    config: {
      access: 'public',
      rateLimit: {
        max: config.applicationRateLimit.max,
        timeWindow: config.applicationRateLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => `application:${request.ip}`,
        errorResponseBuilder: () => new AppError(ErrorCode.TOO_MANY_APPLICATIONS),
      },
    },
    handler: async (request, reply) => {
      const created = await createApplication(
        {
          db,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
          log: request.log,
          embeddedIdentity: app.embeddedIdentity,
          onLinkedToAccount: (accountId) => app.unitAssignment.schedule(accountId),
        },
        request.body,
        // The confirmation mail is written in the language the form was filled in (decision 270).
        requestLocale(request.headers['accept-language']),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOf(getBankInfo, 'public'),
    config: {
      access: 'public',
      rateLimit: {
        ...BANK_INFO_RATE_LIMIT,
        keyGenerator: (request: FastifyRequest) => `bank-info:${clientAddressKey(request.ip)}`,
        errorResponseBuilder: () => new AppError(ErrorCode.TOO_MANY_BANK_INFO_REQUESTS),
      },
    },
    handler: async (request, reply) => {
      // The answer depends only on the IBAN and the shipped list; nothing to share with other clients' caches.
      reply.header('cache-control', 'private, no-store');
      return lookupBankInfo(request.params.iban);
    },
  });
}
