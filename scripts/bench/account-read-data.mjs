/**
 * The data of the authenticated-read benchmark (decision 083): 10,000 applicant accounts with filled profiles,
 * each with a portal session whose token only this run knows. Plain SQL, so the same statements fill PostgreSQL
 * and PGlite; `query(text, params)` is the engine's query function.
 */
import { createHash, randomBytes } from 'node:crypto';

export const BENCH_ACCOUNTS = 10_000;

/** The bearer tokens of the sessions, in the order of `bench_index` (1 … BENCH_ACCOUNTS). */
export function benchTokens(secret) {
  return Array.from({ length: BENCH_ACCOUNTS }, (_, i) => `${secret}.${i + 1}`);
}

export const sha256Hex = (value) => createHash('sha256').update(value).digest('hex');

/** Inserts the accounts and sessions; answers the tokens. The tables must exist (the portal migrated them). */
export async function seedAccountReadData(query) {
  const secret = randomBytes(24).toString('base64url');
  await query(
    `insert into accounts (role, email, email_verified, salutation, first_name, last_name, birthday, phone,
       shipping_street, shipping_postal_code, shipping_city, shipping_country, motivation_text, metadata)
     select 'applicant', 'bench-' || g || '@example.org', true, 'mrs', 'Bench', 'Applicant ' || g,
       date '2004-01-01' + (g % 1000), '+49 151 ' || lpad(g::text, 7, '0'), 'Hauptstraße ' || (g % 200 + 1),
       lpad((g % 99999)::text, 5, '0'), 'Stuttgart', 'DE', repeat('Ich möchte dual studieren. ', 8),
       jsonb_build_object('onboardingDone', false, 'benchIndex', g)
     from generate_series(1, ${BENCH_ACCOUNTS}) as g`,
  );
  // The token hash is computed by the database from the run's secret: sha256(secret || '.' || n), hex.
  await query(
    `insert into sessions (token_hash, principal_type, principal_id, expires_at, user_agent)
     select encode(sha256(convert_to($1 || '.' || (metadata ->> 'benchIndex'), 'UTF8')), 'hex'), 'account', id,
       now() + interval '1 day', 'bench'
     from accounts where email like 'bench-%@example.org'`,
    [secret],
  );
  await query('analyze accounts');
  await query('analyze sessions');
  return benchTokens(secret);
}
