import { describe, expect, it } from 'vitest';
import {
  entranceQualificationBwFlag,
  entranceQualificationChoiceOf,
  entranceQualificationFromChoice,
  EntranceQualificationChoice,
  isDachCountry,
  shippingAddressIssues,
  workExperienceIssues,
} from './account-rules';
import { UpdateAccountBody } from './update-account';
import { ruleOfIssue } from '../validation';
import { EntranceQualification } from '../enums';

describe('DACH rule for the shipping address', () => {
  it('knows the DACH countries, in any case', () => {
    expect(['DE', 'AT', 'CH', 'LI', 'de'].map(isDachCountry)).toEqual([true, true, true, true, true]);
    expect(['FR', 'NL', '', null, undefined].map(isDachCountry)).toEqual([false, false, false, false, false]);
  });

  it.each([
    ['DE', '10439'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['LI', '9490'],
    ['de', '80331'],
    ['FR', '75001'],
    ['NL', '1012 AB'],
    ['FR', null],
    [null, null],
    [null, 'anything'],
  ])('%s %s is valid', (shippingCountry, shippingPostalCode) => {
    expect(shippingAddressIssues({ shippingCountry, shippingPostalCode })).toEqual([]);
  });

  it.each([
    ['DE', null, 'required', undefined],
    ['DE', '  ', 'required', undefined],
    ['DE', '1043', 'postal_code', 5],
    ['DE', '104390', 'postal_code', 5],
    ['DE', '1043a', 'postal_code', 5],
    ['AT', '10100', 'postal_code', 4],
    ['CH', '800', 'postal_code', 4],
    ['LI', 'FL-9490', 'postal_code', 4],
    ['AT', undefined, 'required', undefined],
  ])('%s %j is refused with %s', (shippingCountry, shippingPostalCode, rule, digits) => {
    expect(shippingAddressIssues({ shippingCountry, shippingPostalCode })).toEqual([
      { field: 'shippingPostalCode', rule, ...(digits ? { params: { digits } } : {}) },
    ]);
  });
});

describe('UpdateAccountBody and the DACH rule', () => {
  it('checks the rule when country and postal code are sent together', () => {
    const result = UpdateAccountBody.safeParse({ shippingCountry: 'AT', shippingPostalCode: '12345' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([
      { path: ['shippingPostalCode'], message: 'postal_code', params: { digits: 4 } },
    ]);
    expect(
      UpdateAccountBody.safeParse({ shippingCountry: 'DE', shippingPostalCode: '' }).error!.issues,
    ).toMatchObject([{ path: ['shippingPostalCode'], message: 'required' }]);
  });

  it('accepts valid addresses, upper-cases country codes and leaves single fields to the server', () => {
    expect(UpdateAccountBody.parse({ shippingCountry: 'at', shippingPostalCode: '1010' })).toEqual({
      shippingCountry: 'AT',
      shippingPostalCode: '1010',
    });
    expect(UpdateAccountBody.safeParse({ shippingCountry: 'DE' }).success).toBe(true);
    expect(UpdateAccountBody.safeParse({ shippingPostalCode: '1' }).success).toBe(true);
    expect(UpdateAccountBody.safeParse({}).success).toBe(true);
  });

  it('stays a strict object', () => {
    expect(UpdateAccountBody.safeParse({ email: 'x@example.org' }).success).toBe(false);
  });
});

describe('entrance qualification and the Baden-Württemberg flag', () => {
  it('maps the UI value for Baden-Württemberg to Fachhochschulreife with the flag', () => {
    expect(entranceQualificationFromChoice('HighSchoolCertificateBadenWurttemberg')).toEqual({
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    expect(entranceQualificationFromChoice('Fachhochschulreife')).toEqual({
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: false,
    });
    expect(entranceQualificationFromChoice('Abitur')).toEqual({
      universityEntranceQualification: 'Abitur',
      universityEntranceQualificationBw: null,
    });
  });

  it('round-trips every choice', () => {
    for (const choice of EntranceQualificationChoice.options) {
      const stored = entranceQualificationFromChoice(choice);
      expect(
        entranceQualificationChoiceOf(
          stored.universityEntranceQualification,
          stored.universityEntranceQualificationBw,
        ),
      ).toBe(choice);
    }
  });

  it('keeps the flag only with Fachhochschulreife', () => {
    expect(entranceQualificationBwFlag('Fachhochschulreife', true)).toBe(true);
    expect(entranceQualificationBwFlag('Fachhochschulreife', false)).toBe(false);
    expect(entranceQualificationBwFlag('Fachhochschulreife', undefined)).toBe(false);
    expect(entranceQualificationBwFlag('Fachhochschulreife', null)).toBe(false);
    for (const other of EntranceQualification.options.filter((q) => q !== 'Fachhochschulreife')) {
      expect(entranceQualificationBwFlag(other, true)).toBeNull();
    }
    expect(entranceQualificationBwFlag(null, true)).toBeNull();
  });
});

describe('work experience rule (issue 8, item 4)', () => {
  const entry = {
    employer: 'Spreeblick Software GmbH',
    position: 'Werkstudentin',
    startMonth: '2024-07',
    endMonth: null,
    description: null,
  };

  it('refuses "yes" without any entry', () => {
    expect(workExperienceIssues({ professionalExperienceExists: true, workExperiences: [] })).toEqual([
      { field: 'workExperiences', rule: 'work_experience_required' },
    ]);
  });

  it('accepts "yes" with an entry, "no" and no answer', () => {
    expect(workExperienceIssues({ professionalExperienceExists: true, workExperiences: [entry] })).toEqual(
      [],
    );
    expect(workExperienceIssues({ professionalExperienceExists: false, workExperiences: [] })).toEqual([]);
    expect(workExperienceIssues({ professionalExperienceExists: null, workExperiences: [] })).toEqual([]);
  });
});

describe('grade average rule (issue 8, item 9: one wording)', () => {
  it.each([0.9, 6.1, 7])(
    '%s is refused with "{field} must be between 1-6" and its bounds',
    (gradeAverage) => {
      const result = UpdateAccountBody.safeParse({ gradeAverage });
      expect(result.success).toBe(false);
      const issues = result.error!.issues;
      expect(issues).toHaveLength(1);
      expect(ruleOfIssue(issues[0]!)).toEqual({ rule: 'field_between', params: { min: 1, max: 6 } });
    },
  );

  it('accepts 1, 6 and a decimal in between', () => {
    for (const gradeAverage of [1, 2.3, 6]) {
      expect(UpdateAccountBody.safeParse({ gradeAverage }).success).toBe(true);
    }
  });
});
