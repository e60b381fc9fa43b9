/** The start's choice of file store (decision 341): local without S3_*, S3 with it, a clear stop when unusable. */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { openFileStore } from './open-file-store';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

describe('openFileStore', () => {
  it('opens the bucket and writes objects there when S3 is configured', async () => {
    const opened = await openFileStore({ s3: s3.config, uploadDir: '/nonexistent' });
    try {
      const key = await opened.store.put(Readable.from([Buffer.from('im Eimer')]));
      expect(await s3.objectKeys()).toContain(`staging/${key}`);
      await opened.store.delete(key);
    } finally {
      await opened.close();
    }
  });

  it('stops the start when the bucket cannot be used, naming the variables but not the secret', async () => {
    const secret = 'the-secret-key-of-the-test';
    const error = await openFileStore({
      s3: { ...s3.config, bucket: 'missing-bucket', secretAccessKey: secret },
      uploadDir: '/nonexistent',
    }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /^S3_BUCKET: the bucket missing-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used \(Object storage check of bucket missing-bucket failed \(.+\)\)\. Check S3_ENDPOINT/,
    );
    expect((error as Error).message).not.toContain(secret);
  });
});
