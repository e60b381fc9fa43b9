/**
 * The self-matching overview's state in the address (decision 153): the section (`tab`), the page of a list and
 * the filters of "Alle Stellen" (`courses`, `campuses`, `intakes` as comma lists, like the API's query). Going
 * back restores them; a shared link opens the same view. Values that are not ids or dates are dropped, so an
 * edited address never makes the API answer 400.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The API accepts at most 50 values per list. */
const MAX_VALUES = 50;

export const SECTIONS = ['recommended', 'invitations', 'applications', 'favorites', 'all'] as const;
export type Section = (typeof SECTIONS)[number];

export interface OpeningFilters {
  page: number;
  courses: string[];
  campuses: string[];
  intakes: string[];
}

function list(params: URLSearchParams, name: string, pattern: RegExp): string[] {
  const values = (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => pattern.test(value));
  return [...new Set(values)].sort().slice(0, MAX_VALUES);
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function sectionOf(params: URLSearchParams): Section {
  const tab = params.get('tab');
  return (SECTIONS as readonly string[]).includes(tab ?? '') ? (tab as Section) : 'recommended';
}

export function filtersOf(params: URLSearchParams): OpeningFilters {
  return {
    page: pageOf(params),
    courses: list(params, 'courses', UUID),
    campuses: list(params, 'campuses', UUID),
    intakes: list(params, 'intakes', ISO_DATE),
  };
}

export function hasFilters(filters: OpeningFilters): boolean {
  return filters.courses.length + filters.campuses.length + filters.intakes.length > 0;
}

/** The address query of a section with its page and (for "all") its filters; defaults are left out. */
export function searchOf(section: Section, filters: Partial<OpeningFilters> = {}): string {
  const params = new URLSearchParams();
  if (section !== 'recommended') params.set('tab', section);
  if (section === 'all') {
    for (const name of ['courses', 'campuses', 'intakes'] as const) {
      const values = [...new Set(filters[name] ?? [])].sort();
      if (values.length) params.set(name, values.join(','));
    }
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

/** Adds or removes one value of a filter; changing a filter goes back to the first page. */
export function toggleFilter(
  filters: OpeningFilters,
  name: 'courses' | 'campuses' | 'intakes',
  value: string,
): OpeningFilters {
  const current = filters[name];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  return { ...filters, [name]: next, page: 1 };
}
