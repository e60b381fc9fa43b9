/**
 * Demo data for an empty database (DESIGN.md, "Demo accounts"): the study offer, applicants and advisors,
 * three companies with users, job openings and matches, and the company-portal extras. It runs once: as soon as
 * the database holds an identity user, it does nothing. Times are relative to "now" so the demo stays current.
 */
import { CompanyPermission } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Database } from './client';
import * as s from './schema/index';

export const DEMO_PASSWORD = 'portal-demo-2026';

/** Everyone who can sign in (DESIGN.md table plus the second advisor). All other seeded people cannot. */
export const DEMO_LOGINS = [
  'bewerber@demo.example',
  'neu@demo.example',
  'fern@demo.example',
  'inhaber@demo.example',
  'mitarbeiter@demo.example',
  'zwei-firmen@demo.example',
  'berater@demo.example',
  'berater2@demo.example',
  'andere-firma@demo.example',
] as const;

/** Arbitrary constant: concurrent starts on one database seed at most once. */
const SEED_LOCK_KEY = 2_026_072_601;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type AccountRow = typeof s.accounts.$inferInsert;
type UnitRow = typeof s.units.$inferInsert;
type ApplicationRow = typeof s.studyApplications.$inferInsert;
type CompanyRow = typeof s.companies.$inferInsert;
type CompanyUserRow = typeof s.companyUsers.$inferInsert;
type MembershipRow = typeof s.companyMemberships.$inferInsert;
type JobOpeningRow = typeof s.jobOpenings.$inferInsert;
type MatchRow = typeof s.matches.$inferInsert;
type ConsentRow = typeof s.accountConsents.$inferInsert;
type ConsentMap = Partial<Record<ConsentRow['type'], NonNullable<ConsentRow['status']>>>;

// ---------------------------------------------------------------------------------------------------------
// Helpers

const DAY_MS = 86_400_000;

/** A moment `days` from now (negative: in the past) at `hour` o'clock UTC. */
function daysFromNow(days: number, hour = 9): Date {
  const moment = new Date(Date.now() + days * DAY_MS);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment;
}

const isoDate = (moment: Date) => moment.toISOString().slice(0, 10);

/** Lookup by a natural key; an unknown key is a mistake in the seed data, so it throws. */
function keyBy<T>(rows: readonly T[], key: (row: T) => string): (wanted: string) => T {
  const map = new Map(rows.map((row) => [key(row), row]));
  return (wanted) => {
    const row = map.get(wanted);
    if (!row) throw new Error(`Seed data refers to unknown "${wanted}"`);
    return row;
  };
}

function consentRows(consents: ConsentMap = {}) {
  return (Object.entries(consents) as Array<[ConsentRow['type'], NonNullable<ConsentRow['status']>]>).map(
    ([type, status]) => ({ type, status }),
  );
}

const campusImage = (slug: string) => `/images/campuses/${slug}.svg`;
const advisorImage = (slug: string) => `/images/advisors/${slug}.svg`;

// ---------------------------------------------------------------------------------------------------------
// Study offer

const CAMPUSES = [
  {
    slug: 'berlin',
    city: 'Berlin',
    street: 'Friedrichstraße 180',
    postalCode: '10117',
    phone: '+49 30 2091 4460',
  },
  {
    slug: 'hamburg',
    city: 'Hamburg',
    street: 'Hammerbrookstraße 90',
    postalCode: '20097',
    phone: '+49 40 8090 3320',
  },
  {
    slug: 'muenchen',
    city: 'München',
    street: 'Landsberger Straße 110',
    postalCode: '80339',
    phone: '+49 89 4520 7710',
  },
  {
    slug: 'koeln',
    city: 'Köln',
    street: 'Hohenzollernring 58',
    postalCode: '50672',
    phone: '+49 221 9402 5530',
  },
  {
    slug: 'stuttgart',
    city: 'Stuttgart',
    street: 'Heilbronner Straße 150',
    postalCode: '70191',
    phone: '+49 711 2538 6640',
  },
].map(({ slug, ...campus }) => ({
  ...campus,
  name: `Campus ${campus.city}`,
  email: `campus-${slug}@dualstudium.example`,
  imagePath: campusImage(slug),
}));

const BWL = 'BWL – Dienstleistungsmanagement';
const WI = 'Wirtschaftsinformatik';
const INF = 'Informatik';
const SOZ = 'Soziale Arbeit';
const GM = 'Gesundheitsmanagement';
const MKT = 'Marketing & Digitale Medien';

const COURSES: Array<typeof s.courses.$inferInsert & { campuses: string[] }> = [
  {
    name: BWL,
    studyModel: 'DS',
    units: ['ds', 'fs'],
    description: 'Betriebswirtschaft mit Schwerpunkt auf Service, Prozessen und Kundenbeziehungen.',
    campuses: ['Berlin', 'Hamburg', 'München', 'Köln', 'Stuttgart'],
  },
  {
    name: WI,
    studyModel: 'DS',
    units: ['ds', 'fs'],
    description:
      'Die Brücke zwischen IT und Betrieb: Datenbanken, Prozesse, Projektmanagement und ERP-Systeme.',
    campuses: ['Berlin', 'Hamburg', 'München', 'Köln'],
  },
  {
    name: INF,
    studyModel: 'DS',
    units: ['ds'],
    description:
      'Softwareentwicklung, Algorithmen, verteilte Systeme und IT-Sicherheit – mit viel Praxis im Team.',
    campuses: ['Berlin', 'Hamburg', 'München', 'Stuttgart'],
  },
  {
    name: SOZ,
    studyModel: 'DMS',
    units: ['ds'],
    description: 'Grundlagen der Sozialen Arbeit, Beratung und Recht, mit staatlicher Anerkennung.',
    campuses: ['Berlin', 'Köln', 'München'],
  },
  {
    name: GM,
    studyModel: 'DMS',
    units: ['ds', 'fs'],
    description:
      'Management von Einrichtungen im Gesundheitswesen: Qualität, Finanzierung und Personalführung.',
    campuses: ['Hamburg', 'Köln', 'Stuttgart', 'München'],
  },
  {
    name: MKT,
    studyModel: 'DS',
    units: ['ds', 'fs'],
    description: 'Markenführung, Content, Social Media und Web-Analytics für Unternehmen jeder Größe.',
    campuses: ['Berlin', 'Köln', 'München'],
  },
];

const INTAKES = [
  { date: '2027-04-01', label: 'Sommersemester 2027' },
  { date: '2027-10-01', label: 'Wintersemester 2027/28' },
  { date: '2028-04-01', label: 'Sommersemester 2028' },
];

/**
 * A short-notice start on the first of the month after next, so that demos (and the end-to-end journey) can
 * hand in contract documents, which are accepted from 3 months before the study start.
 */
function shortNoticeIntake(today = new Date()): { date: string; label: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1));
  const month = start.toLocaleDateString('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { date: start.toISOString().slice(0, 10), label: `Quereinstieg ${month}` };
}

function intakesToSeed(): { date: string; label: string }[] {
  const soon = shortNoticeIntake();
  return INTAKES.some((i) => i.date === soon.date) ? INTAKES : [soon, ...INTAKES];
}

async function seedCatalogue(tx: Tx) {
  const campuses = await tx.insert(s.campuses).values(CAMPUSES).returning();
  const courses = await tx
    .insert(s.courses)
    .values(COURSES.map(({ campuses: _campuses, ...course }) => course))
    .returning();
  const intakes = await tx.insert(s.intakes).values(intakesToSeed()).returning();
  const lookup = {
    campus: keyBy(campuses, (c) => c.city),
    course: keyBy(courses, (c) => c.name),
    intake: keyBy(intakes, (i) => i.date),
  };
  await tx.insert(s.courseCampuses).values(
    COURSES.flatMap((course) =>
      course.campuses.map((city) => ({
        courseId: lookup.course(course.name).id,
        campusId: lookup.campus(city).id,
      })),
    ),
  );
  return lookup;
}

// ---------------------------------------------------------------------------------------------------------
// Advisors and applicants

const ADVISORS: Array<{
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

const ANNA = 'berater@demo.example';
const JONAS = 'berater2@demo.example';
const LENA = 'bewerber@demo.example';
const TIM = 'neu@demo.example';
const SOPHIE = 'fern@demo.example';
const PAUL = 'paul.schneider@demo.example';

interface ApplicantSeed {
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

const APPLICANTS: ApplicantSeed[] = [
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
const APPLICATIONS_WITHOUT_ACCOUNT = [
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

type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

function applicationRow(
  catalogue: Catalogue,
  person: { email: string; firstName: string; lastName: string },
  application: ApplicantSeed['application'],
  links: { accountId?: string; unitId?: string } = {},
): ApplicationRow {
  return {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    ...links,
    unit: application.unit,
    campusId: catalogue.campus(application.campus).id,
    courseId: catalogue.course(application.course).id,
    intakeId: catalogue.intake(application.intake).id,
    isPrimary: true,
    status: application.status,
    consentAt: daysFromNow(-40),
  };
}

async function seedApplicantSide(tx: Tx, catalogue: Catalogue) {
  const advisorAccounts = await tx
    .insert(s.accounts)
    .values(ADVISORS.map(({ account }) => ({ ...account, role: 'advisor' as const, emailVerified: true })))
    .returning();
  const advisorAccount = keyBy(advisorAccounts, (a) => a.email);
  const advisors = await tx
    .insert(s.advisors)
    .values(
      ADVISORS.map(({ account, profile, campus }) => ({
        ...profile,
        name: `${account.firstName} ${account.lastName}`,
        accountId: advisorAccount(account.email).id,
        campusId: catalogue.campus(campus).id,
      })),
    )
    .returning();
  const advisorOfAccount = keyBy(advisors, (a) => a.accountId ?? '');

  const applicantAccounts = await tx
    .insert(s.accounts)
    .values(
      APPLICANTS.map(({ account, infoSessionConfirmed }) => ({
        ...account,
        role: 'applicant' as const,
        infoSessionConfirmedAt: infoSessionConfirmed && daysFromNow(-infoSessionConfirmed.daysAgo, 11),
        infoSessionConfirmedBy: infoSessionConfirmed && advisorAccount(infoSessionConfirmed.by).id,
      })),
    )
    .returning();
  const applicant = keyBy(applicantAccounts, (a) => a.email);

  await tx
    .insert(s.accountConsents)
    .values(
      APPLICANTS.flatMap(({ account, consents }) =>
        consentRows(consents).map((consent) => ({ ...consent, accountId: applicant(account.email).id })),
      ),
    );

  const units = await tx
    .insert(s.units)
    .values(
      APPLICANTS.flatMap(({ account, unit }) => {
        if (!unit) return [];
        const { advisor, ...fields } = unit;
        const advisorId = advisorOfAccount(advisorAccount(advisor).id).id;
        return [{ ...fields, accountId: applicant(account.email).id, isPrimary: true, advisorId }];
      }),
    )
    .returning();
  const unitOf = keyBy(units, (u) => u.accountId);

  await tx.insert(s.studyApplications).values([
    ...APPLICANTS.map(({ account, unit, application }) => {
      const accountId = applicant(account.email).id;
      const person = {
        email: account.email,
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
      };
      return applicationRow(catalogue, person, application, {
        accountId,
        unitId: unit && unitOf(accountId).id,
      });
    }),
    ...APPLICATIONS_WITHOUT_ACCOUNT.map(({ application, ...person }) =>
      applicationRow(catalogue, person, application),
    ),
  ]);

  await tx.insert(s.auditLog).values(
    APPLICANTS.flatMap(({ account, infoSessionConfirmed: confirmed }) =>
      confirmed
        ? [
            {
              actorType: 'account' as const,
              actorId: advisorAccount(confirmed.by).id,
              action: 'account.info_session_confirmed',
              targetType: 'account',
              targetId: applicant(account.email).id,
              createdAt: daysFromNow(-confirmed.daysAgo, 11),
            },
          ]
        : [],
    ),
  );

  // A conversation with an unanswered question, so Anna's workspace shows a reply waiting.
  await tx.insert(s.advisorMessages).values([
    {
      accountId: applicant(LENA).id,
      senderRole: 'study_advisor',
      senderAccountId: advisorAccount(ANNA).id,
      subject: 'Dein Beratungsgespräch',
      text: 'Hallo Lena, schön, dass du bei der Infoveranstaltung warst! Für unser Beratungsgespräch bring gern deine Fragen zu Praxispartnern mit. Viele Grüße, Anna Berger',
      readAt: daysFromNow(-3, 18),
      createdAt: daysFromNow(-4, 10),
    },
    {
      accountId: applicant(LENA).id,
      senderRole: 'applicant',
      senderAccountId: applicant(LENA).id,
      subject: 'Frage zum Beratungsgespräch',
      text: 'Hallo Frau Berger, soll ich meinen Lebenslauf vor dem Gespräch hochladen oder bringe ich ihn mit? Viele Grüße, Lena',
      createdAt: daysFromNow(-1, 8),
    },
  ]);

  return { applicant, advisorAccount };
}

// ---------------------------------------------------------------------------------------------------------
// Companies

const NORDLICHT = 'Nordlicht Logistik GmbH';
const RHEINWERK = 'Rheinwerk Digital AG';
const PFLEGE = 'Süddeutsche Pflegedienste GmbH';

const COMPANIES: CompanyRow[] = [
  {
    name: NORDLICHT,
    street: 'Am Sandtorkai 44',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    website: 'https://www.nordlicht-logistik.example',
    socialMedia: {
      linkedin: 'https://www.linkedin.com/company/nordlicht-logistik-example',
      instagram: 'https://www.instagram.com/nordlicht.logistik.example',
    },
    commercialRegister: 'HRB 184512',
    court: 'Amtsgericht Hamburg',
    foundedOn: '1998-05-12',
    managingDirectors: ['Katrin Vogel', 'Henrik Lange'],
    employeeCount: 240,
    locations: ['Hamburg', 'Bremen', 'Berlin'],
    portrait:
      'Nordlicht Logistik ist ein familiengeführter Kontraktlogistiker aus Hamburg. Wir planen Lieferketten für ' +
      'Handel und Industrie in ganz Norddeutschland und bilden seit über zehn Jahren dual Studierende aus.',
    sepaAgreement: true,
    bankOwnerName: 'Nordlicht Logistik GmbH',
    bankName: 'Commerzbank',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankCity: 'Köln',
    sepaConfirmed: true,
    paymentType: 'sepa',
    mandateReference: 'NLL-2024-000184',
  },
  {
    name: RHEINWERK,
    street: 'Im Mediapark 8',
    postalCode: '50670',
    city: 'Köln',
    country: 'DE',
    website: 'https://www.rheinwerk-digital.example',
    socialMedia: { linkedin: 'https://www.linkedin.com/company/rheinwerk-digital-example' },
    commercialRegister: 'HRB 98765',
    court: 'Amtsgericht Köln',
    foundedOn: '2011-09-01',
    managingDirectors: ['Murat Yilmaz', 'Dr. Sabine Kölsch'],
    employeeCount: 85,
    locations: ['Köln', 'Düsseldorf', 'Berlin'],
    portrait: 'Rheinwerk Digital entwickelt Web-Plattformen und Datenlösungen für den Mittelstand.',
    bankOwnerName: 'Rheinwerk Digital AG',
    bankName: 'ING',
    iban: 'DE12500105170648489890',
    bic: 'INGDDEFFXXX',
    bankCity: 'Frankfurt am Main',
    paymentType: 'direct_transfer',
  },
  {
    // No bank data yet: shows the payment-details warning.
    name: PFLEGE,
    street: 'Rotebühlstraße 121',
    postalCode: '70178',
    city: 'Stuttgart',
    country: 'DE',
    website: 'https://www.sueddeutsche-pflege.example',
    commercialRegister: 'HRB 774120',
    court: 'Amtsgericht Stuttgart',
    foundedOn: '2004-02-16',
    managingDirectors: ['Julia Krämer'],
    employeeCount: 410,
    locations: ['Stuttgart', 'München', 'Ulm'],
    portrait:
      'Ambulante und stationäre Pflege in Baden-Württemberg und Bayern – menschlich, modern, verlässlich.',
  },
];

const KATRIN = 'inhaber@demo.example';
const FELIX = 'mitarbeiter@demo.example';
const JULIA = 'zwei-firmen@demo.example';
const MURAT = 'andere-firma@demo.example';

const COMPANY_USERS: Array<CompanyUserRow & { consents?: ConsentMap }> = [
  {
    email: KATRIN,
    salutation: 'mrs',
    firstName: 'Katrin',
    lastName: 'Vogel',
    phone: '+49 40 3290 1170',
    position: 'Geschäftsführerin',
    consents: { user_research: 'opt_in_double', amplitude: 'opt_in_single' },
  },
  {
    email: FELIX,
    salutation: 'mr',
    firstName: 'Felix',
    lastName: 'Schmidt',
    phone: '+49 40 3290 1184',
    position: 'Recruiting',
  },
  {
    email: JULIA,
    salutation: 'mrs',
    firstName: 'Julia',
    lastName: 'Krämer',
    phone: '+49 711 6645 2201',
    position: 'Geschäftsführerin',
  },
  {
    email: MURAT,
    salutation: 'mr',
    firstName: 'Murat',
    lastName: 'Yilmaz',
    phone: '+49 221 5890 3310',
    position: 'Vorstand',
  },
];

const EVERY_PERMISSION = CompanyPermission.options;

const MEMBERSHIPS: Array<
  Omit<MembershipRow, 'companyId' | 'companyUserId' | 'invitedBy'> & {
    company: string;
    user: string;
    invitedBy?: string;
  }
> = [
  { company: NORDLICHT, user: KATRIN, isOwner: true, permissions: EVERY_PERMISSION },
  {
    company: NORDLICHT,
    user: FELIX,
    permissions: ['create job openings', 'edit job openings'],
    invitedBy: KATRIN,
    invitedAt: daysFromNow(-120),
  },
  {
    company: NORDLICHT,
    user: JULIA,
    permissions: ['create job openings', 'edit job openings', 'view student contracts'],
    invitedBy: KATRIN,
    invitedAt: daysFromNow(-30),
  },
  { company: RHEINWERK, user: MURAT, isOwner: true, permissions: EVERY_PERMISSION },
  { company: PFLEGE, user: JULIA, isOwner: true, permissions: EVERY_PERMISSION },
];

async function seedCompanies(tx: Tx) {
  const companies = await tx.insert(s.companies).values(COMPANIES).returning();
  const users = await tx
    .insert(s.companyUsers)
    .values(COMPANY_USERS.map(({ consents: _consents, ...user }) => user))
    .returning();
  const company = keyBy(companies, (c) => c.name);
  const user = keyBy(users, (u) => u.email);
  await tx.insert(s.companyMemberships).values(
    MEMBERSHIPS.map(({ company: name, user: email, invitedBy, ...membership }) => ({
      ...membership,
      companyId: company(name).id,
      companyUserId: user(email).id,
      invitedBy: invitedBy && user(invitedBy).id,
    })),
  );
  await tx
    .insert(s.companyUserConsents)
    .values(
      COMPANY_USERS.flatMap(({ email, consents }) =>
        consentRows(consents).map((consent) => ({ ...consent, companyUserId: user(email).id })),
      ),
    );
  return { company, user };
}

// ---------------------------------------------------------------------------------------------------------
// Job openings and matches

const JOB_OPENINGS: Array<
  Omit<JobOpeningRow, 'companyId' | 'courseId' | 'campusId' | 'createdBy' | 'publishedAt'> & {
    key: string;
    company: string;
    course: string;
    campus: string;
    createdBy: string;
    publishedDaysAgo?: number;
  }
> = [
  {
    key: 'nordlicht-bwl',
    company: NORDLICHT,
    createdBy: KATRIN,
    title: 'Duales Studium BWL – Dienstleistungsmanagement (m/w/d)',
    course: BWL,
    campus: 'Hamburg',
    startDate: '2027-10-01',
    openPositions: 2,
    requiredCount: 2,
    skills: ['Organisationstalent', 'Kommunikationsstärke', 'MS Excel'],
    tasks:
      'Du begleitest Kundenprojekte in der Kontraktlogistik, analysierst Kennzahlen und optimierst Abläufe im Lager.',
    teamSize: 12,
    benefits:
      'HVV-Deutschlandticket, 30 Tage Urlaub, eigenes Notebook, Übernahmegarantie bei gutem Abschluss',
    extraPayment: 'Übernahme der Studiengebühren, Vergütung 1.250 € im ersten Jahr',
    placeOfTraining: 'Hamburg',
    practicePlace: 'Am Sandtorkai 44, 20457 Hamburg',
    workModel: 'onsite',
    studyModel: 'DS',
    offerDescription: 'Starte dein duales Studium bei einem der größten Logistiker im Norden.',
    offerUrl: 'https://www.nordlicht-logistik.example/karriere/duales-studium-bwl',
    status: 'openWithActiveMatches',
    publishedDaysAgo: 35,
  },
  {
    key: 'nordlicht-wi',
    company: NORDLICHT,
    createdBy: FELIX,
    title: 'Duales Studium Wirtschaftsinformatik (m/w/d)',
    course: WI,
    campus: 'Berlin',
    startDate: '2027-10-01',
    openPositions: 1,
    requiredCount: 1,
    skills: ['SQL-Grundkenntnisse', 'Analytisches Denken', 'Englisch'],
    tasks:
      'Du arbeitest im IT-Team unserer Berliner Niederlassung an Lagerverwaltungs- und Tracking-Systemen.',
    teamSize: 6,
    benefits: 'Hybrides Arbeiten, Weiterbildungsbudget, Firmenfitness',
    extraPayment: 'Übernahme der Studiengebühren, Vergütung 1.300 € im ersten Jahr',
    placeOfTraining: 'Berlin',
    practicePlace: 'Gradestraße 60, 12347 Berlin',
    workModel: 'hybrid',
    studyModel: 'DS',
    offerDescription: 'Digitalisiere mit uns die Logistik von morgen.',
    status: 'openWithActiveMatches',
    publishedDaysAgo: 21,
  },
  {
    key: 'nordlicht-informatik',
    company: NORDLICHT,
    createdBy: FELIX,
    title: 'Duales Studium Informatik – Softwareentwicklung (m/w/d)',
    course: INF,
    campus: 'Hamburg',
    startDate: '2028-04-01',
    openPositions: 1,
    requiredCount: 1,
    skills: ['Erste Programmiererfahrung', 'Teamfähigkeit'],
    tasks: 'Du entwickelst mit uns Web-Anwendungen für Disposition und Routenplanung.',
    teamSize: 8,
    workModel: 'hybrid',
    studyModel: 'DS',
    placeOfTraining: 'Hamburg',
    status: 'open',
    publishedDaysAgo: 7,
  },
  {
    key: 'nordlicht-marketing',
    company: NORDLICHT,
    createdBy: KATRIN,
    title: 'Duales Studium Marketing & Digitale Medien (m/w/d)',
    course: MKT,
    campus: 'Berlin',
    startDate: '2028-04-01',
    status: 'draft',
  },
  {
    key: 'rheinwerk-wi',
    company: RHEINWERK,
    createdBy: MURAT,
    title: 'Duales Studium Wirtschaftsinformatik – Data & Cloud (m/w/d)',
    course: WI,
    campus: 'Köln',
    startDate: '2027-10-01',
    openPositions: 2,
    requiredCount: 2,
    skills: ['Python oder SQL', 'Neugier auf Cloud-Technologien'],
    tasks: 'Du baust mit unserem Data-Team Dashboards und Datenpipelines für Kundenprojekte.',
    teamSize: 10,
    benefits: 'Remote-Anteil bis 60 %, MacBook, Konferenzbesuche',
    extraPayment: 'Vergütung 1.350 € im ersten Jahr',
    placeOfTraining: 'Köln',
    practicePlace: 'Im Mediapark 8, 50670 Köln',
    workModel: 'hybrid',
    studyModel: 'DS',
    status: 'open',
    publishedDaysAgo: 14,
  },
  {
    key: 'rheinwerk-marketing',
    company: RHEINWERK,
    createdBy: MURAT,
    title: 'Duales Studium Marketing & Digitale Medien – Content & Social (m/w/d)',
    course: MKT,
    campus: 'Berlin',
    startDate: '2027-10-01',
    openPositions: 1,
    requiredCount: 1,
    skills: ['Sprachgefühl', 'Social Media', 'Canva oder Figma'],
    tasks: 'Du planst Kampagnen für unsere Kunden und betreust unsere eigenen Social-Media-Kanäle.',
    teamSize: 5,
    workModel: 'remote',
    studyModel: 'DS',
    placeOfTraining: 'Berlin',
    status: 'openWithActiveMatches',
    publishedDaysAgo: 18,
  },
  {
    key: 'pflege-gesundheitsmanagement',
    company: PFLEGE,
    createdBy: JULIA,
    title: 'Duales Studium Gesundheitsmanagement (m/w/d)',
    course: GM,
    campus: 'Stuttgart',
    startDate: '2027-10-01',
    openPositions: 3,
    requiredCount: 3,
    skills: ['Empathie', 'Organisationstalent'],
    tasks:
      'Du lernst die Verwaltung unserer Pflegeeinrichtungen kennen und unterstützt das Qualitätsmanagement.',
    teamSize: 15,
    benefits: 'Jobrad, betriebliche Altersvorsorge, Zuschuss zum Deutschlandticket',
    workModel: 'onsite',
    studyModel: 'DMS',
    placeOfTraining: 'Stuttgart',
    status: 'open',
    publishedDaysAgo: 10,
  },
  {
    key: 'pflege-soziale-arbeit',
    company: PFLEGE,
    createdBy: JULIA,
    title: 'Duales Studium Soziale Arbeit (m/w/d)',
    course: SOZ,
    campus: 'München',
    startDate: '2028-04-01',
    workModel: 'onsite',
    studyModel: 'DMS',
    status: 'draft',
  },
];

const MATCHES: Array<Omit<MatchRow, 'jobOpeningId' | 'accountId'> & { job: string; applicant: string }> = [
  {
    job: 'nordlicht-wi',
    applicant: LENA,
    source: 'applicant',
    status: 'awaiting_partner_interest',
    applicantInterest: true,
    favorite: true,
  },
  { job: 'nordlicht-bwl', applicant: LENA, source: 'study_advisor', status: 'awaiting_any_interest' },
  {
    job: 'rheinwerk-marketing',
    applicant: LENA,
    source: 'company',
    status: 'awaiting_applicant_interest',
    companyInterest: true,
  },
  {
    job: 'nordlicht-bwl',
    applicant: PAUL,
    source: 'study_advisor',
    status: 'interview_scheduled',
    applicantInterest: true,
    companyInterest: true,
    interviewDateSuggestions: [daysFromNow(5, 8).toISOString(), daysFromNow(6, 13).toISOString()],
  },
  {
    job: 'nordlicht-informatik',
    applicant: PAUL,
    source: 'company',
    status: 'cancelled',
    cancellationReason: 'rejected_by_applicant',
    companyInterest: true,
    applicantInterest: false,
  },
];

const MATCH_COMMENTS = [
  {
    job: 'nordlicht-wi',
    applicant: LENA,
    author: KATRIN,
    text: 'Starkes Profil, gern zum Kennenlernen einladen.',
  },
  {
    job: 'nordlicht-bwl',
    applicant: PAUL,
    author: FELIX,
    text: 'Gespräch mit der Teamleitung Disposition ist abgestimmt, Termin folgt.',
  },
];

type Companies = Awaited<ReturnType<typeof seedCompanies>>;
type ApplicantSide = Awaited<ReturnType<typeof seedApplicantSide>>;

async function seedMatching(tx: Tx, catalogue: Catalogue, companies: Companies, people: ApplicantSide) {
  // Ids are chosen here so the seed keys map to rows without relying on the order of RETURNING.
  const jobs = JOB_OPENINGS.map((job) => ({ ...job, id: randomUUID() }));
  const job = keyBy(jobs, (j) => j.key);
  await tx.insert(s.jobOpenings).values(
    jobs.map(({ key: _key, company, course, campus, createdBy, publishedDaysAgo, ...fields }) => ({
      ...fields,
      companyId: companies.company(company).id,
      courseId: catalogue.course(course).id,
      campusId: catalogue.campus(campus).id,
      createdBy: companies.user(createdBy).id,
      publishedAt: publishedDaysAgo === undefined ? null : daysFromNow(-publishedDaysAgo),
    })),
  );

  const matchRows = await tx
    .insert(s.matches)
    .values(
      MATCHES.map(({ job: key, applicant, ...match }) => ({
        ...match,
        jobOpeningId: job(key).id,
        accountId: people.applicant(applicant).id,
      })),
    )
    .returning();
  const match = keyBy(matchRows, (m) => `${m.jobOpeningId}/${m.accountId}`);
  await tx.insert(s.matchComments).values(
    MATCH_COMMENTS.map(({ job: key, applicant, author, text }) => ({
      matchId: match(`${job(key).id}/${people.applicant(applicant).id}`).id,
      authorCompanyUserId: companies.user(author).id,
      text,
    })),
  );
  return { job };
}

// ---------------------------------------------------------------------------------------------------------
// Notifications, support, invoices, news

const NEWS: Array<typeof s.news.$inferInsert & { publishedDaysAgo?: number }> = [
  {
    audience: 'applicant',
    title: 'Infoabend am Campus Berlin',
    teaser: 'Lerne Studiengänge, Lehrende und Praxispartner an einem Abend kennen.',
    body: 'Am Infoabend stellen wir alle dualen Studiengänge vor. Im Anschluss beantworten Studierende deine Fragen zum Alltag zwischen Hörsaal und Betrieb.',
    imagePath: campusImage('berlin'),
    publishedDaysAgo: 2,
  },
  {
    audience: 'applicant',
    title: 'Neue Praxispartner in Hamburg',
    teaser: 'Zehn Unternehmen aus Logistik und Handel suchen dual Studierende.',
    body: 'Für den Start im Wintersemester 2027/28 sind neue Stellen in Hamburg hinzugekommen. Schau im Self-Matching nach passenden Angeboten.',
    imagePath: campusImage('hamburg'),
    publishedDaysAgo: 9,
  },
  {
    audience: 'applicant',
    title: 'So gelingt dein Motivationsschreiben',
    teaser: 'Fünf Tipps, mit denen dein Kurzprofil Praxispartner überzeugt.',
    body: 'Schreib konkret, warum dich der Studiengang interessiert, welche Erfahrungen du mitbringst und was dich an der Praxis reizt. Maximal 1600 Zeichen – auf den Punkt.',
    publishedDaysAgo: 20,
  },
  {
    audience: 'company',
    title: 'Gesundheitsmanagement jetzt auch in München',
    teaser: 'Ab dem Sommersemester 2027 startet der Studiengang an einem weiteren Standort.',
    body: 'Praxispartner aus dem Gesundheitswesen können ab sofort Stellen für den Campus München anlegen.',
    imagePath: campusImage('muenchen'),
    publishedDaysAgo: 4,
  },
  {
    audience: 'company',
    title: 'Praxispartner-Forum am Campus Köln',
    teaser: 'Austausch mit Hochschule und anderen Unternehmen – mit Workshop zum Recruiting.',
    body: 'Wir laden alle Praxispartner zum Forum ein. Themen: Ansprache der Generation Z, Betreuung im Betrieb und Neuerungen im Portal.',
    imagePath: campusImage('koeln'),
    publishedDaysAgo: 12,
  },
  {
    audience: 'company',
    title: 'Neu im Portal: Kommentare zu Bewerbenden',
    teaser: 'Halten Sie Notizen zu Gesprächen direkt am Profil fest.',
    body: 'Kommentare sind nur für Ihr Unternehmen sichtbar und helfen, Entscheidungen im Team abzustimmen.',
    publishedDaysAgo: 25,
  },
  {
    // Not published yet.
    audience: 'company',
    title: 'Ausblick: Verträge digital unterschreiben',
    teaser: 'Bald können Sie Studienverträge direkt im Portal abschließen.',
    body: 'Details folgen.',
  },
];

async function seedCommunication(
  tx: Tx,
  companies: Companies,
  people: ApplicantSide,
  matching: Awaited<ReturnType<typeof seedMatching>>,
) {
  const nordlicht = companies.company(NORDLICHT).id;
  const [ticket] = await tx
    .insert(s.supportTickets)
    .values({
      companyId: nordlicht,
      createdByCompanyUserId: companies.user(KATRIN).id,
      subject: 'Rückfrage zum Vorstellungsgespräch mit Paul Schneider',
      topic: 'applicants',
      status: 'waiting',
    })
    .returning();
  await tx.insert(s.supportTicketMessages).values([
    {
      ticketId: ticket.id,
      senderRole: 'company',
      senderId: companies.user(KATRIN).id,
      text: 'Guten Tag, können wir das Gespräch mit Herrn Schneider auch per Video führen?',
      createdAt: daysFromNow(-2, 8),
    },
    {
      ticketId: ticket.id,
      senderRole: 'study_advisor',
      senderId: people.advisorAccount(JONAS).id,
      text: 'Guten Tag Frau Vogel, ja, das ist möglich. Bitte schlagen Sie im Portal zwei Termine vor.',
      createdAt: daysFromNow(-1, 10),
    },
  ]);

  await tx.insert(s.invoices).values([
    {
      companyId: nordlicht,
      kind: 'invoice',
      number: 'RE-2026-10482',
      issuedOn: isoDate(daysFromNow(-50)),
      dueOn: isoDate(daysFromNow(-36)),
      amountCents: 238_000,
      status: 'paid',
      description: 'Kooperationspauschale Wintersemester 2026/27 (2 Studienplätze)',
    },
    {
      companyId: nordlicht,
      kind: 'invoice',
      number: 'RE-2026-11317',
      issuedOn: isoDate(daysFromNow(-6)),
      dueOn: isoDate(daysFromNow(8)),
      amountCents: 119_000,
      status: 'open',
      description: 'Kooperationspauschale Sommersemester 2027 (1 Studienplatz)',
    },
    {
      companyId: nordlicht,
      kind: 'notice',
      number: 'GS-2026-0042',
      issuedOn: isoDate(daysFromNow(-20)),
      amountCents: 59_500,
      status: 'paid',
      description: 'Gutschrift: anteilige Erstattung nach Studienabbruch',
    },
    {
      companyId: companies.company(RHEINWERK).id,
      kind: 'invoice',
      number: 'RE-2026-11290',
      issuedOn: isoDate(daysFromNow(-9)),
      dueOn: isoDate(daysFromNow(5)),
      amountCents: 119_000,
      status: 'open',
      description: 'Kooperationspauschale Wintersemester 2027/28 (1 Studienplatz)',
    },
  ]);

  const toCompanyUser = (email: string, company: string) => ({
    recipientType: 'company_user' as const,
    recipientId: companies.user(email).id,
    companyId: companies.company(company).id,
  });
  await tx.insert(s.notifications).values([
    {
      ...toCompanyUser(KATRIN, NORDLICHT),
      kind: 'match.applicant_interest',
      title: 'Neues Interesse an Ihrer Stelle',
      body: 'Lena H. interessiert sich für „Duales Studium Wirtschaftsinformatik (m/w/d)“.',
      link: `/b2b/job-openings/${matching.job('nordlicht-wi').id}`,
      createdAt: daysFromNow(-1, 15),
    },
    {
      ...toCompanyUser(KATRIN, NORDLICHT),
      kind: 'support.reply',
      title: 'Antwort auf Ihre Anfrage',
      body: 'Ihre Studienberatung hat auf Ihr Ticket geantwortet.',
      link: `/b2b/help/contact/${ticket.id}`,
      createdAt: daysFromNow(-1, 10),
    },
    {
      ...toCompanyUser(KATRIN, NORDLICHT),
      kind: 'invoice.issued',
      title: 'Neue Rechnung RE-2026-11317',
      link: '/b2b/invoices',
      status: 'read',
      readAt: daysFromNow(-5),
      createdAt: daysFromNow(-6),
    },
    {
      ...toCompanyUser(FELIX, NORDLICHT),
      kind: 'match.interview_scheduled',
      title: 'Vorstellungsgespräch vereinbart',
      body: 'Paul S. – „Duales Studium BWL – Dienstleistungsmanagement (m/w/d)“',
      link: `/b2b/job-openings/${matching.job('nordlicht-bwl').id}`,
      createdAt: daysFromNow(-3, 9),
    },
    {
      ...toCompanyUser(JULIA, PFLEGE),
      kind: 'job_opening.published',
      title: 'Ihre Stelle ist veröffentlicht',
      body: '„Duales Studium Gesundheitsmanagement (m/w/d)“ ist jetzt für Bewerbende sichtbar.',
      link: `/b2b/job-openings/${matching.job('pflege-gesundheitsmanagement').id}`,
      createdAt: daysFromNow(-10),
    },
    {
      ...toCompanyUser(MURAT, RHEINWERK),
      kind: 'match.new',
      title: 'Neue Empfehlung für Ihre Stelle',
      link: `/b2b/job-openings/${matching.job('rheinwerk-marketing').id}`,
      createdAt: daysFromNow(-4),
    },
    {
      recipientType: 'account',
      recipientId: people.applicant(LENA).id,
      kind: 'match.company_interest',
      title: 'Ein Unternehmen interessiert sich für dich',
      body: 'Rheinwerk Digital AG möchte dich kennenlernen.',
      link: `/ds/selfmatching/${matching.job('rheinwerk-marketing').id}`,
      createdAt: daysFromNow(-2, 12),
    },
  ]);

  await tx.insert(s.news).values(
    NEWS.map(({ publishedDaysAgo, ...item }) => ({
      ...item,
      publishedAt: publishedDaysAgo === undefined ? null : daysFromNow(-publishedDaysAgo, 7),
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Identities and entry point

/**
 * Sign-in identities of the embedded provider, named like the portal person with the same e-mail. They are all
 * verified: the first sign-in links an identity to its pre-created account only with a verified address
 * (decision 056). The portal's own flag of an account (Tim's is not verified) is a separate matter.
 */
async function identityRows() {
  const people: Array<Pick<AccountRow, 'email' | 'firstName' | 'lastName'>> = [
    ...ADVISORS.map((a) => a.account),
    ...APPLICANTS.map((a) => a.account),
    ...COMPANY_USERS,
  ];
  const person = keyBy(people, (p) => p.email);
  const passwordHashes = await Promise.all(DEMO_LOGINS.map(() => hashPassword(DEMO_PASSWORD)));
  return DEMO_LOGINS.map((email, i) => {
    const { firstName, lastName } = person(email);
    return {
      email,
      passwordHash: passwordHashes[i],
      givenName: firstName ?? null,
      familyName: lastName ?? null,
      emailVerified: true,
    };
  });
}

/**
 * Inserts the demo data when the database has no identity users yet; returns whether it did. Safe to call on
 * every start and from several instances at once (transaction-scoped advisory lock).
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if ((await db.$count(s.identityUsers)) > 0) return false;
  // Hashing is slow on purpose (scrypt), so it happens before the lock is taken.
  const identities = await identityRows();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.$count(s.identityUsers)) > 0) return false;
    await tx.insert(s.identityUsers).values(identities);
    const catalogue = await seedCatalogue(tx);
    const people = await seedApplicantSide(tx, catalogue);
    const companies = await seedCompanies(tx);
    const matching = await seedMatching(tx, catalogue, companies, people);
    await seedCommunication(tx, companies, people, matching);
    return true;
  });
}
