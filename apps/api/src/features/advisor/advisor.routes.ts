/**
 * The study-advisor workspace API (access `advisor`; decisions 016, 043–047): applicants list and detail,
 * confirmations, interview date, stage moves, e-mail change, job-opening suggestions, and the advisor's own card
 * with photo. The card photo itself is public (`/v1/advisor-photos/…`), like any picture on the card.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  ADVISOR_PHOTO,
  changeApplicantEmail as changeApplicantEmailContract,
  changeUnitStage as changeUnitStageContract,
  confirmInfoSession as confirmInfoSessionContract,
  confirmInterview as confirmInterviewContract,
  getAdvisorApplicant,
  getAdvisorPhoto,
  getAdvisorProfile as getAdvisorProfileContract,
  listAdvisorApplicants,
  listAdvisorJobOpenings,
  scheduleInterview as scheduleInterviewContract,
  suggestJobOpening as suggestJobOpeningContract,
  undoInterviewConfirmation as undoInterviewConfirmationContract,
  updateAdvisorProfile as updateAdvisorProfileContract,
  uploadAdvisorPhoto,
} from '@portal/contracts';
import { PHOTO_MULTIPART_OVERHEAD, readPhotoPart } from '../../lib/photo';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { getApplicantDetail } from './advisor-applicant-detail.service';
import { confirmInterview, undoInterviewConfirmation } from './advisor-interview.service';
import {
  changeAdvisorProfile,
  getAdvisorProfile,
  openAdvisorPhoto,
  saveAdvisorPhoto,
} from './advisor-profile.service';
import { listJobOpeningsForAdvisor, suggestJobOpening } from './advisor-suggestions.service';
import type { AdvisorContext } from './advisor-action.service';
import { listApplicantsOfAdvisor } from './advisor-applicant-list.service';
import { changeApplicantEmail } from './advisor-email-change.service';
import { confirmInfoSession } from './advisor-info-session.service';
import { scheduleInterview } from './advisor-interview-schedule.service';
import { changeUnitStage } from './advisor-stage.service';

export async function advisorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const store = app.fileStore;
  const context = (log: AdvisorContext['log']): AdvisorContext => ({
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log,
    embeddedIdentity: app.embeddedIdentity,
  });

  await app.register(multipart, {
    limits: { fileSize: ADVISOR_PHOTO.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  // Applicants ---------------------------------------------------------------------------------------------

  app.route({
    ...routeOf(listAdvisorApplicants, 'advisor'),
    handler: (request) => listApplicantsOfAdvisor(db, accountIdOf(request), request.query),
  });
  app.route({
    ...routeOf(getAdvisorApplicant, 'advisor'),
    handler: (request) => getApplicantDetail(db, accountIdOf(request), request.params.accountId),
  });
  app.route({
    ...routeOf(confirmInfoSessionContract, 'advisor'),
    handler: (request) =>
      confirmInfoSession(context(request.log), accountIdOf(request), request.params.accountId, request.body),
  });
  app.route({
    ...routeOf(confirmInterviewContract, 'advisor'),
    handler: (request) =>
      confirmInterview(context(request.log), accountIdOf(request), request.params.accountId, request.body),
  });
  app.route({
    ...routeOf(undoInterviewConfirmationContract, 'advisor'),
    handler: (request) =>
      undoInterviewConfirmation(context(request.log), accountIdOf(request), request.params.accountId),
  });
  app.route({
    ...routeOf(scheduleInterviewContract, 'advisor'),
    handler: (request) =>
      scheduleInterview(context(request.log), accountIdOf(request), request.params.accountId, request.body),
  });
  app.route({
    ...routeOf(changeUnitStageContract, 'advisor'),
    handler: (request) =>
      changeUnitStage(
        context(request.log),
        accountIdOf(request),
        request.params.accountId,
        request.params.unitId,
        request.body,
      ),
  });
  app.route({
    ...routeOf(changeApplicantEmailContract, 'advisor'),
    handler: (request) =>
      changeApplicantEmail(
        context(request.log),
        accountIdOf(request),
        request.params.accountId,
        request.body,
      ),
  });

  // Job openings and suggestions ---------------------------------------------------------------------------

  app.route({
    ...routeOf(listAdvisorJobOpenings, 'advisor'),
    handler: (request) => listJobOpeningsForAdvisor(db, accountIdOf(request), request.query),
  });
  app.route({
    ...routeOf(suggestJobOpeningContract, 'advisor'),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await suggestJobOpening(
            context(request.log),
            accountIdOf(request),
            request.params.accountId,
            request.body,
          ),
        ),
  });

  // The advisor's card ------------------------------------------------------------------------------------

  app.route({
    ...routeOf(getAdvisorProfileContract, 'advisor'),
    handler: (request) => getAdvisorProfile(db, accountIdOf(request)),
  });
  app.route({
    ...routeOf(updateAdvisorProfileContract, 'advisor'),
    handler: (request) => changeAdvisorProfile(db, accountIdOf(request), request.body),
  });
  app.route({
    ...routeOf(uploadAdvisorPhoto, 'advisor'),
    bodyLimit: ADVISOR_PHOTO.maxBytes + PHOTO_MULTIPART_OVERHEAD,
    handler: async (request) =>
      saveAdvisorPhoto(
        db,
        store,
        request.log,
        accountIdOf(request),
        await readPhotoPart(request, ADVISOR_PHOTO.maxBytes),
      ),
  });
  app.route({
    ...routeOf(getAdvisorPhoto, 'public'),
    handler: async (request, reply: FastifyReply) => {
      const stream = await openAdvisorPhoto(db, store, request.params.advisorId, request.params.file);
      return reply
        .headers({
          'content-type': 'image/jpeg',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-site',
        })
        .send(stream as unknown as string);
    },
  });
}
