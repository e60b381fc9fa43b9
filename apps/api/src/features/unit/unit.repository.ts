/** The data of `GET /v1/unit`: the applicant's units with advisor and applications, and the assignment state. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { accounts, studyApplications, units } from '../../db/schema/index';
import type {
  ApplicationWithCatalogueRow,
  UnitWithAdvisorRow,
} from '../../read-models/unit-detail.repository';

const unitsAndAssignmentState = preparedPerDatabase((db) =>
  db.query.accounts
    .findFirst({
      where: eq(accounts.id, sql.placeholder('accountId')),
      columns: {},
      extras: {
        onboardingDone:
          sql<boolean>`coalesce((${accounts.metadata} -> 'onboardingDone') = 'true'::jsonb, false)`.as(
            'onboarding_done',
          ),
        // Spelled out: the relational query would rewrite a column of another table to the root's alias.
        validApplications: sql<number>`(select count(*)::int from study_applications as valid
          where valid.account_id = ${accounts.id} and valid.status <> 'withdrawn')`.as('valid_applications'),
      },
      with: {
        units: {
          orderBy: [asc(units.createdAt)],
          with: {
            advisor: true,
            applications: {
              orderBy: [asc(studyApplications.createdAt)],
              with: { campus: true, course: true, intake: true },
            },
          },
        },
      },
    })
    .prepare('units_and_assignment_state'),
);

/**
 * In one round trip (decision 082): every unit of the account (oldest first) with its advisor and its applications
 * with campus, course and intake (oldest first), plus what the answer without units depends on: whether onboarding
 * is done and how many valid (not withdrawn) applications the account has. `null` when the account is gone.
 */
export async function findUnitsAndAssignmentState(db: Database, accountId: string) {
  const row = await unitsAndAssignmentState(db).execute({ accountId });
  if (!row) return null;
  const unitRows: UnitWithAdvisorRow[] = row.units.map(({ advisor, applications: _, ...unit }) => ({
    unit,
    advisor,
  }));
  const applications: ApplicationWithCatalogueRow[] = row.units.flatMap((unit) =>
    unit.applications.map(({ campus, course, intake, ...application }) => ({
      application,
      campus,
      course,
      intake,
    })),
  );
  return {
    units: unitRows,
    applications,
    onboardingDone: row.onboardingDone,
    validApplications: Number(row.validApplications),
  };
}
