/**
 * Contact requests between applicant and study advisor (decision 046): one conversation per applicant, written
 * by the applicant (`/v1/advisor-messages`) and by any advisor of one of their units
 * (`/v1/advisor/applicants/{accountId}/messages`). Every message is audited and notified to the other side in its
 * transaction with its mails (the applicant's `advisor_messages_email` setting decides for the applicant).
 */
import { ErrorCode, type AdvisorMessage, type SendAdvisorMessageBody } from '@portal/contracts';
import type { AdvisorAccess } from '../../authorization/advisor-access';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findApplicantContact } from '../../read-models/applicant-contact.repository';
import { applicantNotice } from '../../events/applicant-notice';
import { messageFromAdvisor } from '../../events/templates/message-from-advisor';
import { messageFromApplicant } from '../../events/templates/message-from-applicant';
import type { ApplicantMailContext } from '../../mail/applicant-mail';
import {
  insertMessage,
  listAdvisorsOfApplicant,
  listConversation,
  markRead,
  type AdvisorMessageRow,
} from './advisor-messages.repository';

export interface MessageContext extends ApplicantMailContext {
  db: Database;
}

type ConversationRow = Awaited<ReturnType<typeof listConversation>>[number];

function toMessage({ message, advisorName, firstName, lastName }: ConversationRow): AdvisorMessage {
  const accountName = [firstName, lastName].filter(Boolean).join(' ');
  return {
    id: message.id,
    senderRole: message.senderRole,
    senderName:
      message.senderRole === 'study_advisor' ? (advisorName ?? (accountName || null)) : accountName || null,
    subject: message.subject,
    text: message.text,
    readAt: message.readAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

async function messageById(db: Database, applicantId: string, id: string): Promise<AdvisorMessage> {
  const row = (await listConversation(db, applicantId)).find((r) => r.message.id === id);
  return toMessage(row!);
}

function preview(text: string): string {
  return text.length > 140 ? `${text.slice(0, 137)}…` : text;
}

/** The conversation as the reader sees it; the other side's messages (sent as `from`) count as read from now on. */
async function readConversation(
  db: Database,
  applicantId: string,
  from: AdvisorMessageRow['senderRole'],
): Promise<AdvisorMessage[]> {
  const rows = await listConversation(db, applicantId);
  await markRead(db, applicantId, from);
  return rows.map(toMessage);
}

// Applicant side --------------------------------------------------------------------------------------------

export async function listOwnMessages(db: Database, applicantId: string): Promise<AdvisorMessage[]> {
  return readConversation(db, applicantId, 'study_advisor');
}

export async function sendToAdvisor(
  context: MessageContext,
  applicantId: string,
  body: SendAdvisorMessageBody,
): Promise<AdvisorMessage> {
  const { db } = context;
  const advisors = await listAdvisorsOfApplicant(db, applicantId);
  if (advisors.length === 0) throw new AppError(ErrorCode.NO_ADVISOR_ASSIGNED);
  const applicant = (await findApplicantContact(db, applicantId))!;
  const name = [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || applicant.email;
  const subject = body.subject?.trim() || null;
  const link = `/advisor/applicants/${applicantId}`;
  const message = await insertMessage(db, {
    applicantId,
    senderRole: 'applicant',
    senderAccountId: applicantId,
    subject,
    text: body.text,
    notice: messageFromApplicant(
      context.publicUrl,
      advisors,
      { applicantName: name, subject, preview: preview(body.text) },
      link,
    ),
  });
  await context.mailer.deliverStored();
  return messageById(db, applicantId, message.id);
}

// Advisor side ----------------------------------------------------------------------------------------------

export async function listApplicantConversation(
  db: Database,
  applicantId: string,
): Promise<AdvisorMessage[]> {
  return readConversation(db, applicantId, 'applicant');
}

export async function replyToApplicant(
  context: MessageContext,
  advisor: AdvisorAccess,
  applicantId: string,
  body: SendAdvisorMessageBody,
): Promise<AdvisorMessage> {
  const { db } = context;
  const applicant = (await findApplicantContact(db, applicantId))!;
  const subject = body.subject?.trim() || null;
  // The contact page of the applicant's own area: /fs has every screen of /ds (decision 078).
  const link = `/${applicant.unit}/contact`;
  const message = await insertMessage(db, {
    applicantId,
    senderRole: 'study_advisor',
    senderAccountId: advisor.accountId,
    subject,
    text: body.text,
    notice: applicantNotice(
      context.publicUrl,
      applicant,
      messageFromAdvisor({
        advisorName: advisor.name,
        subject,
        text: body.text,
        preview: preview(body.text),
      }),
      link,
    ),
  });
  await context.mailer.deliverStored();
  return messageById(db, applicantId, message.id);
}
