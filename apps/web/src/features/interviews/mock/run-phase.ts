import type { MockInterview } from '@rehearse/contracts/mock-interviews';

// The steps of one question in a mock interview run:
//   intro      - waiting for the candidate to begin (or continue after a reload): the click
//                lets the page speak and record, which browsers allow only after a gesture;
//   reading    - the question is read aloud;
//   thinking   - the think countdown;
//   answering  - recording (or typing) with the answer countdown;
//   transcript - the recording uploads while the transcript is checked or typed;
//   review     - the take is stored: retake within the takes allowed, or move on;
//   completed  - the interview is over (the page goes to the feedback).
export type RunPhase =
  'intro' | 'reading' | 'thinking' | 'answering' | 'transcript' | 'review' | 'completed';

export type RunEvent =
  'begin' | 'readDone' | 'thinkDone' | 'answerDone' | 'saved' | 'retake' | 'advanced' | 'completed';

export type RunContext = {
  readAloud: boolean;
  thinkSeconds: number;
  // Takes already stored for the current question, and how many it allows.
  takes: number;
  takesAllowed: number;
};

type Question = MockInterview['questions'][number];

// The question the interview is on (the server keeps the position, so a reload resumes it).
export function currentQuestion(interview: MockInterview): Question | undefined {
  return interview.questions.find((q) => q.position === interview.currentPosition);
}

export function runContext(interview: MockInterview, readAloud: boolean): RunContext {
  return {
    readAloud,
    thinkSeconds: interview.settings.thinkSeconds,
    takes: currentQuestion(interview)?.takes.length ?? 0,
    takesAllowed: interview.settings.takes,
  };
}

const firstStep = (ctx: RunContext): RunPhase =>
  ctx.readAloud ? 'reading' : ctx.thinkSeconds > 0 ? 'thinking' : 'answering';
const afterReading = (ctx: RunContext): RunPhase =>
  ctx.thinkSeconds > 0 ? 'thinking' : 'answering';

// Where a freshly loaded run starts: the intro, unless the interview is already over.
export const initialPhase = (interview: MockInterview): RunPhase =>
  interview.status === 'completed' ? 'completed' : 'intro';

// The next step; an event that does not apply to the current step changes nothing.
export function nextPhase(phase: RunPhase, event: RunEvent, ctx: RunContext): RunPhase {
  if (event === 'completed') return 'completed';
  switch (phase) {
    case 'intro':
      // A question already answered before the reload waits for retake or next.
      if (event === 'begin') return ctx.takes > 0 ? 'review' : firstStep(ctx);
      return phase;
    case 'reading':
      return event === 'readDone' ? afterReading(ctx) : phase;
    case 'thinking':
      return event === 'thinkDone' ? 'answering' : phase;
    case 'answering':
      return event === 'answerDone' ? 'transcript' : phase;
    case 'transcript':
      return event === 'saved' ? 'review' : phase;
    case 'review':
      if (event === 'retake') return ctx.takes < ctx.takesAllowed ? afterReading(ctx) : phase;
      if (event === 'advanced') return firstStep({ ...ctx, takes: 0 });
      return phase;
    case 'completed':
      return phase;
  }
}

export const takesLeft = (ctx: RunContext) => Math.max(0, ctx.takesAllowed - ctx.takes);
export const isLastQuestion = (interview: MockInterview) =>
  interview.currentPosition + 1 >= interview.settings.questionCount;
