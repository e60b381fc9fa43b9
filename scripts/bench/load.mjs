/**
 * Measurements of the benchmark with autocannon: `connections` keep-alive connections for `seconds`, after a
 * warm-up of the same kind whose figures are dropped. Latencies are collected per response, so the percentiles are
 * exact (autocannon's own summary has no p95). Each request can carry a different bearer token.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds per server: the servers take turns, so a load that other processes put on the machine hits both alike. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

/**
 * `tokens`: bearer tokens, one per request in turn; or requests `{ token, path }` (the path replaces the URL's),
 * e.g. each company asking for its own opening; or a function answering the next one (shared between the
 * warm-up and the measurement, for requests that may be sent only once). `method` and `body` apply to every
 * request.
 */
function run(url, { tokens, headers, seconds, method, body }) {
  let next = 0;
  const latencies = [];
  let failures = 0;
  const statuses = {};
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(method ? { method } : {}),
    ...(body ? { body } : {}),
    requests: [
      {
        setupRequest: (request) => {
          if (!tokens) return request;
          const entry = typeof tokens === 'function' ? tokens() : tokens[next++ % tokens.length];
          const token = typeof entry === 'string' ? entry : entry.token;
          return {
            ...request,
            ...(typeof entry === 'string' ? {} : { path: entry.path }),
            headers: { ...request.headers, authorization: `Bearer ${token}` },
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
    latencies.push(milliseconds);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 400) failures += 1;
  });
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => resolve({ result, latencies, failures, statuses, tokensUsed: next }));
    instance.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One measurement of `url` at CONNECTIONS connections after a warm-up: every response time, seconds, failures. */
export async function measure(url, options = {}) {
  const seconds = options.seconds ?? SECONDS;
  await run(url, { ...options, seconds: WARM_UP_SECONDS });
  const { result, latencies, failures, statuses } = await run(url, { ...options, seconds });
  return { latencies, seconds, statuses, failures: failures + result.errors + result.timeouts };
}

/** Requests per second and p50/p95/p99 (ms) over several measurements of the same call. */
export function summarize(measurements) {
  const latencies = measurements.flatMap((m) => m.latencies).sort((a, b) => a - b);
  const seconds = measurements.reduce((sum, m) => sum + m.seconds, 0);
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: measurements.reduce((sum, m) => sum + m.failures, 0),
    statuses: measurements.reduce((all, m) => {
      for (const [code, n] of Object.entries(m.statuses ?? {})) all[code] = (all[code] ?? 0) + n;
      return all;
    }, {}),
  };
}

export function formatMeasurement(name, m) {
  // No answer within the measured seconds (every request still waiting or timed out): no percentiles.
  const ms = (value) => (value === undefined ? '     — ms' : `${value.toFixed(1).padStart(6)} ms`);
  return (
    `  ${name.padEnd(40)} ${m.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(m.p50)}  p95 ${ms(m.p95)}` +
    `  p99 ${ms(m.p99)}  failures ${m.failures}` +
    (m.failures
      ? ` (${
          Object.entries(m.statuses)
            .filter(([code]) => Number(code) >= 400)
            .map(([code, n]) => `${n}× ${code}`)
            .join(', ') || 'timeouts'
        })`
      : '')
  );
}
