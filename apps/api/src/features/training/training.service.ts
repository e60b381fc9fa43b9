/**
 * Study preparation (`iutraining`, decisions 195–196): the applicant reads the modules of their area and ticks
 * them off; staff write, order and publish them.
 */
import {
  ErrorCode,
  type StaffTrainingModule,
  type TrainingModuleBody,
  type TrainingOverview,
  type Unit,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  deleteModule,
  findModule,
  insertModule,
  listAllModules,
  listPublishedModules,
  markCompleted,
  markOpen,
  publishedModuleExists,
  updateModule,
} from './training.repository';

export async function trainingOverview(
  db: Database,
  accountId: string,
  unit: Unit,
): Promise<TrainingOverview> {
  const rows = await listPublishedModules(db, accountId, unit);
  const modules = rows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null }));
  return {
    modules,
    completed: modules.filter((module) => module.completedAt).length,
    total: modules.length,
  };
}

export async function setProgress(
  db: Database,
  accountId: string,
  unit: Unit,
  moduleId: string,
  completed: boolean,
): Promise<TrainingOverview> {
  if (!(await publishedModuleExists(db, moduleId, unit))) {
    throw new AppError(ErrorCode.TRAINING_MODULE_NOT_FOUND);
  }
  if (completed) await markCompleted(db, accountId, moduleId);
  else await markOpen(db, accountId, moduleId);
  return trainingOverview(db, accountId, unit);
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof findModule>>>;
const toStaffModule = (row: StaffRow): StaffTrainingModule => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export async function staffModules(db: Database): Promise<StaffTrainingModule[]> {
  return (await listAllModules(db)).map(toStaffModule);
}

async function staffModule(db: Database, moduleId: string): Promise<StaffTrainingModule> {
  const row = await findModule(db, moduleId);
  if (!row) throw new AppError(ErrorCode.TRAINING_MODULE_NOT_FOUND);
  return toStaffModule(row);
}

type ModuleValues = z.output<typeof TrainingModuleBody>;

export async function createModule(db: Database, values: ModuleValues): Promise<StaffTrainingModule> {
  return staffModule(db, await insertModule(db, values));
}

export async function changeModule(
  db: Database,
  moduleId: string,
  values: ModuleValues,
): Promise<StaffTrainingModule> {
  if (!(await updateModule(db, moduleId, values))) throw new AppError(ErrorCode.TRAINING_MODULE_NOT_FOUND);
  return staffModule(db, moduleId);
}

export async function removeModule(db: Database, moduleId: string): Promise<Record<string, never>> {
  if (!(await deleteModule(db, moduleId))) throw new AppError(ErrorCode.TRAINING_MODULE_NOT_FOUND);
  return {};
}
