/** The provider's stored artefacts (sessions, grants, codes, tokens) by model and id; expired ones are not found. */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

type PayloadRow = typeof oidcPayloads.$inferInsert;

export async function upsertPayload(db: Database, values: PayloadRow): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values(values)
    .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
}

/** The unexpired payload of `model` found by one of its keys. */
export async function findPayload(
  db: Database,
  model: string,
  by: { id: string } | { userCode: string } | { uid: string },
) {
  const key =
    'id' in by
      ? eq(oidcPayloads.id, by.id)
      : 'userCode' in by
        ? eq(oidcPayloads.userCode, by.userCode)
        : eq(oidcPayloads.uid, by.uid);
  const [row] = await db
    .select()
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, model),
        key,
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function consumePayload(db: Database, model: string, id: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: new Date() })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function deletePayload(db: Database, model: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function deletePayloadsOfGrant(db: Database, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
}
