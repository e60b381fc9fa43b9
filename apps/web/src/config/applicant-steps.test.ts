import { PATH_STEP_IDS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PATH_STEP_SCREENS, STEP_SCREEN_NUMBERS } from './applicant-steps';
import { paths } from './paths';

describe('applicant step screens', () => {
  it('numbers the screens as the spec does: abilities 1, search 2, selfmatching 3, contracts 4', () => {
    expect(STEP_SCREEN_NUMBERS).toEqual({ abilities: 1, search: 2, selfmatching: 3, contracts: 4 });
    expect(Object.isFrozen(STEP_SCREEN_NUMBERS)).toBe(true);
  });

  it('gives every path step its own screen and colour', () => {
    expect(Object.keys(PATH_STEP_SCREENS)).toEqual([...PATH_STEP_IDS]);
    expect(PATH_STEP_SCREENS.personal_data.path).toBe('/ds/application/documents');
    expect(PATH_STEP_SCREENS.skills.path).toBe('/ds/application/abilities');
    expect(PATH_STEP_SCREENS.info_session.path).toBe('/ds/application/info');
    expect(PATH_STEP_SCREENS.interview.path).toBe('/ds/application/interview');
    expect(PATH_STEP_SCREENS.practice_partner_search.path).toBe('/ds/application/search');
    expect(PATH_STEP_SCREENS.contracts.path).toBe(paths.ds.application.contracts);
    const colours = Object.values(PATH_STEP_SCREENS).map((s) => s.tone.badge);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
