import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Competency, Role, Skill } from '@rehearse/contracts/question-bank';
import type { Db } from './db/db';
import {
  postingHiringTeam,
  postingQuestionCriteria,
  postingQuestions,
  postings,
} from './db/schema/postings';
import { questions } from './db/schema/questions';
import { rubricCriteria, rubrics } from './db/schema/rubrics';
import { users } from './db/schema/users';
import type { RecordingStore } from './platform/recording-store';
import { seedDemoCandidates, type DemoPosting } from './demo-candidates';
import { seedDemoCredits } from './demo-credits';
import { discardDemoAnswers, storeDemoAnswers } from './demo-sample-answers';

// What the demo recruiting organization (Northwind Talent) starts with: a rubric, its own
// interview questions, three postings in different states with interview plans, and candidates
// in every stage with recorded answers and scorecards (demo-candidates.ts). Written once, when
// the demo team is made (demo-accounts.ts); from then on it is the team's to change. Dates are
// relative to the moment of seeding, so the demo looks current.

type DemoQuestion = {
  prompt: string;
  competency: Competency | null;
  skills: Skill[];
  roles: Role[];
};

const LIBRARY: DemoQuestion[] = [
  {
    prompt:
      'Walk us through a front-end feature you shipped end to end. What trade-offs did you make, and what would you change now?',
    competency: 'ownership',
    skills: ['react', 'typescript'],
    roles: ['frontend', 'software-engineer'],
  },
  {
    prompt:
      'Tell us about a time a teammate disagreed with your technical approach. How did you reach a decision?',
    competency: 'conflict',
    skills: [],
    roles: ['software-engineer'],
  },
  {
    prompt:
      'A page you own became slow for some users after a release. How do you find out why, and what do you do first?',
    competency: null,
    skills: ['http-web', 'javascript'],
    roles: ['frontend'],
  },
  {
    prompt:
      'Describe a customer conversation that went badly at first. What did you do to turn it around?',
    competency: 'customer-focus',
    skills: [],
    roles: ['customer-support'],
  },
  {
    prompt:
      'Explain a piece of analysis you did to someone without a data background. How did you know they understood it?',
    competency: 'communication',
    skills: ['sql'],
    roles: ['data-analyst'],
  },
];

const CRITERIA = [
  {
    name: 'Problem solving',
    description: 'Breaks a problem down, weighs options and explains the choice.',
    weight: 3,
    anchors: [
      'Jumps to an answer without understanding the problem',
      'Finds a workable answer but cannot say why it fits',
      'Breaks the problem down and picks a sound approach',
      'Compares options and explains the trade-offs clearly',
      'Reframes the problem and finds an approach others missed',
    ],
  },
  {
    name: 'Communication',
    description: 'Clear, structured answers that fit the listener.',
    weight: 2,
    anchors: [
      'Hard to follow; no structure',
      'Understandable but rambling or vague',
      'Clear and structured, with a concrete example',
      'Concise and well paced; checks the listener is with them',
      'Explains hard ideas simply and memorably',
    ],
  },
  {
    name: 'Technical depth',
    description: 'Knows how the tools work underneath, not only how to use them.',
    weight: 3,
    anchors: [
      'Cannot explain the tools they name',
      'Knows the surface of the tools',
      'Explains how the main parts work and where they break',
      'Reasons about performance, failure and edge cases unprompted',
      'Could teach the team; knows where the field is going',
    ],
  },
  {
    name: 'Collaboration',
    description: 'Works with others, gives and takes feedback, shares credit.',
    weight: 2,
    anchors: [
      'Blames others; talks only about "I"',
      'Works alongside others but not with them',
      'Seeks input and handles disagreement calmly',
      'Brings others along and changes their mind on evidence',
      'Makes the whole team better; others seek them out',
    ],
  },
];

const POSTINGS = [
  {
    title: 'Senior Frontend Engineer',
    department: 'Engineering',
    location: 'Amsterdam',
    workplaceType: 'hybrid' as const,
    employmentType: 'full-time' as const,
    state: 'open' as const,
    targetRole: 'frontend',
    skills: ['react', 'typescript', 'testing'],
    salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' as const },
    // Answered out loud with the camera off: the demo candidates' sample answers are audio
    // (docs/decisions/054-demo-candidates.md).
    answerType: 'audio' as const,
    openedDaysAgo: 45,
    closedDaysAgo: null,
    descriptionHtml:
      '<p>Northwind builds the tools thousands of small shops use to run their day. You will own the customer-facing web app with a team of five.</p><h2>What you will do</h2><ul><li>Design and build features in React and TypeScript</li><li>Keep the app fast and accessible</li><li>Review code and mentor two engineers</li></ul><h2>What we look for</h2><ul><li>Five or more years building web apps</li><li>Care for tests and for the people who use what you build</li></ul>',
    plan: [0, 1, 2],
  },
  {
    title: 'Customer Support Lead',
    department: 'Customer Success',
    location: null,
    workplaceType: 'remote' as const,
    employmentType: 'full-time' as const,
    state: 'draft' as const,
    targetRole: 'customer-support',
    skills: [],
    salary: null,
    answerType: 'video' as const,
    openedDaysAgo: null,
    closedDaysAgo: null,
    descriptionHtml:
      '<p>Lead a team of eight who answer our customers in English and Dutch, and shape how we help them.</p>',
    plan: [3],
  },
  {
    title: 'Data Analyst',
    department: 'Finance',
    location: 'Rotterdam',
    workplaceType: 'on-site' as const,
    employmentType: 'contract' as const,
    state: 'closed' as const,
    targetRole: 'data-analyst',
    skills: ['sql'],
    salary: { min: 45, max: 60, currency: 'EUR', period: 'hour' as const },
    answerType: 'audio' as const,
    openedDaysAgo: 75,
    closedDaysAgo: 20,
    descriptionHtml:
      '<p>A six-month contract to build the reports our finance team runs the business on.</p>',
    plan: [4, 1],
  },
];

const DAY = 24 * 3_600_000;
const SOURCER_EMAIL = 'sourcer@rehearse.dev';
const REVIEWER_EMAIL = 'reviewer@rehearse.dev';

export async function seedDemoHiring(
  db: Db,
  store: RecordingStore,
  organizationId: string,
  ownerId: string,
) {
  // The answers' files go in first; rows pointing at them only once they are complete.
  const stored = await storeDemoAnswers(
    store,
    POSTINGS.map((p) => p.plan),
  );
  try {
    await db.transaction(async (tx) => {
      await seedContent(tx, stored, organizationId, ownerId);
    });
  } catch (error) {
    await discardDemoAnswers(store, stored);
    throw error;
  }
}

async function seedContent(
  tx: Db,
  stored: Awaited<ReturnType<typeof storeDemoAnswers>>,
  organizationId: string,
  ownerId: string,
) {
  const [rubric] = await tx
    .insert(rubrics)
    .values({
      organizationId,
      name: 'Engineering scorecard',
      description: 'For engineering roles: how they think, explain and work with others.',
      createdBy: ownerId,
    })
    .returning();
  const criteria = await tx
    .insert(rubricCriteria)
    .values(CRITERIA.map((c, position) => ({ ...c, rubricId: rubric.id, position })))
    .returning();

  const library = await tx
    .insert(questions)
    .values(
      LIBRARY.map((q) => ({
        id: `org-${randomUUID()}`,
        organizationId,
        kind: 'open' as const,
        prompt: q.prompt,
        difficulty: 2,
        timeGuideSeconds: 120,
        competency: q.competency,
        skills: q.skills,
        roles: q.roles,
      })),
    )
    .returning({ id: questions.id, prompt: questions.prompt });

  const team = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  const now = new Date();
  const ago = (days: number | null) =>
    days === null ? null : new Date(now.getTime() - days * DAY);
  const demoPostings: DemoPosting[] = [];
  for (const p of POSTINGS) {
    const openedAt = ago(p.openedDaysAgo);
    const createdAt = openedAt ? new Date(openedAt.getTime() - 2 * DAY) : now;
    const [posting] = await tx
      .insert(postings)
      .values({
        organizationId,
        title: p.title,
        department: p.department,
        location: p.location,
        workplaceType: p.workplaceType,
        employmentType: p.employmentType,
        descriptionHtml: p.descriptionHtml,
        targetRole: p.targetRole,
        skills: p.skills,
        salaryMin: p.salary?.min ?? null,
        salaryMax: p.salary?.max ?? null,
        salaryCurrency: p.salary?.currency ?? null,
        salaryPeriod: p.salary?.period ?? null,
        state: p.state,
        rubricId: rubric.id,
        introMessage:
          'Thank you for your interest in Northwind. These questions take about fifteen minutes; take a breath before each one, there is time to think.',
        closingMessage: 'Thank you! We will get back to you within five working days.',
        responseDeadlineDays: 7,
        createdBy: ownerId,
        openedAt,
        closedAt: ago(p.closedDaysAgo),
        createdAt,
        updatedAt: ago(p.closedDaysAgo) ?? openedAt ?? now,
      })
      .returning();
    await tx
      .insert(postingHiringTeam)
      .values(team.map((member) => ({ postingId: posting.id, userId: member.id })));
    const plan = await tx
      .insert(postingQuestions)
      .values(
        p.plan.map((index, position) => ({
          postingId: posting.id,
          position,
          prompt: library[index].prompt,
          sourceQuestionId: library[index].id,
          answerType: p.answerType,
          thinkTimeSeconds: 30,
          answerTimeSeconds: 180,
          takes: 2,
        })),
      )
      .returning({ id: postingQuestions.id });
    // Each question informs two criteria: problem solving or depth, and how it is told.
    await tx.insert(postingQuestionCriteria).values(
      plan.flatMap((question, i) => [
        { postingQuestionId: question.id, criterionId: criteria[i % 2 === 0 ? 0 : 3].id },
        { postingQuestionId: question.id, criterionId: criteria[i % 2 === 0 ? 2 : 1].id },
      ]),
    );
    demoPostings.push({
      row: posting,
      questions: plan,
    });
  }

  const owner = team.find((member) => member.id === ownerId)!;
  await seedDemoCandidates(tx, {
    postings: demoPostings,
    criteria,
    team: {
      owner,
      sourcer: team.find((member) => member.email === SOURCER_EMAIL),
      reviewer: team.find((member) => member.email === REVIEWER_EMAIL),
    },
    stored,
    now,
  });
  await seedDemoCredits(tx, organizationId, now);
}
