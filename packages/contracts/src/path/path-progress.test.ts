import { describe, expect, it } from 'vitest';
import {
  derivePathProgress,
  missingForPersonalData,
  missingForSkills,
  PATH_STEPS_BY_UNIT,
  type PathProgressAccount,
  type PathProgressDocument,
  type PathStepStatus,
} from './path-progress';

const complete: PathProgressAccount = {
  salutation: 'mrs',
  firstName: 'Lena',
  lastName: 'Hoffmann',
  birthday: '2006-03-14',
  placeOfBirth: 'Potsdam',
  countryOfBirth: 'DE',
  nationality: 'DE',
  phone: '+49 176 4829 3051',
  shippingStreet: 'Schönhauser Allee 112',
  shippingPostalCode: '10439',
  shippingCity: 'Berlin',
  shippingCountry: 'DE',
  universityEntranceQualification: 'Abitur',
  languageSkills: [{ code: 'de', level: 7 }],
  gradeAverage: 2.1,
  drivingLicenseExists: false,
  professionalExperienceExists: true,
  workExperiences: [
    {
      employer: 'Spreeblick Software GmbH',
      position: 'Werkstudentin',
      startMonth: '2024-07',
      endMonth: '2024-09',
      description: null,
    },
  ],
  infoSessionAttended: false,
  infoSessionAttendanceConfirmed: false,
  practicePartnerExists: null,
  motivationText: null,
  healthInsuranceType: null,
};
const empty: PathProgressAccount = {
  ...complete,
  salutation: null,
  firstName: null,
  lastName: null,
  birthday: null,
  placeOfBirth: null,
  countryOfBirth: null,
  nationality: null,
  phone: null,
  shippingStreet: null,
  shippingPostalCode: null,
  shippingCity: null,
  shippingCountry: null,
  universityEntranceQualification: null,
  languageSkills: [],
  gradeAverage: null,
  drivingLicenseExists: null,
  professionalExperienceExists: null,
  workExperiences: [],
};
const cv: PathProgressDocument = { category: 'CV', type: 'CV' };
const certificate: PathProgressDocument = { category: 'Certificate', type: 'Certificate' };
const requiredDocs = [cv, certificate];
const noUnit = null;
const interviewDone = { participateAdvisorInterviewOn: '2026-11-02T10:00:00.000Z' };
const interviewOpen = { participateAdvisorInterviewOn: null };

function statuses(progress: ReturnType<typeof derivePathProgress>): PathStepStatus[] {
  return [...progress.steps.map((s) => s.status), progress.contracts.status];
}

describe('step 1: personal data and documents', () => {
  it('is done with every required personal field, a CV and a certificate', () => {
    expect(missingForPersonalData(complete, requiredDocs)).toEqual([]);
  });

  it('names every missing field and document', () => {
    expect(missingForPersonalData(empty, [])).toEqual([
      'salutation',
      'firstName',
      'lastName',
      'birthday',
      'placeOfBirth',
      'countryOfBirth',
      'nationality',
      'phone',
      'shippingStreet',
      'shippingPostalCode',
      'shippingCity',
      'shippingCountry',
      'universityEntranceQualification',
      'document:CV',
      'document:Certificate',
    ]);
  });

  it('counts blank text as missing and accepts a certified copy of the qualification as certificate', () => {
    expect(missingForPersonalData({ ...complete, phone: '  ' }, requiredDocs)).toEqual(['phone']);
    expect(
      missingForPersonalData(complete, [cv, { category: 'CertifiedCopyUEC', type: 'CertifiedCopyUEC' }]),
    ).toEqual([]);
    expect(missingForPersonalData(complete, [cv])).toEqual(['document:Certificate']);
    expect(missingForPersonalData(complete, [{ category: 'Other', type: 'CV' }, certificate])).toEqual([]);
    expect(missingForPersonalData(complete, [{ category: 'Picture', type: 'Picture' }, certificate])).toEqual(
      ['document:CV'],
    );
  });
});

describe('step 2: skills', () => {
  it('is done with languages, grade average, driving licence and work experience answered', () => {
    expect(missingForSkills(complete)).toEqual([]);
    // "No" is an answer.
    expect(
      missingForSkills({ ...complete, drivingLicenseExists: false, professionalExperienceExists: false }),
    ).toEqual([]);
  });

  it('does not count "yes" without any work experience entry as answered (the form cannot save it)', () => {
    expect(missingForSkills({ ...complete, workExperiences: [] })).toEqual(['professionalExperienceExists']);
    expect(
      derivePathProgress({ ...complete, workExperiences: [] }, noUnit, requiredDocs).steps[1]!.status,
    ).not.toBe('done');
  });

  it('names what is missing', () => {
    expect(missingForSkills(empty)).toEqual([
      'languageSkills',
      'gradeAverage',
      'drivingLicenseExists',
      'professionalExperienceExists',
    ]);
  });
});

describe('derivePathProgress', () => {
  it('a new applicant: step 1 current, 2 and 3 open, the rest locked', () => {
    const progress = derivePathProgress(empty, noUnit, []);
    expect(statuses(progress)).toEqual(['current', 'open', 'open', 'locked', 'locked', 'locked']);
    expect(progress.currentStep).toBe('personal_data');
    expect(progress.steps.map((s) => [s.id, s.number])).toEqual([
      ['personal_data', 1],
      ['skills', 2],
      ['info_session', 3],
      ['interview', 4],
      ['practice_partner_search', 5],
    ]);
    expect(progress.contracts).toMatchObject({ id: 'contracts', number: null });
  });

  it('steps 1 and 2 done: the info session is current', () => {
    const progress = derivePathProgress(complete, noUnit, requiredDocs);
    expect(statuses(progress)).toEqual(['done', 'done', 'current', 'locked', 'locked', 'locked']);
    expect(progress.currentStep).toBe('info_session');
  });

  it('ticked attendance is pending until the advisor confirms; it does not unlock the interview', () => {
    const progress = derivePathProgress(
      { ...complete, infoSessionAttended: true },
      interviewOpen,
      requiredDocs,
    );
    expect(statuses(progress)).toEqual([
      'done',
      'done',
      'pending_confirmation',
      'locked',
      'locked',
      'locked',
    ]);
    expect(progress.currentStep).toBeNull();
  });

  it('while the info session is pending, unfinished data steps stay workable', () => {
    const progress = derivePathProgress({ ...empty, infoSessionAttended: true }, interviewOpen, []);
    expect(statuses(progress)).toEqual([
      'current',
      'open',
      'pending_confirmation',
      'locked',
      'locked',
      'locked',
    ]);
  });

  it("only the advisor's info-session confirmation unlocks the interview", () => {
    const confirmed = { ...complete, infoSessionAttended: true, infoSessionAttendanceConfirmed: true };
    const progress = derivePathProgress(confirmed, interviewOpen, requiredDocs);
    expect(statuses(progress)).toEqual(['done', 'done', 'done', 'current', 'locked', 'locked']);
    expect(progress.steps[3]!.missing).toEqual(['participateAdvisorInterviewOn']);
  });

  it('while the interview is not confirmed, documents and skills can still be completed', () => {
    const confirmed = { ...empty, infoSessionAttended: true, infoSessionAttendanceConfirmed: true };
    const progress = derivePathProgress(confirmed, interviewOpen, []);
    expect(statuses(progress)).toEqual(['current', 'open', 'done', 'open', 'locked', 'locked']);
  });

  it('the interview confirmation unlocks the practice-partner search', () => {
    const confirmed = { ...complete, infoSessionAttended: true, infoSessionAttendanceConfirmed: true };
    const progress = derivePathProgress(confirmed, interviewDone, requiredDocs);
    expect(statuses(progress)).toEqual(['done', 'done', 'done', 'done', 'current', 'locked']);
    expect(progress.currentStep).toBe('practice_partner_search');
  });

  it('a found practice partner completes step 5 and unlocks contracts', () => {
    const account = {
      ...complete,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
      practicePartnerExists: true,
    };
    const progress = derivePathProgress(account, interviewDone, requiredDocs);
    expect(statuses(progress)).toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
    expect(progress.contracts.missing).toEqual([
      'healthInsuranceType',
      'document:Contract',
      'document:Certificate health insurance',
    ]);
    const finished = derivePathProgress({ ...account, healthInsuranceType: 'statutory' }, interviewDone, [
      ...requiredDocs,
      { category: 'Contract', type: 'Contract' },
      { category: 'Certificate health insurance', type: 'Other' },
    ]);
    expect(statuses(finished)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(finished.currentStep).toBeNull();
  });

  it('a locked step is never done, even when its data exists', () => {
    const account = { ...complete, practicePartnerExists: true, healthInsuranceType: 'private' as const };
    const progress = derivePathProgress(account, interviewDone, [
      ...requiredDocs,
      { category: 'Contract', type: 'Contract' },
    ]);
    // An interview participation without an info-session confirmation unlocks nothing further down.
    expect(statuses(progress)).toEqual(['done', 'done', 'current', 'locked', 'locked', 'locked']);
  });

  it('works without a unit (no unit assigned yet)', () => {
    const confirmed = { ...complete, infoSessionAttended: true, infoSessionAttendanceConfirmed: true };
    expect(statuses(derivePathProgress(confirmed, undefined, requiredDocs))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'locked',
      'locked',
    ]);
  });
});

describe('the distance-study path (fs, decision 078)', () => {
  const confirmed = { ...complete, infoSessionAttended: true, infoSessionAttendanceConfirmed: true };
  const fsInterviewDone = { ...interviewDone, unit: 'fs' as const };
  const motivation = 'Ich möchte neben dem Beruf studieren.';

  it('has no practice-partner search: step 5 completes the application', () => {
    expect(PATH_STEPS_BY_UNIT.fs).not.toContain('practice_partner_search');
    const progress = derivePathProgress(empty, { participateAdvisorInterviewOn: null, unit: 'fs' }, []);
    expect(progress.steps.map((s) => [s.id, s.number])).toEqual([
      ['personal_data', 1],
      ['skills', 2],
      ['info_session', 3],
      ['interview', 4],
      ['application_completion', 5],
    ]);
    expect(statuses(progress)).toEqual(['current', 'open', 'open', 'locked', 'locked', 'locked']);
  });

  it('takes the path from the unit, or from the area when there is no unit', () => {
    expect(derivePathProgress(confirmed, fsInterviewDone, requiredDocs).currentStep).toBe(
      'application_completion',
    );
    expect(derivePathProgress(confirmed, interviewDone, requiredDocs).currentStep).toBe(
      'practice_partner_search',
    );
    expect(derivePathProgress(confirmed, null, requiredDocs, 'fs').steps[4]!.id).toBe(
      'application_completion',
    );
  });

  it('step 5 unlocks with the interview confirmation and needs the motivation text and a CV', () => {
    const locked = derivePathProgress(
      { ...confirmed, motivationText: motivation },
      { participateAdvisorInterviewOn: null, unit: 'fs' },
      requiredDocs,
    );
    // Written meanwhile (spec part 1 §4), but the step stays locked until the interview is confirmed.
    expect(statuses(locked)).toEqual(['done', 'done', 'done', 'current', 'locked', 'locked']);

    const open = derivePathProgress(confirmed, fsInterviewDone, [certificate]);
    // Step 1 lacks the CV too, so it is the current step and step 5 is open.
    expect(open.steps[4]).toMatchObject({ status: 'open', missing: ['motivationText', 'document:CV'] });
    expect(open.contracts.status).toBe('locked');
    const blank = derivePathProgress({ ...confirmed, motivationText: '   ' }, fsInterviewDone, requiredDocs);
    expect(blank.steps[4]!.missing).toEqual(['motivationText']);
  });

  it('a completed application unlocks contracts without any practice partner', () => {
    const account = { ...confirmed, motivationText: motivation, practicePartnerExists: null };
    const progress = derivePathProgress(account, fsInterviewDone, requiredDocs);
    expect(statuses(progress)).toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
    expect(progress.currentStep).toBe('contracts');
    // A practice partner alone does not complete the distance-study step 5.
    const partnerOnly = derivePathProgress(
      { ...confirmed, practicePartnerExists: true },
      fsInterviewDone,
      requiredDocs,
    );
    expect(partnerOnly.steps[4]!.status).toBe('current');
    expect(partnerOnly.contracts.status).toBe('locked');
  });
});
