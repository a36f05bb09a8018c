import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signUpAndIn, useTestApp } from '../../test/test-app';
import { COMPRESS_MIN_BYTES } from './compress-json';

const { app } = await useTestApp();

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressed JSON answers', () => {
  it('gzips a large JSON answer for a client that accepts gzip', async () => {
    const plain = await get('/api/openapi.json');
    const text = (await bytes(plain)).toString();
    expect(text.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const res = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    expect(body.length).toBeLessThan(text.length / 3);
    expect(gunzipSync(body).toString()).toBe(text);
  });

  it('leaves a small answer, and a client that refuses gzip, uncompressed', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await small.json()).toMatchObject({ status: 'ok' });

    const refused = await get('/api/openapi.json', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await bytes(refused)).toString())).toHaveProperty('openapi');
  });

  it("gzips a signed-in user's list (the sample notes) the same way", async () => {
    const me = await signUpAndIn(app);
    const auth = { authorization: `Bearer ${me.token}` };
    const plain: unknown = await (await get('/api/apps/notes/all', auth)).json();
    const res = await get('/api/apps/notes/all', { ...auth, 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(res)).toString())).toEqual(plain);
  });

  it('never compresses recorded media, whole or in ranges', async () => {
    const me = await signUpAndIn(app);
    const audio = Uint8Array.from({ length: 5000 }, () => 7);
    const uploaded = await app.request('/api/recordings?durationSeconds=3', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${me.token}`,
        'content-type': 'audio/webm',
        'accept-encoding': 'gzip',
      },
      body: audio,
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.headers.get('content-encoding')).toBeNull();
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;

    const whole = await get(url, { 'accept-encoding': 'gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('content-length')).toBe('5000');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(audio);

    const part = await get(url, { 'accept-encoding': 'gzip', range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect((await bytes(part)).length).toBe(100);
  });
});
