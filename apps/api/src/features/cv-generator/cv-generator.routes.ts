/**
 * The CV generator's calls (decisions 227–231): `POST /v1/cv-generator/upload` and `/v1/print-templates/upload`
 * answer the PDF, `/v1/cv-generator/send/upload` mails it (all public, rate-limited per client address),
 * `POST /v1/application-portfolio` stores it as the signed-in applicant's CV. The app's one headless browser
 * (`app.pdfRenderer`, shared with the invoices) prints them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_FORM_PATH,
  CV_HTML_MAX_BYTES,
  ErrorCode,
  renderCv,
  requestLocale,
  renderPrintTemplate,
  saveCvToPortfolio,
  sendCv,
} from '@portal/contracts';
import type { AttemptLimit } from '../../config';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { CV_FILE_NAME, mailCv, renderCvPdf, saveCvDocument } from './cv-generator.service';

/** Bodies up to this size reach the handler, which answers oversized HTML with its own code (2901). */
const BODY_LIMIT = 4 * CV_HTML_MAX_BYTES;

const rateLimit = (name: string, limit: AttemptLimit, code: ErrorCode) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
  errorResponseBuilder: () => new AppError(code),
});

export async function cvGeneratorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const store = app.fileStore;
  const renderer = app.pdfRenderer;

  const renderLimit = rateLimit(
    'cv-render',
    config.cvGenerator.renderRateLimit,
    ErrorCode.TOO_MANY_CV_RENDERS,
  );
  /** The PDF and the mail's own text are in the portal's language (ten). */
  const localeOf = (request: FastifyRequest) => requestLocale(request.headers['accept-language']);
  const sendPdf = (reply: FastifyReply, pdf: Buffer) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${CV_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(pdf);

  for (const contract of [renderCv, renderPrintTemplate]) {
    app.route({
      ...routeOf(contract, 'public'),
      bodyLimit: BODY_LIMIT,
      config: { access: 'public', rateLimit: renderLimit },
      handler: async (request, reply) =>
        sendPdf(reply, await renderCvPdf(renderer, request.body, localeOf(request))),
    });
  }

  app.route({
    ...routeOf(sendCv, 'public'),
    bodyLimit: BODY_LIMIT,
    config: {
      access: 'public',
      rateLimit: rateLimit('cv-send', config.cvGenerator.sendRateLimit, ErrorCode.TOO_MANY_CV_MAILS),
    },
    handler: async (request) => {
      const { email, ...cv } = request.body;
      const locale = localeOf(request);
      const pdf = await renderCvPdf(renderer, cv, locale);
      await mailCv(app.mailer, pdf, email, {
        locale,
        applyUrl: `${config.publicUrl}${APPLICATION_FORM_PATH}`,
      });
      return {};
    },
  });

  app.route({
    ...routeOf(saveCvToPortfolio, 'applicant'),
    bodyLimit: BODY_LIMIT,
    config: { access: 'applicant', rateLimit: renderLimit },
    handler: async (request, reply) => {
      const pdf = await renderCvPdf(renderer, request.body, localeOf(request));
      reply.code(201);
      return saveCvDocument(app.db, store, accountIdOf(request), pdf);
    },
  });
}
