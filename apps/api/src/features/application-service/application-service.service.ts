/**
 * The public application service (decision 040): the study offer and the application form. An application is
 * checked against the catalogue, refused as a duplicate per e-mail and course, stored with status `invited`
 * and answered by mail: an invitation to sign up, or (for an existing portal account, linked at once) a
 * "new application" mail with a sign-in link.
 */
import {
  APPLICANT_SIGNUP_PATH,
  ErrorCode,
  REGISTRATION_INVITATION_PARAM,
  type CatalogueCampus,
  type CatalogueCourse,
  type CatalogueIntake,
  type CreateApplicationResponse,
  type FieldIssue,
  type Locale,
} from '@portal/contracts';
import type { z } from 'zod';
import type { CreateApplicationBody } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { EmbeddedIdentity } from '../../identity-links/embedded-identity';
import { applicationReceived } from '../../events/templates/application-received';
import { AppError } from '../../lib/app-error';
import { todayInGermany } from '../../lib/german-dates';
import { sendApplicantMail, type ApplicantMailContext } from '../../mail/applicant-mail';
import {
  findApplicantAccountByEmail,
  findCatalogueChoice,
  hasOpenApplication,
  insertApplication,
  listCampuses,
  listCoursesWithCampuses,
  listIntakesAfter,
  recordReferral,
} from './application-service.repository';

export interface ApplicationContext extends ApplicantMailContext {
  db: Database;
  /** Issues the single-use registration invitation of the sign-up link (decision 056); null: external provider. */
  embeddedIdentity: EmbeddedIdentity | null;
  /** Called when the application was linked to an existing account (its unit may be due at once). */
  onLinkedToAccount?: (accountId: string) => void;
}

export async function catalogueCampuses(db: Database): Promise<CatalogueCampus[]> {
  return (await listCampuses(db)).map((campus) => ({
    id: campus.id,
    name: campus.name,
    city: campus.city,
    street: campus.street,
    postalCode: campus.postalCode,
    phone: campus.phone,
    email: campus.email,
    imagePath: campus.imagePath,
  }));
}

export async function catalogueCourses(db: Database): Promise<CatalogueCourse[]> {
  return (await listCoursesWithCampuses(db)).map((course) => ({
    id: course.id,
    name: course.name,
    studyModel: course.studyModel,
    units: course.units,
    description: course.description,
    campusIds: course.campusIds,
  }));
}

export async function catalogueIntakes(db: Database, now = new Date()): Promise<CatalogueIntake[]> {
  return (await listIntakesAfter(db, todayInGermany(now))).map((intake) => ({
    id: intake.id,
    date: intake.date,
    label: intake.label,
  }));
}

function fieldIssue(field: string, rule: string): FieldIssue {
  return { field, rule };
}

type Choice = Awaited<ReturnType<typeof findCatalogueChoice>>;
type ValidChoice = { [K in 'course' | 'campus' | 'intake']: NonNullable<Choice[K]> };

/** 422 with field errors unless course, campus, unit and intake fit together and the intake is in the future. */
function checkChoice(body: z.output<typeof CreateApplicationBody>, choice: Choice): ValidChoice {
  const errors: FieldIssue[] = [];
  if (!choice.course) errors.push(fieldIssue('courseId', 'invalid_option'));
  if (!choice.campus) errors.push(fieldIssue('campusId', 'invalid_option'));
  if (!choice.intake) errors.push(fieldIssue('intakeId', 'invalid_option'));
  if (choice.course && !choice.course.units.includes(body.unit)) {
    errors.push(fieldIssue('unit', 'course_not_in_unit'));
  }
  if (choice.course && choice.campus && !choice.offered) {
    errors.push(fieldIssue('campusId', 'course_not_at_campus'));
  }
  if (choice.intake && choice.intake.date <= todayInGermany()) {
    errors.push(fieldIssue('intakeId', 'intake_not_in_future'));
  }
  if (errors.length) throw new AppError(ErrorCode.APPLICATION_CHOICE_INVALID, errors);
  return choice as ValidChoice;
}

export async function createApplication(
  context: ApplicationContext,
  body: z.output<typeof CreateApplicationBody>,
  locale: Locale,
): Promise<CreateApplicationResponse> {
  const { db } = context;
  const choice = checkChoice(body, await findCatalogueChoice(db, body));
  if (await hasOpenApplication(db, body.email, body.courseId)) {
    throw new AppError(ErrorCode.APPLICATION_EXISTS);
  }
  const found = await findApplicantAccountByEmail(db, body.email);
  // Linked at once only to an account whose address is proven, or that nobody signed in to yet (its first
  // sign-in needs a verified address). Never to an account someone registered under this address without
  // proving it: its owner would see the application (decision 056).
  const account = found && (found.emailVerified || !found.linked) ? found : null;
  const created = await insertApplication(db, {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    accountId: account?.id ?? null,
    unit: body.unit,
    courseId: body.courseId,
    campusId: body.campusId,
    intakeId: body.intakeId,
    status: 'invited',
    consentAt: new Date(),
  });
  if (!created) throw new AppError(ErrorCode.APPLICATION_EXISTS);
  // Bring-a-friend (decision 197): the code rides on the application, which leads to the account once the
  // person signs up, so nothing has to survive the provider's sign-up redirect.
  if (body.referralCode && !found) {
    await recordReferral(db, { code: body.referralCode, email: body.email, applicationId: created.id });
  }

  const signInUrl = `${context.publicUrl}/${body.unit}/home`;
  /** The confirmation mail of `outcome`, its action leading to `url` (named `link` for the dev mailbox). */
  const mailApplicant = (
    outcome: Parameters<typeof applicationReceived>[1]['outcome'],
    firstName: string,
    url: string,
    link: 'signin' | 'signup',
  ) => {
    const texts = applicationReceived(locale, {
      outcome,
      courseName: choice.course.name,
      unit: body.unit,
      campusName: choice.campus.name,
      startsOn: choice.intake.date,
      email: body.email,
    });
    return sendApplicantMail(context.mailer, context.log, {
      locale,
      to: body.email,
      firstName,
      subject: texts.subject,
      paragraphs: texts.paragraphs,
      action: { label: texts.actionLabel, url },
      links: { [link]: url },
    });
  };
  if (account) {
    await mailApplicant('linked', account.firstName ?? body.firstName, signInUrl, 'signin');
    context.onLinkedToAccount?.(account.id);
  } else if (found) {
    // Someone registered this address without confirming it. The application waits for the confirmation; the
    // mailbox owner gets there by signing in, or by setting a password if the registration was not theirs.
    await mailApplicant('unconfirmedAccount', body.firstName, signInUrl, 'signin');
  } else {
    const signup = new URL(`${context.publicUrl}${APPLICANT_SIGNUP_PATH}`);
    signup.searchParams.set('email', body.email);
    if (context.embeddedIdentity) {
      const invitation = await context.embeddedIdentity.createInvitation({
        email: body.email,
        givenName: body.firstName,
        familyName: body.lastName,
      });
      signup.searchParams.set(REGISTRATION_INVITATION_PARAM, invitation);
    }
    await mailApplicant('signUp', body.firstName, signup.href, 'signup');
  }
  return { id: created.id, email: body.email };
}
