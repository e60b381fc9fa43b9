/**
 * Editorial content (issue 12, decisions 185–188): news, tips and FAQ entries in one table with a `kind`, written
 * by staff as Markdown (decision 180). Replaces the earlier, unused `news` table. A translation points at its
 * original (`translation_of`); readers get one row per original in their language, else German (decision 186).
 */
import {
  ContentAudience,
  ContentKind,
  ContentLanguage,
  ContentStatus,
  ContentUnit,
  FaqCategory,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { enumCheck, enumValues, timestamps } from '../columns';
import { accounts } from './applicants';

export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: enumValues(ContentKind) }).notNull(),
    status: text('status', { enum: enumValues(ContentStatus) })
      .notNull()
      .default('draft'),
    audience: text('audience', { enum: enumValues(ContentAudience) }).notNull(),
    unit: text('unit', { enum: enumValues(ContentUnit) })
      .notNull()
      .default('both'),
    language: text('language', { enum: enumValues(ContentLanguage) })
      .notNull()
      .default('de'),
    /** The original this entry translates; its translations go with it. */
    translationOf: uuid('translation_of').references((): AnyPgColumn => contentEntries.id, {
      onDelete: 'cascade',
    }),
    /** FAQ entries only. */
    category: text('category', { enum: enumValues(FaqCategory) }),
    /** Title of news and tips, the question of a FAQ entry. */
    title: text('title').notNull(),
    /** News only: the line lists and cards show. */
    teaser: text('teaser'),
    /** Markdown source as staff typed it (news text, tip, FAQ answer). */
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** First publication (news are ordered by it); kept through unpublish and publish again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The staff member who last saved the entry. */
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // Readers: published entries of one kind, newest or in sort order.
    index('content_entries_kind_status_idx').on(t.kind, t.status, t.publishedAt),
    // One translation per language and original.
    // Originals have no `translation_of`; NULLs are distinct in a unique index, so they never collide.
    uniqueIndex('content_entries_translation_language_key').on(t.translationOf, t.language),
    index('content_entries_author_idx').on(t.authorAccountId),
    check('content_entries_published_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    check('content_entries_faq_category_check', sql`(${t.kind} = 'faq') = (${t.category} is not null)`),
    check('content_entries_news_teaser_check', sql`${t.kind} <> 'news' or ${t.teaser} is not null`),
    enumCheck(t.kind),
    enumCheck(t.status),
    enumCheck(t.audience),
    enumCheck(t.unit),
    enumCheck(t.language),
    enumCheck(t.category),
  ],
);
