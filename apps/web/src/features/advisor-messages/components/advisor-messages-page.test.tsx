import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { AdvisorMessagesPage } from './advisor-messages-page';

const reply = {
  id: uuid(),
  senderRole: 'study_advisor',
  senderName: 'Anna Berger',
  subject: null,
  text: 'Bring deinen Lebenslauf gern mit.',
  readAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/ds/messages', Component: AdvisorMessagesPage }], {
    initialEntries: ['/ds/messages'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

describe('messages to the study advisor', () => {
  it("shows the advisor's replies, requires a text and sends the message", async () => {
    const fetch = installFetch({
      'GET /v1/advisor-messages': json(200, [reply]),
      'POST /v1/advisor-messages': json(201, {
        ...reply,
        id: uuid(),
        senderRole: 'applicant',
        text: 'Danke!',
      }),
    });
    renderPage();
    expect(await screen.findByText('Bring deinen Lebenslauf gern mit.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte fülle alle erforderlichen Felder korrekt aus!')).toBeTruthy();
    expect(fetch.callsTo('POST', '/v1/advisor-messages')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Deine Nachricht/), { target: { value: 'Danke!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Deine Nachricht ist verschickt.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/v1/advisor-messages')[0]?.body).toEqual({ text: 'Danke!' });
    expect((screen.getByLabelText(/Deine Nachricht/) as HTMLTextAreaElement).value).toBe('');
  });

  it('explains a missing advisor (409, code 2201)', async () => {
    installFetch({
      'GET /v1/advisor-messages': json(200, []),
      'POST /v1/advisor-messages': json(409, { code: 2201, message: 'Kein Studienberater' }),
    });
    renderPage();
    expect(await screen.findByText('Noch keine Nachrichten. Schreib die erste!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Deine Nachricht/), { target: { value: 'Hallo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText(
        'Dir ist noch keine Studienberatung zugeordnet. Bitte versuche es später erneut.',
      ),
    ).toBeTruthy();
  });
});

describe('dates on the messages page (issue 8, item 9)', () => {
  it('print in the German format in every UI language', async () => {
    const { i18n } = await import('../../../lib/i18n');
    installFetch({
      'GET /v1/advisor-messages': json(200, [{ ...reply, createdAt: '2026-11-04T08:05:00.000Z' }]),
    });
    await i18n.changeLanguage('en');
    try {
      renderPage();
      // 08:05 UTC is 09:05 in Berlin (the test runs in the machine's zone; the pattern is what matters).
      const date = await screen.findByText(/^04\.11\.2026, \d\d:05$/);
      expect(date.closest('p')?.textContent).toMatch(/^Anna Berger · 04\.11\.2026/);
      expect(screen.queryByText(/Nov/)).toBeNull();
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});
