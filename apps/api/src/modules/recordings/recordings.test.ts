import { readdir } from 'node:fs/promises';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { recordingSchema, type Recording } from '@rehearse/contracts/recordings';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, TEST_SECRET, useTestApp } from '../../../test/test-app';
import { loadConfig } from '../../platform/config';

// A 1 MB limit keeps the over-limit upload small.
const { app, recordingsDir } = await useTestApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNTS: 'false',
    JWT_SECRET: TEST_SECRET,
    RECORDING_MAX_MB: '1',
  }),
});
const envelope = successEnvelope(recordingSchema);
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);
const filesStored = async () => (await readdir(recordingsDir).catch(() => [])).length;

async function upload(
  token: string,
  body: NonNullable<RequestInit['body']>,
  type = 'audio/webm;codecs=opus',
  extra: RequestInit = {},
) {
  return app.request('/api/recordings?durationSeconds=12.5', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
    ...extra,
  });
}

describe('recordings', () => {
  it('on a server without a speech engine: says what to install, and has no transcripts', async () => {
    const me = await signUpAndIn(app);
    const speech = await call(app, 'GET', '/api/speech', { token: me.token });
    expect(speech.body).toMatchObject({
      success: true,
      data: { available: false, installCommand: expect.stringContaining('apt-get install') },
    });
    const res = await upload(me.token, bytes(500));
    const recording: Recording = envelope.parse(await res.json()).data;
    const none = await call(app, 'GET', `/api/recordings/${recording.id}/transcription`, {
      token: me.token,
    });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error: { code: 'transcription.none' } });
    const health = await call(app, 'GET', '/api/health');
    expect(health.body).toMatchObject({ status: 'ok', transcription: false });
  });

  it('stores an upload and plays it back through a signed URL, with ranges', async () => {
    const me = await signUpAndIn(app);
    const res = await upload(me.token, bytes(5000));
    expect(res.status).toBe(201);
    const recording: Recording = envelope.parse(await res.json()).data;
    expect(recording).toMatchObject({ mimeType: 'audio/webm', size: 5000, durationSeconds: 12.5 });

    const whole = await app.request(recording.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes(5000));

    const part = await app.request(recording.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes(5000).subarray(100, 200));

    const tail = await app.request(recording.url, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe('bytes 4990-4999/5000');
    const outside = await app.request(recording.url, { headers: { range: 'bytes=9000-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */5000');
  });

  it('accepts a streamed upload without a Content-Length', async () => {
    const me = await signUpAndIn(app);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(bytes(10_000));
        controller.close();
      },
    });
    const res = await upload(me.token, stream, 'video/webm', { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(201);
    expect(envelope.parse(await res.json()).data.size).toBe(100_000);
  });

  it('refuses a wrong type, an empty body and an upload over the limit, keeping nothing', async () => {
    const me = await signUpAndIn(app);
    const before = await filesStored();
    const wrongType = await upload(me.token, bytes(10), 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({
      success: false,
      error: { message: expect.stringContaining('recording: Upload audio/webm') },
    });
    expect((await upload(me.token, new Uint8Array(0))).status).toBe(400);

    const declared = await upload(me.token, bytes(2 * 1024 * 1024));
    expect(declared.status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(bytes(100_000));
        controller.close();
      },
    });
    const over = await upload(me.token, streamed, 'audio/webm', { duplex: 'half' } as RequestInit);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      error: { message: 'recording: Recording is larger than the 1 MB limit' },
    });
    expect(await filesStored()).toBe(before);
  });

  it("keeps a user's recordings from others, and links from being forged or reused late", async () => {
    const owner = await signUpAndIn(app);
    const other = await signUpAndIn(app);
    const recording = envelope.parse(await (await upload(owner.token, bytes(100))).json()).data;
    expect(
      (await call(app, 'GET', `/api/recordings/${recording.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/recordings/${recording.id}`, { token: other.token })).status,
    ).toBe(404);

    const forged = recording.url.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    expect((await app.request(forged)).status).toBe(403);
    const expired = recording.url.replace(/expires=\d+/, 'expires=1000');
    expect((await app.request(expired)).status).toBe(403);
    expect((await app.request(`/api/recordings/${recording.id}/file`)).status).toBe(400);

    const mine = await call(app, 'GET', `/api/recordings/${recording.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(
      (await call(app, 'DELETE', `/api/recordings/${recording.id}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await app.request(recording.url)).status).toBe(404);
  });
});
