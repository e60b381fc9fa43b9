import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { StaffContentEditorPage } from './staff-content-editor-page';

const id = uuid();
const saved = (body: Record<string, unknown>, status = 'draft') => ({
  id,
  translations: [],
  translationOf: null,
  sortOrder: 0,
  publishedAt: status === 'published' ? '2026-11-25T08:00:00.000Z' : null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  authorName: 'Sabine Kramer',
  category: null,
  teaser: null,
  ...body,
  status,
});

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

function renderEditor() {
  const router = createMemoryRouter(
    [{ path: '/advisor/staff/content/:id', Component: StaffContentEditorPage }],
    { initialEntries: ['/advisor/staff/content/new'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

describe('staff content editor', () => {
  it('previews Markdown without HTML, asks for the teaser of news, then creates and publishes', async () => {
    let created: Record<string, unknown> = {};
    const fetch = installFetch({
      'POST /v1/staff/content': (call) => {
        created = call.body as Record<string, unknown>;
        return json(201, saved(created));
      },
      [`POST /v1/staff/content/${id}/publish`]: () => json(200, saved(created, 'published')),
      [`GET /v1/staff/content/${id}`]: () => json(200, saved(created, 'published')),
    });
    const router = renderEditor();
    await screen.findByRole('heading', { name: 'Neuer Eintrag', level: 1 });

    fireEvent.change(field('Titel'), { target: { value: 'Infoabend in Köln' } });
    fireEvent.change(field('Text'), {
      target: {
        value: 'Ein **fetter** Satz.\n\n<script>window.__editor = 1</script><b onclick="x()">roh</b>',
      },
    });
    const preview = screen.getByText('Vorschau', { selector: 'p' }).nextElementSibling as HTMLElement;
    expect(within(preview).getByText('fetter').tagName).toBe('STRONG');
    expect(preview.querySelector('script, b, [onclick]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(field('Anriss').getAttribute('aria-invalid')).toBe('true'));
    expect(fetch.callsTo('POST', '/v1/staff/content')).toHaveLength(0);

    fireEvent.change(field('Anriss'), { target: { value: 'Alles über das Studium an einem Abend.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/advisor/staff/content/${id}`));
    expect(created).toMatchObject({
      kind: 'news',
      audience: 'applicant',
      unit: 'both',
      language: 'de',
      title: 'Infoabend in Köln',
      teaser: 'Alles über das Studium an einem Abend.',
    });
    expect(fetch.callsTo('POST', `/v1/staff/content/${id}/publish`)).toHaveLength(1);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Veröffentlicht – die Leserinnen und Leser sehen den Eintrag jetzt.',
    );
  });

  it('shows the fields of a FAQ entry: category, no audience and no teaser', async () => {
    installFetch({});
    renderEditor();
    await screen.findByRole('heading', { name: 'Neuer Eintrag', level: 1 });
    fireEvent.change(field('Art'), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByLabelText(/^Zielgruppe/)).toBeNull());
    expect(screen.queryByLabelText(/^Anriss/)).toBeNull();
    expect(field('Kategorie')).toBeTruthy();
    expect(field('Frage')).toBeTruthy();
    expect(field('Antwort')).toBeTruthy();
  });
});
