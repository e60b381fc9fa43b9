import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/mock-fetch';
import { StaffCampaignsPage } from './staff-campaigns-page';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/advisor/staff/campaigns', Component: StaffCampaignsPage }], {
    initialEntries: ['/advisor/staff/campaigns'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('staff campaign editor', () => {
  it('checks the dates like the API and sends nothing until they fit; then creates with ISO times', async () => {
    const fetch = installFetch({
      'GET /v1/staff/campaigns': () => json(200, []),
      'POST /v1/staff/campaigns': (call) =>
        json(201, {
          ...(call.body as object),
          id: crypto.randomUUID(),
          registrations: 0,
          updatedAt: new Date().toISOString(),
        }),
    });
    renderPage();
    expect(await screen.findByText('Noch keine Aktionen angelegt.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Aktion' }));

    fireEvent.change(field('Titel'), { target: { value: 'Infoabend Hamburg' } });
    fireEvent.change(screen.getByLabelText(/^Beginn/), { target: { value: '2030-05-10T18:00' } });
    fireEvent.change(screen.getByLabelText('Ende'), { target: { value: '2030-05-10T17:00' } });
    fireEvent.change(screen.getByLabelText('Anmeldeschluss'), { target: { value: '2030-05-11T12:00' } });
    fireEvent.change(field('Plätze'), { target: { value: '25' } });
    fireEvent.change(field('Beschreibung'), { target: { value: 'Komm **vorbei**.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeTruthy();
    expect(screen.getByText('Die Anmeldefrist muss vor dem Beginn liegen.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/v1/staff/campaigns')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Ende'), { target: { value: '2030-05-10T20:00' } });
    fireEvent.change(screen.getByLabelText('Anmeldeschluss'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(screen.getByText('vorbei').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(fetch.callsTo('POST', '/v1/staff/campaigns')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/v1/staff/campaigns')[0]?.body).toMatchObject({
      title: 'Infoabend Hamburg',
      kind: 'info_evening',
      startsAt: new Date('2030-05-10T18:00').toISOString(),
      endsAt: new Date('2030-05-10T20:00').toISOString(),
      registrationDeadline: null,
      seatLimit: 25,
      location: null,
      onlineUrl: null,
      unit: 'both',
      published: false,
    });
    expect(await screen.findByText('„Infoabend Hamburg“ wurde gespeichert.')).toBeTruthy();
  });

  it('offers no seats, end or place for a raffle', async () => {
    installFetch({ 'GET /v1/staff/campaigns': () => json(200, []) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Aktion' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Art' }), {
      target: { value: String(['info_evening', 'webinar', 'campus_tour', 'raffle'].indexOf('raffle')) },
    });
    expect(screen.queryByRole('textbox', { name: 'Plätze' })).toBeNull();
    expect(screen.queryByLabelText('Ende')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Ort' })).toBeNull();
    expect(screen.getByLabelText(/^Verlosung am/)).toBeTruthy();
  });
});
