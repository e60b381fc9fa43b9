import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/app-state';
import { signOutAtProvider, startLogin } from '../../lib/auth';
import type * as AuthModule from '../../lib/auth';
import { changeLanguage } from '../../lib/i18n';
import { EmailNotVerifiedScreen } from './email-not-verified-screen';

vi.mock('../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  startLogin: vi.fn(() => Promise.resolve()),
  signOutAtProvider: vi.fn(() => Promise.resolve()),
}));

beforeEach(async () => {
  appStore.reset();
  vi.mocked(startLogin).mockClear();
  vi.mocked(signOutAtProvider).mockClear();
  await changeLanguage('de');
});

describe('EmailNotVerifiedScreen', () => {
  it('explains the mailed link (du) and signs in again from scratch', () => {
    appStore.set({ apiError: { code: 1011, message: 'x' } });
    render(<EmailNotVerifiedScreen mode="applicant" />);
    expect(screen.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeTruthy();
    expect(screen.getByText(/haben wir dir eine E-Mail mit einem Link geschickt/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(appStore.get().apiError).toBeNull();
    expect(startLogin).toHaveBeenCalledWith({ mode: 'applicant' });
  });

  it('speaks formally in the company portal and can leave the provider session for another address', () => {
    render(<EmailNotVerifiedScreen mode="company" />);
    expect(screen.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mit einer anderen E-Mail-Adresse anmelden' }));
    expect(signOutAtProvider).toHaveBeenCalledWith('company');
  });

  it('is translated, right-to-left languages included', async () => {
    await changeLanguage('ar');
    render(<EmailNotVerifiedScreen mode="applicant" />);
    expect(screen.getByRole('heading', { name: 'يُرجى تأكيد بريدك الإلكتروني' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
