import { describe, expect, it } from 'vitest';
import { makeMembership } from '../../testing/fixtures';
import { selectCompany } from './select-company';

describe('company selection', () => {
  it('shows the overlay for a single company with a pending invitation', () => {
    const only = makeMembership({ invitationPending: true });
    expect(selectCompany([only], null)).toEqual({
      activeCompanyId: null,
      showSelect: true,
      storeAsDefault: null,
    });
    expect(selectCompany([only], only.id)).toEqual({
      activeCompanyId: null,
      showSelect: true,
      storeAsDefault: null,
    });
  });

  it('sets a single company without a stored choice as the default automatically', () => {
    const only = makeMembership();
    expect(selectCompany([only], null)).toEqual({
      activeCompanyId: only.id,
      showSelect: false,
      storeAsDefault: only.id,
    });
    expect(selectCompany([only], 'stale-id')).toEqual({
      activeCompanyId: only.id,
      showSelect: false,
      storeAsDefault: only.id,
    });
  });

  it('shows the overlay when the user has no company', () => {
    expect(selectCompany([], null)).toEqual({
      activeCompanyId: null,
      showSelect: true,
      storeAsDefault: null,
    });
  });

  it('shows the overlay for several companies without a stored choice', () => {
    const companies = [makeMembership(), makeMembership({ isOwner: false })];
    expect(selectCompany(companies, null)).toEqual({
      activeCompanyId: null,
      showSelect: true,
      storeAsDefault: null,
    });
    expect(selectCompany(companies, 'not-mine')).toEqual({
      activeCompanyId: null,
      showSelect: true,
      storeAsDefault: null,
    });
  });

  it('uses the stored company otherwise', () => {
    const companies = [makeMembership(), makeMembership()];
    const stored = companies[1]?.id ?? '';
    expect(selectCompany(companies, stored)).toEqual({
      activeCompanyId: stored,
      showSelect: false,
      storeAsDefault: null,
    });
    const only = makeMembership();
    expect(selectCompany([only], only.id)).toEqual({
      activeCompanyId: only.id,
      showSelect: false,
      storeAsDefault: null,
    });
  });
});
