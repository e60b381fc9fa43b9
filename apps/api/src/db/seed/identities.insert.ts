import { hashPassword } from '../../lib/password';
import { ADVISORS, APPLICANTS } from './applicants.data';
import { COMPANY_USERS } from './companies.data';
import { DEMO_LOGINS, DEMO_PASSWORD } from './identities.data';
import { STAFF } from './staff.data';
import { keyBy, type AccountRow } from './seed-helpers';

/**
 * Sign-in identities of the embedded provider, named like the portal person with the same e-mail. They are all
 * verified: the first sign-in links an identity to its pre-created account only with a verified address
 * (decision 056). The portal's own flag of an account (Tim's is not verified) is a separate matter.
 */
export async function identityRows() {
  const people: Array<Pick<AccountRow, 'email' | 'firstName' | 'lastName'>> = [
    ...ADVISORS.map((a) => a.account),
    ...APPLICANTS.map((a) => a.account),
    ...COMPANY_USERS,
    ...STAFF,
  ];
  const person = keyBy(people, (p) => p.email);
  const passwordHashes = await Promise.all(DEMO_LOGINS.map(() => hashPassword(DEMO_PASSWORD)));
  return DEMO_LOGINS.map((email, i) => {
    const { firstName, lastName } = person(email);
    return {
      email,
      passwordHash: passwordHashes[i],
      givenName: firstName ?? null,
      familyName: lastName ?? null,
      emailVerified: true,
    };
  });
}
