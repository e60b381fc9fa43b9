/**
 * Editorial content staff write and publish in the workspace's staff area (issue 12, decisions 180, 185–188):
 * tips and the FAQ for applicants (spec part 1 §2 `tips`, `faq`; the FAQ's four categories of §2), and news for
 * applicants (spec part 2 §7.3 `/news`) and companies (spec part 1 §2 `news`, `news/{id}`). Bodies are Markdown
 * source text, stored as typed and never rendered by the API.
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { LIMITS, SUPPORTED_LOCALES } from '../constants';
import { Unit } from '../enums';
import { text } from '../text';

export const CONTENT_KINDS = ['news', 'tip', 'faq'] as const;
export const ContentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKind>;

export const ContentStatus = z.enum(['draft', 'published']);
export type ContentStatus = z.infer<typeof ContentStatus>;

/** Who reads an entry. Tips and FAQ entries are for applicants only (decision 185). */
export const ContentAudience = z.enum(['applicant', 'company', 'both']);
export type ContentAudience = z.infer<typeof ContentAudience>;

/** Which applicant area shows an entry: Dualstudium, Fernstudium or both (company-only news: `both`). */
export const ContentUnit = z.enum(['ds', 'fs', 'both']);
export type ContentUnit = z.infer<typeof ContentUnit>;

/** The FAQ's four categories (spec part 1 §2), in the order the FAQ page shows them. */
export const FAQ_CATEGORIES = ['dual_study', 'study_advice', 'data_and_documents', 'partner_search'] as const;
export const FaqCategory = z.enum(FAQ_CATEGORIES);
export type FaqCategory = z.infer<typeof FaqCategory>;

export const ContentLanguage = z.enum(SUPPORTED_LOCALES);
export type ContentLanguage = z.infer<typeof ContentLanguage>;

/** The language every entry falls back to when it has no translation in the reader's (decision 186). */
export const CONTENT_SOURCE_LANGUAGE = 'de' satisfies ContentLanguage;

export const CONTENT_LIMITS = {
  titleMin: 3,
  titleMax: 160,
  teaserMin: 10,
  teaserMax: 300,
  bodyMin: 1,
  bodyMax: 20_000,
  sortOrderMax: 9999,
  /** A FAQ search term: at least 2 characters, the whole query at most 100. */
  searchMin: 2,
  searchMax: 100,
  staffPageSize: 25,
  staffPageSizeMax: 100,
  newsPageSizeMax: 50,
} as const;

/** The reader's UI language; entries fall back to German (decision 186). */
export const ReaderLanguageQuery = z.object({
  lang: ContentLanguage.default(CONTENT_SOURCE_LANGUAGE),
});

/** The applicant area the reader is in; must be one of the account's units (else `CONTENT_UNIT_NOT_HELD`). */
export const ReaderUnitQuery = z.object({ unit: Unit.optional() });

export const ContentIdParams = z.object({ id: z.uuid() });

/** One news item as readers get it (applicants and companies). */
export const NewsItem = z.object({
  id: z.uuid(),
  title: z.string(),
  teaser: z.string(),
  /** Markdown source (decision 180). */
  body: z.string(),
  language: ContentLanguage,
  publishedAt: IsoDateTime,
});
export type NewsItem = z.infer<typeof NewsItem>;

export const NewsPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(CONTENT_LIMITS.newsPageSizeMax).default(LIMITS.newsPageSize),
});

export const NewsPage = z.object({
  items: z.array(NewsItem),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type NewsPage = z.infer<typeof NewsPage>;

export const Tip = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  language: ContentLanguage,
  updatedAt: IsoDateTime,
});
export type Tip = z.infer<typeof Tip>;

export const FaqEntry = z.object({
  id: z.uuid(),
  category: FaqCategory,
  question: z.string(),
  /** Markdown source (decision 180). */
  answer: z.string(),
  language: ContentLanguage,
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const ContentTitle = text({ min: CONTENT_LIMITS.titleMin, max: CONTENT_LIMITS.titleMax });
export const ContentTeaser = text({ min: CONTENT_LIMITS.teaserMin, max: CONTENT_LIMITS.teaserMax });
export const ContentBody = text({
  min: CONTENT_LIMITS.bodyMin,
  max: CONTENT_LIMITS.bodyMax,
  multiline: true,
});
