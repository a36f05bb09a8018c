import type { AnswerInput, TimedWord } from './types';
import { recogniseJobTerms } from './job-vocabulary';
import type { BankQuestion } from './vocabulary';

// Realistic answers used by the tests (exact expected values) and the bench. Changing a fixture
// changes the expected figures: update both together.

// Timings for a transcript's words, as a recogniser would give them: each word takes
// `secondsPerWord` (90% spoken, 10% gap), with extra silence after the words named in `pauses`
// (index of the word the silence follows -> seconds).
export function timedWords(
  transcript: string,
  secondsPerWord: number,
  pauses: Record<number, number> = {},
): TimedWord[] {
  const words = transcript.match(/[\p{L}\p{N}]+(?:[-'’.,][\p{L}\p{N}]+)*/gu) ?? [];
  const out: TimedWord[] = [];
  let clock = 0;
  words.forEach((text, i) => {
    const start = clock;
    const end = start + secondsPerWord * 0.9;
    out.push({ text, start: round3(start), end: round3(end) });
    clock = start + secondsPerWord + (pauses[i] ?? 0);
  });
  return out;
}
const round3 = (x: number) => Math.round(x * 1000) / 1000;

// Bank question beh-teamwork-helped-struggling-teammate.
export const TEAMMATE_TALKING_POINTS = [
  'Noticed the problem from concrete signals rather than guessing',
  "Respected the teammate's ownership: asked before jumping in",
  'Helped them become self-sufficient instead of doing the work for them',
  "A measurable outcome for the team, not just 'they were grateful'",
  'Balanced helping with keeping their own commitments',
];

// 1. A strong, recorded STAR answer.
const STRONG_STAR_TRANSCRIPT = `At my last company I was a backend engineer on a team of six, and a new teammate, Priya, had joined two months earlier. I noticed she had missed two standups in a row and her pull requests were sitting open for over a week. My role that sprint was to ship the billing migration, and her work was a dependency for it. I asked her privately what was blocking her, instead of taking the ticket over. I set up three pairing sessions, broke the migration into smaller tasks with her, and shared the checklist I use for schema changes. I also raised her workload with our lead so my own deadline stayed realistic. As a result, she delivered her part four days early, and we launched the billing migration on the original date. Her review turnaround dropped from eight days to two, and she later reused the checklist to onboard the next hire. I learned to act on early signals and to help someone become self-sufficient rather than doing the work for them.`;

export const strongStar: AnswerInput = {
  transcript: STRONG_STAR_TRANSCRIPT,
  durationSeconds: 72,
  questionId: 'beh-teamwork-helped-struggling-teammate',
  talkingPoints: TEAMMATE_TALKING_POINTS,
  expectsStar: true,
};

// 2. A rambling, filler-heavy recorded answer.
export const ramblingFillers: AnswerInput = {
  transcript: `Um, so basically I was, like, working on this project, you know, and it was kind of a mess. Uh, we had like 20 tickets open and, um, nobody really knew who owned what. I mean, I like working with people, but it was, like, really hard. So I basically just, uh, started fixing stuff, you know? And actually it literally got better, right? I mean it was fine in the end.`,
  durationSeconds: 38,
  expectsStar: true,
};

// 3. A hedging, typed answer with little substance.
export const hedging: AnswerInput = {
  transcript: `I think I would probably try to talk to the client first. Maybe I could sort of explain the delay and perhaps offer a discount, I guess. It might work, but I'm not sure. I believe the manager would possibly agree, hopefully. What kind of client it is matters a little bit too.`,
  expectsStar: true,
};

// 4. An answer that only ever says "we".
export const weOnly: AnswerInput = {
  transcript: `We were behind on the mobile release and our team had to cut scope. We met with product and we agreed to drop two features. We then rewrote the onboarding flow and we shipped it in three weeks. Our crash rate fell and we improved retention by 12%. It was a great effort by us as a group.`,
  durationSeconds: 30,
  expectsStar: true,
};

// 5. A typed answer to a technical question: no timing, not STAR, with talking points.
export const typedTechnical: AnswerInput = {
  questionId: 'js-closures',
  transcript: `A closure is a function that keeps access to the variables of the scope where it was created, even after that scope has returned. For example, a counter factory returns an inner function that increments a private count variable. Each call to the factory creates a new, independent count. Closures are useful for data privacy, memoization and event handlers, but a closure that holds a large object can keep it in memory longer than expected.`,
  talkingPoints: [
    'A closure captures variables from its enclosing scope',
    'The variables live on after the outer function returns',
    'Each factory call creates an independent private state',
    'Common uses: data privacy, memoization, callbacks',
    'Pitfall: retained memory and stale values in loops',
  ],
};

// 6. A recorded answer with word timings and long silences.
const PAUSES_TRANSCRIPT = `When I was at a retail startup our checkout was slow. My task was to find out why. I profiled the page and found three blocking scripts. I moved them to load after the first paint. As a result, checkout time dropped by 40% and conversion increased.`;
export const withPauses: AnswerInput = {
  transcript: PAUSES_TRANSCRIPT,
  // 47 words at 0.4 s each, plus 3.5 s after "slow", 2.6 s after "why" and 2.0 s after "paint"
  // (under the 2.5 s threshold). No durationSeconds: the speaking time comes from the timings.
  words: timedWords(PAUSES_TRANSCRIPT, 0.4, { 10: 3.5, 17: 2.6, 35: 2 }),
  expectsStar: true,
};

// 7. A role-specific answer against a pasted job description.
export const JOB_DESCRIPTION = `Senior Frontend Engineer

We're looking for a frontend engineer with strong experience in React and TypeScript.
You will build accessible interfaces, own our design system, and improve web performance.
Requirements: 5+ years with React, TypeScript and GraphQL. Experience with unit testing
(Jest, Testing Library) and CI/CD pipelines. Bonus: Node.js, web performance budgets, design system tooling.`;

export const againstJobDescription: AnswerInput = {
  transcript: `In my current role I build React interfaces in TypeScript every day. Last year I led the move of our component library into a shared design system, with unit testing in Jest for every component. I also cut our bundle size by 30% by splitting routes, which improved web performance on slow phones.`,
  durationSeconds: 25,
  jobTerms: recogniseJobTerms(JOB_DESCRIPTION),
  expectsStar: false,
};

// A small question bank for the content metrics (content.ts): four of the bank's open
// questions, as seeded, so tests run without the API's data.
export const FIXTURE_BANK: BankQuestion[] = [
  {
    id: 'beh-teamwork-helped-struggling-teammate',
    prompt:
      'Tell me about a time you noticed a teammate was struggling and you stepped in to help.',
    talkingPoints: TEAMMATE_TALKING_POINTS,
    modelAnswer: [
      'Situation: who the teammate was, what they were working on and the signals that they were stuck (missed updates, repeated questions, work slipping).',
      'Task: why it mattered to you and the team — a shared deadline, a dependency on their work, or simply that you were well placed to help.',
      'Action: how you approached them privately and asked what would help rather than taking the work over.',
      'Action: the concrete help — pairing sessions, breaking the task down, sharing a template or context, or raising workload with the lead.',
      'Result: the outcome in numbers where possible (task delivered on the original date, their ramp-up time cut, fewer escalations) and how they grew.',
      'Reflection: what you learned about offering help without undermining someone, and what you now do earlier.',
    ],
  },
  {
    id: 'js-closures',
    prompt: 'What is a closure in JavaScript, and when would you use one?',
    talkingPoints: [
      'A closure captures variables from its enclosing scope',
      'The variables live on after the outer function returns',
      'Each factory call creates an independent private state',
      'Common uses: data privacy, memoization, callbacks',
      'Pitfall: retained memory and stale values in loops',
    ],
    modelAnswer: [
      'A closure is a function together with the variables of the scope it was created in.',
      'Inner functions keep those variables alive after the outer function has returned.',
      'Uses: private state in factories and modules, memoization, event handlers and callbacks.',
      'Pitfalls: a closure can retain large objects in memory, and callbacks created in a loop can see stale values.',
    ],
  },
  {
    id: 'open-be-slow-sql-query',
    prompt:
      'A query in your PostgreSQL-backed service has become slow as data has grown. How would you find the cause and fix it?',
    talkingPoints: [
      'Uses pg_stat_statements or slow logs to find the real culprit',
      'Reads EXPLAIN ANALYZE plans',
      'Knows composite, partial and covering indexes',
      'Keyset versus OFFSET pagination',
      'Statistics, vacuum and index write costs',
    ],
    modelAnswer: [
      'Confirm it is the query: check the slow-query log or `pg_stat_statements` for total and mean time and how often it runs — a fast query run thousands of times (an N+1 pattern) can be the real problem.',
      'Run `EXPLAIN (ANALYZE, BUFFERS)` on realistic data and read the plan: sequential scans on big tables, row estimates far from actual rows, expensive sorts spilling to disk, nested loops over many rows.',
      'Fixes depending on the plan: add a suitable index (composite in the right column order, partial, or covering with `INCLUDE`), rewrite the query (avoid functions on indexed columns, select only needed columns, replace OFFSET pagination with keyset pagination).',
      'If estimates are wrong, run `ANALYZE` or raise statistics targets; check for table bloat and that autovacuum keeps up.',
      'Remember indexes cost writes and storage; verify the improvement with `EXPLAIN ANALYZE` again and watch production metrics after deploying.',
    ],
  },
  {
    id: 'beh-customer-focus-upset-customer',
    prompt: 'Tell me about a time you dealt with an upset or angry customer.',
    talkingPoints: [
      'Listened and acknowledged before problem-solving',
      'Did not take it personally or get defensive',
      'Set and met clear expectations',
      'Followed up as promised',
      'Resolution and retention outcome',
    ],
    modelAnswer: [
      'Situation: who the customer was, what had gone wrong and how their frustration showed.',
      'Task: calming the situation and resolving the underlying issue.',
      'Action: listened fully without interrupting, acknowledged the impact on them and apologised for the experience without making excuses.',
      'Action: restated the problem to confirm you understood, set a realistic expectation for the next step and a time you would come back.',
      'Action: resolved it (or escalated with full context so they did not have to repeat themselves) and followed up when promised.',
      'Result: the outcome — issue fixed, customer retained, satisfaction score or feedback.',
    ],
  },
];
