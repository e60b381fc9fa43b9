/**
 * The shared Redis connection (`REDIS_URL`) that makes rate limits hold across several server processes. Opened
 * once at start; a Redis that cannot be reached then stops the start with a message naming the variable, rather
 * than letting every instance silently count on its own.
 */
import { Redis } from 'ioredis';
import { ConfigError } from '../config';

const CONNECT_TIMEOUT_MS = 5_000;

export async function connectRedis(
  url: string,
  onError: (error: Error) => void = () => undefined,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A limiter call must not hang a request while Redis is away; callers fall back (see security plugin).
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Later connection losses are retried by ioredis; without a listener they would crash the process.
  redis.on('error', onError);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const where = safeLocation(url);
    throw new ConfigError(
      `REDIS_URL: Redis at ${where} is not reachable (${(error as Error).message}). Start Redis or unset REDIS_URL.`,
    );
  }
  return redis;
}

/** Host and port of a Redis URL, without the password. */
function safeLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured address';
  }
}
