import type { Account, UnitDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { changedAccountFields } from './account-query';
import { analyticsUserPropertiesOf } from './analytics-user-properties';

const account = {
  email: 'anna@example.org',
  firstName: 'Anna',
  lastName: 'Muster',
  createdAt: '2026-10-01T10:00:00.000Z',
  birthday: '2007-10-02',
  shippingCity: 'Stuttgart',
  shippingCountry: 'DE',
  nationality: 'AT',
  universityEntranceQualification: 'Fachhochschulreife',
  universityEntranceQualificationBw: true,
  languageSkills: [
    { code: 'en', level: 5 },
    { code: 'de', level: 7 },
  ],
  phone: '+49 711 123456',
} as unknown as Account;

const units = [
  {
    primary: true,
    applications: [
      {
        primary: true,
        campus: { name: 'Stuttgart' },
        course: { name: 'Wirtschaftsinformatik' },
        intake: { date: '2027-10-01' },
      },
    ],
  },
] as unknown as UnitDetail[];

describe('analytics user properties', () => {
  it('maps the account and the primary application as spec part 2 lists them', () => {
    expect(analyticsUserPropertiesOf(account, units)).toEqual({
      email: 'anna@example.org',
      name: 'Anna Muster',
      createdAt: '2026-10-01T10:00:00.000Z',
      campus: 'Stuttgart',
      startDate: '2027-10-01',
      course: 'Wirtschaftsinformatik',
      ageAtApplication: 18,
      country: 'DE',
      city: 'Stuttgart',
      international: true,
      entranceQualification: 'FachhochschulreifeBW',
      germanLevel: 'Muttersprache',
      consent: true,
    });
  });

  it('answers null for what is not known yet', () => {
    const fresh = { ...account, birthday: null, nationality: null, languageSkills: [] } as unknown as Account;
    expect(analyticsUserPropertiesOf(fresh, undefined)).toMatchObject({
      campus: null,
      course: null,
      startDate: null,
      ageAtApplication: null,
      international: null,
      germanLevel: null,
    });
  });
});

describe('changed account fields', () => {
  it('names only the fields whose value changed, never the values', () => {
    expect(
      changedAccountFields(account, {
        phone: '+49 711 999999',
        shippingCity: 'Stuttgart',
        languageSkills: [
          { code: 'en', level: 5 },
          { code: 'de', level: 7 },
        ],
        gradeAverage: 2.1,
      } as never),
    ).toEqual(['phone', 'gradeAverage']);
  });
});
