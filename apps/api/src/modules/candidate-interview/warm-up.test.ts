import { readdir } from 'node:fs/promises';
import type { WarmUpStatus, WarmUpTranscript } from '@rehearse/contracts/candidate-interview';
import { WARM_UP_LIMIT, WARM_UP_MAX_BYTES } from '@rehearse/contracts/candidate-interview';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { candidateAnswers } from '../../db/schema/candidate-answers';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { recordings } from '../../db/schema/recordings';
import { transcriptions } from '../../db/schema/transcriptions';
import type { Transcriber, TranscriptionEngineStatus } from '../../platform/transcriber';
import { randomToken } from '../../platform/tokens';
import { inviteDirectly, openPostingWithPlan } from './interview-test-kit';

// The spoken warm-up's transcription through the interview link
// (docs/decisions/053-read-aloud-and-spoken-warm-up.md): scoped to the token, limited in size
// and rate, and nothing of it stored. The engine is a stand-in that reads the whole upload and
// answers timed words (the real engine's own tests are in modules/recordings and speech/).

const engine: { status: TranscriptionEngineStatus; received: number[]; fail?: string } = {
  status: { available: true, engine: 'test' },
  received: [],
};
const transcriber: Transcriber = {
  get status() {
    return engine.status;
  },
  async transcribe(audio) {
    let size = 0;
    for await (const chunk of audio) size += chunk.byteLength;
    engine.received.push(size);
    if (engine.fail) throw new Error(engine.fail);
    return {
      text: 'um I led the migration',
      words: ['um', 'I', 'led', 'the', 'migration'].map((text, i) => ({
        text,
        start: i * 0.5,
        end: i * 0.5 + 0.4,
        confidence: 0.9,
      })),
      audioSeconds: 2.5,
    };
  },
  close: async () => undefined,
};
const { app, db, recordingsDir } = await useTestApp({ transcriber });

const BASE = '/api/interview';
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);

const openPosting = async (people: RecruitingTeam) =>
  (
    await openPostingWithPlan(app, people, { title: 'Platform Engineer' }, [
      {
        prompt: 'A hard bug?',
        answer_type: 'audio',
        think_time_seconds: 30,
        answer_time_seconds: 60,
        takes: 1,
      },
    ])
  ).postingId;
const invite = (
  people: RecruitingTeam,
  postingId: string,
  overrides?: Parameters<typeof inviteDirectly>[4],
) => inviteDirectly(db, people, postingId, 'Wren Warmup', overrides);

const consent = (token: string) =>
  call(app, 'POST', `${BASE}/${token}/consent`, { body: { agree: true } });
async function speak(
  token: string,
  body: Uint8Array = bytes(3000),
  type = 'audio/webm;codecs=opus',
  address = '203.0.113.1',
) {
  const res = await app.request(`${BASE}/${token}/warm-up/transcript`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-test-client': address },
    body,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

// Nothing of a warm-up is kept: no recording row, no file, no transcription, no answer.
async function nothingStored() {
  expect(await db.select().from(recordings)).toEqual([]);
  expect(await db.select().from(transcriptions)).toEqual([]);
  expect(await db.select().from(candidateAnswers)).toEqual([]);
  expect(await readdir(recordingsDir).catch(() => [])).toEqual([]);
}

describe('the spoken warm-up', () => {
  let people: RecruitingTeam;
  let postingId: string;
  beforeEach(async () => {
    engine.status = { available: true, engine: 'test' };
    engine.received = [];
    engine.fail = undefined;
    people = await recruitingTeam(app, db);
    postingId = await openPosting(people);
  });

  it('transcribes the audio for the candidate and stores nothing of it', async () => {
    const me = await invite(people, postingId);
    expect((await consent(me.token)).status).toBe(200);
    const status = await call(app, 'GET', `${BASE}/${me.token}/warm-up`);
    expect(data<WarmUpStatus>(status)).toEqual({ spoken: true, max_bytes: WARM_UP_MAX_BYTES });

    const res = await speak(me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const transcript = data<WarmUpTranscript>(res);
    expect(transcript.text).toBe('um I led the migration');
    expect(transcript.audio_seconds).toBe(2.5);
    expect(transcript.words[2]).toEqual({ text: 'led', start: 1, end: 1.4, confidence: 0.9 });
    // The engine got every byte of the upload.
    expect(engine.received).toEqual([3000]);
    await nothingStored();
    // The interview itself is untouched: still on its first question, nothing answered.
    const [row] = await db.select().from(postingCandidates).where(eq(postingCandidates.id, me.id));
    expect(row!.stage).toBe('started');
  });

  it('needs consent, and refuses unknown, revoked, expired and finished links', async () => {
    const fresh = await invite(people, postingId);
    const early = await speak(fresh.token);
    expect(early.status).toBe(409);
    expect(code(early)).toBe('candidateInterview.consent_required');

    expect((await speak(randomToken())).status).toBe(404);
    const revoked = await invite(people, postingId, {
      revokedAt: new Date(),
      stage: 'withdrawn',
      consentedAt: new Date(),
    });
    const gone = await speak(revoked.token);
    expect(gone.status).toBe(410);
    expect(code(gone)).toBe('candidateInterview.link_revoked');
    const late = await invite(people, postingId, {
      deadlineAt: new Date(Date.now() - 1000),
      consentedAt: new Date(),
      stage: 'started',
    });
    const expired = await speak(late.token);
    expect(expired.status).toBe(410);
    expect(code(expired)).toBe('candidateInterview.link_expired');
    for (const res of [expired, await call(app, 'GET', `${BASE}/${late.token}/warm-up`)]) {
      expect(res.status).toBe(410);
    }
    const done = await invite(people, postingId, {
      consentedAt: new Date(),
      stage: 'completed',
    });
    const finished = await speak(done.token);
    expect(finished.status).toBe(409);
    expect(code(finished)).toBe('candidateInterview.finished');
    // None of them reached the engine.
    expect(engine.received).toEqual([]);
    await nothingStored();
  });

  it('refuses what is too large, empty or not audio, before the engine', async () => {
    const me = await invite(people, postingId);
    await consent(me.token);
    const big = await speak(me.token, bytes(WARM_UP_MAX_BYTES + 1));
    expect(big.status).toBe(413);
    expect(code(big)).toBe('recording.too_large');
    const empty = await speak(me.token, new Uint8Array(0));
    expect(empty.status).toBe(400);
    const text = await speak(me.token, bytes(100), 'text/plain');
    expect(text.status).toBe(415);
    expect(engine.received).toEqual([]);
    await nothingStored();
  });

  it('limits how many warm-ups one candidate transcribes, from any address', async () => {
    const me = await invite(people, postingId);
    await consent(me.token);
    for (let i = 0; i < WARM_UP_LIMIT; i++) {
      expect((await speak(me.token, bytes(500), 'audio/webm', `198.51.100.${i}`)).status).toBe(200);
    }
    const over = await speak(me.token, bytes(500), 'audio/webm', '198.51.100.99');
    expect(over.status).toBe(429);
    expect(code(over)).toBe('request.rate_limited');
    // Another candidate has their own allowance.
    const other = await invite(people, postingId);
    await consent(other.token);
    expect((await speak(other.token, bytes(500), 'audio/webm', '198.51.100.98')).status).toBe(200);
  });

  it('says when the server cannot transcribe, and when the audio cannot be read', async () => {
    const me = await invite(people, postingId);
    await consent(me.token);
    engine.status = {
      available: false,
      engine: 'pocketsphinx',
      missing: ['ffmpeg'],
      installCommand: 'apt-get install -y ffmpeg',
    };
    const status = await call(app, 'GET', `${BASE}/${me.token}/warm-up`);
    expect(data<WarmUpStatus>(status).spoken).toBe(false);
    const off = await speak(me.token);
    expect(off.status).toBe(503);
    expect(code(off)).toBe('candidateInterview.warm_up_unavailable');

    engine.status = { available: true, engine: 'test' };
    engine.fail = 'ffmpeg could not decode the recording';
    const unreadable = await speak(me.token);
    expect(unreadable.status).toBe(422);
    expect(code(unreadable)).toBe('transcription.audio_unreadable');
    await nothingStored();
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    expect(doc.paths).toHaveProperty([`${BASE}/{token}/warm-up`, 'get']);
    expect(doc.paths).toHaveProperty([`${BASE}/{token}/warm-up/transcript`, 'post']);
  });
});
