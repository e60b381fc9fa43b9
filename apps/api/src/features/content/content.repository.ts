/**
 * Editorial content in the database (decisions 185–188): the readers' queries (one row per original in the
 * reader's language or German, published, for their audience and units) and the staff editor's reads and writes.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContentAudience, ContentKind, ContentLanguage, ContentStatus } from '@portal/contracts';
import { CONTENT_SOURCE_LANGUAGE } from '@portal/contracts';
import type { Database } from '../../db/client';
import { accounts, companyMemberships, contentEntries, units } from '../../db/schema/index';

const c = contentEntries;
export type ContentRow = typeof contentEntries.$inferSelect;
export type ContentInsert = typeof contentEntries.$inferInsert;
type ContentUnit = ContentRow['unit'];

/** What a reader may see: audiences and (applicants) areas; `units` null means any. */
export interface ReaderScope {
  audiences: readonly ContentAudience[];
  units: readonly ContentUnit[] | null;
  language: ContentLanguage;
}

function visibleTo(kind: ContentKind, scope: Omit<ReaderScope, 'language'>): SQL {
  return and(
    eq(c.kind, kind),
    eq(c.status, 'published'),
    inArray(c.audience, [...scope.audiences]),
    scope.units ? inArray(c.unit, [...scope.units]) : undefined,
  )!;
}

/**
 * The rows readers get (decision 186): per original and its translations, the one in the reader's language,
 * else the German one; entries in neither language are left out.
 */
function chosenEntries(db: Database, kind: ContentKind, scope: ReaderScope) {
  const group = sql`coalesce(${c.translationOf}, ${c.id})`;
  const languages = [...new Set<ContentLanguage>([scope.language, CONTENT_SOURCE_LANGUAGE])];
  return db
    .selectDistinctOn([group], {
      id: c.id,
      category: c.category,
      title: c.title,
      teaser: c.teaser,
      body: c.body,
      language: c.language,
      sortOrder: c.sortOrder,
      publishedAt: c.publishedAt,
      updatedAt: c.updatedAt,
    })
    .from(c)
    .where(and(visibleTo(kind, scope), inArray(c.language, languages)))
    .orderBy(group, sql`(${c.language} = ${scope.language}) desc`)
    .as('chosen');
}

export async function findNewsPage(db: Database, scope: ReaderScope, page: number, perPage: number) {
  const chosen = chosenEntries(db, 'news', scope);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chosen)
      .orderBy(desc(chosen.publishedAt), asc(chosen.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(chosen),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One published entry of `kind` the reader may see (in the language it was written in), or null. */
export async function findVisibleEntry(
  db: Database,
  kind: ContentKind,
  id: string,
  scope: Omit<ReaderScope, 'language'>,
) {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, id), visibleTo(kind, scope)))
    .limit(1);
  return row ?? null;
}

export async function findTips(db: Database, scope: ReaderScope) {
  const chosen = chosenEntries(db, 'tip', scope);
  return db.select().from(chosen).orderBy(asc(chosen.sortOrder), desc(chosen.publishedAt), asc(chosen.id));
}

/** Lower case with umlauts and ß spelled out, so "zeugnis", "Zeugnisse" and "fuehrerschein" meet their text. */
export function normaliseForSearch(value: string): string {
  return value
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
}

function normalisedSql(value: SQL): SQL {
  return sql`replace(replace(replace(replace(lower(${value}), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')`;
}

/** Below this `word_similarity` a term that is not a substring does not match (typos, missing umlaut dots). */
const SIMILARITY_THRESHOLD = 0.6;

export async function findFaq(
  db: Database,
  scope: ReaderScope,
  filter: { terms: readonly string[]; category?: ContentRow['category'] },
) {
  const chosen = chosenEntries(db, 'faq', scope);
  const haystack = normalisedSql(sql`${chosen.title} || ' ' || ${chosen.body}`);
  const termMatches = filter.terms.map((term) => {
    const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return sql`(${haystack} like ${pattern} or word_similarity(${term}, ${haystack}) >= ${SIMILARITY_THRESHOLD})`;
  });
  return db
    .select()
    .from(chosen)
    .where(and(filter.category ? eq(chosen.category, filter.category) : undefined, ...termMatches))
    .orderBy(asc(chosen.sortOrder), desc(chosen.publishedAt), asc(chosen.id));
}

/** The applicant's areas (ds, fs). */
export async function unitsOfAccount(db: Database, accountId: string): Promise<ContentUnit[]> {
  const rows = await db.select({ unit: units.unit }).from(units).where(eq(units.accountId, accountId));
  return [...new Set(rows.map((row) => row.unit))];
}

/** Whether the company user is an accepted member of at least one company. */
export async function hasAcceptedMembership(db: Database, companyUserId: string): Promise<boolean> {
  const memberships = await db.$count(
    companyMemberships,
    and(eq(companyMemberships.companyUserId, companyUserId), eq(companyMemberships.invitationPending, false)),
  );
  return memberships > 0;
}

// Staff editor

export interface StaffFilter {
  kind?: ContentKind;
  status?: ContentStatus;
  audience?: ContentAudience;
  language?: ContentLanguage;
  q?: string;
}

const staffColumns = {
  entry: c,
  authorFirstName: accounts.firstName,
  authorLastName: accounts.lastName,
};

export type StaffRow = {
  entry: ContentRow;
  authorFirstName: string | null;
  authorLastName: string | null;
};

export async function listStaffEntries(
  db: Database,
  filter: StaffFilter,
  page: number,
  perPage: number,
): Promise<{ rows: StaffRow[]; total: number }> {
  const where = and(
    filter.kind ? eq(c.kind, filter.kind) : undefined,
    filter.status ? eq(c.status, filter.status) : undefined,
    filter.audience ? eq(c.audience, filter.audience) : undefined,
    filter.language ? eq(c.language, filter.language) : undefined,
    filter.q ? ilike(c.title, `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(staffColumns)
      .from(c)
      .leftJoin(accounts, eq(accounts.id, c.authorAccountId))
      .where(where)
      .orderBy(desc(c.updatedAt), asc(c.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.$count(c, where),
  ]);
  return { rows, total };
}

export async function findStaffEntry(db: Database, id: string): Promise<StaffRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(c)
    .leftJoin(accounts, eq(accounts.id, c.authorAccountId))
    .where(eq(c.id, id))
    .limit(1);
  return row ?? null;
}

/** The translations of the given originals (id, language, status), by original. */
export async function translationsOf(db: Database, originalIds: readonly string[]) {
  if (originalIds.length === 0)
    return new Map<string, Array<Pick<ContentRow, 'id' | 'language' | 'status'>>>();
  const rows = await db
    .select({ id: c.id, language: c.language, status: c.status, translationOf: c.translationOf })
    .from(c)
    .where(inArray(c.translationOf, [...originalIds]))
    .orderBy(asc(c.language));
  const byOriginal = new Map<string, Array<Pick<ContentRow, 'id' | 'language' | 'status'>>>();
  for (const { translationOf, ...row } of rows) {
    const list = byOriginal.get(translationOf!) ?? [];
    list.push(row);
    byOriginal.set(translationOf!, list);
  }
  return byOriginal;
}

export async function findEntry(db: Database, id: string): Promise<ContentRow | null> {
  const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
  return row ?? null;
}

export async function translationExists(db: Database, originalId: string, language: ContentLanguage) {
  return (await db.$count(c, and(eq(c.translationOf, originalId), eq(c.language, language)))) > 0;
}

export async function insertEntry(db: Database, values: ContentInsert): Promise<string> {
  const [row] = await db.insert(c).values(values).returning({ id: c.id });
  return row!.id;
}

/** Saves the entry; an original passes audience, unit, category and sort order on to its translations. */
export async function updateEntry(db: Database, id: string, values: Partial<ContentInsert>) {
  await db.transaction(async (tx) => {
    await tx.update(c).set(values).where(eq(c.id, id));
    const shared = {
      audience: values.audience,
      unit: values.unit,
      category: values.category,
      sortOrder: values.sortOrder,
    };
    await tx.update(c).set(shared).where(eq(c.translationOf, id));
  });
}

export async function setStatus(db: Database, id: string, status: ContentStatus, authorAccountId: string) {
  await db
    .update(c)
    .set({
      status,
      authorAccountId,
      ...(status === 'published' ? { publishedAt: sql`coalesce(${c.publishedAt}, now())` } : {}),
    })
    .where(eq(c.id, id));
}

export async function deleteEntry(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(c).where(eq(c.id, id)).returning({ id: c.id });
  return deleted.length > 0;
}
