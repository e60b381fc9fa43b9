/**
 * Editorial content (issue 12, decisions 185–188): the applicants' news, tips and FAQ under `/v1` (access
 * `applicant`), the companies' news under `/b2b/v1/news` (any accepted member of a company) and the staff editor
 * under `/v1/staff/content` (access `staff`). Entries not meant for the caller answer 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createStaffContent,
  deleteStaffContent,
  getCompanyNews,
  getNews,
  getStaffContent,
  listCompanyNews,
  listFaq,
  listNews,
  listStaffContent,
  listTips,
  publishStaffContent,
  unpublishStaffContent,
  updateStaffContent,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf, companyUserIdOf } from '../../plugins/authentication';
import {
  applicantScope,
  companyScope,
  createEntry,
  faq,
  newsItem,
  newsPage,
  publishEntry,
  removeEntry,
  saveEntry,
  staffEntry,
  staffList,
  tips,
} from './content.service';

export async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // Applicants
  app.route({
    ...routeOf(listNews, 'applicant'),
    handler: async (request) => {
      const { page, perPage, lang, unit } = request.query;
      return newsPage(db, await applicantScope(db, accountIdOf(request), unit), lang, page, perPage);
    },
  });

  app.route({
    ...routeOf(getNews, 'applicant'),
    handler: async (request) =>
      newsItem(db, await applicantScope(db, accountIdOf(request), request.query.unit), request.params.id),
  });

  app.route({
    ...routeOf(listTips, 'applicant'),
    handler: async (request) =>
      tips(db, await applicantScope(db, accountIdOf(request), request.query.unit), request.query.lang),
  });

  app.route({
    ...routeOf(listFaq, 'applicant'),
    handler: async (request) => {
      const { lang, unit, q, category } = request.query;
      return faq(db, await applicantScope(db, accountIdOf(request), unit), lang, { q, category });
    },
  });

  // Companies
  app.route({
    ...routeOf(listCompanyNews, 'company'),
    handler: async (request) => {
      const { page, perPage, lang } = request.query;
      return newsPage(db, await companyScope(db, companyUserIdOf(request)), lang, page, perPage);
    },
  });

  app.route({
    ...routeOf(getCompanyNews, 'company'),
    handler: async (request) =>
      newsItem(db, await companyScope(db, companyUserIdOf(request)), request.params.id),
  });

  // Staff editor
  app.route({
    ...routeOf(listStaffContent, 'staff'),
    handler: (request) => {
      const { page, perPage, ...filter } = request.query;
      return staffList(db, filter, page, perPage);
    },
  });

  app.route({
    ...routeOf(createStaffContent, 'staff'),
    handler: async (request, reply) =>
      reply.code(201).send(await createEntry(db, accountIdOf(request), request.body)),
  });

  app.route({
    ...routeOf(getStaffContent, 'staff'),
    handler: (request) => staffEntry(db, request.params.id),
  });

  app.route({
    ...routeOf(updateStaffContent, 'staff'),
    handler: (request) => saveEntry(db, accountIdOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(publishStaffContent, 'staff'),
    handler: (request) => publishEntry(db, accountIdOf(request), request.params.id, true),
  });

  app.route({
    ...routeOf(unpublishStaffContent, 'staff'),
    handler: (request) => publishEntry(db, accountIdOf(request), request.params.id, false),
  });

  app.route({
    ...routeOf(deleteStaffContent, 'staff'),
    handler: async (request) => {
      await removeEntry(db, request.params.id);
      return {};
    },
  });
}
