/** The workspace (`/advisor`) asks who is signed in: a study advisor or a staff member (decision 098). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getWorkspaceMe } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { findWorkspaceAccount } from './workspace.repository';

export async function workspaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(getWorkspaceMe, 'workspace'),
    handler: async (request) => {
      const row = await findWorkspaceAccount(db, accountIdOf(request));
      if (!row || row.role === 'applicant') throw AppError.forbidden();
      const name = row.advisorName ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || row.email);
      return { role: row.role, name, email: row.email };
    },
  });
}
