/** Step 5 of distance study, "Bewerbung abschließen" (decision 078): no practice partner, links stay in /fs. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeDocument, makeUnit } from '../../../../testing/fixtures';
import { renderStep } from '../../testing/render-step';

const location = () => screen.getByTestId('location').textContent;
const confirmed = { infoSessionAttended: true, infoSessionAttendanceConfirmed: true };
const fsUnit = (interview: string | null) =>
  makeUnit({ unit: 'fs', participateAdvisorInterviewOn: interview });
const TEXT = 'Ich möchte neben meinem Beruf studieren und mich in der Betriebswirtschaft weiterentwickeln.';
const cv = makeDocument({ category: 'CV', type: 'CV', name: 'lebenslauf.pdf' });
/** The page says nothing of dual study or practice partners (shows the passage if it does). */
const expectNoDualStudyWords = () =>
  expect(
    document.body.textContent?.match(/.{0,60}(Praxispartner|\bdual(e[nrs]?)?\b).{0,60}/i)?.[0],
  ).toBeUndefined();

describe('fs step 5 "Bewerbung abschließen"', () => {
  it('is locked until the interview is confirmed, in distance-study words, with links inside /fs', async () => {
    renderStep('/fs/application/search', { account: makeAccount(confirmed), units: [fsUnit(null)] });
    expect(await screen.findByText('Dieser Schritt ist noch gesperrt.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Bewerbung abschließen' })).toBeTruthy();
    expect(screen.getByText(/Der Abschluss deiner Bewerbung wird freigeschaltet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zum Beratungsgespräch/ }).getAttribute('href')).toBe(
      '/fs/application/interview',
    );
    expect(screen.getByRole('link', { name: 'Motivation schreiben' }).getAttribute('href')).toBe(
      '/fs/application/search/1',
    );
    expectNoDualStudyWords();
  });

  it('#motivation opens sub-step 1 while locked', async () => {
    renderStep('/fs/application/search#motivation', { account: makeAccount(), units: [fsUnit(null)] });
    await waitFor(() => expect(location()).toBe('/fs/application/search/1#motivation'));
    expect(await screen.findByLabelText(/^Dein Motivationstext/)).toBeTruthy();
    expect(screen.getByText('Der Abschluss deiner Bewerbung ist noch gesperrt.')).toBeTruthy();
  });

  it('has motivation, documents and the overview – no distance, no partner – and leads to the fs contracts', async () => {
    const { api } = renderStep('/fs/application/search', {
      account: makeAccount(confirmed),
      units: [fsUnit('2026-03-02T10:00:00.000Z')],
      documents: [cv],
    });
    await waitFor(() => expect(location()).toBe('/fs/application/search/1'));
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(steps.some((text) => /Entfernung|Praxispartner/.test(text))).toBe(false);
    expect(screen.getByText(/Warum möchtest du im Fernstudium studieren/)).toBeTruthy();

    fireEvent.change(await screen.findByLabelText(/^Dein Motivationstext/), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await waitFor(() => expect(location()).toBe('/fs/application/search/2'));
    expect(api.callsTo('PATCH', '/v1/account').at(-1)?.body).toEqual({ motivationText: TEXT });
    expect(screen.getByRole('link', { name: /Alle Unterlagen verwalten/ }).getAttribute('href')).toBe(
      '/fs/application/documents',
    );

    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await waitFor(() => expect(location()).toBe('/fs/application/search/3'));
    expect(await screen.findByText('Geschafft – deine Bewerbung ist vollständig!')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Weiter zu Vertrag und Einschreibung/ }).getAttribute('href'),
    ).toBe('/fs/application/contracts');
    expectNoDualStudyWords();
  });

  it('a sub-step number beyond the three of fs falls back to the first incomplete one', async () => {
    renderStep('/fs/application/search/5', {
      account: makeAccount(confirmed),
      units: [fsUnit('2026-03-02T10:00:00.000Z')],
    });
    await waitFor(() => expect(location()).toBe('/fs/application/search/1'));
  });
});

describe('fs wording of steps 3 and 4', () => {
  it('the info session speaks of distance study; its links stay in /fs', async () => {
    renderStep('/fs/application/info', { account: makeAccount(), units: [fsUnit(null)] });
    expect(await screen.findByText(/alles Wichtige über das Fernstudium/)).toBeTruthy();
    expect(screen.getByText('Wie du Studium, Beruf und Alltag verbindest')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontaktseite' }).getAttribute('href')).toBe('/fs/contact');
    expectNoDualStudyWords();
  });

  it('the confirmed interview leads on to completing the application in /fs', async () => {
    renderStep('/fs/application/interview/4', {
      account: makeAccount(confirmed),
      units: [fsUnit('2026-03-02T10:00:00.000Z')],
    });
    const link = await screen.findByRole('link', { name: /Weiter zum Bewerbungsabschluss/ });
    expect(link.getAttribute('href')).toBe('/fs/application/search');
    expectNoDualStudyWords();
  });
});
