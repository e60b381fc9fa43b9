import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { makeAccount } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { ProfileScreen } from './profile-screen';
import { applicantKeys } from '../../../shared/query-keys';

function setup(path: string, account = makeAccount()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(applicantKeys.account, account);
  const router = createMemoryRouter(
    [
      { path: '/ds/profile/:step?', element: <ProfileScreen /> },
      { path: '/fs/profile/:step?', element: <ProfileScreen /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('profile', () => {
  it('loads and saves the notification settings with PUT /v1/notification-settings', async () => {
    document.cookie = 'XSRF-TOKEN=x';
    const settings = {
      job_openings_newsletter: false,
      advisor_messages_email: true,
      status_updates_email: true,
    };
    const fetch = installFetch({
      'GET /v1/notification-settings': json(200, settings),
      'PUT /v1/notification-settings': (call) => json(200, call.body),
    });
    setup('/ds/profile/3');
    const newsletter = (await screen.findByLabelText(/Wöchentlicher Newsletter/)) as HTMLInputElement;
    expect(newsletter.checked).toBe(false);
    fireEvent.click(newsletter);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    });
    await waitFor(() => expect(screen.getByText('Gespeichert')).toBeTruthy());
    expect(fetch.callsTo('PUT', '/v1/notification-settings')[0]?.body).toEqual({
      ...settings,
      job_openings_newsletter: true,
    });
  });

  it('shows the e-mail read-only in the contact tab', async () => {
    installFetch({});
    setup('/ds/profile');
    const email = (await screen.findByLabelText('E-Mail-Adresse')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: /Kontakt/ }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for contact and address of a found practice partner', async () => {
    installFetch({});
    setup('/ds/profile/2', makeAccount({ practicePartnerExists: true, practicePartnerName: 'Muster GmbH' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    });
    expect(screen.getAllByText('Kontaktdaten und Anschrift müssen angegeben werden.')).toHaveLength(2);
  });

  it('points to the practice-partner search while no partner was found', async () => {
    installFetch({});
    setup('/ds/profile/2');
    expect(await screen.findByText('Noch kein Praxispartner gefunden')).toBeTruthy();
  });

  describe('in the distance-study area (decision 078)', () => {
    it('has contact and notifications, no practice partner; tabs link inside /fs', async () => {
      installFetch({
        'GET /v1/notification-settings': json(200, {
          job_openings_newsletter: true,
          advisor_messages_email: true,
          status_updates_email: true,
        }),
      });
      setup('/fs/profile/3');
      const tabs = screen.getByRole('navigation', { name: 'Bereiche deines Profils' });
      expect([...tabs.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['Kontakt', '/fs/profile/1'],
        ['Benachrichtigungen', '/fs/profile/3'],
      ]);
      expect(screen.getByText('Deine Kontaktdaten und wie wir dich benachrichtigen.')).toBeTruthy();
      // Job openings of practice partners do not concern distance study.
      expect(await screen.findByLabelText(/Nachrichten deiner Studienberatung/)).toBeTruthy();
      expect(screen.queryByLabelText(/Wöchentlicher Newsletter/)).toBeNull();
      expect(document.body.textContent).not.toMatch(/Praxispartner/);
    });

    it('sends the partner tab address back to the first tab', async () => {
      const router = setup('/fs/profile/2');
      await waitFor(() => expect(router.state.location.pathname).toBe('/fs/profile'));
      expect(screen.getByRole('link', { name: 'Kontakt', current: 'page' })).toBeTruthy();
    });
  });
});
