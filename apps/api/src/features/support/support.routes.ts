/**
 * Help and support tickets: the company's calls under `/b2b/v1/companies/{companyId}/support-tickets` (any
 * accepted member, decision 130) and the partner support's under `/v1/staff/support-tickets` (access `staff`,
 * decision 098). Another company's ticket answers 404 inside one's own company; another company's address 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSupportTicket,
  getStaffSupportTicket,
  getSupportTicket,
  listStaffSupportTickets,
  listSupportTickets,
  replyAsStaff as replyAsStaffContract,
  replyToSupportTicket,
  setSupportTicketStatus,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import {
  getCompanyTicket,
  getStaffTicket,
  listCompanyTickets,
  listInbox,
  openTicket,
  replyAsCompany,
  replyAsStaff,
  setTicketStatus,
  type SupportContext,
} from './support.service';

export async function supportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const context = (log: SupportContext['log']): SupportContext => ({
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log,
  });

  // Company side
  app.route({
    ...routeOf(listSupportTickets, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return listCompanyTickets(db, access.companyId);
    },
  });

  app.route({
    ...routeOf(createSupportTicket, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return reply.code(201).send(await openTicket(db, access, request.body));
    },
  });

  app.route({
    ...routeOf(getSupportTicket, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return getCompanyTicket(db, access.companyId, request.params.ticketId);
    },
  });

  app.route({
    ...routeOf(replyToSupportTicket, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return reply
        .code(201)
        .send(await replyAsCompany(db, access, request.params.ticketId, request.body.text));
    },
  });

  // Staff side
  app.route({
    ...routeOf(listStaffSupportTickets, 'staff'),
    handler: (request) => listInbox(db, request.query.status),
  });

  app.route({
    ...routeOf(getStaffSupportTicket, 'staff'),
    handler: (request) => getStaffTicket(db, request.params.ticketId),
  });

  app.route({
    ...routeOf(replyAsStaffContract, 'staff'),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await replyAsStaff(
            context(request.log),
            accountIdOf(request),
            request.params.ticketId,
            request.body,
          ),
        ),
  });

  app.route({
    ...routeOf(setSupportTicketStatus, 'staff'),
    handler: (request) =>
      setTicketStatus(db, accountIdOf(request), request.params.ticketId, request.body.status),
  });
}
