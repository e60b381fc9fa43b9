/**
 * The CV generator in the browser: the stepper validates a section before "Weiter", the draft is kept in local
 * storage (and nothing is sent meanwhile), "Entwurf löschen" clears it, entries are added, reordered and removed
 * with the preview following, and the template markup uses only the classes the server's sanitiser allows.
 */
import { CV_CLASS_NAMES, STORAGE_KEYS, type CvDraft } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../testing/fixtures';
import { installFetch } from '../../../testing/mock-fetch';
import { draftFromAccount, emptyDraft } from '../model/cv-draft';
import { CvDocument } from './cv-document';
import { PublicCvGeneratorPage } from './cv-generator-pages';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/lebenslauf-generator/:stage/:section?', Component: PublicCvGeneratorPage }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const stored = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cvGeneratorDraft) ?? 'null') as {
    owner: string;
    draft: CvDraft;
  } | null;

function fullDraft(template: CvDraft['template']): CvDraft {
  const draft = emptyDraft(template);
  draft.profile = {
    ...draft.profile,
    firstName: 'Jürgen',
    lastName: 'Größer',
    headline: 'Student',
    email: 'j@example.org',
    phone: '+49 30 123456',
    street: 'Weg 1',
    postalCode: '10115',
    city: 'Berlin',
    birthday: '2004-03-14',
    nationality: 'deutsch',
    summary: 'Kurz',
    photo: 'data:image/png;base64,iVBORw0KGgo=',
  };
  draft.education = [
    {
      institution: 'Schule',
      degree: 'Abitur',
      location: 'Ulm',
      startMonth: '2014-08',
      endMonth: '2022-06',
      description: 'LK',
    },
  ];
  draft.experience = [
    {
      employer: 'Bäckerei',
      position: 'Aushilfe',
      location: 'Ulm',
      startMonth: '2022-09',
      endMonth: null,
      description: 'Verkauf',
    },
  ];
  draft.knowledge = {
    languages: [{ name: 'Deutsch', level: 'native' }],
    skills: [{ name: 'Excel' }],
    drivingLicence: 'B',
  };
  draft.hobbies = 'Fußball';
  return draft;
}

describe('CV generator', () => {
  it('validates a section before "Weiter", keeps the draft in this browser and sends nothing', async () => {
    const fetch = installFetch({});
    const router = renderAt('/lebenslauf-generator/input/profil');
    fireEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByLabelText(/^Vorname/).getAttribute('aria-invalid')).toBe('true'));
    expect(router.state.location.pathname).toBe('/lebenslauf-generator/input/profil');

    fireEvent.change(screen.getByLabelText(/^Vorname/), { target: { value: 'Jürgen' } });
    fireEvent.change(screen.getByLabelText(/^Nachname/), { target: { value: 'Größer' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail-Adresse/), { target: { value: 'keine-adresse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-Mail-Adresse/).getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.change(screen.getByLabelText(/^E-Mail-Adresse/), { target: { value: 'j@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lebenslauf-generator/input/education'));

    expect(stored()).toMatchObject({
      owner: 'public',
      draft: { profile: { firstName: 'Jürgen', lastName: 'Größer' } },
    });
    expect(document.querySelector('.cv-name')?.textContent).toBe('Jürgen Größer');
    expect(fetch.calls).toHaveLength(0);
  });

  it('adds, reorders and removes entries, and the preview follows', async () => {
    renderAt('/lebenslauf-generator/input/experience');
    fireEvent.click(await screen.findByRole('button', { name: 'Station hinzufügen' }));
    fireEvent.change(screen.getAllByLabelText(/^Tätigkeit/)[0]!, { target: { value: 'Erste' } });
    fireEvent.click(screen.getByRole('button', { name: 'Station hinzufügen' }));
    fireEvent.change(screen.getAllByLabelText(/^Tätigkeit/)[1]!, { target: { value: 'Zweite' } });
    const titles = () => [...document.querySelectorAll('.cv-entry-title')].map((node) => node.textContent);
    await waitFor(() => expect(titles()).toEqual(['Erste', 'Zweite']));

    fireEvent.click(screen.getByRole('button', { name: 'Station 2 nach oben' }));
    await waitFor(() => expect(titles()).toEqual(['Zweite', 'Erste']));
    fireEvent.click(screen.getByRole('button', { name: 'Station 1 entfernen' }));
    await waitFor(() => expect(titles()).toEqual(['Erste']));
    await waitFor(() => expect(stored()?.draft.experience.map((e) => e.position)).toEqual(['Erste']));
  });

  it('offers a stored draft on the start and deletes it on request', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cvGeneratorDraft,
      JSON.stringify({ owner: 'public', draft: fullDraft('classic') }),
    );
    renderAt('/lebenslauf-generator/start');
    expect(await screen.findByText(/schon einen Entwurf angefangen/)).toBeTruthy();
    const classic = screen.getAllByRole('radio', { name: /Klassisch/ })[0]!;
    expect(classic.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Entwurf löschen' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entwurf löschen' }),
    );
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cvGeneratorDraft)).toBeNull());
    await waitFor(() => expect(screen.queryByText(/schon einen Entwurf angefangen/)).toBeNull());
  });

  it('ignores a draft stored for someone else (a signed-in account)', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cvGeneratorDraft,
      JSON.stringify({ owner: 'account:123', draft: fullDraft('classic') }),
    );
    renderAt('/lebenslauf-generator/input/profil');
    expect(((await screen.findByLabelText(/^Vorname/)) as HTMLInputElement).value).toBe('');
  });

  it.each(['classic', 'modern'] as const)('the %s markup uses only the allowed classes', async (template) => {
    await i18n.loadNamespaces('cv-generator');
    const html = renderToStaticMarkup(
      <CvDocument draft={fullDraft(template)} t={i18n.t} dir="ltr" lang="de" placeholders />,
    );
    const classes = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
    );
    expect([...classes].filter((name) => !(CV_CLASS_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect(html).toContain('09/2022 – heute');
    expect(html).toContain('Muttersprache');
  });
});

describe('prefill from the account', () => {
  it('takes name, contact, address and step 2 (work, languages, licence, graduation)', () => {
    const account = makeAccount({
      firstName: 'Jorinde',
      lastName: 'Größer',
      phone: '+49 30 1',
      shippingCity: 'Köln',
      workExperiences: [
        {
          employer: 'Bäckerei Süß',
          position: 'Aushilfe',
          startMonth: '2022-09',
          endMonth: null,
          description: null,
        },
      ],
      languageSkills: [
        { code: 'de', level: 7 },
        { code: 'en', level: 5 },
      ],
      drivingLicenseExists: true,
      graduationSchool: 'Gymnasium Köln',
      graduationYear: 2023,
    });
    const draft = draftFromAccount(account, {
      languageName: (code) => ({ de: 'Deutsch', en: 'Englisch' })[code] ?? code,
      countryName: (code) => code,
      drivingLicence: 'Klasse B',
      schoolLeaving: 'Schulabschluss',
    });
    expect(draft.profile).toMatchObject({
      firstName: 'Jorinde',
      lastName: 'Größer',
      email: account.email,
      city: 'Köln',
    });
    expect(draft.experience).toEqual([
      {
        employer: 'Bäckerei Süß',
        position: 'Aushilfe',
        location: '',
        startMonth: '2022-09',
        endMonth: null,
        description: '',
      },
    ]);
    expect(draft.knowledge.languages).toEqual([
      { name: 'Deutsch', level: 'native' },
      { name: 'Englisch', level: 'C1' },
    ]);
    expect(draft.knowledge.drivingLicence).toBe('Klasse B');
    expect(draft.education[0]).toMatchObject({
      institution: 'Gymnasium Köln',
      degree: 'Schulabschluss',
      endMonth: '2023-06',
    });
  });
});
