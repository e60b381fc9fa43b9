import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMemberships, companyUsers } from '../../db/schema/index';
import { recordEvent, type PortalEvent } from '../../events/record-event';
import {
  insertPendingMembership,
  type InvitedPerson,
} from '../../authorization/company-invitation.repository';

export { findCompanyUserByEmail } from '../../authorization/company-invitation.repository';

export interface PartnerCompanyRow {
  id: string;
  name: string;
  createdAt: Date;
  employeeCount: number;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
  ownerPending: boolean | null;
}

/** Every company, newest first, with its (first) owner and the number of its people. */
export async function listPartnerCompanyRows(db: Database, id?: string): Promise<PartnerCompanyRow[]> {
  const owner = db
    .select({
      companyId: companyMemberships.companyId,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      email: companyUsers.email,
      pending: companyMemberships.invitationPending,
    })
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyMemberships.companyUserId, companyUsers.id))
    .where(sql`${companyMemberships.isOwner} and ${companyUsers.deletedAt} is null`)
    .as('owner');
  const query = db
    .selectDistinctOn([companies.createdAt, companies.id], {
      id: companies.id,
      name: companies.name,
      createdAt: companies.createdAt,
      employeeCount: sql<number>`(select count(*)::int from ${companyMemberships} m
        join ${companyUsers} u on u.id = m.company_user_id
        where m.company_id = ${companies.id} and u.deleted_at is null)`,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      ownerEmail: owner.email,
      ownerPending: owner.pending,
    })
    .from(companies)
    .leftJoin(owner, eq(owner.companyId, companies.id))
    .orderBy(desc(companies.createdAt), companies.id, owner.email);
  return id ? query.where(eq(companies.id, id)) : query;
}

/** Creates the company and its owner's pending membership, and records the event, in one transaction. */
export async function insertPartnerCompany(
  db: Database,
  values: { name: string; owner: InvitedPerson },
  event: (created: {
    companyId: string;
    membershipId: string;
    ownerId: string;
    ownerHasSignIn: boolean;
  }) => PortalEvent,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: values.name })
      .returning({ id: companies.id });
    const created = await insertPendingMembership(tx, {
      companyId: company!.id,
      person: values.owner,
      isOwner: true,
      permissions: [],
      invitedBy: null,
    });
    await recordEvent(
      tx,
      event({
        companyId: company!.id,
        membershipId: created!.membership.id,
        ownerId: created!.user.id,
        ownerHasSignIn: Boolean(created!.user.subject),
      }),
    );
    return company!.id;
  });
}
