import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkStoreKey, isStoreKey, type RecordingStore } from '../platform/recording-store';
import type { S3Bucket } from './s3-bucket';
import { describeS3Error, storageFailure } from './s3-errors';
import { firstBytes, sizeLimitedStream } from './size-limited-stream';

// S3's smallest part. An upload that fits in one part is sent with one PutObject of the bytes
// already read to the end; a larger one goes up in parts of this size, two at a time (at most
// about 10 MB of one upload in memory).
export const PART_SIZE = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

// Stored files as objects under `prefix` (recordings/, files/) of one bucket
// (docs/decisions/074-object-storage.md). An object exists only once its bytes are complete: a
// PutObject is sent only with a body read to its end, and a multipart upload becomes an object
// only when completed; an upload broken off, over the limit, or cut short by a killed process
// leaves none, so nothing half-written can be listed or served.
export function createS3ObjectStore(bucket: S3Bucket, prefix: string): RecordingStore {
  const { client, logger } = bucket;
  const Bucket = bucket.name;
  const objectKey = (key: string) => `${prefix}${checkStoreKey(key)}`;

  // An incomplete multipart upload is no object, but its parts take space until aborted (or
  // until the bucket's lifecycle rule removes them).
  async function abandon(upload: Upload, Key: string) {
    if (!upload.uploadId) return;
    try {
      await client.send(
        new AbortMultipartUploadCommand({ Bucket, Key, UploadId: upload.uploadId }),
      );
    } catch (error) {
      logger.warn('multipart upload not aborted: its parts stay until the lifecycle rule', {
        key: Key,
        ...describeS3Error(error),
      });
    }
  }

  return {
    async save(key, body, maxBytes) {
      const Key = objectKey(key);
      const limited = sizeLimitedStream(body, maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: limited.stream },
        partSize: PART_SIZE,
        queueSize: PARTS_AT_ONCE,
        // Aborted here instead, so that an abort the server refuses is logged rather than
        // hiding why the upload stopped.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
        return limited.size();
      } catch (error) {
        await abandon(upload, Key);
        // Over the limit, or the client went away: say so, whatever the uploader reported.
        if (limited.failure() !== undefined) throw limited.failure();
        throw storageFailure(logger, 'save', key, error);
      }
    },
    async open(key, range) {
      const Key = objectKey(key);
      let object: GetObjectCommandOutput;
      try {
        object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
      } catch (error) {
        throw storageFailure(logger, 'open', key, error);
      }
      const body = object.Body!.transformToWebStream() as ReadableStream<Uint8Array>;
      if (!range) return body;
      // The answer's Content-Length is the range's: never send more than it. A server may answer
      // more than asked (s3rver sends the whole object for bytes=0-0) but must start where asked.
      const served = /^bytes (\d+)-/.exec(object.ContentRange ?? '');
      if (Number(served?.[1]) !== range.start) {
        await body.cancel();
        throw storageFailure(
          logger,
          'open',
          key,
          new Error(`Range ignored: ${object.ContentRange}`),
        );
      }
      return body.pipeThrough(firstBytes(range.end - range.start + 1));
    },
    async remove(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        throw storageFailure(logger, 'remove', key, error);
      }
    },
    async listKeys(before) {
      const keys: string[] = [];
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
          for (const object of page.Contents ?? []) {
            const key = object.Key?.slice(prefix.length);
            // Only names the store itself writes (nothing in a deeper "folder").
            if (!key || !isStoreKey(key)) continue;
            if (object.LastModified && object.LastModified < before) keys.push(key);
          }
        }
      } catch (error) {
        throw storageFailure(logger, 'list', undefined, error);
      }
      return keys;
    },
    check: bucket.check,
  };
}
