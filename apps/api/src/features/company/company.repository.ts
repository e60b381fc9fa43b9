import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  companyMemberships,
  companyUserConsents,
  companyUsers,
  documents,
} from '../../db/schema/index';
import { recordEvent } from '../../events/record-event';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompanyUser(db: Database, id: string) {
  const [row] = await db.select().from(companyUsers).where(eq(companyUsers.id, id)).limit(1);
  return row ?? null;
}

export async function listMembershipsOfUser(db: Database, companyUserId: string) {
  return db
    .select({ membership: companyMemberships, companyName: companies.name })
    .from(companyMemberships)
    .innerJoin(companies, eq(companyMemberships.companyId, companies.id))
    .where(eq(companyMemberships.companyUserId, companyUserId))
    .orderBy(asc(companies.name));
}

export async function listCompanyUserConsents(db: Database, companyUserId: string) {
  return db.select().from(companyUserConsents).where(eq(companyUserConsents.companyUserId, companyUserId));
}

export async function findCompany(db: Database, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export type CompanyChanges = Partial<Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * Writes `changes` to the company with the audit entry of the change, in one transaction (decision 091). The
 * caller passes audit details without secrets (IBAN and mandate reference masked). Answers the new row.
 */
export async function updateCompanyWithAudit(
  db: Database,
  values: {
    companyId: string;
    companyUserId: string;
    changes: CompanyChanges;
    action: string;
    details: Record<string, unknown>;
  },
): Promise<CompanyRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ ...values.changes, updatedAt: new Date() })
      .where(eq(companies.id, values.companyId))
      .returning();
    if (!row) return null;
    await recordEvent(tx, {
      audit: {
        actorType: 'company_user',
        actorId: values.companyUserId,
        action: values.action,
        targetType: 'company',
        targetId: values.companyId,
        details: values.details,
      },
    });
    return row;
  });
}

/** A picture (category `Picture`, image content) of the company, or null. */
export async function findCompanyPicture(db: Database, companyId: string, documentId: string) {
  const [row] = await db
    .select({ id: documents.id, mimeType: documents.mimeType })
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.companyId, companyId),
        eq(documents.category, 'Picture'),
        inArray(documents.mimeType, ['image/jpeg', 'image/png']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether any company already holds this SEPA mandate reference. */
export async function isMandateReferenceTaken(db: Database, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.mandateReference, reference))
    .limit(1);
  return !!row;
}
