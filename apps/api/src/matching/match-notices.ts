/**
 * What each side is told of a match transition (decision 140). The side that did not act is told of every
 * transition that concerns it: in the portal always, by mail with a button to the match when its settings allow
 * (applicants: `status_updates_email`; company users: `applicant_match`). The side that acted is never notified
 * of its own move; it only gets the confirmation mail with the calendar file of an agreed appointment (the
 * applicant choosing an interview date, the company inviting to a trial day). A match that ends is told to each
 * side that knew of it (a recommendation nobody answered ends silently). Company notices go to the opening's
 * creator while they still handle openings, otherwise to every member who does (owners and holders of
 * `create`/`edit job openings`).
 */
import { matchSideToAct, type ApplicationStatus } from '@portal/contracts';
import { findAdvisorProfileByAccount } from '../authorization/advisor-access.repository';
import type { Transaction } from '../db/client';
import { applicantNotice } from '../events/applicant-notice';
import { recordEvent, type Notice, type PortalNotification } from '../events/record-event';
import { jobOpeningSuggested } from '../events/templates/job-opening-suggested';
import { matchApplicantTexts, type MatchApplicantTexts } from '../events/templates/match-applicant';
import { matchCompanyTexts } from '../events/templates/match-company';
import type { LocalizedCompanyTexts, MatchFacts } from '../events/templates/match-facts';
import {
  applicantFollowedUp,
  applicantReminder,
  companyFollowedUp,
  companyReminder,
  type ReminderFacts,
} from '../events/templates/match-reminders';
import { formalGreeting } from '../mail/mail-language';
import type { MailAttachment, OutgoingMail } from '../mail/mailer';
import { wantsMail } from '../read-models/company-user-notification-settings';
import { matchCalendarFile } from './match-calendar';
import {
  findCompanyUser,
  findMatchNoticeParties,
  listMatchHandlers,
  type MatchHandler,
} from './match-notices.repository';
import type { MatchRow } from './match-transitions.repository';
import type { MatchTransition } from './match-transitions.service';

export interface MatchNoticeContext {
  publicUrl: string;
}

/** The applicant's page of an opening (self-matching lives in the dual-study area, spec part 1 §2). */
export const applicantMatchLink = (jobOpeningId: string) => `/ds/selfmatching/${jobOpeningId}`;
/** Self-matching, where the applicant finds other openings. */
export const applicantOverviewLink = '/ds/selfmatching';
/** The company's page of an applicant of an opening. */
export const companyMatchLink = (jobOpeningId: string, accountId: string) =>
  `/b2b/job-openings/${jobOpeningId}/applicants/${accountId}`;

/** Whether the company sent interview dates the applicant has not answered yet (who acts next). */
export const interviewProposed = (match: Pick<MatchRow, 'interviewDateSuggestions' | 'interviewAt'>) =>
  match.interviewDateSuggestions.length > 0 && !match.interviewAt;

export async function recordMatchNotices(
  tx: Transaction,
  context: MatchNoticeContext,
  transitions: MatchTransition[],
): Promise<void> {
  for (const transition of transitions) {
    await recordEvent(tx, await transitionNotice(tx, context, transition));
  }
}

/** The notifications and mails of one transition. */
async function transitionNotice(
  tx: Transaction,
  context: MatchNoticeContext,
  transition: MatchTransition,
): Promise<Notice> {
  const { match, opening, actor, from } = transition;
  const parties = await findMatchNoticeParties(tx, opening.id, match.accountId);
  const facts = factsOf(transition, parties.companyName, parties.applicant?.firstName ?? null);
  // A match that ends is told only to a side that knew of it (an unanswered recommendation ends silently).
  const known = from !== null && from !== 'awaiting_any_interest';
  const applicantKnew = known || match.source === 'study_advisor';
  const ended = transition.to === 'cancelled';

  const handlers = await companyRecipients(tx, opening.companyId, parties.createdBy);
  const organizer = handlers[0];
  const calendar =
    parties.applicant &&
    (transition.event === 'interview_date_chosen' || transition.event === 'trial_day_scheduled')
      ? calendarFileOf(context, transition, parties.companyName, organizer, parties.applicant)
      : null;

  const notice: Required<Notice> & { notification: PortalNotification[]; mail: Array<OutgoingMail | null> } =
    {
      notification: [],
      mail: [],
    };

  // The applicant.
  const ownMove = actor.side === 'applicant';
  const confirmation = transition.event === 'interview_date_chosen';
  if (parties.applicant && (!ownMove || confirmation) && (!ended || applicantKnew)) {
    const texts = await applicantTextsOf(tx, transition, facts, parties.startDate);
    if (texts) {
      const link = texts.link === 'overview' ? applicantOverviewLink : applicantMatchLink(opening.id);
      const told = applicantNotice(context.publicUrl, parties.applicant, texts.texts, link);
      if (!ownMove) notice.notification.push(...list(told.notification));
      notice.mail.push(...list(told.mail).map((mail) => withAttachment(mail, calendar)));
    }
  }

  // The company.
  const trialDay = transition.event === 'trial_day_scheduled' && actor.side === 'company';
  if ((actor.side !== 'company' || trialDay) && (!ended || known)) {
    const texts = matchCompanyTexts(facts);
    if (texts) {
      // The trial-day confirmation goes to the person who scheduled it; everything else to the handlers.
      const recipients = trialDay
        ? [await findCompanyUser(tx, actor.companyUserId)].filter(
            (user): user is MatchHandler => user !== null,
          )
        : handlers;
      const link = companyMatchLink(opening.id, match.accountId);
      const told = await companyNotice(tx, context, opening.companyId, recipients, texts, link);
      if (!trialDay) notice.notification.push(...told.notification);
      notice.mail.push(...told.mail.map((mail) => withAttachment(mail, calendar)));
    }
  }
  return notice;
}

async function applicantTextsOf(
  tx: Transaction,
  transition: MatchTransition,
  facts: MatchFacts,
  startDate: string | null,
): Promise<MatchApplicantTexts | null> {
  if (transition.event !== 'advisor_suggested') return matchApplicantTexts(facts);
  const advisor =
    transition.actor.side === 'study_advisor'
      ? await findAdvisorProfileByAccount(tx, transition.actor.accountId)
      : null;
  return {
    texts: jobOpeningSuggested({
      advisorName: advisor?.name ?? null,
      title: facts.title,
      companyName: facts.companyName,
      startDate,
      note: transition.match.advisorNote,
    }),
    link: 'opening',
  };
}

/** The recipients of the company's side: the opening's creator while they handle openings, else all handlers. */
async function companyRecipients(
  tx: Transaction,
  companyId: string,
  createdBy: string | null,
): Promise<MatchHandler[]> {
  const handlers = await listMatchHandlers(tx, companyId);
  const creator = handlers.find((handler) => handler.companyUserId === createdBy);
  return creator ? [creator] : handlers;
}

/** The notifications (always) and mails (when the user's setting `applicant_match` is on) to company users. */
async function companyNotice(
  tx: Transaction,
  context: MatchNoticeContext,
  companyId: string,
  recipients: MatchHandler[],
  localized: LocalizedCompanyTexts,
  link: string,
): Promise<{ notification: PortalNotification[]; mail: Array<OutgoingMail | null> }> {
  const url = `${context.publicUrl}${link}`;
  const notification: PortalNotification[] = [];
  const mail: Array<OutgoingMail | null> = [];
  for (const recipient of recipients) {
    const locale = recipient.preferredLanguage;
    const texts = localized(locale);
    notification.push({
      recipientType: 'company_user',
      recipientId: recipient.companyUserId,
      companyId,
      kind: texts.kind,
      title: texts.title,
      body: texts.body,
      link,
    });
    mail.push(
      (await wantsMail(tx, recipient.companyUserId, 'applicant_match'))
        ? {
            locale,
            to: recipient.email,
            subject: texts.mail.subject,
            greeting: formalGreeting(locale, recipient),
            paragraphs: texts.mail.paragraphs,
            action: { label: texts.mail.actionLabel, url },
            links: { portal: url },
          }
        : null,
    );
  }
  return { notification, mail };
}

function factsOf(transition: MatchTransition, companyName: string, firstName: string | null): MatchFacts {
  const { match, opening } = transition;
  return {
    event: transition.event,
    from: transition.from,
    to: transition.to,
    reason: match.cancellationReason,
    title: opening.title,
    companyName,
    applicantName: firstName,
    feedbackText: match.feedbackText,
    interviewSuggestions: match.interviewDateSuggestions.map((iso) => new Date(iso)),
    interviewAt: match.interviewAt,
    interviewDetails: match.interviewDetails,
    trialDayAt: match.trialDayAt,
    silentSide:
      transition.event === 'expired' && transition.from
        ? matchSideToAct(transition.from, interviewProposed(match))
        : null,
  };
}

function calendarFileOf(
  context: MatchNoticeContext,
  transition: MatchTransition,
  companyName: string,
  organizer: MatchHandler | undefined,
  applicant: { email: string; firstName: string | null },
): MailAttachment | null {
  const { match, opening } = transition;
  const interview = transition.event === 'interview_date_chosen';
  const start = interview ? match.interviewAt : match.trialDayAt;
  if (!start) return null;
  return matchCalendarFile({
    matchId: match.id,
    kind: interview ? 'interview' : 'trial_day',
    start,
    title: opening.title,
    companyName,
    details: match.interviewDetails,
    url: `${context.publicUrl}${applicantMatchLink(opening.id)}`,
    organizer: { name: companyName, email: organizer?.email ?? 'noreply@dualstudium-portal.de' },
    attendee: { name: applicant.firstName ?? applicant.email, email: applicant.email },
  });
}

const withAttachment = (mail: OutgoingMail | null, file: MailAttachment | null): OutgoingMail | null =>
  mail && file ? { ...mail, attachments: [...(mail.attachments ?? []), file] } : mail;

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

// Reminders (the sweep, `match-reminders.ts`) ------------------------------------------------------------------

export interface ReminderSubject {
  match: MatchRow;
  opening: { id: string; title: string; companyId: string };
  /** 1 or 2: which reminder this is. */
  reminder: number;
  /** When the match ends without an answer. */
  expiresAt: Date;
}

/**
 * The reminder to the side that must act; with the second reminder the other side is told that we followed up.
 * Nothing when nobody is to act (`awaiting_any_interest`, final statuses).
 */
export async function recordReminderNotices(
  tx: Transaction,
  context: MatchNoticeContext,
  subject: ReminderSubject,
): Promise<'applicant' | 'company' | null> {
  const { match, opening, reminder } = subject;
  const side = matchSideToAct(match.status as ApplicationStatus, interviewProposed(match));
  if (!side) return null;
  const parties = await findMatchNoticeParties(tx, opening.id, match.accountId);
  const facts: ReminderFacts = {
    status: match.status,
    interviewProposed: interviewProposed(match),
    reminder,
    title: opening.title,
    companyName: parties.companyName,
    applicantName: parties.applicant?.firstName ?? null,
    expiresOn: subject.expiresAt,
  };
  const handlers = await companyRecipients(tx, opening.companyId, parties.createdBy);
  const companyLink = companyMatchLink(opening.id, match.accountId);
  const notice: { notification: PortalNotification[]; mail: Array<OutgoingMail | null> } = {
    notification: [],
    mail: [],
  };
  const toApplicant = (texts: ReturnType<typeof applicantReminder>, link: string) => {
    if (!parties.applicant) return;
    const told = applicantNotice(context.publicUrl, parties.applicant, texts, link);
    notice.notification.push(...list(told.notification));
    notice.mail.push(...list(told.mail));
  };
  const toCompany = async (texts: LocalizedCompanyTexts) => {
    const told = await companyNotice(tx, context, opening.companyId, handlers, texts, companyLink);
    notice.notification.push(...told.notification);
    notice.mail.push(...told.mail);
  };
  if (side === 'applicant') {
    toApplicant(applicantReminder(facts), applicantMatchLink(opening.id));
    if (reminder >= 2) await toCompany(companyFollowedUp(facts));
  } else {
    await toCompany(companyReminder(facts));
    if (reminder >= 2) toApplicant(applicantFollowedUp(facts), applicantOverviewLink);
  }
  await recordEvent(tx, notice);
  return side;
}
