import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeUnit } from '../../../../testing/fixtures';
import { renderStep } from '../../testing/render-step';

const location = () => screen.getByTestId('location').textContent;

describe('step 3 "Infoveranstaltung"', () => {
  it('explains the info session; the box must be ticked: "Teilnahme muss bestätigt werden"', async () => {
    const { api } = renderStep('/ds/application/info', { account: makeAccount(), units: [makeUnit()] });
    await waitFor(() => expect(location()).toBe('/ds/application/info/1'));
    expect(screen.getByText('Aufbau und Ablauf des dualen Studiums')).toBeTruthy();
    expect(screen.getByText('Laura Beispiel')).toBeTruthy(); // the advisor beside the step
    fireEvent.click(screen.getByRole('button', { name: /Teilnahme angeben/ }));
    expect(await screen.findByText('Teilnahme muss bestätigt werden')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/account')).toHaveLength(0);
  });

  it('saves infoSessionAttended: true and then waits for the advisor (pending)', async () => {
    const { api } = renderStep('/ds/application/info', { account: makeAccount() });
    fireEvent.click(await screen.findByLabelText(/Ich habe an einer Infoveranstaltung teilgenommen/));
    fireEvent.click(screen.getByRole('button', { name: /Teilnahme angeben/ }));
    await waitFor(() => expect(location()).toBe('/ds/application/info/2'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({ infoSessionAttended: true });
    expect(screen.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeTruthy();
    expect(screen.getByText('Wartet auf Bestätigung')).toBeTruthy();
  });

  it('pending: hints about 3 working days and one week, with the contact page', async () => {
    renderStep('/ds/application/info', { account: makeAccount({ infoSessionAttended: true }) });
    await waitFor(() => expect(location()).toBe('/ds/application/info/2'));
    expect(screen.getByText('Die Teilnahme wurde noch nicht bestätigt.')).toBeTruthy();
    expect(screen.getByText('Die Bestätigung erfolgt in der Regel innerhalb von 3 Werktagen.')).toBeTruthy();
    expect(screen.getByText(/Nach einer Woche noch keine Bestätigung\?/)).toBeTruthy();
    const contact = screen.getAllByRole('link', { name: 'Kontaktseite' });
    expect(contact[0]?.getAttribute('href')).toBe('/ds/contact');
    // Ticking is not the confirmation: the next step stays locked and "done" cannot be opened.
    expect(screen.queryByText('Deine Teilnahme ist bestätigt.')).toBeNull();
  });

  it('pending: "done" in the address falls back to waiting; the declaration can be looked at again', async () => {
    renderStep('/ds/application/info/3', { account: makeAccount({ infoSessionAttended: true }) });
    await waitFor(() => expect(location()).toBe('/ds/application/info/2'));
    fireEvent.click(screen.getByRole('button', { name: 'Deine Angabe ansehen' }));
    await waitFor(() => expect(location()).toBe('/ds/application/info/1'));
    expect((screen.getByLabelText(/Ich habe an einer Infoveranstaltung/) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('loads the account again when "Status prüfen" is pressed and shows the confirmation', async () => {
    let confirmed = false;
    const account = makeAccount({ infoSessionAttended: true });
    const { api } = renderStep('/ds/application/info', { account });
    await screen.findByText('Die Teilnahme wurde noch nicht bestätigt.');
    // The advisor confirms meanwhile.
    api.fn.mockImplementation(async (input: RequestInfo | URL) => {
      confirmed = String(input).includes('/v1/account');
      return new Response(JSON.stringify({ ...account, infoSessionAttendanceConfirmed: true }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Status prüfen' }));
    await waitFor(() => expect(location()).toBe('/ds/application/info/3'));
    expect(confirmed).toBe(true);
    expect(screen.getByText('Deine Teilnahme ist bestätigt.')).toBeTruthy();
  });

  it('confirmed by the advisor: done, with the way to the interview', async () => {
    renderStep('/fs/application/info/1', {
      account: makeAccount({ infoSessionAttended: true, infoSessionAttendanceConfirmed: true }),
      units: [makeUnit({ unit: 'fs' })],
    });
    await waitFor(() => expect(location()).toBe('/fs/application/info/3'));
    expect(screen.getByText('Deine Teilnahme ist bestätigt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Weiter zum Beratungsgespräch/ }).getAttribute('href')).toBe(
      '/fs/application/interview',
    );
  });
});
