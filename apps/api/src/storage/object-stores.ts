import { resolve } from 'node:path';
import type { Config } from '../platform/config';
import type { FileStore } from '../platform/file-store';
import type { Logger } from '../platform/logger';
import type { RecordingStore } from '../platform/recording-store';
import { createFileRecordingStore } from './file-recording-store';
import { openS3Bucket } from './s3-bucket';
import { createS3ObjectStore } from './s3-object-store';

export type ObjectStores = {
  recordings: RecordingStore;
  files: FileStore;
  // For the start-up log line: where the bytes go (never credentials).
  where: Record<string, string>;
  close: () => void;
};

// Where the Node server keeps recordings (and walkthrough videos) and the file manager's
// uploads: a bucket when S3_BUCKET is set, each under its own prefix; else folders under
// DATA_DIR (docs/decisions/074-object-storage.md).
export function createObjectStores(config: Config, logger: Logger): ObjectStores {
  if (config.s3) {
    const bucket = openS3Bucket(config.s3, logger);
    return {
      recordings: createS3ObjectStore(bucket, 'recordings/'),
      files: createS3ObjectStore(bucket, 'files/'),
      where: {
        kind: 's3',
        bucket: config.s3.bucket,
        endpoint: config.s3.endpoint ?? `AWS ${config.s3.region}`,
      },
      close: bucket.close,
    };
  }
  const recordings = resolve(config.dataDir, 'recordings');
  const files = resolve(config.dataDir, 'files');
  return {
    recordings: createFileRecordingStore(recordings),
    // The file manager's uploads: the same kind of store, a folder of its own (decision 067).
    files: createFileRecordingStore(files),
    where: { kind: 'folder', recordings, files },
    close: () => undefined,
  };
}
