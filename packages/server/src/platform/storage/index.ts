import { join } from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { Storage } from './storage.js';

export * from './storage.js';
export { createLocalStorage } from './local.js';
export { createS3Storage } from './s3.js';

/** The storage the configuration names: the S3 bucket with S3_BUCKET, else DATA_DIR/uploads. */
export function storageFromConfig(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'uploads'));
}
