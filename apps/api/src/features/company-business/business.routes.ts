/**
 * The company business data (decisions 205–214). Company side under `/b2b/v1/companies/{companyId}/…` (any
 * accepted member for downloads and upskilling; `view student contracts` for students) and `/b2b/v1/accounting/…`
 * with `?companyId=` (decision 208; owners and `INVOICES_PERMISSION`, decision 182). Staff side under
 * `/v1/staff/…` (access `staff`). Another company's address answers 403, its records inside one's own 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { Readable } from 'node:stream';
import {
  createStaffCourse,
  createStaffInvoice,
  decideCourseRequest,
  deleteStaffCourse,
  deleteStaffDownload,
  downloadCompanyFile,
  downloadInvoicePdf,
  downloadStaffFile,
  downloadStaffInvoicePdf,
  INVOICES_PERMISSION,
  listCompanyDownloads,
  listInvoices,
  listNotices,
  listPlacedStudents,
  listStaffCourseRequests,
  listStaffCourses,
  listStaffDownloads,
  listStaffInvoices,
  listUpskillingCourses,
  listUpskillingRequests,
  markInvoicePaid,
  requestLocale,
  requestUpskillingCourse,
  updateStaffCourse,
  updateStaffDownload,
  uploadStaffDownload,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import { sendStoredFile } from '../../lib/file-reply';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { MULTIPART_LIMITS, screenMultipartRequest } from '../../uploads/multipart-upload';
import {
  changeCourse,
  changeDownload,
  companyDownloads,
  companyInvoices,
  companyRequests,
  createCourse,
  decide,
  invoicePdf,
  issueInvoice,
  openCompanyDownload,
  openCourses,
  openStaffDownload,
  payInvoice,
  placedStudents,
  removeCourse,
  removeDownload,
  requestCourse,
  restoreDemoDownloads,
  staffCourses,
  staffDownloads,
  staffRequests,
  uploadDownload,
  type StoredFile,
} from './business.service';

export async function businessRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const store = app.fileStore;
  // Descriptions are up to 1000 characters (umlauts take two bytes): room for the text fields of a download.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { ...MULTIPART_LIMITS, fieldSize: 4096 },
  });
  // The demo downloads' PDFs (the seed has no file store), once the app is ready.
  app.addHook('onReady', async () => {
    const restored = await restoreDemoDownloads(db, store);
    if (restored > 0) app.log.info({ restored }, 'demo downloads generated');
  });

  const sendFile = (reply: Parameters<typeof sendStoredFile>[0], file: StoredFile) =>
    sendStoredFile(
      reply,
      { ...file, stream: file.stream as Readable },
      { kind: 'attachment', name: file.fileName },
    );
  /** PDFs are in the language the portal asks for (`Accept-Language`, decision 281). */
  const localeOf = (request: { headers: { 'accept-language'?: string } }) =>
    requestLocale(request.headers['accept-language']);
  const sendPdf = (reply: Parameters<typeof sendStoredFile>[0], pdf: { bytes: Buffer; fileName: string }) =>
    sendStoredFile(
      reply,
      { mimeType: 'application/pdf', sizeBytes: pdf.bytes.length, stream: Readable.from([pdf.bytes]) },
      { kind: 'attachment', name: pdf.fileName },
    );

  // Company side: downloads and upskilling (any accepted member)
  app.route({
    ...routeOf(listCompanyDownloads, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return companyDownloads(db, access.companyId);
    },
  });

  app.route({
    ...routeOf(downloadCompanyFile, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return sendFile(
        reply,
        await openCompanyDownload(db, store, access.companyId, request.params.downloadId),
      );
    },
  });

  app.route({
    ...routeOf(listUpskillingCourses, 'company'),
    handler: async (request) => {
      await requireCompanyAccess(db, request, request.params.companyId);
      return openCourses(db);
    },
  });

  app.route({
    ...routeOf(requestUpskillingCourse, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      const locale = requestLocale(request.headers['accept-language']);
      return reply
        .code(201)
        .send(await requestCourse(db, access, request.params.courseId, request.body, locale));
    },
  });

  app.route({
    ...routeOf(listUpskillingRequests, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return companyRequests(db, access.companyId);
    },
  });

  // Company side: students (`view student contracts`) and accounting (decision 182)
  app.route({
    ...routeOf(listPlacedStudents, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(
        db,
        request,
        request.params.companyId,
        'view student contracts',
      );
      return placedStudents(db, access.companyId);
    },
  });

  app.route({
    ...routeOf(listInvoices, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.query.companyId, INVOICES_PERMISSION);
      return companyInvoices(db, access.companyId, 'invoice');
    },
  });

  app.route({
    ...routeOf(listNotices, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.query.companyId, INVOICES_PERMISSION);
      return companyInvoices(db, access.companyId, 'notice');
    },
  });

  app.route({
    ...routeOf(downloadInvoicePdf, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.query.companyId, INVOICES_PERMISSION);
      return sendPdf(
        reply,
        await invoicePdf(db, app.pdfRenderer, localeOf(request), request.params.invoiceId, access.companyId),
      );
    },
  });

  // Staff side: downloads
  app.route({ ...routeOf(listStaffDownloads, 'staff'), handler: () => staffDownloads(db) });

  app.route({
    ...routeOf(uploadStaffDownload, 'staff'),
    preParsing: [screenMultipartRequest],
    handler: async (request, reply) =>
      reply.code(201).send(await uploadDownload(db, store, request, accountIdOf(request))),
  });

  app.route({
    ...routeOf(updateStaffDownload, 'staff'),
    handler: (request) => changeDownload(db, request.params.downloadId, request.body, accountIdOf(request)),
  });

  app.route({
    ...routeOf(deleteStaffDownload, 'staff'),
    handler: (request) => removeDownload(db, store, request.params.downloadId, accountIdOf(request)),
  });

  app.route({
    ...routeOf(downloadStaffFile, 'staff'),
    handler: async (request, reply) =>
      sendFile(reply, await openStaffDownload(db, store, request.params.downloadId)),
  });

  // Staff side: upskilling
  app.route({ ...routeOf(listStaffCourses, 'staff'), handler: () => staffCourses(db) });

  app.route({
    ...routeOf(createStaffCourse, 'staff'),
    handler: async (request, reply) =>
      reply.code(201).send(await createCourse(db, request.body, accountIdOf(request))),
  });

  app.route({
    ...routeOf(updateStaffCourse, 'staff'),
    handler: (request) => changeCourse(db, request.params.courseId, request.body, accountIdOf(request)),
  });

  app.route({
    ...routeOf(deleteStaffCourse, 'staff'),
    handler: (request) => removeCourse(db, request.params.courseId, accountIdOf(request)),
  });

  app.route({ ...routeOf(listStaffCourseRequests, 'staff'), handler: () => staffRequests(db) });

  app.route({
    ...routeOf(decideCourseRequest, 'staff'),
    handler: (request) => decide(db, request.params.requestId, request.body, accountIdOf(request)),
  });

  // Staff side: invoices and notices
  app.route({
    ...routeOf(listStaffInvoices, 'staff'),
    handler: (request) => companyInvoices(db, request.query.companyId),
  });

  app.route({
    ...routeOf(createStaffInvoice, 'staff'),
    handler: async (request, reply) =>
      reply.code(201).send(await issueInvoice(db, request.body, accountIdOf(request))),
  });

  app.route({
    ...routeOf(markInvoicePaid, 'staff'),
    handler: (request) => payInvoice(db, request.params.invoiceId, request.body.paidOn, accountIdOf(request)),
  });

  app.route({
    ...routeOf(downloadStaffInvoicePdf, 'staff'),
    handler: async (request, reply) =>
      sendPdf(reply, await invoicePdf(db, app.pdfRenderer, localeOf(request), request.params.invoiceId)),
  });
}
