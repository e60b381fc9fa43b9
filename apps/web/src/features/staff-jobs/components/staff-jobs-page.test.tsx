import { STORAGE_KEYS, type FailedJob, type FailedJobsPage } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerNavigator } from '../../../lib/navigation';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { StaffJobsPage } from './staff-jobs-page';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

const LIST = '/v1/staff/jobs/failed';
const LONG_ERROR = `SMTP 550 mailbox unavailable: ${'x'.repeat(260)} END-OF-MESSAGE`;

/** German date and time of a moment in the test machine's time zone (the date is the same in every zone near UTC). */
const at = (iso: string) => {
  const hours = String(new Date(iso).getHours()).padStart(2, '0');
  const minutes = String(new Date(iso).getMinutes()).padStart(2, '0');
  return `${hours}:${minutes}`;
};

function job(overrides: Partial<FailedJob> = {}): FailedJob {
  return {
    id: uuid(),
    name: 'mail-delivery',
    createdAt: '2026-11-24T11:05:00.000Z',
    failedAt: '2026-11-24T12:15:00.000Z',
    attempts: 4,
    error: 'connect ECONNREFUSED 127.0.0.1:25',
    ...overrides,
  };
}

function pageOf(items: FailedJob[], overrides: Partial<FailedJobsPage> = {}): FailedJobsPage {
  return {
    items,
    page: 1,
    perPage: 25,
    total: items.length,
    pages: 1,
    queues: [
      { name: 'mail-delivery', queued: 3, active: 1, failed: 2 },
      { name: 'unit-assignment', queued: 0, active: 0, failed: 0 },
      { name: 'newsletter', queued: 7, active: 2, failed: 1 },
    ],
    ...overrides,
  };
}

function renderPage(entry = '/advisor/staff/jobs') {
  const router = createMemoryRouter([{ path: '/advisor/staff/jobs', Component: StaffJobsPage }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const rows = () => screen.queryAllByTestId('failed-job');

async function confirmRetryOf(label: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: 'Job erneut ausführen?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut ausführen' }));
  return dialog;
}

describe('staff jobs page', () => {
  it('shows the queues per kind and the failed jobs with German dates, attempts and the clipped error', async () => {
    const mail = job();
    const newsletter = job({
      name: 'newsletter',
      createdAt: '2026-11-20T10:00:00.000Z',
      failedAt: '2026-11-21T09:30:00.000Z',
      attempts: 3,
      error: LONG_ERROR,
    });
    installFetch({ [`GET ${LIST}`]: json(200, pageOf([mail, newsletter])) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Hintergrund-Jobs' });

    // Every kind of the contract has a card with its German name; missing kinds count 0.
    const queues = await screen.findByRole('region', { name: 'Warteschlangen' });
    const cards = within(queues).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mail-Versand',
      'Einheiten-Zuordnung',
      'Zuordnung nachholen',
      'Match-Erinnerungen',
      'Newsletter',
      'Aufräumen',
    ]);
    const counts = (name: string) =>
      within(screen.getByTestId(`queue-${name}`))
        .getAllByRole('definition')
        .map((d) => d.textContent);
    expect(counts('mail-delivery')).toEqual(['3', '1', '2']);
    expect(counts('newsletter')).toEqual(['7', '2', '1']);
    expect(counts('housekeeping')).toEqual(['0', '0', '0']);

    const list = screen.getByRole('region', { name: 'Fehlgeschlagene Jobs' });
    expect(within(list).getByText('Fehlgeschlagene Jobs: 2')).toBeTruthy();
    const [first, second] = rows();
    expect(within(first!).getByText('Mail-Versand')).toBeTruthy();
    expect(first!.textContent).toContain(`Erstellt:24.11.2026, ${at(mail.createdAt)}`);
    expect(first!.textContent).toContain(`Fehlgeschlagen:24.11.2026, ${at(mail.failedAt)}`);
    expect(first!.textContent).toContain('Versuche:4');
    expect(within(first!).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(second!.textContent).toContain(`Fehlgeschlagen:21.11.2026, ${at(newsletter.failedAt)}`);

    // The long message is clipped until asked for; the short one has no button.
    expect(within(first!).queryByRole('button', { name: 'Ganze Meldung anzeigen' })).toBeNull();
    expect(second!.textContent).not.toContain('END-OF-MESSAGE');
    const more = within(second!).getByRole('button', { name: 'Ganze Meldung anzeigen' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(second!.textContent).toContain('END-OF-MESSAGE');
    expect(
      within(second!).getByRole('button', { name: 'Meldung kürzen' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('filters by kind in the address and the call, and goes back to page 1', async () => {
    const fetch = installFetch({
      [`GET ${LIST}`]: (call) => {
        const name = call.url.searchParams.get('name');
        return json(
          200,
          name === 'newsletter'
            ? pageOf([job({ name: 'newsletter' })])
            : pageOf([job(), job({ name: 'newsletter' })], { page: 2, pages: 3, total: 60 }),
        );
      },
    });
    const router = renderPage('/advisor/staff/jobs?page=2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(fetch.callsTo('GET', LIST)[0]!.url.searchParams.get('page')).toBe('2');
    expect(fetch.callsTo('GET', LIST)[0]!.url.searchParams.get('name')).toBeNull();
    expect(screen.getByText('Seite 2 von 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Art'), { target: { value: 'newsletter' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=newsletter'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const last = fetch.callsTo('GET', LIST).at(-1)!.url.searchParams;
    expect(last.get('name')).toBe('newsletter');
    expect(last.get('page')).toBe('1');
  });

  it('runs a job again: the right address, the row leaves at once, success is announced', async () => {
    const mail = job();
    const other = job({ name: 'housekeeping', error: 'relation "sessions" does not exist' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = installFetch({
      [`GET ${LIST}`]: [
        json(200, pageOf([mail, other], { total: 2 })),
        async () => {
          await gate;
          return json(200, pageOf([other], { total: 1 }));
        },
      ],
      [`POST /v1/staff/jobs/mail-delivery/${mail.id}/retry`]: json(200, {
        id: mail.id,
        name: 'mail-delivery',
        state: 'queued',
      }),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('');

    await confirmRetryOf(/^Erneut ausführen: Mail-Versand, fehlgeschlagen am 24\.11\.2026/);
    await waitFor(() => expect(rows()).toHaveLength(1));
    // Gone before the list is fetched again, and counted out of its queue.
    expect(fetch.callsTo('POST', `/v1/staff/jobs/mail-delivery/${mail.id}/retry`)).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('Aufräumen');
    expect(screen.getByText('Fehlgeschlagene Jobs: 1')).toBeTruthy();
    expect(
      within(screen.getByTestId('queue-mail-delivery'))
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '1', '1']);
    expect(screen.getByRole('status').textContent).toBe('Der Job „Mail-Versand“ wurde wieder eingereiht.');
    expect(screen.queryByRole('dialog')).toBeNull();

    release();
    await waitFor(() => expect(fetch.callsTo('GET', LIST)).toHaveLength(2));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows the translated refusal when the job is no longer failed (409, code 2981) and keeps the row', async () => {
    const mail = job();
    installFetch({
      [`GET ${LIST}`]: json(200, pageOf([mail])),
      [`POST /v1/staff/jobs/mail-delivery/${mail.id}/retry`]: json(409, {
        code: 2981,
        message: 'Only a job that failed for good can be run again.',
      }),
    });
    renderPage();
    const dialog = await confirmRetryOf(/^Erneut ausführen: Mail-Versand/);
    // The date in the question is isolated left to right and kept on one line (Arabic, Persian).
    expect(dialog.textContent).toContain(
      `Mail-Versand, fehlgeschlagen am \u206624.11.2026,\u00a0${at(mail.failedAt)}\u2069.`,
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Nur ein endgültig fehlgeschlagener Job kann erneut gestartet werden.',
    );
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows a network failure inline instead of leaving the page', async () => {
    const mail = job();
    installFetch({
      [`GET ${LIST}`]: json(200, pageOf([mail])),
      [`POST /v1/staff/jobs/mail-delivery/${mail.id}/retry`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const router = renderPage();
    // The API client's reactions navigate through the registered router (the maintenance page on other calls).
    const unregister = registerNavigator((to) => void router.navigate(to));
    try {
      const dialog = await confirmRetryOf(/^Erneut ausführen: Mail-Versand/);
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Keine Verbindung zum Server.');
      expect(router.state.location.pathname).toBe('/advisor/staff/jobs');
    } finally {
      unregister();
    }
  });

  it('says so when no job failed, and per kind when filtered', async () => {
    installFetch({ [`GET ${LIST}`]: json(200, pageOf([], { queues: [] })) });
    renderPage();
    expect(await screen.findByText('Keine fehlgeschlagenen Jobs – alles ist gelaufen.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Warteschlangen' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Art'), { target: { value: 'housekeeping' } });
    expect(await screen.findByText('Keine fehlgeschlagenen Jobs der Art „Aufräumen“.')).toBeTruthy();
  });
});
