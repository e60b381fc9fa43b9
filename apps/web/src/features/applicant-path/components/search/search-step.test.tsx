import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeDocument, makeUnit } from '../../../../testing/fixtures';
import { json } from '../../../../testing/mock-fetch';
import { renderStep } from '../../testing/render-step';

const location = () => screen.getByTestId('location').textContent;
const next = () =>
  fireEvent.click(screen.getByRole('button', { name: /Weiter|Praxispartner speichern|Speichern/ }));
const unlocked = {
  account: makeAccount({ infoSessionAttended: true, infoSessionAttendanceConfirmed: true }),
  units: [makeUnit({ participateAdvisorInterviewOn: '2026-03-02T10:00:00.000Z' })],
};
const TEXT = 'Ich möchte Theorie und Praxis verbinden und Verantwortung in echten Projekten übernehmen.';

describe('step 5 "Suche nach einem Praxispartner"', () => {
  it('is locked until the interview is confirmed, explains why and offers the motivation meanwhile', async () => {
    renderStep('/ds/application/search', {
      account: makeAccount({ infoSessionAttended: true, infoSessionAttendanceConfirmed: true }),
      units: [makeUnit()],
    });
    expect(await screen.findByText('Dieser Schritt ist noch gesperrt.')).toBeTruthy();
    expect(
      screen.getByText(/sobald deine Studienberatung dein erstes Beratungsgespräch bestätigt hat/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zum Beratungsgespräch/ }).getAttribute('href')).toBe(
      '/ds/application/interview',
    );
    expect(screen.getByRole('link', { name: 'Motivation schreiben' }).getAttribute('href')).toBe(
      '/ds/application/search/3',
    );
    // Other sub-steps in the address stay locked.
    expect(screen.queryByLabelText(/Durchschnittsnote/)).toBeNull();
  });

  it('#motivation opens the motivation sub-step and puts the cursor into the text (also while locked)', async () => {
    renderStep('/ds/application/search#motivation', { account: makeAccount(), units: [makeUnit()] });
    await waitFor(() => expect(location()).toBe('/ds/application/search/3#motivation'));
    const text = await screen.findByLabelText(/^Dein Motivationstext/);
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(screen.getByText('Die Praxispartnersuche ist noch gesperrt.')).toBeTruthy();
  });

  it('motivation: 15–1600 characters with the spec message, a counter, and the metadata flag on first edit', async () => {
    const { api } = renderStep('/ds/application/search/3', unlocked);
    const text = await screen.findByLabelText(/^Dein Motivationstext/);
    expect(screen.getByText('noch 1600 Zeichen')).toBeTruthy();
    next();
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy();

    fireEvent.change(text, { target: { value: 'Zu kurz.' } });
    await waitFor(() => expect(api.callsTo('PUT', '/v1/metadata')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/metadata')[0]?.body).toEqual({ interactedWithMotivationStep: true });
    next();
    expect(await screen.findByText('Mindestens 15 Zeichen erforderlich.')).toBeTruthy();

    fireEvent.change(text, { target: { value: 'x'.repeat(1601) } });
    expect(screen.getByText('1 Zeichen zu viel')).toBeTruthy();
    next();
    expect(await screen.findByText('Dein Text darf maximal 1600 Zeichen lang sein')).toBeTruthy();

    fireEvent.change(text, { target: { value: TEXT } });
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/search/4'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({ motivationText: TEXT });
    // The flag was sent only once.
    expect(api.callsTo('PUT', '/v1/metadata')).toHaveLength(1);
  });

  it('motivation: no flag call when the person already interacted', async () => {
    const { api } = renderStep('/ds/application/search/3', {
      ...unlocked,
      account: { ...unlocked.account, metadata: { interactedWithMotivationStep: true } },
    });
    fireEvent.change(await screen.findByLabelText(/^Dein Motivationstext/), { target: { value: TEXT } });
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/search/4'));
    expect(api.callsTo('PUT', '/v1/metadata')).toHaveLength(0);
  });

  it('motivation while locked: saves and stays, saying so', async () => {
    const { api } = renderStep('/ds/application/search/3', { account: makeAccount(), units: [makeUnit()] });
    fireEvent.change(await screen.findByLabelText(/^Dein Motivationstext/), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: /Speichern/ }));
    expect(await screen.findByText('Deine Motivation ist gespeichert.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({ motivationText: TEXT });
    expect(location()).toBe('/ds/application/search/3');
  });

  it('graduation: confirms the grade average with the same rule as step 2', async () => {
    const { api } = renderStep('/ds/application/search', unlocked);
    await waitFor(() => expect(location()).toBe('/ds/application/search/1'));
    const grade = screen.getByLabelText(/^Durchschnittsnote/);
    fireEvent.change(grade, { target: { value: '6,5' } });
    next();
    expect(await screen.findByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeTruthy();
    fireEvent.change(grade, { target: { value: '3,0' } });
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/search/2'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toMatchObject({ gradeAverage: 3 });
  });

  it('distance: one of 5, 10, 15, 20 km is required', async () => {
    const { api } = renderStep('/ds/application/search/2', unlocked);
    const group = await screen.findByRole('radiogroup');
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    next();
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/bis 15 km/));
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/search/3'));
    // No work model ticked: any (decision 152).
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      practicePartnerMaxDistance: 15,
      preferredWorkModels: [],
    });
  });

  it('distance: the ticked work models are saved with the distance (decision 152)', async () => {
    const { api } = renderStep('/ds/application/search/2', unlocked);
    await screen.findByRole('radiogroup');
    fireEvent.click(screen.getByLabelText(/bis 10 km/));
    fireEvent.click(screen.getByLabelText('Hybrid'));
    fireEvent.click(screen.getByLabelText('Remote'));
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/search/3'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      practicePartnerMaxDistance: 10,
      preferredWorkModels: ['hybrid', 'remote'],
    });
  });

  it('documents: shows whether CV and motivation letter are there and links to the documents', async () => {
    renderStep('/ds/application/search/4', {
      ...unlocked,
      documents: [makeDocument({ category: 'CV', type: 'CV' })],
    });
    const card = (title: RegExp) =>
      screen.getByRole('heading', { name: title }).closest<HTMLElement>('[aria-labelledby]')!;
    await screen.findByRole('heading', { name: /^Lebenslauf/ });
    expect(within(card(/^Lebenslauf/)).getByLabelText('Vorhanden')).toBeTruthy();
    expect(within(card(/^Motivationsschreiben/)).queryByLabelText('Vorhanden')).toBeNull();
    expect(screen.getByRole('link', { name: /Alle Unterlagen verwalten/ }).getAttribute('href')).toBe(
      '/ds/application/documents',
    );
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await waitFor(() => expect(location()).toBe('/ds/application/search/5'));
  });

  it('partner found: "Praxispartner muss gefunden sein" and "Kontaktdaten und Anschrift müssen angegeben werden."', async () => {
    const { api } = renderStep('/ds/application/search/5', unlocked);
    await screen.findByLabelText(/Ich habe einen Praxispartner gefunden/);
    next();
    expect(await screen.findByText('Praxispartner muss gefunden sein')).toBeTruthy();
    expect(screen.getAllByText('Kontaktdaten und Anschrift müssen angegeben werden.')).toHaveLength(2);
    expect(screen.getByText('Eingabe erforderlich')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/account')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText(/Ich habe einen Praxispartner gefunden/));
    fireEvent.change(screen.getByLabelText(/^Name des Unternehmens/), {
      target: { value: 'Nordlicht Logistik GmbH' },
    });
    fireEvent.change(screen.getByLabelText(/^Ansprechperson und Kontaktdaten/), {
      target: { value: 'Katrin Vogel, +49 40 123456, k.vogel@nordlicht.example' },
    });
    fireEvent.change(screen.getByLabelText(/^Anschrift des Unternehmens/), {
      target: { value: 'Hafenstraße 12, 20457 Hamburg' },
    });
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/search/6'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      practicePartnerExists: true,
      practicePartnerName: 'Nordlicht Logistik GmbH',
      practicePartnerContact: 'Katrin Vogel, +49 40 123456, k.vogel@nordlicht.example',
      practicePartnerAddress: 'Hafenstraße 12, 20457 Hamburg',
    });
    expect(await screen.findByText('Glückwunsch – du hast einen Praxispartner!')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Weiter zu Vertrag und Einschreibung/ }).getAttribute('href'),
    ).toBe('/ds/application/contracts');
  });

  it('keeps the motivation text when saving fails', async () => {
    renderStep('/ds/application/search/3', {
      ...unlocked,
      patch: json(503, { code: 503, message: 'down', errors: [] }),
    });
    const text = await screen.findByLabelText(/^Dein Motivationstext/);
    fireEvent.change(text, { target: { value: TEXT } });
    next();
    expect(
      await screen.findByText('Deine Daten konnten nicht übertragen werden, bitte versuche es erneut.'),
    ).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe(TEXT);
  });
});
