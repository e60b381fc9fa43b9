/** One applicant in full for their advisor (decision 044): profile, units, documents, path, matches, audit trail. */
import {
  derivePathProgress,
  type AdvisorApplicantDetail,
  type AdvisorMatch,
  type AdvisorUnitDetail,
  type AuditTrailEntry,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { toAccount } from '../../read-models/account-view';
import { AppError } from '../../lib/app-error';
import { toAdvisorDocument } from '../../read-models/portal-document';
import { toUnitDetail } from '../../read-models/unit-detail';
import {
  listApplicationsOfAccount,
  listUnitsWithAdvisor,
  type ApplicationWithCatalogueRow,
  type UnitWithAdvisorRow,
} from '../../read-models/unit-detail.repository';
import { findAccount, listConsents } from '../../read-models/account-view.repository';
import { listDocumentsOfAccount } from '../../read-models/portal-document.repository';
import { listAuditTrail, listMatchEventsOf, listMatchesOf } from './advisor-applicant-detail.repository';
import { requireAdvisorAccount } from '../../authorization/advisor-access';
import { requireOwnApplicant, toAdvisorApplicant } from './advisor-applicant.service';

function toUnits(
  rows: UnitWithAdvisorRow[],
  applications: ApplicationWithCatalogueRow[],
  advisorId: string,
): AdvisorUnitDetail[] {
  return rows.map((row) => ({
    ...toUnitDetail(row, applications),
    interviewScheduledAt: row.unit.interviewScheduledAt?.toISOString() ?? null,
    advisedByYou: row.unit.advisorId === advisorId,
  }));
}

function toAuditEntry(row: Awaited<ReturnType<typeof listAuditTrail>>[number]): AuditTrailEntry {
  const accountName = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    action: row.action,
    actorType: row.actorType,
    actorName: row.advisorName ?? (accountName || null),
    createdAt: row.createdAt.toISOString(),
    details: row.details,
  };
}

/** Each match with its history; an account actor is the applicant themself or a study advisor. */
async function withHistory(
  db: Database,
  applicantId: string,
  rows: Awaited<ReturnType<typeof listMatchesOf>>,
): Promise<AdvisorMatch[]> {
  const events = await listMatchEventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    events: events
      .filter((event) => event.matchId === row.id)
      .map((event) => ({
        event: event.event,
        toStatus: event.toStatus,
        side:
          event.actorType === 'company_user'
            ? ('company' as const)
            : event.actorType === 'system'
              ? ('system' as const)
              : event.actorId === applicantId
                ? ('applicant' as const)
                : ('study_advisor' as const),
        createdAt: event.createdAt.toISOString(),
      })),
  }));
}

export async function getApplicantDetail(
  db: Database,
  advisorAccountId: string,
  applicantId: string,
): Promise<AdvisorApplicantDetail> {
  const advisor = await requireAdvisorAccount(db, advisorAccountId);
  const applicant = await requireOwnApplicant(db, advisor.advisorId, applicantId);
  const [account, consents, unitRows, applications, documentRows, matches] = await Promise.all([
    findAccount(db, applicantId),
    listConsents(db, applicantId),
    listUnitsWithAdvisor(db, applicantId),
    listApplicationsOfAccount(db, applicantId),
    listDocumentsOfAccount(db, applicantId),
    listMatchesOf(db, applicantId),
  ]);
  if (!account) throw AppError.forbidden();
  const units = toUnits(unitRows, applications, advisor.advisorId);
  const profile = toAccount(
    account,
    consents,
    unitRows.map(({ unit }) => ({
      id: unit.id,
      unit: unit.unit,
      primary: unit.isPrimary,
      stage: unit.stage,
    })),
  );
  const documents = documentRows.map(toAdvisorDocument);
  const advised = units.filter((unit) => unit.advisedByYou);
  const pathUnit = advised.find((unit) => unit.primary) ?? advised[0];
  const audit = await listAuditTrail(db, applicantId, [
    ...units.map((unit) => unit.id),
    ...documents.map((document) => document.uuid),
    ...applications.map(({ application }) => application.id),
    ...matches.map((match) => match.id),
  ]);
  return {
    applicant: toAdvisorApplicant(applicant, advisorAccountId),
    profile,
    units,
    documents,
    progress: derivePathProgress(profile, pathUnit, documents),
    matches: await withHistory(db, applicantId, matches),
    auditTrail: audit.map(toAuditEntry),
  };
}
