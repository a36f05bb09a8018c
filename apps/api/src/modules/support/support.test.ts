import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';

const { app, db } = await useTestApp();

const request = {
  category: 'quizzes',
  subject: 'Timer question',
  message: 'The exam timer kept running while my laptop slept. Is that expected?',
};

describe('support requests', () => {
  it('takes a signed-out visitor’s request with an email and queues the acknowledgement', async () => {
    const missing = await call(app, 'POST', '/api/support/requests', { body: request });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      error: { message: expect.stringContaining('name') },
    });
    const res = await call(app, 'POST', '/api/support/requests', {
      body: { ...request, name: 'Vera Visitor', email: 'vera@example.test' },
      headers: { 'x-test-client': '198.51.100.7' },
    });
    expect(res.status).toBe(201);
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, 'vera@example.test'));
    expect(mail).toEqual([
      expect.objectContaining({
        kind: 'support-acknowledgement',
        subject: 'We received your request: Timer question',
      }),
    ]);
  });

  it('lists a signed-in user’s requests with their status', async () => {
    const me = await signUpAndIn(app);
    const sent = await call(app, 'POST', '/api/support/requests', {
      token: me.token,
      body: request,
    });
    expect(sent.status).toBe(201);
    const list = await call(app, 'GET', '/api/support/requests', { token: me.token });
    expect(list.body).toMatchObject({
      data: [{ subject: 'Timer question', status: 'open', category: 'quizzes' }],
    });
    const other = await signUpAndIn(app);
    expect(
      (await call(app, 'GET', '/api/support/requests', { token: other.token })).body,
    ).toMatchObject({ data: [] });
    for (const body of [
      { ...request, message: 'short' },
      { ...request, category: 'gossip' },
      { ...request, subject: '' },
    ]) {
      expect(
        (await call(app, 'POST', '/api/support/requests', { token: me.token, body })).status,
      ).toBe(400);
    }
  });

  it('limits signed-out requests per address', async () => {
    const body = { ...request, name: 'Flo Flood', email: 'flo@example.test' };
    const headers = { 'x-test-client': '198.51.100.99' };
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'POST', '/api/support/requests', { body, headers })).status).toBe(
        201,
      );
    }
    expect((await call(app, 'POST', '/api/support/requests', { body, headers })).status).toBe(429);
  });

  it('accepts exactly 5 of 20 parallel signed-out requests from one address', async () => {
    const body = { ...request, name: 'Flo Flood', email: 'burst@example.test' };
    const headers = { 'x-test-client': '198.51.100.98' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', '/api/support/requests', { body, headers }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, 'burst@example.test'));
    expect(mail).toHaveLength(5);
  });
});

describe('FAQ', () => {
  it('is open to signed-out visitors and searchable', async () => {
    const all = await call(app, 'GET', '/api/support/faqs');
    expect(all.status).toBe(200);
    const categories = (all.body as { data: { faqs: { question: string; answer: string }[] }[] })
      .data;
    expect(categories.length).toBeGreaterThan(0);
    const word = categories[0]!.faqs[0]!.question.split(' ').find((w) => w.length > 5)!;
    const found = (await call(app, 'GET', `/api/support/faqs?q=${encodeURIComponent(word)}`))
      .body as typeof all.body;
    const faqs = (
      found as { data: { faqs: { question: string; answer: string }[] }[] }
    ).data.flatMap((c) => c.faqs);
    expect(faqs.length).toBeGreaterThan(0);
    expect(
      faqs.every((f) => `${f.question} ${f.answer}`.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
  });
});

describe('walkthrough videos', () => {
  it('lets only admins add them, as a link or an uploaded video with captions', async () => {
    const candidate = await signUpAndIn(app);
    const link = {
      tool: 'quiz',
      title: 'Taking a quiz',
      url: 'https://videos.example.test/quiz.mp4',
    };
    expect(
      (await call(app, 'POST', '/api/support/walkthroughs', { token: candidate.token, body: link }))
        .status,
    ).toBe(403);

    const admin = await signUpAndIn(app);
    await db
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.id, admin.user.id));
    const added = await call(app, 'POST', '/api/support/walkthroughs', {
      token: admin.token,
      body: link,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ data: { videoUrl: link.url, tool: 'quiz' } });
    for (const url of ['//evil.example/v.mp4', '/\\evil.example/v.mp4']) {
      const offSite = await call(app, 'POST', '/api/support/walkthroughs', {
        token: admin.token,
        body: { ...link, url },
      });
      expect(offSite.status, url).toBe(400);
      expect(offSite.body).toMatchObject({
        error: {
          message: expect.stringMatching(/^url: /),
          issues: [{ code: 'support.video_link', field: 'url' }],
        },
      });
    }

    const upload = await app.request('/api/recordings', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'video/mp4' },
      body: new Uint8Array(1000).fill(9),
    });
    const recordingId = ((await upload.json()) as { data: { id: string } }).data.id;
    const badCaptions = await call(app, 'POST', '/api/support/walkthroughs', {
      token: admin.token,
      body: { tool: 'practice', title: 'Practice', recordingId, captions: 'not vtt' },
    });
    expect(badCaptions.status).toBe(400);
    expect(badCaptions.body).toMatchObject({
      error: { issues: [{ code: 'support.captions_webvtt', field: 'captions' }] },
    });
    const both = await call(app, 'POST', '/api/support/walkthroughs', {
      token: admin.token,
      body: { tool: 'practice', title: 'Practice', recordingId, url: link.url },
    });
    expect(both.status).toBe(400);
    const uploaded = await call(app, 'POST', '/api/support/walkthroughs', {
      token: admin.token,
      body: {
        tool: 'practice',
        title: 'Practising an answer',
        recordingId,
        captions: 'WEBVTT\n\n00:00.000 --> 00:02.000\nPick a question.',
      },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const walkthrough = (uploaded.body as { data: { id: string; videoUrl: string } }).data;

    // Anyone can list and play them.
    const list = await call(app, 'GET', '/api/support/walkthroughs');
    expect((list.body as { data: unknown[] }).data).toHaveLength(2);
    const part = await app.request(walkthrough.videoUrl, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');

    expect(
      (
        await call(app, 'DELETE', `/api/support/walkthroughs/${walkthrough.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(200);
    expect((await app.request(walkthrough.videoUrl)).status).toBe(404);
  });

  it('lets the player load a linked video from another https host, but no script from it', async () => {
    const csp =
      (await call(app, 'GET', '/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/media-src 'self' blob: https:;/);
    expect(csp).toMatch(/script-src 'self';/);
  });
});
