/**
 * Neither side left waiting (decision 140): the reminder to the side that must act, and after the second one
 * the note to the other side that we followed up ("wir haben nachgehakt"). The expiry itself is a transition
 * (`match-applicant`, `match-company`, event `expired`).
 */
import type { ApplicationStatus } from '@portal/contracts';
import type { ApplicantEventTexts } from '../applicant-notice';
import { MATCH_REMINDER_DAYS, type CompanyMatchTexts } from './match-facts';

export interface ReminderFacts {
  status: ApplicationStatus;
  /** The company sent interview dates the applicant has not answered. */
  interviewProposed: boolean;
  /** 1 or 2. */
  reminder: number;
  title: string;
  companyName: string;
  applicantName: string;
  /** The day the match ends without an answer, German date. */
  expiresOn: string;
}

/** What the applicant is asked to do in a status where it is their move. */
function applicantTask(facts: ReminderFacts): string {
  if (facts.status === 'awaiting_applicant_confirmation') return 'auf das Angebot zu antworten';
  if (facts.status === 'awaiting_interview_schedule')
    return 'einen der vorgeschlagenen Gesprächstermine zu wählen';
  return 'zu sagen, ob du Interesse hast';
}

/** What the company is asked to do in a status where it is its move. */
function companyTask(facts: ReminderFacts): string {
  switch (facts.status) {
    case 'awaiting_partner_interest':
      return 'mitzuteilen, ob Sie ebenfalls Interesse haben';
    case 'awaiting_interview_schedule':
      return 'Termine für ein Gespräch vorzuschlagen';
    case 'awaiting_partner_confirmation':
      return 'die Zusage zu bestätigen oder abzulehnen';
    default:
      return 'nach dem Gespräch zu entscheiden, ob Sie ein Angebot machen';
  }
}

const last = (facts: ReminderFacts) => facts.reminder >= 2;

export function applicantReminder(facts: ReminderFacts): ApplicantEventTexts {
  const title = last(facts)
    ? `Letzte Erinnerung: ${facts.companyName} wartet auf dich`
    : `${facts.companyName} wartet auf deine Antwort`;
  const paragraphs = [
    `Zu „${facts.title}“ bei ${facts.companyName} bist du an der Reihe: Bitte denk daran, ${applicantTask(facts)}.`,
    last(facts)
      ? `Ohne Antwort beenden wir den Kontakt am ${facts.expiresOn}, damit niemand länger wartet. Wenn du kein Interesse mehr hast, sag einfach ab.`
      : 'Ein kurzer Klick im Portal genügt; auch eine Absage hilft dem Unternehmen weiter.',
  ];
  return {
    kind: 'match.reminder',
    notification: { title, body: paragraphs[0]! },
    mail: { subject: title, paragraphs, actionLabel: 'Jetzt antworten' },
  };
}

export function companyReminder(facts: ReminderFacts): CompanyMatchTexts {
  const title = last(facts)
    ? `Letzte Erinnerung: ${facts.applicantName} wartet auf Ihre Rückmeldung`
    : `${facts.applicantName} wartet auf Ihre Rückmeldung`;
  const paragraphs = [
    `Zu „${facts.title}“ sind Sie an der Reihe: Bitte denken Sie daran, ${companyTask(facts)}.`,
    last(facts)
      ? `Ohne Rückmeldung beenden wir den Kontakt am ${facts.expiresOn}, damit niemand länger wartet.`
      : `Bewerber*innen erwarten eine Antwort in wenigen Tagen; Ihre Antwortquote und Antwortzeit sind im Unternehmensprofil sichtbar.`,
  ];
  return {
    kind: 'match.reminder',
    title,
    body: paragraphs[0]!,
    mail: { subject: title, paragraphs, actionLabel: 'Jetzt antworten' },
  };
}

/** The applicant waits for the company, which got its second reminder. */
export function applicantFollowedUp(facts: ReminderFacts): ApplicantEventTexts {
  const title = `Wir haben bei ${facts.companyName} nachgehakt`;
  const paragraphs = [
    `${facts.companyName} hat sich zu „${facts.title}“ seit ${MATCH_REMINDER_DAYS.second} Tagen nicht gemeldet. Wir haben nachgehakt und um eine Antwort gebeten.`,
    `Kommt bis zum ${facts.expiresOn} keine Rückmeldung, beenden wir den Kontakt und sagen dir Bescheid. Schau dir in der Zwischenzeit gern weitere Stellen an.`,
  ];
  return {
    kind: 'match.followed_up',
    notification: { title, body: paragraphs[0]! },
    mail: { subject: title, paragraphs, actionLabel: 'Stellen ansehen' },
  };
}

/** The company waits for the applicant, who got their second reminder. */
export function companyFollowedUp(facts: ReminderFacts): CompanyMatchTexts {
  const title = `Wir haben bei ${facts.applicantName} nachgehakt`;
  const paragraphs = [
    `${facts.applicantName} hat zu „${facts.title}“ seit ${MATCH_REMINDER_DAYS.second} Tagen nicht geantwortet. Wir haben nachgehakt und um eine Antwort gebeten.`,
    `Kommt bis zum ${facts.expiresOn} keine Antwort, beenden wir den Kontakt und geben Ihnen Bescheid.`,
  ];
  return {
    kind: 'match.followed_up',
    title,
    body: paragraphs[0]!,
    mail: { subject: title, paragraphs, actionLabel: 'Zur Stelle' },
  };
}
