import { describe, expect, it } from 'vitest';
import { makeApplication, makeUnit } from '../../testing/fixtures';
import { pickActiveApplication, pickActiveUnit, selectApplicantUnit } from './applicant-unit';

describe('the applicant unit rule (decision 087)', () => {
  it('prefers the stored unit, then the primary one, then the first', () => {
    const a = makeUnit();
    const b = makeUnit({ primary: true });
    expect(pickActiveUnit([a, b], a.id)?.id).toBe(a.id);
    expect(pickActiveUnit([a, b], 'gone')?.id).toBe(b.id);
    expect(pickActiveUnit([a], null)?.id).toBe(a.id);
    expect(pickActiveUnit([], null)).toBeNull();
  });

  it('takes the primary application, else the first', () => {
    const first = makeApplication();
    const primary = makeApplication({ primary: true });
    expect(pickActiveApplication(makeUnit({ applications: [first, primary] }))?.id).toBe(primary.id);
    expect(pickActiveApplication(makeUnit({ applications: [first] }))?.id).toBe(first.id);
    expect(pickActiveApplication(makeUnit({ applications: [] }))).toBeNull();
    expect(pickActiveApplication(null)).toBeNull();
  });

  it("shows the area's own unit and never falls back to the other area", () => {
    const ds = makeUnit({ unit: 'ds', primary: true });
    const fs = makeUnit({ unit: 'fs' });
    expect(selectApplicantUnit([ds, fs], 'fs')).toMatchObject({ unit: fs, otherUnit: ds });
    expect(selectApplicantUnit([ds, fs], 'ds')).toMatchObject({ unit: ds, otherUnit: fs });
    const onlyDs = selectApplicantUnit([ds], 'fs');
    expect(onlyDs.unit).toBeNull();
    expect(onlyDs.application).toBeNull();
    expect(onlyDs.otherUnit).toBe(ds);
  });

  it('within one area: the stored unit, else the primary one, with its active application', () => {
    const primaryApplication = makeApplication({ primary: true });
    const first = makeUnit({ unit: 'ds', applications: [makeApplication()] });
    const primary = makeUnit({
      unit: 'ds',
      primary: true,
      applications: [makeApplication(), primaryApplication],
    });
    const elsewhere = makeUnit({ unit: 'fs', primary: true });
    expect(selectApplicantUnit([first, primary, elsewhere], 'ds')).toMatchObject({
      unit: primary,
      application: primaryApplication,
    });
    expect(selectApplicantUnit([first, primary], 'ds', first.id).unit).toBe(first);
    // A stored unit of the other area does not pull this area's screens over there.
    expect(selectApplicantUnit([first, primary, elsewhere], 'ds', elsewhere.id).unit).toBe(primary);
  });

  it('has nothing while no unit is assigned', () => {
    expect(selectApplicantUnit([], 'ds')).toEqual({ unit: null, application: null, otherUnit: null });
  });
});
