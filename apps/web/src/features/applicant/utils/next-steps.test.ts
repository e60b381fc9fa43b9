import { derivePathProgress, type Account } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeDocument, makeUnit } from '../../../testing/fixtures';
import { deriveNextSteps } from './next-steps';

const complete: Partial<Account> = {
  salutation: 'mrs',
  firstName: 'Mia',
  lastName: 'Muster',
  birthday: '2005-01-01',
  placeOfBirth: 'Berlin',
  countryOfBirth: 'DE',
  nationality: 'DE',
  phone: '+49 30 123456',
  shippingStreet: 'Hauptstraße 1',
  shippingPostalCode: '10115',
  shippingCity: 'Berlin',
  shippingCountry: 'DE',
  universityEntranceQualification: 'Abitur',
  languageSkills: [{ code: 'de', level: 7 }],
  gradeAverage: 2.1,
  drivingLicenseExists: true,
  professionalExperienceExists: false,
};
const docs = [
  makeDocument({ category: 'CV', type: 'CV' }),
  makeDocument({ category: 'Certificate', type: 'Certificate' }),
];

function next(account: Parameters<typeof makeAccount>[0], unit = makeUnit(), documents = docs) {
  const a = makeAccount(account);
  return deriveNextSteps(derivePathProgress(a, unit, documents), a);
}

describe('home next steps', () => {
  it('a new applicant: personal data, documents, skills and the info session, with links to the step screens', () => {
    const steps = next({}, makeUnit(), []);
    expect(steps.map((s) => [s.key, s.to, s.number])).toEqual([
      ['personalData', '/ds/application/documents', 1],
      ['uploadCv', '/ds/application/documents', 1],
      ['uploadCertificate', '/ds/application/documents', 1],
      ['languages', '/ds/application/abilities', 2],
      ['gradeAverage', '/ds/application/abilities', 2],
      ['drivingLicense', '/ds/application/abilities', 2],
      ['workExperience', '/ds/application/abilities', 2],
      ['attendInfoSession', '/ds/application/info', 3],
    ]);
    // 13 required fields, first and last name are filled in the fixture
    expect(steps[0]?.values).toEqual({ number: 11 });
  });

  it('puts confirming the e-mail address first', () => {
    expect(next({ ...complete, emailVerified: false })[0]).toMatchObject({
      key: 'verifyEmail',
      to: '/ds/onboarding',
    });
  });

  it('info session ticked: the applicant waits for the advisor (with a way to contact them)', () => {
    expect(next({ ...complete, infoSessionAttended: true })).toEqual([
      expect.objectContaining({ key: 'infoSessionPending', kind: 'waiting', to: '/ds/contact/1' }),
    ]);
  });

  it('info session confirmed: the interview is next; the search stays locked', () => {
    const steps = next({ ...complete, infoSessionAttended: true, infoSessionAttendanceConfirmed: true });
    expect(steps.map((s) => s.key)).toEqual(['interview']);
  });

  it('interview confirmed: the practice-partner search', () => {
    const unit = makeUnit({ participateAdvisorInterviewOn: '2026-02-01T10:00:00.000Z' });
    const steps = next(
      { ...complete, infoSessionAttended: true, infoSessionAttendanceConfirmed: true },
      unit,
    );
    expect(steps.map((s) => [s.key, s.to])).toEqual([['partnerSearch', '/ds/application/search']]);
  });

  it('partner found: health insurance, contract and insurance proof; then nothing is left', () => {
    const unit = makeUnit({ participateAdvisorInterviewOn: '2026-02-01T10:00:00.000Z' });
    const confirmed = {
      ...complete,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
      practicePartnerExists: true,
    };
    expect(next(confirmed, unit).map((s) => [s.key, s.to, s.number])).toEqual([
      ['healthInsurance', '/ds/application/contracts', null],
      ['uploadContract', '/ds/application/contracts', null],
      ['uploadHealthInsurance', '/ds/application/contracts', null],
    ]);
    const allDocs = [
      ...docs,
      makeDocument({ category: 'Contract', type: 'Contract' }),
      makeDocument({ category: 'Certificate health insurance', type: 'Other' }),
    ];
    expect(next({ ...confirmed, healthInsuranceType: 'statutory' }, unit, allDocs)).toEqual([]);
  });
});
