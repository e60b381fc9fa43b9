/**
 * Issue 8, item 4: an account that answered "yes" to work experience without any entry (as the demo seed once
 * had) must not show step 2 as done or the answer as complete, because sub-step 2.1 cannot save it that way.
 */
import type { Account } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../testing/fixtures';
import { renderStep } from '../../testing/render-step';

const location = () => screen.getByTestId('location').textContent;

const everythingElseAnswered: Partial<Account> = {
  drivingLicenseExists: true,
  ownCar: false,
  languageSkills: [{ code: 'de', level: 7 }],
  gradeAverage: 2.1,
};

describe('work experience "yes" without an entry', () => {
  it('opens step 2 at the work experience, not at the summary, and does not call the step done', async () => {
    renderStep('/ds/application/abilities', {
      account: makeAccount({
        ...everythingElseAnswered,
        professionalExperienceExists: true,
        workExperiences: [],
      }),
    });
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/1'));
    expect(screen.getByRole('heading', { level: 2, name: 'Berufserfahrung' })).toBeTruthy();
    expect(screen.queryByText('Erledigt')).toBeNull();
  });

  it('marks the answer incomplete in the summary', async () => {
    renderStep('/ds/application/abilities/6', {
      account: makeAccount({
        ...everythingElseAnswered,
        professionalExperienceExists: true,
        workExperiences: [],
      }),
    });
    const term = await screen.findByText('Berufserfahrung', { selector: 'dt' });
    expect(within(term).getByText('(unvollständig)')).toBeTruthy();
  });

  it('counts "yes" with an entry as done', async () => {
    renderStep('/ds/application/abilities', {
      account: makeAccount({
        ...everythingElseAnswered,
        professionalExperienceExists: true,
        workExperiences: [
          {
            employer: 'Spreeblick Software GmbH',
            position: 'Werkstudentin',
            startMonth: '2024-07',
            endMonth: null,
            description: null,
          },
        ],
      }),
    });
    await waitFor(() => expect(location()).toBe('/ds/application/abilities/6'));
    const term = await screen.findByText('Berufserfahrung', { selector: 'dt' });
    expect(within(term).getByText('(vollständig)')).toBeTruthy();
  });
});
