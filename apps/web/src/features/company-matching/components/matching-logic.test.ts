import { ArrangeInterviewBody } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { slotToIso } from './action-dialogs';
import { criteriaOf } from './reco-tab';

describe('criteriaOf (reco filter panel → applicant search body)', () => {
  const empty = {
    maxDistanceKm: '',
    maxGradeAverage: '',
    drivingLicense: false,
    languages: [],
    workModels: [],
  };

  it('is null without any filter, so the plain recommendations are shown', () => {
    expect(criteriaOf(empty)).toBeNull();
  });

  it('sends only the filters that are set, as numbers where the search wants numbers', () => {
    expect(
      criteriaOf({
        ...empty,
        maxDistanceKm: '15',
        maxGradeAverage: '2',
        drivingLicense: true,
        languages: ['en'],
      }),
    ).toEqual({ maxDistanceKm: 15, maxGradeAverage: 2, drivingLicense: true, languages: ['en'] });
    expect(criteriaOf({ ...empty, workModels: ['remote', 'hybrid'] })).toEqual({
      workModels: ['remote', 'hybrid'],
    });
  });
});

describe('slotToIso (interview date and time → ISO moment)', () => {
  it('combines a calendar date and a time in the browser time zone', () => {
    const iso = slotToIso({ date: '2030-03-14', time: '09:30' });
    expect(iso).not.toBeNull();
    const date = new Date(iso!);
    expect([
      date.getFullYear(),
      date.getMonth() + 1,
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
    ]).toEqual([2030, 3, 14, 9, 30]);
  });

  it('is null while date or time is missing or not a time', () => {
    expect(slotToIso({ date: null, time: '09:30' })).toBeNull();
    expect(slotToIso({ date: undefined, time: '09:30' })).toBeNull();
    expect(slotToIso({ date: '2030-03-14', time: '' })).toBeNull();
    expect(slotToIso({ date: '2030-03-14', time: '9 Uhr' })).toBeNull();
  });

  it('gives values the contract accepts; two equal slots are refused as not distinct', () => {
    const a = slotToIso({ date: '2030-03-14', time: '09:30' })!;
    const b = slotToIso({ date: '2030-03-15', time: '14:00' })!;
    expect(ArrangeInterviewBody.safeParse({ interviewDateSuggestions: [a, b] }).success).toBe(true);
    const same = ArrangeInterviewBody.safeParse({ interviewDateSuggestions: [a, a] });
    expect(same.success).toBe(false);
    expect(same.error!.issues[0]!.message).toBe('dates_distinct');
  });
});
