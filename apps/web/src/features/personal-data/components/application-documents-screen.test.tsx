import type { Account, PortalDocument } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { makeAccount, makeDocument, makeUnit } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';

import { ApplicationDocumentsScreen } from './application-documents-screen';
import { applicantKeys } from '../../../shared/query-keys';
import type * as SharedDocuments from '../../../shared/documents';

const documentsKey = ['applicant', 'documents'] as const;

// The documents module has its own tests (shared/documents); here its cards only show which categories are asked for.
vi.mock('../../../shared/documents', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedDocuments>()),
  DocumentUploadCard: ({ category }: { category: string }) => <div data-testid={`upload-${category}`} />,
  DocumentList: ({ documents }: { documents: readonly PortalDocument[] }) => (
    <ul>
      {documents.map((d) => (
        <li key={d.uuid}>{d.name}</li>
      ))}
    </ul>
  ),
}));

const COMPLETE_PERSONAL: Partial<Account> = {
  phone: '+49 170 1234567',
  salutation: 'mrs',
  birthday: '2003-04-05',
  placeOfBirth: 'Köln',
  countryOfBirth: 'DE',
  nationality: 'DE',
  shippingStreet: 'Hauptstraße 1',
  shippingPostalCode: '50667',
  shippingCity: 'Köln',
  shippingCountry: 'DE',
  universityEntranceQualification: 'Abitur',
};

function setup(account: Account, documents: PortalDocument[] = [], path = '/ds/application/documents') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(applicantKeys.account, account);
  client.setQueryData(applicantKeys.units, [makeUnit({ primary: true })]);
  client.setQueryData(documentsKey, documents);
  const router = createMemoryRouter(
    [
      {
        path: '/ds/application/documents/:step?',
        element: <ApplicationDocumentsScreen />,
      },
      { path: '*', element: <p>anderswo</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

describe('step 1 "Persönliche Daten und Unterlagen"', () => {
  it('opens at the first incomplete sub-step and keeps it in the address', async () => {
    const { router } = setup(makeAccount({ phone: '+49 170 1234567' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds/application/documents/2'));
    expect(screen.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeTruthy();
    expect(screen.getByText('Schritt 2 von 5')).toBeTruthy();
  });

  it('opens the required documents when the personal data is complete', async () => {
    const { router } = setup(makeAccount(COMPLETE_PERSONAL));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds/application/documents/3'));
    expect(screen.getByTestId('upload-CV')).toBeTruthy();
    expect(screen.getByTestId('upload-Certificate')).toBeTruthy();
    expect(screen.getByTestId('upload-Picture')).toBeTruthy();
  });

  it('shows the e-mail read-only, requires the phone and saves it with PATCH /v1/account', async () => {
    const account = makeAccount();
    const fetch = installFetch({
      'PATCH /v1/account': (call) => json(200, { ...account, ...(call.body as object) }),
    });
    document.cookie = 'XSRF-TOKEN=x';
    const { router, client } = setup(account, [], '/ds/application/documents/1');
    const email = (await screen.findByLabelText('E-Mail-Adresse')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('bewerber@demo.example');
    expect(screen.getByText(/kann nur deine Studienberatung ändern/)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Bitte fülle alle erforderlichen Felder korrekt aus!',
    );
    expect(screen.getByText('Eingabe erforderlich')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Telefonnummer/));
    expect(fetch.callsTo('PATCH', '/v1/account')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Telefonnummer/), { target: { value: 'abc' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    });
    expect(screen.getByText('Bitte gib eine gültige Telefonnummer an.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Telefonnummer/), { target: { value: '+49 170 7654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds/application/documents/2'));
    expect(fetch.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({ phone: '+49 170 7654321' });
    expect(client.getQueryData<Account>(applicantKeys.account)?.phone).toBe('+49 170 7654321');
  });

  it('checks the DACH postal code with the contract rule before saving personal data', async () => {
    const fetch = installFetch({});
    setup(
      makeAccount({ ...COMPLETE_PERSONAL, shippingPostalCode: '1234' }),
      [],
      '/ds/application/documents/2',
    );
    await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    });
    expect(screen.getByText('Die Postleitzahl muss aus 5 Ziffern bestehen.')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it('keeps everything typed when saving fails', async () => {
    installFetch({ 'PATCH /v1/account': json(500, { code: 500, message: 'boom' }) });
    document.cookie = 'XSRF-TOKEN=x';
    const { router } = setup(makeAccount(COMPLETE_PERSONAL), [], '/ds/application/documents/2');
    const city = (await screen.findByLabelText(/^Ort/)) as HTMLInputElement;
    fireEvent.change(city, { target: { value: 'Bonn' } });
    fireEvent.change(screen.getByLabelText(/Postleitzahl/), { target: { value: '53111' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Deine Daten konnten nicht übertragen werden, bitte versuche es erneut.',
      ),
    );
    expect(city.value).toBe('Bonn');
    expect(router.state.location.pathname).toBe('/ds/application/documents/2');
  });

  it('does not leave the required documents until CV and certificate are there', async () => {
    const { router } = setup(
      makeAccount(COMPLETE_PERSONAL),
      [makeDocument({ category: 'CV' })],
      '/ds/application/documents/3',
    );
    await screen.findByTestId('upload-CV');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('alert').textContent).toContain('Es fehlt noch: Zeugnis oder beglaubigte Kopie');
    expect(router.state.location.pathname).toBe('/ds/application/documents/3');
  });

  it('navigates between sub-steps with the step list and ends with the way to step 2', async () => {
    const docs = [
      makeDocument({ category: 'CV' }),
      makeDocument({ category: 'CertifiedCopyUEC', type: 'CertifiedCopyUEC' }),
    ];
    const { router } = setup(makeAccount(COMPLETE_PERSONAL), docs);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds/application/documents/5'));
    expect(screen.getByText(/Super, Schritt 1 ist vollständig!/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Weiter zu Schritt 2/ }).getAttribute('href')).toBe(
      '/ds/application/abilities',
    );
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: /Kontaktdaten/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds/application/documents/1'));
  });
});
