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

  describe('in the distance-study area (decision 078)', () => {
    const fsUnit = (overrides: Parameters<typeof makeUnit>[0] = {}) => makeUnit({ unit: 'fs', ...overrides });
    function nextFs(account: Parameters<typeof makeAccount>[0], unit = fsUnit(), documents = docs) {
      const a = makeAccount(account);
      return deriveNextSteps(derivePathProgress(a, unit, documents), a, 'fs');
    }

    it('links every step into /fs, never into /ds', () => {
      const steps = nextFs({}, fsUnit(), []);
      expect(steps.map((s) => s.to)).toEqual([
        '/fs/application/documents',
        '/fs/application/documents',
        '/fs/application/documents',
        '/fs/application/abilities',
        '/fs/application/abilities',
        '/fs/application/abilities',
        '/fs/application/abilities',
        '/fs/application/info',
      ]);
      expect(nextFs({ ...complete, infoSessionAttended: true })).toEqual([
        expect.objectContaining({ key: 'infoSessionPending', to: '/fs/contact/1' }),
      ]);
    });

    it('after the interview: complete the application (no practice partner), then contracts', () => {
      const unit = fsUnit({ participateAdvisorInterviewOn: '2026-02-01T10:00:00.000Z' });
      const confirmed = { ...complete, infoSessionAttended: true, infoSessionAttendanceConfirmed: true };
      expect(nextFs(confirmed, unit).map((s) => [s.key, s.to, s.number])).toEqual([
        ['completeApplication', '/fs/application/search', 5],
      ]);
      expect(
        nextFs({ ...confirmed, motivationText: 'Ich möchte neben dem Beruf studieren.' }, unit).map((s) => [
          s.key,
          s.to,
        ]),
      ).toEqual([
        ['healthInsurance', '/fs/application/contracts'],
        ['uploadContract', '/fs/application/contracts'],
        ['uploadHealthInsurance', '/fs/application/contracts'],
      ]);
    });
  });
});

describe('home next steps: documents the advisor rejected (decision 075)', () => {
  const rejected = makeDocument({
    category: 'Certificate',
    type: 'Certificate',
    name: 'zeugnis.pdf',
    reviewStatus: 'rejected',
    reviewReason: 'Seite 2 fehlt.',
  });
  const cv = makeDocument({ category: 'CV', type: 'CV' });

  function withDocuments(account: Parameters<typeof makeAccount>[0], documents: typeof docs) {
    const a = makeAccount(account);
    return deriveNextSteps(derivePathProgress(a, makeUnit(), documents), a, 'ds', documents);
  }

  it('puts the re-upload first, with the reason and the upload sub-step, instead of a plain upload action', () => {
    const steps = withDocuments({ ...complete, emailVerified: false, infoSessionAttended: true }, [
      cv,
      rejected,
    ]);
    expect(steps[0]).toEqual({
      key: 'reupload',
      kind: 'reupload',
      stepId: 'personal_data',
      number: 1,
      to: '/ds/application/documents/3',
      values: { name: 'zeugnis.pdf' },
      document: {
        uuid: rejected.uuid,
        name: 'zeugnis.pdf',
        reason: 'Seite 2 fehlt.',
        category: 'Certificate',
        type: 'Certificate',
      },
    });
    expect(steps.map((s) => s.key)).toEqual(['reupload', 'verifyEmail', 'infoSessionPending']);
  });

  it('nothing to re-upload once a new file is there', () => {
    const replacement = makeDocument({ category: 'Certificate', type: 'Certificate', name: 'neu.pdf' });
    const steps = withDocuments({ ...complete, infoSessionAttended: true }, [cv, rejected, replacement]);
    expect(steps.map((s) => s.key)).toEqual(['infoSessionPending']);
  });
});
