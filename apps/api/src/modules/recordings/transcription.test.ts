import { successEnvelope } from '@rehearse/contracts/envelope';
import { mockInterviewSchema } from '@rehearse/contracts/mock-interviews';
import { practiceAttemptSchema } from '@rehearse/contracts/practice';
import { recordingSchema } from '@rehearse/contracts/recordings';
import { speechStatusSchema, transcriptionSchema } from '@rehearse/contracts/transcriptions';
import { wordErrorRate } from '@rehearse/feedback/word-error-rate';
import { describe, expect, it } from 'vitest';
import { spokenWebm } from '../../../test/spoken-audio';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { createSpeechTranscriber } from '../../speech/speech-transcriber';
import { eq } from 'drizzle-orm';
import { transcriptions } from '../../db/schema/transcriptions';
import { resumeTranscriptions } from '../../domain/transcriptions';
import { createAppMemo } from '../../platform/app-memo';
import { createFileRecordingStore } from '../../storage/file-recording-store';
import type { Transcriber } from '../../platform/transcriber';

// The real engine (Debian's PocketSphinx through koffi, ffmpeg): .ci/run installs it.
const engine = createSpeechTranscriber();
if (!engine.status.available) {
  throw new Error(`Transcription tests need: ${engine.status.installCommand}`);
}
// The engine, counting how many recordings it transcribes at once.
const running = { now: 0, most: 0 };
const transcriber: Transcriber = {
  ...engine,
  async transcribe(audio, onProgress) {
    running.most = Math.max(running.most, ++running.now);
    try {
      return await engine.transcribe(audio, onProgress);
    } finally {
      running.now -= 1;
    }
  },
};
const { app, tasks, db, recordingsDir } = await useTestApp({ transcriber });

const SENTENCES = [
  'The hardest bug I fixed was a memory leak in a mobile app.',
  'It only happened after an hour of use, so I wrote a script to reproduce it and traced the leak to an image cache.',
];
const SPOKEN = SENTENCES.join(' ');
// A 3.5 s silence between the sentences: a long pause (the feedback counts from 2.5 s).
const audio = spokenWebm(SENTENCES, 3.5);

type Caller = { token: string };
const data = <T>(schema: { parse: (v: unknown) => { data: T } }, body: unknown) =>
  schema.parse(body).data;

async function upload(who: Caller) {
  const res = await app.request('/api/recordings?durationSeconds=99', {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'audio/webm;codecs=opus' },
    body: audio,
  });
  expect(res.status).toBe(201);
  return recordingSchema.parse(((await res.json()) as { data: unknown }).data);
}
async function transcription(who: Caller, id: string) {
  const res = await call(app, 'GET', `/api/recordings/${id}/transcription`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data(successEnvelope(transcriptionSchema), res.body);
}
async function practiceQuestionId(who: Caller) {
  const res = await call(app, 'GET', '/api/practice/questions?limit=1', { token: who.token });
  return (res.body as { data: { items: { question: { id: string } }[] } }).data.items[0]!.question
    .id;
}

describe('server transcription', () => {
  it('says which engine transcribes', async () => {
    const me = await signUpAndIn(app);
    const res = await call(app, 'GET', '/api/speech', { token: me.token });
    expect(data(successEnvelope(speechStatusSchema), res.body)).toMatchObject({
      available: true,
      engine: 'pocketsphinx',
    });
  });

  it('transcribes an uploaded webm/opus answer with timed words close to what was said', async () => {
    const me = await signUpAndIn(app);
    const recording = await upload(me);
    const queued = await transcription(me, recording.id);
    expect(['queued', 'running', 'done']).toContain(queued.status);
    await tasks.idle();
    const done = await transcription(me, recording.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, engine: 'pocketsphinx' });
    // flite's voice through Opus measured 13-20% WER (decision 032); a loose bound.
    expect(wordErrorRate(SPOKEN, done.text!)).toBeLessThan(0.35);
    const words = done.words!;
    expect(words.length).toBeGreaterThan(20);
    for (let i = 0; i < words.length; i++) {
      expect(words[i]!.end).toBeGreaterThan(words[i]!.start);
      if (i > 0) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end - 0.001);
      expect(words[i]!.confidence).toBeGreaterThanOrEqual(0);
      expect(words[i]!.confidence).toBeLessThanOrEqual(1);
    }
    // The audio's own length, not the 99 s the browser claimed.
    expect(done.audioSeconds).toBeGreaterThan(6);
    expect(done.audioSeconds).toBeLessThan(15);
    expect(words.at(-1)!.end).toBeLessThanOrEqual(done.audioSeconds! + 0.05);
    // The silence between the sentences is in the timings (the engine keeps silent frames).
    const gaps = words.slice(1).map((w, i) => w.start - words[i]!.end);
    expect(Math.max(...gaps)).toBeGreaterThan(3);
  });

  it('marks a recording that is not audio as failed, with a coded reason', async () => {
    const me = await signUpAndIn(app);
    const res = await app.request('/api/recordings', {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'audio/webm' },
      body: new Uint8Array(3000).fill(9),
    });
    const { data } = (await res.json()) as { data: { id: string } };
    await tasks.idle();
    expect(await transcription(me, data.id)).toMatchObject({
      status: 'failed',
      errorCode: 'transcription.audio_unreadable',
      text: null,
    });
  });

  it('transcribes uploads one at a time, in the order they came', async () => {
    const me = await signUpAndIn(app);
    running.most = 0;
    const first = await upload(me);
    const second = await upload(me);
    await tasks.idle();
    expect(running.most).toBe(1);
    expect((await transcription(me, first.id)).status).toBe('done');
    expect((await transcription(me, second.id)).status).toBe('done');
  });

  it('picks up, at start-up, a transcription that a stopped server left running', async () => {
    const me = await signUpAndIn(app);
    const recording = await upload(me);
    await tasks.idle();
    // As a server killed mid-recognition leaves it.
    await db
      .update(transcriptions)
      .set({ status: 'running', stage: 'recognising', progress: 40, text: null, words: null })
      .where(eq(transcriptions.recordingId, recording.id));
    expect(await transcription(me, recording.id)).toMatchObject({
      status: 'running',
      stage: 'recognising',
      progress: 40,
    });
    // The next server's start-up (createApp runs this).
    await resumeTranscriptions(db, {
      memo: createAppMemo(),
      recordings: createFileRecordingStore(recordingsDir),
      tasks,
      transcriber,
    });
    await tasks.idle();
    const done = await transcription(me, recording.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, stage: null });
    expect(wordErrorRate(SPOKEN, done.text!)).toBeLessThan(0.35);
  });

  it('measures a practice answer’s pace from the audio, and recomputes it when corrected', async () => {
    const me = await signUpAndIn(app);
    const recording = await upload(me);
    await tasks.idle();
    const heard = await transcription(me, recording.id);
    const questionId = await practiceQuestionId(me);
    const created = await call(app, 'POST', `/api/practice/questions/${questionId}/attempts`, {
      token: me.token,
      body: {
        mode: 'audio',
        transcript: heard.text,
        recordingId: recording.id,
        durationSeconds: 99,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const attempt = data(successEnvelope(practiceAttemptSchema), created.body);
    expect(attempt.durationSeconds).toBe(heard.audioSeconds);
    const pace = attempt.feedback.metrics.find((m) => m.id === 'wordsPerMinute')!;
    expect(pace.details).toMatchObject({ seconds: Math.round(heard.audioSeconds! * 10) / 10 });
    const pauses = attempt.feedback.metrics.find((m) => m.id === 'longPauses')!;
    expect(pauses.value).toBe(1);

    const corrected = await call(app, 'PATCH', `/api/practice/attempts/${attempt.id}`, {
      token: me.token,
      body: { transcript: SPOKEN },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const after = data(successEnvelope(practiceAttemptSchema), corrected.body);
    expect(after.transcript).toBe(SPOKEN);
    const count = after.feedback.metrics.find((m) => m.id === 'wordCount')!;
    expect(count.value).toBe(SPOKEN.split(/\s+/).length);
    expect(after.durationSeconds).toBe(heard.audioSeconds);
    // The corrected text keeps the recording's timings: the pause is still found.
    expect(after.feedback.metrics.find((m) => m.id === 'longPauses')!.value).toBe(1);

    const empty = await call(app, 'PATCH', `/api/practice/attempts/${attempt.id}`, {
      token: me.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, error: { code: 'validation.required' } });
  });

  it('gives a mock-interview take recorded without a transcript its words and feedback', async () => {
    const me = await signUpAndIn(app);
    const envelope = successEnvelope(mockInterviewSchema);
    const setup = {
      role: 'backend',
      questionCount: 1,
      mix: { behavioural: 1, technical: 0, roleSpecific: 0 },
      thinkSeconds: 0,
      answerSeconds: 60,
      takes: 1,
    };
    const created = await call(app, 'POST', '/api/mock-interviews', {
      token: me.token,
      body: setup,
    });
    const id = data(envelope, created.body).id;
    await call(app, 'POST', `/api/mock-interviews/${id}/start`, { token: me.token });
    const recording = await upload(me);
    const taken = await call(app, 'POST', `/api/mock-interviews/${id}/questions/0/takes`, {
      token: me.token,
      body: { recordingId: recording.id, transcriptSource: 'speech' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    await tasks.idle();
    const finished = await call(app, 'POST', `/api/mock-interviews/${id}/finish`, {
      token: me.token,
    });
    const interview = data(envelope, finished.body);
    const take = interview.questions[0]!.takes[0]!;
    expect(take.transcriptSource).toBe('audio');
    expect(take.transcription).toMatchObject({ status: 'done', progress: 100 });
    expect(wordErrorRate(SPOKEN, take.transcript)).toBeLessThan(0.35);
    expect(take.feedback).not.toBeNull();
    expect(interview.feedback!.score).toBeGreaterThan(0);
  });
});
