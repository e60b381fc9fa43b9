/**
 * Limits password guessing on the sign-in form (decision 064): failed attempts are counted per account (the
 * normalised e-mail, whatever IP they come from) and per client address (whatever e-mails it tries, which stops
 * password spraying). While either counter is exhausted every attempt is refused before the password is looked
 * at, so a correct password does not get through either. Counters live in Redis when `REDIS_URL` is set (shared
 * by every server process) and in memory otherwise.
 *
 * Each attempt takes a point from both counters before the password is checked (so parallel guesses cannot
 * overtake the count); an attempt that turns out not to be a failed password check gives its points back, and a
 * successful sign-in clears its account's counter. Only failures therefore count, and people who sign in often
 * from one network are never throttled.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AttemptLimit, SignInThrottleLimits } from '../../config';
import { clientAddressKey } from '../../lib/client-address';
import { normalizeEmail } from '../../lib/email-address';

/** The status the sign-in form answers a failed password check with. */
const FAILED_SIGN_IN_STATUS = 401;

interface Attempt {
  /** Hash of the normalised e-mail (no addresses in Redis keys); null when none was sent. */
  account: string | null;
  address: string;
}

export interface SignInThrottle {
  /** Counts an attempt; null when it may go ahead, else the seconds until the next one may. */
  begin(attempt: Attempt): Promise<number | null>;
  /** The attempt was not a failed password check: give its points back; `succeeded` also clears the account. */
  settle(attempt: Attempt, succeeded: boolean): Promise<void>;
}

export function createSignInThrottle(options: {
  redis: Redis | null;
  keyPrefix: string;
  limits: SignInThrottleLimits;
}): SignInThrottle {
  const limiter = (name: string, limit: AttemptLimit): RateLimiterAbstract => {
    const settings = {
      keyPrefix: `${options.keyPrefix}sign-in-${name}`,
      points: limit.max,
      duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
    };
    const memory = new RateLimiterMemory(settings);
    if (!options.redis) return memory;
    // While Redis is unreachable this process counts on its own instead of failing every sign-in.
    return new RateLimiterRedis({
      ...settings,
      storeClient: options.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const perAccount = limiter('account', options.limits.perAccount);
  const perAddress = limiter('address', options.limits.perAddress);

  /** Takes a point; the seconds to wait when the counter is exhausted, else null. */
  async function take(counter: RateLimiterAbstract, key: string): Promise<number | null> {
    try {
      await counter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  return {
    async begin(attempt) {
      const addressWait = await take(perAddress, attempt.address);
      if (addressWait !== null) return addressWait;
      if (attempt.account === null) return null;
      const accountWait = await take(perAccount, attempt.account);
      if (accountWait !== null) await perAddress.reward(attempt.address);
      return accountWait;
    },
    async settle(attempt, succeeded) {
      await perAddress.reward(attempt.address);
      if (attempt.account === null) return;
      if (succeeded) await perAccount.delete(attempt.account);
      else await perAccount.reward(attempt.account);
    },
  };
}

function attemptOf(email: string, ip: string): Attempt {
  const normalized = normalizeEmail(email);
  return {
    account: normalized ? createHash('sha256').update(normalized).digest('hex') : null,
    address: clientAddressKey(ip),
  };
}

/**
 * Route hooks for a sign-in form: `preHandler` (the form body is parsed by then) counts the attempt or hands a
 * throttled request to `refuse` with the seconds to wait (it must answer); `onResponse` settles the attempt from
 * the answer's status.
 */
export function signInThrottleHooks(
  throttle: SignInThrottle,
  emailOf: (request: FastifyRequest) => string,
  refuse: (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => Promise<unknown>,
) {
  const attempts = new WeakMap<FastifyRequest, Attempt>();
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const email: unknown = emailOf(request);
      const attempt = attemptOf(typeof email === 'string' ? email : '', request.ip);
      const wait = await throttle.begin(attempt);
      if (wait === null) {
        attempts.set(request, attempt);
        return;
      }
      reply.header('retry-after', String(wait));
      await refuse(request, reply, wait);
      return reply;
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      const attempt = attempts.get(request);
      if (!attempt || reply.statusCode === FAILED_SIGN_IN_STATUS) return;
      await throttle.settle(attempt, reply.statusCode < 400);
    },
  };
}
