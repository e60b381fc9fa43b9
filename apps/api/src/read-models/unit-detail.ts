/** The API shape of a unit with its advisor card and applications (spec part 1 §3 "Unit"). */
import type { Advisor, UnitDetail } from '@portal/contracts';
import type { ApplicationWithCatalogueRow, UnitWithAdvisorRow } from './unit-detail.repository';

/** The advisor card data (contact details and photo) of an advisor row. */
export function toAdvisorCard(advisor: NonNullable<UnitWithAdvisorRow['advisor']>): Advisor {
  return {
    id: advisor.id,
    name: advisor.name,
    phone: advisor.phone,
    mobilePhone: advisor.mobilePhone,
    whatsappAvailable: advisor.whatsappAvailable,
    email: advisor.email,
    city: advisor.city,
    imagePath: advisor.imagePath,
  };
}

/** The unit with its advisor and those of `applications` that belong to it. */
export function toUnitDetail(
  { unit, advisor }: UnitWithAdvisorRow,
  applications: ApplicationWithCatalogueRow[],
): UnitDetail {
  return {
    id: unit.id,
    unit: unit.unit,
    primary: unit.isPrimary,
    stage: unit.stage,
    participateAdvisorInterviewOn: unit.participateAdvisorInterviewOn?.toISOString() ?? null,
    advisor: advisor && toAdvisorCard(advisor),
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
  };
}
