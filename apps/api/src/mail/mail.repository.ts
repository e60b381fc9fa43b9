import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export async function insertMail(
  db: Database,
  values: { to: string; subject: string; html: string; text: string; links: Record<string, string> },
): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function setMailStatus(db: Database, id: string, status: 'sent' | 'failed'): Promise<void> {
  await db.update(mailOutbox).set({ status }).where(eq(mailOutbox.id, id));
}

export async function listMails(db: Database, to?: string, limit = 50) {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query;
}

export async function findMail(db: Database, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}
