import { describe, expect, it } from 'vitest';
import { documentReuploads, type ReviewedDocument } from './document-reuploads';
import { derivePathProgress, type PathProgressAccount } from './path-progress';

const account: PathProgressAccount = {
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
  professionalExperienceExists: false,
  workExperiences: [],
  infoSessionAttended: true,
  infoSessionAttendanceConfirmed: false,
  practicePartnerExists: null,
  motivationText: null,
  healthInsuranceType: null,
};

const doc = (overrides: Partial<ReviewedDocument> & Pick<ReviewedDocument, 'uuid'>): ReviewedDocument => ({
  category: 'Certificate',
  type: 'Certificate',
  name: `${overrides.uuid}.pdf`,
  reviewStatus: 'pending',
  reviewReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const cv = doc({ uuid: 'cv', category: 'CV', type: 'CV' });

describe('rejected required documents (decision 075)', () => {
  it('a rejected certificate does not count: step 1 is open again', () => {
    const accepted = derivePathProgress(account, null, [cv, doc({ uuid: 'c1', reviewStatus: 'accepted' })]);
    expect(accepted.steps[0]).toMatchObject({ status: 'done', missing: [] });

    const rejected = doc({ uuid: 'c1', reviewStatus: 'rejected', reviewReason: 'Seite 2 fehlt.' });
    const progress = derivePathProgress(account, null, [cv, rejected]);
    expect(progress.steps[0]).toMatchObject({ status: 'current', missing: ['document:Certificate'] });
    expect(documentReuploads(progress, [cv, rejected])).toEqual([
      { stepId: 'personal_data', number: 1, key: 'Certificate', document: rejected },
    ]);
  });

  it('a new upload (pending review) replaces the rejected one', () => {
    const documents = [
      cv,
      doc({ uuid: 'c1', reviewStatus: 'rejected', reviewReason: 'Seite 2 fehlt.' }),
      doc({ uuid: 'c2', createdAt: '2026-11-02T10:00:00.000Z' }),
    ];
    const progress = derivePathProgress(account, null, documents);
    expect(progress.steps[0]!.status).toBe('done');
    expect(documentReuploads(progress, documents)).toEqual([]);
  });

  it('names the newest rejection of a requirement; a certified copy counts for the certificate', () => {
    const older = doc({ uuid: 'c1', reviewStatus: 'rejected', createdAt: '2026-11-01T10:00:00.000Z' });
    const newer = doc({
      uuid: 'c2',
      category: 'CertifiedCopyUEC',
      type: 'CertifiedCopyUEC',
      reviewStatus: 'rejected',
      createdAt: '2026-11-03T10:00:00.000Z',
    });
    const documents = [cv, older, newer];
    const reuploads = documentReuploads(derivePathProgress(account, null, documents), documents);
    expect(reuploads.map((r) => r.document.uuid)).toEqual(['c2']);
  });

  it('a missing document that was never uploaded is no re-upload', () => {
    const progress = derivePathProgress(account, null, [cv]);
    expect(progress.steps[0]!.missing).toEqual(['document:Certificate']);
    expect(documentReuploads(progress, [cv])).toEqual([]);
  });

  it('a rejected contract counts only once contracts are unlocked', () => {
    const contract = doc({ uuid: 'k1', category: 'Contract', type: 'Contract', reviewStatus: 'rejected' });
    const documents = [cv, doc({ uuid: 'c1' }), contract];
    const locked = derivePathProgress(account, null, documents);
    expect(locked.contracts.status).toBe('locked');
    expect(documentReuploads(locked, documents)).toEqual([]);

    const unlocked = derivePathProgress(
      { ...account, infoSessionAttendanceConfirmed: true, practicePartnerExists: true },
      { participateAdvisorInterviewOn: '2026-11-02T10:00:00.000Z', unit: 'ds' },
      documents,
    );
    expect(documentReuploads(unlocked, documents)).toEqual([
      { stepId: 'contracts', number: null, key: 'Contract', document: contract },
    ]);
  });
});
