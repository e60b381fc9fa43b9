import { randomUUID } from 'node:crypto';
import * as s from '../schema/index';
import type { ApplicantSide } from './applicants.insert';
import type { Catalogue } from './catalogue.insert';
import type { Companies } from './companies.insert';
import { JOB_OPENINGS, MATCH_COMMENTS, MATCHES } from './matching.data';
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
      MATCHES.map(({ job: key, applicant, ...match }) => ({
        ...match,
        jobOpeningId: job(key).id,
        accountId: people.applicant(applicant).id,
      })),
    )
    .returning();
  const match = keyBy(matchRows, (m) => `${m.jobOpeningId}/${m.accountId}`);
  await tx.insert(s.matchComments).values(
    MATCH_COMMENTS.map(({ job: key, applicant, author, text }) => ({
      matchId: match(`${job(key).id}/${people.applicant(applicant).id}`).id,
      authorCompanyUserId: companies.user(author).id,
      text,
    })),
  );
  return { job };
}

export type Matching = Awaited<ReturnType<typeof seedMatching>>;
