/** Issue 8, item 9: the company-choice overlay, which cannot be closed without a choice, offers a logout. */
import type { CompanyMembership } from '@portal/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../lib/auth';
import type * as AuthModule from '../../../lib/auth';
import { activeCompanyStore, openCompanySelect } from '../../../shared/company/active-company';
import { CompanySelectDialog } from './company-select-dialog';

vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  logout: vi.fn(() => Promise.resolve()),
}));

const companies = [
  {
    id: '2b6c0a39-3f0e-4e57-9d39-6a7b9c2d8e11',
    name: 'Nordlicht Logistik GmbH',
    isOwner: true,
    invitationPending: false,
  },
  {
    id: '7e1f3a52-95c4-4bb1-8d3e-1f6a2c9b4d22',
    name: 'Hanse Handel AG',
    isOwner: false,
    invitationPending: false,
  },
] as unknown as CompanyMembership[];

beforeEach(() => {
  vi.mocked(logout).mockClear();
  act(() => activeCompanyStore.set({ activeCompanyId: null, selectOpen: false, selectRequired: false }));
});

describe('company-select overlay', () => {
  it('offers a logout next to the companies when a choice is required', async () => {
    render(<CompanySelectDialog companies={companies} />);
    act(() => openCompanySelect(true));
    const dialog = await screen.findByRole('dialog', { name: 'Unternehmen auswählen' });
    expect(within(dialog).getByRole('button', { name: /Nordlicht Logistik GmbH/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(logout).toHaveBeenCalledWith('company');
  });

  it('keeps the logout when the person has no company yet', async () => {
    render(<CompanySelectDialog companies={[]} />);
    act(() => openCompanySelect(true));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button', { name: 'Abmelden' })).toHaveLength(1);
  });
});
