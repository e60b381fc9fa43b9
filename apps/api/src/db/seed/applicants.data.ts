/** Study advisors, applicants (each with consents, unit and application) and applications without an account. */
import type * as s from '../schema/index';
import { BWL, INF, WI } from './catalogue.data';
import {
  advisorImage,
  daysFromNow,
  type AccountRow,
  type ApplicationRow,
  type ConsentMap,
  type UnitRow,
} from './seed-helpers';

export const ADVISORS: Array<{
  account: Pick<AccountRow, 'email' | 'salutation' | 'firstName' | 'lastName' | 'phone'>;
  profile: Omit<typeof s.advisors.$inferInsert, 'name' | 'accountId' | 'campusId'>;
  campus: string;
}> = [
  {
    account: {
      email: 'berater@demo.example',
      salutation: 'mrs',
      firstName: 'Anna',
      lastName: 'Berger',
      phone: '+49 30 2091 4471',
    },
    profile: {
      phone: '+49 30 2091 4471',
      mobilePhone: '+49 151 2384 7719',
      whatsappAvailable: true,
      email: 'anna.berger@dualstudium.example',
      city: 'Berlin',
      imagePath: advisorImage('anna-berger'),
    },
    campus: 'Berlin',
  },
  {
    account: {
      email: 'berater2@demo.example',
      salutation: 'mr',
      firstName: 'Jonas',
      lastName: 'Albrecht',
      phone: '+49 40 8090 3345',
    },
    profile: {
      phone: '+49 40 8090 3345',
      mobilePhone: '+49 160 9472 1358',
      whatsappAvailable: false,
      email: 'jonas.albrecht@dualstudium.example',
      city: 'Hamburg',
      imagePath: advisorImage('jonas-albrecht'),
    },
    campus: 'Hamburg',
  },
];

export const ANNA = 'berater@demo.example';
export const JONAS = 'berater2@demo.example';
export const LENA = 'bewerber@demo.example';
const TIM = 'neu@demo.example';
const SOPHIE = 'fern@demo.example';
export const PAUL = 'paul.schneider@demo.example';

export interface ApplicantSeed {
  account: Omit<AccountRow, 'role' | 'infoSessionConfirmedAt' | 'infoSessionConfirmedBy'>;
  /** The advisor (account e-mail) who confirmed the info session, and how long ago. */
  infoSessionConfirmed?: { by: string; daysAgo: number };
  consents?: ConsentMap;
  unit?: Pick<UnitRow, 'unit' | 'stage' | 'interviewScheduledAt' | 'participateAdvisorInterviewOn'> & {
    advisor: string;
  };
  application: {
    unit: ApplicationRow['unit'];
    course: string;
    campus: string;
    intake: string;
    status: NonNullable<ApplicationRow['status']>;
  };
}

export const APPLICANTS: ApplicantSeed[] = [
  {
    // Partway through the path: step 1 done, info session confirmed, advisory interview scheduled.
    account: {
      email: LENA,
      emailVerified: true,
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
      universityEntranceQualificationBw: false,
      universityEntranceQualificationStatus: 'Existing',
      languageSkills: [
        { code: 'de', level: 7 },
        { code: 'en', level: 5 },
      ],
      gradeAverage: 2.1,
      drivingLicenseExists: true,
      ownCar: false,
      // "Yes" comes with its entries: the form of sub-step 2.1 and PATCH /v1/account refuse it without one.
      professionalExperienceExists: true,
      workExperiences: [
        {
          employer: 'Spreeblick Software GmbH',
          position: 'Werkstudentin Webentwicklung',
          startMonth: '2025-07',
          endMonth: null,
          description: 'Pflege einer Shop-Oberfläche mit React, zehn Stunden pro Woche.',
        },
      ],
      healthInsuranceType: 'statutory',
      infoSessionAttended: true,
      infoSessionAttendedAt: daysFromNow(-12, 17),
      metadata: { onboardingDone: true, visitedStudyAdviceView: true },
      notificationSettings: { job_openings_newsletter: true },
    },
    infoSessionConfirmed: { by: ANNA, daysAgo: 10 },
    consents: { user_research: 'opt_in_single', amplitude: 'opt_in_single' },
    unit: {
      unit: 'ds',
      stage: 'Advisory Interview',
      advisor: ANNA,
      interviewScheduledAt: daysFromNow(3, 13),
    },
    application: { unit: 'ds', course: WI, campus: 'Berlin', intake: '2027-10-01', status: 'active' },
  },
  {
    // Brand new: e-mail not verified, onboarding not done, no unit yet.
    account: { email: TIM, emailVerified: false, firstName: 'Tim', lastName: 'Neumann', metadata: {} },
    application: { unit: 'ds', course: INF, campus: 'Hamburg', intake: '2027-10-01', status: 'invited' },
  },
  {
    // Distance study; has ticked the info session, waiting for Anna's confirmation.
    account: {
      email: SOPHIE,
      emailVerified: true,
      salutation: 'mrs',
      firstName: 'Sophie',
      lastName: 'Wagner',
      birthday: '1998-11-02',
      placeOfBirth: 'Regensburg',
      countryOfBirth: 'DE',
      nationality: 'DE',
      phone: '+49 171 5503 2874',
      shippingStreet: 'Sendlinger Straße 27',
      shippingPostalCode: '80331',
      shippingCity: 'München',
      shippingCountry: 'DE',
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: false,
      universityEntranceQualificationStatus: 'Existing',
      languageSkills: [
        { code: 'de', level: 7 },
        { code: 'en', level: 4 },
        { code: 'it', level: 2 },
      ],
      professionalExperienceExists: true,
      workExperiences: [
        {
          employer: 'Brauerei Spital Regensburg',
          position: 'Kauffrau für Büromanagement',
          startMonth: '2018-09',
          endMonth: '2021-06',
          description: null,
        },
        {
          employer: 'Donau Logistik GmbH',
          position: 'Sachbearbeiterin Einkauf',
          startMonth: '2021-07',
          endMonth: null,
          description: null,
        },
      ],
      infoSessionAttended: true,
      infoSessionAttendedAt: daysFromNow(-1, 18),
      metadata: { onboardingDone: true },
    },
    consents: { user_research: 'opt_out', amplitude: 'opt_out' },
    unit: { unit: 'fs', stage: 'Info Session', advisor: ANNA },
    application: { unit: 'fs', course: BWL, campus: 'München', intake: '2027-04-01', status: 'active' },
  },
  {
    // Jonas's applicant (no login): lets tests check that one advisor cannot see another's applicants.
    account: {
      email: PAUL,
      emailVerified: true,
      salutation: 'mr',
      firstName: 'Paul',
      lastName: 'Schneider',
      birthday: '2005-07-21',
      placeOfBirth: 'Lübeck',
      countryOfBirth: 'DE',
      nationality: 'DE',
      phone: '+49 152 0937 4416',
      shippingStreet: 'Eppendorfer Weg 211',
      shippingPostalCode: '20253',
      shippingCity: 'Hamburg',
      shippingCountry: 'DE',
      universityEntranceQualification: 'Abitur',
      universityEntranceQualificationBw: false,
      universityEntranceQualificationStatus: 'Existing',
      languageSkills: [
        { code: 'de', level: 7 },
        { code: 'en', level: 4 },
      ],
      gradeAverage: 2.6,
      motivationText:
        'Ich möchte Theorie und Praxis verbinden und in der Logistik Verantwortung für echte Projekte übernehmen.',
      practicePartnerMaxDistance: 20,
      drivingLicenseExists: true,
      ownCar: true,
      professionalExperienceExists: false,
      practicePartnerExists: false,
      healthInsuranceType: 'statutory',
      infoSessionAttended: true,
      infoSessionAttendedAt: daysFromNow(-45, 17),
      metadata: { onboardingDone: true },
    },
    infoSessionConfirmed: { by: JONAS, daysAgo: 43 },
    unit: {
      unit: 'ds',
      stage: 'In Matching',
      advisor: JONAS,
      interviewScheduledAt: daysFromNow(-30, 10),
      participateAdvisorInterviewOn: daysFromNow(-30, 10),
    },
    application: { unit: 'ds', course: BWL, campus: 'Hamburg', intake: '2027-10-01', status: 'active' },
  },
];

/** Applied at the university but not invited to the portal yet. */
export const APPLICATIONS_WITHOUT_ACCOUNT = [
  {
    email: 'mia.schulz@demo.example',
    firstName: 'Mia',
    lastName: 'Schulz',
    application: {
      unit: 'ds' as const,
      course: INF,
      campus: 'München',
      intake: '2028-04-01',
      status: 'submitted' as const,
    },
  },
];

/** A conversation with an unanswered question, so Anna's workspace shows a reply waiting. `from`: an e-mail. */
export const ADVISOR_MESSAGES: Array<
  Pick<typeof s.advisorMessages.$inferInsert, 'subject' | 'text' | 'readAt' | 'createdAt'> & {
    applicant: string;
    from: string;
  }
> = [
  {
    applicant: LENA,
    from: ANNA,
    subject: 'Dein Beratungsgespräch',
    text: 'Hallo Lena, schön, dass du bei der Infoveranstaltung warst! Für unser Beratungsgespräch bring gern deine Fragen zu Praxispartnern mit. Viele Grüße, Anna Berger',
    readAt: daysFromNow(-3, 18),
    createdAt: daysFromNow(-4, 10),
  },
  {
    applicant: LENA,
    from: LENA,
    subject: 'Frage zum Beratungsgespräch',
    text: 'Hallo Frau Berger, soll ich meinen Lebenslauf vor dem Gespräch hochladen oder bringe ich ihn mit? Viele Grüße, Lena',
    createdAt: daysFromNow(-1, 8),
  },
];
