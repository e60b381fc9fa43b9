/**
 * The file store contract (decision 340), run against both stores: the local directory and S3-compatible object
 * storage (a real s3rver over HTTP, decision 342). Same calls, same answers, nothing left behind by a failure.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, FileNotFoundError, type FileStore } from './file-store';
import { createS3FileStore, S3_FILES_PREFIX, S3_STAGING_PREFIX } from './s3-file-store';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';

interface StoreUnderTest {
  store: FileStore;
  /** Every stored object, staged ones included, as `staged/<key>` or `files/<key>`. */
  stored(): Promise<string[]>;
  close(): Promise<void>;
}

async function localStore(): Promise<StoreUnderTest> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-file-store-'));
  return {
    store: createLocalFileStore(directory),
    async stored() {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(directory, join(entry.parentPath, entry.name)))
        .map((path) => (path.startsWith('.staging/') ? `staged/${path.slice(9)}` : `files/${path}`))
        .sort();
    },
    close: () => rm(directory, { recursive: true, force: true }),
  };
}

let s3: TestS3Server;

async function s3Store(): Promise<StoreUnderTest> {
  const store = createS3FileStore(s3.config);
  return {
    store,
    async stored() {
      return (await s3.objectKeys())
        .map((name) =>
          name.startsWith(S3_STAGING_PREFIX) ? `staged/${name.slice(S3_STAGING_PREFIX.length)}` : name,
        )
        .sort();
    },
    close: async () => store.destroy(),
  };
}

beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** `total` bytes of a repeatable pattern in 64 KiB chunks, made as they are read (never all in memory). */
function generated(total: number, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      const chunk = Buffer.alloc(64 * 1024);
      for (let sent = 0, n = 0; sent < total; n++) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('the client went away');
        chunk.fill(n % 251);
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        yield Buffer.from(part);
      }
    })(),
    { objectMode: false },
  );
}

/** The hash of `generated(total)` and the largest chunk a stream handed over, read chunk by chunk. */
async function digestOf(stream: Readable): Promise<{ sha256: string; size: number; largestChunk: number }> {
  const hash = createHash('sha256');
  let size = 0;
  let largestChunk = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    largestChunk = Math.max(largestChunk, chunk.length);
  }
  return { sha256: hash.digest('hex'), size, largestChunk };
}

const stores = [
  { name: 'local directory', open: localStore },
  { name: 'S3-compatible object storage', open: s3Store },
];

describe.each(stores)('file store contract: $name', ({ open }) => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(() => t?.close());

  it('stages on put, reads the staged object, commits, reads, deletes', async () => {
    const pdf = Buffer.from('%PDF-1.7 contract test\n');
    const before = await t.stored();
    const key = await t.store.put(Readable.from([pdf]));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await t.stored()).toEqual([...before, `staged/${key}`].sort());

    expect(await bytesOf(await t.store.get(key, { staged: true }))).toEqual(pdf);
    // Not visible to readers before the commit.
    await expect(t.store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);

    await t.store.commit(key);
    expect(await t.stored()).toEqual([...before, `files/${key}`].sort());
    expect(await bytesOf(await t.store.get(key))).toEqual(pdf);
    await expect(t.store.get(key, { staged: true })).rejects.toBeInstanceOf(FileNotFoundError);

    await t.store.delete(key);
    expect(await t.stored()).toEqual(before);
    await expect(t.store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('deletes a staged object that is never committed', async () => {
    const before = await t.stored();
    const key = await t.store.put(Readable.from([Buffer.from('refused upload')]));
    await t.store.delete(key);
    expect(await t.stored()).toEqual(before);
    await expect(t.store.get(key, { staged: true })).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('stores an empty stream as an empty object', async () => {
    const key = await t.store.put(Readable.from([]));
    expect((await bytesOf(await t.store.get(key, { staged: true }))).length).toBe(0);
    await t.store.delete(key);
  });

  it('answers FileNotFoundError for a missing key, and ignores deleting it', async () => {
    const missing = 'a'.repeat(32);
    await expect(t.store.get(missing)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(t.store.get(missing, { staged: true })).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(t.store.commit(missing)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(t.store.delete(missing)).resolves.toBeUndefined();
  });

  it.each(['../etc/passwd', 'A'.repeat(32), 'a'.repeat(31), `${'a'.repeat(32)}/x`, '', '.staging'])(
    'refuses the invalid key %j for every call',
    async (key) => {
      const before = await t.stored();
      await expect(t.store.get(key)).rejects.toThrow('Invalid storage key');
      await expect(t.store.get(key, { staged: true })).rejects.toThrow('Invalid storage key');
      await expect(t.store.commit(key)).rejects.toThrow('Invalid storage key');
      await expect(t.store.delete(key)).rejects.toThrow('Invalid storage key');
      expect(await t.stored()).toEqual(before);
    },
  );

  it.each([
    ['in its first part', 100 * 1024],
    ['after more than one 5 MiB part', 7 * 1024 * 1024],
  ])('a source that fails %s rejects with its own error and leaves nothing', async (_, failAfter) => {
    const before = await t.stored();
    await expect(t.store.put(generated(14 * 1024 * 1024, failAfter))).rejects.toThrow('the client went away');
    expect(await t.stored()).toEqual(before);
  });

  it('streams a 14 MiB file in and out unchanged, chunk by chunk', async () => {
    const size = 14 * 1024 * 1024;
    const expected = await digestOf(generated(size));
    const key = await t.store.put(generated(size));
    await t.store.commit(key);
    const read = await digestOf(await t.store.get(key));
    expect(read.size).toBe(size);
    expect(read.sha256).toBe(expected.sha256);
    // Handed over as it arrives, not as one buffer of the whole file.
    expect(read.largestChunk).toBeLessThan(1024 * 1024);
    await t.store.delete(key);
  });

  it('passes its readiness check', async () => {
    await expect(t.store.check()).resolves.toBeUndefined();
  });
});

describe('S3 file store failures', () => {
  it('names the operation and the S3 error, never the secret key', async () => {
    // s3rver checks the access key id (not the SigV4 signature), so the unknown key is the id.
    const secret = 'the-secret-access-key-0123456789';
    const wrongKey = createS3FileStore({ ...s3.config, accessKeyId: 'UNKNOWN', secretAccessKey: secret });
    const wrongBucket = createS3FileStore({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      const denied = await wrongKey.check().catch((error: Error) => error);
      expect(denied).toBeInstanceOf(Error);
      expect((denied as Error).message).toMatch(/^Object storage check of bucket portal-test failed \(.+\)$/);
      expect(JSON.stringify({ ...(denied as object), message: (denied as Error).message })).not.toContain(
        secret,
      );
      await expect(wrongKey.put(Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /^Object storage upload failed/,
      );
      await expect(wrongBucket.check()).rejects.toThrow(/NotFound|NoSuchBucket|HTTP 404/);
      await expect(wrongBucket.get('b'.repeat(32))).rejects.toThrow(/^Object storage read failed/);
    } finally {
      wrongKey.destroy();
      wrongBucket.destroy();
    }
  });

  it('keeps committed objects under files/ and staged ones under staging/', async () => {
    const store = createS3FileStore(s3.config);
    try {
      const key = await store.put(Readable.from([Buffer.from('prefix')]));
      expect(await s3.objectKeys()).toContain(`${S3_STAGING_PREFIX}${key}`);
      await store.commit(key);
      expect(await s3.objectKeys()).toContain(`${S3_FILES_PREFIX}${key}`);
      expect(await s3.objectKeys()).not.toContain(`${S3_STAGING_PREFIX}${key}`);
      await store.delete(key);
    } finally {
      store.destroy();
    }
  });
});
