import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../testing/fixtures';
import { json } from '../../../../testing/mock-fetch';
import { renderStep } from '../../testing/render-step';

const location = () => screen.getByTestId('location').textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));

describe('step 2 "Fähigkeiten und Kenntnisse"', () => {
  it('opens at the first incomplete sub-step and shows the step status', async () => {
    renderStep('/ds/application/abilities', {
      account: makeAccount({
        professionalExperienceExists: false,
        drivingLicenseExists: true,
        ownCar: false,
      }),
    });
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/3'));
    expect(screen.getByRole('heading', { level: 1, name: 'Fähigkeiten und Kenntnisse' })).toBeTruthy();
    expect(screen.getByText('Schritt 2 von 5 deines Bewerbungswegs')).toBeTruthy();
    expect(screen.getByText('Schritt 3 von 6')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sprachen' })).toBeTruthy();
  });

  it('languages: code "Eingabe erforderlich", level "Sprachlevel erforderlich", then saves both', async () => {
    const { api } = renderStep('/ds/application/abilities/3', { account: makeAccount() });
    await screen.findByRole('heading', { level: 2, name: 'Sprachen' });
    next();
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy();
    expect(screen.getByText('Sprachlevel erforderlich')).toBeTruthy();
    expect(screen.getByText('Bitte fülle alle erforderlichen Felder korrekt aus!')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/account')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Sprache\s*\*?$/), { target: { value: '0' } }); // German is first
    fireEvent.change(screen.getByLabelText(/^Sprachniveau/), { target: { value: '6' } }); // 7 = native
    fireEvent.click(screen.getByRole('button', { name: 'Sprache hinzufügen' }));
    fireEvent.change(screen.getAllByLabelText(/^Sprache\s*\*?$/)[1]!, { target: { value: '1' } }); // English
    fireEvent.change(screen.getAllByLabelText(/^Sprachniveau/)[1]!, { target: { value: '4' } }); // C1
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/4'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      languageSkills: [
        { code: 'de', level: 7 },
        { code: 'en', level: 5 },
      ],
    });
  });

  it('languages: the same language twice is refused', async () => {
    renderStep('/ds/application/abilities/3', {
      account: makeAccount({
        languageSkills: [
          { code: 'de', level: 7 },
          { code: 'de', level: 3 },
        ],
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Sprachen' });
    next();
    expect(await screen.findByText('Diese Sprache hast du schon angegeben.')).toBeTruthy();
  });

  it('graduation: "{field} must be between 1-6" in German, the decimal comma is accepted', async () => {
    const { api } = renderStep('/ds/application/abilities/4', { account: makeAccount() });
    const grade = await screen.findByLabelText(/^Durchschnittsnote/);
    next();
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy();
    fireEvent.change(grade, { target: { value: '7' } });
    next();
    expect(await screen.findByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeTruthy();
    fireEvent.change(grade, { target: { value: '0,9' } });
    next();
    expect(await screen.findByText('Durchschnittsnote muss zwischen 1 und 6 liegen.')).toBeTruthy();
    fireEvent.change(grade, { target: { value: '2,3' } });
    fireEvent.change(screen.getByLabelText(/^Abschlussjahr/), { target: { value: '2024' } });
    fireEvent.change(screen.getByLabelText(/^Schule/), { target: { value: 'Goethe-Gymnasium Potsdam' } });
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/5'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      gradeAverage: 2.3,
      graduationSchool: 'Goethe-Gymnasium Potsdam',
      graduationYear: 2024,
    });
  });

  it('work experience: yes needs an entry with employer, position and start; ongoing has no end', async () => {
    const { api } = renderStep('/ds/application/abilities/1', { account: makeAccount() });
    await screen.findByRole('heading', { level: 2, name: 'Berufserfahrung' });
    next();
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy(); // the yes/no question

    fireEvent.click(screen.getByLabelText('Ja'));
    const entry = await screen.findByRole('group', { name: 'Station 1' });
    // A new, untouched entry is not marked as wrong.
    expect(within(entry).queryByText('Eingabe erforderlich')).toBeNull();
    next();
    await waitFor(() => expect(within(entry).getAllByText('Eingabe erforderlich')).toHaveLength(4));

    fireEvent.change(within(entry).getByLabelText(/^Arbeitgeber/), { target: { value: 'Bäckerei Krume' } });
    fireEvent.change(within(entry).getByLabelText(/^Position/), { target: { value: 'Aushilfe' } });
    fireEvent.change(within(entry).getByLabelText(/^Beginn/), { target: { value: '2023-06' } });
    fireEvent.click(within(entry).getByLabelText('Ich bin dort noch tätig'));
    await waitFor(() => expect(within(entry).queryByLabelText(/^Ende/)).toBeNull());
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/2'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      professionalExperienceExists: true,
      workExperiences: [
        {
          employer: 'Bäckerei Krume',
          position: 'Aushilfe',
          startMonth: '2023-06',
          endMonth: null,
          description: null,
        },
      ],
    });
  });

  it('work experience: an end before the start is refused; entries can be removed; "no" clears them', async () => {
    const { api } = renderStep('/ds/application/abilities/1', {
      account: makeAccount({
        professionalExperienceExists: true,
        workExperiences: [
          {
            employer: 'A GmbH',
            position: 'Praktikum',
            startMonth: '2024-05',
            endMonth: '2024-08',
            description: null,
          },
          {
            employer: 'B AG',
            position: 'Werkstudent',
            startMonth: '2024-09',
            endMonth: null,
            description: 'IT',
          },
        ],
      }),
    });
    const first = await screen.findByRole('group', { name: 'Station 1' });
    fireEvent.change(within(first).getByLabelText(/^Ende/), { target: { value: '2024-01' } });
    next();
    expect(await screen.findByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Station 2 entfernen' }));
    expect(screen.queryByRole('group', { name: 'Station 2' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Nein'));
    next();
    await waitFor(() => expect(api.callsTo('PATCH', '/v1/account')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      professionalExperienceExists: false,
      workExperiences: [],
    });
  });

  it('driving licence: with a licence the own car must be answered; mentions class B', async () => {
    const { api } = renderStep('/ds/application/abilities/2', { account: makeAccount() });
    expect(await screen.findByText('Hast du einen Führerschein der Klasse B?')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Ja'));
    next();
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy();
    const car = screen.getByRole('group', { name: /Hast du ein eigenes Auto/ });
    fireEvent.click(within(car).getByLabelText('Nein'));
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/3'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      drivingLicenseExists: true,
      ownCar: false,
    });
  });

  it('software skills: optional, levels Grundkenntnisse / Fortgeschritten / Experte', async () => {
    const { api } = renderStep('/ds/application/abilities/5', { account: makeAccount() });
    fireEvent.click(await screen.findByRole('button', { name: 'Microsoft Excel hinzufügen' }));
    const level = screen.getByLabelText(/^Kenntnisstand/);
    expect(within(level).getByRole('option', { name: 'Grundkenntnisse' })).toBeTruthy();
    expect(within(level).getByRole('option', { name: 'Fortgeschritten' })).toBeTruthy();
    expect(within(level).getByRole('option', { name: 'Experte' })).toBeTruthy();
    next();
    expect(await screen.findByText('Eingabe erforderlich')).toBeTruthy();
    fireEvent.change(level, { target: { value: '1' } });
    next();
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/6'));
    expect(api.callsTo('PATCH', '/v1/account')[0]?.body).toEqual({
      softwareSkills: [{ name: 'Microsoft Excel', level: 2 }],
    });
  });

  it('keeps the typed values and says so when saving fails', async () => {
    const { api } = renderStep('/ds/application/abilities/4', {
      account: makeAccount(),
      patch: json(500, { code: 500, message: 'boom', errors: [] }),
    });
    const grade = await screen.findByLabelText(/^Durchschnittsnote/);
    fireEvent.change(grade, { target: { value: '1,7' } });
    next();
    expect(
      await screen.findByText('Deine Daten konnten nicht übertragen werden, bitte versuche es erneut.'),
    ).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/account')).toHaveLength(1);
    expect((grade as HTMLInputElement).value).toBe('1,7');
    expect(location()).toBe('/ds/application/abilities/4');
  });

  it('shows a server field error on its field', async () => {
    renderStep('/ds/application/abilities/4', {
      account: makeAccount(),
      patch: json(400, {
        code: 400,
        message: 'Bitte fülle alle erforderlichen Felder korrekt aus!',
        errors: [{ field: 'graduationYear', rule: 'max_value', params: { max: 2029 }, message: 'x' }],
      }),
    });
    fireEvent.change(await screen.findByLabelText(/^Durchschnittsnote/), { target: { value: '2' } });
    next();
    expect(await screen.findByText('Der größte erlaubte Wert ist 2029.')).toBeTruthy();
  });

  it('final: summarises the answers with links to change them, and leads to the info session', async () => {
    renderStep('/ds/application/abilities', {
      account: makeAccount({
        professionalExperienceExists: true,
        workExperiences: [
          {
            employer: 'B AG',
            position: 'Werkstudent',
            startMonth: '2024-09',
            endMonth: null,
            description: null,
          },
        ],
        drivingLicenseExists: true,
        ownCar: true,
        languageSkills: [{ code: 'de', level: 7 }],
        gradeAverage: 1.9,
      }),
    });
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/6'));
    expect(screen.getByText('Geschafft – Schritt 2 ist erledigt!')).toBeTruthy();
    expect(screen.getByText('Deutsch (Muttersprache)')).toBeTruthy();
    expect(screen.getByText('Durchschnittsnote 1,9')).toBeTruthy();
    expect(screen.getByText('Werkstudent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sprachen ändern' }).getAttribute('href')).toBe(
      '/ds/application/abilities/3',
    );
    expect(screen.getByRole('link', { name: /Weiter zur Infoveranstaltung/ }).getAttribute('href')).toBe(
      '/ds/application/info',
    );
  });
});
