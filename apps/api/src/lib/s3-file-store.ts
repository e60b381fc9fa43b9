/**
 * The file store in S3-compatible object storage (`S3_*`, decision 340), so that several API processes serve the
 * same files. Same two phases as the local store: `put` streams into `staging/<key>` (multipart upload of at most
 * one 5 MiB part in memory at a time), `commit` copies the object to `files/<key>` and removes the staged one,
 * `get` streams the GetObject body as it arrives. Keys are checked exactly as in the local store. Errors name the
 * operation and the S3 error code, never the credentials, the signed request or the server's error body.
 */
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, FileNotFoundError, newStorageKey, type FileStore } from './file-store';

/** Where the S3 store keeps its objects and how it signs in (`S3_*` in `config.ts`). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** The server's address for S3-compatible servers (MinIO, Ceph, …); unset for Amazon S3 itself. */
  endpoint: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most self-hosted servers need it). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3FileStore extends FileStore {
  /** Closes the client's connections (on app close). */
  destroy(): void;
}

/** Staged objects: only the upload checks read them; a lifecycle rule on this prefix removes forgotten ones. */
export const S3_STAGING_PREFIX = 'staging/';
/** Committed objects, read by previews and downloads. */
export const S3_FILES_PREFIX = 'files/';
/** S3's smallest part: the most an upload of unknown length holds in memory at once (one part at a time). */
const PART_SIZE = 5 * 1024 * 1024;

/** A failed storage call, worded without secrets: operation, S3 error code, HTTP status or network error code. */
export class FileStoreError extends Error {
  override name = 'FileStoreError';
}

interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

function failure(operation: string, error: unknown): FileStoreError {
  const { name, code, $metadata } = (error ?? {}) as SdkError;
  const status = $metadata?.httpStatusCode;
  // A HEAD answer has no body, so the SDK may only know the status ("Unknown").
  const label = typeof code === 'string' ? code : name === 'Unknown' ? undefined : name;
  const what = [label, status ? `HTTP ${status}` : undefined].filter(Boolean).join(', ');
  return new FileStoreError(`Object storage ${operation} failed (${what || 'unknown error'})`);
}

function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function createS3FileStore(config: S3StorageConfig): S3FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 3,
    // A storage server that stops answering must not hold a request (or an upload's staged part) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;
  const stagedName = (key: string) => `${S3_STAGING_PREFIX}${checkedKey(key)}`;
  const committedName = (key: string) => `${S3_FILES_PREFIX}${checkedKey(key)}`;

  /** Deletes one object; a missing one is fine (S3 answers 204 anyway, some compatible servers 404). */
  async function remove(name: string): Promise<void> {
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    } catch (error) {
      if (!isMissingObject(error)) throw failure('delete', error);
    }
  }

  return {
    async put(source) {
      const key = newStorageKey();
      const name = stagedName(key);
      // The source's own error (e.g. 413 from the size meter, a client that went away) is passed on unchanged,
      // even when `Upload` rejects with the error of the multipart abort that followed it.
      let sourceError: unknown = null;
      source.once('error', (error) => (sourceError = error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: name, Body: source, ContentType: 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // A multipart upload is aborted by `Upload`; a single put that failed wrote nothing. Delete to be sure.
        await remove(name).catch(() => undefined);
        if (sourceError) throw sourceError;
        throw (error as SdkError).$metadata ? failure('upload', error) : error;
      }
      return key;
    },

    async commit(key) {
      const from = stagedName(key);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: committedName(key),
            CopySource: `${encodeURIComponent(Bucket)}/${from}`,
          }),
        );
      } catch (error) {
        if (isMissingObject(error)) throw new FileNotFoundError(key);
        throw failure('commit', error);
      }
      // The committed copy exists; a staged copy left by a failed delete is removed by the bucket's lifecycle rule.
      await remove(from).catch(() => undefined);
    },

    async get(key, options = {}) {
      const name = options.staged ? stagedName(key) : committedName(key);
      let body: unknown;
      try {
        body = (await client.send(new GetObjectCommand({ Bucket, Key: name }))).Body;
      } catch (error) {
        if (isMissingObject(error)) throw new FileNotFoundError(key);
        throw failure('read', error);
      }
      // In Node the body is the HTTP response itself: bytes flow to the caller as they arrive, never buffered.
      if (body instanceof Readable) return body;
      throw new FileStoreError('Object storage read failed (no stream body)');
    },

    async delete(key) {
      await Promise.all([remove(stagedName(key)), remove(committedName(key))]);
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw failure(`check of bucket ${Bucket}`, error);
      }
    },

    destroy() {
      client.destroy();
    },
  };
}
