/**
 * Readability rules of issue 8, item 9: text contrast meets WCAG AA (4.5:1 for normal-sized text) for the footer's
 * version line and the notification badge, long e-mail addresses break only where they must (or are truncated
 * with the full address in a title), and no screen breaks text anywhere with `break-all`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@portal/contracts';
import { installFetch, json } from '../testing/mock-fetch';
import { UserMenu } from './layouts/user-menu';
import { SiteFooter } from './layouts/site-footer';
import { NotificationBell } from './notifications/notification-bell';

const WHITE = '#ffffff';
/** `apps/web/src`, whether Vitest runs from the repository or from the web project. */
const SRC = [join(process.cwd(), 'apps/web/src'), join(process.cwd(), 'src')].find((dir) =>
  existsSync(join(dir, 'styles/index.css')),
)!;
const stylesheet = readFileSync(join(SRC, 'styles/index.css'), 'utf8');

/** The hex value of a theme colour (`ink-600` → `--color-ink-600`), or white. */
function themeColor(name: string): string {
  if (name === 'white') return WHITE;
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(stylesheet);
  if (!match) throw new Error(`no colour ${name} in the theme`);
  return match[1]!;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The theme colour of the element's `text-*` or `bg-*` class. */
function classColor(element: Element, prefix: 'text' | 'bg'): string {
  const token = [...element.classList].find((c) => new RegExp(`^${prefix}-(white|[a-z]+-\\d{2,3})$`).test(c));
  if (!token) throw new Error(`no ${prefix} colour class on ${element.outerHTML}`);
  return themeColor(token.slice(prefix.length + 1));
}

describe('contrast (WCAG AA, 4.5:1)', () => {
  it('the version line of the footer, on white and on the page background', () => {
    render(<SiteFooter links={[]} />);
    const version = screen.getByText(/Version 2\.8\.0/);
    const color = classColor(version, 'text');
    expect(contrast(color, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, themeColor('ink-50'))).toBeGreaterThanOrEqual(4.5);
  });

  it('the unread count on the notification bell', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    installFetch({ 'GET /v1/notifications': json(200, { items: [], total: 3, unread: 3 }) });
    const router = createMemoryRouter([{ path: '/', Component: NotificationBell }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const badge = await screen.findByText('3');
    expect(contrast(classColor(badge, 'text'), classColor(badge, 'bg'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('long e-mail addresses', () => {
  const email = 'maximiliane.mustermann-schulze@studierende.hochschule-beispiel.example';

  it('the user menu truncates the address and names it in full in a title', async () => {
    render(<UserMenu name="Maximiliane Mustermann-Schulze" email={email} onLogout={() => undefined} />);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Enter' });
    const shown = await screen.findByText(email);
    expect(shown.className).toContain('truncate');
    expect(shown.getAttribute('title')).toBe(email);
  });

  it('no screen breaks words anywhere (break-all); long text wraps only where it must', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'),
    );
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((path) => /\bbreak-all\b/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('product name', () => {
  it('is "Bewerberportal" everywhere: no screen, translation or mail of the API says "Bewerbungsportal"', () => {
    const roots = [SRC, join(SRC, '../../api/src')];
    const offenders = roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.(tsx?|json)$/.test(path) && !/\.test\.tsx?$/.test(path))
        .filter((path) => /Bewerbungsportal/i.test(readFileSync(join(root, path), 'utf8')))
        .map((path) => join(root, path)),
    );
    expect(offenders).toEqual([]);
  });
});
