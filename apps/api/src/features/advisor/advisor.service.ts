/**
 * The study advisor's side of the applicant path (spec part 1 §4, §6; decisions 016, 043, 044, 045): the list of
 * their own applicants ("waiting for me"), the confirmations of info-session and advisory-interview attendance,
 * the interview date, stage moves and the e-mail change. Only the applicant's own advisor may act; every action
 * is audited and notified in the portal (in the action's transaction) and mailed to the applicant afterwards.
 */
import {
  ErrorCode,
  INTERVIEW_CONFIRMATION_UNDO_MINUTES,
  interviewUndoDeadline,
  manualStageMoveIssue,
  validationMessage,
  type AdvisorApplicant,
  type ChangeApplicantEmailBody,
  type ChangeUnitStageBody,
  type ConfirmParticipationBody,
  type ListAdvisorApplicantsQuery,
  type MessageLanguage,
  type ScheduleInterviewBody,
  type WaitingReason,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { EmbeddedIdentity } from '../../identity-links/embedded-identity';
import {
  identityOfAccount,
  revokeApiSessionsOfAccount,
} from '../../identity-links/identity-links.repository';
import { endSessionsOfIdentity } from '../../identity-links/identity-sessions';
import { AppError } from '../../lib/app-error';
import { formatGermanDateTime } from '../../lib/german-dates';
import {
  mailApplicantIfWanted,
  type ApplicantMailContext,
  type ApplicantPathMail,
} from '../../mail/applicant-mail';
import {
  findAdvisorProfileOfAccount,
  findUnitOfApplicant,
  listAdvisedUnits,
  listWaitingSignals,
  recordEmailChange,
  recordInfoSessionConfirmation,
  recordInterviewSchedule,
  recordStageChange,
  type AdvisedUnitRow,
  type WaitingSignals,
} from './advisor.repository';

export interface AdvisorContext extends ApplicantMailContext {
  db: Database;
  /** Ends the provider sessions of an applicant whose e-mail changed (decision 057); null: external provider. */
  embeddedIdentity: EmbeddedIdentity | null;
}

export const CONFLICT_MESSAGES = {
  infoSessionNotTicked:
    'Die Teilnahme an der Infoveranstaltung wurde noch nicht angegeben. Sie kann erst bestätigt werden, wenn die Person sie im Portal angegeben hat.',
  infoSessionAlreadyConfirmed: 'Die Teilnahme an der Infoveranstaltung ist bereits bestätigt.',
  infoSessionNotConfirmed:
    'Die Teilnahme an der Infoveranstaltung wurde noch nicht bestätigt. Das Beratungsgespräch kann erst danach bestätigt werden.',
  interviewAlreadyConfirmed: 'Die Teilnahme am Beratungsgespräch ist bereits bestätigt.',
  interviewChanged:
    'Das Beratungsgespräch wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu.',
  stageChanged: 'Die Phase wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu.',
  emailUnchanged: 'Das ist bereits die E-Mail-Adresse der Person.',
  emailTaken:
    'Diese E-Mail-Adresse wird bereits von einem anderen Account oder einer anderen Bewerbung verwendet.',
  emailChanged: 'Die E-Mail-Adresse wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu.',
} as const;

export const STAGE_MESSAGE = 'Bitte wählen Sie eine andere Phase.';

// ---------------------------------------------------------------------------------------------------------
// The applicant entry (list item and answer of every action)

export type ApplicantRows = {
  account: AdvisedUnitRow['account'];
  units: AdvisedUnitRow['unit'][];
  signals: WaitingSignals;
};

function groupByApplicant(rows: AdvisedUnitRow[], signals: Map<string, WaitingSignals>): ApplicantRows[] {
  const byId = new Map<string, ApplicantRows>();
  for (const { account, unit } of rows) {
    const entry = byId.get(account.id) ?? {
      account,
      units: [],
      signals: signals.get(account.id) ?? { pendingDocumentsSince: null, unansweredMessagesSince: null },
    };
    entry.units.push(unit);
    byId.set(account.id, entry);
  }
  return [...byId.values()];
}

async function loadApplicants(db: Database, advisorId: string, applicantId?: string) {
  const rows = await listAdvisedUnits(db, advisorId, applicantId);
  const signals = await listWaitingSignals(db, [...new Set(rows.map((row) => row.account.id))]);
  return groupByApplicant(rows, signals);
}

/** What the applicant waits for from this advisor, each with the time it has been waiting since (decision 044). */
export function waitingReasons({ account, units, signals }: ApplicantRows): [WaitingReason, Date][] {
  const reasons: [WaitingReason, Date][] = [];
  if (account.infoSessionAttended && !account.infoSessionConfirmedAt) {
    reasons.push(['info_session_confirmation', account.infoSessionAttendedAt ?? new Date()]);
  }
  if (account.infoSessionConfirmedAt && units.some((unit) => unit.participateAdvisorInterviewOn === null)) {
    reasons.push(['interview_confirmation', account.infoSessionConfirmedAt]);
  }
  if (signals.pendingDocumentsSince) reasons.push(['document_review', signals.pendingDocumentsSince]);
  if (signals.unansweredMessagesSince) reasons.push(['message_reply', signals.unansweredMessagesSince]);
  return reasons;
}

/**
 * The applicant entry as `viewerAccountId` (the calling advisor) sees it: only the advisor who confirmed an
 * interview sees until when it may be undone (decision 076).
 */
export function toAdvisorApplicant(
  rows: ApplicantRows,
  viewerAccountId: string | null = null,
  now: Date = new Date(),
): AdvisorApplicant {
  const { account, units } = rows;
  const undoableUntil = (unit: ApplicantRows['units'][number]): string | null => {
    if (!unit.interviewConfirmedAt || !unit.participateAdvisorInterviewOn) return null;
    if (!viewerAccountId || unit.interviewConfirmedBy !== viewerAccountId) return null;
    const deadline = interviewUndoDeadline(unit.interviewConfirmedAt, INTERVIEW_CONFIRMATION_UNDO_MINUTES);
    return deadline > now ? deadline.toISOString() : null;
  };
  const reasons = waitingReasons(rows);
  const since = reasons.reduce<Date | null>((oldest, [, at]) => (!oldest || at < oldest ? at : oldest), null);
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
      interviewConfirmedAt: unit.interviewConfirmedAt?.toISOString() ?? null,
      interviewConfirmationUndoableUntil: undoableUntil(unit),
    })),
    waitingFor: reasons.map(([reason]) => reason),
    waitingSince: since?.toISOString() ?? null,
  };
}

export async function requireAdvisorProfile(db: Database, advisorAccountId: string) {
  const advisor = await findAdvisorProfileOfAccount(db, advisorAccountId);
  if (!advisor) throw AppError.forbidden();
  return advisor;
}

/**
 * The applicant if the caller is their advisor. Anyone else's applicant, and an unknown id, answer 403 alike,
 * so ids cannot be probed (as for companies, decision 007).
 */
export async function requireOwnApplicant(
  db: Database,
  advisorId: string,
  applicantId: string,
): Promise<ApplicantRows> {
  const [applicant] = await loadApplicants(db, advisorId, applicantId);
  if (!applicant) throw AppError.forbidden();
  return applicant;
}

const nameKey = (a: AdvisorApplicant) =>
  [a.lastName ?? '', a.firstName ?? '', a.accountId].map((part) => part.toLocaleLowerCase('de'));

function byWaitingThenName(a: AdvisorApplicant, b: AdvisorApplicant): number {
  if (a.waitingSince !== b.waitingSince) {
    if (a.waitingSince === null) return 1;
    if (b.waitingSince === null) return -1;
    return a.waitingSince < b.waitingSince ? -1 : 1;
  }
  const [left, right] = [nameKey(a), nameKey(b)];
  for (let i = 0; i < left.length; i++) {
    const order = left[i]!.localeCompare(right[i]!, 'de');
    if (order !== 0) return order;
  }
  return 0;
}

function matchesSearch(applicant: AdvisorApplicant, search: string): boolean {
  const needle = search.toLocaleLowerCase('de');
  const haystack = [
    applicant.firstName ?? '',
    applicant.lastName ?? '',
    `${applicant.firstName ?? ''} ${applicant.lastName ?? ''}`,
    applicant.email,
  ].map((value) => value.toLocaleLowerCase('de'));
  return haystack.some((value) => value.includes(needle));
}

export async function listApplicantsOfAdvisor(
  db: Database,
  advisorAccountId: string,
  filters: z.output<typeof ListAdvisorApplicantsQuery> = {},
): Promise<AdvisorApplicant[]> {
  const advisor = await requireAdvisorProfile(db, advisorAccountId);
  const search = filters.search?.trim();
  const waiting = filters.waiting;
  const now = new Date();
  return (await loadApplicants(db, advisor.id))
    .map((rows) => toAdvisorApplicant(rows, advisorAccountId, now))
    .filter((a) => !search || matchesSearch(a, search))
    .filter((a) => !filters.stage || a.units.some((unit) => unit.stage === filters.stage))
    .filter((a) => waiting === undefined || a.waitingFor.length > 0 === waiting)
    .sort(byWaitingThenName);
}

// ---------------------------------------------------------------------------------------------------------
// The frame of every action: mail, own applicant, conflict after a parallel change

/** The portal path of a screen in the applicant's (primary advised) unit. */
export function unitPath(applicant: ApplicantRows, screen: string): string {
  return `/${applicant.units[0]?.unit ?? 'ds'}/${screen}`;
}

/** Mails the applicant unless `setting` (default: status updates) is off; a failing mail never undoes the action. */
export async function mailApplicant(
  context: AdvisorContext,
  applicant: ApplicantRows,
  mail: Omit<ApplicantPathMail, 'setting'> & { setting?: ApplicantPathMail['setting'] },
): Promise<void> {
  const setting = mail.setting === undefined ? 'status_updates_email' : mail.setting;
  await mailApplicantIfWanted(context, applicant.account, { ...mail, setting });
}

export type AdvisorProfileRow = Awaited<ReturnType<typeof requireAdvisorProfile>>;

/**
 * An action of the advisor on their own applicant (403 for anyone else's): answers the applicant's entry as it is
 * after the action.
 */
export async function actOnOwnApplicant(
  db: Database,
  advisorAccountId: string,
  applicantId: string,
  action: (advisor: AdvisorProfileRow, applicant: ApplicantRows) => Promise<void>,
): Promise<AdvisorApplicant> {
  const advisor = await requireAdvisorProfile(db, advisorAccountId);
  await action(advisor, await requireOwnApplicant(db, advisor.id, applicantId));
  return toAdvisorApplicant(await requireOwnApplicant(db, advisor.id, applicantId), advisorAccountId);
}

/**
 * The conflict of a confirmation that found nothing to confirm (a parallel request changed the applicant):
 * its message depends on whether the info session is confirmed now.
 */
export async function confirmationConflict(
  db: Database,
  advisorId: string,
  applicantId: string,
  messages: { infoSessionConfirmed: string; otherwise: string },
): Promise<AppError> {
  const current = await requireOwnApplicant(db, advisorId, applicantId);
  return new AppError(
    ErrorCode.CONFLICT,
    current.account.infoSessionConfirmedAt ? messages.infoSessionConfirmed : messages.otherwise,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Confirmations

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
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    if (applicant.account.infoSessionConfirmedAt) {
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionAlreadyConfirmed);
    }
    if (!applicant.account.infoSessionAttended)
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.infoSessionNotTicked);

    const confirmedAt = new Date();
    const participatedOn = participationDate(body);
    const link = unitPath(applicant, 'application/abilities');
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
      // Unticked or confirmed by a parallel request.
      throw await confirmationConflict(db, advisor.id, applicantId, {
        infoSessionConfirmed: CONFLICT_MESSAGES.infoSessionAlreadyConfirmed,
        otherwise: CONFLICT_MESSAGES.infoSessionNotTicked,
      });
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
  });
}

// ---------------------------------------------------------------------------------------------------------
// Interview date

export async function scheduleInterview(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ScheduleInterviewBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    const scheduledAt = new Date(body.scheduledAt);
    const when = formatGermanDateTime(scheduledAt);
    const link = unitPath(applicant, 'application/interview');
    const rescheduled = applicant.units.some(
      (unit) => unit.interviewScheduledAt !== null && unit.participateAdvisorInterviewOn === null,
    );
    const title = rescheduled
      ? `Neuer Termin für dein Beratungsgespräch: ${when}`
      : `Dein Beratungsgespräch ist am ${when}`;
    const changed = await recordInterviewSchedule(db, {
      applicantId,
      advisorId: advisor.id,
      advisorAccountId,
      scheduledAt,
      notification: {
        recipientId: applicantId,
        kind: 'path.interview_scheduled',
        title,
        body: `${advisor.name} hat dein erstes Beratungsgespräch für den ${when} eingeplant.`,
        link,
      },
    });
    if (changed.length === 0)
      throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.interviewAlreadyConfirmed);
    await mailApplicant(context, applicant, {
      subject: title,
      paragraphs: [
        `${advisor.name} hat dein erstes Beratungsgespräch für den ${when} eingeplant${rescheduled ? ' (neuer Termin)' : ''}.`,
        'Im Portal findest du, wie du dich vorbereitest. Passt der Termin nicht? Dann schreib deiner Studienberatung einfach über das Kontaktformular im Portal.',
      ],
      actionLabel: 'Zur Vorbereitung',
      link,
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Stage

export async function changeUnitStage(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  unitId: string,
  body: ChangeUnitStageBody,
  language: MessageLanguage,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    const unit = await findUnitOfApplicant(db, applicantId, unitId);
    // Not the applicant's unit, or advised by someone else: 403 like every foreign target.
    if (!unit || unit.advisorId !== advisor.id) throw AppError.forbidden();
    const issue = manualStageMoveIssue(unit.stage, body.stage);
    if (issue) {
      throw new AppError(ErrorCode.UNPROCESSABLE, STAGE_MESSAGE, [
        { field: 'stage', rule: issue, message: validationMessage(issue, {}, language) },
      ]);
    }
    const link = `/${unit.unit}/home`;
    const moved = await recordStageChange(db, {
      unitId,
      applicantId,
      advisorId: advisor.id,
      advisorAccountId,
      from: unit.stage,
      to: body.stage,
      notification: {
        recipientId: applicantId,
        kind: 'unit.stage_changed',
        title: 'Deine Bewerbung ist einen Schritt weiter',
        body: `${advisor.name} hat den Stand deiner Bewerbung aktualisiert.`,
        link,
      },
    });
    if (!moved) throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.stageChanged);
    await mailApplicant(context, applicant, {
      subject: 'Neuigkeiten zu deiner Bewerbung',
      paragraphs: [
        `${advisor.name} hat den Stand deiner Bewerbung im Portal aktualisiert.`,
        'Schau im Portal nach, was als Nächstes ansteht.',
      ],
      actionLabel: 'Zum Bewerberportal',
      link,
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// E-mail

/**
 * Changes the applicant's portal e-mail (decision 045). Both addresses are told, whatever the notification
 * settings say: a change of the address is a security notice.
 */
export async function changeApplicantEmail(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ChangeApplicantEmailBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    const from = applicant.account.email;
    const to = body.email.toLowerCase();
    if (to === from) throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.emailUnchanged);
    const link = unitPath(applicant, 'profile');
    const result = await recordEmailChange(db, {
      applicantId,
      from,
      to,
      advisorAccountId,
      notification: {
        recipientId: applicantId,
        kind: 'account.email_changed',
        title: 'Deine E-Mail-Adresse wurde geändert',
        body: `${advisor.name} hat deine E-Mail-Adresse im Portal auf ${to} geändert. Bitte bestätige sie im Portal.`,
        link,
      },
    });
    if (result === 'taken') throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.emailTaken);
    if (result === 'changed') throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.emailChanged);
    // A changed address is a security event: whoever is signed in as this applicant signs in again (decision 057).
    await revokeApiSessionsOfAccount(db, applicantId);
    const identity = await identityOfAccount(db, applicantId);
    if (identity) await endSessionsOfIdentity(context, identity);
    const paragraphs = (address: string) => [
      `${advisor.name} hat deine E-Mail-Adresse im Bewerberportal von ${from} auf ${to} geändert. Nachrichten aus dem Portal gehen ab jetzt an ${address === to ? 'diese' : 'die neue'} Adresse.`,
      'Deine Anmeldedaten bleiben unverändert: Du meldest dich weiter wie bisher an. Bitte bestätige die neue Adresse im Portal.',
      'Du hast keine Änderung veranlasst? Dann wende dich bitte sofort an deine Studienberatung.',
    ];
    for (const address of [to, from]) {
      await mailApplicant(context, applicant, {
        to: address,
        setting: null,
        subject: 'Deine E-Mail-Adresse im Bewerberportal wurde geändert',
        paragraphs: paragraphs(address),
        actionLabel: 'Zum Bewerberportal',
        link,
      });
    }
  });
}
