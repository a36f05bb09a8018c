import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { describe, expect, it } from 'vitest';
import {
  currentQuestion,
  initialPhase,
  isLastQuestion,
  nextPhase,
  runContext,
  takesLeft,
  type RunContext,
} from './run-phase';

const ctx = (over: Partial<RunContext> = {}): RunContext => ({
  readAloud: true,
  thinkSeconds: 5,
  takes: 0,
  takesAllowed: 2,
  ...over,
});

const take = {
  take: 1,
  transcript: 'x',
  transcriptSource: 'typed' as const,
  durationSeconds: null,
  recording: null,
  feedback: null,
  transcription: null,
  createdAt: '',
};
const question = (position: number, takes = 0) => ({
  position,
  kind: 'behavioural' as const,
  question: {} as MockInterview['questions'][number]['question'],
  takes: Array.from({ length: takes }, (_, i) => ({ ...take, take: i + 1 })),
  revealed: null,
});
const interview = (over: Partial<MockInterview> = {}): MockInterview => ({
  id: '00000000-0000-4000-8000-000000000000',
  title: 'Interview',
  role: 'frontend',
  jobDescription: null,
  settings: {
    questionCount: 2,
    mix: { behavioural: 1, technical: 1, roleSpecific: 0 },
    thinkSeconds: 3,
    answerSeconds: 60,
    takes: 2,
  },
  status: 'in-progress',
  currentPosition: 1,
  createdAt: '',
  startedAt: '',
  completedAt: null,
  questions: [question(0, 1), question(1, 1)],
  feedback: null,
  jobTerms: [],
  ...over,
});

describe('a question run', () => {
  it('reads, thinks, records, checks the transcript, then waits for retake or next', () => {
    let phase = nextPhase('intro', 'begin', ctx());
    expect(phase).toBe('reading');
    phase = nextPhase(phase, 'readDone', ctx());
    expect(phase).toBe('thinking');
    phase = nextPhase(phase, 'thinkDone', ctx());
    expect(phase).toBe('answering');
    phase = nextPhase(phase, 'answerDone', ctx());
    expect(phase).toBe('transcript');
    expect(nextPhase(phase, 'saved', ctx())).toBe('review');
  });

  it('skips reading when it is off and thinking when the think time is 0', () => {
    expect(nextPhase('intro', 'begin', ctx({ readAloud: false }))).toBe('thinking');
    expect(nextPhase('intro', 'begin', ctx({ readAloud: false, thinkSeconds: 0 }))).toBe(
      'answering',
    );
    expect(nextPhase('reading', 'readDone', ctx({ thinkSeconds: 0 }))).toBe('answering');
  });

  it('resumes an answered question at its review after a reload', () => {
    expect(nextPhase('intro', 'begin', ctx({ takes: 1 }))).toBe('review');
  });

  it('allows a retake only while takes are left, without reading the question again', () => {
    expect(nextPhase('review', 'retake', ctx({ takes: 1 }))).toBe('thinking');
    expect(nextPhase('review', 'retake', ctx({ takes: 2 }))).toBe('review');
    expect(takesLeft(ctx({ takes: 1 }))).toBe(1);
    expect(takesLeft(ctx({ takes: 3 }))).toBe(0);
  });

  it('starts the next question from the top', () => {
    expect(nextPhase('review', 'advanced', ctx({ takes: 2 }))).toBe('reading');
    expect(nextPhase('review', 'advanced', ctx({ readAloud: false, thinkSeconds: 0 }))).toBe(
      'answering',
    );
  });

  it('ignores events that do not apply, and ends from anywhere', () => {
    expect(nextPhase('answering', 'thinkDone', ctx())).toBe('answering');
    expect(nextPhase('thinking', 'saved', ctx())).toBe('thinking');
    expect(nextPhase('intro', 'readDone', ctx())).toBe('intro');
    expect(nextPhase('answering', 'completed', ctx())).toBe('completed');
    expect(nextPhase('completed', 'begin', ctx())).toBe('completed');
  });
});

describe('the interview state', () => {
  it('finds the current question and its takes', () => {
    const i = interview();
    expect(currentQuestion(i)?.position).toBe(1);
    expect(runContext(i, false)).toEqual({
      readAloud: false,
      thinkSeconds: 3,
      takes: 1,
      takesAllowed: 2,
    });
    expect(isLastQuestion(i)).toBe(true);
    expect(isLastQuestion(interview({ currentPosition: 0 }))).toBe(false);
  });

  it('starts at the intro unless the interview is over', () => {
    expect(initialPhase(interview())).toBe('intro');
    expect(initialPhase(interview({ status: 'ready', currentPosition: 0 }))).toBe('intro');
    expect(initialPhase(interview({ status: 'completed' }))).toBe('completed');
  });
});
