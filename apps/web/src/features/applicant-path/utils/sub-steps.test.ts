import { describe, expect, it } from 'vitest';
import { makeAccount, makeDocument, makeUnit } from '../../../testing/fixtures';
import {
  abilitiesCompletion,
  defaultAbilitiesSubStep,
  defaultSearchSubStep,
  infoSessionState,
  resolveInfoSubStep,
  resolveInterviewSubStep,
  resolveSearchView,
  interviewConfirmedOn,
  motivationSubStep,
  stepFiveSubSteps,
} from './sub-steps';

describe('step 2 opens at the first incomplete sub-step', () => {
  it('starts with work experience for a new applicant', () => {
    expect(defaultAbilitiesSubStep(makeAccount())).toBe(1);
  });

  it('follows the rules of derivePathProgress', () => {
    const answered = makeAccount({ professionalExperienceExists: false, drivingLicenseExists: true });
    expect(abilitiesCompletion(answered)).toMatchObject({
      experience: true,
      driving: true,
      languages: false,
    });
    expect(defaultAbilitiesSubStep(answered)).toBe(3);
    const withLanguages = makeAccount({
      professionalExperienceExists: false,
      drivingLicenseExists: false,
      languageSkills: [{ code: 'de', level: 7 }],
    });
    expect(defaultAbilitiesSubStep(withLanguages)).toBe(4);
  });

  it('opens the final overview when everything required is there (software skills are optional)', () => {
    const complete = makeAccount({
      professionalExperienceExists: false,
      drivingLicenseExists: false,
      languageSkills: [{ code: 'de', level: 7 }],
      gradeAverage: 2.3,
    });
    expect(defaultAbilitiesSubStep(complete)).toBe(6);
  });
});

describe('step 3: info-session pending logic', () => {
  it('is pending once ticked and confirmed only by the advisor', () => {
    expect(infoSessionState(makeAccount())).toBe('not_attended');
    expect(infoSessionState(makeAccount({ infoSessionAttended: true }))).toBe('pending');
    expect(
      infoSessionState(makeAccount({ infoSessionAttended: true, infoSessionAttendanceConfirmed: true })),
    ).toBe('confirmed');
  });

  it('shows attend, then waiting, then done; the address cannot skip ahead', () => {
    expect(resolveInfoSubStep(null, 'not_attended')).toBe(1);
    expect(resolveInfoSubStep(3, 'not_attended')).toBe(1);
    expect(resolveInfoSubStep(null, 'pending')).toBe(2);
    expect(resolveInfoSubStep(1, 'pending')).toBe(1);
    expect(resolveInfoSubStep(3, 'pending')).toBe(2);
    expect(resolveInfoSubStep(null, 'confirmed')).toBe(3);
    expect(resolveInfoSubStep(1, 'confirmed')).toBe(3);
  });
});

describe('step 4: interview', () => {
  it('reads the confirmation from the unit', () => {
    expect(interviewConfirmedOn(null)).toBeNull();
    expect(interviewConfirmedOn(makeUnit())).toBeNull();
    expect(
      interviewConfirmedOn(makeUnit({ participateAdvisorInterviewOn: '2026-03-02T10:00:00.000Z' })),
    ).toBe('2026-03-02T10:00:00.000Z');
  });

  it('offers preparation and waiting until confirmed, then confirmation and final', () => {
    expect(resolveInterviewSubStep(null, false)).toBe(1);
    expect(resolveInterviewSubStep(2, false)).toBe(2);
    expect(resolveInterviewSubStep(4, false)).toBe(2);
    expect(resolveInterviewSubStep(3, false)).toBe(2);
    expect(resolveInterviewSubStep(null, true)).toBe(4);
    expect(resolveInterviewSubStep(2, true)).toBe(3);
    expect(resolveInterviewSubStep(4, true)).toBe(4);
    expect(resolveInterviewSubStep(3, true)).toBe(3);
    expect(resolveInterviewSubStep(1, true)).toBe(1);
  });
});

describe('step 5: practice-partner search', () => {
  const cv = makeDocument({ category: 'CV', type: 'CV' });

  it('opens at the first incomplete sub-step', () => {
    expect(defaultSearchSubStep(makeAccount(), [])).toBe(1);
    expect(defaultSearchSubStep(makeAccount({ gradeAverage: 2 }), [])).toBe(2);
    expect(defaultSearchSubStep(makeAccount({ gradeAverage: 2, practicePartnerMaxDistance: 10 }), [])).toBe(
      3,
    );
    const written = makeAccount({
      gradeAverage: 2,
      practicePartnerMaxDistance: 10,
      motivationText: 'Ich möchte Theorie und Praxis verbinden.',
    });
    expect(defaultSearchSubStep(written, [])).toBe(4);
    expect(defaultSearchSubStep(written, [cv])).toBe(5);
    const found = {
      ...written,
      practicePartnerExists: true,
      practicePartnerName: 'Nordlicht GmbH',
      practicePartnerContact: 'Frau Kern',
      practicePartnerAddress: 'Hafenstraße 1, 20457 Hamburg',
    };
    expect(defaultSearchSubStep(found, [cv])).toBe(6);
  });

  it('is locked except for the motivation text, which the #motivation deep link always opens', () => {
    const account = makeAccount();
    expect(resolveSearchView(null, '', true, account, [])).toEqual({ kind: 'locked' });
    expect(resolveSearchView(1, '', true, account, [])).toEqual({ kind: 'locked' });
    expect(resolveSearchView(3, '', true, account, [])).toEqual({ kind: 'sub-step', subStep: 3 });
    expect(resolveSearchView(null, '#motivation', true, account, [])).toEqual({
      kind: 'sub-step',
      subStep: 3,
    });
    expect(resolveSearchView(null, '#motivation', false, account, [])).toEqual({
      kind: 'sub-step',
      subStep: 3,
    });
    expect(resolveSearchView(null, '#other', false, account, [])).toEqual({ kind: 'sub-step', subStep: 1 });
    expect(resolveSearchView(5, '', false, account, [])).toEqual({ kind: 'sub-step', subStep: 5 });
  });
});

describe('step 5 of distance study: completing the application (decision 078)', () => {
  const cv = makeDocument({ category: 'CV', type: 'CV' });

  it('has motivation, documents and the overview; no distance and no practice partner', () => {
    expect(stepFiveSubSteps('fs')).toEqual(['motivation', 'documents', 'final']);
    expect(stepFiveSubSteps('ds')).toContain('partner');
    expect(motivationSubStep('fs')).toBe(1);
    expect(motivationSubStep('ds')).toBe(3);
  });

  it('opens at the first incomplete sub-step, ignoring grade and distance', () => {
    expect(defaultSearchSubStep(makeAccount(), [], 'fs')).toBe(1);
    const written = makeAccount({ motivationText: 'Ich möchte neben dem Beruf studieren.' });
    expect(defaultSearchSubStep(written, [], 'fs')).toBe(2);
    expect(defaultSearchSubStep(written, [cv], 'fs')).toBe(3);
  });

  it('is locked except for the motivation text (sub-step 1), which #motivation opens', () => {
    const account = makeAccount();
    expect(resolveSearchView(null, '', true, account, [], 'fs')).toEqual({ kind: 'locked' });
    expect(resolveSearchView(3, '', true, account, [], 'fs')).toEqual({ kind: 'locked' });
    expect(resolveSearchView(1, '', true, account, [], 'fs')).toEqual({ kind: 'sub-step', subStep: 1 });
    expect(resolveSearchView(null, '#motivation', true, account, [], 'fs')).toEqual({
      kind: 'sub-step',
      subStep: 1,
    });
  });
});
