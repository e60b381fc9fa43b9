import { describe, expect, it } from 'vitest';
import { makeMembership } from '../../testing/fixtures';
import { selectCompany } from './select-company';

const OVERLAY = { activeCompanyId: null, showSelect: true, storeAsDefault: null };

describe('company selection (spec part 1 §4)', () => {
  it('shows the overlay for a single company with a pending invitation, whatever is stored', () => {
    const only = makeMembership({ invitationPending: true });
    expect(selectCompany([only], null)).toEqual(OVERLAY);
    // A stored id of a pending membership is no choice: the API would refuse the company.
    expect(selectCompany([only], only.id)).toEqual(OVERLAY);
    expect(selectCompany([{ ...only, isDefault: true }], null)).toEqual(OVERLAY);
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
    expect(selectCompany([], null)).toEqual(OVERLAY);
    expect(selectCompany([], 'stale-id')).toEqual(OVERLAY);
  });

  it('shows the overlay for several companies without a stored choice', () => {
    const companies = [makeMembership(), makeMembership({ isOwner: false })];
    expect(selectCompany(companies, null)).toEqual(OVERLAY);
    expect(selectCompany(companies, 'not-mine')).toEqual(OVERLAY);
  });

  it('shows the overlay for an accepted company next to a pending invitation without a stored choice', () => {
    const companies = [makeMembership(), makeMembership({ invitationPending: true })];
    expect(selectCompany(companies, null)).toEqual(OVERLAY);
    // The pending one stored in the browser is no choice either.
    expect(selectCompany(companies, companies[1]!.id)).toEqual(OVERLAY);
  });

  it('uses the company stored in this browser', () => {
    const companies = [makeMembership(), makeMembership()];
    const stored = companies[1]!.id;
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

  it('asks in a new browser even when the server knows a default (decision 101)', () => {
    const companies = [makeMembership(), makeMembership({ isDefault: true })];
    expect(selectCompany(companies, null)).toEqual(OVERLAY);
    expect(selectCompany(companies, companies[0]!.id).activeCompanyId).toBe(companies[0]!.id);
  });
});
