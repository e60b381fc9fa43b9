/** The onboarding's analytics events (decision 255): what each step reports, with the variant shown. */
import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../lib/analytics/analytics';
import { appStore } from '../../../lib/app-state';
import { makeAccount } from '../../../testing/fixtures';
import { installFetch, json, type RecordedCall } from '../../../testing/mock-fetch';
import { OnboardingWizard } from './onboarding-wizard';

vi.mock('../../../lib/analytics/analytics', () => ({ track: vi.fn() }));

const flows = json(200, {
  initiateFlow: 'OnboardingFlow',
  preconditions: {
    hasLanguageSkills: false,
    hasUniversityEntranceQualification: false,
    hasSufficientGermanLanguageProficiency: false,
  },
});

function start(account = makeAccount({ emailVerified: false })) {
  let metadata = { ...account.metadata };
  installFetch({
    'GET /v1/account': json(200, account),
    'GET /v1/wizard-flows': flows,
    'PUT /v1/metadata': (call: RecordedCall) => {
      metadata = { ...metadata, ...(call.body as object) };
      return json(200, { metadata });
    },
    'PATCH /v1/account': (call) => json(200, { ...account, ...(call.body as object) }),
    'POST /v1/account/email-verification': json(200, {
      sentTo: account.email,
      expiresAt: '2026-01-02T10:00:00.000Z',
    }),
  });
  const router = createMemoryRouter([{ path: '/ds/onboarding', Component: OnboardingWizard }], {
    initialEntries: ['/ds/onboarding'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const tracked = () => vi.mocked(track).mock.calls.map(([name, properties]) => ({ name, properties }));

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  appStore.reset();
  vi.mocked(track).mockClear();
  localStorage.setItem(STORAGE_KEYS.onboardingVariant, 'Variation 1');
});

describe('onboarding events', () => {
  it('reports views, the start click, the qualification with its BW flag and the changed account fields', async () => {
    start();
    fireEvent.click(await screen.findByRole('button', { name: /Los geht's/ }));
    await heading('Welchen Schulabschluss hast du?');
    fireEvent.click(screen.getByLabelText(/Fachhochschulreife aus Baden-Württemberg/));
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await heading('Bestätige deine E-Mail-Adresse');
    const variant = { experiment_variant: 'Variation 1' };
    expect(tracked()).toEqual([
      { name: 'onboarding_welcome_viewed', properties: variant },
      { name: 'onboarding_welcome_clicked', properties: variant },
      { name: 'onboarding_hzb_viewed', properties: variant },
      {
        name: 'account_data_saved',
        properties: {
          changed_fields: ['universityEntranceQualification', 'universityEntranceQualificationBw'],
        },
      },
      { name: 'onboarding_hzb_saved', properties: { ...variant, hzb_type: 'FachhochschulreifeBW' } },
      { name: 'onboarding_hzbBw_saved', properties: { ...variant, hzb_bw: true } },
      { name: 'onboarding_emailVerification_viewed', properties: variant },
    ]);
  });

  it('reports going back from the qualification and the own "send again" click, not the automatic mail', async () => {
    start(makeAccount({ emailVerified: false, metadata: { flows: { OnboardingFlow: 2 } } }));
    await heading('Bestätige deine E-Mail-Adresse');
    fireEvent.click(await screen.findByRole('button', { name: /Bestätigungslink senden|Neuen Link senden/ }));
    fireEvent.click(screen.getByRole('button', { name: /Zurück/ }));
    await heading('Welchen Schulabschluss hast du?');
    fireEvent.click(screen.getByRole('button', { name: /Zurück/ }));
    await heading(/Willkommen/);
    expect(tracked().map((event) => event.name)).toEqual([
      'onboarding_emailVerification_viewed',
      'onboarding_emailVerification_resent',
      'onboarding_hzb_viewed',
      'onboarding_hzb_backClicked',
      'onboarding_welcome_viewed',
    ]);
  });

  it('reports the blocked step, the click on the English programmes and changing the answer', async () => {
    start(
      makeAccount({
        emailVerified: true,
        languageSkills: [{ code: 'de', level: 2 }],
        metadata: { flows: { OnboardingFlow: 4 } },
      }),
    );
    await screen.findByRole('link', { name: /Beratung zu englischsprachigen Studiengängen/ });
    const mail = screen.getByRole('link', { name: /Beratung zu englischsprachigen Studiengängen/ });
    mail.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(mail);
    fireEvent.click(screen.getByRole('button', { name: /Angabe ändern/ }));
    await heading('Wie gut sprichst du Deutsch?');
    expect(tracked()).toEqual([
      { name: 'onboarding_blocked_viewed', properties: { experiment_variant: 'Variation 1' } },
      {
        name: 'onboarding_blocked_clicked',
        properties: { experiment_variant: 'Variation 1', target: 'english_programmes' },
      },
      {
        name: 'onboarding_blocked_clicked',
        properties: { experiment_variant: 'Variation 1', target: 'change_answer' },
      },
      { name: 'onboarding_germanLanguage_viewed', properties: { experiment_variant: 'Variation 1' } },
    ]);
  });
});
