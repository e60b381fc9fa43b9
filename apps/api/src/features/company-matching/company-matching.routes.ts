/**
 * The company's side of matching (decisions 154–160): `/b2b/v1/companies/{companyId}/job-openings/{jobId}/
 * applicants/{applicantId}…` and the contacted tab `…/job-openings/{jobId}/matches`. Reading needs an accepted
 * membership; the match actions `edit job openings`; requesting a contract `request contracts`, changing it
 * `edit contracts`, reading it `view student contracts` or `edit contracts`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptApplicant as acceptApplicantContract,
  arrangeInterview as arrangeInterviewContract,
  createMatchComment,
  deleteMatchComment,
  downloadApplicantCv,
  expressCompanyInterest,
  getCompanyApplicant as getCompanyApplicantContract,
  getMatchContract,
  listJobOpeningMatches,
  listMatchComments,
  rejectApplicant as rejectApplicantContract,
  requestMatchContract,
  scheduleTrialDay as scheduleTrialDayContract,
  updateMatchComment,
  updateMatchContract,
} from '@portal/contracts';
import { hasPermission, requireCompanyAccess } from '../../authorization/company-access';
import { sendStoredFile } from '../../lib/file-reply';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/route';
import {
  acceptApplicant,
  addComment,
  arrangeInterview,
  editComment,
  expressInterest,
  getComments,
  getCompanyApplicant,
  getContract,
  listContacted,
  rejectApplicant,
  removeComment,
  requestContract,
  openSharedCv,
  scheduleTrialDay,
  updateContract,
  type CompanyMatchingContext,
} from './company-matching.service';

export async function companyMatchingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const context: CompanyMatchingContext = { db, publicUrl: config.publicUrl };
  const store = app.fileStore;

  app.route({
    ...routeOf(getCompanyApplicantContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      return getCompanyApplicant(db, access, jobId, applicantId);
    },
  });

  app.route({
    ...routeOf(downloadApplicantCv, 'company'),
    handler: async (request, reply) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      const cv = await openSharedCv(db, store, access, jobId, applicantId, request.log);
      // Always a download: the company never renders an applicant's file in the portal's origin.
      return sendStoredFile(reply, cv, { kind: 'attachment', name: cv.name });
    },
  });

  app.route({
    ...routeOf(expressCompanyInterest, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId, 'edit job openings');
      return expressInterest(context, access, jobId, applicantId);
    },
  });
  app.route({
    ...routeOf(arrangeInterviewContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId, 'edit job openings');
      return arrangeInterview(context, access, jobId, applicantId, request.body);
    },
  });
  app.route({
    ...routeOf(scheduleTrialDayContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId, 'edit job openings');
      return scheduleTrialDay(context, access, jobId, applicantId, request.body);
    },
  });
  app.route({
    ...routeOf(rejectApplicantContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId, 'edit job openings');
      return rejectApplicant(context, access, jobId, applicantId, request.body);
    },
  });
  app.route({
    ...routeOf(acceptApplicantContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId, 'edit job openings');
      return acceptApplicant(context, access, jobId, applicantId);
    },
  });

  app.route({
    ...routeOf(getMatchContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      if (!hasPermission(access, 'view student contracts') && !hasPermission(access, 'edit contracts')) {
        throw AppError.forbidden();
      }
      return getContract(db, access, jobId, applicantId);
    },
  });
  app.route({
    ...routeOf(requestMatchContract, 'company'),
    handler: async (request, reply) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId, 'request contracts');
      return reply.code(201).send(await requestContract(db, access, jobId, applicantId, request.body));
    },
  });
  app.route({
    ...routeOf(updateMatchContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId, 'edit contracts');
      return updateContract(db, access, jobId, applicantId, request.body);
    },
  });

  app.route({
    ...routeOf(listMatchComments, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      return getComments(db, access, jobId, applicantId);
    },
  });
  app.route({
    ...routeOf(createMatchComment, 'company'),
    handler: async (request, reply) => {
      const { companyId, jobId, applicantId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      return reply.code(201).send(await addComment(db, access, jobId, applicantId, request.body.text));
    },
  });
  app.route({
    ...routeOf(updateMatchComment, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId, commentId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      return editComment(db, access, jobId, applicantId, commentId, request.body.text);
    },
  });
  app.route({
    ...routeOf(deleteMatchComment, 'company'),
    handler: async (request) => {
      const { companyId, jobId, applicantId, commentId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      await removeComment(db, access, jobId, applicantId, commentId);
      return {};
    },
  });

  app.route({
    ...routeOf(listJobOpeningMatches, 'company'),
    handler: async (request) => {
      const { companyId, jobId } = request.params;
      const access = await requireCompanyAccess(db, request, companyId);
      return listContacted(db, access, jobId, request.query.status);
    },
  });
}
