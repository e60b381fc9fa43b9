/**
 * The recommendation benchmark's data (decisions 083, 139), run with tsx by `bench.mjs` while no server owns the
 * database: the university's catalogue (the seed's campuses, courses and intakes), 2,000 companies with an owner
 * each, 20,000 job openings, 100,000 applicants (units at every stage, about half of them ready; study
 * applications; postal codes drawn from the shipped set, most within 35 km of their campus) and 500,000 matches,
 * all with bulk `generate_series` inserts. Sessions for 10,000 applicants and every company owner; the requests
 * of the load (which token asks for what) are written as JSON to `<out file>`.
 *
 * On PostgreSQL it then runs the engine's own calls (the portal's services) and prints `EXPLAIN (ANALYZE, BUFFERS)`
 * of every statement they send, with the indexes used.
 *
 *   node --import tsx scripts/bench/recommendations-data.ts <postgres|pglite> <url or directory> <out file> [scale]
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CAMPUSES, COURSES, intakesToSeed } from '../../apps/api/src/db/seed/catalogue.data';

const [engine, location, outFile, scaleText] = process.argv.slice(2);
if (!engine || !location || !outFile) {
  throw new Error('usage: recommendations-data.ts <postgres|pglite> <url or directory> <out file> [scale]');
}
/** 1: the full data set; the quick run passes a fraction. */
const scale = Number(scaleText ?? 1);
export const SIZES = {
  openings: Math.round(20_000 * scale),
  applicants: Math.round(100_000 * scale),
  matchesPerApplicant: 5,
  companies: Math.round(2_000 * scale),
  applicantSessions: Math.round(10_000 * scale),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc SQL of two drivers
type Query = (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;

const STAGES = [
  'New Application',
  'New Application',
  'Onboarding',
  'Documents Pending',
  'Documents Pending',
  'Info Session',
  'Advisory Interview',
  'Advisory Interview',
  'Examined Application',
  'Examined Application',
  'Ready to match',
  'Ready to match',
  'Ready to match',
  'Ready to match',
  'In Matching',
  'In Matching',
  'In Matching',
  'Contract Proposal',
  'Won',
  'Lost',
];
const MATCH_STATES: [string, string, string | null][] = [
  ...Array.from({ length: 8 }, (): [string, string, string | null] => [
    'awaiting_partner_interest',
    'applicant',
    null,
  ]),
  ['awaiting_applicant_interest', 'company', null],
  ['awaiting_applicant_interest', 'company', null],
  ['awaiting_applicant_interest', 'company', null],
  ['awaiting_interview_schedule', 'applicant', null],
  ['awaiting_interview_schedule', 'company', null],
  ['interview_scheduled', 'applicant', null],
  ['trial_day_scheduled', 'company', null],
  ['awaiting_applicant_confirmation', 'applicant', null],
  ['cancelled', 'applicant', 'rejected_by_company'],
  ['cancelled', 'company', 'rejected_by_applicant'],
  ['cancelled', 'applicant', 'job_opening_closed'],
  ['awaiting_any_interest', 'study_advisor', null],
];
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: string[]) => `array[${values.map(sqlText).join(', ')}]`;

async function seed(query: Query, secret: string) {
  const { openings, applicants, companies, applicantSessions } = SIZES;
  const combos = COURSES.length * 4;
  const perCombo = Math.floor(openings / combos);
  const intakes = intakesToSeed().slice(0, 4);
  const statements = [
    // The catalogue of the seed.
    // The catalogue of the seed (other parts of the benchmark may have added their own intakes before).
    `insert into campuses (name, city, street, postal_code, phone, email)
     values ${CAMPUSES.map((c) => `(${[c.name, c.city, c.street, c.postalCode, c.phone, c.email].map(sqlText).join(', ')})`).join(', ')}`,
    `insert into courses (name, study_model, units)
     values ${COURSES.map((c) => `(${sqlText(c.name)}, ${sqlText(c.studyModel)}, ${sqlArray(c.units as string[])})`).join(', ')}`,
    `insert into intakes (date, label) values ${intakes.map((i) => `(${sqlText(i.date)}, ${sqlText(i.label)})`).join(', ')}
     on conflict (date) do nothing`,
    `insert into course_campuses (course_id, campus_id)
     select co.id, ca.id from courses co join campuses ca on ca.name = any(${sqlArray(CAMPUSES.map((c) => c.name))})
       and ca.city = any(case co.name
       ${COURSES.map((c) => `when ${sqlText(c.name)} then ${sqlArray(c.campuses)}`).join(' ')} end)`,
    // Numbered helpers: campuses with their point and the postal codes within about 35 km of each.
    `create temporary table bench_campus as
     select (row_number() over (order by c.name))::int - 1 as n, c.id, p.latitude, p.longitude
     from campuses c join postal_code_locations p on p.postal_code = c.postal_code
     where c.name = any(${sqlArray(CAMPUSES.map((c) => c.name))})`,
    `create temporary table bench_plz as
     select c.n as campus_n, (row_number() over (partition by c.n order by p.postal_code))::int - 1 as k, p.postal_code
     from bench_campus c join postal_code_locations p
       on p.latitude between c.latitude - 0.31 and c.latitude + 0.31
      and p.longitude between c.longitude - 0.5 and c.longitude + 0.5`,
    `create temporary table bench_plz_all as
     select (row_number() over (order by postal_code))::int - 1 as k, postal_code from postal_code_locations`,
    `create temporary table bench_campus_plz as select campus_n, count(*)::int as plz_count from bench_plz group by campus_n`,
    `create temporary table bench_course as
     select (row_number() over (order by co.name))::int - 1 as n, co.id,
       (select count(*)::int from course_campuses cc where cc.course_id = co.id) as campus_count
     from courses co where co.name = any(${sqlArray(COURSES.map((c) => c.name))})`,
    `create temporary table bench_course_campus as
     select bc.n as course_n, (row_number() over (partition by bc.n order by c.n))::int - 1 as k, c.n as campus_n, c.id as campus_id
     from bench_course bc join course_campuses cc on cc.course_id = bc.id join bench_campus c on c.id = cc.campus_id`,
    `create temporary table bench_intake as
     select (row_number() over (order by date))::int - 1 as n, id, date from intakes
     where date = any(${sqlArray(intakes.map((i) => i.date))}::date[])`,
    // Companies, each with its owner (and the owner's session).
    `create temporary table bench_company as
     select g as n, gen_random_uuid() as id, gen_random_uuid() as owner_id from generate_series(0, ${companies - 1}) g`,
    `insert into companies (id, name, city) select id, 'Bench Partner ' || n || ' GmbH', 'Hamburg' from bench_company`,
    `insert into company_users (id, email, first_name, last_name)
     select owner_id, 'bench-owner-' || n || '@bench.example', 'Inhaberin', 'Nummer ' || n from bench_company`,
    `insert into company_memberships (company_id, company_user_id, is_owner, permissions, is_default)
     select id, owner_id, true, '{}', true from bench_company`,
    // The openings: course and start date cycle through the 24 combinations, the place is near a campus of the course.
    `create temporary table bench_opening as
     select j as n, gen_random_uuid() as id, j % ${companies} as company_n, (j % ${combos}) % ${COURSES.length} as course_n,
       (j % ${combos}) / ${COURSES.length} as intake_n,
       (array['open','open','open','open','open','open','open','open','open','open','open','open','open','open',
         'openWithActiveMatches','openWithActiveMatches','openWithActiveMatches','staffed','staffed','closed'])[1 + j % 20] as status
     from generate_series(0, ${openings - 1}) j`,
    `insert into job_openings (id, company_id, title, course_id, campus_id, start_date, open_positions, required_count,
       skills, tasks, place_of_training, place_of_training_postal_code, required_languages, max_grade_average,
       driving_license_required, work_model, study_model, status, published_at, closed_at)
     select o.id, co.id,
       (array['Softwareentwicklung','Vertrieb','Logistik','Personal','Controlling','Marketing'])[1 + o.n % 6] || ' (dual) ' || o.n,
       bc.id, bcc.campus_id, bi.date, case when o.status = 'staffed' then 0 else 1 + o.n % 3 end, 1 + o.n % 3,
       array['Teamarbeit','Excel'], 'Mitarbeit im Team', 'Standort ' || bp.postal_code, bp.postal_code,
       case when o.n % 4 = 0 then '[{"code":"en","level":4}]'::jsonb else '[]'::jsonb end,
       case when o.n % 3 = 0 then 3.0 end, o.n % 10 = 0,
       case when o.n % 20 = 0 then 'remote' when o.n % 5 = 1 then 'hybrid' else 'onsite' end, 'DS', o.status,
       now() - (o.n % 60) * interval '1 day', case when o.status = 'closed' then now() end
     from bench_opening o
     join bench_company co on co.n = o.company_n
     join bench_course bc on bc.n = o.course_n
     join bench_intake bi on bi.n = o.intake_n
     join bench_course_campus bcc on bcc.course_n = o.course_n and bcc.k = (o.n / ${combos}) % bc.campus_count
     join bench_campus_plz cp on cp.campus_n = bcc.campus_n
     join bench_plz bp on bp.campus_n = bcc.campus_n and bp.k = (o.n * 7) % cp.plz_count`,
    // The applicants: same combinations, a campus of the course, most living near it.
    `create temporary table bench_applicant as
     select g as n, gen_random_uuid() as id, gen_random_uuid() as unit_id, (g % ${combos}) % ${COURSES.length} as course_n,
       (g % ${combos}) / ${COURSES.length} as intake_n
     from generate_series(0, ${applicants - 1}) g`,
    `alter table bench_applicant add column campus_n int, add column campus_id uuid, add column postal_code text`,
    `update bench_applicant a set campus_n = bcc.campus_n, campus_id = bcc.campus_id
     from bench_course bc, bench_course_campus bcc
     where bc.n = a.course_n and bcc.course_n = a.course_n and bcc.k = (a.n / ${combos}) % bc.campus_count`,
    `update bench_applicant a set postal_code = bp.postal_code
     from bench_campus_plz cp, bench_plz bp
     where a.n % 7 <> 0 and cp.campus_n = a.campus_n and bp.campus_n = a.campus_n and bp.k = (a.n * 13) % cp.plz_count`,
    `update bench_applicant a set postal_code = p.postal_code
     from bench_plz_all p where a.n % 7 = 0 and p.k = (a.n * 17) % (select count(*) from bench_plz_all)`,
    `insert into accounts (id, role, email, email_verified, first_name, last_name, phone, shipping_street,
       shipping_postal_code, shipping_city, shipping_country, language_skills, grade_average, practice_partner_max_distance,
       driving_license_exists, preferred_work_models, metadata)
     select a.id, 'applicant', 'bench-reco-' || a.n || '@bench.example', true,
       (array['Lena','Mia','Paul','Jonas','Sophie','Ali','Elif','Noah'])[1 + a.n % 8], 'Bewerber' || a.n,
       '+49 151 ' || lpad(a.n::text, 7, '0'), 'Weg ' || (a.n % 90 + 1), a.postal_code, 'Ort ' || a.postal_code, 'DE',
       case when a.n % 10 = 0 then '[{"code":"de","level":3}]'::jsonb
         else jsonb_build_array(jsonb_build_object('code', 'de', 'level', 4 + a.n % 4), jsonb_build_object('code', 'en', 'level', 2 + a.n % 5)) end,
       1.0 + (a.n % 30) / 10.0,
       case when a.n % 20 = 0 then null else (array[5, 10, 15, 20])[1 + a.n % 4] end,
       a.n % 3 <> 0,
       case when a.n % 5 = 0 then array['remote','hybrid'] when a.n % 5 = 1 then array['onsite'] else '{}'::text[] end,
       jsonb_build_object('onboardingDone', true, 'benchIndex', a.n)
     from bench_applicant a`,
    // The centre of each applicant's postal code, as the account save sets it (decision 176).
    `update accounts a set postal_code_latitude = p.latitude, postal_code_longitude = p.longitude
     from bench_applicant b, postal_code_locations p where a.id = b.id and p.postal_code = a.shipping_postal_code`,
    `insert into units (id, account_id, unit, is_primary, stage)
     select unit_id, id, 'ds', true, (${sqlArray(STAGES)})[1 + (n / 3) % ${STAGES.length}] from bench_applicant`,
    `insert into study_applications (email, first_name, last_name, account_id, unit_id, campus_id, course_id, intake_id,
       unit, is_primary, status)
     select 'bench-reco-' || a.n || '@bench.example', 'Bench', 'Bewerber' || a.n, a.id, a.unit_id, a.campus_id, bc.id, bi.id,
       'ds', true, 'active'
     from bench_applicant a join bench_course bc on bc.n = a.course_n join bench_intake bi on bi.n = a.intake_n`,
    // Five matches per applicant, with openings of their own course and start date, in every status.
    `insert into matches (job_opening_id, account_id, status, cancellation_reason, source, applicant_interest,
       company_interest, status_changed_at)
     select o.id, a.id, s.status, s.reason, s.source,
       case when s.status in ('awaiting_partner_interest','awaiting_interview_schedule','interview_scheduled',
         'trial_day_scheduled','awaiting_applicant_confirmation') then true end,
       case when s.status in ('awaiting_applicant_interest','awaiting_interview_schedule','interview_scheduled',
         'trial_day_scheduled','awaiting_applicant_confirmation') then true end,
       -- Within the last two days: no reminder or expiry is due, so the portal's sweep (decision 140) leaves them be.
       now() - (g % 48) * interval '1 hour'
     from generate_series(0, ${applicants * SIZES.matchesPerApplicant - 1}) g
     join bench_applicant a on a.n = g % ${applicants}
     join bench_opening o on o.n = (a.n % ${combos}) + ${combos} * (((a.n * 37) + (g / ${applicants}) * 151) % ${perCombo})
     join (select (row_number() over ())::int - 1 as k, * from (values
       ${MATCH_STATES.map(([status, source, reason]) => `(${sqlText(status)}, ${sqlText(source)}, ${reason ? sqlText(reason) : 'null::text'})`).join(', ')}
     ) as v(status, source, reason)) as s on s.k = g % ${MATCH_STATES.length}`,
    // Sessions: the first applicants and every company owner; token = secret.kind.n, hashed by the database.
    `insert into sessions (token_hash, principal_type, principal_id, expires_at, user_agent)
     select encode(sha256(convert_to($1 || '.a.' || n, 'UTF8')), 'hex'), 'account', id, now() + interval '1 day', 'bench'
     from bench_applicant where n < ${applicantSessions}`,
    `insert into sessions (token_hash, principal_type, principal_id, expires_at, user_agent)
     select encode(sha256(convert_to($1 || '.c.' || n, 'UTF8')), 'hex'), 'company_user', owner_id, now() + interval '1 day', 'bench'
     from bench_company`,
  ];
  for (const statement of statements) {
    await query(statement, statement.includes('$1') ? [secret] : []);
  }
  // The requests of the load.
  const companyRequests = (
    await query(`select distinct on (o.company_n) o.company_n as n, co.id as company_id, o.id as job_id
      from bench_opening o join bench_company co on co.n = o.company_n
      where o.status in ('open', 'openWithActiveMatches') order by o.company_n, o.n`)
  ).rows.map((row) => ({
    token: `${secret}.c.${row.n}`,
    path: `/b2b/v1/companies/${row.company_id}/job-openings/${row.job_id}/recommendations?page=1`,
  }));
  // An opening of the applicant's course and start date that has no match with them yet (one per applicant).
  const interestRequests = (
    await query(`select a.n, o.id as job_id from bench_applicant a
      join bench_opening o on o.n = (a.n % ${combos}) + ${combos} * (((a.n * 37) + 777) % ${perCombo})
      where a.n < ${applicantSessions} and o.status in ('open', 'openWithActiveMatches')`)
  ).rows.map((row) => ({
    token: `${secret}.a.${row.n}`,
    path: `/v1/job-openings/${row.job_id}/express-interest`,
  }));
  const applicantTokens = Array.from({ length: applicantSessions }, (_, n) => `${secret}.a.${n}`);
  return { applicantTokens, companyRequests, interestRequests };
}

async function counts(query: Query) {
  const { rows } = await query(`select
    (select count(*) from job_openings o join companies c on c.id = o.company_id where c.name like 'Bench Partner %')::int as openings,
    (select count(*) from accounts where email like 'bench-reco-%')::int as applicants,
    (select count(*) from units u join accounts a on a.id = u.account_id where a.email like 'bench-reco-%'
      and u.stage in ('Examined Application','Ready to match','In Matching','Contract Proposal','Won'))::int as ready,
    (select count(*) from matches)::int as matches,
    (select count(*) from postal_code_locations)::int as postal_codes`);
  return rows[0];
}

async function main() {
  const secret = randomBytes(18).toString('base64url');
  const started = performance.now();
  let result;
  let figures;
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    const query: Query = (text, params) => client.query(text, params);
    result = await seed(query, secret);
    await query('vacuum analyze');
    figures = await counts(query);
    await client.end();
  } else {
    const db = new PGlite(location, { extensions: { pg_trgm } });
    const query: Query = (text, params) => db.query(text, params);
    result = await seed(query, secret);
    await query('vacuum analyze');
    figures = await counts(query);
    await db.close();
  }
  console.log(
    `  data: ${figures.openings} job openings, ${figures.applicants} applicants (${figures.ready} ready), ` +
      `${figures.matches} matches, ${figures.postal_codes} postal codes; seeded in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  writeFileSync(outFile, JSON.stringify(result));
}

await main();
