/**
 * Part 2 of `npm run bench` (decision 083), run with tsx by `bench.mjs`: a PostgreSQL database the portal migrated
 * gets 100,000 applicants with units, applications, documents, messages and audit history, plus job openings
 * (bulk `generate_series` inserts). Then the real services and repositories of the portal run against it, one
 * call after another: the advisor's applicant list (first page; a filtered page), the applicant detail, the
 * job-opening search and the sweep's search for accounts awaiting assignment. Printed per operation: p50/p95 of
 * the whole call, and for each statement it sent the indexes its plan uses and any sequential scan (`EXPLAIN`):
 * sequential scans are only expected on tables of a few rows (advisors, consents of one applicant).
 *
 *   node --import tsx scripts/bench/applicants-100k.ts <database url>
 */
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { listApplicantsOfAdvisor } from '../../apps/api/src/features/advisor/advisor-applicant-list.service';
import { getApplicantDetail } from '../../apps/api/src/features/advisor/advisor-applicant-detail.service';
import { listOpenJobOpenings } from '../../apps/api/src/features/advisor/advisor-suggestions.repository';
import { listAccountsAwaitingAssignment } from '../../apps/api/src/features/unit/unit-assignment.repository';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const ADVISORS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_P95_MS = 50;

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: applicants-100k.ts <database url>');

/** The data set; every statement one bulk insert. */
const SEED = [
  `insert into campuses (name, city, street, postal_code, phone, email)
   select 'Bench Campus ' || g, (array['Stuttgart','Berlin','Hamburg','Köln','München'])[g], 'Weg ' || g, '7000' || g,
     '+49 711 ' || g, 'campus' || g || '@bench.example' from generate_series(1, 5) g`,
  `insert into courses (name, study_model, units) select 'Bench Studiengang ' || g, 'DS', array['ds']
   from generate_series(1, 20) g`,
  `insert into intakes (date, label) values ('2027-10-01', 'Oktober 2027')`,
  `insert into accounts (role, email, email_verified, first_name, last_name)
   select 'advisor', 'bench-advisor-' || g || '@bench.example', true, 'Beraterin', 'Nummer ' || g
   from generate_series(1, ${ADVISORS}) g`,
  `insert into advisors (account_id, name, email, campus_id)
   select a.id, a.first_name || ' ' || a.last_name, a.email,
     (select id from campuses where name = 'Bench Campus ' || (1 + abs(hashtext(a.email)) % 5))
   from accounts a where a.email like 'bench-advisor-%'`,
  // 95 % finished onboarding and have a unit; 5 % applied and never finished (their applications wait).
  `insert into accounts (role, email, email_verified, first_name, last_name, info_session_attended,
     info_session_attended_at, metadata, created_at)
   select 'applicant', 'bench-applicant-' || g || '@bench.example', true,
     (array['Lena','Mia','Paul','Jonas','Sophie','Ali','Elif','Noah'])[1 + g % 8], 'Nachname' || g,
     g % 7 = 0, case when g % 7 = 0 then now() - (g % 90) * interval '1 day' end,
     jsonb_build_object('onboardingDone', g % 20 <> 0), now() - (g % 365) * interval '1 day'
   from generate_series(1, ${APPLICANTS}) g`,
  `create temporary table bench_applicants as
   select a.id, (row_number() over (order by a.email))::int as n, (a.metadata ->> 'onboardingDone')::boolean as onboarded
   from accounts a where a.email like 'bench-applicant-%'`,
  `create temporary table bench_advisors as
   select id, (row_number() over (order by email))::int - 1 as n from advisors where email like 'bench-advisor-%'`,
  `insert into units (account_id, unit, is_primary, stage, advisor_id, created_at)
   select b.id, 'ds', true,
     (array['Documents Pending','Info Session','Advisory Interview','Examined Application','Ready to match'])[1 + b.n % 5],
     (select id from bench_advisors where n = b.n % ${ADVISORS}), now() - (b.n % 300) * interval '1 day'
   from bench_applicants b where b.onboarded`,
  `insert into study_applications (email, first_name, last_name, account_id, unit_id, campus_id, course_id,
     intake_id, unit, is_primary, status)
   select 'bench-applicant-' || b.n || '@bench.example', 'Bench', 'Applicant', b.id, u.id,
     (select id from campuses where name = 'Bench Campus ' || (1 + b.n % 5)),
     (select id from courses where name = 'Bench Studiengang ' || (1 + b.n % 20)),
     (select id from intakes where label = 'Oktober 2027'), 'ds', u.id is not null,
     case when u.id is null then 'submitted' else 'active' end
   from bench_applicants b left join units u on u.account_id = b.id`,
  `insert into documents (account_id, category, type, name, storage_key, mime_type, size_bytes, sha256,
     review_status, created_at)
   select b.id, (array['CV','Certificate','Picture'])[d], (array['CV','Certificate','Picture'])[d], 'datei-' || d || '.pdf',
     md5(b.id::text || d), 'application/pdf', 100000, md5(b.id::text || d) || md5(d::text),
     case when (b.n + d) % 10 = 0 then 'pending' else 'accepted' end, now() - ((b.n + d) % 200) * interval '1 day'
   from bench_applicants b cross join generate_series(1, 3) d`,
  `insert into advisor_messages (account_id, sender_role, sender_account_id, text, created_at)
   select b.id, case when m = 1 then 'applicant' else 'study_advisor' end, b.id, 'Nachricht ' || m,
     now() - (10 - m) * interval '1 day' - (b.n % 50) * interval '1 day'
   from bench_applicants b cross join generate_series(1, 2) m where b.n % 4 = 0`,
  `insert into audit_log (actor_type, action, target_type, target_id, details, created_at)
   select 'system', (array['unit.created','application.attached','document.reviewed','unit.stage_changed','account.info_session_confirmed'])[e],
     case when e = 5 then 'account' else 'unit' end, case when e = 5 then b.id else u.id end,
     jsonb_build_object('accountId', b.id), now() - (b.n % 300 + e) * interval '1 day'
   from bench_applicants b join units u on u.account_id = b.id cross join generate_series(1, 5) e`,
  `insert into companies (name) select 'Bench Firma ' || g || (array[' GmbH',' AG',' KG'])[1 + g % 3]
   from generate_series(1, 500) g`,
  `insert into job_openings (company_id, title, course_id, campus_id, start_date, status, place_of_training)
   select c.id, (array['Softwareentwicklung','Maschinenbau','Betriebswirtschaft','Elektrotechnik','Pflege'])[1 + j % 5]
       || ' dual ' || j, (select id from courses where name = 'Bench Studiengang ' || (1 + j % 20)),
     (select id from campuses where name = 'Bench Campus ' || (1 + j % 5)), '2027-10-01',
     (array['open','openWithActiveMatches','staffed','closed'])[1 + j % 4], 'Ort ' || (j % 300)
   from generate_series(1, 5000) j join companies c on c.name like 'Bench Firma ' || (1 + j % 500) || ' %'`,
  // A database in use is vacuumed by autovacuum; a freshly loaded one is not yet.
  'vacuum analyze',
];

interface Statement {
  query: string;
  params: unknown[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const seedStarted = performance.now();
  for (const statement of SEED) await admin.query(statement);
  const counts = (
    await admin.query(`select
      (select count(*) from accounts where email like 'bench-applicant-%')::int as applicants,
      (select count(*) from units)::int as units, (select count(*) from documents)::int as documents,
      (select count(*) from audit_log)::int as audit, (select count(*) from job_openings)::int as openings`)
  ).rows[0];
  console.log(
    `\n100,000 applicants (PostgreSQL): ${counts.applicants} applicants, ${counts.units} units, ` +
      `${counts.documents} documents, ${counts.audit} audit entries, ${counts.openings} job openings; ` +
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s. ${RUNS} calls each, one at a time:`,
  );

  const [advisor] = (
    await admin.query(`select a.id as account, p.id as profile from advisors p join accounts a on a.id = p.account_id
      where p.email = 'bench-advisor-7@bench.example'`)
  ).rows;
  const applicants = (
    await admin.query(
      `select account_id from units where advisor_id = $1 order by created_at limit ${RUNS}`,
      [advisor.profile],
    )
  ).rows.map((row) => row.account_id as string);

  const database = await openDatabase({ databaseUrl, dataDir: null });
  let recording: Statement[] | null = null;
  // The statements of the first call of each operation, for their plans.
  database.observeQueries((query, params) => recording?.push({ query, params }));

  async function operation(name: string, call: (run: number) => Promise<unknown>) {
    recording = [];
    await call(0);
    const statements = recording;
    recording = null;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await call(run);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms` +
        `  ${p95 <= TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms target`,
    );
    for (const statement of statements) {
      const plan = (await admin.query(`explain ${statement.query}`, statement.params)).rows.map(
        (row) => row['QUERY PLAN'] as string,
      );
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
      const kind = statement.query.trim().split(/\s+/)[0]!.toLowerCase();
      console.log(
        `      ${kind.padEnd(6)} indexes: ${indexes.join(', ') || 'none'}` +
          (scans.length ? `; sequential scans: ${scans.join(', ')}` : ''),
      );
    }
  }

  await operation('advisor list, first page', () =>
    listApplicantsOfAdvisor(database.db, advisor.account, { page: 1, limit: 25 }),
  );
  await operation('advisor list, filtered (stage, waiting), page 2', () =>
    listApplicantsOfAdvisor(database.db, advisor.account, {
      page: 2,
      limit: 25,
      stage: 'Info Session',
      waiting: true,
    }),
  );
  await operation('advisor list, searched ("nachname12")', () =>
    listApplicantsOfAdvisor(database.db, advisor.account, { page: 1, limit: 25, search: 'nachname12' }),
  );
  await operation('advisor applicant detail (with audit trail)', (run) =>
    getApplicantDetail(database.db, advisor.account, applicants[run % applicants.length]!),
  );
  await operation('advisor job-opening search ("dual 123")', () =>
    listOpenJobOpenings(database.db, 'dual 123'),
  );
  await operation('unit-assignment sweep: accounts awaiting', () =>
    listAccountsAwaitingAssignment(database.db, 100),
  );
  await database.close();
  await admin.end();
}

await main();
