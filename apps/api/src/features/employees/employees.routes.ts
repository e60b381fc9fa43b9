import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEmployee as createEmployeeContract,
  deleteEmployee as deleteEmployeeContract,
  getEmployee as getEmployeeContract,
  listEmployees as listEmployeesContract,
  requestLocale,
  resendEmployeeInvitation,
  updateEmployee as updateEmployeeContract,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import { routeOf } from '../../lib/route';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployees,
  resendInvitation,
  updateEmployee,
  type EmployeesContext,
} from './employees.service';

/**
 * `/b2b/v1/companies/{companyId}/employees…` (decision 120). Listing and reading need an accepted membership;
 * creating and re-sending `create employees`, editing `edit employees`, deleting `delete employees`.
 */
export async function employeeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const context = (request: FastifyRequest): EmployeesContext => ({
    db,
    mailer: app.mailer,
    log: request.log,
    language: requestLocale(request.headers['accept-language']),
    publicUrl: config.publicUrl,
    embeddedIdentity: app.embeddedIdentity,
  });

  app.route({
    ...routeOf(listEmployeesContract, 'company'),
    handler: async (request) => {
      await requireCompanyAccess(db, request, request.params.companyId);
      return listEmployees(db, request.params.companyId, request.query.sort);
    },
  });
  app.route({
    ...routeOf(getEmployeeContract, 'company'),
    handler: async (request) => {
      await requireCompanyAccess(db, request, request.params.companyId);
      return getEmployee(db, request.params.companyId, request.params.employeeId);
    },
  });
  app.route({
    ...routeOf(createEmployeeContract, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId, 'create employees');
      return reply.code(201).send(await createEmployee(context(request), access, request.body));
    },
  });
  app.route({
    ...routeOf(updateEmployeeContract, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId, 'edit employees');
      return updateEmployee(db, access, request.params.employeeId, request.body);
    },
  });
  app.route({
    ...routeOf(resendEmployeeInvitation, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId, 'create employees');
      return resendInvitation(context(request), access, request.params.employeeId);
    },
  });
  app.route({
    ...routeOf(deleteEmployeeContract, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId, 'delete employees');
      await deleteEmployee(db, access, request.params.employeeId);
      return {};
    },
  });
}
