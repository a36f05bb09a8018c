import { HttpResponse, http } from 'msw';
import type { AdminOrganization } from '@rehearse/contracts/admin-organizations';
import type { AdminPostingSummary } from '@rehearse/contracts/admin-postings';
import type { Posting, PostingState } from '@rehearse/contracts/postings';
import { apiServer } from '../../test/api-server';

// An in-memory admin postings API for the component tests: lists by organization, state,
// search and page as the server does; creates, edits and state changes answer the posting.

export const BASE = '/api/admin/postings';
const ORGANIZATIONS = '/api/admin/organizations';
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refuse = (status: number, error: Record<string, unknown>) =>
  HttpResponse.json({ success: false, error }, { status });

export const NORTHWIND = '11111111-1111-4111-8111-111111111111';
export const CONTOSO = '22222222-2222-4222-8222-222222222222';

const organization = (id: string, name: string): AdminOrganization => ({
  id,
  name,
  type: 'recruiting',
  status: 'active',
  website: null,
  brand_color: null,
  suspended_at: null,
  member_count: 2,
  plan: 'recruiting',
  balance: 20,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});
const organizations = [
  organization(NORTHWIND, 'Northwind Talent'),
  organization(CONTOSO, 'Contoso Careers'),
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
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  state: 'open',
  rubric: null,
  hiring_team: [],
  intro_message: null,
  closing_message: null,
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
      criterion_ids: [],
    },
  ],
  role: 'owner',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  opened_at: '2026-11-21T10:00:00.000Z',
  closed_at: null,
  archived_at: null,
  ...overrides,
});

const summary = (n: number, organizationId: string, state: PostingState): AdminPostingSummary => ({
  id: `p${n}`,
  title: n === 1 ? 'Senior Frontend Engineer' : `Posting ${n}`,
  department: 'Engineering',
  location: 'Amsterdam',
  workplace_type: 'hybrid',
  employment_type: 'full-time',
  state,
  question_count: n % 3,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  organization: {
    id: organizationId,
    name: organizations.find((o) => o.id === organizationId)!.name,
  },
});

export type Call = { method: string; path: string; body: unknown };

export function adminPostingsApi({ failList = false }: { failList?: boolean } = {}) {
  const rows: AdminPostingSummary[] = Array.from({ length: 25 }, (_, i) =>
    summary(i + 1, i % 5 === 4 ? CONTOSO : NORTHWIND, i % 4 === 1 ? 'draft' : 'open'),
  );
  const details = new Map<string, Posting>([['p1', posting()]]);
  const queries: URLSearchParams[] = [];
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body ?? {};
  };
  apiServer.use(
    http.get(BASE, ({ request }) => {
      if (failList) return refuse(500, { code: 'internal.error', message: 'boom' });
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const search = query.get('search')?.toLowerCase();
      const found = rows.filter(
        (p) =>
          (!search || p.title.toLowerCase().includes(search)) &&
          (!query.get('state') || p.state === query.get('state')) &&
          (!query.get('organization_id') || p.organization.id === query.get('organization_id')),
      );
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      return ok({
        postings: found.slice((page - 1) * size, page * size),
        counts: { all: found.length, draft: 0, open: 0, closed: 0, archived: 0 },
        page,
        page_size: size,
        total: found.length,
      });
    }),
    http.get(`${BASE}/:id`, ({ params }) => {
      const found = details.get(String(params.id));
      return found
        ? ok(found)
        : refuse(404, { code: 'request.not_found', message: 'No such posting', field: 'id' });
    }),
    http.post(BASE, async ({ request }) => {
      const body = await record(request);
      if (body.title === 'Taken')
        return refuse(400, { code: 'validation.field_invalid', message: 'no', field: 'title' });
      const created = posting({
        id: 'p-new',
        title: String(body.title),
        state: 'draft',
        questions: [],
        opened_at: null,
      });
      details.set(created.id, created);
      return ok(created, 201);
    }),
    http.patch(`${BASE}/:id`, async ({ request, params }) => {
      const body = await record(request);
      const updated = { ...details.get(String(params.id))!, ...body } as Posting;
      details.set(updated.id, updated);
      return ok(updated);
    }),
    http.post(`${BASE}/:id/state`, async ({ request, params }) => {
      const body = (await record(request)) as { state: PostingState };
      const updated = { ...details.get(String(params.id))!, state: body.state };
      details.set(updated.id, updated);
      return ok(updated);
    }),
    http.get(ORGANIZATIONS, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.toLowerCase();
      const found = organizations.filter(
        (o) =>
          query.get('type') === 'recruiting' && (!search || o.name.toLowerCase().includes(search)),
      );
      return ok({ organizations: found, page: 1, page_size: 20, total: found.length });
    }),
    http.get(`${ORGANIZATIONS}/:id`, ({ params }) => {
      const found = organizations.find((o) => o.id === params.id);
      return found
        ? ok({ ...found, members: [] })
        : refuse(404, { code: 'request.not_found', message: 'no' });
    }),
  );
  return { queries, calls, details };
}
