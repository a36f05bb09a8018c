import type { OpenQuestionSeed } from '@rehearse/contracts/question-bank';

// Question templates (docs/decisions/034-job-description-terms.md): open questions with a
// placeholder that a mock interview fills with a term recognised in the candidate's job
// description ("Tell me about a time you ran Kafka in production"). They are never shown with
// the placeholder: the question pool keeps them apart (domain/question-templates.ts), and an
// interview without a fitting term does not use them. Placeholders: {technology} (something
// run in production: a framework, datastore, cloud, infrastructure or observability tool),
// {datastore} (a database or message broker), {language}, {compliance} (a standard or
// regulation), {practice} (a skill or practice) and {domain} (an industry).
const ENGINEERS = ['software-engineer', 'backend', 'frontend'] as const;
const EVERYONE = [
  'software-engineer',
  'frontend',
  'backend',
  'data-analyst',
  'product-manager',
  'designer',
  'sales',
  'customer-support',
] as const;

export const templateQuestions: readonly OpenQuestionSeed[] = [
  {
    id: 'tpl-ran-technology-in-production',
    kind: 'open',
    category: 'role-specific',
    skills: ['cloud'],
    roles: [...ENGINEERS],
    difficulty: 3,
    timeGuideSeconds: 180,
    prompt:
      'Tell me about a time you ran {technology} in production. What went wrong, and what did you change afterwards?',
    modelAnswer: [
      'Set the scene: what the system did, how {technology} fitted in, and the load or scale it ran at.',
      'Describe the problem concretely: the symptom, how it was detected (alert, customer, dashboard) and its impact.',
      'Explain how you diagnosed it: the metrics, logs or traces you used and the root cause in {technology} or around it.',
      'Say what you fixed at once and what you changed for good: configuration, capacity, monitoring, runbooks or design.',
      'Close with the result in numbers and what you would do differently with {technology} next time.',
    ],
    talkingPoints: [
      'Specific about how {technology} was used and at what scale',
      'Explains detection and diagnosis, not just the fix',
      'Names a lasting change (monitoring, runbook, design)',
      'Quantifies the impact or the improvement',
    ],
  },
  {
    id: 'tpl-design-with-datastore',
    kind: 'open',
    category: 'role-specific',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 4,
    timeGuideSeconds: 240,
    prompt:
      'How would you design a service that must stay correct and fast while its traffic grows tenfold, using {datastore}? What would you watch for?',
    modelAnswer: [
      'Clarify the requirements first: the reads and writes per second, the data size, the latency and consistency the users need.',
      'Sketch the design: the service, how it uses {datastore}, and where data is partitioned, replicated or cached.',
      'Explain how {datastore} behaves under ten times the load: its limits, hot keys or partitions, and how you would scale it.',
      'Cover failures: what happens when a node of {datastore} or the network fails, retries, idempotency and back-pressure.',
      'Say what you would measure (latency percentiles, saturation, lag or replication delay) and the alerts you would set.',
    ],
    talkingPoints: [
      'Starts from requirements and numbers',
      'Knows how {datastore} scales and where it breaks',
      'Plans for failures: retries, idempotency, back-pressure',
      'Names the metrics and alerts to watch',
    ],
  },
  {
    id: 'tpl-language-in-large-codebase',
    kind: 'open',
    category: 'role-specific',
    skills: [],
    roles: [...ENGINEERS, 'data-analyst'],
    difficulty: 3,
    timeGuideSeconds: 180,
    prompt:
      'What do you find hardest about writing {language} in a large codebase, and how do you keep that code easy to change?',
    modelAnswer: [
      'Name a real weakness or trap of {language} you have met, not a generic one.',
      'Give an example from a codebase you worked in, and what it cost (bugs, slow reviews, hard refactors).',
      'Explain the practices you use against it: types or checks, linters, tests, module boundaries, code review rules.',
      'Say how you would bring a new team member up to speed on those practices.',
    ],
    talkingPoints: [
      'Names a concrete trap of {language}',
      'Backs it with an example from real work',
      'Describes practices that keep the code changeable',
      'Balanced view: strengths as well as weaknesses',
    ],
  },
  {
    id: 'tpl-building-for-compliance',
    kind: 'open',
    category: 'role-specific',
    skills: [],
    roles: ['software-engineer', 'backend', 'frontend', 'product-manager'],
    difficulty: 3,
    timeGuideSeconds: 180,
    prompt:
      'How have you built or changed software to meet {compliance}? What did it change in your design, your tests and your process?',
    modelAnswer: [
      'Explain which requirements of {compliance} applied to the system and why.',
      'Describe the design changes: what data was kept, where, who could reach it, and how it was protected and logged.',
      'Describe how you proved it: tests, audits, evidence collection and reviews.',
      'Describe the process changes: access reviews, change management, incident handling, training.',
      'Close with the trade-offs you made and what you would do earlier next time.',
    ],
    talkingPoints: [
      'Knows what {compliance} actually requires',
      'Concrete design changes (data scope, access, encryption, logging)',
      'How compliance was evidenced and kept up',
      'Balances compliance with delivery speed',
    ],
  },
  {
    id: 'tpl-practice-on-your-team',
    kind: 'open',
    category: 'role-specific',
    skills: [],
    roles: [...EVERYONE],
    difficulty: 2,
    timeGuideSeconds: 150,
    prompt:
      'Walk me through how your team handles {practice}, and one change you made to do it better.',
    modelAnswer: [
      'Describe how {practice} works on your team today: who does what, when, and with which tools.',
      'Say what was not working: a concrete symptom, with an example.',
      'Explain the change you proposed or made, and how you got the team to adopt it.',
      'Give the result, in numbers where you can, and what you would still improve.',
    ],
    talkingPoints: [
      'Clear picture of how {practice} runs day to day',
      'Names a concrete problem with an example',
      'Own contribution to the change',
      'Measured result',
    ],
  },
  {
    id: 'tpl-domain-difference',
    kind: 'open',
    category: 'role-specific',
    skills: [],
    roles: [...EVERYONE],
    difficulty: 2,
    timeGuideSeconds: 150,
    prompt:
      'What makes working on products for {domain} different from other fields, and how has that shaped a decision you made?',
    modelAnswer: [
      'Name what is specific to {domain}: its users, its risks, its rules or its economics.',
      'Give a decision where that mattered: what you chose and what you would have chosen elsewhere.',
      'Explain how you learned the domain: people you asked, data you read, mistakes you made.',
      'Say what you would bring from that experience to this role.',
    ],
    talkingPoints: [
      'Shows real understanding of {domain}',
      'Ties it to a concrete decision',
      'Explains how they learn a domain',
      'Connects it to this role',
    ],
  },
];
