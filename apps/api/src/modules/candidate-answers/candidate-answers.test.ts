// A candidate's answers as the hiring team reads them (docs/decisions/051-reviewing-candidate-
// answers.md), against a real database with the recordings in real files: who may read them,
// which take is served and how (Range; audio only for an anonymised posting's team, checked with
// ffprobe), and that nothing the candidate did not submit, or deleted, is ever exposed.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CandidateAnswers } from '@rehearse/contracts/candidate-answers';
import { eq as sqlEq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { candidateAnswers, candidateAnswerTakes } from '../../db/schema/candidate-answers';
import { postingCandidates } from '../../db/schema/posting-candidates';
import {
  postingHiringTeam,
  postingQuestionCriteria,
  postingQuestions,
  postings,
} from '../../db/schema/postings';
import { recordings } from '../../db/schema/recordings';
import { rubricCriteria, rubrics } from '../../db/schema/rubrics';
import { transcriptions } from '../../db/schema/transcriptions';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { createFfmpegAudioRenditions } from '../../speech/ffmpeg-audio-renditions';

const { app, db, recordingsDir } = await useTestApp({
  audioRenditions: createFfmpegAudioRenditions(),
});

// A one-second WebM with a video and an audio stream, as a browser records an answer.
let work: string;
let webm: Uint8Array;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'rehearse-answers-'));
  const file = join(work, 'answer.webm');
  execFileSync('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '1'],
    ...['-c:v', 'libvpx', '-c:a', 'libopus', '-f', 'webm', file],
  ]);
  webm = new Uint8Array(await readFile(file));
});
afterAll(() => rm(work, { recursive: true, force: true }));

// The kinds of streams ffprobe finds in some bytes: ['audio', 'video'] for the recording.
async function streamKinds(bytes: Uint8Array): Promise<string[]> {
  const file = join(work, `${randomToken().slice(0, 12)}.bin`);
  await writeFile(file, bytes);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file],
  ]);
  return out.toString().trim().split('\n').sort();
}

let t: RecruitingTeam;
let postingId: string;
let questionIds: string[];
let criterionIds: string[];

// An open posting with a rubric of two criteria and three questions (video, audio, text); the
// reviewer is on its hiring team, the recruiter is not.
async function setUp(anonymized = false) {
  t = await recruitingTeam(app, db);
  const [rubric] = await db
    .insert(rubrics)
    .values({ organizationId: t.organizationId, name: 'Engineering' })
    .returning();
  criterionIds = (
    await db
      .insert(rubricCriteria)
      .values(
        ['Problem solving', 'Communication'].map((name, position) => ({
          rubricId: rubric!.id,
          position,
          name,
          weight: 1,
          anchors: ['Lost', 'Shaky', 'Sound', 'Strong', 'Exceptional'],
        })),
      )
      .returning()
  ).map((row) => row.id);
  const [posting] = await db
    .insert(postings)
    .values({
      organizationId: t.organizationId,
      title: 'Engineer',
      workplaceType: 'remote',
      employmentType: 'full-time',
      state: 'open',
      rubricId: rubric!.id,
      anonymizedReview: anonymized,
    })
    .returning();
  postingId = posting!.id;
  questionIds = (
    await db
      .insert(postingQuestions)
      .values(
        (['video', 'audio', 'text'] as const).map((answerType, position) => ({
          postingId,
          position,
          prompt: `Question ${position + 1}`,
          answerType,
          thinkTimeSeconds: 30,
          answerTimeSeconds: 60,
          takes: 2,
        })),
      )
      .returning()
  ).map((row) => row.id);
  await db.insert(postingQuestionCriteria).values([
    { postingQuestionId: questionIds[0]!, criterionId: criterionIds[0]! },
    { postingQuestionId: questionIds[0]!, criterionId: criterionIds[1]! },
    { postingQuestionId: questionIds[2]!, criterionId: criterionIds[1]! },
  ]);
  await db.insert(postingHiringTeam).values({ postingId, userId: t.reviewer.id });
}

// A stored recording of the candidate's, with its file in the app's recording folder.
async function recording(candidateId: string, mimeType: string, bytes: Uint8Array) {
  const storageKey = crypto.randomUUID();
  await writeFile(join(recordingsDir, storageKey), bytes);
  const [row] = await db
    .insert(recordings)
    .values({ candidateId, mimeType, size: bytes.byteLength, storageKey, attachedAt: new Date() })
    .returning();
  return row!;
}

// A candidate who answered: the video question with two takes (the second submitted), the
// audio question recorded but not submitted yet, the written one submitted.
async function answeredCandidate(stage: 'completed' | 'started' = 'completed') {
  const token = randomToken();
  const [candidate] = await db
    .insert(postingCandidates)
    .values({
      organizationId: t.organizationId,
      postingId,
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      stage,
      tokenHash: await sha256Hex(token),
      deadlineAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const id = candidate!.id;
  const now = new Date();
  const [first, chosen, pending] = [
    await recording(id, 'video/webm', Uint8Array.from([1, 2, 3])),
    await recording(id, 'video/webm', webm),
    await recording(id, 'audio/webm', Uint8Array.from([9, 9, 9])),
  ];
  const [video, audio] = await db
    .insert(candidateAnswers)
    .values([
      { candidateId: id, postingQuestionId: questionIds[0]!, thinkStartedAt: now },
      { candidateId: id, postingQuestionId: questionIds[1]!, thinkStartedAt: now },
      {
        candidateId: id,
        postingQuestionId: questionIds[2]!,
        thinkStartedAt: now,
        writtenText: 'An old silent pond',
        submittedAt: now,
      },
    ])
    .returning();
  const takes = await db
    .insert(candidateAnswerTakes)
    .values([
      { answerId: video!.id, number: 1, recordingId: first!.id },
      { answerId: video!.id, number: 2, recordingId: chosen!.id },
      { answerId: audio!.id, number: 1, recordingId: pending!.id },
    ])
    .returning();
  await db
    .update(candidateAnswers)
    .set({ chosenTakeId: takes[1]!.id, submittedAt: now })
    .where(eqId(video!.id));
  // The audio answer has a take but was not submitted: it must not show.
  await db.update(candidateAnswers).set({ chosenTakeId: takes[2]!.id }).where(eqId(audio!.id));
  await db.insert(transcriptions).values([
    { recordingId: chosen!.id, status: 'done', engine: 'test', text: 'I like hard problems' },
    { recordingId: pending!.id, status: 'done', engine: 'test', text: 'never submitted words' },
  ]);
  return { id, token, chosen: chosen!, first: first! };
}

const eqId = (id: string) => sqlEq(candidateAnswers.id, id);

const answersPath = (candidateId: string, posting = postingId) =>
  `/api/recruiter/postings/${posting}/candidates/${candidateId}/answers`;
async function read(token: string, candidateId: string) {
  const res = await call(app, 'GET', answersPath(candidateId), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<CandidateAnswers>(res);
}
const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  app.request(url, { headers });

describe('a candidate’s answers for the hiring team', () => {
  beforeEach(() => setUp());

  it('gives a team member each question in order: answer, transcript and linked criteria', async () => {
    const ada = await answeredCandidate();
    const answers = await read(t.reviewer.token, ada.id);
    expect(answers.candidate).toEqual({ id: ada.id, name: 'Ada Lovelace', stage: 'completed' });
    expect(answers.anonymized).toBe(false);
    expect(answers.media_note).toBeNull();
    const [video, audio, written] = answers.answers;
    expect(answers.answers.map((a) => [a.position, a.prompt, a.answer_type])).toEqual([
      [1, 'Question 1', 'video'],
      [2, 'Question 2', 'audio'],
      [3, 'Question 3', 'text'],
    ]);
    expect(video!.criteria.map((c) => c.name)).toEqual(['Problem solving', 'Communication']);
    expect(video!.criteria[0]!.anchors).toEqual([
      'Lost',
      'Shaky',
      'Sound',
      'Strong',
      'Exceptional',
    ]);
    expect(video!.media).toMatchObject({ kind: 'video', mime_type: 'video/webm' });
    expect(video!.transcript).toEqual({ state: 'done', text: 'I like hard problems' });
    expect(video!.submitted_at).not.toBeNull();
    // Recorded but not submitted: shown as not answered, and none of its take.
    expect(audio).toMatchObject({ submitted_at: null, media: null, transcript: null, text: null });
    expect(JSON.stringify(answers)).not.toContain('never submitted words');
    expect(written).toMatchObject({ text: 'An old silent pond', media: null, transcript: null });
    expect(written!.criteria.map((c) => c.name)).toEqual(['Communication']);
    // No delivery metrics or machine scores, and no email.
    expect(JSON.stringify(answers)).not.toMatch(/pace|filler|score|ada@example/i);

    // The owner, who decides, reads them too.
    expect((await read(t.owner.token, ada.id)).answers[0]!.media?.kind).toBe('video');
  });

  it('reports a transcript being made, and none', async () => {
    const ada = await answeredCandidate();
    await db
      .update(transcriptions)
      .set({ status: 'running', stage: 'recognising', text: null })
      .where(sqlEq(transcriptions.recordingId, ada.chosen.id));
    expect((await read(t.reviewer.token, ada.id)).answers[0]!.transcript).toEqual({
      state: 'running',
      text: null,
    });
    await db.delete(transcriptions).where(sqlEq(transcriptions.recordingId, ada.chosen.id));
    expect((await read(t.reviewer.token, ada.id)).answers[0]!.transcript).toEqual({
      state: 'none',
      text: null,
    });
  });

  it('streams the submitted take with Range, through its signed link only', async () => {
    const ada = await answeredCandidate();
    const url = (await read(t.reviewer.token, ada.id)).answers[0]!.media!.url;
    const whole = await fetchMedia(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    // The chosen (second) take, not the first.
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(webm);
    const part = await fetchMedia(url, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${webm.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(webm.subarray(0, 10));
    expect((await fetchMedia(url, { range: `bytes=${webm.byteLength + 5}-` })).status).toBe(416);

    // A forged signature, or a signature for the video used for the audio path: refused.
    const forged = url.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await fetchMedia(forged)).status).toBe(403);
    expect((await fetchMedia(url.replace('/media?', '/audio?'))).status).toBe(403);
    // The unsubmitted audio answer has no media, whatever its link would be.
    const audioUrl = url.replace(questionIds[0]!, questionIds[1]!);
    expect((await fetchMedia(audioUrl)).status).toBe(403);
  });

  it('answers 404 to a reviewer not on the team and to another organization', async () => {
    const ada = await answeredCandidate();
    await db.delete(postingHiringTeam);
    const off = await call(app, 'GET', answersPath(ada.id), { token: t.reviewer.token });
    expect(off.status).toBe(404);
    const other = await call(app, 'GET', answersPath(ada.id), { token: t.other.token });
    expect(other.status).toBe(404);
    // A candidate of another posting, or no candidate at all.
    const stranger = await call(app, 'GET', answersPath(crypto.randomUUID()), {
      token: t.owner.token,
    });
    expect(stranger.status).toBe(404);
    expect(code(stranger)).toBe('request.not_found');
  });

  it('shows a candidate who has not finished only what they submitted', async () => {
    const ada = await answeredCandidate('started');
    const answers = await read(t.reviewer.token, ada.id);
    expect(answers.answers.map((a) => a.submitted_at !== null)).toEqual([true, false, true]);
  });

  it('forgets a candidate who asked for their data to be deleted', async () => {
    const ada = await answeredCandidate();
    const url = (await read(t.reviewer.token, ada.id)).answers[0]!.media!.url;
    const removed = await call(app, 'DELETE', `/api/interview/${ada.token}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const answers = await read(t.reviewer.token, ada.id);
    expect(answers.answers.every((a) => a.submitted_at === null && a.media === null)).toBe(true);
    expect((await fetchMedia(url)).status).toBe(404);
    // Removed from the posting altogether: 404.
    await db.delete(postingCandidates).where(sqlEq(postingCandidates.id, ada.id));
    expect((await call(app, 'GET', answersPath(ada.id), { token: t.owner.token })).status).toBe(
      404,
    );
  });
});

describe('an anonymised posting’s answers', () => {
  beforeEach(() => setUp(true));

  it('gives the hiring team audio only and no name; those who decide see all', async () => {
    const ada = await answeredCandidate();
    const answers = await read(t.reviewer.token, ada.id);
    expect(answers.anonymized).toBe(true);
    expect(answers.candidate.name).toMatch(/^Candidate [0-9A-F]{4}$/);
    expect(JSON.stringify(answers)).not.toMatch(/Ada|Lovelace|ada@example/);
    const media = answers.answers[0]!.media!;
    expect(media).toMatchObject({ kind: 'audio', mime_type: 'audio/webm' });
    expect(media.url).toContain('/audio?');
    const served = await fetchMedia(media.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/webm');
    const audio = new Uint8Array(await served.arrayBuffer());
    expect(await streamKinds(webm)).toEqual(['audio', 'video']);
    expect(await streamKinds(audio)).toEqual(['audio']);
    const part = await fetchMedia(media.url, { range: 'bytes=4-' });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(audio.subarray(4));
    // The video's own path is not opened by the audio's signature.
    expect((await fetchMedia(media.url.replace('/audio?', '/media?'))).status).toBe(403);

    // The owner, not on the team, decides: name and video.
    const owner = await read(t.owner.token, ada.id);
    expect(owner.anonymized).toBe(false);
    expect(owner.candidate.name).toBe('Ada Lovelace');
    expect(owner.answers[0]!.media?.kind).toBe('video');
  });

  it('answers 422 when the recording has no audio to take', async () => {
    const ada = await answeredCandidate();
    // The chosen take's file replaced by bytes ffmpeg cannot read.
    await writeFile(join(recordingsDir, ada.chosen.storageKey), Uint8Array.from([0, 1, 2]));
    await db.update(recordings).set({ size: 3 }).where(sqlEq(recordings.id, ada.chosen.id));
    const media = (await read(t.reviewer.token, ada.id)).answers[0]!.media!;
    const res = await call(app, 'GET', media.url);
    expect(res.status).toBe(422);
    expect(code(res)).toBe('candidateAnswers.no_audio');
  });
});

describe('the OpenAPI document', () => {
  it('has the answers and both media routes', async () => {
    const doc = await call(app, 'GET', '/api/openapi.json');
    const paths = (doc.body as { paths: Record<string, { get?: { responses: object } }> }).paths;
    const base = '/api/recruiter/postings/{id}/candidates/{candidateId}/answers';
    expect(Object.keys(paths[base]!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '404']),
    );
    for (const media of ['media', 'audio']) {
      expect(Object.keys(paths[`${base}/{questionId}/${media}`]!.get!.responses)).toEqual(
        expect.arrayContaining(['200', '206', '403', '404', '416']),
      );
    }
  });
});
