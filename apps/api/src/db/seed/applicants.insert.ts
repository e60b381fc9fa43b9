import * as s from '../schema/index';
import {
  ADVISOR_MESSAGES,
  ADVISORS,
  APPLICANTS,
  APPLICATIONS_WITHOUT_ACCOUNT,
  type ApplicantSeed,
} from './applicants.data';
import type { Catalogue } from './catalogue.insert';
import { consentRows, daysFromNow, keyBy, type ApplicationRow, type Tx } from './seed-helpers';

function applicationRow(
  catalogue: Catalogue,
  person: { email: string; firstName: string; lastName: string },
  application: ApplicantSeed['application'],
  links: { accountId?: string; unitId?: string } = {},
): ApplicationRow {
  return {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    ...links,
    unit: application.unit,
    campusId: catalogue.campus(application.campus).id,
    courseId: catalogue.course(application.course).id,
    intakeId: catalogue.intake(application.intake).id,
    isPrimary: true,
    status: application.status,
    consentAt: daysFromNow(-40),
  };
}

export async function seedApplicantSide(tx: Tx, catalogue: Catalogue) {
  const advisorAccounts = await tx
    .insert(s.accounts)
    .values(ADVISORS.map(({ account }) => ({ ...account, role: 'advisor' as const, emailVerified: true })))
    .returning();
  const advisorAccount = keyBy(advisorAccounts, (a) => a.email);
  const advisors = await tx
    .insert(s.advisors)
    .values(
      ADVISORS.map(({ account, profile, campus }) => ({
        ...profile,
        name: `${account.firstName} ${account.lastName}`,
        accountId: advisorAccount(account.email).id,
        campusId: catalogue.campus(campus).id,
      })),
    )
    .returning();
  const advisorOfAccount = keyBy(advisors, (a) => a.accountId ?? '');

  const applicantAccounts = await tx
    .insert(s.accounts)
    .values(
      APPLICANTS.map(({ account, infoSessionConfirmed }) => ({
        ...account,
        role: 'applicant' as const,
        infoSessionConfirmedAt: infoSessionConfirmed && daysFromNow(-infoSessionConfirmed.daysAgo, 11),
        infoSessionConfirmedBy: infoSessionConfirmed && advisorAccount(infoSessionConfirmed.by).id,
      })),
    )
    .returning();
  const applicant = keyBy(applicantAccounts, (a) => a.email);

  await tx
    .insert(s.accountConsents)
    .values(
      APPLICANTS.flatMap(({ account, consents }) =>
        consentRows(consents).map((consent) => ({ ...consent, accountId: applicant(account.email).id })),
      ),
    );

  const units = await tx
    .insert(s.units)
    .values(
      APPLICANTS.flatMap(({ account, unit }) => {
        if (!unit) return [];
        const { advisor, ...fields } = unit;
        const advisorId = advisorOfAccount(advisorAccount(advisor).id).id;
        return [{ ...fields, accountId: applicant(account.email).id, isPrimary: true, advisorId }];
      }),
    )
    .returning();
  const unitOf = keyBy(units, (u) => u.accountId);

  await tx.insert(s.studyApplications).values([
    ...APPLICANTS.map(({ account, unit, application }) => {
      const accountId = applicant(account.email).id;
      const person = {
        email: account.email,
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
      };
      return applicationRow(catalogue, person, application, {
        accountId,
        unitId: unit && unitOf(accountId).id,
      });
    }),
    ...APPLICATIONS_WITHOUT_ACCOUNT.map(({ application, ...person }) =>
      applicationRow(catalogue, person, application),
    ),
  ]);

  await tx.insert(s.auditLog).values(
    APPLICANTS.flatMap(({ account, infoSessionConfirmed: confirmed }) =>
      confirmed
        ? [
            {
              actorType: 'account' as const,
              actorId: advisorAccount(confirmed.by).id,
              action: 'account.info_session_confirmed',
              targetType: 'account',
              targetId: applicant(account.email).id,
              createdAt: daysFromNow(-confirmed.daysAgo, 11),
            },
          ]
        : [],
    ),
  );

  await tx.insert(s.advisorMessages).values(
    ADVISOR_MESSAGES.map(({ applicant: email, from, ...message }) => ({
      ...message,
      accountId: applicant(email).id,
      senderRole: from === email ? ('applicant' as const) : ('study_advisor' as const),
      senderAccountId: from === email ? applicant(email).id : advisorAccount(from).id,
    })),
  );

  return { applicant, advisorAccount };
}

export type ApplicantSide = Awaited<ReturnType<typeof seedApplicantSide>>;
