import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeUnit } from '../../../../testing/fixtures';
import { renderStep } from '../../testing/render-step';

const location = () => screen.getByTestId('location').textContent;
const confirmedInfo = makeAccount({ infoSessionAttended: true, infoSessionAttendanceConfirmed: true });

describe('step 4 "Erstes Beratungsgespräch"', () => {
  it('is locked until the advisor confirmed the info session, with the way there', async () => {
    renderStep('/ds/application/interview', {
      account: makeAccount({ infoSessionAttended: true }),
      units: [makeUnit()],
    });
    expect(await screen.findByText('Dieser Schritt ist noch gesperrt.')).toBeTruthy();
    expect(
      screen.getByText(/sobald deine Studienberatung deine Teilnahme an der Infoveranstaltung bestätigt/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zur Infoveranstaltung/ }).getAttribute('href')).toBe(
      '/ds/application/info',
    );
    expect(screen.queryByRole('button', { name: /Weiter/ })).toBeNull();
  });

  it('preparation, with the advisor from the unit, then waiting with the links to continue meanwhile', async () => {
    renderStep('/ds/application/interview', { account: confirmedInfo, units: [makeUnit()] });
    await waitFor(() => expect(location()).toBe('/ds/application/interview/1'));
    expect(screen.getByRole('heading', { level: 2, name: 'So bereitest du dich vor' })).toBeTruthy();
    expect(screen.getByText('Laura Beispiel')).toBeTruthy();
    expect(screen.getByRole('link', { name: /laura\.beispiel@/ }).getAttribute('href')).toBe(
      'mailto:laura.beispiel@dualstudium.example',
    );
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await waitFor(() => expect(location()).toBe('/ds/application/interview/2'));
    expect(screen.getByText('Dein Beratungsgespräch wurde noch nicht bestätigt.')).toBeTruthy();
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/Unterlagen/)).toBe('/ds/application/documents');
    expect(href(/Motivation/)).toBe('/ds/application/search#motivation');
    expect(href(/Berufserfahrung/)).toBe('/ds/application/abilities/1');
    expect(href(/Führerschein/)).toBe('/ds/application/abilities/2');
  });

  it('confirmed: shows the date the advisor confirmed, then the final sub-step leads to step 5', async () => {
    const unit = makeUnit({ participateAdvisorInterviewOn: '2026-03-02T10:00:00.000Z' });
    renderStep('/ds/application/interview/2', { account: confirmedInfo, units: [unit] });
    await waitFor(() => expect(location()).toBe('/ds/application/interview/3'));
    expect(screen.getByText('Dein Beratungsgespräch ist bestätigt.')).toBeTruthy();
    expect(screen.getByText(/am Gespräch vom 02\.03\.2026 bestätigt/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    await waitFor(() => expect(location()).toBe('/ds/application/interview/4'));
    expect(screen.getByText('Geschafft – Schritt 4 ist erledigt!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Weiter zur Praxispartnersuche/ }).getAttribute('href')).toBe(
      '/ds/application/search',
    );
  });

  it('reopens at the final sub-step once confirmed', async () => {
    const unit = makeUnit({ participateAdvisorInterviewOn: '2026-03-02T10:00:00.000Z' });
    renderStep('/ds/application/interview', { account: confirmedInfo, units: [unit] });
    await waitFor(() => expect(location()).toBe('/ds/application/interview/4'));
    expect(screen.getByText('Erledigt', { selector: 'span' })).toBeTruthy();
  });
});
