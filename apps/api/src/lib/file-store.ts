/**
 * Storage for uploaded files. Objects get a generated key (never derived from user input) and live outside
 * any web root. Writing is two-phase: `put` streams into a staging area that no reader sees, `commit` makes the
 * object permanent once every check passed, `delete` removes a staged or committed object. The local store
 * below keeps files in `config.uploadDir`; the S3 store (`s3-file-store.ts`, decision 340) implements the same
 * interface with a staging prefix and copy-on-commit. The app creates one store at start (`app.fileStore`).
 */
import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStore {
  /** Streams `source` into a new staged object and resolves to its key; a failed write leaves nothing behind. */
  put(source: Readable): Promise<string>;
  /** Makes a staged object permanent (visible to `get`); rejects with `FileNotFoundError` if it is not staged. */
  commit(key: string): Promise<void>;
  /** Reads an object; `staged: true` reads one that is not committed yet. Rejects with `FileNotFoundError`. */
  get(key: string, options?: { staged?: boolean }): Promise<Readable>;
  /** Removes the object, staged or committed; missing objects are ignored. */
  delete(key: string): Promise<void>;
  /**
   * Readiness probe: resolves when the store can take uploads now (local: the directory is writable; S3: the
   * bucket answers HeadBucket with the configured credentials), rejects with a message free of secrets otherwise.
   */
  check(): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file with key ${key}`);
  }
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;
const STAGING_DIR = '.staging';

/** A new object key: 128 random bits as 32 hex digits, never derived from user input. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** The key unchanged if it is one `newStorageKey` could have made; every store checks keys through this. */
export function checkedKey(key: string): string {
  // Keys come from our own database, but a key is never allowed to address anything outside the store.
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
  return key;
}

/** A store in a local directory: committed objects at `<dir>/<key>`, staged ones at `<dir>/.staging/<key>`. */
export function createLocalFileStore(directory: string): FileStore {
  const stagingDirectory = join(directory, STAGING_DIR);
  let prepared: Promise<unknown> | null = null;
  const prepare = () =>
    (prepared ??= mkdir(stagingDirectory, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      prepared = null;
      throw error;
    }));
  const committedPath = (key: string) => join(directory, checkedKey(key));
  const stagedPath = (key: string) => join(stagingDirectory, checkedKey(key));

  return {
    async put(source) {
      await prepare();
      const key = newStorageKey();
      const path = stagedPath(key);
      try {
        await pipeline(source, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        source.destroy();
        await rm(path, { force: true });
        throw error;
      }
      return key;
    },

    async commit(key) {
      try {
        await rename(stagedPath(key), committedPath(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },

    async get(key, options = {}) {
      const path = options.staged ? stagedPath(key) : committedPath(key);
      try {
        const handle = await open(path, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await Promise.all([rm(stagedPath(key), { force: true }), rm(committedPath(key), { force: true })]);
    },

    async check() {
      try {
        // Not the memoised `prepare`: a volume that was replaced since (an emptied or remounted directory) must
        // get its staging folder back, and readiness must see the directory as it is now.
        await mkdir(stagingDirectory, { recursive: true, mode: 0o700 });
        await access(directory, constants.W_OK);
        await access(stagingDirectory, constants.W_OK);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new Error(`The upload directory ${directory} is not writable (${code})`);
      }
    },
  };
}
