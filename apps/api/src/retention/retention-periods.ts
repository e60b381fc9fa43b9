/** How long the housekeeping job keeps what must not live forever (decision 085; mails: decision 072). */
import { MAIL_RETENTION_DAYS } from '../mail/mailer';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION = {
  /**
   * Expired or revoked sessions, expired nonces, provider tokens, invitations and verification links stay a day
   * after they stopped working, so a late request still gets "expired" (1003) instead of "invalid" (1000).
   */
  expiredGraceDays: 1,
  /** Every outbox row, delivered or in the dev mailbox (decision 072: delivered rows never hold the body). */
  mailDays: MAIL_RETENTION_DAYS,
  /** Visits of tracking links: enough for a quarter's campaign figures. */
  trackingVisitDays: 90,
  /** A notification the recipient has read; unread ones stay until they are read. */
  readNotificationDays: 30,
  /**
   * The newsletter's unsubscribe ids and its record of sent weeks (decisions 216, 220): a link in a mail older
   * than a year answers "unknown"; only the last weeks decide what is new.
   */
  newsletterDays: 365,
  /**
   * Product analytics events and experiment assignments kept in our own database (decision 256): 13 months, so a
   * period can be compared with the same month a year before.
   */
  analyticsDays: 395,
  /** Audit entries: ten years, the longest retention German record-keeping rules ask of a university. */
  auditYears: 10,
} as const;

/** Rows deleted per statement: short locks and a bounded transaction, however large the backlog. */
export const RETENTION_BATCH_SIZE = 1000;
/** Batches per kind and pass (at most 100,000 rows per kind per hour); the rest waits for the next pass. */
export const RETENTION_MAX_BATCHES = 100;
