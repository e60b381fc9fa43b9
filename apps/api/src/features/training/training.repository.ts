/** Study-preparation modules and each account's progress (decisions 195–196). */
import type { TrainingModuleBody, Unit } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { trainingModules, trainingProgress } from '../../db/schema/index';

type ModuleValues = z.output<typeof TrainingModuleBody>;

const ORDER = [asc(trainingModules.position), asc(trainingModules.title), asc(trainingModules.id)];

/** The published modules of `unit` (and of both), with when the account completed each. */
export async function listPublishedModules(db: Database, accountId: string, unit: Unit) {
  return db
    .select({
      id: trainingModules.id,
      title: trainingModules.title,
      body: trainingModules.body,
      estimatedMinutes: trainingModules.estimatedMinutes,
      completedAt: trainingProgress.completedAt,
    })
    .from(trainingModules)
    .leftJoin(
      trainingProgress,
      and(eq(trainingProgress.moduleId, trainingModules.id), eq(trainingProgress.accountId, accountId)),
    )
    .where(and(eq(trainingModules.published, true), inArray(trainingModules.unit, [unit, 'both'])))
    .orderBy(...ORDER);
}

/** Whether a published module of `unit` (or of both) with this id exists. */
export async function publishedModuleExists(db: Database, moduleId: string, unit: Unit): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingModules.id })
    .from(trainingModules)
    .where(
      and(
        eq(trainingModules.id, moduleId),
        eq(trainingModules.published, true),
        inArray(trainingModules.unit, [unit, 'both']),
      ),
    );
  return !!row;
}

export async function markCompleted(db: Database, accountId: string, moduleId: string): Promise<void> {
  await db.insert(trainingProgress).values({ accountId, moduleId }).onConflictDoNothing();
}

export async function markOpen(db: Database, accountId: string, moduleId: string): Promise<void> {
  await db
    .delete(trainingProgress)
    .where(and(eq(trainingProgress.accountId, accountId), eq(trainingProgress.moduleId, moduleId)));
}

/* Named explicitly: inside `sql` of a one-table select Drizzle renders `training_modules.id` unqualified. */
const completedCount = sql<number>`(select count(*)::int from ${trainingProgress} p where p.module_id = ${sql.raw('"training_modules"."id"')})`;

const staffColumns = {
  id: trainingModules.id,
  title: trainingModules.title,
  body: trainingModules.body,
  estimatedMinutes: trainingModules.estimatedMinutes,
  unit: trainingModules.unit,
  position: trainingModules.position,
  published: trainingModules.published,
  completedCount,
  updatedAt: trainingModules.updatedAt,
};

export async function listAllModules(db: Database) {
  return db
    .select(staffColumns)
    .from(trainingModules)
    .orderBy(...ORDER);
}

export async function findModule(db: Database, moduleId: string) {
  const [row] = await db.select(staffColumns).from(trainingModules).where(eq(trainingModules.id, moduleId));
  return row ?? null;
}

export async function insertModule(db: Database, values: ModuleValues): Promise<string> {
  const [row] = await db.insert(trainingModules).values(values).returning({ id: trainingModules.id });
  return row!.id;
}

export async function updateModule(db: Database, moduleId: string, values: ModuleValues): Promise<boolean> {
  const rows = await db
    .update(trainingModules)
    .set(values)
    .where(eq(trainingModules.id, moduleId))
    .returning({ id: trainingModules.id });
  return rows.length > 0;
}

export async function deleteModule(db: Database, moduleId: string): Promise<boolean> {
  const rows = await db
    .delete(trainingModules)
    .where(eq(trainingModules.id, moduleId))
    .returning({ id: trainingModules.id });
  return rows.length > 0;
}
