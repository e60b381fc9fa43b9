/** The home's to-do list: each item appears for its own reason, permission items only for those who hold them. */
import { STORAGE_KEYS, type CompanyPermission } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeCompanyStore } from '../../../shared/company/active-company';
import { makeCompany, makeCompanyUser, makeMembership, uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { CompanyTodos, useCompanyTodosSettled } from './company-todos';

const companyId = uuid();
const ticketId = uuid();
const waitingTicket = {
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
const pendingEmployee = {
  id: uuid(),
  email: 'neu@example.org',
  salutation: null,
  firstName: 'Nina',
  lastName: 'Neu',
  position: null,
  phone: null,
  isOwner: false,
  permissions: [],
  invitationPending: true,
  invitedAt: '2026-11-20T09:00:00.000Z',
  invitationExpiresAt: '2099-01-01T00:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
};

function renderTodos(options: { isOwner: boolean; permissions?: CompanyPermission[]; complete: boolean }) {
  const me = makeCompanyUser({
    companies: [
      makeMembership({ id: companyId, isOwner: options.isOwner, permissions: options.permissions ?? [] }),
      makeMembership({ name: 'Zweite Firma AG', isOwner: false, invitationPending: true }),
    ],
  });
  const company = makeCompany({
    id: companyId,
    ...(options.complete ? { portrait: 'Wir bilden aus.' } : { street: null, city: null, portrait: null }),
  });
  const router = createMemoryRouter(
    [{ path: '/b2b/home', element: <CompanyTodos me={me} company={company} /> }],
    {
      initialEntries: ['/b2b/home'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  act(() => activeCompanyStore.set({ activeCompanyId: companyId }));
});

describe('company to-do list', () => {
  it('lists the invitation, the waiting ticket, new notifications, open invitations and missing data', async () => {
    installFetch({
      [`GET /b2b/v1/companies/${companyId}/support-tickets`]: json(200, [
        waitingTicket,
        { ...waitingTicket, id: uuid(), subject: 'Schon beantwortet', status: 'closed' },
      ]),
      'GET /b2b/v1/notifications': json(200, { items: [], total: 3, unread: 3 }),
      [`GET /b2b/v1/companies/${companyId}/employees`]: json(200, [pendingEmployee]),
    });
    renderTodos({ isOwner: true, complete: false });

    expect(await screen.findByText('Einladung von Zweite Firma AG')).toBeTruthy();
    expect(await screen.findByText('Rechnung als PDF')).toBeTruthy();
    expect(screen.queryByText('Schon beantwortet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Anfrage öffnen' }).getAttribute('href')).toBe(
      `/b2b/help/contact/${ticketId}`,
    );
    expect(await screen.findByText('Neue Benachrichtigungen: 3')).toBeTruthy();
    expect(await screen.findByText('Noch nicht angenommene Einladungen: 1')).toBeTruthy();
    expect(screen.getByText('Stammdaten vervollständigen')).toBeTruthy();
    expect(screen.getByText('Unternehmen vorstellen')).toBeTruthy();
  });

  it('shows permission items only to those who hold the permission', async () => {
    const fetch = installFetch({
      [`GET /b2b/v1/companies/${companyId}/support-tickets`]: json(200, []),
      'GET /b2b/v1/notifications': json(200, { items: [], total: 0, unread: 0 }),
    });
    renderTodos({ isOwner: false, permissions: ['create job openings'], complete: false });

    expect(await screen.findByText('Einladung von Zweite Firma AG')).toBeTruthy();
    expect(screen.queryByText('Stammdaten vervollständigen')).toBeNull();
    expect(screen.queryByText('Unternehmen vorstellen')).toBeNull();
    // Without `create employees` the employee list is not even asked for.
    expect(fetch.callsTo('GET', `/b2b/v1/companies/${companyId}/employees`)).toHaveLength(0);
    // Nor the matching to-dos without `edit job openings`.
    expect(fetch.callsTo('GET', `/b2b/v1/companies/${companyId}/match-todos`)).toHaveLength(0);
  });

  it('lists the matches waiting for the company, each linking to the applicant’s page', async () => {
    const [openingId, accountId] = [uuid(), uuid()];
    const entry = {
      matchId: uuid(),
      kind: 'answer_interest',
      jobOpeningId: openingId,
      jobOpeningTitle: 'Duales Studium Informatik',
      accountId,
      applicantFirstName: 'Lina',
      waitingSince: '2026-11-20T09:00:00.000Z',
    };
    installFetch({
      [`GET /b2b/v1/companies/${companyId}/support-tickets`]: json(200, []),
      'GET /b2b/v1/notifications': json(200, { items: [], total: 0, unread: 0 }),
      [`GET /b2b/v1/companies/${companyId}/match-todos`]: json(200, {
        entries: [entry, { ...entry, matchId: uuid(), kind: 'propose_interview', applicantFirstName: null }],
        total: 5,
      }),
    });
    renderTodos({ isOwner: false, permissions: ['edit job openings'], complete: true });

    expect(await screen.findByText('Lina interessiert sich für Ihre Stelle')).toBeTruthy();
    expect(screen.getAllByText('„Duales Studium Informatik“ · wartet seit 20.11.2026')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Antworten' }).getAttribute('href')).toBe(
      `/b2b/job-openings/${openingId}/applicants/${accountId}`,
    );
    expect(screen.getByText('Gesprächstermine für N. N. vorschlagen')).toBeTruthy();
    expect(screen.getByText('3 weitere Bewerbende warten auf Ihre Antwort')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Stellen' }).getAttribute('href')).toBe(
      '/b2b/job-openings',
    );
  });
});

describe('useCompanyTodosSettled (the home waits for it, decision 315)', () => {
  it('is false while a source is still loading and true once every enabled source answered', async () => {
    let answerTickets: (response: Response) => void = () => undefined;
    const fetch = installFetch({
      [`GET /b2b/v1/companies/${companyId}/support-tickets`]: () =>
        new Promise<Response>((resolve) => (answerTickets = resolve)),
      'GET /b2b/v1/notifications': json(200, { items: [], total: 0, unread: 0 }),
    });
    // Neither `create employees` nor `edit job openings`: those two sources are never asked, so never awaited.
    const me = makeCompanyUser({
      companies: [makeMembership({ id: companyId, isOwner: false, permissions: [] })],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useCompanyTodosSettled(me, companyId), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });

    await waitFor(() => expect(fetch.callsTo('GET', '/b2b/v1/notifications')).toHaveLength(1));
    expect(result.current).toBe(false);
    act(() =>
      answerTickets(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await waitFor(() => expect(result.current).toBe(true));
    expect(fetch.callsTo('GET', `/b2b/v1/companies/${companyId}/employees`)).toHaveLength(0);
  });
});
