/**
 * Data of the recommendation tests (decision 139): a catalogue of their own (course, campuses, intakes, so the demo
 * seed's openings and applicants never mix in), job openings at real postal codes and applicants with a study
 * application and a unit, written through the database like the seed does.
 */
import { randomUUID } from 'node:crypto';
import type { LanguageSkill, UnitStage, WorkModel } from '@portal/contracts';
import { campuses, courses, intakes, jobOpenings, studyApplications } from '../db/schema/index';
import type { testPeople, TestApplicant } from './people';
import type { TestApp } from './test-app';

/** Real German postal codes (their centres are in the shipped data set). */
export const PLZ = {
  /** Hamburg-Altstadt. */
  hamburgAltstadt: '20095',
  /** Hamburg-Altona, about 5 km west of 20095. */
  hamburgAltona: '22765',
  /** Hamburg-Bergedorf, about 15 km south-east of 20095. */
  hamburgBergedorf: '21029',
  /** München, far from Hamburg. */
  muenchen: '80331',
} as const;

export interface TestCatalogue {
  courseId: string;
  otherCourseId: string;
  campusId: string;
  otherCampusId: string;
  intake: { id: string; date: string };
  otherIntake: { id: string; date: string };
}

let intakeYear = 2040;

/** A course pair, two campuses and two intakes of their own (intake dates are unique; each call takes new ones). */
export async function createTestCatalogue(t: TestApp): Promise<TestCatalogue> {
  const suffix = randomUUID().slice(0, 8);
  const [course, otherCourse] = await t.app.db
    .insert(courses)
    .values([
      { name: `Testkurs Reco ${suffix}`, studyModel: 'DS', units: ['ds'] },
      { name: `Anderer Testkurs ${suffix}`, studyModel: 'DS', units: ['ds'] },
    ])
    .returning({ id: courses.id });
  const campusRow = (city: string, postalCode: string) => ({
    name: `Campus ${city} ${suffix}`,
    city,
    street: 'Teststraße 1',
    postalCode,
    phone: '+49 40 000000',
    email: `campus-${suffix}-${postalCode}@example.org`,
  });
  const [campus, otherCampus] = await t.app.db
    .insert(campuses)
    .values([campusRow('Hamburg', '20097'), campusRow('München', '80339')])
    .returning({ id: campuses.id });
  const year = intakeYear++;
  const [intake, otherIntake] = await t.app.db
    .insert(intakes)
    .values([
      { date: `${year}-10-01`, label: `Test-Wintersemester ${year}` },
      { date: `${year + 100}-04-01`, label: `Test-Sommersemester ${year + 100}` },
    ])
    .returning({ id: intakes.id, date: intakes.date });
  return {
    courseId: course!.id,
    otherCourseId: otherCourse!.id,
    campusId: campus!.id,
    otherCampusId: otherCampus!.id,
    intake: intake!,
    otherIntake: otherIntake!,
  };
}

export interface OpeningOptions {
  title?: string;
  courseId?: string | null;
  campusId?: string | null;
  startDate?: string | null;
  postalCode?: string | null;
  workModel?: WorkModel | null;
  status?: 'draft' | 'open' | 'openWithActiveMatches' | 'staffed' | 'closed';
  publishedAt?: Date | null;
  requiredLanguages?: LanguageSkill[];
  maxGradeAverage?: number | null;
  drivingLicenseRequired?: boolean;
}

/** A job opening of `companyId` (published and open unless said otherwise). */
export async function createTestOpening(
  t: TestApp,
  companyId: string,
  catalogue: TestCatalogue,
  options: OpeningOptions = {},
): Promise<string> {
  const status = options.status ?? 'open';
  const [row] = await t.app.db
    .insert(jobOpenings)
    .values({
      companyId,
      title: options.title ?? 'Duales Studium Testing',
      courseId: options.courseId === undefined ? catalogue.courseId : options.courseId,
      campusId: options.campusId === undefined ? catalogue.campusId : options.campusId,
      startDate: options.startDate === undefined ? catalogue.intake.date : options.startDate,
      placeOfTraining: 'Hamburg',
      placeOfTrainingPostalCode: options.postalCode === undefined ? PLZ.hamburgAltstadt : options.postalCode,
      workModel: options.workModel === undefined ? 'onsite' : options.workModel,
      studyModel: 'DS',
      status,
      publishedAt:
        options.publishedAt === undefined ? (status === 'draft' ? null : new Date()) : options.publishedAt,
      requiredLanguages: options.requiredLanguages ?? [],
      maxGradeAverage: options.maxGradeAverage ?? null,
      drivingLicenseRequired: options.drivingLicenseRequired ?? false,
      skills: ['Teamarbeit'],
    })
    .returning({ id: jobOpenings.id });
  return row!.id;
}

export interface RecoApplicantOptions {
  firstName?: string;
  lastName?: string;
  postalCode?: string | null;
  city?: string | null;
  maxDistanceKm?: number | null;
  /** German level (1–7); null: no German in the skills. */
  german?: number | null;
  otherLanguages?: LanguageSkill[];
  stage?: UnitStage;
  courseId?: string;
  campusId?: string;
  intakeId?: string;
  gradeAverage?: number | null;
  drivingLicense?: boolean | null;
  preferredWorkModels?: WorkModel[];
  phone?: string;
}

/** An applicant with a unit at `stage` (ready unless said otherwise) and a study application of the catalogue. */
export async function createRecoApplicant(
  t: TestApp,
  people: ReturnType<typeof testPeople>,
  catalogue: TestCatalogue,
  options: RecoApplicantOptions = {},
): Promise<TestApplicant> {
  const german = options.german === undefined ? 5 : options.german;
  const firstName = options.firstName ?? 'Lena';
  const lastName = options.lastName ?? 'Meyer';
  const applicant = await people.applicant({
    firstName,
    lastName,
    account: {
      shippingStreet: 'Geheimweg 7',
      shippingPostalCode: options.postalCode === undefined ? PLZ.hamburgAltona : options.postalCode,
      shippingCity: options.city === undefined ? 'Hamburg' : options.city,
      shippingCountry: 'DE',
      birthday: '2005-03-14',
      phone: options.phone ?? '+49 151 5550123',
      practicePartnerMaxDistance: options.maxDistanceKm === undefined ? 20 : options.maxDistanceKm,
      languageSkills: [
        ...(german === null ? [] : [{ code: 'de', level: german }]),
        ...(options.otherLanguages ?? []),
      ],
      gradeAverage: options.gradeAverage === undefined ? 2.1 : options.gradeAverage,
      drivingLicenseExists: options.drivingLicense === undefined ? true : options.drivingLicense,
      preferredWorkModels: options.preferredWorkModels ?? [],
    },
    unit: { stage: options.stage ?? 'Ready to match' },
  });
  await t.app.db.insert(studyApplications).values({
    email: applicant.email,
    firstName,
    lastName,
    accountId: applicant.accountId,
    unitId: applicant.unitId!,
    campusId: options.campusId ?? catalogue.campusId,
    courseId: options.courseId ?? catalogue.courseId,
    intakeId: options.intakeId ?? catalogue.intake.id,
    unit: 'ds',
    isPrimary: true,
    status: 'active',
  });
  return applicant;
}

/** A published opening without course or place (the permission matrix only needs one that exists). */
export async function createBareOpening(t: TestApp, companyId: string): Promise<string> {
  const [row] = await t.app.db
    .insert(jobOpenings)
    .values({ companyId, title: 'Matrix-Stelle', status: 'open', publishedAt: new Date() })
    .returning({ id: jobOpenings.id });
  return row!.id;
}
