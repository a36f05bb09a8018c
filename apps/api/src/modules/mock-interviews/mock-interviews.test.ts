import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  mockInterviewPageSchema,
  mockInterviewSchema,
  type MockInterview,
} from '@rehearse/contracts/mock-interviews';
import { recordingSchema } from '@rehearse/contracts/recordings';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app, recordingsDir } = await useTestApp();
const envelope = successEnvelope(mockInterviewSchema);
type Caller = { token: string };

async function interview(who: Caller, method: string, path: string, body?: unknown, status = 200) {
  const res = await call(app, method, path, { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return envelope.parse(res.body).data;
}
async function upload(who: Caller) {
  const res = await app.request('/api/recordings?durationSeconds=30', {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'video/webm;codecs=vp8,opus' },
    body: new Uint8Array(4096).fill(3),
  });
  expect(res.status).toBe(201);
  return recordingSchema.parse(((await res.json()) as { data: unknown }).data);
}
const setup = {
  role: 'backend',
  questionCount: 3,
  mix: { behavioural: 1, technical: 1, roleSpecific: 1 },
  thinkSeconds: 5,
  answerSeconds: 60,
  takes: 2,
};
const ANSWER =
  'In my last role our API latency was too high. I was asked to bring p99 under 200 ms. ' +
  'I profiled the service, added an index and a cache, and we cut p99 from 900 ms to 150 ms.';

// A pasted backend ad: the terms it must be understood by are Kafka, gRPC, Prometheus,
// OpenTelemetry, Terraform and PCI DSS (issue 13's example).
const BACKEND_JD = `Senior Backend Engineer, Payments Platform (Remote, EU)

We move money for 40,000 merchants. You will build and run the services behind card payments.

What you will do
- Design and build Go and Java services that talk gRPC to each other and publish events to Kafka.
- Own reliability: SLOs, on-call, incident response, dashboards in Grafana and metrics in Prometheus.
- Instrument services with OpenTelemetry traces.
- Manage AWS infrastructure (EKS, RDS for PostgreSQL) with Terraform.
- Keep the platform PCI DSS compliant together with our security team.

What we look for
- 5+ years building distributed systems in production.
- Experience with Kafka consumers at scale, idempotency and exactly-once processing.
- Comfortable with code review, CI/CD and writing design docs.
`;

describe('mock interviews', () => {
  it('sets up from a role with the asked mix, shows questions as they are reached', async () => {
    const me = await signUpAndIn(app);
    const created = await interview(me, 'POST', '/api/mock-interviews', setup, 201);
    expect(created).toMatchObject({ status: 'ready', currentPosition: 0, title: 'backend' });
    expect(created.questions).toEqual([]);
    const started = await interview(me, 'POST', `/api/mock-interviews/${created.id}/start`);
    expect(started.questions).toHaveLength(1);
    expect(started.questions[0]!.revealed).toBeNull();
    expect(started.questions[0]!.question.roles).toContain('backend');
  });

  it('weights questions by the job description’s terms', async () => {
    const me = await signUpAndIn(app);
    const created = await interview(
      me,
      'POST',
      '/api/mock-interviews',
      {
        jobDescription:
          'Senior Backend Engineer\nYou will design PostgreSQL schemas, tune SQL queries and indexes, ' +
          'and run database migrations safely. Experience with SQL performance and indexing required.',
        questionCount: 2,
        mix: { behavioural: 0, technical: 2, roleSpecific: 0 },
        thinkSeconds: 0,
        answerSeconds: 60,
        takes: 1,
      },
      201,
    );
    expect(created.title).toBe('Senior Backend Engineer');
    expect(created.jobTerms).toEqual(expect.arrayContaining(['SQL', 'PostgreSQL']));
    const early = await call(app, 'POST', `/api/mock-interviews/${created.id}/finish`, {
      token: me.token,
    });
    expect(early.status).toBe(409);
    await interview(me, 'POST', `/api/mock-interviews/${created.id}/start`);
    const done = await interview(me, 'POST', `/api/mock-interviews/${created.id}/finish`);
    // Both technical questions are about databases, the description's subject.
    for (const { question } of done.questions) {
      expect(question.skills, question.prompt).toContain('sql');
    }
  });

  it('a backend job description gets backend questions, some naming its own technologies', async () => {
    const me = await signUpAndIn(app);
    const created = await interview(
      me,
      'POST',
      '/api/mock-interviews',
      {
        jobDescription: BACKEND_JD,
        questionCount: 6,
        mix: { behavioural: 1, technical: 3, roleSpecific: 2 },
        thinkSeconds: 0,
        answerSeconds: 60,
        takes: 1,
      },
      201,
    );
    expect(created.jobTerms).toEqual(
      expect.arrayContaining([
        'Apache Kafka',
        'gRPC',
        'Prometheus',
        'OpenTelemetry',
        'Terraform',
        'PCI DSS',
      ]),
    );
    // The old heuristic's picks: words of the title and the location, not terms.
    for (const word of ['Remote', 'EU', 'Engineer', 'Platform']) {
      expect(created.jobTerms).not.toContain(word);
    }
    await interview(me, 'POST', `/api/mock-interviews/${created.id}/start`);
    const answer =
      'We ran Apache Kafka for card payments: I tuned partitions, added consumer lag alerts in Prometheus and wrote the runbook.';
    await interview(me, 'POST', `/api/mock-interviews/${created.id}/questions/0/takes`, {
      transcript: answer,
      transcriptSource: 'typed',
    });
    for (let position = 1; position < 6; position += 1) {
      await interview(me, 'POST', `/api/mock-interviews/${created.id}/next`);
    }
    const done = await interview(me, 'POST', `/api/mock-interviews/${created.id}/finish`);
    expect(done.questions).toHaveLength(6);
    for (const { question } of done.questions) {
      // Nothing for frontend or design only, no portfolio, no placeholder left unfilled.
      expect(question.roles, question.prompt).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(backend|software-engineer)$/)]),
      );
      expect(question.skills, question.prompt).not.toContain('react');
      expect(question.prompt).not.toMatch(/portfolio|\{/i);
    }
    // Templates were filled with the description's own terms, and their model answers too.
    const filled = done.questions.filter((q) => q.question.id.startsWith('tpl-'));
    expect(filled.length).toBeGreaterThanOrEqual(1);
    const names = new RegExp(created.jobTerms.map((t) => t.replace(/[.+#]/g, '\\$&')).join('|'));
    for (const q of filled) {
      expect(q.question.prompt).toMatch(names);
      expect(q.revealed!.modelAnswer.join(' ')).not.toContain('{');
    }
    // The first answer's feedback measured the description's terms by what was recognised.
    const jobTerms = done.questions[0]!.takes[0]!.feedback!.metrics.find(
      (m) => m.id === 'jobTerms',
    );
    expect(jobTerms!.details).toMatchObject({
      matched: expect.arrayContaining(['Apache Kafka', 'Prometheus']),
    });
  });

  it('tells what a job description will be recognised as, before the interview exists', async () => {
    const me = await signUpAndIn(app);
    const res = await call(app, 'POST', '/api/mock-interviews/job-terms', {
      token: me.token,
      body: { jobDescription: 'Run k8s and Kafka for our payments team; share the on-call.' },
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual({
      terms: [
        { name: 'Kubernetes', kind: 'technology' },
        { name: 'Apache Kafka', kind: 'technology' },
        { name: 'on-call', kind: 'skill' },
        { name: 'payments', kind: 'domain' },
      ],
    });
    const empty = await call(app, 'POST', '/api/mock-interviews/job-terms', {
      token: me.token,
      body: { jobDescription: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { code: 'validation.required' } });
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/api/mock-interviews/job-terms']?.post).toBeDefined();
    const anonymous = await call(app, 'POST', '/api/mock-interviews/job-terms', {
      body: { jobDescription: 'Kafka' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('records takes, keeps progress on the server, and gives feedback at the end', async () => {
    const me = await signUpAndIn(app);
    const { id } = await interview(me, 'POST', '/api/mock-interviews', setup, 201);
    await interview(me, 'POST', `/api/mock-interviews/${id}/start`);
    const base = `/api/mock-interviews/${id}/questions`;

    const first = await upload(me);
    let state = await interview(me, 'POST', `${base}/0/takes`, {
      recordingId: first.id,
      transcript: '',
      transcriptSource: 'speech',
    });
    expect(state.questions[0]!.takes[0]).toMatchObject({ take: 1, feedback: null });
    expect(state.questions[0]!.takes[0]!.recording?.id).toBe(first.id);
    // A retake within the allowance, with a transcript this time.
    state = await interview(me, 'POST', `${base}/0/takes`, {
      transcript: ANSWER,
      transcriptSource: 'typed',
      durationSeconds: 40,
    });
    expect(state.questions[0]!.takes[1]!.feedback?.score).toBeGreaterThan(0);
    const third = await call(app, 'POST', `${base}/0/takes`, {
      token: me.token,
      body: { transcript: ANSWER, transcriptSource: 'typed' },
    });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ error: { message: 'No takes left for this question' } });
    const ahead = await call(app, 'POST', `${base}/2/takes`, {
      token: me.token,
      body: { transcript: ANSWER, transcriptSource: 'typed' },
    });
    expect(ahead.status).toBe(409);

    const moved = await interview(me, 'POST', `/api/mock-interviews/${id}/next`);
    expect(moved.currentPosition).toBe(1);
    // A reload resumes on the question reached.
    const reloaded = await interview(me, 'GET', `/api/mock-interviews/${id}`);
    expect(reloaded.currentPosition).toBe(1);
    expect(reloaded.questions).toHaveLength(2);

    // Type the transcript of the first take afterwards: it gets feedback.
    state = await interview(me, 'PATCH', `${base}/0/takes/1`, { transcript: ANSWER });
    expect(state.questions[0]!.takes[0]!.feedback).not.toBeNull();

    await interview(me, 'POST', `${base}/1/takes`, {
      transcript: ANSWER,
      transcriptSource: 'typed',
    });
    await interview(me, 'POST', `/api/mock-interviews/${id}/next`);
    const done: MockInterview = await interview(me, 'POST', `/api/mock-interviews/${id}/next`);
    expect(done.status).toBe('completed');
    expect(done.questions).toHaveLength(3);
    expect(done.questions.every((q) => q.revealed !== null)).toBe(true);
    // The unanswered third question counts as an empty answer.
    expect(done.feedback!.questionScores[2]).toBe(0);
    expect(done.feedback!.weakestQuestionIndex).toBe(2);
    expect(done.feedback!.score).toBe(
      Math.round(done.feedback!.questionScores.reduce((a, b) => a + b, 0) / 3),
    );

    const late = await call(app, 'POST', `${base}/2/takes`, {
      token: me.token,
      body: { transcript: ANSWER, transcriptSource: 'typed' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: { message: 'This interview has ended; it takes no more answers' },
    });

    const list = successEnvelope(mockInterviewPageSchema).parse(
      (await call(app, 'GET', '/api/mock-interviews', { token: me.token })).body,
    ).data;
    expect(list.items[0]).toMatchObject({
      id,
      status: 'completed',
      answered: 2,
      score: done.feedback!.score,
    });

    const files = (await readdir(recordingsDir)).length;
    expect(
      (await call(app, 'DELETE', `/api/mock-interviews/${id}`, { token: me.token })).status,
    ).toBe(200);
    expect((await readdir(recordingsDir)).length).toBe(files - 1);
    expect((await call(app, 'GET', `/api/mock-interviews/${id}`, { token: me.token })).status).toBe(
      404,
    );
  });

  it('refuses bad setups, empty answers and another user’s interview', async () => {
    const me = await signUpAndIn(app);
    const other = await signUpAndIn(app);
    for (const [body, code, field] of [
      [{ ...setup, role: undefined }, 'interview.role_or_job_description', 'role'],
      [
        { ...setup, mix: { behavioural: 3, technical: 3, roleSpecific: 3 } },
        'interview.mix_total',
        'mix',
      ],
      [{ ...setup, questionCount: 50 }, 'validation.too_big', 'questionCount'],
      [{ ...setup, takes: 0 }, 'validation.too_small', 'takes'],
    ] as const) {
      const res = await call(app, 'POST', '/api/mock-interviews', { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      // The codes the setup form shows for the same rules.
      expect(res.body, JSON.stringify(body)).toMatchObject({
        error: { issues: expect.arrayContaining([expect.objectContaining({ code, field })]) },
      });
    }
    const { id } = await interview(me, 'POST', '/api/mock-interviews', setup, 201);
    const early = await call(app, 'POST', `/api/mock-interviews/${id}/questions/0/takes`, {
      token: me.token,
      body: { transcript: ANSWER, transcriptSource: 'typed' },
    });
    expect(early.status).toBe(409);
    await interview(me, 'POST', `/api/mock-interviews/${id}/start`);
    const empty = await call(app, 'POST', `/api/mock-interviews/${id}/questions/0/takes`, {
      token: me.token,
      body: { transcript: '  ', transcriptSource: 'typed' },
    });
    expect(empty.status).toBe(400);
    const recording = await upload(me);
    for (const [method, path, body] of [
      ['GET', `/api/mock-interviews/${id}`, undefined],
      [
        'POST',
        `/api/mock-interviews/${id}/questions/0/takes`,
        { recordingId: recording.id, transcriptSource: 'speech' },
      ],
      ['POST', `/api/mock-interviews/${id}/next`, undefined],
      ['DELETE', `/api/mock-interviews/${id}`, undefined],
    ] as const) {
      const res = await call(app, method, path, { token: other.token, body });
      expect(res.status, path).toBe(404);
    }
    const mine = await interview(me, 'GET', `/api/mock-interviews/${id}`);
    expect(mine.questions[0]!.takes).toEqual([]);
  });
});
