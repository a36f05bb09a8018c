import type { Note, NoteTask } from '@rehearse/contracts/notes';

export const NOTE_LABEL_TITLES = [
  'Family',
  'Work',
  'Tasks',
  'Priority',
  'Personal',
  'Friends',
] as const;
export type NoteLabelTitle = (typeof NOTE_LABEL_TITLES)[number];

// A sample note; dates are offsets in hours from the account's creation (negative = before).
export type NoteSeed = Pick<Note, 'title' | 'content' | 'image' | 'archived'> & {
  tasks: Omit<NoteTask, 'id'>[] | null;
  labels: NoteLabelTitle[];
  createdHours: number;
  updatedHours: number | null;
  reminderHours: number | null;
};

const HOUR = 1;
const DAY = 24 * HOUR;

export const NOTE_SEEDS: NoteSeed[] = [
  {
    title: 'Behavioural answers to polish',
    content:
      'Rewrite the "conflict with a teammate" story in STAR form. Keep the situation to two sentences and spend most of the time on what I did and what changed afterwards.',
    tasks: [
      { content: 'Conflict with a teammate', completed: true },
      { content: 'A project that failed', completed: false },
      { content: 'Leading without authority', completed: false },
      { content: 'A decision made with incomplete data', completed: false },
    ],
    image: null,
    labels: ['Work', 'Priority'],
    archived: false,
    createdHours: -2 * HOUR,
    updatedHours: -1 * HOUR,
    reminderHours: 1 * DAY,
  },
  {
    title: 'System design practice plan',
    content:
      'One design a day for two weeks: URL shortener, rate limiter, chat service, news feed, file storage. Draw the data model first, then the read and write paths, then scale.',
    tasks: null,
    image: '/images/cards/14-640x480.jpg',
    labels: ['Work', 'Tasks'],
    archived: false,
    createdHours: -6 * HOUR,
    updatedHours: null,
    reminderHours: 3 * DAY,
  },
  {
    title: 'Questions to ask the interviewer',
    content:
      'What does a successful first 90 days look like? How does the team decide what to build next? What is the on-call rotation like? How is feedback given?',
    tasks: null,
    image: null,
    labels: ['Work'],
    archived: false,
    createdHours: -1 * DAY,
    updatedHours: -20 * HOUR,
    reminderHours: null,
  },
  {
    title: 'Mock interview with Sam',
    content:
      'Sam offered to run a 45 minute mock interview on Thursday evening. Send the job posting beforehand so the questions match the role.',
    tasks: [
      { content: 'Send Sam the job posting', completed: true },
      { content: 'Book a quiet room', completed: false },
      { content: 'Test the camera and microphone', completed: false },
    ],
    image: null,
    labels: ['Friends', 'Priority'],
    archived: false,
    createdHours: -1 * DAY - 5 * HOUR,
    updatedHours: null,
    reminderHours: 2 * DAY + 18 * HOUR,
  },
  {
    title: '',
    content: 'Remember: pause for two seconds before answering. It reads as thoughtful, not slow.',
    tasks: null,
    image: null,
    labels: ['Personal'],
    archived: false,
    createdHours: -2 * DAY,
    updatedHours: null,
    reminderHours: null,
  },
  {
    title: 'Salary research',
    content:
      'Collect ranges for the role from three sources and note the median. Decide my walk-away number before the recruiter call, not during it.',
    tasks: [
      { content: 'Check two salary surveys', completed: true },
      { content: 'Ask Priya what her team pays', completed: false },
      { content: 'Write down the walk-away number', completed: false },
    ],
    image: null,
    labels: ['Work', 'Personal'],
    archived: false,
    createdHours: -3 * DAY,
    updatedHours: -2 * DAY,
    reminderHours: null,
  },
  {
    title: 'Interview day checklist',
    content: 'Everything to have ready the evening before an on-site interview.',
    tasks: [
      { content: 'Print two copies of the CV', completed: false },
      { content: 'Plan the route and leave 30 minutes early', completed: false },
      { content: 'Prepare a short introduction', completed: true },
      { content: 'Water bottle and a notebook', completed: false },
    ],
    image: '/images/cards/27-640x480.jpg',
    labels: ['Tasks'],
    archived: false,
    createdHours: -4 * DAY,
    updatedHours: null,
    reminderHours: 5 * DAY,
  },
  {
    title: 'Tell the family about the schedule',
    content:
      'Interviews are on Tuesday and Thursday next week. Ask for the evenings to be quiet so I can practise out loud.',
    tasks: null,
    image: null,
    labels: ['Family'],
    archived: false,
    createdHours: -5 * DAY,
    updatedHours: null,
    reminderHours: null,
  },
  {
    title: 'Coding warm-up',
    content:
      'Twenty minutes every morning: one array or string problem, talk through the approach aloud, then write it without running it.',
    tasks: [
      { content: 'Two pointers', completed: true },
      { content: 'Sliding window', completed: true },
      { content: 'Binary search on the answer', completed: false },
    ],
    image: '/images/cards/19-640x480.jpg',
    labels: ['Tasks', 'Priority'],
    archived: false,
    createdHours: -6 * DAY,
    updatedHours: -3 * DAY,
    reminderHours: null,
  },
  {
    title: 'Feedback from the last practice',
    content:
      'Answers ran long; aim for two minutes. Good structure on the design question. Mention trade-offs without being asked.',
    tasks: null,
    image: null,
    labels: ['Work'],
    archived: true,
    createdHours: -9 * DAY,
    updatedHours: -8 * DAY,
    reminderHours: null,
  },
  {
    title: 'Thank-you notes',
    content:
      'Send a short thank-you note within a day of each interview, mentioning one thing from the conversation.',
    tasks: [
      { content: 'Acme Analytics panel', completed: true },
      { content: 'Northwind recruiter', completed: true },
    ],
    image: null,
    labels: ['Work', 'Tasks'],
    archived: true,
    createdHours: -12 * DAY,
    updatedHours: -10 * DAY,
    reminderHours: -11 * DAY,
  },
  {
    title: 'Coffee with Lena',
    content:
      'Lena switched teams last year; ask how she prepared for the internal interviews and what surprised her.',
    tasks: null,
    image: '/images/cards/05-640x480.jpg',
    labels: ['Friends'],
    archived: false,
    createdHours: -14 * DAY,
    updatedHours: null,
    reminderHours: -13 * DAY,
  },
];
