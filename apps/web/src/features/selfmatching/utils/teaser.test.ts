import { describe, expect, it } from 'vitest';
import { ignoredValue, teaserVisible } from './teaser';

describe('self-matching teaser and ignore-sm', () => {
  it('shows when there are invitations or unread openings and nothing was put off', () => {
    expect(teaserVisible({ invitations: 1, unread: 0 }, null)).toBe(true);
    expect(teaserVisible({ invitations: 0, unread: 3 }, null)).toBe(true);
    expect(teaserVisible({ invitations: 0, unread: 0 }, null)).toBe(false);
  });

  it('"Später" hides it until there is more of either', () => {
    const stored = ignoredValue({ invitations: 2, unread: 5 });
    expect(stored).toBe('2:5');
    expect(teaserVisible({ invitations: 2, unread: 5 }, stored)).toBe(false);
    expect(teaserVisible({ invitations: 1, unread: 4 }, stored)).toBe(false);
    expect(teaserVisible({ invitations: 3, unread: 0 }, stored)).toBe(true);
    expect(teaserVisible({ invitations: 0, unread: 6 }, stored)).toBe(true);
  });

  it('ignores a stored value it does not understand', () => {
    expect(teaserVisible({ invitations: 1, unread: 0 }, 'true')).toBe(true);
    expect(teaserVisible({ invitations: 1, unread: 0 }, '1:x')).toBe(true);
  });
});
