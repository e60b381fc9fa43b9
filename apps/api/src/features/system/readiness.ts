/**
 * Readiness (decision 330): may this process get traffic now? Each dependency is one `ReadinessCheck` in a list,
 * so a part built later (the S3 object store, the job queue) adds its own with `readiness.add(...)` instead of
 * this file learning about it. Every check is bounded in time and answers only `up`, `down` or
 * `not_configured`: no host names, addresses or error texts leave the process. As soon as the process starts to
 * stop, readiness says `stopping` (503) whatever the checks say, so a load balancer stops sending traffic.
 */
import type { Redis } from 'ioredis';
import { RELEASE_VERSION, type DependencyStatus, type ReadinessResponse } from '@portal/contracts';
import type { FileStore } from '../../lib/file-store';

export interface ReadinessCheck {
  /** Shown in the answer (`database`, `redis`, `storage`, …): a fixed word, never configuration. */
  readonly name: string;
  /** `down` for a failure; a rejection or a check slower than the time limit counts as `down` too. */
  check(): Promise<DependencyStatus>;
}

export interface Readiness {
  /** Adds a check; the returned function removes it again (e.g. when its part is closed). */
  add(check: ReadinessCheck): () => void;
  /** From now on the answer is `stopping` (called when a shutdown starts; cannot be undone). */
  markStopping(): void;
  readonly stopping: boolean;
  evaluate(): Promise<ReadinessResponse>;
}

/** A check that does not answer within this time is `down` (a balancer probes every few seconds). */
export const CHECK_TIMEOUT_MS = 2_000;

async function bounded(check: ReadinessCheck, timeoutMs: number): Promise<DependencyStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DependencyStatus>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([check.check().catch((): DependencyStatus => 'down'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(
  checks: ReadinessCheck[] = [],
  options: { timeoutMs?: number } = {},
): Readiness {
  const list = [...checks];
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  let stopping = false;
  return {
    add(check) {
      if (list.some((existing) => existing.name === check.name)) {
        throw new Error(`A readiness check named ${check.name} exists already`);
      }
      list.push(check);
      return () => {
        const index = list.indexOf(check);
        if (index !== -1) list.splice(index, 1);
      };
    },
    markStopping() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
    async evaluate() {
      const results = await Promise.all(
        list.map(async (check) => ({ name: check.name, status: await bounded(check, timeoutMs) })),
      );
      const down = results.some((result) => result.status === 'down');
      return {
        status: stopping ? 'stopping' : down ? 'not_ready' : 'ready',
        checks: results,
        version: RELEASE_VERSION,
      };
    },
  };
}

/** The database answers `select 1` (PGlite: and is not being reopened, decision 061). */
export function databaseCheck(ping: () => Promise<boolean>): ReadinessCheck {
  return { name: 'database', check: async () => ((await ping()) ? 'up' : 'down') };
}

/**
 * Redis answers PING. Without `REDIS_URL` the limits are counted in this process (decision 064): nothing to
 * wait for, so `not_configured`, which does not make the process unready.
 */
export function redisCheck(redis: Redis | null): ReadinessCheck {
  return {
    name: 'redis',
    async check() {
      if (!redis) return 'not_configured';
      // Offline queue off (lib/redis.ts): a lost connection rejects at once instead of waiting for a reconnect.
      return (await redis.ping()) === 'PONG' ? 'up' : 'down';
    },
  };
}

/**
 * The file store can take uploads (`FileStore.check`, decision 343): the upload directory is writable, or the S3
 * bucket answers HeadBucket. A read-only volume or an unreachable bucket makes the process unready.
 */
export function storageCheck(store: FileStore): ReadinessCheck {
  return {
    name: 'storage',
    async check() {
      await store.check();
      return 'up';
    },
  };
}
