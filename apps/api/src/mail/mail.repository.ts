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
 * Claims up to `limit` mails for delivery: rows `stored`, and rows left `sending` longer than `leaseSeconds` (the
 * process that took them stopped before it finished). They become `sending` with a fresh `claimed_at`; their
 * content stays in the row until the SMTP hand-over succeeded (`markMailSent` drops it, decision 072), so a crash
 * in between loses nothing. Parallel callers claim different rows.
 */
export async function claimStoredMails(db: Database, limit: number, leaseSeconds: number) {
  const result = await db.execute(sql`
    with claimed as (
      select id from ${mailOutbox}
      where status = 'stored'
        or (status = 'sending' and claimed_at < now() - make_interval(secs => ${leaseSeconds}))
      order by created_at limit ${limit} for update skip locked
    )
    update ${mailOutbox} m set status = 'sending', claimed_at = now()
    from claimed where m.id = claimed.id
    returning m.id, m."to", m.subject, m.html, m.text, m.attachments, m.headers, m.attempts`);
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  return (result as unknown as { rows: Array<ClaimedMail & { attempts: number }> }).rows;
}

/** The mail left: only recipient, subject and status stay (decision 072). */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', html: '', text: '', links: {}, attachments: [], headers: {} })
    .where(eq(mailOutbox.id, id));
}

/**
 * A hand-over failed: back to `stored` for the next attempt, or `failed` (content dropped) when it was the last.
 */
export async function markMailAttemptFailed(db: Database, id: string, last: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      last
        ? {
            status: 'failed',
            attempts: sql`${mailOutbox.attempts} + 1`,
            html: '',
            text: '',
            links: {},
            attachments: [],
            headers: {},
          }
        : { status: 'stored', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: null },
    )
    .where(eq(mailOutbox.id, id));
}

export async function listMails(db: Database, to?: string, limit = 50) {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query;
}

export async function findMail(db: Database, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}
