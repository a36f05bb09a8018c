import type { SubTask, Task } from '@rehearse/contracts/tasks';

export const TASK_TAG_TITLES = [
  'Coding',
  'System design',
  'Behavioural',
  'Applications',
  'Networking',
  'Urgent',
] as const;
export type TaskTagTitle = (typeof TASK_TAG_TITLES)[number];

// A sample task in display order; due dates are offsets in days from the account's creation.
export type TaskSeed = Pick<Task, 'type' | 'title' | 'notes' | 'completed' | 'priority'> & {
  tags: TaskTagTitle[];
  subTasks: Omit<SubTask, 'id'>[];
  dueDays: number | null;
};

const task = (title: string, fields: Partial<Omit<TaskSeed, 'type' | 'title'>> = {}): TaskSeed => ({
  type: 'task',
  title,
  notes: null,
  completed: false,
  priority: 1,
  tags: [],
  subTasks: [],
  dueDays: null,
  ...fields,
});
const section = (title: string): TaskSeed => ({ ...task(title), type: 'section' });

export const TASK_SEEDS: TaskSeed[] = [
  section('This week'),
  task('Finish the take-home exercise for Northwind', {
    notes: 'Keep the solution small, add tests and a short README explaining the trade-offs.',
    priority: 2,
    tags: ['Coding', 'Urgent'],
    dueDays: 2,
    subTasks: [
      { title: 'Read the brief twice and list the questions', completed: true },
      { title: 'Build the happy path', completed: true },
      { title: 'Write tests for the edge cases', completed: false },
      { title: 'Write the README', completed: false },
    ],
  }),
  task('Practise two system design questions', {
    notes: 'Rate limiter and news feed. Time-box each to 45 minutes and record the session.',
    priority: 2,
    tags: ['System design'],
    dueDays: 3,
  }),
  task('Prepare five STAR stories', {
    notes: 'Conflict, failure, leadership, ambiguity, and a result I am proud of.',
    tags: ['Behavioural'],
    dueDays: 4,
    subTasks: [
      { title: 'Conflict', completed: true },
      { title: 'Failure', completed: false },
      { title: 'Leadership', completed: false },
      { title: 'Ambiguity', completed: false },
      { title: 'Proud result', completed: false },
    ],
  }),
  task('Book a mock interview', {
    notes: 'Ask a friend from the old team, or schedule a practice session in Rehearse.',
    tags: ['Networking'],
    dueDays: 1,
  }),
  task('Update the CV with the latest project', {
    completed: true,
    tags: ['Applications'],
    dueDays: -1,
  }),
  section('Applications'),
  task('Apply to Acme Analytics: Backend Engineer', {
    notes: 'Referral from Priya. Mention the data pipeline migration in the cover letter.',
    priority: 2,
    tags: ['Applications', 'Urgent'],
    dueDays: 1,
  }),
  task('Apply to Contoso: Platform Engineer', {
    tags: ['Applications'],
    dueDays: 6,
  }),
  task('Follow up with the Fabrikam recruiter', {
    notes: 'It has been a week since the first call; a short friendly note.',
    priority: 0,
    tags: ['Networking'],
    dueDays: 2,
  }),
  task('Write a thank-you note to the Northwind panel', {
    completed: true,
    priority: 0,
    tags: ['Networking'],
    dueDays: -2,
  }),
  section('Later'),
  task('Review graph algorithms', {
    notes: 'BFS, DFS, topological sort, Dijkstra. One problem each.',
    priority: 0,
    tags: ['Coding'],
    subTasks: [
      { title: 'Breadth-first search', completed: false },
      { title: 'Topological sort', completed: false },
      { title: 'Dijkstra', completed: false },
    ],
  }),
  task('Read about consistent hashing', {
    priority: 0,
    tags: ['System design'],
    dueDays: 10,
  }),
  task('Update the LinkedIn headline', {
    priority: 0,
    tags: ['Applications'],
  }),
];
