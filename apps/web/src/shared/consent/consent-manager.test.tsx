/**
 * The decision at sign-in and afterwards (decision 246): the account's decision wins over the browser's, a browser
 * decision goes to an undecided account, and every later decision is stored for the account of the portal.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Account, CompanyUser } from '@portal/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALL_DENIED, readConsent, saveConsent } from '../../lib/consent';
import type { PortalMode } from '../../lib/portal-mode';
import { makeAccount, makeCompanyUser } from '../../testing/fixtures';
import { installFetch, json } from '../../testing/mock-fetch';
import { meQueryKey } from '../company/get-me';
import { applicantKeys } from '../query-keys';
import { ConsentManager } from './consent-manager';

const TYPES = ['user_research', 'amplitude', 'heatmap', 'ab_testing', 'product_tour', 'scheduling'] as const;
const answered = (on: readonly string[]) =>
  TYPES.map((type) => ({
    type,
    status: on.includes(type) ? ('opt_in_single' as const) : ('opt_out' as const),
    hasOptedIn: on.includes(type),
  }));
const unanswered = TYPES.map((type) => ({ type, status: 'not_answered' as const, hasOptedIn: false }));

function renderManager(mode: PortalMode, data: { account?: Account; me?: CompanyUser }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data.account) queryClient.setQueryData(applicantKeys.account, data.account);
  if (data.me) queryClient.setQueryData(meQueryKey, data.me);
  const router = createMemoryRouter([{ path: '*', element: <ConsentManager mode={mode} signedIn /> }], {
    initialEntries: ['/ds/home?testmode'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const banner = () => screen.queryByRole('region', { name: /Privatsphäre/ });

describe('consent manager, signed in', () => {
  it("takes over the account's decision: no banner, no call", async () => {
    const api = installFetch({});
    renderManager('applicant', { account: makeAccount({ consents: answered(['amplitude', 'heatmap']) }) });
    await waitFor(() => expect(readConsent().decidedAt).not.toBeNull());
    expect(readConsent()).toMatchObject({ amplitude: true, heatmap: true, ab_testing: false });
    expect(banner()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('the account wins over a different browser decision', async () => {
    saveConsent({ ...ALL_DENIED, ab_testing: true });
    renderManager('applicant', { account: makeAccount({ consents: answered(['scheduling']) }) });
    await waitFor(() => expect(readConsent().scheduling).toBe(true));
    expect(readConsent().ab_testing).toBe(false);
  });

  it('stores a decision made before sign-in for an account without one', async () => {
    saveConsent({ ...ALL_DENIED, heatmap: true });
    const api = installFetch({ 'PUT /v1/consents': json(200, answered(['heatmap'])) });
    const queryClient = renderManager('applicant', { account: makeAccount({ consents: unanswered }) });
    await waitFor(() => expect(api.callsTo('PUT', '/v1/consents')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/consents')[0]!.body).toEqual(
      TYPES.map((type) => ({ type, hasOptedIn: type === 'heatmap' })),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<Account>(applicantKeys.account)?.consents[2]?.status).toBe(
        'opt_in_single',
      ),
    );
  });

  it('asks when neither has decided, and stores the answer for the applicant account', async () => {
    const api = installFetch({ 'PUT /v1/consents': json(200, answered(TYPES)) });
    renderManager('applicant', { account: makeAccount({ consents: unanswered }) });
    expect(await screen.findByRole('region', { name: /Privatsphäre/ })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/consents')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/consents')[0]!.body).toEqual(
      TYPES.map((type) => ({ type, hasOptedIn: true })),
    );
    expect(banner()).toBeNull();
  });

  it('uses the company call in the company portal', async () => {
    const companyAnswer = TYPES.map((type) => ({ type, status: 'opt_out' as const }));
    const api = installFetch({ 'PUT /b2b/v1/consents': json(200, companyAnswer) });
    renderManager('company', {
      me: makeCompanyUser({ consents: TYPES.map((type) => ({ type, status: 'not_answered' as const })) }),
    });
    await act(async () => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Alle ablehnen' }));
    await waitFor(() => expect(api.callsTo('PUT', '/b2b/v1/consents')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/consents')).toHaveLength(0);
    expect(api.callsTo('PUT', '/b2b/v1/consents')[0]!.body).toEqual(
      TYPES.map((type) => ({ type, hasOptedIn: false })),
    );
  });
});
