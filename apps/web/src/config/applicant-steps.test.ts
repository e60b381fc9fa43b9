import { PATH_STEP_IDS, PATH_STEPS_BY_UNIT } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PATH_STEP_SCREENS, STEP_SCREEN_NUMBERS, pathStepPath } from './applicant-steps';
import { paths } from './paths';

describe('applicant step screens', () => {
  it('numbers the screens as the spec does: abilities 1, search 2, selfmatching 3, contracts 4', () => {
    expect(STEP_SCREEN_NUMBERS).toEqual({ abilities: 1, search: 2, selfmatching: 3, contracts: 4 });
    expect(Object.isFrozen(STEP_SCREEN_NUMBERS)).toBe(true);
  });

  it('gives every path step its own screen and colour, in each area', () => {
    expect(Object.keys(PATH_STEP_SCREENS)).toEqual([...PATH_STEP_IDS]);
    for (const area of ['ds', 'fs'] as const) {
      const steps = PATH_STEPS_BY_UNIT[area];
      expect(steps.map((id) => pathStepPath(area, id))).toEqual([
        `/${area}/application/documents`,
        `/${area}/application/abilities`,
        `/${area}/application/info`,
        `/${area}/application/interview`,
        `/${area}/application/search`,
        `/${area}/application/contracts`,
      ]);
      const colours = steps.map((id) => PATH_STEP_SCREENS[id].tone.badge);
      expect(new Set(colours).size).toBe(colours.length);
    }
    expect(pathStepPath('ds', 'contracts')).toBe(paths.ds.application.contracts);
    expect(pathStepPath('fs', 'application_completion')).toBe(paths.fs.application.search);
  });
});
