import { join } from 'node:path';
import type { Config } from '../config.ts';
import { LocalFileStore } from './local-store.ts';
import { S3FileStore } from './s3-store.ts';
import type { FileStore } from './types.ts';

export type { FileStore, StoredFile } from './types.ts';

export function createFileStore(config: Config): FileStore {
  if (config.S3_BUCKET) {
    return new S3FileStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalFileStore(config.FILES_DIR ?? join(config.DATA_DIR, 'files'));
}
