import { describe, expect, it } from 'vitest';
import {
  missingByStep,
  nextStep,
  parseWizardStep,
  previousStep,
  stepOfField,
  wizardSchema,
  wizardValuesOf,
  type WizardValues,
} from './wizard';

const complete: WizardValues = {
  ...wizardValuesOf(null),
  studyModel: 'DS',
  courseId: '6f1c1b7e-4a2b-4c3d-8e9f-0a1b2c3d4e5f',
  campusId: '7f1c1b7e-4a2b-4c3d-8e9f-0a1b2c3d4e5f',
  startDate: '2027-10-01',
  title: 'Duales Studium Informatik (m/w/d)',
  tasks: 'Softwareentwicklung im Team',
  placeOfTraining: 'Hamburg',
  placeOfTrainingPostalCode: '20457',
  workModel: 'hybrid',
  requiredCount: 2,
};

function fieldsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('the wizard steps', () => {
  it('reads the step of the address, starting at study; unknown steps are refused', () => {
    expect(parseWizardStep(undefined)).toBe('study');
    expect(parseWizardStep('requirements')).toBe('requirements');
    expect(parseWizardStep('payment')).toBeNull();
  });

  it('moves forward and back in the order study, job, requirements, finish', () => {
    expect(nextStep('study')).toBe('job');
    expect(nextStep('requirements')).toBe('finish');
    expect(nextStep('finish')).toBe('finish');
    expect(previousStep('study')).toBeNull();
    expect(previousStep('finish')).toBe('requirements');
  });

  it('names the step of a server field error', () => {
    expect(stepOfField('placeOfTrainingPostalCode')).toBe('job');
    expect(stepOfField('requiredLanguages.0.level')).toBe('requirements');
    expect(stepOfField('courseId')).toBe('study');
  });
});

describe('the wizard checks', () => {
  it('"next" checks only the current step: its formats and its required fields', async () => {
    const empty = wizardValuesOf(null);
    const study = await wizardSchema({ kind: 'next', step: 'study' }).safeParseAsync(empty);
    expect(fieldsOf(study)).toEqual(['studyModel', 'courseId', 'campusId', 'startDate']);
    // A wrong postal code on the job step does not block the study step.
    const fine = await wizardSchema({ kind: 'next', step: 'study' }).safeParseAsync({
      ...complete,
      placeOfTrainingPostalCode: '123',
    });
    expect(fine.success).toBe(true);
    const job = await wizardSchema({ kind: 'next', step: 'job' }).safeParseAsync({
      ...complete,
      placeOfTrainingPostalCode: '123',
      title: '',
    });
    expect(fieldsOf(job).sort()).toEqual(['placeOfTrainingPostalCode', 'title']);
    const requirements = await wizardSchema({ kind: 'next', step: 'requirements' }).safeParseAsync(empty);
    expect(requirements.success).toBe(true);
  });

  it('a draft may be incomplete but not malformed; publishing needs every required field', async () => {
    const empty = wizardValuesOf(null);
    expect((await wizardSchema({ kind: 'draft' }).safeParseAsync(empty)).success).toBe(true);
    const malformed = await wizardSchema({ kind: 'draft' }).safeParseAsync({
      ...empty,
      offerUrl: 'http://x.de',
    });
    expect(fieldsOf(malformed)).toEqual(['offerUrl']);
    const publish = await wizardSchema({ kind: 'publish' }).safeParseAsync({ ...complete, tasks: '  ' });
    expect(fieldsOf(publish)).toEqual(['tasks']);
    const parsed = await wizardSchema({ kind: 'publish' }).safeParseAsync({
      ...complete,
      offerUrl: 'www.a.de',
    });
    expect(parsed.success && parsed.data).toMatchObject({ offerUrl: 'https://www.a.de', benefits: null });
  });

  it('lists what is missing per step', () => {
    expect(missingByStep(wizardValuesOf(null))).toEqual({
      study: ['studyModel', 'courseId', 'campusId', 'startDate'],
      job: ['title', 'tasks', 'placeOfTraining', 'placeOfTrainingPostalCode', 'workModel'],
    });
    expect(missingByStep(complete)).toEqual({});
  });
});
