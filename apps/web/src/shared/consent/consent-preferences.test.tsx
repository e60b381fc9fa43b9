/** The consents in the profiles (decision 246): stored status, saving at once, taken over by this browser. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readConsent } from '../../lib/consent';
import { installFetch, json } from '../../testing/mock-fetch';
import { ConsentPreferences } from './consent-preferences';

const TYPES = ['user_research', 'amplitude', 'heatmap', 'ab_testing', 'product_tour', 'scheduling'] as const;
const stored = (on: readonly string[], answered: readonly string[] = TYPES) =>
  TYPES.map((type) => ({
    type,
    status: on.includes(type)
      ? ('opt_in_single' as const)
      : answered.includes(type)
        ? ('opt_out' as const)
        : ('not_answered' as const),
    hasOptedIn: on.includes(type),
  }));

function renderPreferences(consents: ReturnType<typeof stored>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConsentPreferences portal="applicant" consents={consents} />
    </QueryClientProvider>,
  );
}

describe('ConsentPreferences', () => {
  it('shows each category with its stored status', () => {
    renderPreferences(stored(['amplitude', 'heatmap'], ['amplitude', 'heatmap', 'ab_testing']));
    expect(screen.getByRole('switch', { name: 'Nutzungsanalyse' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'A/B-Tests' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByText('Status: Eingewilligt')).toHaveLength(2);
    expect(screen.getAllByText('Status: Abgelehnt')).toHaveLength(1);
    expect(screen.getAllByText('Status: Noch nicht entschieden')).toHaveLength(3);
  });

  it('switching the usage analysis off takes user research along, in one call, and applies here', async () => {
    const api = installFetch({ 'PUT /v1/consents': json(200, stored(['heatmap'])) });
    renderPreferences(stored(['amplitude', 'user_research', 'heatmap']));
    fireEvent.click(screen.getByRole('switch', { name: 'Nutzungsanalyse' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/consents')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/consents')[0]!.body).toEqual([
      { type: 'user_research', hasOptedIn: false },
      { type: 'amplitude', hasOptedIn: false },
    ]);
    expect(await screen.findByText('Gespeichert')).toBeTruthy();
    expect(readConsent()).toMatchObject({ amplitude: false, heatmap: true });
    expect(readConsent().decidedAt).not.toBeNull();
  });

  it('keeps user research off while the usage analysis is off', () => {
    renderPreferences(stored([]));
    expect((screen.getByRole('switch', { name: 'Nutzerforschung' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Nur zusammen mit der Nutzungsanalyse möglich.')).toBeTruthy();
  });

  it('shows the error and changes nothing here when saving fails', async () => {
    installFetch({ 'PUT /v1/consents': json(500, { code: 9999, message: 'boom' }) });
    renderPreferences(stored([], []));
    fireEvent.click(screen.getByRole('switch', { name: 'Heatmap' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(readConsent()).toMatchObject({ heatmap: false, decidedAt: null });
  });
});
