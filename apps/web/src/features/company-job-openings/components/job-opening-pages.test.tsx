/**
 * The job-opening screens against a mocked API: the list's tabs and "Neue Stelle" follow the counts and the
 * caller's permissions, the details page offers its actions only with `edit job openings`, and closing asks
 * first and sends the action.
 */
import type { CompanyJobOpening, CompanyPermission } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCompanyUser, makeMembership } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { activeCompanyStore } from '../../../shared/company/active-company';
import { JobOpeningDetailsLayout } from './job-opening-details-layout';
import { JobOpeningOverviewTab } from './job-opening-overview-tab';
import { JobOpeningsPage } from './job-openings-page';

const COMPANY = '2b6c0a39-3f0e-4e57-9d39-6a7b9c2d8e11';
const JOB = '44444444-4444-4444-8444-444444444444';

function me(permissions: CompanyPermission[]) {
  return makeCompanyUser({
    uuid: '11111111-1111-4111-8111-111111111111',
    email: 'ich@example.org',
    currentCompanyId: COMPANY,
    isOwner: false,
    permissions,
    companies: [
      makeMembership({ id: COMPANY, name: 'Firma GmbH', isOwner: false, permissions, isDefault: true }),
    ],
  });
}

const opening = (extra: Partial<CompanyJobOpening> = {}): CompanyJobOpening => ({
  id: JOB,
  companyId: COMPANY,
  title: 'Duales Studium Informatik (m/w/d)',
  studyModel: 'DS',
  course: { id: '55555555-5555-4555-8555-555555555555', name: 'Informatik', studyModel: 'DS' },
  campus: { id: '66666666-6666-4666-8666-666666666666', name: 'Campus Hamburg', city: 'Hamburg' },
  startDate: '2027-10-01',
  tasks: 'Softwareentwicklung',
  teamSize: null,
  placeOfTraining: 'Hamburg',
  placeOfTrainingPostalCode: '20457',
  practicePlace: null,
  workModel: 'hybrid',
  requiredCount: 2,
  openPositions: 2,
  skills: ['SQL'],
  requiredLanguages: [{ code: 'en', level: 4 }],
  maxGradeAverage: 2.5,
  drivingLicenseRequired: false,
  benefits: null,
  extraPayment: null,
  offerDescription: null,
  offerUrl: null,
  status: 'openWithActiveMatches',
  missingFields: [],
  matchCounts: { PreMatch: 2, 'Personal Interview': 1 },
  applicantsInProgress: 3,
  acceptedCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  publishedAt: '2026-11-02T10:00:00.000Z',
  closedAt: null,
  ...extra,
});

const overview = {
  items: [opening()],
  counts: { all: 1, draft: 0, open: 0, openWithActiveMatches: 1, staffed: 0, closed: 0 },
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/b2b/job-openings', Component: JobOpeningsPage },
      {
        path: '/b2b/job-openings/:jobOpeningId',
        Component: JobOpeningDetailsLayout,
        children: [{ path: 'overview', Component: JobOpeningOverviewTab }],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  act(() => activeCompanyStore.set({ activeCompanyId: COMPANY, selectOpen: false, selectRequired: false }));
});

describe('job-opening list', () => {
  it('shows the counts per status and "Neue Stelle" only with create job openings', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me(['create job openings'])),
      [`GET /b2b/v1/companies/${COMPANY}/job-openings/overview`]: json(200, overview),
    });
    renderAt('/b2b/job-openings');
    const tabs = await screen.findByRole('navigation', { name: 'Stellen nach Status filtern' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Offen – im Matching\s*1/ })).toBeTruthy(),
    );
    expect(screen.getByRole('link', { name: 'Neue Stelle' })).toBeTruthy();
    const card = screen.getByRole('link', { name: /Duales Studium Informatik/ });
    expect(card.textContent).toContain('Offene Plätze: 2 von 2');
    expect(card.textContent).toContain('Im Matching: 3');
  });

  it('has no "Neue Stelle" and says why for a member without job-opening permissions', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me([])),
      [`GET /b2b/v1/companies/${COMPANY}/job-openings/overview`]: json(200, overview),
    });
    renderAt('/b2b/job-openings');
    expect(await screen.findByText(/fehlen Ihnen die Berechtigungen/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Neue Stelle' })).toBeNull();
  });
});

describe('job-opening details', () => {
  it('offers edit, close and delete with edit job openings; closing asks first and sends the action', async () => {
    const fetch = installFetch({
      'GET /b2b/v1/me': json(200, me(['edit job openings'])),
      [`GET /b2b/v1/companies/${COMPANY}/job-openings/${JOB}`]: json(200, opening()),
      [`PATCH /b2b/v1/companies/${COMPANY}/job-openings/${JOB}`]: json(
        200,
        opening({ status: 'closed', closedAt: '2026-11-03T10:00:00.000Z', applicantsInProgress: 0 }),
      ),
      [`GET /b2b/v1/companies/${COMPANY}/job-openings/overview`]: json(200, overview),
    });
    renderAt(`/b2b/job-openings/${JOB}/overview`);
    const actions = await screen.findByRole('group', { name: 'Aktionen' });
    expect(within(actions).getByRole('link', { name: 'Bearbeiten' })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Löschen' })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Wieder öffnen' })).toBeNull();
    expect(screen.getByText('Vorstellungsgespräch')).toBeTruthy();
    fireEvent.click(within(actions).getByRole('button', { name: 'Schließen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stelle schließen?' });
    expect(dialog.textContent).toContain('Laufende Matchings (3)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stelle schließen' }));
    expect(await screen.findByText('Die Stelle wurde geschlossen.')).toBeTruthy();
    expect(fetch.callsTo('PATCH', `/b2b/v1/companies/${COMPANY}/job-openings/${JOB}`)[0]!.body).toEqual({
      action: 'close',
    });
  });

  it('shows no action without edit job openings, but a note naming the permission', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me(['create job openings'])),
      [`GET /b2b/v1/companies/${COMPANY}/job-openings/${JOB}`]: json(200, opening()),
    });
    renderAt(`/b2b/job-openings/${JOB}/overview`);
    expect(await screen.findByText(/fehlt Ihnen die Berechtigung „Stellen bearbeiten“/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Aktionen' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Bearbeiten/ })).toBeNull();
  });
});
