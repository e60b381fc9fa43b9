/**
 * Browser log forwarding (spec part 2 "Analytics and consent behaviour"; decision 259): `console.warn`,
 * `console.error`, uncaught errors and unhandled promise rejections go to `POST /v1/client-logs` in batches of at
 * most 50 messages or 16 KiB, every 30 s and when the page is hidden, for at most 4 hours per page session.
 * Personal data is scrubbed here (and again on the server). Only with consent (decision 259); withdrawing it
 * drops what is buffered.
 */
import {
  CLIENT_LOG_LIMITS,
  scrubPersonalData,
  type ClientLogEntry,
  type ClientLogLevel,
} from '@portal/contracts';

export interface LogForwarderDependencies {
  send(entries: ClientLogEntry[], options: { keepalive: boolean }): Promise<unknown>;
  consent(): boolean;
  subscribeConsent(listener: () => void): () => void;
  /** The page's path (no query, no hash). */
  path(): string;
  now?: () => number;
}

export interface LogForwarder {
  capture(level: ClientLogLevel, args: readonly unknown[]): void;
  flush(options?: { keepalive?: boolean }): Promise<void>;
  readonly buffered: number;
  /** True once the 4-hour session ended: nothing is captured any more. */
  readonly ended: boolean;
  dispose(): void;
}

function describe(value: unknown): string {
  if (value instanceof Error)
    return value.stack?.includes(value.message)
      ? value.stack
      : `${value.name}: ${value.message}\n${value.stack ?? ''}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** One log line from console arguments: scrubbed, then cut to the server's limit. */
export function logMessage(args: readonly unknown[]): string {
  const text = scrubPersonalData(args.map(describe).join(' ').trim());
  return (text || '(empty)').slice(0, CLIENT_LOG_LIMITS.messageMax);
}

const byteLength = (entry: ClientLogEntry) => new TextEncoder().encode(JSON.stringify(entry)).length;

export function createLogForwarder(deps: LogForwarderDependencies): LogForwarder {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  let buffer: ClientLogEntry[] = [];
  let bytes = 0;
  let ended = false;
  const interval = setInterval(() => void flush(), CLIENT_LOG_LIMITS.flushMs);

  const unsubscribe = deps.subscribeConsent(() => {
    if (deps.consent()) return;
    buffer = [];
    bytes = 0;
  });

  function take(): ClientLogEntry[] {
    const entries = buffer;
    buffer = [];
    bytes = 0;
    return entries;
  }

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (!buffer.length) return;
    const entries = take();
    if (!deps.consent()) return;
    try {
      await deps.send(entries, { keepalive });
    } catch (error) {
      // Debug level on purpose: a warning here would be captured and forwarded again.
      console.debug('Browser logs could not be sent', error);
    }
  }

  function end() {
    ended = true;
    clearInterval(interval);
  }

  return {
    capture(level, args) {
      if (ended || !deps.consent()) return;
      if (now() - startedAt > CLIENT_LOG_LIMITS.sessionMs) {
        void flush();
        end();
        return;
      }
      const path = deps.path().split(/[?#]/)[0] || '/';
      const entry: ClientLogEntry = {
        level,
        message: logMessage(args),
        time: new Date(now()).toISOString(),
        path,
      };
      const size = byteLength(entry);
      if (bytes + size > CLIENT_LOG_LIMITS.batchBytes) void flush();
      buffer.push(entry);
      bytes += size;
      if (buffer.length >= CLIENT_LOG_LIMITS.batchMessages) void flush();
    },
    flush,
    get buffered() {
      return buffer.length;
    },
    get ended() {
      return ended;
    },
    dispose() {
      unsubscribe();
      end();
      buffer = [];
      bytes = 0;
    },
  };
}

/**
 * Hooks the forwarder into the page: console.warn/error (still printed as before), uncaught errors, unhandled
 * rejections and page hide. Answers the function that undoes all of it.
 */
export function installLogForwarder(
  forwarder: LogForwarder,
  win: Window = window,
  target: Console = console,
): () => void {
  const original = { warn: target.warn, error: target.error };
  let capturing = false;
  const wrap =
    (level: ClientLogLevel) =>
    (...args: unknown[]) => {
      original[level].apply(target, args);
      if (capturing) return;
      capturing = true;
      try {
        forwarder.capture(level, args);
      } finally {
        capturing = false;
      }
    };
  target.warn = wrap('warn');
  target.error = wrap('error');
  const onError = (event: ErrorEvent) => forwarder.capture('error', [event.error ?? event.message]);
  const onRejection = (event: PromiseRejectionEvent) =>
    forwarder.capture('error', ['Unhandled rejection:', event.reason]);
  const onHide = () => void forwarder.flush({ keepalive: true });
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') onHide();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onHide);
  return () => {
    target.warn = original.warn;
    target.error = original.error;
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onHide);
    forwarder.dispose();
  };
}
