/**
 * The recommendation queries on PostgreSQL (decision 139), run with tsx by `bench.mjs` after
 * `recommendations-data.ts` filled the database: the engine's own services (related, filtered, the company's reco
 * tab, the applicant search) are called one after another for different applicants and openings; printed are
 * p50/p95 of a single call and, for every statement the first call sent, `EXPLAIN (ANALYZE, BUFFERS)` with the
 * indexes the plan uses. A sequential scan of a large table would show here.
 *
 *   node --import tsx scripts/bench/recommendations-explain.ts <database url> [--plans]
 */
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  listFilteredOpenings,
  listRecommendedApplicants,
  listRelatedOpenings,
  searchApplicants,
} from '../../apps/api/src/matching/recommendations.service';

const [databaseUrl, ...flags] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: recommendations-explain.ts <database url> [--plans]');
const printPlans = flags.includes('--plans');
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_P95_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const applicants = (
    await admin.query(`select a.id from accounts a join sessions s on s.principal_id = a.id
      where a.role = 'applicant' and a.email like 'bench-reco-%'
        -- Applicants with German B2 living near their campus (every tenth has B1, every seventh lives anywhere
        -- in Germany: they are recommended little or nothing).
        and (a.language_skills -> 0 ->> 'level')::int >= 4 and (a.metadata ->> 'benchIndex')::int % 7 <> 0
      order by a.email limit ${RUNS + 1}`)
  ).rows.map((row) => row.id as string);
  const openings = (
    await admin.query(`select distinct on (o.company_id) o.company_id, o.id from job_openings o
      join companies c on c.id = o.company_id and c.name like 'Bench Partner %'
      where o.status in ('open', 'openWithActiveMatches') and o.work_model <> 'remote'
      order by o.company_id, o.id limit ${RUNS + 1}`)
  ).rows.map((row) => ({ companyId: row.company_id as string, id: row.id as string }));

  const database = await openDatabase({ databaseUrl, dataDir: null });
  let recording: { query: string; params: unknown[] }[] | null = null;
  database.observeQueries((query, params) => recording?.push({ query, params }));
  const db = database.db;

  async function operation(name: string, call: (run: number) => Promise<{ total: number }>) {
    recording = [];
    const first = await call(0);
    const statements = recording;
    recording = null;
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      await call(run);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `  ${name.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms` +
        `  ${p95 <= TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms target (first call: ${first.total} in all)`,
    );
    for (const statement of statements) {
      const plan = (
        await admin.query(`explain (analyze, buffers) ${statement.query}`, statement.params)
      ).rows.map((row) => row['QUERY PLAN'] as string);
      const indexes = [
        ...new Set(
          plan.flatMap((line) =>
            [...line.matchAll(/(?: using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]),
          ),
        ),
      ];
      const scans = [
        ...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))),
      ];
      const time = plan.find((line) => line.startsWith('Execution Time'));
      const table = statement.query.match(/ from "(\w+)"/)?.[1] ?? '?';
      console.log(
        `      select from ${table.padEnd(18)} ${time ?? ''}; indexes: ${indexes.join(', ') || 'none'}` +
          (scans.length ? `; sequential scans: ${scans.join(', ')}` : ''),
      );
      if (printPlans) for (const line of plan) console.log(`        ${line}`);
    }
  }

  await operation('applicant: related', (run) => listRelatedOpenings(db, applicants[run]!, 1));
  await operation('applicant: filtered, no filter', (run) =>
    listFilteredOpenings(db, applicants[run]!, { page: 1 }),
  );
  await operation('applicant: filtered, page 3', (run) =>
    listFilteredOpenings(db, applicants[run]!, { page: 3 }),
  );
  await operation('company: reco tab', (run) =>
    listRecommendedApplicants(db, openings[run]!.companyId, openings[run]!.id, 1),
  );
  await operation('company: applicant search (10 km, grade 2.5)', (run) =>
    searchApplicants(db, openings[run]!.companyId, openings[run]!.id, {
      page: 1,
      maxDistanceKm: 10,
      maxGradeAverage: 2.5,
    }),
  );
  await database.close();
  await admin.end();
}

await main();
