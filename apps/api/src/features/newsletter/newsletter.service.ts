/**
 * The weekly job-openings newsletter (decisions 215–217). Every week (ISO week, Europe/Berlin) from Monday 08:00
 * each subscriber who is due (`listNewsletterCandidates`) gets at most one mail with the newest openings that fit
 * them: the self-matching list (`listNewlyPublishedFitting`, the one fit rule) narrowed to openings published
 * since their last newsletter, at most the last 7 days. Nothing fitting: no mail, but the week counts as handled,
 * so the hourly check does not rank that person again until next week.
 *
 * Safe with several processes and restarts: the week's delivery row (unique per account, list and week) is
 * written in the transaction that stores the mail in the outbox; a second run's insert waits for the first and
 * then does nothing, so the mail exists once. The outbox hands it to SMTP after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  ErrorCode,
  UNSUBSCRIBE_ID_PATTERN,
  type NewsletterList,
  type UnsubscribeResult,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/record-event';
import { jobOpeningsNewsletterMail } from '../../events/templates/job-openings-newsletter';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { listNewlyPublishedFitting } from '../../matching/recommendations.service';
import {
  applyUnsubscribe,
  insertDelivery,
  insertUnsubscribeToken,
  listNewsletterCandidates,
  type NewsletterCandidate,
} from './newsletter.repository';

const LIST: NewsletterList = 'job_openings_newsletter';
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the week's newsletter goes out (decision 215): Monday (ISO weekday 1) from 08:00 in Germany. */
export const NEWSLETTER_SCHEDULE = { isoWeekday: 1, hour: 8, timeZone: 'Europe/Berlin' } as const;
/** Openings per mail, best fit first. */
export const NEWSLETTER_MAX_OPENINGS = 5;
/** Openings older than this are never "new", whenever the last newsletter was. */
export const NEWSLETTER_WINDOW_DAYS = 7;
/** Subscribers listed per query; the run continues while full batches come back. */
const CANDIDATE_BATCH = 100;

export interface NewsletterContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export interface NewsletterCounts {
  /** The week handled (`2026-W48`), or null when the week's send time has not come yet. */
  period: string | null;
  sent: number;
  /** Subscribers with nothing new that fits (no mail). */
  nothingNew: number;
}

/** German calendar facts of `now`: date, ISO weekday (1 Monday … 7 Sunday) and hour. */
function germanClock(now: Date): {
  year: number;
  month: number;
  day: number;
  isoWeekday: number;
  hour: number;
} {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NEWSLETTER_SCHEDULE.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    isoWeekday: weekdays.indexOf(part('weekday')) + 1,
    hour: Number(part('hour')),
  };
}

/** The ISO week of `now` in Germany (`2026-W48`). */
export function newsletterPeriod(now: Date): string {
  const { year, month, day, isoWeekday } = germanClock(now);
  // The Thursday of this ISO week decides the week's year (ISO 8601).
  const thursday = new Date(Date.UTC(year, month - 1, day + 4 - isoWeekday));
  const weekYear = thursday.getUTCFullYear();
  const firstDay = Date.UTC(weekYear, 0, 1);
  const week = Math.floor((thursday.getTime() - firstDay) / DAY_MS / 7) + 1;
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** The week whose newsletter is due at `now`, or null before Monday 08:00 (then last week's is done). */
export function duePeriod(now: Date): string | null {
  const { isoWeekday, hour } = germanClock(now);
  if (isoWeekday === NEWSLETTER_SCHEDULE.isoWeekday && hour < NEWSLETTER_SCHEDULE.hour) return null;
  return newsletterPeriod(now);
}

/** Sends the week's newsletter to every subscriber who is due at `now` (tests pass their own `now`). */
export async function runJobOpeningsNewsletter(
  context: NewsletterContext,
  now = new Date(),
  options: { ignoreSendTime?: boolean } = {},
): Promise<NewsletterCounts> {
  // The dev trigger (decision 219) sends the current week's newsletter even before Monday 08:00.
  const period = options.ignoreSendTime ? newsletterPeriod(now) : duePeriod(now);
  const counts: NewsletterCounts = { period, sent: 0, nothingNew: 0 };
  if (!period) return counts;
  let afterId: string | null = null;
  for (;;) {
    const candidates = await listNewsletterCandidates(context.db, {
      list: LIST,
      period,
      afterId,
      limit: CANDIDATE_BATCH,
    });
    for (const candidate of candidates) {
      try {
        const outcome = await sendTo(context, candidate, period, now);
        if (outcome === 'sent') counts.sent += 1;
        if (outcome === 'nothingNew') counts.nothingNew += 1;
      } catch (error) {
        context.log.error(
          { err: error, accountId: candidate.accountId },
          'newsletter failed for one subscriber; the next check retries',
        );
      }
    }
    if (candidates.length < CANDIDATE_BATCH) break;
    afterId = candidates.at(-1)!.accountId;
  }
  if (counts.sent) await context.mailer.deliverStored();
  return counts;
}

async function sendTo(
  context: NewsletterContext,
  candidate: NewsletterCandidate,
  period: string,
  now: Date,
): Promise<'sent' | 'nothingNew' | 'handledElsewhere'> {
  const windowStart = new Date(now.getTime() - NEWSLETTER_WINDOW_DAYS * DAY_MS);
  const since =
    candidate.lastSentAt && candidate.lastSentAt > windowStart ? candidate.lastSentAt : windowStart;
  const openings = await listNewlyPublishedFitting(
    context.db,
    candidate.accountId,
    { since, until: now },
    NEWSLETTER_MAX_OPENINGS,
  );
  return context.db.transaction(async (tx) => {
    const claimed = await insertDelivery(tx, {
      accountId: candidate.accountId,
      list: LIST,
      period,
      sentAt: now,
      jobOpeningIds: openings.map((opening) => opening.id),
    });
    if (!claimed) return 'handledElsewhere';
    if (!openings.length) return 'nothingNew';
    const unsubscribeId = randomToken();
    await insertUnsubscribeToken(tx, {
      tokenHash: sha256Hex(unsubscribeId),
      accountId: candidate.accountId,
      list: LIST,
      createdAt: now,
    });
    await recordEvent(tx, {
      audit: {
        actorType: 'system',
        action: 'newsletter.sent',
        targetType: 'account',
        targetId: candidate.accountId,
        details: { period, jobOpeningIds: openings.map((opening) => opening.id) },
      },
      mail: jobOpeningsNewsletterMail(candidate.preferredLanguage, {
        publicUrl: context.publicUrl,
        to: candidate.email,
        firstName: candidate.firstName,
        unsubscribeId,
        openings: openings.map((opening) => ({
          id: opening.id,
          title: opening.title,
          companyName: opening.companyName,
          placeOfTraining: opening.placeOfTraining,
          startDate: opening.startDate,
        })),
      }),
    });
    return 'sent';
  });
}

/**
 * `POST /v1/unsubscribe/{id}`: turns the list's setting of the id's account off. Idempotent: a second call (or
 * one after the person turned it off in the profile) answers `alreadyUnsubscribed`; an unknown id 404.
 */
export async function unsubscribe(db: Database, id: string, now = new Date()): Promise<UnsubscribeResult> {
  const result = UNSUBSCRIBE_ID_PATTERN.test(id) ? await applyUnsubscribe(db, sha256Hex(id), now) : null;
  if (!result) throw new AppError(ErrorCode.NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN);
  return { list: result.list, status: result.wasSubscribed ? 'unsubscribed' : 'alreadyUnsubscribed' };
}
