import type { Account, PortalDocument, UnitDetail } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { appStore } from '../../../lib/app-state';
import { makeAccount, makeDocument, makeUnit } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';

import { ApplicantAreaHome, ApplicantHome, DsHome } from './applicant-home';
import { applicantKeys } from '../../../shared/query-keys';

function renderHome(account: Account, units: UnitDetail[] = [makeUnit()], documents: PortalDocument[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(applicantKeys.account, account);
  queryClient.setQueryData(applicantKeys.units, units);
  queryClient.setQueryData(applicantKeys.documents, documents);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/ds']}>
        <DsHome />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  appStore.reset();
  document.cookie = 'XSRF-TOKEN=x';
});

describe('ds home', () => {
  it('greets, lists the next steps as links and shows every step with its status', () => {
    renderHome(makeAccount({ metadata: { hideHomeIntroCarousel: true } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hallo Mia!' })).toBeTruthy();
    const nextSteps = screen.getByRole('region', { name: 'Deine nächsten Schritte' });
    const links = within(nextSteps).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]?.textContent).toMatch(/Persönliche Daten vervollständigen/);
    expect(links[0]?.getAttribute('href')).toBe('/ds/application/documents');
    fireEvent.click(within(nextSteps).getByRole('button', { name: 'Alle 8 Schritte anzeigen' }));
    expect(within(nextSteps).getAllByRole('link')).toHaveLength(8);

    const overview = screen.getByRole('region', { name: 'Dein Weg zum dualen Studium' });
    const rows = within(overview).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Schritt 1: Persönliche Daten und Unterlagen.*Jetzt dran/),
      expect.stringMatching(/Schritt 2: Fähigkeiten und Kenntnisse.*Offen/),
      expect.stringMatching(/Schritt 3: Infoveranstaltung.*Offen/),
      expect.stringMatching(/Schritt 4: Erstes Beratungsgespräch.*Noch gesperrt/),
      expect.stringMatching(/Schritt 5: Praxispartnersuche.*Noch gesperrt/),
      expect.stringMatching(/Vertrag und Einschreibung.*Noch gesperrt/),
    ]);
    // Locked steps are not links.
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/ds/application/abilities');
  });

  it('shows the waiting state once the info session is ticked', () => {
    renderHome(makeAccount({ infoSessionAttended: true, metadata: { hideHomeIntroCarousel: true } }));
    expect(screen.getByText('Deine Teilnahme an der Infoveranstaltung wird geprüft')).toBeTruthy();
    expect(screen.getByText('Wartet auf Bestätigung')).toBeTruthy();
  });

  it('offers the WhatsApp link of the advisor', () => {
    renderHome(makeAccount({ metadata: { hideHomeIntroCarousel: true } }));
    expect(screen.getByRole('link', { name: 'Per WhatsApp schreiben' }).getAttribute('href')).toBe(
      'https://wa.me/491701234567',
    );
  });

  it('shows the intro carousel on first visits; closing it is remembered in the metadata', async () => {
    const account = makeAccount();
    const fetch = installFetch({
      'PUT /v1/metadata': json(200, { metadata: { hideHomeIntroCarousel: true } }),
    });
    const queryClient = renderHome(account);
    const carousel = screen.getByRole('region', { name: 'Willkommen in deinem Bewerberportal' });
    expect(within(carousel).getByText('Dein Weg in fünf Schritten')).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: /Weiter/ }));
    expect(within(carousel).getByText('Deine Studienberatung ist für dich da')).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: /Weiter/ }));
    fireEvent.click(within(carousel).getByRole('button', { name: "Los geht's" }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Willkommen in deinem Bewerberportal' })).toBeNull(),
    );
    await waitFor(() => expect(fetch.callsTo('PUT', '/v1/metadata')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/v1/metadata')[0]?.body).toEqual({ hideHomeIntroCarousel: true });
    expect(queryClient.getQueryData<Account>(applicantKeys.account)?.metadata).toEqual({
      hideHomeIntroCarousel: true,
    });
  });

  it('shows the "no unit yet" state after polling', () => {
    appStore.set({ noUnitAvailable: true });
    renderHome(makeAccount(), []);
    expect(screen.getByRole('heading', { name: 'Dein Bereich wird gerade eingerichtet' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Willkommen in deinem Bewerberportal' })).toBeNull();
  });
});

describe('ds home: a document the advisor rejected (decision 075)', () => {
  it('reopens step 1 and shows the re-upload first, with the reason, the direct upload and the link', () => {
    const uploads: string[] = [];
    const FakeUpload = ({
      category,
      label,
      onUploaded,
    }: {
      category: string;
      label: string;
      onUploaded?: (document: { name: string }) => void;
    }) => (
      <button
        type="button"
        onClick={() => {
          uploads.push(category);
          onUploaded?.({ name: 'neu.pdf' });
        }}
      >
        {label}
      </button>
    );
    const account = makeAccount({
      metadata: { hideHomeIntroCarousel: true },
      salutation: 'mrs',
      birthday: '2005-01-01',
      placeOfBirth: 'Berlin',
      countryOfBirth: 'DE',
      nationality: 'DE',
      phone: '+49 30 123456',
      shippingStreet: 'Hauptstraße 1',
      shippingPostalCode: '10115',
      shippingCity: 'Berlin',
      shippingCountry: 'DE',
      universityEntranceQualification: 'Abitur',
    });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    queryClient.setQueryData(applicantKeys.account, account);
    queryClient.setQueryData(applicantKeys.units, [makeUnit()]);
    queryClient.setQueryData(applicantKeys.documents, [
      makeDocument({ category: 'CV', type: 'CV' }),
      makeDocument({
        category: 'Certificate',
        type: 'Certificate',
        name: 'zeugnis.pdf',
        reviewStatus: 'rejected',
        reviewReason: 'Seite 2 fehlt.',
      }),
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/ds']}>
          <ApplicantHome area="ds" reuploadAction={FakeUpload} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const overview = screen.getByRole('region', { name: 'Dein Weg zum dualen Studium' });
    expect(within(overview).getAllByRole('listitem')[0]?.textContent).toMatch(/Jetzt dran/);
    const nextSteps = screen.getByRole('region', { name: 'Deine nächsten Schritte' });
    const first = within(nextSteps).getAllByRole('listitem')[0]!;
    expect(first.textContent).toMatch(/Zeugnis neu hochladen/);
    expect(first.textContent).toMatch(/„zeugnis\.pdf“/);
    expect(first.textContent).toMatch(/Seite 2 fehlt\./);
    expect(
      within(first)
        .getByRole('link', { name: /Zu deinen Unterlagen/ })
        .getAttribute('href'),
    ).toBe('/ds/application/documents/3');
    // The plain "upload certificate" action is replaced by the re-upload.
    expect(within(nextSteps).queryByRole('link', { name: /^Zeugnis hochladen/ })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Neue Datei für Zeugnis hochladen' }));
    expect(uploads).toEqual(['Certificate']);
    expect(within(nextSteps).getByRole('status').textContent).toMatch(/„neu\.pdf“ wurde hochgeladen/);
  });
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAreaHome(
  path: string,
  account: Account,
  units: UnitDetail[],
  documents: PortalDocument[] = [],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(applicantKeys.account, account);
  queryClient.setQueryData(applicantKeys.units, units);
  queryClient.setQueryData(applicantKeys.documents, documents);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ds" element={<ApplicantAreaHome />} />
          <Route path="/fs" element={<ApplicantAreaHome />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('fs home (decision 078)', () => {
  const fsUnit = makeUnit({ unit: 'fs' });
  const seen = { metadata: { hideHomeIntroCarousel: true } };

  it('shows the path progress and next steps of distance study, every link inside /fs', () => {
    renderAreaHome('/fs', makeAccount(seen), [fsUnit]);
    expect(screen.getByText('Fernstudium')).toBeTruthy();
    const nextSteps = screen.getByRole('region', { name: 'Deine nächsten Schritte' });
    expect(within(nextSteps).getAllByRole('link')[0]?.getAttribute('href')).toBe('/fs/application/documents');
    const overview = screen.getByRole('region', { name: 'Dein Weg zum Fernstudium' });
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/Schritt 1: Persönliche Daten und Unterlagen/),
      expect.stringMatching(/Schritt 2: Fähigkeiten und Kenntnisse/),
      expect.stringMatching(/Schritt 3: Infoveranstaltung/),
      expect.stringMatching(/Schritt 4: Erstes Beratungsgespräch/),
      expect.stringMatching(/Schritt 5: Bewerbung abschließen.*Noch gesperrt/),
      expect.stringMatching(
        /Vertrag und Einschreibung.*Öffnet sich, sobald du deine Bewerbung abgeschlossen hast/,
      ),
    ]);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/ds'))).toEqual([]);
    expect(hrefs).toContain('/fs/application/abilities');
    expect(document.body.textContent).not.toMatch(/Praxispartner|\bdual(e[nrs]?)?\b/i);
    expect(screen.getByText('Laura Beispiel')).toBeTruthy();
  });

  it('shows the intro carousel in distance-study words', () => {
    renderAreaHome('/fs', makeAccount(), [fsUnit]);
    const carousel = screen.getByRole('region', { name: 'Willkommen in deinem Bewerberportal' });
    expect(within(carousel).getByText(/Beratungsgespräch und Bewerbungsabschluss/)).toBeTruthy();
  });

  it('takes a person whose only unit is fs from /ds to /fs', async () => {
    renderAreaHome('/ds', makeAccount(seen), [fsUnit]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fs'));
    expect(screen.getByRole('region', { name: 'Dein Weg zum Fernstudium' })).toBeTruthy();
  });
});
