import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { fileManagerItemSchema } from '@rehearse/contracts/file-manager';
import { recordingSchema } from '@rehearse/contracts/recordings';
import { afterAll, describe, expect, it } from 'vitest';
import { bytes, chunked } from '../../../test/object-store-contract';
import { startS3TestServer } from '../../../test/s3-test-server';
import { call, signUpAndIn, TEST_SECRET, useTestApp } from '../../../test/test-app';
import { loadConfig } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import { openS3Bucket } from '../../storage/s3-bucket';
import { createS3ObjectStore, PART_SIZE } from '../../storage/s3-object-store';

// The app as server.ts builds it with S3_BUCKET set: recordings and the file manager's uploads
// in one bucket of an S3-compatible server started here, under their prefixes. Health asks the
// bucket on every call (no cache), so the last test sees the server go away.
const s3 = await startS3TestServer();
const bucket = openS3Bucket(s3.config, createLogger('silent'), { probeCacheMs: 0 });
const { app } = await useTestApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNTS: 'false',
    JWT_SECRET: TEST_SECRET,
    RECORDING_MAX_MB: '8',
  }),
  recordings: createS3ObjectStore(bucket, 'recordings/'),
  files: createS3ObjectStore(bucket, 'files/'),
});
let serverUp = true;
afterAll(async () => {
  bucket.close();
  if (serverUp) await s3.close();
});

const envelope = successEnvelope(recordingSchema);
const MB = 1024 * 1024;
const objects = async (prefix: string) =>
  (
    await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix }))
  ).Contents?.map((object) => object.Key) ?? [];

const upload = (token: string, body: NonNullable<RequestInit['body']>) =>
  app.request('/api/recordings?durationSeconds=30', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'video/webm' },
    body,
    duplex: 'half',
  } as RequestInit);

describe('recordings and files on S3-compatible storage', () => {
  it('stores a recording larger than one part and plays it back through its signed URL, with ranges', async () => {
    const me = await signUpAndIn(app);
    const data = bytes(PART_SIZE + MB, 5);
    const res = await upload(me.token, chunked(data).stream);
    expect(res.status, await res.clone().text()).toBe(201);
    const recording = envelope.parse(await res.json()).data;
    expect(recording.size).toBe(data.byteLength);
    expect(await objects('recordings/')).toHaveLength(1);

    const whole = await app.request(recording.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(data.byteLength));
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(data))).toBe(true);

    // Across the boundary of the two parts it went up in.
    const from = PART_SIZE - 50;
    const part = await app.request(recording.url, {
      headers: { range: `bytes=${from}-${from + 99}` },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${from}-${from + 99}/${data.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(data.subarray(from, from + 100));
    const first = await app.request(recording.url, { headers: { range: 'bytes=0-0' } });
    expect(first.headers.get('content-length')).toBe('1');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(data.subarray(0, 1));

    // Discarding the upload removes its object.
    const removed = await call(app, 'DELETE', `/api/recordings/${recording.id}`, {
      token: me.token,
    });
    expect(removed.status).toBe(200);
    expect(await objects('recordings/')).toEqual([]);
  });

  it('refuses a streamed recording over RECORDING_MAX_MB and leaves no object', async () => {
    const me = await signUpAndIn(app);
    const res = await upload(me.token, chunked(bytes(12 * MB)).stream);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'recording.too_large' } });
    expect(await objects('recordings/')).toEqual([]);
  });

  it("keeps the file manager's uploads under their own prefix and downloads them", async () => {
    const me = await signUpAndIn(app);
    const res = await app.request('/api/apps/file-manager/upload?name=notes.txt', {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'text/plain' },
      body: 'Questions to ask the panel',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const file = fileManagerItemSchema.parse(await res.json());
    expect(await objects('files/')).toHaveLength(1);
    const download = await app.request(`/api/apps/file-manager/file/${file.id}/content`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(await download.text()).toBe('Questions to ask the panel');
  });

  it('reports the bucket in health, and answers 503 storage.unavailable once it is gone', async () => {
    expect((await call(app, 'GET', '/api/health')).body).toMatchObject({
      status: 'ok',
      storage: { kind: 's3', available: true },
    });
    const me = await signUpAndIn(app);
    await s3.close();
    serverUp = false;

    const health = await call(app, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      storage: { kind: 's3', available: false, problem: 'unreachable' },
    });
    const res = await upload(me.token, bytes(1000));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 'storage.unavailable', message: 'Stored files cannot be reached right now' },
    });
  });
});
