/** The database side of the unit view shared by the applicant and the advisor: units with advisor and applications. */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { advisors, campuses, courses, intakes, studyApplications, units } from '../db/schema/index';

/** Every unit of the applicant with its advisor, oldest first. */
export async function listUnitsWithAdvisor(db: Database, accountId: string) {
  return db
    .select({ unit: units, advisor: advisors })
    .from(units)
    .leftJoin(advisors, eq(units.advisorId, advisors.id))
    .where(eq(units.accountId, accountId))
    .orderBy(asc(units.createdAt));
}

export type UnitWithAdvisorRow = Awaited<ReturnType<typeof listUnitsWithAdvisor>>[number];

function listApplicationsWhere(db: Database, condition: SQL) {
  return db
    .select({ application: studyApplications, campus: campuses, course: courses, intake: intakes })
    .from(studyApplications)
    .innerJoin(campuses, eq(studyApplications.campusId, campuses.id))
    .innerJoin(courses, eq(studyApplications.courseId, courses.id))
    .innerJoin(intakes, eq(studyApplications.intakeId, intakes.id))
    .where(condition)
    .orderBy(asc(studyApplications.createdAt));
}

export type ApplicationWithCatalogueRow = Awaited<ReturnType<typeof listApplicationsWhere>>[number];

/** Every application of the account (with or without unit) with campus, course and intake, oldest first. */
export async function listApplicationsOfAccount(db: Database, accountId: string) {
  return listApplicationsWhere(db, eq(studyApplications.accountId, accountId));
}
