/** What a company sees of an applicant at each match status (decision 139). */
import { ApplicationStatus, MUTUAL_INTEREST_STATUSES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  applicantDisplayName,
  sharesContactData,
  toApplicantCard,
  type ApplicantCardSource,
} from './applicant-card';

const source = (status: ApplicationStatus | null): ApplicantCardSource => ({
  accountId: '00000000-0000-4000-8000-000000000001',
  firstName: 'Lena',
  lastName: 'Özdemir',
  email: 'lena@example.org',
  phone: '+49 151 1234567',
  city: 'Hamburg',
  course: null,
  campus: null,
  intake: '2027-10-01',
  gradeAverage: 2.3,
  languageSkills: [{ code: 'de', level: 7 }],
  drivingLicense: true,
  preferredWorkModels: ['hybrid', 'unknown'],
  match: status
    ? {
        status,
        cancellationReason: status === 'cancelled' ? 'rejected_by_company' : null,
        source: 'applicant',
        companyViewedAt: null,
      }
    : null,
});
const fit = { score: 77, reasons: [], distanceKm: 4 };

describe('the applicant card', () => {
  it('shares name and contact data exactly from mutual interest on, never once cancelled', () => {
    for (const status of ApplicationStatus.options) {
      const card = toApplicantCard(source(status), fit);
      const shared = (MUTUAL_INTEREST_STATUSES as readonly string[]).includes(status);
      expect(sharesContactData(status), status).toBe(shared);
      expect(card.contact !== null, status).toBe(shared);
      expect(card.displayName, status).toBe(shared ? 'Lena Özdemir' : 'Lena Ö.');
      expect(JSON.stringify(card).includes('lena@example.org'), status).toBe(shared);
    }
    expect(sharesContactData('cancelled')).toBe(false);
    expect(toApplicantCard(source(null), fit)).toMatchObject({
      displayName: 'Lena Ö.',
      contact: null,
      match: null,
    });
  });

  it('keeps the facts of the fit and drops work models it does not know', () => {
    expect(toApplicantCard(source('awaiting_partner_interest'), fit)).toMatchObject({
      city: 'Hamburg',
      distanceKm: 4,
      gradeAverage: 2.3,
      drivingLicense: true,
      preferredWorkModels: ['hybrid'],
      score: 77,
      match: { status: 'awaiting_partner_interest', listStatus: 'PreMatch' },
    });
  });

  it('words a name without last name or first name sensibly', () => {
    expect(applicantDisplayName('Lena', null, false)).toBe('Lena');
    expect(applicantDisplayName(null, 'meyer', false)).toBe('M.');
    expect(applicantDisplayName(' Lena ', ' Meyer ', true)).toBe('Lena Meyer');
  });
});
