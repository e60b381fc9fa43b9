/**
 * The study advisor's side of the applicant path (spec part 1 §4 "Info session", §6; decision 016): the list of
 * their own applicants and the confirmations of info-session and advisory-interview attendance. Only the
 * applicant's own advisor may confirm; every confirmation is audited, notified in the portal and mailed.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  ErrorCode,
  resolveNotificationSettings,
  type AdvisorApplicant,
  type ConfirmParticipationBody,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findAdvisorProfileOfAccount,
  listAdvisedUnits,
  recordInfoSessionConfirmation,
  recordInterviewConfirmation,
  type AdvisedUnitRow,
} from './advisor.repository';

type Mailer = FastifyInstance['mailer'];

export interface AdvisorContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const CONFLICT_MESSAGES = {
  infoSessionNotTicked:
    'Die Teilnahme an der Infoveranstaltung wurde noch nicht angegeben. Sie kann erst bestätigt werden, wenn die Person sie im Portal angegeben hat.',
  infoSessionAlreadyConfirmed: 'Die Teilnahme an der Infoveranstaltung ist bereits bestätigt.',
  infoSessionNotConfirmed:
    'Die Teilnahme an der Infoveranstaltung wurde noch nicht bestätigt. Das Beratungsgespräch kann erst danach bestätigt werden.',
  interviewAlreadyConfirmed: 'Die Teilnahme am Beratungsgespräch ist bereits bestätigt.',
} as const;

type ApplicantRows = { account: AdvisedUnitRow['account']; units: AdvisedUnitRow['unit'][] };

function groupByApplicant(rows: AdvisedUnitRow[]): ApplicantRows[] {
  const byId = new Map<string, ApplicantRows>();
  for (const { account, unit } of rows) {
    const entry = byId.get(account.id) ?? { account, units: [] };
    entry.units.push(unit);
    byId.set(account.id, entry);
  }
  return [...byId.values()];
}

function toAdvisorApplicant({ account, units }: ApplicantRows): AdvisorApplicant {
  return {
    accountId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    emailVerified: account.emailVerified,
    infoSessionAttended: account.infoSessionAttended,
    infoSessionAttendedAt: account.infoSessionAttendedAt?.toISOString() ?? null,
    infoSessionAttendanceConfirmed: account.infoSessionConfirmedAt !== null,
    infoSessionConfirmedAt: account.infoSessionConfirmedAt?.toISOString() ?? null,
    units: units.map((unit) => ({
      id: unit.id,
      unit: unit.unit,
      primary: unit.primary,
      stage: unit.stage,
      interviewScheduledAt: unit.interviewScheduledAt?.toISOString() ?? null,
      participateAdvisorInterviewOn: unit.participateAdvisorInterviewOn?.toISOString() ?? null,
    })),
  };
}

async function requireAdvisor(db: Database, advisorAccountId: string) {
  const advisor = await findAdvisorProfileOfAccount(db, advisorAccountId);
  if (!advisor) throw AppError.forbidden();
  return advisor;
}

/**
 * The applicant if the caller is their advisor. Anyone else's applicant, and an unknown id, answer 403 alike,
 * so ids cannot be probed (as for companies, decision 007).
 */
async function requireOwnApplicant(
  db: Database,
  advisorId: string,
  applicantId: string,
): Promise<ApplicantRows> {
  const [applicant] = groupByApplicant(await listAdvisedUnits(db, advisorId, applicantId));
  if (!applicant) throw AppError.forbidden();
  return applicant;
}

export async function listApplicantsOfAdvisor(
  db: Database,
  advisorAccountId: string,
): Promise<AdvisorApplicant[]> {
  const advisor = await requireAdvisor(db, advisorAccountId);
  return groupByApplicant(await listAdvisedUnits(db, advisor.id)).map(toAdvisorApplicant);
}

function formatGermanDate(date: Date): string {
  return date.toLocaleDateString('de-DE', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Berlin',
  });
}

/** The portal path of a step screen in the applicant's (primary advised) unit. */
function unitPath(applicant: ApplicantRows, screen: string): string {
  return `/${applicant.units[0]?.unit ?? 'ds'}/application/${screen}`;
}

/** Mails the applicant unless they turned status-update e-mails off; a failing mail never undoes the confirmation. */
async function mailApplicant(
  context: AdvisorContext,
  applicant: ApplicantRows,
  mail: { subject: string; paragraphs: string[]; actionLabel: string; link: string },
): Promise<void> {
  if (!resolveNotificationSettings(applicant.account.notificationSettings).status_updates_email) return;
  const url = `${context.publicUrl}${mail.link}`;
  try {
    await context.mailer.send({
      to: applicant.account.email,
      subject: mail.subject,
      greeting: applicant.account.firstName ? `Hallo ${applicant.account.firstName},` : 'Hallo,',
      paragraphs: mail.paragraphs,
      action: { label: mail.actionLabel, url },
      links: { portal: url },
    });
  } catch (error) {
    context.log.warn({ err: error }, 'confirmation mail could not be sent');
  }
}

function participationDate(body: ConfirmParticipationBody): Date {
  return body?.participatedOn ? new Date(body.participatedOn) : new Date();
}

export async function confirmInfoSession(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ConfirmParticipationBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  const advisor = await requireAdvisor(db, advisorAccountId);
  const applicant = await requireOwnApplicant(db, advisor.id, applicantId);
  if (applicant.account.infoSessionConfirmedAt) {
    throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionAlreadyConfirmed);
  }
  if (!applicant.account.infoSessionAttended)
    throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionNotTicked);

  const confirmedAt = new Date();
  const participatedOn = participationDate(body);
  const link = unitPath(applicant, 'abilities');
  const title = 'Deine Teilnahme an der Infoveranstaltung ist bestätigt';
  const recorded = await recordInfoSessionConfirmation(db, {
    applicantId,
    advisorId: advisor.id,
    advisorAccountId,
    confirmedAt,
    audit: {
      actorId: advisorAccountId,
      action: 'account.info_session_confirmed',
      targetType: 'account',
      targetId: applicantId,
      details: { advisorId: advisor.id, participatedOn: participatedOn.toISOString() },
    },
    notification: {
      recipientId: applicantId,
      kind: 'path.info_session_confirmed',
      title,
      body: `${advisor.name} hat deine Teilnahme bestätigt. Als Nächstes steht dein erstes Beratungsgespräch an.`,
      link,
    },
  });
  if (!recorded) {
    // Changed in the meantime (unticked or confirmed by a parallel request): answer from the current state.
    const current = await requireOwnApplicant(db, advisor.id, applicantId);
    throw new AppError(
      ErrorCode.CONFLICT,
      current.account.infoSessionConfirmedAt
        ? CONFLICT_MESSAGES.infoSessionAlreadyConfirmed
        : CONFLICT_MESSAGES.infoSessionNotTicked,
    );
  }
  await mailApplicant(context, applicant, {
    subject: title,
    paragraphs: [
      `${advisor.name} hat bestätigt, dass du an der Infoveranstaltung teilgenommen hast. Damit ist Schritt 3 deines Wegs geschafft.`,
      'Als Nächstes steht dein erstes Beratungsgespräch an. Im Portal siehst du, wie du dich darauf vorbereitest. Bis dahin kannst du auch deine Daten und Unterlagen vervollständigen.',
    ],
    actionLabel: 'Zum nächsten Schritt',
    link,
  });
  return toAdvisorApplicant(await requireOwnApplicant(db, advisor.id, applicantId));
}

export async function confirmInterview(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ConfirmParticipationBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  const advisor = await requireAdvisor(db, advisorAccountId);
  const applicant = await requireOwnApplicant(db, advisor.id, applicantId);
  if (!applicant.account.infoSessionConfirmedAt) {
    throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionNotConfirmed);
  }
  if (applicant.units.every((unit) => unit.participateAdvisorInterviewOn !== null)) {
    throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.interviewAlreadyConfirmed);
  }

  const participatedOn = participationDate(body);
  const link = unitPath(applicant, 'search');
  const title = 'Dein Beratungsgespräch ist bestätigt';
  const changed = await recordInterviewConfirmation(db, {
    applicantId,
    advisorId: advisor.id,
    participatedOn,
    audit: {
      actorId: advisorAccountId,
      action: 'unit.advisor_interview_confirmed',
      details: {
        accountId: applicantId,
        advisorId: advisor.id,
        participatedOn: participatedOn.toISOString(),
      },
    },
    notification: {
      recipientId: applicantId,
      kind: 'path.interview_confirmed',
      title,
      body: `${advisor.name} hat dein Beratungsgespräch bestätigt. Jetzt kann die Suche nach deinem Praxispartner starten.`,
      link,
    },
  });
  if (changed.length === 0) {
    const current = await requireOwnApplicant(db, advisor.id, applicantId);
    throw new AppError(
      ErrorCode.CONFLICT,
      current.account.infoSessionConfirmedAt
        ? CONFLICT_MESSAGES.interviewAlreadyConfirmed
        : CONFLICT_MESSAGES.infoSessionNotConfirmed,
    );
  }
  await mailApplicant(context, applicant, {
    subject: title,
    paragraphs: [
      `${advisor.name} hat bestätigt, dass du am ${formatGermanDate(participatedOn)} an deinem ersten Beratungsgespräch teilgenommen hast. Damit ist Schritt 4 geschafft.`,
      'Jetzt geht es mit der Suche nach deinem Praxispartner weiter: Im Portal findest du den Leitfaden und kannst deine Wünsche und deine Motivation angeben.',
    ],
    actionLabel: 'Praxispartnersuche starten',
    link,
  });
  return toAdvisorApplicant(await requireOwnApplicant(db, advisor.id, applicantId));
}
