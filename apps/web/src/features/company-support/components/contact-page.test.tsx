import { STORAGE_KEYS, type CompanyUser } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCompanyUser, makeMembership, uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { activeCompanyStore } from '../../../shared/company/active-company';
import { ContactPage } from './contact-page';

const companyId = uuid();
const ticketId = uuid();
const me = (metadata: CompanyUser['metadata'] = {}) =>
  makeCompanyUser({
    email: 'inhaber@example.org',
    firstName: 'Katrin',
    lastName: 'Vogel',
    metadata,
    currentCompanyId: companyId,
    isOwner: true,
    companies: [makeMembership({ id: companyId, name: 'Nordlicht', isOwner: true, isDefault: true })],
  });
const ticket = {
  id: ticketId,
  subject: 'Rechnung als PDF',
  topic: 'invoices',
  status: 'waiting',
  createdByName: 'Katrin Vogel',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastMessageAt: '2026-11-21T10:00:00.000Z',
  lastMessageFrom: 'study_advisor',
  messageCount: 2,
};
const base = `/b2b/v1/companies/${companyId}/support-tickets`;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/b2b/help/contact', Component: ContactPage },
      { path: '/b2b/help/contact/:id', Component: () => <p>Thread</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  act(() => activeCompanyStore.set({ activeCompanyId: companyId }));
});
afterEach(() => act(() => activeCompanyStore.set({ activeCompanyId: null })));

describe('contact page', () => {
  it('lists the company tickets with their status and chooses the topic from the address', async () => {
    installFetch({ 'GET /b2b/v1/me': json(200, me()), [`GET ${base}`]: json(200, [ticket]) });
    renderAt('/b2b/help/contact?topic=employees');
    expect(await screen.findByRole('link', { name: /^Rechnung als PDF/ })).toBeTruthy();
    expect(screen.getByText('Wartet auf Ihre Antwort')).toBeTruthy();
    const topic = screen.getByLabelText(/Thema/) as HTMLSelectElement;
    expect(topic.selectedOptions[0]?.textContent).toBe('Mitarbeitende & Rechte');
  });

  it('hides the notice for good: stores hideSupportTicketNotice through PATCH /b2b/v1/me', async () => {
    const fetch = installFetch({
      'GET /b2b/v1/me': json(200, me({ feedbackGiven: true })),
      [`GET ${base}`]: json(200, []),
      'PATCH /b2b/v1/me': json(200, me({ feedbackGiven: true, hideSupportTicketNotice: true })),
    });
    renderAt('/b2b/help/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Hinweis ausblenden' }));
    await waitFor(() => expect(screen.queryByText('Gut zu wissen')).toBeNull());
    expect(fetch.callsTo('PATCH', '/b2b/v1/me')).toHaveLength(1);
    expect(fetch.callsTo('PATCH', '/b2b/v1/me')[0]!.body).toEqual({
      metadata: { hideSupportTicketNotice: true },
    });
    expect(screen.getByText('Ihr Unternehmen hat noch keine Anfragen gestellt.')).toBeTruthy();
  });

  it('shows no notice once the flag is stored', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me({ hideSupportTicketNotice: true })),
      [`GET ${base}`]: json(200, []),
    });
    renderAt('/b2b/help/contact');
    await screen.findByText('Ihr Unternehmen hat noch keine Anfragen gestellt.');
    expect(screen.queryByText('Gut zu wissen')).toBeNull();
  });

  it('sends nothing for bad input, then opens the new ticket', async () => {
    const fetch = installFetch({
      'GET /b2b/v1/me': json(200, me()),
      [`GET ${base}`]: json(200, []),
      [`POST ${base}`]: json(201, { ...ticket, status: 'open', messages: [] }),
    });
    const router = renderAt('/b2b/help/contact?topic=invoices');
    fireEvent.click(await screen.findByRole('button', { name: 'Anfrage senden' }));
    await screen.findAllByRole('alert');
    expect(fetch.callsTo('POST', base)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Betreff/), { target: { value: 'Rechnung als PDF' } });
    fireEvent.change(screen.getByLabelText(/Ihre Nachricht/), {
      target: { value: 'Bitte senden Sie mir die Rechnung als PDF.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/b2b/help/contact/${ticketId}`));
    expect(fetch.callsTo('POST', base)[0]?.body).toEqual({
      subject: 'Rechnung als PDF',
      topic: 'invoices',
      text: 'Bitte senden Sie mir die Rechnung als PDF.',
    });
  });
});
