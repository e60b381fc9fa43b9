import * as s from '../schema/index';
import { COMPANIES, COMPANY_USERS, MEMBERSHIPS } from './companies.data';
import { consentRows, keyBy, type Tx } from './seed-helpers';

export async function seedCompanies(tx: Tx) {
  const companies = await tx.insert(s.companies).values(COMPANIES).returning();
  const users = await tx
    .insert(s.companyUsers)
    .values(COMPANY_USERS.map(({ consents: _consents, ...user }) => user))
    .returning();
  const company = keyBy(companies, (c) => c.name);
  const user = keyBy(users, (u) => u.email);
  await tx.insert(s.companyMemberships).values(
    MEMBERSHIPS.map(({ company: name, user: email, invitedBy, ...membership }) => ({
      ...membership,
      companyId: company(name).id,
      companyUserId: user(email).id,
      invitedBy: invitedBy && user(invitedBy).id,
    })),
  );
  await tx
    .insert(s.companyUserConsents)
    .values(
      COMPANY_USERS.flatMap(({ email, consents }) =>
        consentRows(consents).map((consent) => ({ ...consent, companyUserId: user(email).id })),
      ),
    );
  return { company, user };
}

export type Companies = Awaited<ReturnType<typeof seedCompanies>>;
