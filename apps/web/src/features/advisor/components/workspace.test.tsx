import type { AdvisorApplicant, AdvisorApplicantDetail } from '@portal/contracts';
import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, makeDocument, makeUnit, uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { AdvisorShell } from './advisor-shell';
import { ApplicantDetailPage } from './applicant-detail-page';
import { ApplicantListPage, filtersFromParams } from './applicant-list-page';

const ACCOUNT = uuid();
const UNIT = uuid();

function listItem(overrides: Partial<AdvisorApplicant> = {}): AdvisorApplicant {
  return {
    accountId: ACCOUNT,
    firstName: 'Mia',
    lastName: 'Muster',
    email: 'mia@example.org',
    emailVerified: true,
    infoSessionAttended: true,
    infoSessionAttendedAt: '2026-11-01T10:00:00.000Z',
    infoSessionAttendanceConfirmed: false,
    infoSessionConfirmedAt: null,
    units: [
      {
        id: UNIT,
        unit: 'ds',
        primary: true,
        stage: 'Info Session',
        interviewScheduledAt: null,
        participateAdvisorInterviewOn: null,
        interviewConfirmedAt: null,
        interviewConfirmationUndoableUntil: null,
      },
    ],
    waitingFor: ['info_session_confirmation'],
    waitingSince: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function detail(applicant: AdvisorApplicant = listItem()): AdvisorApplicantDetail {
  const unit = makeUnit({ id: UNIT, stage: 'Info Session' });
  return {
    applicant,
    profile: makeAccount({ uuid: ACCOUNT, email: applicant.email, firstName: 'Mia', lastName: 'Muster' }),
    units: [{ ...unit, interviewScheduledAt: null, advisedByYou: true }],
    documents: [
      makeDocument({
        name: 'lebenslauf.pdf',
        file: `/v1/advisor/applicants/${ACCOUNT}/documents/x/preview`,
        reviewStatus: 'pending',
      }),
    ],
    progress: {
      steps: [{ id: 'info_session', number: 3, status: 'pending_confirmation', missing: [] }],
      contracts: { id: 'contracts', number: null, status: 'locked', missing: [] },
      currentStep: 'info_session',
    },
    matches: [],
    auditTrail: [],
  } as AdvisorApplicantDetail;
}

/** The list answer: one page of `items`. */
function page(items: AdvisorApplicant[], meta: { total?: number; page?: number; limit?: number } = {}) {
  return { items, total: meta.total ?? items.length, page: meta.page ?? 1, limit: meta.limit ?? 25 };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/advisor', Component: ApplicantListPage },
      { path: '/advisor/applicants/:accountId', Component: ApplicantDetailPage },
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
});

describe('advisor list filters', () => {
  it('reads search, stage and "waiting for me" from the address and ignores unknown stages', () => {
    expect(filtersFromParams(new URLSearchParams('q=mia&stage=Info+Session&waiting=1&page=3'))).toEqual({
      search: 'mia',
      stage: 'Info Session',
      waiting: 'true',
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams('stage=Nope&page=-2'))).toEqual({
      search: undefined,
      stage: undefined,
      waiting: undefined,
      page: undefined,
    });
  });

  it('asks the API with the chosen filters and shows waiting applicants with the waiting time', async () => {
    const fetch = installFetch({ 'GET /v1/advisor/applicants': json(200, page([listItem()])) });
    renderAt('/advisor');
    expect(await screen.findByText('Mia Muster')).toBeTruthy();
    expect(screen.getAllByText('Infoveranstaltung bestätigen').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Wartezeit:/).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Wartet auf mich' }));
    fireEvent.change(screen.getByLabelText('Phase'), { target: { value: 'Info Session' } });
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'mia' } });
    await waitFor(() => {
      const last = fetch.callsTo('GET', '/v1/advisor/applicants').at(-1);
      expect(last?.url.searchParams.get('waiting')).toBe('true');
      expect(last?.url.searchParams.get('stage')).toBe('Info Session');
      expect(last?.url.searchParams.get('search')).toBe('mia');
    });
  });

  it('says so when nobody waits', async () => {
    installFetch({ 'GET /v1/advisor/applicants': json(200, page([])) });
    renderAt('/advisor?waiting=1');
    expect(await screen.findByText('Zurzeit wartet niemand auf Sie.')).toBeTruthy();
  });

  it('pages through the list with the total from the API; a new filter starts at page 1', async () => {
    const fetch = installFetch({
      'GET /v1/advisor/applicants': [
        json(200, page([listItem()], { total: 60, page: 1, limit: 25 })),
        json(200, page([listItem({ firstName: 'Zweite' })], { total: 60, page: 2, limit: 25 })),
        json(200, page([listItem()], { total: 1, page: 1, limit: 25 })),
      ],
    });
    renderAt('/advisor');
    expect(await screen.findByText('Seite 1 von 3')).toBeTruthy();
    expect(screen.getByText('Treffer: 60')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zurück' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite 2 von 3')).toBeTruthy();
    expect(fetch.callsTo('GET', '/v1/advisor/applicants').at(-1)?.url.searchParams.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Wartet auf mich' }));
    await waitFor(() => {
      const last = fetch.callsTo('GET', '/v1/advisor/applicants').at(-1);
      expect(last?.url.searchParams.get('waiting')).toBe('true');
      expect(last?.url.searchParams.get('page')).toBeNull();
    });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Seiten der Liste' })).toBeNull());
  });
});

describe('advisor applicant actions', () => {
  it('confirms the info session and shows the confirmation', async () => {
    const confirmed = listItem({
      infoSessionAttendanceConfirmed: true,
      infoSessionConfirmedAt: '2026-11-02T10:00:00.000Z',
      waitingFor: ['interview_confirmation'],
    });
    const fetch = installFetch({
      [`GET /v1/advisor/applicants/${ACCOUNT}`]: [json(200, detail()), json(200, detail(confirmed))],
      [`GET /v1/advisor/applicants/${ACCOUNT}/messages`]: json(200, []),
      [`POST /v1/advisor/applicants/${ACCOUNT}/info-session/confirm`]: json(200, confirmed),
    });
    renderAt(`/advisor/applicants/${ACCOUNT}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Teilnahme bestätigen' }));
    expect(
      await screen.findByText('Die Teilnahme ist bestätigt. Die Person wurde benachrichtigt.'),
    ).toBeTruthy();
    expect(fetch.callsTo('POST', `/v1/advisor/applicants/${ACCOUNT}/info-session/confirm`)).toHaveLength(1);
    // After the refresh the interview comes next; without an appointment it cannot be confirmed yet (076).
    const confirmInterview = await screen.findByRole('button', { name: 'Teilnahme am Gespräch bestätigen' });
    expect((confirmInterview as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Legen Sie zuerst einen Termin fest. Bestätigen können Sie ab dem Tag des Gesprächs.'),
    ).toBeTruthy();
  });

  it('shows the translated text of a failed confirmation by its code, never the API sentence', async () => {
    installFetch({
      [`GET /v1/advisor/applicants/${ACCOUNT}`]: json(200, detail()),
      [`GET /v1/advisor/applicants/${ACCOUNT}/messages`]: json(200, []),
      [`POST /v1/advisor/applicants/${ACCOUNT}/info-session/confirm`]: json(409, {
        code: 2402,
        message: 'Attendance at the information session is already confirmed.',
        errors: [],
      }),
    });
    renderAt(`/advisor/applicants/${ACCOUNT}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Teilnahme bestätigen' }));
    expect(
      await screen.findByText('Die Teilnahme an der Infoveranstaltung ist bereits bestätigt.'),
    ).toBeTruthy();
    expect(screen.queryByText('Attendance at the information session is already confirmed.')).toBeNull();
  });

  it('rejects a document only with a reason and sends it', async () => {
    const full = detail();
    const document = full.documents[0]!;
    const fetch = installFetch({
      [`GET /v1/advisor/applicants/${ACCOUNT}`]: json(200, full),
      [`GET /v1/advisor/applicants/${ACCOUNT}/messages`]: json(200, []),
      [`POST /v1/advisor/applicants/${ACCOUNT}/documents/${document.uuid}/review`]: json(200, {
        ...document,
        reviewStatus: 'rejected',
        reviewReason: 'Bitte vollständig scannen.',
      }),
    });
    renderAt(`/advisor/applicants/${ACCOUNT}`);
    const row = (await screen.findByText('lebenslauf.pdf')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Ablehnen' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Ablehnen und Grund senden' }));
    expect(await within(row).findByText('Bitte geben Sie mindestens 5 Zeichen an.')).toBeTruthy();
    expect(
      fetch.callsTo('POST', `/v1/advisor/applicants/${ACCOUNT}/documents/${document.uuid}/review`),
    ).toHaveLength(0);

    fireEvent.change(within(row).getByLabelText(/Grund der Ablehnung/), {
      target: { value: 'Bitte vollständig scannen.' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Ablehnen und Grund senden' }));
    expect(
      await within(row).findByText('Das Dokument ist abgelehnt; die Person sieht den Grund.'),
    ).toBeTruthy();
    expect(
      fetch.callsTo('POST', `/v1/advisor/applicants/${ACCOUNT}/documents/${document.uuid}/review`)[0]?.body,
    ).toEqual({ status: 'rejected', reason: 'Bitte vollständig scannen.' });
  });

  it('moves the unit to a chosen stage', async () => {
    const fetch = installFetch({
      [`GET /v1/advisor/applicants/${ACCOUNT}`]: json(200, detail()),
      [`GET /v1/advisor/applicants/${ACCOUNT}/messages`]: json(200, []),
      [`PATCH /v1/advisor/applicants/${ACCOUNT}/units/${UNIT}/stage`]: json(200, listItem()),
    });
    renderAt(`/advisor/applicants/${ACCOUNT}`);
    fireEvent.change(await screen.findByLabelText('Phase ändern zu'), { target: { value: 'Lost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ändern' }));
    expect(await screen.findByText('Die Phase ist geändert.')).toBeTruthy();
    expect(fetch.callsTo('PATCH', `/v1/advisor/applicants/${ACCOUNT}/units/${UNIT}/stage`)[0]?.body).toEqual({
      stage: 'Lost',
    });
  });
});

describe('advisor shell', () => {
  function renderShellAt(path: string) {
    const router = createMemoryRouter(
      [
        { path: '/advisor', element: <AdvisorShell>workspace</AdvisorShell> },
        { path: '/advisor/staff/tickets', element: <AdvisorShell>tickets</AdvisorShell> },
      ],
      { initialEntries: [path] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }
  const staffMe = { role: 'staff', name: 'Sabine Kramer', email: 'support@demo.example' };
  const advisorMe = { role: 'advisor', name: 'Anna Berger', email: 'berater@demo.example' };

  it('shows "no access" to anyone who is neither advisor nor staff', async () => {
    installFetch({ 'GET /v1/workspace/me': json(403, { code: 403, message: 'No permission' }) });
    renderShellAt('/advisor');
    expect(await screen.findByRole('heading', { name: 'Kein Zugang zum Beratungsportal' })).toBeTruthy();
    expect(screen.queryByText('workspace')).toBeNull();
  });

  it('sends staff from the workspace start to their tickets, with the staff navigation', async () => {
    installFetch({ 'GET /v1/workspace/me': json(200, staffMe) });
    renderShellAt('/advisor');
    expect(await screen.findByText('tickets')).toBeTruthy();
    expect(screen.queryByText('workspace')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Partnerunternehmen' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Bewerber:innen' })).toBeNull();
  });

  it('keeps an advisor out of the staff area', async () => {
    installFetch({ 'GET /v1/workspace/me': json(200, advisorMe) });
    renderShellAt('/advisor/staff/tickets');
    expect(await screen.findByText('Dieser Bereich ist dem Partner-Support vorbehalten.')).toBeTruthy();
    expect(screen.queryByText('tickets')).toBeNull();
  });
});
