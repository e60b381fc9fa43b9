/**
 * The logo of an opening's company as applicants see it (decisions 111, 171): the company's chosen picture while
 * that still exists as a JPEG or PNG picture of the company. Every applicant card and detail reads it from here.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, documents, jobOpenings } from '../db/schema/index';

/** Join condition of `documents` to `companies` for the logo picture. */
export const logoJoin = and(
  sql`${documents.id}::text = ${companies.logoPath}`,
  eq(documents.companyId, companies.id),
  eq(documents.category, 'Picture'),
  inArray(documents.mimeType, ['image/jpeg', 'image/png']),
);

/** Which of the openings have a company logo: one indexed query for a page of cards. */
export async function listOpeningsWithLogo(
  db: Database,
  jobOpeningIds: readonly string[],
): Promise<string[]> {
  if (!jobOpeningIds.length) return [];
  const rows = await db
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .innerJoin(documents, logoJoin)
    .where(inArray(jobOpenings.id, [...jobOpeningIds]));
  return rows.map((row) => row.id);
}
