import { describe, expect, it } from 'vitest';
import { filtersOf, hasFilters, searchOf, sectionOf, toggleFilter } from './filters';

const A = '0b9c3f7e-3f2a-4d8b-9a51-1c2d3e4f5a6b';
const B = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

describe('self-matching state in the address', () => {
  it('reads section, page and the three comma lists, dropping what is not an id or a date', () => {
    const params = new URLSearchParams(
      `tab=all&page=3&courses=${B},${A},nonsense&campuses=${A}&intakes=2027-10-01,morgen,2027-04-01`,
    );
    expect(sectionOf(params)).toBe('all');
    expect(filtersOf(params)).toEqual({
      page: 3,
      courses: [B, A].sort(),
      campuses: [A],
      intakes: ['2027-04-01', '2027-10-01'],
    });
  });

  it('falls back to the recommendations, page 1 and no filters for a bare or edited address', () => {
    const params = new URLSearchParams('tab=admin&page=-4&courses=');
    expect(sectionOf(params)).toBe('recommended');
    expect(filtersOf(params)).toEqual({ page: 1, courses: [], campuses: [], intakes: [] });
    expect(filtersOf(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(hasFilters(filtersOf(params))).toBe(false);
  });

  it('writes the address back so that reading it gives the same state (back button keeps the filter)', () => {
    const filters = { page: 2, courses: [B, A], campuses: [], intakes: ['2027-10-01'] };
    const search = searchOf('all', filters);
    expect(search).toBe(`?tab=all&courses=${[A, B].sort().join(',')}&intakes=2027-10-01&page=2`);
    const back = new URLSearchParams(search);
    expect(sectionOf(back)).toBe('all');
    expect(filtersOf(back)).toEqual({ ...filters, courses: [A, B].sort() });
  });

  it('leaves out defaults and filters of other sections', () => {
    expect(searchOf('recommended')).toBe('');
    expect(searchOf('recommended', { page: 1 })).toBe('');
    expect(searchOf('favorites', { courses: [A] })).toBe('?tab=favorites');
    expect(searchOf('recommended', { page: 4 })).toBe('?page=4');
  });

  it('toggling a value adds or removes it and returns to the first page', () => {
    const start = { page: 5, courses: [A], campuses: [], intakes: [] };
    const added = toggleFilter(start, 'courses', B);
    expect(added).toEqual({ page: 1, courses: [A, B].sort(), campuses: [], intakes: [] });
    expect(toggleFilter(added, 'courses', A).courses).toEqual([B]);
    expect(hasFilters(added)).toBe(true);
  });
});
