/**
 * The kill test of the proof (decision 361): a steady load through the balancer — half account reads, half
 * metadata writes, `CONCURRENCY` loops — while one process is stopped; every request is counted by outcome.
 * nginx's JSON access log tells which process each request went to and when it began, so the requests in
 * flight on the stopped process at that moment can be counted.
 */
import { readFileSync, existsSync } from 'node:fs';
import pg from 'pg';

export const CONCURRENCY = 20;

/** Runs the load until `stop()`; `outcomes` counts statuses and connection failures. */
export function startLoad({ publicUrl, token }) {
  const outcomes = { total: 0, byStatus: {}, connectionFailures: 0, inFlight: 0 };
  let running = true;
  const csrf = 'procs-load-csrf-token-0123456789abcdef';
  const headers = {
    authorization: `Bearer ${token}`,
    cookie: `XSRF-TOKEN=${csrf}`,
    'x-xsrf-token': csrf,
  };
  async function loop(index) {
    let flag = false;
    while (running) {
      const write = index % 2 === 1;
      flag = !flag;
      outcomes.inFlight += 1;
      try {
        const response = await fetch(`${publicUrl}${write ? '/v1/metadata' : '/v1/account'}`, {
          method: write ? 'PUT' : 'GET',
          headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
          body: write ? JSON.stringify({ hideDmsInfoModal: flag }) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        const key = `${write ? 'PUT' : 'GET'} ${response.status}`;
        outcomes.byStatus[key] = (outcomes.byStatus[key] ?? 0) + 1;
      } catch {
        outcomes.connectionFailures += 1;
      } finally {
        outcomes.inFlight -= 1;
        outcomes.total += 1;
      }
    }
  }
  const loops = Array.from({ length: CONCURRENCY }, (_, i) => loop(i));
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Requests answered with 5xx or not at all. */
export function failuresOf(outcomes) {
  const errors = Object.entries(outcomes.byStatus)
    .filter(([key]) => Number(key.split(' ')[1]) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return errors + outcomes.connectionFailures;
}

export function formatOutcomes(outcomes) {
  return (
    Object.entries(outcomes.byStatus)
      .sort()
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ') + `, connection failures: ${outcomes.connectionFailures}`
  );
}

/** nginx's access lines: start and end (ms), status, the processes asked in turn (ports). */
export function balancerLog(logFile) {
  if (!logFile || !existsSync(logFile)) return null;
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const entry = JSON.parse(line);
      const end = entry.msec * 1000;
      return {
        start: end - entry.requestTime * 1000,
        end,
        method: entry.method,
        status: entry.status,
        ports: entry.upstream
          .split(/[,:]\s*/)
          .filter((part) => /^\d+$/.test(part))
          .map(Number),
      };
    });
}

/**
 * From nginx's log around a stop at `at` (ms) of the process on `stoppedPort`: the requests in flight on it then
 * (sent to it, begun before and ended after), how many of them nginx repeated on the other process, how many
 * failed, and whether every request begun afterwards was answered by another process.
 */
export function aroundStop(entries, { at, stoppedPort }) {
  if (!entries) return null;
  const inFlight = entries.filter((e) => e.start <= at && e.end >= at && e.ports[0] === stoppedPort);
  const after = entries.filter((e) => e.start > at + 5);
  return {
    inFlight: inFlight.length,
    repeated: inFlight.filter((e) => e.ports.length > 1 && e.status < 500).length,
    failedInFlight: inFlight.filter((e) => e.status >= 500).length,
    after: after.length,
    afterOnSurvivor: after.filter((e) => e.ports.at(-1) !== stoppedPort && e.status < 500).length,
  };
}

/**
 * Domain effects that a job run twice would double: mails with the same recipient, subject and text; units per
 * account and kind; and, when the pg-boss queue exists (schema `pgboss`), its jobs by state and the periodic rounds
 * done twice: completed jobs of one queue with the same singleton key in the same time slot (`singleton_on`, the
 * minute each process's schedule fires for). Jobs with a key but no slot (one account's unit assignment) may
 * rightly run again later, on a later trigger; that they did their work once is what the unit count shows.
 */
export async function jobEffects(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text) => (await client.query(text)).rows[0].n;
    const effects = {
      mails: await one('select count(*)::int as n from mail_outbox'),
      duplicateMails: await one(
        `select count(*)::int as n from (select 1 from mail_outbox group by "to", subject, text
         having count(*) > 1) d`,
      ),
      units: await one('select count(*)::int as n from units'),
      duplicateUnits: await one(
        'select count(*)::int as n from (select 1 from units group by account_id, unit having count(*) > 1) d',
      ),
      queue: null,
    };
    const { rows } = await client.query(`select to_regclass('pgboss.job') as job`);
    if (rows[0].job) {
      const states = await client.query('select state::text, count(*)::int as n from pgboss.job group by 1');
      effects.queue = {
        byState: Object.fromEntries(states.rows.map((r) => [r.state, r.n])),
        duplicates: await one(
          `select count(*)::int as n from (select 1 from pgboss.job where singleton_key is not null
           and singleton_on is not null and state = 'completed'
           group by name, singleton_key, singleton_on having count(*) > 1) d`,
        ),
      };
    }
    return effects;
  } finally {
    await client.end();
  }
}
