import type { FitReason } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readableReasons } from './fit-reasons';

const card = {
  course: { id: '00000000-0000-4000-8000-000000000001', name: 'Wirtschaftsinformatik' },
  campus: { id: '00000000-0000-4000-8000-000000000002', name: 'Campus Hamburg', city: 'Hamburg' },
  intake: '2027-10-01',
  languages: [
    { code: 'de', level: 7 },
    { code: 'en', level: 3 },
  ],
};

describe('readableReasons (assessFit reasons → the values the company wording needs)', () => {
  it('names course and campus from the card, the start date as intake, the grade as grade/maxGrade', () => {
    const reasons: FitReason[] = [
      { kind: 'course', fits: true, values: {} },
      { kind: 'campus', fits: false, values: {} },
      { kind: 'intake', fits: true, values: { startDate: '2027-10-01' } },
      { kind: 'grade', fits: false, values: { gradeAverage: 2.3, maxGradeAverage: 2 } },
      { kind: 'germanLevel', fits: false, values: { level: null } },
      { kind: 'distance', fits: true, values: { distanceKm: 5, maxKm: 10 } },
    ];
    expect(readableReasons(reasons, card)).toEqual([
      { kind: 'course', fits: true, values: { course: 'Wirtschaftsinformatik' } },
      { kind: 'campus', fits: false, values: { campus: 'Campus Hamburg' } },
      { kind: 'intake', fits: true, values: { intake: '2027-10-01' } },
      { kind: 'grade', fits: false, values: { grade: 2.3, maxGrade: 2 } },
      { kind: 'germanLevel', fits: false, values: { level: 0 } },
      { kind: 'distance', fits: true, values: { distanceKm: 5, maxKm: 10 } },
    ]);
  });

  it('turns the languages reason into one line per language with the applicant own level', () => {
    const reasons: FitReason[] = [
      { kind: 'languages', fits: false, values: { required: 'en:5,fr:2', missing: 'en:5' } },
    ];
    expect(
      readableReasons(reasons, { ...card, languages: [...card.languages, { code: 'fr', level: 4 }] }),
    ).toEqual([
      { kind: 'languages', fits: false, values: { code: 'en', level: 3, requiredLevel: 5 } },
      { kind: 'languages', fits: true, values: { code: 'fr', level: 4, requiredLevel: 2 } },
    ]);
  });

  it('says "–" where the card has no name, never an empty placeholder', () => {
    const bare = { course: null, campus: null, intake: null, languages: [] };
    expect(
      readableReasons(
        [
          { kind: 'course', fits: false, values: {} },
          { kind: 'intake', fits: false, values: { startDate: null } },
        ],
        bare,
      ),
    ).toEqual([
      { kind: 'course', fits: false, values: { course: '–' } },
      { kind: 'intake', fits: false, values: { intakeText: '–' } },
    ]);
  });
});
