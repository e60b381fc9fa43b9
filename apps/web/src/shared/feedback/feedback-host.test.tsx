/**
 * The feedback modal's state machine (spec part 1 §4: open, rating chosen, sent, thank-you, closed) in both portals,
 * with the calls it makes, and the automatic trigger's conditions (decision 237).
 */
import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompanyUser } from '../../testing/fixtures';
import { installFetch, json } from '../../testing/mock-fetch';
import { FeedbackHost } from './feedback-host';
import { clearFeedback, feedbackStore, openFeedback } from './feedback-store';
import { AUTOMATIC_FEEDBACK_PAUSE_MS, useAutomaticFeedback } from './use-automatic-feedback';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});
afterEach(() => act(() => clearFeedback()));

function renderHost(mode: 'applicant' | 'company', feedbackGiven = false) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeedbackHost mode={mode} feedbackGiven={feedbackGiven} />
    </QueryClientProvider>,
  );
}

const dialog = () => screen.getByRole('dialog');

/** Opens the modal; its code loads with the first opening (decision 314), so the dialog appears a moment later. */
async function open(trigger: 'manual' | 'auto') {
  act(() => openFeedback(trigger));
  await screen.findByRole('dialog');
}

const send = () => within(dialog()).getByRole('button', { name: 'Absenden' });

describe('the feedback modal (applicant)', () => {
  it('walks open → rating → reasons → comment → sent → thank-you → closed, sending what was chosen', async () => {
    const fetch = installFetch({ 'POST /v1/feedback': () => json(201, { feedbackGiven: true }) });
    renderHost('applicant');
    expect(screen.queryByRole('dialog')).toBeNull();

    await open('manual');
    expect(
      within(dialog()).getByRole('heading', { name: 'Wie gefällt dir das Bewerberportal?' }),
    ).toBeTruthy();
    // Nothing chosen: no reasons, "Absenden" disabled.
    expect(send()).toHaveProperty('disabled', true);
    expect(within(dialog()).queryAllByRole('checkbox')).toHaveLength(0);
    const radios = within(dialog()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['Schlecht', 'Naja', 'Super']);
    expect(within(dialog()).getByText(/komplett anonym/)).toBeTruthy();

    // Negative: the spec's prompt and its five reasons.
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Schlecht' }));
    expect(send()).toHaveProperty('disabled', false);
    const negative = within(dialog()).getByRole('group', {
      name: 'Tut uns Leid, das zu hören. Woran lag es?',
    });
    expect(within(negative).getAllByRole('checkbox')).toHaveLength(5);

    // Neutral: no reasons.
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Naja' }));
    expect(within(dialog()).queryAllByRole('checkbox')).toHaveLength(0);

    // Positive: its own five reasons; two chosen (one chosen twice = off again).
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Super' }));
    const positive = within(dialog()).getByRole('group', { name: 'Das freut uns! Was hat dir gefallen?' });
    expect(within(positive).getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(within(positive).getByRole('checkbox', { name: 'Einfache Bedienung' }));
    fireEvent.click(within(positive).getByRole('checkbox', { name: 'Übersichtliche Navigation' }));
    fireEvent.click(within(positive).getByRole('checkbox', { name: 'Etwas anderes' }));
    fireEvent.click(within(positive).getByRole('checkbox', { name: 'Etwas anderes' }));

    // The counter counts down from 2000; the field takes no more than 2000 characters.
    expect(within(dialog()).getByText('noch 2000 Zeichen')).toBeTruthy();
    const comment = within(dialog()).getByRole('textbox', { name: /Möchtest du uns noch etwas sagen\?/ });
    expect(comment).toHaveProperty('maxLength', 2000);
    fireEvent.change(comment, { target: { value: 'Alles klar' } });
    expect(within(dialog()).getByText('noch 1990 Zeichen')).toBeTruthy();

    fireEvent.click(send());
    await within(dialog()).findByRole('heading', { name: 'Vielen Dank für dein Feedback!' });
    const [call] = fetch.callsTo('POST', '/v1/feedback');
    expect(call!.body).toEqual({
      selected: 'positive',
      // In the modal's order, joined by ", ".
      reasons: 'clear-navigation, usage-ok',
      feedback: 'Alles klar',
      userAgent: expect.any(String),
      screenWidth: expect.any(Number),
      screenHeight: expect.any(Number),
    });

    // The footer's "Schließen" (the other one is the dialog's close button).
    const closeButtons = within(dialog()).getAllByRole('button', { name: 'Schließen' });
    expect(closeButtons).toHaveLength(2);
    fireEvent.click(closeButtons[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(feedbackStore.get().userFeedback).toBeNull();
    // Sending set the flag on the server; closing after it writes nothing more.
    expect(fetch.callsTo('PUT', '/v1/metadata')).toHaveLength(0);
  });

  it('closing without sending sets feedbackGiven and clears the pending request', async () => {
    const fetch = installFetch({
      'PUT /v1/metadata': () => json(200, { metadata: { feedbackGiven: true } }),
    });
    renderHost('applicant');
    await open('auto');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Naja' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(feedbackStore.get().userFeedback).toBeNull();
    await waitFor(() => expect(fetch.callsTo('PUT', '/v1/metadata')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/v1/metadata')[0]!.body).toEqual({ feedbackGiven: true });
    expect(fetch.callsTo('POST', '/v1/feedback')).toHaveLength(0);
  });

  it('does not write the flag again when it is set already', async () => {
    const fetch = installFetch({});
    renderHost('applicant', true);
    await open('manual');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows a translated message and keeps the choice when sending fails', async () => {
    installFetch({
      'POST /v1/feedback': () => json(429, { code: 2920, message: 'x', errors: [] }),
    });
    renderHost('applicant');
    await open('manual');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Schlecht' }));
    fireEvent.click(send());
    expect((await within(dialog()).findByRole('alert')).textContent).toMatch(/in der letzten Stunde/);
    expect(within(dialog()).getByRole('radio', { name: 'Schlecht' })).toHaveProperty('checked', true);
  });

  it('opens afresh: a second opening starts without the earlier rating', async () => {
    installFetch({ 'PUT /v1/metadata': () => json(200, { metadata: { feedbackGiven: true } }) });
    renderHost('applicant', true);
    await open('manual');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Super' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open('manual');
    expect(within(dialog()).getByRole('radio', { name: 'Super' })).toHaveProperty('checked', false);
    expect(send()).toHaveProperty('disabled', true);
  });
});

describe('the feedback modal (company)', () => {
  it('asks formally about the company portal and sends to /b2b/v1/feedback', async () => {
    const fetch = installFetch({ 'POST /b2b/v1/feedback': () => json(201, { feedbackGiven: true }) });
    renderHost('company');
    await open('manual');
    expect(
      within(dialog()).getByRole('heading', { name: 'Wie gefällt Ihnen das Unternehmensportal?' }),
    ).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Schlecht' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Die Navigation ist unklar' }));
    fireEvent.click(send());
    await within(dialog()).findByRole('heading', { name: 'Vielen Dank für Ihr Feedback!' });
    expect(fetch.callsTo('POST', '/b2b/v1/feedback')[0]!.body).toMatchObject({
      selected: 'negative',
      reasons: 'unclear-nav',
      feedback: '',
    });
  });

  it('closing without sending sets feedbackGiven on the company user', async () => {
    const fetch = installFetch({
      'PATCH /b2b/v1/me': () => json(200, makeCompanyUser({ metadata: { feedbackGiven: true } })),
    });
    renderHost('company');
    await open('auto');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(fetch.callsTo('PATCH', '/b2b/v1/me')).toHaveLength(1));
    expect(fetch.callsTo('PATCH', '/b2b/v1/me')[0]!.body).toEqual({ metadata: { feedbackGiven: true } });
  });
});

describe('the automatic trigger (decision 237)', () => {
  function Trigger(props: { due: boolean; milestone: boolean; onStartPage: boolean }) {
    useAutomaticFeedback(props);
    return null;
  }

  it('opens once the person paused on the start page after the milestone; activity postpones it', () => {
    vi.useFakeTimers();
    render(<Trigger due milestone onStartPage />);
    act(() => vi.advanceTimersByTime(AUTOMATIC_FEEDBACK_PAUSE_MS - 100));
    act(() => void window.dispatchEvent(new Event('keydown')));
    act(() => vi.advanceTimersByTime(AUTOMATIC_FEEDBACK_PAUSE_MS - 100));
    expect(feedbackStore.get().userFeedback).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(feedbackStore.get().userFeedback).toBe('auto');
  });

  it('waits while another dialog is open', () => {
    vi.useFakeTimers();
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('data-state', 'open');
    document.body.append(other);
    render(<Trigger due milestone onStartPage />);
    act(() => vi.advanceTimersByTime(AUTOMATIC_FEEDBACK_PAUSE_MS * 3));
    expect(feedbackStore.get().userFeedback).toBeNull();
    other.remove();
    act(() => vi.advanceTimersByTime(AUTOMATIC_FEEDBACK_PAUSE_MS));
    expect(feedbackStore.get().userFeedback).toBe('auto');
  });

  it.each([
    ['feedback was given already', { due: false, milestone: true, onStartPage: true }],
    ['the milestone is not reached', { due: true, milestone: false, onStartPage: true }],
    ['the page is not the start page', { due: true, milestone: true, onStartPage: false }],
  ])('never opens when %s', (_, conditions) => {
    vi.useFakeTimers();
    render(<Trigger {...conditions} />);
    act(() => vi.advanceTimersByTime(AUTOMATIC_FEEDBACK_PAUSE_MS * 5));
    expect(feedbackStore.get().userFeedback).toBeNull();
  });
});
