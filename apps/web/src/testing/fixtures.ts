/** Test data built from the contracts' schemas (parsed, so a fixture can never drift from the contract). */
import {
  Account,
  Company,
  CompanyMembership,
  CompanyUser,
  PortalDocument,
  UnitDetail,
  type Application,
} from '@portal/contracts';

let counter = 0;
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: uuid(),
    primary: false,
    campus: {
      id: uuid(),
      name: 'Campus Berlin',
      city: 'Berlin',
      phone: '+49 30 123456',
      email: 'berlin@dualstudium.example',
      imagePath: null,
    },
    intake: { id: uuid(), date: '2026-10-01' },
    course: { id: uuid(), name: 'Informatik (B.Sc.)', studyModel: 'DS' },
    ...overrides,
  };
}

export function makeUnit(overrides: Partial<UnitDetail> = {}): UnitDetail {
  return UnitDetail.parse({
    id: uuid(),
    unit: 'ds',
    primary: false,
    stage: 'Documents Pending',
    participateAdvisorInterviewOn: null,
    advisor: {
      id: uuid(),
      name: 'Laura Beispiel',
      phone: '030 1234567',
      mobilePhone: '0170 1234567',
      whatsappAvailable: true,
      email: 'laura.beispiel@dualstudium.example',
      city: 'Berlin',
      imagePath: '/images/advisors/laura.jpg',
    },
    applications: [makeApplication({ primary: true })],
    ...overrides,
  });
}

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return Account.parse({
    uuid: uuid(),
    email: 'bewerber@demo.example',
    emailVerified: true,
    role: 'applicant',
    firstName: 'Mia',
    lastName: 'Muster',
    createdAt: '2026-01-10T09:00:00.000Z',
    birthday: null,
    birthName: null,
    placeOfBirth: null,
    countryOfBirth: null,
    nationality: null,
    phone: null,
    salutation: null,
    shippingStreet: null,
    shippingPostalCode: null,
    shippingCity: null,
    shippingCountry: null,
    universityEntranceQualification: null,
    universityEntranceQualificationBw: null,
    universityEntranceQualificationStatus: null,
    languageSkills: [],
    gradeAverage: null,
    graduationSchool: null,
    graduationYear: null,
    workExperiences: [],
    softwareSkills: [],
    motivationText: null,
    practicePartnerContact: null,
    practicePartnerName: null,
    practicePartnerAddress: null,
    practicePartnerMaxDistance: null,
    preferredWorkModels: [],
    accreditedAuthorityGermanLanguage: null,
    accreditationDateGermanSkills: null,
    drivingLicenseExists: null,
    ownCar: null,
    professionalExperienceExists: null,
    practicePartnerExists: null,
    infoSessionAttended: false,
    infoSessionAttendanceConfirmed: false,
    healthInsuranceType: null,
    healthInsuranceCompany: null,
    metadata: {},
    consents: [],
    units: [],
    productFruitsId: 'pf-1',
    ...overrides,
  });
}

export function makeDocument(overrides: Partial<PortalDocument> = {}): PortalDocument {
  const id = uuid();
  return PortalDocument.parse({
    uuid: id,
    category: 'CV',
    type: 'CV',
    name: 'Lebenslauf.pdf',
    file: `/v1/documents/${id}/preview`,
    mimeType: 'application/pdf',
    size: 12345,
    issuedOn: null,
    reviewStatus: 'pending',
    reviewReason: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  });
}

export function makeMembership(overrides: Partial<CompanyMembership> = {}): CompanyMembership {
  return CompanyMembership.parse({
    id: uuid(),
    name: 'Muster GmbH',
    isOwner: true,
    permissions: [],
    invitationPending: false,
    isDefault: false,
    ...overrides,
  });
}

export function makeCompanyUser(overrides: Partial<CompanyUser> = {}): CompanyUser {
  return CompanyUser.parse({
    uuid: uuid(),
    email: 'inhaber@demo.example',
    firstName: 'Jonas',
    lastName: 'Inhaber',
    salutation: null,
    phone: null,
    position: null,
    profilePicture: null,
    currentCompanyId: null,
    isOwner: false,
    permissions: [],
    metadata: {},
    consents: [
      { type: 'user_research', status: 'not_answered' },
      { type: 'amplitude', status: 'not_answered' },
    ],
    companies: [makeMembership()],
    productFruitsId: 'pf-2',
    ...overrides,
  });
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return Company.parse({
    id: uuid(),
    name: 'Muster GmbH',
    invitationPending: false,
    street: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    website: 'https://muster.example',
    socialMedia: {},
    commercialRegister: 'HRB 12345',
    court: 'Amtsgericht Berlin',
    foundedOn: '2001-05-01',
    managingDirectors: ['Jonas Inhaber'],
    employeeCount: 120,
    locations: ['Berlin'],
    portrait: null,
    logoPath: null,
    logoDocumentId: null,
    sepaAgreement: false,
    bankAccount: {
      ownerName: null,
      bankName: null,
      iban: null,
      bic: null,
      city: null,
      sepaConfirmed: false,
      paymentType: 'direct_transfer',
      mandateReference: null,
    },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}
