import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bytes,
  chunked,
  describeObjectStoreContract,
  readAll,
} from '../../test/object-store-contract';
import { closedPort, startS3TestServer } from '../../test/s3-test-server';
import { AppError } from '../platform/errors';
import { RecordingTooLargeError } from '../platform/recording-store';
import { createLogger } from '../platform/logger';
import { openS3Bucket } from './s3-bucket';
import { createS3ObjectStore, PART_SIZE } from './s3-object-store';

const s3 = await startS3TestServer();
const logger = createLogger('silent');
const bucket = openS3Bucket(s3.config, logger);
afterAll(async () => {
  bucket.close();
  await s3.close();
});

describeObjectStoreContract('an S3 bucket (s3rver)', 's3', () =>
  createS3ObjectStore(bucket, 'recordings/'),
);

const objectsIn = async (prefix: string) =>
  (
    await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix }))
  ).Contents?.map((object) => object.Key) ?? [];

const unavailable = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy(
    (error) => error instanceof AppError && error.code === 'storage.unavailable',
  );

describe('an S3 object store', () => {
  it('keeps each store under its own prefix of the one bucket', async () => {
    const recordings = createS3ObjectStore(bucket, 'recordings/');
    const files = createS3ObjectStore(bucket, 'files/');
    const key = crypto.randomUUID();
    await files.save(key, chunked(bytes(100)).stream, 1000);
    expect(await objectsIn('files/')).toContain(`files/${key}`);
    expect(await files.listKeys(new Date(Date.now() + 60_000))).toContain(key);
    expect(await recordings.listKeys(new Date(Date.now() + 60_000))).not.toContain(key);
    await expect(recordings.open(key)).rejects.toMatchObject({ code: 'storage.object_missing' });
  });

  it('shows no object while a multipart upload is under way (as when its process is killed)', async () => {
    const store = createS3ObjectStore(bucket, 'files/');
    const key = crypto.randomUUID();
    // The first part has gone up (the upload is multipart) and the client stops sending.
    const body = chunked(bytes(3 * PART_SIZE), { pauseAfter: PART_SIZE + 256 * 1024 });
    const saving = store.save(key, body.stream, 4 * PART_SIZE);
    await body.reachedPause;
    // Give the first part time to reach the server: there is still nothing to list or serve.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await objectsIn(`files/${key}`)).toEqual([]);
    await expect(store.open(key)).rejects.toMatchObject({ code: 'storage.object_missing' });
    body.resume();
    expect(await saving).toBe(3 * PART_SIZE);
    expect((await readAll(await store.open(key))).byteLength).toBe(3 * PART_SIZE);
  });

  it('aborts the multipart upload of a body over the limit, and says so when the server refuses', async () => {
    const warnings: string[] = [];
    const watched = openS3Bucket(s3.config, {
      ...logger,
      warn: (msg, fields) => warnings.push(`${msg} ${String(fields?.status)}`),
    });
    const store = createS3ObjectStore(watched, 'recordings/');
    const key = crypto.randomUUID();
    await expect(
      store.save(key, chunked(bytes(3 * PART_SIZE)).stream, 2 * PART_SIZE),
    ).rejects.toBeInstanceOf(RecordingTooLargeError);
    // s3rver 3.7 has no AbortMultipartUpload (405): the refusal is logged, the limit still
    // answered, and no object made.
    expect(warnings).toEqual([
      'multipart upload not aborted: its parts stay until the lifecycle rule 405',
    ]);
    expect(await objectsIn(`recordings/${key}`)).toEqual([]);
    watched.close();
  });

  it('answers storage.unavailable, without hanging, when the server cannot be reached', async () => {
    const down = openS3Bucket(
      { ...s3.config, endpoint: `http://127.0.0.1:${await closedPort()}` },
      logger,
    );
    const store = createS3ObjectStore(down, 'recordings/');
    const key = crypto.randomUUID();
    await unavailable(store.save(key, chunked(bytes(1000)).stream, 10_000));
    await unavailable(store.save(key, chunked(bytes(PART_SIZE + 10)).stream, 2 * PART_SIZE));
    await unavailable(store.open(key));
    await unavailable(store.remove(key));
    await unavailable(store.listKeys(new Date()));
    expect(await store.check()).toEqual({ kind: 's3', available: false, problem: 'unreachable' });
    down.close();
  });

  it('reports a bucket that does not exist, and refused credentials', async () => {
    const noBucket = openS3Bucket({ ...s3.config, bucket: 'no-such-bucket' }, logger);
    expect(await noBucket.check()).toEqual({ kind: 's3', available: false, problem: 'no_bucket' });
    noBucket.close();
    // s3rver does not verify SigV4 signatures, only that it knows the access key.
    const wrongKey = openS3Bucket(
      { ...s3.config, credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'wrong' } },
      logger,
    );
    expect(await wrongKey.check()).toEqual({
      kind: 's3',
      available: false,
      problem: 'access_denied',
    });
    wrongKey.close();
  });

  it('asks the bucket at most once per cache period, however often health is polled', async () => {
    let heads = 0;
    const counted = openS3Bucket(s3.config, logger, { probeCacheMs: 60_000 });
    counted.client.middlewareStack.add(
      (next) => async (args) => {
        heads++;
        return next(args);
      },
      { step: 'initialize' },
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => counted.check()));
    await counted.check();
    expect(answers.every((answer) => answer.available)).toBe(true);
    expect(heads).toBe(1);
    counted.close();
  });
});
