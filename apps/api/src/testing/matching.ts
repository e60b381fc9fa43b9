/**
 * Matching fixtures for the API tests: a company with the people who handle openings, a published opening and
 * transitions applied through `applyMatchEvent` (the one way a match changes, decision 138).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationStatus, MatchEvent } from '@portal/contracts';
import { jobOpenings, matches, matchEvents, notifications } from '../db/schema/index';
import type { MatchChanges } from '../matching/match-transitions.repository';
import { applyMatchEvent, type MatchActorRef } from '../matching/match-transitions.service';
import type { testPeople, TestApplicant, TestCompanyOwner } from './people';
import type { TestApp } from './test-app';

export interface MatchingCompany {
  owner: TestCompanyOwner;
  /** Holds `edit job openings`: handles matches, but is not the opening's creator. */
  editor: TestCompanyOwner;
  /** Holds only `request contracts`: never told of matches. */
  viewer: TestCompanyOwner;
}

export async function matchingCompany(
  people: ReturnType<typeof testPeople>,
  companyName?: string,
): Promise<MatchingCompany> {
  const owner = await people.companyOwner(companyName ? { companyName } : {});
  const editor = await people.companyEmployee(owner.companyId, {
    permissions: ['edit job openings'],
    firstName: 'Erik',
    lastName: 'Editor',
  });
  const viewer = await people.companyEmployee(owner.companyId, { permissions: ['request contracts'] });
  return { owner, editor, viewer };
}

/** A published, open opening of the company, created by `createdBy`. */
export async function publishedOpening(
  t: TestApp,
  companyId: string,
  options: { title?: string; createdBy?: string | null; requiredCount?: number } = {},
): Promise<string> {
  const [row] = await t.app.db
    .insert(jobOpenings)
    .values({
      companyId,
      title: options.title ?? 'Duales Studium Informatik (m/w/d)',
      status: 'open',
      publishedAt: new Date(),
      requiredCount: options.requiredCount ?? 1,
      openPositions: options.requiredCount ?? 1,
      createdBy: options.createdBy ?? null,
      startDate: '2027-10-01',
      placeOfTraining: 'Berlin',
    })
    .returning({ id: jobOpenings.id });
  return row!.id;
}

export function matchActions(t: TestApp, jobOpeningId: string, company: { companyUserId: string }) {
  const actorOf = (side: MatchActorRef['side'], applicant: TestApplicant): MatchActorRef =>
    side === 'company'
      ? { side, companyUserId: company.companyUserId }
      : side === 'system'
        ? { side }
        : { side, accountId: applicant.accountId };
  return async function apply(
    applicant: TestApplicant,
    event: MatchEvent,
    side: MatchActorRef['side'],
    changes?: MatchChanges,
  ) {
    return t.app.db.transaction((tx) =>
      applyMatchEvent(
        tx,
        { publicUrl: t.baseUrl },
        { jobOpeningId, accountId: applicant.accountId, event, actor: actorOf(side, applicant), changes },
      ),
    );
  };
}

/** The in-portal notifications of a recipient about matches, oldest first. */
export async function matchNotificationsOf(t: TestApp, recipientId: string) {
  return t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(asc(notifications.createdAt));
}

export async function matchOf(t: TestApp, jobOpeningId: string, accountId: string) {
  const [row] = await t.app.db
    .select()
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  return row!;
}

export async function historyOf(t: TestApp, matchId: string) {
  return t.app.db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.createdAt));
}

/** Sets the match's last status change `days` days back (the sweep's clock). */
export async function silentFor(t: TestApp, matchId: string, days: number, status?: ApplicationStatus) {
  await t.app.db
    .update(matches)
    .set({ statusChangedAt: new Date(Date.now() - days * 86_400_000), ...(status ? { status } : {}) })
    .where(eq(matches.id, matchId));
}
