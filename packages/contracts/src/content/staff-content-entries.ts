/**
 * The staff editor's calls (`/v1/staff/content`, access `staff`; issue 12, decisions 185–188): list with
 * filters, create, read, update, publish, unpublish and delete news, tips and FAQ entries. Bodies are Markdown
 * stored verbatim (decision 180).
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { defineRoute } from '../http';
import {
  CONTENT_LIMITS,
  ContentAudience,
  ContentBody,
  ContentIdParams,
  ContentKind,
  ContentLanguage,
  ContentStatus,
  ContentTeaser,
  ContentTitle,
  ContentUnit,
  FaqCategory,
} from './content-entry';
import { text } from '../text';

export const StaffContentEntry = z.object({
  id: z.uuid(),
  kind: ContentKind,
  status: ContentStatus,
  audience: ContentAudience,
  unit: ContentUnit,
  language: ContentLanguage,
  /** The entry this one translates (decision 186); `null` for an original. */
  translationOf: z.uuid().nullable(),
  /** Languages the entry's translations exist in (only on originals). */
  translations: z.array(z.object({ id: z.uuid(), language: ContentLanguage, status: ContentStatus })),
  category: FaqCategory.nullable(),
  title: z.string(),
  teaser: z.string().nullable(),
  body: z.string(),
  sortOrder: z.number().int(),
  /** First publication; kept when an entry is unpublished and published again. */
  publishedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** The staff member who last saved it; `null` once that account is gone. */
  authorName: z.string().nullable(),
});
export type StaffContentEntry = z.infer<typeof StaffContentEntry>;

export const StaffContentQuery = z.object({
  kind: ContentKind.optional(),
  status: ContentStatus.optional(),
  audience: ContentAudience.optional(),
  language: ContentLanguage.optional(),
  /** Part of the title (case-insensitive). */
  q: text({ max: CONTENT_LIMITS.searchMax }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTENT_LIMITS.staffPageSizeMax)
    .default(CONTENT_LIMITS.staffPageSize),
});
export type StaffContentQuery = z.input<typeof StaffContentQuery>;

export const StaffContentPage = z.object({
  items: z.array(StaffContentEntry),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type StaffContentPage = z.infer<typeof StaffContentPage>;

/**
 * What staff write. Kind-dependent rules: news need a teaser; FAQ entries a category; tips and FAQ entries are
 * for applicants only. Teaser and category of other kinds are dropped. A translation (`translationOf`) takes
 * audience, unit, category and sort order from its original (decision 186).
 */
export const ContentEntryBody = z
  .strictObject({
    kind: ContentKind,
    audience: ContentAudience,
    unit: ContentUnit,
    language: ContentLanguage,
    translationOf: z.uuid().nullable().default(null),
    category: FaqCategory.nullable().default(null),
    title: ContentTitle,
    /** An empty teaser is none. */
    teaser: z.preprocess((value) => (value === '' ? null : value), ContentTeaser.nullable().default(null)),
    body: ContentBody,
    sortOrder: z.number().int().min(0).max(CONTENT_LIMITS.sortOrderMax).default(0),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'news' && !value.teaser) {
      ctx.addIssue({ code: 'custom', path: ['teaser'], message: 'required' });
    }
    if (value.kind === 'faq' && !value.category) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'required' });
    }
    if (value.kind !== 'news' && value.audience !== 'applicant') {
      ctx.addIssue({ code: 'custom', path: ['audience'], message: 'invalid_option' });
    }
  });
export type ContentEntryBody = z.input<typeof ContentEntryBody>;
export type ContentEntryValues = z.output<typeof ContentEntryBody>;

export const listStaffContent = defineRoute({
  method: 'GET',
  path: '/v1/staff/content',
  summary: 'News, tips and FAQ entries for the staff editor, newest change first, filtered',
  query: StaffContentQuery,
  response: StaffContentPage,
});

export const createStaffContent = defineRoute({
  method: 'POST',
  path: '/v1/staff/content',
  summary: 'Create a content entry (as a draft)',
  successStatus: 201,
  body: ContentEntryBody,
  response: StaffContentEntry,
});

export const getStaffContent = defineRoute({
  method: 'GET',
  path: '/v1/staff/content/{id}',
  summary: 'One content entry for the staff editor',
  params: ContentIdParams,
  response: StaffContentEntry,
});

/** Replaces the entry's fields; kind and translation link cannot change (`CONTENT_KIND_NOT_CHANGEABLE`). */
export const updateStaffContent = defineRoute({
  method: 'PUT',
  path: '/v1/staff/content/{id}',
  summary: 'Save a content entry (its status stays)',
  params: ContentIdParams,
  body: ContentEntryBody,
  response: StaffContentEntry,
});

export const publishStaffContent = defineRoute({
  method: 'POST',
  path: '/v1/staff/content/{id}/publish',
  summary: 'Publish a content entry (readers see it at once)',
  params: ContentIdParams,
  response: StaffContentEntry,
});

export const unpublishStaffContent = defineRoute({
  method: 'POST',
  path: '/v1/staff/content/{id}/unpublish',
  summary: 'Take a content entry back to draft',
  params: ContentIdParams,
  response: StaffContentEntry,
});

/** Deletes the entry and, for an original, its translations. */
export const deleteStaffContent = defineRoute({
  method: 'DELETE',
  path: '/v1/staff/content/{id}',
  summary: 'Delete a content entry (and its translations)',
  params: ContentIdParams,
  response: z.object({}),
});
