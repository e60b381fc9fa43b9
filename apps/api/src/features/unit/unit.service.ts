import type { UnitDetail } from '@portal/contracts';
import type { Database } from '../../db/client';
import { listApplicationsOfUnits, listUnitsWithAdvisor } from './unit.repository';

/** The applicant's units with their advisor card data and applications (spec part 1 §3 "Unit"). */
export async function getUnitsOfAccount(db: Database, accountId: string): Promise<UnitDetail[]> {
  const rows = await listUnitsWithAdvisor(db, accountId);
  const applications = await listApplicationsOfUnits(
    db,
    rows.map((row) => row.unit.id),
  );
  return rows.map(({ unit, advisor }) => ({
    id: unit.id,
    unit: unit.unit,
    primary: unit.isPrimary,
    stage: unit.stage,
    participateAdvisorInterviewOn: unit.participateAdvisorInterviewOn?.toISOString() ?? null,
    advisor: advisor && {
      id: advisor.id,
      name: advisor.name,
      phone: advisor.phone,
      mobilePhone: advisor.mobilePhone,
      whatsappAvailable: advisor.whatsappAvailable,
      email: advisor.email,
      city: advisor.city,
      imagePath: advisor.imagePath,
    },
    applications: applications
      .filter(({ application }) => application.unitId === unit.id)
      .map(({ application, campus, course, intake }) => ({
        id: application.id,
        primary: application.isPrimary,
        campus: {
          id: campus.id,
          name: campus.name,
          city: campus.city,
          phone: campus.phone,
          email: campus.email,
          imagePath: campus.imagePath,
        },
        intake: { id: intake.id, date: intake.date },
        course: { id: course.id, name: course.name, studyModel: course.studyModel },
      })),
  }));
}
