import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { MailAttachment } from '../db/schema/mail';

export async function insertMail(
  db: Database,
  values: {
    to: string;
    subject: string;
    html: string;
    text: string;
    links: Record<string, string>;
    attachments?: MailAttachment[];
    headers?: Record<string, string>;
    status?: 'stored' | 'sending';
  },
): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Mails an action records in its transaction (`recordEvent`); they wait as `stored` for `claimStoredMails`. */
export async function insertStoredMails(
  tx: Transaction,
  rows: Array<typeof mailOutbox.$inferInsert>,
): Promise<void> {
  if (rows.length) await tx.insert(mailOutbox).values(rows);
}

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  headers: Record<string, string>;
}

/**
 * Claims up to `limit` stored mails for delivery: marks them `sending` and drops their body, links, attachments and headers from the
 * table in the same statement (the content is answered once, for the SMTP hand-over). Parallel callers claim
 * different rows.
 */
export async function claimStoredMails(db: Database, limit: number) {
  const result = await db.execute(sql`
    with claimed as (
      select id, "to", subject, html, text, attachments, headers from ${mailOutbox}
      where status = 'stored' order by created_at limit ${limit} for update skip locked
    )
    update ${mailOutbox} m set status = 'sending', html = '', text = '', links = '{}'::jsonb,
      attachments = '[]'::jsonb, headers = '{}'::jsonb
    from claimed where m.id = claimed.id
    returning claimed.id, claimed."to", claimed.subject, claimed.html, claimed.text, claimed.attachments,
      claimed.headers`);
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  return (result as unknown as { rows: ClaimedMail[] }).rows;
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
