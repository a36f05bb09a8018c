// What the postings screens' component tests share: a posting, a page of the list, the editor's
// options, and the API answering them (MSW).
import { HttpResponse, http } from 'msw';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type {
  Posting,
  PostingList,
  PostingOptions,
  PostingSummary,
} from '@rehearse/contracts/postings';
import type { LibraryPage } from '@rehearse/contracts/question-library';
import type { Rubric, RubricSummary } from '@rehearse/contracts/rubrics';
import { apiServer } from '../../test/api-server';

export const BASE = '/api/recruiter/postings';
export const ok = (data: unknown, status = 200) =>
  HttpResponse.json({ success: true, data }, { status });
export const failure = (status: number, error: Record<string, unknown>) =>
  HttpResponse.json({ success: false, error }, { status });

export const criteria = [
  { id: 'c1', name: 'Problem solving' },
  { id: 'c2', name: 'Communication' },
];

export const posting = (overrides: Partial<Posting> = {}): Posting => ({
  id: 'p1',
  title: 'Senior Frontend Engineer',
  department: 'Engineering',
  location: 'Amsterdam',
  workplace_type: 'hybrid',
  employment_type: 'full-time',
  description_html: '<p>Build the <strong>web app</strong>.</p>',
  skills: ['react'],
  target_role: 'frontend',
  salary_min: 70000,
  salary_max: 90000,
  salary_currency: 'EUR',
  salary_period: 'year',
  state: 'draft',
  rubric: { id: 'r1', name: 'Engineering scorecard', criteria },
  hiring_team: [{ id: 'u2', name: 'Victor Reviewer', avatar: null, role: 'reviewer' }],
  intro_message: 'Welcome!',
  closing_message: 'Thank you.',
  response_deadline_days: 7,
  reminder_days_before: 2,
  scorecard_visibility: 'after-submitting',
  anonymized_review: false,
  closing_email: true,
  questions: [
    {
      id: 'q1',
      prompt: 'Tell us about a feature you shipped.',
      source_question_id: null,
      answer_type: 'video',
      think_time_seconds: 30,
      answer_time_seconds: 180,
      takes: 2,
      criterion_ids: ['c1'],
    },
  ],
  role: 'owner',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  opened_at: null,
  closed_at: null,
  archived_at: null,
  ...overrides,
});

export const summary = (overrides: Partial<PostingSummary> = {}): PostingSummary => ({
  id: 'p1',
  title: 'Senior Frontend Engineer',
  department: 'Engineering',
  location: 'Amsterdam',
  workplace_type: 'hybrid',
  employment_type: 'full-time',
  state: 'open',
  question_count: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

export const list = (
  items: PostingSummary[],
  role: OrganizationRole = 'owner',
  overrides: Partial<PostingList> = {},
): PostingList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  counts: {
    all: items.length,
    draft: items.filter((p) => p.state === 'draft').length,
    open: items.filter((p) => p.state === 'open').length,
    closed: items.filter((p) => p.state === 'closed').length,
    archived: items.filter((p) => p.state === 'archived').length,
  },
  role,
  ...overrides,
});

export const options = (role: OrganizationRole = 'owner'): PostingOptions => ({
  members: [
    { id: 'u1', name: 'Olivia Owner', avatar: null, role: 'owner' },
    { id: 'u2', name: 'Victor Reviewer', avatar: null, role: 'reviewer' },
  ],
  roles: ['frontend', 'backend'],
  skills: ['react', 'sql'],
  currencies: ['EUR', 'USD'],
  role,
});

export const rubrics: RubricSummary[] = [
  {
    id: 'r1',
    name: 'Engineering scorecard',
    description: null,
    posting_count: 1,
    updated_at: '2026-11-20T10:00:00.000Z',
    criterion_count: 2,
  },
  {
    id: 'r2',
    name: 'Support scorecard',
    description: null,
    posting_count: 0,
    updated_at: '2026-11-20T10:00:00.000Z',
    criterion_count: 1,
  },
];

const anchors = ['1', '2', '3', '4', '5'];
export const rubricDetail = (id: string): Rubric => ({
  ...rubrics.find((r) => r.id === id)!,
  criteria:
    id === 'r1'
      ? criteria.map((c) => ({ ...c, description: null, weight: 1, anchors }))
      : [{ id: 'c9', name: 'Empathy', description: null, weight: 1, anchors }],
});

export const libraryPage = (source: string): LibraryPage => ({
  items: [
    {
      id: source === 'bank' ? 'bank-1' : 'org-1',
      source: source === 'bank' ? 'bank' : 'organization',
      prompt:
        source === 'bank' ? 'Describe a time you failed.' : 'Why do you want to work with us?',
      competency: null,
      skills: [],
      roles: [],
      category: null,
      updated_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 0,
  pageSize: 10,
});

export type Call = { method: string; path: string; query: string; body: unknown };

// The rubric and library endpoints the editor reads; every request is recorded.
export function recordCalls(): Call[] {
  const calls: Call[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    void request
      .clone()
      .text()
      .then((text) =>
        calls.push({
          method: request.method,
          path: url.pathname,
          query: url.search,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        }),
      );
  });
  return calls;
}

export function editorApis() {
  apiServer.use(
    http.get('/api/recruiter/rubrics', () => ok(rubrics)),
    http.get('/api/recruiter/rubrics/:id', ({ params }) => ok(rubricDetail(String(params.id)))),
    http.get('/api/recruiter/questions', ({ request }) =>
      ok(libraryPage(new URL(request.url).searchParams.get('source') ?? 'organization')),
    ),
  );
}
