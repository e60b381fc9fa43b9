/**
 * The calendar file of an agreed appointment (decision 140): when the applicant picks an interview date or the
 * company invites to a trial day, both sides' mails carry an RFC 5545 `.ics` (one VEVENT in UTC with UID,
 * DTSTAMP, DTSTART/DTEND, SUMMARY, LOCATION/DESCRIPTION from the company's interview details, ORGANIZER the
 * company, ATTENDEE the applicant). The UID is stable per match and kind, so a new date replaces the old entry
 * in the calendar (higher SEQUENCE).
 */
import { createEvent } from 'ics';
import type { MailAttachment } from '../mail/mailer';

/** An interview is planned as one hour, a trial day as a working day (decision 140). */
export const INTERVIEW_MINUTES = 60;
export const TRIAL_DAY_HOURS = 8;

export interface MatchAppointment {
  matchId: string;
  kind: 'interview' | 'trial_day';
  start: Date;
  title: string;
  companyName: string;
  /** Address or video link as the company wrote it. */
  details: string | null;
  /** The portal page of the match, for the description. */
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export function matchCalendarFile(appointment: MatchAppointment): MailAttachment {
  const { kind, start, title, companyName, details } = appointment;
  const summary =
    kind === 'interview'
      ? `Vorstellungsgespräch: ${title} (${companyName})`
      : `Probetag: ${title} (${companyName})`;
  const description = [
    kind === 'interview'
      ? `Vorstellungsgespräch für „${title}“ bei ${companyName}.`
      : `Probetag für „${title}“ bei ${companyName}.`,
    details ? `Ort / Zugang: ${details}` : null,
    `Im Portal: ${appointment.url}`,
  ]
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    productId: 'dualstudium-portal/matching',
    method: 'PUBLISH',
    uid: `match-${appointment.matchId}-${kind}@dualstudium-portal`,
    // A later date for the same match and kind replaces the earlier entry.
    sequence: Math.floor(Date.now() / 1000),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start.getTime() + (kind === 'interview' ? INTERVIEW_MINUTES : TRIAL_DAY_HOURS * 60) * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: summary,
    description,
    ...(details ? { location: details } : {}),
    status: 'CONFIRMED',
    organizer: appointment.organizer,
    attendees: [
      {
        ...appointment.attendee,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar file could not be created');
  return {
    filename: kind === 'interview' ? 'vorstellungsgespraech.ics' : 'probetag.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}
