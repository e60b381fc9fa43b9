import { STORAGE_KEYS, TIMINGS, type Account, type WizardFlowsResponse } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-state';
import { makeAccount } from '../../../testing/fixtures';
import { installFetch, json, type RecordedCall } from '../../../testing/mock-fetch';
import { OnboardingWizard } from './onboarding-wizard';

type Preconditions = WizardFlowsResponse['preconditions'];
const NONE: Preconditions = {
  hasLanguageSkills: false,
  hasUniversityEntranceQualification: false,
  hasSufficientGermanLanguageProficiency: false,
};

function flows(preconditions: Partial<Preconditions> = {}, initiateFlow: string | null = 'OnboardingFlow') {
  return json(200, { initiateFlow, preconditions: { ...NONE, ...preconditions } });
}

/** `PUT /v1/metadata` merging like the API (`null` removes a key). */
function metadataServer(initial: Record<string, unknown> = {}) {
  let metadata = { ...initial };
  return (call: RecordedCall) => {
    metadata = { ...metadata };
    for (const [key, value] of Object.entries(call.body as Record<string, unknown>)) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
    return json(200, { metadata });
  };
}

function renderWizard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/ds/onboarding', Component: OnboardingWizard },
      { path: '/ds', Component: () => <h1>Startseite</h1> },
    ],
    { initialEntries: ['/ds/onboarding'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

function setup(account: Account, wizard: Response | Response[] = flows()) {
  return installFetch({
    'GET /v1/account': json(200, account),
    'GET /v1/wizard-flows': wizard,
    'PUT /v1/metadata': metadataServer(account.metadata),
    'POST /v1/account/email-verification': json(200, {
      sentTo: account.email,
      expiresAt: '2026-01-02T10:00:00.000Z',
    }),
  });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const savedProgress = (fetch: ReturnType<typeof installFetch>) =>
  fetch.callsTo('PUT', '/v1/metadata').map((c) => c.body);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  appStore.reset();
  localStorage.setItem(STORAGE_KEYS.onboardingVariant, 'Original');
});

describe('onboarding wizard runner', () => {
  it('starts at the saved progress index', async () => {
    setup(makeAccount({ metadata: { flows: { OnboardingFlow: 3 } } }));
    renderWizard();
    expect(await heading('Wie gut sprichst du Deutsch?')).toBeTruthy();
    expect(screen.getByText('Schritt 4 von 5')).toBeTruthy();
  });

  it('saves the next index with PUT /v1/metadata and re-reads the preconditions on next', async () => {
    const fetch = setup(makeAccount());
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: /Los geht's/ }));
    expect(await heading('Welchen Schulabschluss hast du?')).toBeTruthy();
    expect(savedProgress(fetch)).toEqual([{ flows: { OnboardingFlow: 1 } }]);
    expect(fetch.callsTo('GET', '/v1/wizard-flows')).toHaveLength(2);
    expect(fetch.callsTo('PUT', '/v1/metadata')[0]?.headers.get('X-XSRF-TOKEN')).toBe('x');
  });

  it('scrolls to the top on next and back and focuses the new heading without scrolling it under the header', async () => {
    // Issue 8, item 6: on a phone the page stayed scrolled down, the new heading hidden under the sticky header.
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    setup(makeAccount());
    renderWizard();
    const start = await screen.findByRole('button', { name: /Los geht's/ });
    expect(scrollTo).not.toHaveBeenCalled(); // the first step opens where the page is
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    fireEvent.click(start);
    const next = await heading('Welchen Schulabschluss hast du?');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }));
    expect(document.activeElement).toBe(next);
    expect(focus.mock.contexts.includes(next)).toBe(true);
    expect(focus.mock.calls[focus.mock.contexts.indexOf(next)]).toEqual([{ preventScroll: true }]);

    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: /Zurück/ }));
    await heading(/Willkommen/);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }));
  });

  it('keeps the other flows in the progress map', async () => {
    const fetch = setup(makeAccount({ metadata: { flows: { EmailVerificationFlow: 0 } } }));
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: /Los geht's/ }));
    await heading('Welchen Schulabschluss hast du?');
    expect(savedProgress(fetch)).toEqual([{ flows: { EmailVerificationFlow: 0, OnboardingFlow: 1 } }]);
  });

  it('skips the insufficient step with German C1 and saves the index of success', async () => {
    const account = makeAccount({ metadata: { flows: { OnboardingFlow: 3 } } });
    const fetch = installFetch({
      'GET /v1/account': json(200, account),
      'GET /v1/wizard-flows': [
        flows(),
        flows({ hasLanguageSkills: true, hasSufficientGermanLanguageProficiency: true }),
      ],
      'PUT /v1/metadata': metadataServer(account.metadata),
      'PATCH /v1/account': (call) => json(200, { ...account, ...(call.body as object) }),
    });
    renderWizard();
    await heading('Wie gut sprichst du Deutsch?');
    fireEvent.click(screen.getByLabelText(/C1/));
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(await heading('Geschafft, Mia!')).toBeTruthy();
    // index 4 (insufficient) is skipped
    expect(savedProgress(fetch)).toEqual([{ flows: { OnboardingFlow: 5 } }]);
    expect(screen.getByText('Schritt 5 von 5')).toBeTruthy();
  });

  it('with German A2 (not native) ends on the insufficient step, which cannot be finished', async () => {
    const account = makeAccount({ metadata: { flows: { OnboardingFlow: 3 } } });
    const fetch = installFetch({
      'GET /v1/account': json(200, account),
      'GET /v1/wizard-flows': [flows(), flows({ hasLanguageSkills: true })],
      'PUT /v1/metadata': metadataServer(account.metadata),
      'PATCH /v1/account': (call) => json(200, { ...account, ...(call.body as object) }),
    });
    renderWizard();
    await heading('Wie gut sprichst du Deutsch?');
    fireEvent.click(screen.getByLabelText(/A2/));
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(await heading(/Deutsch auf B2-Niveau/)).toBeTruthy();
    expect(fetch.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      languageSkills: [{ code: 'de', level: 2 }],
      accreditedAuthorityGermanLanguage: null,
      accreditationDateGermanSkills: null,
    });
    expect(savedProgress(fetch)).toEqual([{ flows: { OnboardingFlow: 4 } }]);
    expect(screen.getByText('Deine Angabe: A2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Weiter|Zur Startseite/ })).toBeNull();
    expect(
      screen.getByRole('link', { name: /englischsprachigen Studiengängen/ }).getAttribute('href'),
    ).toMatch(/^mailto:/);

    fireEvent.click(screen.getByRole('button', { name: 'Angabe ändern' }));
    expect(await heading('Wie gut sprichst du Deutsch?')).toBeTruthy();
    expect(savedProgress(fetch).at(-1)).toEqual({ flows: { OnboardingFlow: 3 } });
  });

  it('completes the flow: progress cleared, onboardingDone set, initial loading started again, home', async () => {
    const account = makeAccount({
      languageSkills: [{ code: 'de', level: 7 }],
      metadata: { flows: { OnboardingFlow: 5 } },
    });
    const fetch = setup(
      account,
      flows({ hasLanguageSkills: true, hasSufficientGermanLanguageProficiency: true }),
    );
    const generation = appStore.get().initialLoadingGeneration;
    const { router } = renderWizard();
    await heading('Geschafft, Mia!');
    fireEvent.click(screen.getByRole('button', { name: /Zur Startseite/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds'));
    expect(savedProgress(fetch)).toEqual([{ flows: null, onboardingDone: true }]);
    expect(appStore.get()).toMatchObject({
      onboardingDone: true,
      initialLoading: 'idle',
      initialLoadingGeneration: generation + 1,
    });
  });

  it('waits for a confirmed address on the last step (decision 063): a new link, then finishing', async () => {
    const unverified = makeAccount({
      emailVerified: false,
      languageSkills: [{ code: 'de', level: 7 }],
      metadata: { flows: { OnboardingFlow: 5 } },
    });
    let confirmed = false;
    const fetch = installFetch({
      'GET /v1/account': () => json(200, { ...unverified, emailVerified: confirmed }),
      'GET /v1/wizard-flows': flows({
        hasLanguageSkills: true,
        hasSufficientGermanLanguageProficiency: true,
      }),
      'PUT /v1/metadata': metadataServer(unverified.metadata),
      'POST /v1/account/email-verification': json(200, {
        sentTo: unverified.email,
        expiresAt: '2026-01-02T10:00:00.000Z',
      }),
    });
    const { router } = renderWizard();
    await heading('Geschafft, Mia!');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bestätige noch deine E-Mail-Adresse' }),
    ).toBeTruthy();
    const toHome = screen.getByRole('button', { name: /Zur Startseite/ });
    expect((toHome as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Bestätigungslink senden' }));
    expect(await screen.findByText(`Die E-Mail ist unterwegs an ${unverified.email}.`)).toBeTruthy();
    expect(fetch.callsTo('POST', '/v1/account/email-verification')).toHaveLength(1);

    // Confirmed on the phone: "Ich habe bestätigt" re-reads the account and the step can finish.
    confirmed = true;
    fireEvent.click(screen.getByRole('button', { name: 'Ich habe bestätigt' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 2, name: 'Bestätige noch deine E-Mail-Adresse' }),
      ).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: /Zur Startseite/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds'));
    expect(savedProgress(fetch)).toEqual([{ flows: null, onboardingDone: true }]);
  });

  it('shows the save failure and stays on the step when the progress cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const account = makeAccount();
    installFetch({
      'GET /v1/account': json(200, account),
      'GET /v1/wizard-flows': flows(),
      'PUT /v1/metadata': json(500, { code: 500, message: 'boom', errors: [] }),
    });
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: /Los geht's/ }));
    expect(
      await screen.findByText('Deine Daten konnten nicht übertragen werden, bitte versuche es erneut.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen, Mia!' })).toBeTruthy();
  });

  it('logs a load failure and offers a retry that loads the wizard', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = setup(makeAccount(), [json(500, { code: 500, message: 'boom', errors: [] }), flows()]);
    renderWizard();
    expect(await heading('Der Einrichtungsassistent konnte nicht geladen werden')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('The onboarding wizard could not be loaded', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await heading('Willkommen, Mia!')).toBeTruthy();
    expect(fetch.callsTo('GET', '/v1/wizard-flows')).toHaveLength(2);
  });

  it('goes home when the server starts no flow', async () => {
    setup(makeAccount({ metadata: { onboardingDone: true } }), flows({}, null));
    const { router } = renderWizard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds'));
  });

  it('runs the EmailVerificationFlow when onboarding is done but the address is not verified', async () => {
    setup(
      makeAccount({ emailVerified: false, metadata: { onboardingDone: true } }),
      flows({}, 'EmailVerificationFlow'),
    );
    renderWizard();
    expect(await heading('Bestätige deine E-Mail-Adresse')).toBeTruthy();
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy();
  });
});

describe('entrance qualification step', () => {
  async function openHzb(extra: Partial<Account> = {}) {
    const account = makeAccount({
      emailVerified: false,
      metadata: { flows: { OnboardingFlow: 1 } },
      ...extra,
    });
    const fetch = installFetch({
      'GET /v1/account': json(200, account),
      'GET /v1/wizard-flows': flows(),
      'PUT /v1/metadata': metadataServer(account.metadata),
      'PATCH /v1/account': (call) => json(200, { ...account, ...(call.body as object) }),
      'POST /v1/account/email-verification': json(200, {
        sentTo: account.email,
        expiresAt: '2026-01-02T10:00:00.000Z',
      }),
    });
    renderWizard();
    await heading('Welchen Schulabschluss hast du?');
    return fetch;
  }

  it('requires a choice and shows the translated messages', async () => {
    const fetch = await openHzb();
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(await screen.findByText('Bitte fülle alle erforderlichen Felder korrekt aus!')).toBeTruthy();
    expect(screen.getByText('Eingabe erforderlich')).toBeTruthy();
    expect(fetch.callsTo('PATCH', '/v1/account')).toHaveLength(0);
  });

  it('maps the Baden-Württemberg choice to Fachhochschulreife with the flag true', async () => {
    const fetch = await openHzb();
    fireEvent.click(screen.getByLabelText(/Fachhochschulreife aus Baden-Württemberg/));
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await heading('Bestätige deine E-Mail-Adresse');
    expect(fetch.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    expect(savedProgress(fetch)).toEqual([{ flows: { OnboardingFlow: 2 } }]);
  });

  it('sends Fachhochschulreife (outside Baden-Württemberg) with the flag false', async () => {
    const fetch = await openHzb();
    fireEvent.click(screen.getByLabelText(/Erworben außerhalb von Baden-Württemberg/));
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await heading('Bestätige deine E-Mail-Adresse');
    expect(fetch.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: false,
    });
  });

  it('asks a foreign diploma for its status (Existing or In prospect) before going on', async () => {
    const fetch = await openHzb();
    expect(screen.queryByText('Liegt dein ausländischer Abschluss schon vor?')).toBeNull();
    fireEvent.click(screen.getByLabelText(/Ausländische Hochschul/));
    expect(await screen.findByText('Liegt dein ausländischer Abschluss schon vor?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(
      await screen.findByText(
        'Bitte gib an, ob dein Abschluss bereits vorliegt oder du ihn gerade erwirbst.',
      ),
    ).toBeTruthy();
    expect(fetch.callsTo('PATCH', '/v1/account')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Nein, ich erwerbe ihn gerade'));
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await heading('Bestätige deine E-Mail-Adresse');
    expect(fetch.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      universityEntranceQualification: 'ForeignUniversityEntranceDiploma',
      universityEntranceQualificationBw: null,
      universityEntranceQualificationStatus: 'In prospect',
    });
  });

  it('preselects the stored choice (Fachhochschulreife with the flag → Baden-Württemberg)', async () => {
    await openHzb({
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    expect(
      (screen.getByLabelText(/Fachhochschulreife aus Baden-Württemberg/) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('language step', () => {
  it('saves a non-native level with its proof, keeping the other languages', async () => {
    const account = makeAccount({
      languageSkills: [{ code: 'en', level: 5 }],
      metadata: { flows: { OnboardingFlow: 3 } },
    });
    const fetch = installFetch({
      'GET /v1/account': json(200, account),
      'GET /v1/wizard-flows': [
        flows(),
        flows({ hasLanguageSkills: true, hasSufficientGermanLanguageProficiency: true }),
      ],
      'PUT /v1/metadata': metadataServer(account.metadata),
      'PATCH /v1/account': (call) => json(200, { ...account, ...(call.body as object) }),
    });
    renderWizard();
    await heading('Wie gut sprichst du Deutsch?');
    fireEvent.click(screen.getByLabelText(/C1/));
    fireEvent.change(await screen.findByLabelText('Prüfungsstelle'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    // Authority without date: the date is required.
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Datum des Nachweises'), { target: { value: '2030-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await heading('Geschafft, Mia!');
    expect(fetch.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      languageSkills: [
        { code: 'en', level: 5 },
        { code: 'de', level: 5 },
      ],
      accreditedAuthorityGermanLanguage: 'TestDaF',
      accreditationDateGermanSkills: '2030-06-01',
    });
  });

  it('requires a level ("Sprachlevel erforderlich")', async () => {
    installFetch({
      'GET /v1/account': json(200, makeAccount({ metadata: { flows: { OnboardingFlow: 3 } } })),
      'GET /v1/wizard-flows': flows(),
    });
    renderWizard();
    await heading('Wie gut sprichst du Deutsch?');
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(await screen.findByText('Sprachlevel erforderlich')).toBeTruthy();
  });
});

describe('e-mail verification step', () => {
  it('sends the mail when reached with next: running, success for 3.5 s, then idle', async () => {
    const account = makeAccount({ emailVerified: false, metadata: { flows: { OnboardingFlow: 1 } } });
    let answer!: (response: Response) => void;
    const fetch = installFetch({
      'GET /v1/account': json(200, account),
      'GET /v1/wizard-flows': flows(),
      'PUT /v1/metadata': metadataServer(account.metadata),
      'PATCH /v1/account': (call) => json(200, { ...account, ...(call.body as object) }),
      'POST /v1/account/email-verification': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWizard();
    await heading('Welchen Schulabschluss hast du?');
    fireEvent.click(screen.getByLabelText(/Abitur \/ Matura/));
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await heading('Bestätige deine E-Mail-Adresse');
    expect(await screen.findByText('Der Link wird gesendet …')).toBeTruthy();
    expect(fetch.callsTo('POST', '/v1/account/email-verification')).toHaveLength(1);

    vi.useFakeTimers();
    await act(async () => {
      answer(json(200, { sentTo: account.email, expiresAt: '2026-01-02T10:00:00.000Z' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(`Die E-Mail ist unterwegs an ${account.email}.`)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.emailVerificationSuccessMs - 1));
    expect(screen.queryByText(`Die E-Mail ist unterwegs an ${account.email}.`)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(`Die E-Mail ist unterwegs an ${account.email}.`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Neuen Link senden' })).toBeTruthy();
  });

  it('shows an error for 5 s and lets the person resend', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const account = makeAccount({ emailVerified: false, metadata: { flows: { OnboardingFlow: 2 } } });
    const fetch = installFetch({
      'GET /v1/account': json(200, account),
      'GET /v1/wizard-flows': flows(),
      'POST /v1/account/email-verification': [
        json(429, { code: 2103, message: 'zu viele', errors: [] }),
        json(200, { sentTo: account.email, expiresAt: '2026-01-02T10:00:00.000Z' }),
      ],
    });
    renderWizard();
    await heading('Bestätige deine E-Mail-Adresse');
    // Resumed (not reached with next): nothing is sent until asked.
    expect(fetch.callsTo('POST', '/v1/account/email-verification')).toHaveLength(0);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bestätigungslink senden' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const message = 'Du hast in kurzer Zeit mehrere Links angefordert. Bitte warte ein paar Minuten.';
    expect(screen.getByRole('alert').textContent).toBe(message);
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.emailVerificationErrorMs - 1));
    expect(screen.queryByText(message)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(message)).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bestätigungslink senden' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetch.callsTo('POST', '/v1/account/email-verification')).toHaveLength(2);
    expect(screen.getByText(`Die E-Mail ist unterwegs an ${account.email}.`)).toBeTruthy();
  });

  it('shows "already verified" and lets the person continue', async () => {
    const account = makeAccount({ emailVerified: true, metadata: { flows: { OnboardingFlow: 2 } } });
    const fetch = setup(account);
    renderWizard();
    expect(await heading('Deine E-Mail-Adresse ist bestätigt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await heading('Wie gut sprichst du Deutsch?');
    expect(fetch.callsTo('POST', '/v1/account/email-verification')).toHaveLength(0);
  });
});

describe('onboarding experiment', () => {
  it('Variation 1 names every step; Original shows the minimal counter', async () => {
    localStorage.setItem(STORAGE_KEYS.onboardingVariant, 'Variation 1');
    setup(makeAccount({ metadata: { flows: { OnboardingFlow: 1 } } }));
    renderWizard();
    const stepper = await screen.findByRole('navigation', { name: 'Fortschritt der Einrichtung' });
    const items = within(stepper).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Erledigt: Start',
      '2Aktueller Schritt: Abschluss',
      '3Noch offen: E-Mail',
      '4Noch offen: Deutsch',
      '5Noch offen: Ergebnis',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByText('Schritt 2 von 5')).toBeNull();
  });
});
