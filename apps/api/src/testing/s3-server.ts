/**
 * An S3-compatible server for tests (s3rver from the npm registry, decision 342): listens on a free loopback
 * port, keeps its objects in a fresh temporary directory and has one empty bucket. The tests talk to it over HTTP
 * with the real AWS SDK, exactly as the portal talks to S3 or MinIO.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../lib/s3-file-store';

export interface TestS3Server {
  /** The `S3_*` settings for the server's bucket (`S3_FORCE_PATH_STYLE=true`, s3rver's fixed key pair). */
  config: S3StorageConfig;
  /** The same settings as environment variables, for `loadConfig` or a child process. */
  env: Record<string, string>;
  /** Every object key in the bucket, sorted (staged ones included). */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver checks signatures against this fixed pair. */
const S3RVER_KEY = 'S3RVER';

export async function startTestS3Server(bucket = 'portal-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint!,
      S3_REGION: config.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async objectKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      // Keep-alive connections of the portal's clients would hold `close` open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
