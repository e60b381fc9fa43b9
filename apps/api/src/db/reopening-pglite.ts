/**
 * PGlite that reopens itself after a fatal error (decision 061). PGlite is PostgreSQL compiled to WebAssembly
 * and runs inside this process: a fatal error there ("memory access out of bounds", a closed handle) leaves the
 * instance unusable for good, and the portal used to answer 500 and "database down" until a restart.
 *
 * Drizzle gets a stand-in client whose `query`, `exec` and `transaction` go to the current instance. A fatal
 * error replaces the instance: a new PGlite opens the same data directory (PostgreSQL's crash recovery replays
 * its write-ahead log), migrations run (an in-memory database, used by tests only, comes back empty), and
 * calls made meanwhile wait for it. The health check answers "down" while that happens.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface DatabaseLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

const REOPEN_RETRY_MS = [100, 500, 1000, 2000, 5000];

/** Errors after which the instance cannot be used again. */
function isFatalPgliteError(error: unknown): boolean {
  // WebAssembly's RuntimeError (its global is not in this project's type libraries).
  if (error instanceof Error && error.name === 'RuntimeError') return true;
  return error instanceof Error && /^PGlite is closed/.test(error.message);
}

export class ReopeningPglite {
  private current: PGlite;
  private reopening: Promise<void> | null = null;
  private closing = false;
  private log: DatabaseLog = {
    info: (message) => console.log(message),
    error: (details, message) => console.error(message, details.err),
  };
  /**
   * Prepares a new instance before calls reach it (migrations); set by the owner. It must use `fresh` directly:
   * calls through `client()` wait until the replacement is done.
   */
  afterReopen: (fresh: PGlite) => Promise<void> = async () => {};

  private constructor(
    private readonly dataDir: string | undefined,
    first: PGlite,
  ) {
    this.current = first;
  }

  /** `dataDir` undefined keeps the database in memory. */
  static async open(dataDir: string | undefined): Promise<ReopeningPglite> {
    return new ReopeningPglite(dataDir, await ReopeningPglite.start(dataDir));
  }

  private static async start(dataDir: string | undefined): Promise<PGlite> {
    // pg_trgm: the trigram indexes of the job-opening search (decision 084).
    const client = new PGlite({ dataDir, extensions: { pg_trgm } });
    await client.waitReady;
    return client;
  }

  setLogger(log: DatabaseLog): void {
    this.log = log;
  }

  /** True while a replacement instance is being opened. */
  get isReopening(): boolean {
    return this.reopening !== null;
  }

  /** The client handed to Drizzle: every call goes to the current instance. */
  client(): PGlite {
    const call =
      (method: 'query' | 'exec' | 'transaction') =>
      async (...args: unknown[]) => {
        if (this.reopening) await this.reopening;
        const instance = this.current;
        try {
          return await (instance[method] as (...a: unknown[]) => Promise<unknown>).apply(instance, args);
        } catch (error) {
          if (isFatalPgliteError(error)) this.reopenAfter(instance, error);
          throw error;
        }
      };
    const methods: Record<string, unknown> = {
      query: call('query'),
      exec: call('exec'),
      transaction: call('transaction'),
    };
    return new Proxy(this.current, {
      get: (_target, property) => {
        if (typeof property === 'string' && property in methods) return methods[property];
        const value: unknown = Reflect.get(this.current, property, this.current);
        return typeof value === 'function' ? value.bind(this.current) : value;
      },
    });
  }

  /** Replaces `failed` (once, however many calls saw it fail). */
  reopenAfter(failed: PGlite, error: unknown): Promise<void> {
    if (this.closing || failed !== this.current) return this.reopening ?? Promise.resolve();
    if (this.reopening) return this.reopening;
    this.log.error({ err: error }, 'embedded database failed; reopening it');
    this.reopening = this.replace(failed).finally(() => {
      this.reopening = null;
    });
    return this.reopening;
  }

  private async replace(failed: PGlite): Promise<void> {
    // A crashed instance cannot close cleanly; it is dropped either way.
    await failed.close().catch(() => undefined);
    for (let attempt = 0; !this.closing; attempt++) {
      let fresh: PGlite | null = null;
      try {
        fresh = await ReopeningPglite.start(this.dataDir);
        await this.afterReopen(fresh);
        this.current = fresh;
        this.log.info('embedded database reopened');
        return;
      } catch (error) {
        // Never two instances on one data directory.
        await fresh?.close().catch(() => undefined);
        this.log.error({ err: error }, 'reopening the embedded database failed; trying again');
        const wait = REOPEN_RETRY_MS[Math.min(attempt, REOPEN_RETRY_MS.length - 1)]!;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.reopening?.catch(() => undefined);
    if (!this.current.closed) await this.current.close();
  }
}
