/**
 * Study preparation: the applicant's `/v1/training-modules` (access `applicant`) and staff's
 * `/v1/staff/training-modules` (access `staff`), decisions 195–196.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTrainingModule,
  deleteTrainingModule,
  listStaffTrainingModules,
  listTrainingModules,
  setTrainingProgress,
  updateTrainingModule,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import {
  changeModule,
  createModule,
  removeModule,
  setProgress,
  staffModules,
  trainingOverview,
} from './training.service';

export async function trainingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(listTrainingModules, 'applicant'),
    handler: (request) => trainingOverview(db, accountIdOf(request), request.query.unit),
  });
  app.route({
    ...routeOf(setTrainingProgress, 'applicant'),
    handler: (request) =>
      setProgress(
        db,
        accountIdOf(request),
        request.query.unit,
        request.params.moduleId,
        request.body.completed,
      ),
  });

  app.route({
    ...routeOf(listStaffTrainingModules, 'staff'),
    handler: () => staffModules(db),
  });
  app.route({
    ...routeOf(createTrainingModule, 'staff'),
    handler: async (request, reply) => reply.code(201).send(await createModule(db, request.body)),
  });
  app.route({
    ...routeOf(updateTrainingModule, 'staff'),
    handler: (request) => changeModule(db, request.params.moduleId, request.body),
  });
  app.route({
    ...routeOf(deleteTrainingModule, 'staff'),
    handler: (request) => removeModule(db, request.params.moduleId),
  });
}
