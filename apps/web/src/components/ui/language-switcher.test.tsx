import { languageList } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFetch, json } from '../../testing/mock-fetch';
import { changeLanguage } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

function renderSwitcher() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LanguageSwitcher />
    </QueryClientProvider>,
  );
}

/** Radix menus open from the keyboard as well; happy-dom has no pointer capture. */
async function openMenu() {
  fireEvent.keyDown(await screen.findByRole('button', { name: /Sprache/ }), { key: 'Enter' });
  return screen.findByRole('menu');
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitemradio')
    .map((item) => item.textContent);

afterEach(async () => {
  await changeLanguage('de');
});

describe('language switcher', () => {
  it('lists the languages GET /v1/languages answers, the pinned ones first', async () => {
    // The server's answer wins over the bundled list (here with a marked name, to tell them apart).
    const answer = languageList().map((language) =>
      language.code === 'it' ? { ...language, autonym: 'Italiano (Server)' } : language,
    );
    const fetch = installFetch({ 'GET /v1/languages': json(200, answer) });
    renderSwitcher();
    await waitFor(() => expect(fetch.callsTo('GET', '/v1/languages')).toHaveLength(1));
    const menu = await openMenu();
    await waitFor(() => expect(names(menu)).toContain('Italiano (Server)'));
    expect(names(menu)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Italiano (Server)',
      'Русский',
      'Polski',
      'العربية',
      'فارسی',
      'Türkçe',
    ]);
    expect(within(menu).getByText('العربية').getAttribute('dir')).toBe('rtl');
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  });

  it('still offers all ten languages when the call fails, and stays on the page', async () => {
    installFetch({ 'GET /v1/languages': json(503, { code: 503, message: 'down', errors: [] }) });
    const before = window.location.pathname;
    renderSwitcher();
    const menu = await openMenu();
    expect(names(menu)).toHaveLength(10);
    expect(names(menu).slice(0, 3)).toEqual(['English', 'Español', 'Français']);
    expect(window.location.pathname).toBe(before);

    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });
});
