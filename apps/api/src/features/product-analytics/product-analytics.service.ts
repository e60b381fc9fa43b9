/**
 * Product analytics (decisions 256–258): events are dropped for a signed-in person whose stored consent says
 * no, forwarded to the configured EU service, or else kept pseudonymously in our own tables; the staff's
 * onboarding funnel is counted from the latter.
 */
import {
  ErrorCode,
  FUNNEL_LIMITS,
  ONBOARDING_FUNNEL_STEPS,
  OnboardingVariant,
  type AnalyticsEventBatch,
  type AnalyticsUserProperties,
  type ExperimentAssignment,
  type OnboardingFunnel,
  type OnboardingFunnelQuery,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { startOfNextGermanDay, todayInGermany } from '../../lib/german-dates';
import { forwardToAnalyticsService, toAmplitudeEvents } from './analytics-forwarder';
import type { OptionalPrincipal } from './optional-principal';
import {
  countVisitorsPerEventAndVariant,
  findStoredConsents,
  insertAnalyticsEvents,
  insertExperimentAssignments,
} from './product-analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The user properties our own database keeps (decision 256): coarse attributes useful for segments, never who
 * someone is (e-mail, name), where exactly they live (city), or exact personal dates (account creation, age).
 */
const STORED_USER_PROPERTIES = [
  'campus',
  'course',
  'startDate',
  'international',
  'entranceQualification',
  'germanLevel',
  'consent',
] as const satisfies readonly (keyof AnalyticsUserProperties)[];

export function storedUserProperties(properties: AnalyticsUserProperties | undefined) {
  if (!properties) return null;
  const kept = Object.fromEntries(
    STORED_USER_PROPERTIES.filter((key) => properties[key] !== undefined).map((key) => [
      key,
      properties[key],
    ]),
  );
  return Object.keys(kept).length ? kept : null;
}

/** The browser's clock decides the day of an event only within the day before its receipt. */
function occurredAt(time: string, receivedAt: Date): Date {
  const stated = new Date(time).getTime();
  return new Date(Math.min(Math.max(stated, receivedAt.getTime() - DAY_MS), receivedAt.getTime()));
}

export interface AnalyticsContext {
  db: Database;
  config: Pick<AppConfig, 'analyticsForwarding'>;
  log: FastifyBaseLogger;
}

/** Answers how many events were kept (stored as new, or taken by the service). */
export async function recordEvents(
  context: AnalyticsContext,
  principal: OptionalPrincipal | null,
  batch: AnalyticsEventBatch,
): Promise<number> {
  let userProperties = batch.userProperties;
  if (principal) {
    const consents = await findStoredConsents(context.db, principal);
    // Defence in depth: the browser sends nothing without consent; a stored refusal wins over any browser.
    if (consents.get('amplitude') === 'opt_out') return 0;
    if (consents.get('user_research') === 'opt_out') userProperties = undefined;
  }
  const receivedAt = new Date();
  const timeOf = (event: { time: string }) => occurredAt(event.time, receivedAt);

  const target = context.config.analyticsForwarding;
  if (target) {
    const events = toAmplitudeEvents({ ...batch, userProperties }, timeOf);
    return (await forwardToAnalyticsService(target, events, context.log)) ? events.length : 0;
  }

  const kept = storedUserProperties(userProperties);
  return insertAnalyticsEvents(
    context.db,
    batch.events.map((event) => ({
      insertId: event.insertId,
      name: event.name,
      visitorId: batch.visitorId,
      experimentVariant:
        'experiment_variant' in event.properties ? event.properties.experiment_variant : null,
      properties: event.properties,
      userProperties: kept,
      occurredAt: timeOf(event),
    })),
  );
}

export async function recordAssignments(db: Database, assignments: ExperimentAssignment[]): Promise<number> {
  // The same campaign twice in one call counts once.
  const unique = new Map(assignments.map((a) => [`${a.campaignId}\u0000${a.visitorId}`, a]));
  return insertExperimentAssignments(db, [...unique.values()]);
}

/** The first instant of a German calendar day (`YYYY-MM-DD`). */
export function startOfGermanDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return startOfNextGermanDay(new Date(Date.UTC(year, month - 1, day - 1, 12)));
}

function shiftDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** The period asked for: default the last 30 days up to today; at most a year, never backwards. */
export function funnelPeriod(query: OnboardingFunnelQuery, now = new Date()) {
  const to = query.to ?? todayInGermany(now);
  const from = query.from ?? shiftDays(to, -(FUNNEL_LIMITS.defaultDays - 1));
  const days = daysBetween(from, to);
  if (days < 1 || days > FUNNEL_LIMITS.maxDays) throw new AppError(ErrorCode.ANALYTICS_PERIOD_INVALID);
  return { from, to, start: startOfGermanDay(from), end: startOfGermanDay(shiftDays(to, 1)) };
}

function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

export async function onboardingFunnel(
  db: Database,
  query: OnboardingFunnelQuery,
): Promise<OnboardingFunnel> {
  const period = funnelPeriod(query);
  const names = ONBOARDING_FUNNEL_STEPS.flatMap((step) =>
    step.saved ? [step.viewed, step.saved] : [step.viewed],
  );
  const counts = await countVisitorsPerEventAndVariant(db, names, period.start, period.end);
  const count = (name: string, variant: string) =>
    counts.find((row) => row.name === name && row.variant === variant)?.visitors ?? 0;

  return {
    from: period.from,
    to: period.to,
    variants: OnboardingVariant.options.map((variant) => ({
      variant,
      steps: ONBOARDING_FUNNEL_STEPS.map(({ step, viewed, saved }) => {
        const viewedCount = count(viewed, variant);
        const savedCount = saved ? count(saved, variant) : null;
        const conversion = savedCount === null ? null : share(savedCount, viewedCount);
        return {
          step,
          viewed: viewedCount,
          saved: savedCount,
          conversion,
          dropOff: conversion === null ? null : Math.round((1 - conversion) * 10_000) / 10_000,
        };
      }),
    })),
  };
}
