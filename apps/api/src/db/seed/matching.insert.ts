import { randomUUID } from 'node:crypto';
import { MATCH_INITIAL_STATUS, matchTransition, type ApplicationStatus } from '@portal/contracts';
import * as s from '../schema/index';
import type { ApplicantSide } from './applicants.insert';
import type { Catalogue } from './catalogue.insert';
import type { Companies } from './companies.insert';
import { JOB_OPENINGS, MATCH_COMMENTS, MATCHES, type SeedMatchStep } from './matching.data';
import { daysFromNow, keyBy, type Tx } from './seed-helpers';

export async function seedMatching(
  tx: Tx,
  catalogue: Catalogue,
  companies: Companies,
  people: ApplicantSide,
) {
  // Ids are chosen here so the seed keys map to rows without relying on the order of RETURNING.
  const jobs = JOB_OPENINGS.map((job) => ({ ...job, id: randomUUID() }));
  const job = keyBy(jobs, (j) => j.key);
  await tx.insert(s.jobOpenings).values(
    jobs.map(({ key: _key, company, course, campus, createdBy, publishedDaysAgo, ...fields }) => ({
      ...fields,
      companyId: companies.company(company).id,
      courseId: catalogue.course(course).id,
      campusId: catalogue.campus(campus).id,
      createdBy: companies.user(createdBy).id,
      publishedAt: publishedDaysAgo === undefined ? null : daysFromNow(-publishedDaysAgo),
      // Written a few days before it went out.
      ...(publishedDaysAgo === undefined ? {} : { createdAt: daysFromNow(-publishedDaysAgo - 4) }),
    })),
  );

  const matchRows = await tx
    .insert(s.matches)
    .values(
      MATCHES.map(({ job: key, applicant, history, ...match }) => ({
        ...match,
        jobOpeningId: job(key).id,
        accountId: people.applicant(applicant).id,
        createdAt: stepTime(history[0]!),
        statusChangedAt: stepTime(history.at(-1)!),
      })),
    )
    .returning();
  const match = keyBy(matchRows, (m) => `${m.jobOpeningId}/${m.accountId}`);
  // The history of each match (decision 140), its statuses replayed through the state machine.
  await tx.insert(s.matchEvents).values(
    MATCHES.flatMap(({ job: key, applicant, history, status }) => {
      const accountId = people.applicant(applicant).id;
      const matchId = match(`${job(key).id}/${accountId}`).id;
      let from: ApplicationStatus | null = null;
      const rows = history.map((step) => {
        const target = matchTransition(from ?? MATCH_INITIAL_STATUS, step.event);
        if (!target) throw new Error(`seed: ${step.event} is not allowed after ${from ?? 'no match'}`);
        const row = {
          matchId,
          event: step.event,
          fromStatus: from,
          toStatus: target.to,
          ...actorOf(step, accountId, companies.user(job(key).createdBy).id),
          createdAt: stepTime(step),
        };
        from = target.to;
        return row;
      });
      if (from !== status)
        throw new Error(`seed: the history of ${key}/${applicant} ends in ${from}, not ${status}`);
      return rows;
    }),
  );

  function actorOf(step: SeedMatchStep, accountId: string, companyUserId: string) {
    if (step.by === 'applicant') return { actorType: 'account' as const, actorId: accountId };
    if (step.by === 'company') return { actorType: 'company_user' as const, actorId: companyUserId };
    if (step.by === 'system') return { actorType: 'system' as const, actorId: null };
    return { actorType: 'account' as const, actorId: people.advisorAccount(step.by.advisor).id };
  }
  await tx.insert(s.matchComments).values(
    MATCH_COMMENTS.map(({ job: key, applicant, author, text }) => ({
      matchId: match(`${job(key).id}/${people.applicant(applicant).id}`).id,
      authorCompanyUserId: companies.user(author).id,
      text,
    })),
  );
  return { job };
}

const stepTime = (step: SeedMatchStep) => daysFromNow(-step.daysAgo, step.hour);

export type Matching = Awaited<ReturnType<typeof seedMatching>>;
