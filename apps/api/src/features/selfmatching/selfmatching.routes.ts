import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptOffer,
  chooseInterviewDate as chooseInterviewDateContract,
  expressDisinterest,
  expressInterest,
  favoriteJobOpening,
  rejectOffer,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { applyApplicantEvent, chooseInterviewDate, setFavorite } from './selfmatching.service';

/**
 * The applicant's actions on a job opening (spec part 2 §7.3, decisions 148–149). Only applicants (403 for company
 * users, advisors and staff); each acts on the caller's own match only, found by (opening, signed-in account).
 */
export async function selfmatchingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const context = { publicUrl: app.config.publicUrl };

  app.route({
    ...routeOf(expressInterest, 'applicant'),
    handler: (request) =>
      applyApplicantEvent(db, context, {
        accountId: accountIdOf(request),
        jobOpeningId: request.params.id,
        event: 'applicant_interested',
      }),
  });
  app.route({
    ...routeOf(expressDisinterest, 'applicant'),
    handler: (request) =>
      applyApplicantEvent(db, context, {
        accountId: accountIdOf(request),
        jobOpeningId: request.params.id,
        event: 'applicant_declined',
        decline: request.body,
      }),
  });
  app.route({
    ...routeOf(acceptOffer, 'applicant'),
    handler: (request) =>
      applyApplicantEvent(db, context, {
        accountId: accountIdOf(request),
        jobOpeningId: request.params.id,
        event: 'applicant_accepted',
      }),
  });
  app.route({
    ...routeOf(rejectOffer, 'applicant'),
    handler: (request) =>
      applyApplicantEvent(db, context, {
        accountId: accountIdOf(request),
        jobOpeningId: request.params.id,
        event: 'applicant_rejected_offer',
        decline: request.body,
      }),
  });
  app.route({
    ...routeOf(chooseInterviewDateContract, 'applicant'),
    handler: (request) =>
      chooseInterviewDate(db, context, {
        accountId: accountIdOf(request),
        jobOpeningId: request.params.id,
        body: request.body,
      }),
  });
  app.route({
    ...routeOf(favoriteJobOpening, 'applicant'),
    handler: (request) =>
      setFavorite(db, {
        accountId: accountIdOf(request),
        jobOpeningId: request.params.id,
        favorite: request.body.favorite,
      }),
  });
}
