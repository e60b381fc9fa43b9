/**
 * The one file store of a process, chosen by the configuration (decision 341): S3-compatible object storage when
 * `S3_BUCKET` is set, otherwise the local directory `UPLOAD_DIR` as in the one-process default. Like Redis, an
 * object storage that cannot be used at start stops the start with a message naming the variables.
 */
import { ConfigError, type AppConfig } from '../config';
import { createLocalFileStore, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

export interface OpenedFileStore {
  store: FileStore;
  /** Releases the store's connections (S3); nothing to do for the local directory. */
  close(): Promise<void>;
}

export async function openFileStore(config: Pick<AppConfig, 's3' | 'uploadDir'>): Promise<OpenedFileStore> {
  if (!config.s3) return { store: createLocalFileStore(config.uploadDir), close: async () => undefined };
  const store = createS3FileStore(config.s3);
  try {
    await store.check();
  } catch (error) {
    store.destroy();
    const where = config.s3.endpoint ? ` at ${new URL(config.s3.endpoint).origin}` : '';
    throw new ConfigError(
      `S3_BUCKET: the bucket ${config.s3.bucket}${where} cannot be used (${(error as Error).message}). ` +
        'Check S3_ENDPOINT, S3_REGION and the access key, or unset the S3_ variables.',
    );
  }
  return { store, close: async () => store.destroy() };
}
