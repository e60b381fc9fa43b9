/**
 * Editorial content (issue 12, decisions 185–188): who reads what, the FAQ search, and the staff editor's rules
 * (kind-dependent fields, translations, publishing). Markdown is passed through verbatim (decision 180).
 */
import {
  CONTENT_LIMITS,
  ErrorCode,
  FAQ_CATEGORIES,
  type ContentEntryValues,
  type ContentLanguage,
  type FaqCategory,
  type FaqEntry,
  type NewsItem,
  type NewsPage,
  type StaffContentEntry,
  type StaffContentPage,
  type Tip,
  type Unit,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  deleteEntry,
  findEntry,
  findFaq,
  findNewsPage,
  findStaffEntry,
  findTips,
  findVisibleEntry,
  hasAcceptedMembership,
  insertEntry,
  listStaffEntries,
  normaliseForSearch,
  setStatus,
  translationExists,
  translationsOf,
  unitsOfAccount,
  updateEntry,
  type ContentRow,
  type ReaderScope,
  type StaffFilter,
  type StaffRow,
} from './content.repository';

type Scope = Omit<ReaderScope, 'language'>;

const iso = (value: Date) => value.toISOString();

/**
 * An applicant reads the entries for applicants of one area (the one of the address, `unit`) or of all their
 * areas; entries for both areas always. An area the account has no unit in is refused.
 */
export async function applicantScope(
  db: Database,
  accountId: string,
  unit: Unit | undefined,
): Promise<Scope> {
  const held = await unitsOfAccount(db, accountId);
  if (unit && !held.includes(unit)) throw new AppError(ErrorCode.CONTENT_UNIT_NOT_HELD);
  return { audiences: ['applicant', 'both'], units: [...(unit ? [unit] : held), 'both'] };
}

/** Company users read company news once they belong to a company (an accepted membership). */
export async function companyScope(db: Database, companyUserId: string): Promise<Scope> {
  if (!(await hasAcceptedMembership(db, companyUserId))) throw AppError.forbidden();
  return { audiences: ['company', 'both'], units: null };
}

function toNews(
  row: Pick<ContentRow, 'id' | 'title' | 'teaser' | 'body' | 'language' | 'publishedAt'>,
): NewsItem {
  return {
    id: row.id,
    title: row.title,
    teaser: row.teaser ?? '',
    body: row.body,
    language: row.language,
    publishedAt: iso(row.publishedAt!),
  };
}

export async function newsPage(
  db: Database,
  scope: Scope,
  language: ContentLanguage,
  page: number,
  perPage: number,
): Promise<NewsPage> {
  const { rows, total } = await findNewsPage(db, { ...scope, language }, page, perPage);
  return { items: rows.map(toNews), page, perPage, total, pages: Math.ceil(total / perPage) };
}

export async function newsItem(db: Database, scope: Scope, id: string): Promise<NewsItem> {
  const row = await findVisibleEntry(db, 'news', id, scope);
  if (!row) throw AppError.notFound();
  return toNews(row);
}

export async function tips(db: Database, scope: Scope, language: ContentLanguage): Promise<Tip[]> {
  const rows = await findTips(db, { ...scope, language });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    language: row.language,
    updatedAt: iso(row.updatedAt),
  }));
}

/** The words of a search query (normalised, at least two characters each, at most eight). */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return [
    ...new Set(
      normaliseForSearch(query)
        .split(/[\s,.;:!?"'()]+/u)
        .filter((term) => term.length >= CONTENT_LIMITS.searchMin),
    ),
  ].slice(0, 8);
}

export async function faq(
  db: Database,
  scope: Scope,
  language: ContentLanguage,
  query: { q?: string; category?: FaqCategory },
): Promise<FaqEntry[]> {
  const rows = await findFaq(
    db,
    { ...scope, language },
    { terms: searchTerms(query.q), category: query.category },
  );
  const order = (category: string | null) => FAQ_CATEGORIES.indexOf(category as FaqCategory);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => order(a.row.category) - order(b.row.category) || a.index - b.index)
    .map(({ row }) => ({
      id: row.id,
      category: row.category!,
      question: row.title,
      answer: row.body,
      language: row.language,
    }));
}

// Staff editor

function authorName(row: StaffRow): string | null {
  const name = [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ').trim();
  return name || null;
}

function toStaffEntry(row: StaffRow, translations: StaffContentEntry['translations']): StaffContentEntry {
  const { entry } = row;
  return {
    id: entry.id,
    kind: entry.kind,
    status: entry.status,
    audience: entry.audience,
    unit: entry.unit,
    language: entry.language,
    translationOf: entry.translationOf,
    translations,
    category: entry.category,
    title: entry.title,
    teaser: entry.teaser,
    body: entry.body,
    sortOrder: entry.sortOrder,
    publishedAt: entry.publishedAt ? iso(entry.publishedAt) : null,
    createdAt: iso(entry.createdAt),
    updatedAt: iso(entry.updatedAt),
    authorName: authorName(row),
  };
}

export async function staffList(
  db: Database,
  filter: StaffFilter,
  page: number,
  perPage: number,
): Promise<StaffContentPage> {
  const { rows, total } = await listStaffEntries(db, filter, page, perPage);
  const translations = await translationsOf(
    db,
    rows.map((row) => row.entry.id),
  );
  return {
    items: rows.map((row) => toStaffEntry(row, translations.get(row.entry.id) ?? [])),
    page,
    perPage,
    total,
    pages: Math.ceil(total / perPage),
  };
}

export async function staffEntry(db: Database, id: string): Promise<StaffContentEntry> {
  const row = await findStaffEntry(db, id);
  if (!row) throw AppError.notFound();
  const translations = await translationsOf(db, [id]);
  return toStaffEntry(row, translations.get(id) ?? []);
}

/** Teaser only on news, category only on FAQ entries; company-only news have no area. */
function columnsOf(values: ContentEntryValues) {
  return {
    audience: values.audience,
    unit: values.audience === 'company' ? ('both' as const) : values.unit,
    language: values.language,
    category: values.kind === 'faq' ? values.category : null,
    title: values.title,
    teaser: values.kind === 'news' ? values.teaser : null,
    body: values.body,
    sortOrder: values.sortOrder,
  };
}

/** A translation's original: an original (not itself a translation) of the same kind in another language. */
async function originalFor(db: Database, values: ContentEntryValues): Promise<ContentRow> {
  const original = values.translationOf ? await findEntry(db, values.translationOf) : null;
  if (
    !original ||
    original.translationOf !== null ||
    original.kind !== values.kind ||
    original.language === values.language
  ) {
    throw new AppError(ErrorCode.CONTENT_TRANSLATION_INVALID);
  }
  return original;
}

/** A translation shares audience, area, category and sort order with its original (decision 186). */
function sharedWith(original: ContentRow) {
  return {
    audience: original.audience,
    unit: original.unit,
    category: original.category,
    sortOrder: original.sortOrder,
  };
}

export async function createEntry(
  db: Database,
  authorAccountId: string,
  values: ContentEntryValues,
): Promise<StaffContentEntry> {
  let columns = columnsOf(values);
  if (values.translationOf) {
    const original = await originalFor(db, values);
    if (await translationExists(db, original.id, values.language)) {
      throw new AppError(ErrorCode.CONTENT_TRANSLATION_EXISTS);
    }
    columns = { ...columns, ...sharedWith(original) };
  }
  const id = await insertEntry(db, {
    ...columns,
    kind: values.kind,
    translationOf: values.translationOf,
    status: 'draft',
    authorAccountId,
  });
  return staffEntry(db, id);
}

export async function saveEntry(
  db: Database,
  authorAccountId: string,
  id: string,
  values: ContentEntryValues,
): Promise<StaffContentEntry> {
  const existing = await findEntry(db, id);
  if (!existing) throw AppError.notFound();
  if (existing.kind !== values.kind || existing.translationOf !== values.translationOf) {
    throw new AppError(ErrorCode.CONTENT_KIND_NOT_CHANGEABLE);
  }
  let columns = columnsOf(values);
  if (existing.translationOf) {
    const original = await originalFor(db, values);
    if (
      values.language !== existing.language &&
      (await translationExists(db, original.id, values.language))
    ) {
      throw new AppError(ErrorCode.CONTENT_TRANSLATION_EXISTS);
    }
    columns = { ...columns, ...sharedWith(original) };
  } else if (values.language !== existing.language) {
    const translations = (await translationsOf(db, [id])).get(id) ?? [];
    if (translations.some((translation) => translation.language === values.language)) {
      throw new AppError(ErrorCode.CONTENT_TRANSLATION_EXISTS);
    }
  }
  await updateEntry(db, id, { ...columns, authorAccountId });
  return staffEntry(db, id);
}

export async function publishEntry(
  db: Database,
  authorAccountId: string,
  id: string,
  publish: boolean,
): Promise<StaffContentEntry> {
  if (!(await findEntry(db, id))) throw AppError.notFound();
  await setStatus(db, id, publish ? 'published' : 'draft', authorAccountId);
  return staffEntry(db, id);
}

export async function removeEntry(db: Database, id: string): Promise<void> {
  if (!(await deleteEntry(db, id))) throw AppError.notFound();
}
