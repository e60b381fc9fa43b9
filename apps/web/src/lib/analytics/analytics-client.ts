/**
 * The product analytics client (spec part 2 "Analytics and consent behaviour"; decision 256).
 *
 * - Nothing is queued, let alone sent, without the `amplitude` consent; withdrawing it drops the queue.
 * - Events go out in batches (at most 50, or after 5 s) to `POST /v1/analytics/events`, and at once with
 *   `keepalive` when the page is hidden, so the last events of a visit are not lost.
 * - With `user_research` too, a batch carries the user properties: a signed-in person's account may still be
 *   loading, so the client waits for it up to 3000 ms, looking every 100 ms (spec part 2 §9), then sends
 *   without them.
 * A failed send is only logged (at debug level: the log forwarder must not pick up its own failures).
 */
import {
  ANALYTICS_LIMITS,
  TIMINGS,
  type AnalyticsEvent,
  type AnalyticsEventBatch,
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  type AnalyticsUserProperties,
} from '@portal/contracts';

export interface AnalyticsDependencies {
  send(batch: AnalyticsEventBatch, options: { keepalive: boolean }): Promise<unknown>;
  consent: { events(): boolean; userProperties(): boolean };
  subscribeConsent(listener: () => void): () => void;
  /** The visitor id (created with consent), or null. */
  visitorId(): string | null;
  /** Whether someone is signed in (then their account's properties are worth waiting for). */
  signedIn(): boolean;
  /** The user properties from the loaded account, or null while it is not loaded. */
  userProperties(): AnalyticsUserProperties | null;
  now?: () => Date;
  randomId?: () => string;
}

export interface AnalyticsClient {
  track<N extends AnalyticsEventName>(name: N, properties: AnalyticsEventProperties<N>): void;
  /** Sends what is queued; `keepalive` on page hide (and then without waiting for the account). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Events waiting to be sent (tests). */
  readonly queued: number;
  dispose(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAnalyticsClient(deps: AnalyticsDependencies): AnalyticsClient {
  const now = deps.now ?? (() => new Date());
  const randomId = deps.randomId ?? (() => crypto.randomUUID());
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    if (timer === null && queue.length) timer = setTimeout(() => void flush(), ANALYTICS_LIMITS.flushMs);
  }

  const unsubscribe = deps.subscribeConsent(() => {
    if (deps.consent.events()) return;
    queue = [];
    clearTimer();
  });

  async function waitForUserProperties(): Promise<AnalyticsUserProperties | null> {
    const { analyticsAccountWaitMs: waitMs, analyticsAccountPollMs: pollMs } = TIMINGS;
    for (let waited = 0; ; waited += pollMs) {
      const properties = deps.userProperties();
      if (properties || waited >= waitMs) return properties;
      await sleep(pollMs);
    }
  }

  async function userPropertiesFor(keepalive: boolean): Promise<AnalyticsUserProperties | null> {
    if (!deps.consent.userProperties() || !deps.signedIn()) return null;
    return keepalive ? deps.userProperties() : waitForUserProperties();
  }

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    clearTimer();
    if (!queue.length) return;
    const events = queue.splice(0, ANALYTICS_LIMITS.batchEvents);
    try {
      const userProperties = await userPropertiesFor(keepalive);
      // The consent may have changed while we waited for the account.
      const visitorId = deps.consent.events() ? deps.visitorId() : null;
      if (!visitorId) return;
      await deps.send({ visitorId, events, ...(userProperties ? { userProperties } : {}) }, { keepalive });
    } catch (error) {
      console.debug('Analytics events could not be sent', error);
    } finally {
      if (queue.length >= ANALYTICS_LIMITS.batchEvents) void flush({ keepalive });
      else schedule();
    }
  }

  return {
    track(name, properties) {
      if (!deps.consent.events()) return;
      queue.push({ name, properties, time: now().toISOString(), insertId: randomId() } as AnalyticsEvent);
      if (queue.length >= ANALYTICS_LIMITS.batchEvents) void flush();
      else schedule();
    },
    flush,
    get queued() {
      return queue.length;
    },
    dispose() {
      unsubscribe();
      clearTimer();
      queue = [];
    },
  };
}
