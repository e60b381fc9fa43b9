import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisors, campuses, courses, intakes, studyApplications, units } from '../../db/schema/index';

export async function listUnitsWithAdvisor(db: Database, accountId: string) {
  return db
    .select({ unit: units, advisor: advisors })
    .from(units)
    .leftJoin(advisors, eq(units.advisorId, advisors.id))
    .where(eq(units.accountId, accountId))
    .orderBy(asc(units.createdAt));
}

export async function listApplicationsOfUnits(db: Database, unitIds: string[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({ application: studyApplications, campus: campuses, course: courses, intake: intakes })
    .from(studyApplications)
    .innerJoin(campuses, eq(studyApplications.campusId, campuses.id))
    .innerJoin(courses, eq(studyApplications.courseId, courses.id))
    .innerJoin(intakes, eq(studyApplications.intakeId, intakes.id))
    .where(inArray(studyApplications.unitId, unitIds))
    .orderBy(asc(studyApplications.createdAt));
}
