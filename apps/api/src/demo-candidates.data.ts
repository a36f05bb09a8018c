import type { CandidateStage } from '@rehearse/contracts/candidates';

// Northwind Talent's demo candidates (demo-candidates.ts writes them): one in every stage on the
// open posting, and the decided ones of the closed posting, so the pipeline, the review and
// compare pages and the recruiter dashboard have content on the first sign-in. Times are
// relative to the moment of seeding. Emails are on example.com (reserved: never delivered).

type Recommendation = 'strong-no' | 'no' | 'yes' | 'strong-yes';

// One reviewer's scorecard. Ratings follow the rubric's criteria in order (Problem solving,
// Communication, Technical depth, Collaboration); null leaves a criterion unrated.
export type DemoScorecard = {
  ratings: (number | null)[];
  // A note on some criteria, by position.
  criterionNotes?: Record<number, string>;
  notes: string;
  // null with `submitted: false`: a draft not finished yet.
  recommendation: Recommendation | null;
  submitted: boolean;
  // Hours after the candidate completed.
  afterHours: number;
};

export type DemoCandidate = {
  // Index into demo-hiring.ts's POSTINGS.
  posting: number;
  name: string;
  email: string;
  stage: CandidateStage;
  invitedDaysAgo: number;
  invitedBy: 'owner' | 'sourcer';
  // Hours after the invitation: consent (started) and the submitted interview (completed).
  startedAfterHours?: number;
  completedAfterHours?: number;
  // How many of the plan's questions were submitted (all, when completed).
  answered?: number;
  // Which of a question's sample answers they gave (sample-answers/answers.json, in order).
  variant?: number;
  // The chosen take is the second (the first was discarded) on these plan positions.
  retakes?: number[];
  owner?: DemoScorecard;
  reviewer?: DemoScorecard;
  // Decisions, days after completion (a shortlist before a hire).
  decisions?: { to: 'shortlisted' | 'rejected' | 'hired'; afterDays: number }[];
  // Withdrew (deleting their answers) this many hours after the invitation.
  withdrewAfterHours?: number;
  // Rejected without a decision when the posting closed (the closing email).
  rejectedAtClose?: boolean;
};

export const OPEN_POSTING = 0;
export const CLOSED_POSTING = 2;

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    posting: OPEN_POSTING,
    name: 'Maya Okafor',
    email: 'maya.okafor@example.com',
    stage: 'hired',
    invitedDaysAgo: 38,
    invitedBy: 'owner',
    startedAfterHours: 20,
    completedAfterHours: 21,
    variant: 0,
    owner: {
      ratings: [5, 4, 5, 4],
      criterionNotes: { 2: 'Explained why the native date picker fixed keyboard use.' },
      notes: 'Clear trade-offs in every answer, and she measured before changing anything.',
      recommendation: 'strong-yes',
      submitted: true,
      afterHours: 30,
    },
    reviewer: {
      ratings: [4, 5, 5, 4],
      notes: 'Would raise the bar of the team. Listened to her disagreement answer twice: great.',
      recommendation: 'strong-yes',
      submitted: true,
      afterHours: 44,
    },
    decisions: [
      { to: 'shortlisted', afterDays: 4 },
      { to: 'hired', afterDays: 12 },
    ],
  },
  {
    posting: OPEN_POSTING,
    name: 'Daniel Kim',
    email: 'daniel.kim@example.com',
    stage: 'shortlisted',
    invitedDaysAgo: 30,
    invitedBy: 'sourcer',
    startedAfterHours: 40,
    completedAfterHours: 41,
    variant: 1,
    retakes: [1],
    owner: {
      ratings: [4, 4, 4, 5],
      notes: 'Measured the real problem before agreeing to a rewrite. Good sign for our tables.',
      recommendation: 'yes',
      submitted: true,
      afterHours: 26,
    },
    reviewer: {
      ratings: [4, 3, 4, 4],
      criterionNotes: { 1: 'A little fast; the structure was there.' },
      notes: 'Solid. I would like to hear more about testing in the next round.',
      recommendation: 'yes',
      submitted: true,
      afterHours: 50,
    },
    decisions: [{ to: 'shortlisted', afterDays: 5 }],
  },
  {
    posting: OPEN_POSTING,
    name: 'Sofia Marquez',
    email: 'sofia.marquez@example.com',
    stage: 'in_review',
    invitedDaysAgo: 16,
    invitedBy: 'owner',
    startedAfterHours: 54,
    completedAfterHours: 55,
    variant: 1,
    retakes: [0],
    // The reviewers disagree by two or more: the disagreement flag.
    owner: {
      ratings: [4, 4, 5, 3],
      criterionNotes: { 2: 'Server-side saved searches: knows where state belongs.' },
      notes: 'Strong technical judgement; I would move her forward.',
      recommendation: 'strong-yes',
      submitted: true,
      afterHours: 20,
    },
    reviewer: {
      ratings: [2, 3, 2, 3],
      criterionNotes: {
        0: 'The slow page answer named tools but no order of steps.',
        2: 'Did not say how she would find the slow request.',
      },
      notes: 'Pleasant, but I did not hear depth. Worth discussing before we decide.',
      recommendation: 'no',
      submitted: true,
      afterHours: 46,
    },
  },
  {
    posting: OPEN_POSTING,
    name: "Liam O'Brien",
    email: 'liam.obrien@example.com',
    stage: 'in_review',
    invitedDaysAgo: 12,
    invitedBy: 'sourcer',
    startedAfterHours: 29,
    completedAfterHours: 30,
    variant: 0,
    // Neither reviewer rated collaboration: a gap.
    owner: {
      ratings: [3, 4, 3, null],
      notes: 'Nothing in his answers showed how he works with others; ask in the next round.',
      recommendation: 'yes',
      submitted: true,
      afterHours: 18,
    },
    reviewer: {
      ratings: [3, 3, 4, null],
      notes: 'Good on performance. Collaboration left unrated: not enough to go on.',
      recommendation: 'yes',
      submitted: true,
      afterHours: 28,
    },
  },
  {
    posting: OPEN_POSTING,
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    stage: 'in_review',
    invitedDaysAgo: 8,
    invitedBy: 'owner',
    startedAfterHours: 25,
    completedAfterHours: 26,
    variant: 0,
    reviewer: {
      ratings: [4, 4, 3, 4],
      notes: 'Calm, structured answers. Rolling back first on the slow page was the right call.',
      recommendation: 'yes',
      submitted: true,
      afterHours: 22,
    },
    // The owner's scorecard is still a draft: it shows among their pending scorecards.
    owner: {
      ratings: [4, null, null, null],
      notes: 'Strong on the slow page question; still listening to the rest.',
      recommendation: null,
      submitted: false,
      afterHours: 40,
    },
  },
  {
    posting: OPEN_POSTING,
    name: 'Tomás Silva',
    email: 'tomas.silva@example.com',
    stage: 'completed',
    invitedDaysAgo: 5,
    invitedBy: 'sourcer',
    startedAfterHours: 49,
    completedAfterHours: 50,
    variant: 1,
  },
  {
    posting: OPEN_POSTING,
    name: 'Hannah Berg',
    email: 'hannah.berg@example.com',
    stage: 'rejected',
    invitedDaysAgo: 24,
    invitedBy: 'owner',
    startedAfterHours: 69,
    completedAfterHours: 70,
    variant: 2,
    owner: {
      ratings: [2, 2, 1, 2],
      notes: 'Answers stayed general; no example of her own work.',
      recommendation: 'no',
      submitted: true,
      afterHours: 24,
    },
    reviewer: {
      ratings: [2, 1, 2, 2],
      criterionNotes: { 1: 'Very short answers.' },
      notes: 'Not ready for a senior role.',
      recommendation: 'strong-no',
      submitted: true,
      afterHours: 30,
    },
    decisions: [{ to: 'rejected', afterDays: 6 }],
  },
  {
    posting: OPEN_POSTING,
    name: 'Noah Jensen',
    email: 'noah.jensen@example.com',
    stage: 'started',
    invitedDaysAgo: 3,
    invitedBy: 'owner',
    startedAfterHours: 20,
    answered: 1,
    variant: 0,
  },
  {
    posting: OPEN_POSTING,
    name: 'Aisha Bello',
    email: 'aisha.bello@example.com',
    stage: 'invited',
    invitedDaysAgo: 2,
    invitedBy: 'sourcer',
  },
  {
    posting: OPEN_POSTING,
    name: 'Chen Wei',
    email: 'chen.wei@example.com',
    stage: 'expired',
    invitedDaysAgo: 21,
    invitedBy: 'sourcer',
  },
  {
    posting: OPEN_POSTING,
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    stage: 'withdrawn',
    invitedDaysAgo: 10,
    invitedBy: 'owner',
    startedAfterHours: 30,
    withdrewAfterHours: 33,
  },
  {
    posting: CLOSED_POSTING,
    name: 'Fatima Haddad',
    email: 'fatima.haddad@example.com',
    stage: 'hired',
    invitedDaysAgo: 60,
    invitedBy: 'owner',
    startedAfterHours: 27,
    completedAfterHours: 28,
    variant: 0,
    owner: {
      ratings: [4, 5, 4, 4],
      notes: 'Checked that the finance team understood her, and learned from them. Hire.',
      recommendation: 'strong-yes',
      submitted: true,
      afterHours: 20,
    },
    reviewer: {
      ratings: [4, 4, 4, 5],
      notes: 'Great at explaining numbers without jargon.',
      recommendation: 'yes',
      submitted: true,
      afterHours: 36,
    },
    decisions: [
      { to: 'shortlisted', afterDays: 3 },
      { to: 'hired', afterDays: 14 },
    ],
  },
  {
    posting: CLOSED_POSTING,
    name: 'Oliver Grant',
    email: 'oliver.grant@example.com',
    stage: 'rejected',
    invitedDaysAgo: 58,
    invitedBy: 'sourcer',
    startedAfterHours: 44,
    completedAfterHours: 45,
    variant: 1,
    owner: {
      ratings: [3, 3, 2, 3],
      notes: 'Good stories, but no sign of the SQL depth this contract needs.',
      recommendation: 'no',
      submitted: true,
      afterHours: 30,
    },
    reviewer: {
      ratings: [3, 4, 2, 3],
      notes: 'Communicates well; too light on the data side.',
      recommendation: 'no',
      submitted: true,
      afterHours: 40,
    },
    decisions: [{ to: 'rejected', afterDays: 6 }],
  },
  {
    posting: CLOSED_POSTING,
    name: 'Julia Novak',
    email: 'julia.novak@example.com',
    stage: 'rejected',
    // Still invited when the posting closed (20 days ago), within the deadline.
    invitedDaysAgo: 24,
    invitedBy: 'sourcer',
    rejectedAtClose: true,
  },
];
