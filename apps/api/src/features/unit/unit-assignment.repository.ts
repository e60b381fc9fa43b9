/**
 * The data side of the unit assignment (decisions 041, 048, 084): everything for one account happens in one
 * transaction under that account's advisory lock, so parallel runs for the same account (the task after
 * onboarding, the periodic sweep of every instance, a poll) serialize, while different accounts are assigned in
 * parallel. The sweep finds its accounts through partial indexes of the waiting rows.
 */
import type { Locale } from '@portal/contracts';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../db/client';
import { recordEvent, type AuditEvent, type Notice } from '../../events/record-event';
import { accounts, advisors, campuses, courses, studyApplications, units } from '../../db/schema/index';

/** Arbitrary constant: the first key of the transaction-scoped advisory lock of one account's assignment. */
const ASSIGNMENT_LOCK_KEY = 2_026_112_404;

type UnitRow = typeof units.$inferSelect;

/** SQL: the account finished onboarding (the boolean flag, as `isOnboardingDone` reads it). */
const onboardingDone = sql`(${accounts.metadata} -> 'onboardingDone') = 'true'::jsonb`;
/** SQL: an application that counts ("valid"): every status but `withdrawn`. */
const validApplication = ne(studyApplications.status, 'withdrawn');

export interface AssignedAdvisor {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  city: string | null;
}

export interface AssignedUnit {
  unitId: string;
  unit: UnitRow['unit'];
  advisor: AssignedAdvisor | null;
  courseName: string;
  campusName: string;
}

export interface AssignmentOutcome {
  account: {
    id: string;
    email: string;
    firstName: string | null;
    notificationSettings: Record<string, boolean>;
    preferredLanguage: Locale;
  };
  /** Units created, or units that got their first advisor, in this run. */
  assigned: AssignedUnit[];
  /** Applications attached to a unit in this run. */
  attachedApplicationIds: string[];
}

/**
 * The advisor for a new unit (decision 048): advisors whose account can sign in; those of `campusId` first, least loaded
 * (number of units) first, ties by name; when the campus has none, the least loaded advisor overall.
 */
async function pickAdvisor(tx: Tx, campusId: string | null): Promise<AssignedAdvisor | null> {
  const load = sql<number>`count(${units.id})::int`;
  const [row] = await tx
    .select({
      id: advisors.id,
      name: advisors.name,
      email: advisors.email,
      phone: advisors.phone,
      city: advisors.city,
    })
    .from(advisors)
    .innerJoin(accounts, eq(advisors.accountId, accounts.id))
    .leftJoin(units, eq(units.advisorId, advisors.id))
    .where(and(eq(accounts.role, 'advisor'), isNull(accounts.deletedAt)))
    .groupBy(advisors.id)
    .orderBy(
      desc(campusId ? sql`coalesce(${advisors.campusId} = ${campusId}, false)` : sql`false`),
      asc(load),
      asc(sql`lower(${advisors.name})`),
      asc(advisors.id),
    )
    .limit(1);
  return row ?? null;
}

async function describeApplication(tx: Tx, applicationId: string) {
  const [row] = await tx
    .select({ courseName: courses.name, campusName: campuses.name, campusId: campuses.id })
    .from(studyApplications)
    .innerJoin(courses, eq(studyApplications.courseId, courses.id))
    .innerJoin(campuses, eq(studyApplications.campusId, campuses.id))
    .where(eq(studyApplications.id, applicationId));
  return row!;
}

/**
 * Creates or attaches the unit(s) of an onboarded applicant: for each valid application without unit (oldest
 * first) the account's unit of the application's kind is used, or created at `Documents Pending` with an
 * advisor (the first unit of the account is primary); the application gets the unit, status `active` and is
 * primary when it is the unit's first. Units still without advisor get one. Writes audit entries (actor
 * `system`) and what `notice` tells the applicant, in one event. `null` when the account is not an onboarded applicant.
 */
export async function assignUnits(
  db: Database,
  accountId: string,
  notice: (outcome: AssignmentOutcome) => Notice,
): Promise<AssignmentOutcome | null> {
  return db.transaction(async (tx) => {
    // Per account, not global (decision 084): two accounts' runs may each count an advisor's load without the
    // other's new unit, so loads can differ by the number of simultaneous assignments, never more.
    await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK_KEY}::int, hashtext(${accountId}))`);
    const [account] = await tx
      .select({
        id: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        notificationSettings: accounts.notificationSettings,
        preferredLanguage: accounts.preferredLanguage,
      })
      .from(accounts)
      .where(
        and(
          eq(accounts.id, accountId),
          eq(accounts.role, 'applicant'),
          isNull(accounts.deletedAt),
          onboardingDone,
        ),
      );
    if (!account) return null;

    const applications = await tx
      .select({ id: studyApplications.id, unit: studyApplications.unit })
      .from(studyApplications)
      .where(
        and(eq(studyApplications.accountId, accountId), isNull(studyApplications.unitId), validApplication),
      )
      .orderBy(asc(studyApplications.createdAt), asc(studyApplications.id));
    const accountUnits = await tx
      .select()
      .from(units)
      .where(eq(units.accountId, accountId))
      .orderBy(asc(units.createdAt));

    const outcome: AssignmentOutcome = { account, assigned: [], attachedApplicationIds: [] };
    const audit: AuditEvent[] = [];
    for (const application of applications) {
      const described = await describeApplication(tx, application.id);
      let unit = accountUnits.find((u) => u.unit === application.unit);
      if (!unit) {
        const advisor = await pickAdvisor(tx, described.campusId);
        [unit] = await tx
          .insert(units)
          .values({
            accountId,
            unit: application.unit,
            isPrimary: !accountUnits.some((u) => u.isPrimary),
            stage: 'Documents Pending',
            advisorId: advisor?.id ?? null,
          })
          .returning();
        accountUnits.push(unit!);
        outcome.assigned.push({ unitId: unit!.id, unit: unit!.unit, advisor, ...described });
        audit.push({
          actorType: 'system',
          action: 'unit.created',
          targetType: 'unit',
          targetId: unit!.id,
          details: {
            accountId,
            applicationId: application.id,
            unit: unit!.unit,
            stage: unit!.stage,
            advisorId: advisor?.id ?? null,
          },
        });
      }
      const [primaryOfUnit] = await tx
        .select({ id: studyApplications.id })
        .from(studyApplications)
        .where(and(eq(studyApplications.unitId, unit!.id), eq(studyApplications.isPrimary, true)))
        .limit(1);
      await tx
        .update(studyApplications)
        .set({ unitId: unit!.id, status: 'active', isPrimary: !primaryOfUnit })
        .where(eq(studyApplications.id, application.id));
      outcome.attachedApplicationIds.push(application.id);
      audit.push({
        actorType: 'system',
        action: 'application.attached',
        targetType: 'study_application',
        targetId: application.id,
        details: { accountId, unitId: unit!.id, primary: !primaryOfUnit },
      });
    }

    // Units without advisor (none was available when they were created) get one now.
    for (const unit of accountUnits.filter((u) => u.advisorId === null)) {
      const [first] = await tx
        .select({ id: studyApplications.id })
        .from(studyApplications)
        .where(eq(studyApplications.unitId, unit.id))
        .orderBy(desc(studyApplications.isPrimary), asc(studyApplications.createdAt))
        .limit(1);
      if (!first) continue;
      const described = await describeApplication(tx, first.id);
      const advisor = await pickAdvisor(tx, described.campusId);
      if (!advisor) continue;
      await tx.update(units).set({ advisorId: advisor.id }).where(eq(units.id, unit.id));
      unit.advisorId = advisor.id;
      const already = outcome.assigned.find((a) => a.unitId === unit.id);
      if (already) already.advisor = advisor;
      else outcome.assigned.push({ unitId: unit.id, unit: unit.unit, advisor, ...described });
      audit.push({
        actorType: 'system',
        action: 'unit.advisor_assigned',
        targetType: 'unit',
        targetId: unit.id,
        details: { accountId, advisorId: advisor.id },
      });
    }

    await recordEvent(tx, { ...notice(outcome), audit });
    return outcome;
  });
}

/**
 * Links applications without account to the applicant account with the same, verified e-mail (repairs a sign-in
 * that raced the application; never to an unproven address, decision 056), then answers onboarded applicants who have a valid application without unit, or a unit
 * without advisor: the work of the periodic sweep.
 */
export async function listAccountsAwaitingAssignment(db: Database, limit: number): Promise<string[]> {
  // Only applications without account (partial index on their e-mail) are looked at.
  await db.execute(sql`
    update ${studyApplications} as sa set account_id = acc.id, updated_at = now()
    from ${accounts} as acc
    where sa.account_id is null and acc.email = sa.email and acc.role = 'applicant' and acc.deleted_at is null
      and acc.email_verified`);
  // Driven by the few waiting rows (partial indexes `study_applications_unassigned_idx` and
  // `units_without_advisor_idx`), each checked by a primary-key lookup of its account; never a scan of every
  // applicant's metadata ("offset 0" keeps the planner from hashing all accounts, decision 084).
  const result = await db.execute(sql`
    select candidate.id from (
      select ${studyApplications.accountId} as account_id from ${studyApplications}
      where ${studyApplications.unitId} is null and ${studyApplications.status} <> 'withdrawn'
        and ${studyApplications.accountId} is not null
      union
      select ${units.accountId} from ${units} where ${units.advisorId} is null
    ) as waiting
    cross join lateral (
      select ${accounts.id} as id, ${accounts.createdAt} as created_at from ${accounts}
      where ${accounts.id} = waiting.account_id and ${accounts.role} = 'applicant' and ${accounts.deletedAt} is null
        and ${onboardingDone}
      offset 0
    ) as candidate
    order by candidate.created_at
    limit ${limit}`);
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows.map((row) => row.id);
}
