import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Posting, PostingOptions } from '@rehearse/contracts/postings';
import { call } from '../../../test/test-app';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import {
  app,
  BASE,
  code,
  createPosting,
  data,
  db,
  field,
  moveTo,
  postingIn,
  postingRow,
  question,
  rubric,
  setPlan,
  team,
  type Team,
} from './postings-test-kit';

let t: Team;
beforeEach(async () => {
  t = await team();
});

const patch = (id: string, body: unknown, token = t.owner.token) =>
  call(app, 'PATCH', `${BASE}/${id}`, { token, body });

describe('creating and editing a posting', () => {
  it('creates a draft with defaults, and reads it back whole', async () => {
    const posting = await createPosting(t.recruiter.token, { title: '  Product Designer  ' });
    expect(posting).toMatchObject({
      title: 'Product Designer',
      state: 'draft',
      workplace_type: 'on-site',
      employment_type: 'full-time',
      description_html: '',
      skills: [],
      target_role: null,
      rubric: null,
      hiring_team: [],
      questions: [],
      response_deadline_days: 7,
      role: 'recruiter',
    });
    const read = await call(app, 'GET', `${BASE}/${posting.id}`, { token: t.reviewer.token });
    expect(data(read)).toEqual({ ...posting, role: 'reviewer' });
  });

  it('edits every field, with the rubric and hiring team of its organization', async () => {
    const { id } = await createPosting(t.owner.token);
    const scorecard = await rubric(t.organizationId);
    const res = await patch(id, {
      title: 'Senior Engineer',
      department: 'Platform',
      location: 'Berlin',
      workplace_type: 'remote',
      employment_type: 'contract',
      description_html: '<p>Build <strong>things</strong>.</p>',
      skills: ['react', 'sql', 'react'],
      target_role: 'backend',
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'eur',
      salary_period: 'year',
      rubric_id: scorecard.id,
      hiring_team: [t.reviewer.id, t.recruiter.id],
      intro_message: 'Welcome',
      closing_message: 'Thanks',
      response_deadline_days: 14,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const posting = data(res);
    expect(posting).toMatchObject({
      title: 'Senior Engineer',
      department: 'Platform',
      location: 'Berlin',
      workplace_type: 'remote',
      employment_type: 'contract',
      description_html: '<p>Build <strong>things</strong>.</p>',
      skills: ['react', 'sql'],
      target_role: 'backend',
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'EUR',
      salary_period: 'year',
      rubric: { id: scorecard.id, name: 'Scorecard' },
      intro_message: 'Welcome',
      closing_message: 'Thanks',
      response_deadline_days: 14,
    });
    expect(posting.rubric?.criteria.map((c) => c.id)).toEqual(scorecard.criteria);
    expect(posting.hiring_team).toEqual([
      { id: t.recruiter.id, name: 'Rita Recruiter', avatar: null, role: 'recruiter' },
      { id: t.reviewer.id, name: 'Victor Reviewer', avatar: null, role: 'reviewer' },
    ]);

    // Empty text and null clear; the team is replaced.
    const cleared = data(
      await patch(id, {
        department: '',
        location: null,
        salary_min: null,
        salary_max: null,
        salary_currency: null,
        salary_period: null,
        rubric_id: null,
        hiring_team: [t.owner.id],
      }),
    );
    expect(cleared).toMatchObject({
      department: null,
      location: null,
      salary_min: null,
      salary_currency: null,
      rubric: null,
      hiring_team: [{ id: t.owner.id }],
    });
  });

  it('bumps updated_at on every change', async () => {
    const posting = await createPosting(t.owner.token);
    let last = posting.updated_at;
    const changes = [
      () => patch(posting.id, { location: 'Oslo' }),
      () =>
        call(app, 'PUT', `${BASE}/${posting.id}/plan`, {
          token: t.owner.token,
          body: { questions: [question()] },
        }),
      () => moveTo(t.owner.token, posting.id, 'open'),
      () => patch(posting.id, { hiring_team: [t.owner.id] }),
    ];
    for (const change of changes) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const res = await change();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const now = data(res).updated_at;
      expect(now > last, `${now} after ${last}`).toBe(true);
      last = now;
    }
  });

  it.each(
    (
      [
        [{ title: '' }, 'title', 'validation.required'],
        [{ title: 'x'.repeat(151) }, 'title', 'validation.too_long', 'a title of 151 characters'],
        [{ workplace_type: 'office' }, 'workplace_type', 'validation.invalid_option'],
        [{ employment_type: 'gig' }, 'employment_type', 'validation.invalid_option'],
        [{ skills: ['cobol'] }, 'skills.0', 'validation.invalid_option'],
        [{ target_role: 'astronaut' }, 'target_role', 'validation.invalid_option'],
        [{ salary_currency: 'EURO' }, 'salary_currency', 'validation.invalid_format'],
        [{ salary_min: -1 }, 'salary_min', 'validation.too_small'],
        [{ salary_min: 1.5 }, 'salary_min', 'validation.invalid_type'],
        [{ salary_period: 'week' }, 'salary_period', 'validation.invalid_option'],
        [{ response_deadline_days: 0 }, 'response_deadline_days', 'validation.too_small'],
        [{ response_deadline_days: 61 }, 'response_deadline_days', 'validation.too_big'],
        [
          { intro_message: 'x'.repeat(2001) },
          'intro_message',
          'validation.too_long',
          'an intro of 2001 characters',
        ],
        [{ title: 'a\u0000b' }, 'title', 'validation.invalid_text'],
        [{ state: 'open' }, '', 'validation.unknown_field'],
      ] as [Record<string, unknown>, string, string, string?][]
    ).map(([input, name, expected, label]) => ({
      input,
      name,
      expected,
      label: label ?? JSON.stringify(input),
    })),
  )('refuses $label, naming $name', async ({ input: body, name, expected }) => {
    const posting = await createPosting(t.owner.token);
    const res = await patch(posting.id, body);
    expect(res.status).toBe(400);
    expect(code(res)).toBe(expected);
    if (name) expect(field(res)).toBe(name);
    expect(await postingRow(posting.id)).toMatchObject({ title: 'Engineer', state: 'draft' });
  });

  it('keeps a salary range in order and complete, on the posting as it will be', async () => {
    const { id } = await createPosting(t.owner.token, {
      salary_min: 50,
      salary_max: 60,
      salary_currency: 'EUR',
      salary_period: 'hour',
    });
    const upsideDown = await patch(id, { salary_min: 70 });
    expect(upsideDown.status).toBe(400);
    expect([code(upsideDown), field(upsideDown)]).toEqual(['posting.salary_order', 'salary_max']);
    const noCurrency = await patch(id, { salary_currency: null });
    expect([code(noCurrency), field(noCurrency)]).toEqual([
      'posting.salary_incomplete',
      'salary_currency',
    ]);
    const create = await call(app, 'POST', BASE, {
      token: t.owner.token,
      body: { title: 'X', salary_min: 10, salary_currency: 'USD' },
    });
    expect([code(create), field(create)]).toEqual(['posting.salary_incomplete', 'salary_period']);
    // Clearing the whole range is fine.
    expect(
      (
        await patch(id, {
          salary_min: null,
          salary_max: null,
          salary_currency: null,
          salary_period: null,
        })
      ).status,
    ).toBe(200);
  });

  it("refuses another organization's rubric and people outside the team, naming the field", async () => {
    const { id } = await createPosting(t.owner.token);
    const theirs = await rubric(t.otherOrganizationId, 'Theirs');
    for (const rubricId of [theirs.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await patch(id, { rubric_id: rubricId });
      expect(res.status).toBe(400);
      expect([code(res), field(res)]).toEqual(['validation.unknown_id', 'rubric_id']);
    }
    for (const person of [t.other.id, t.candidate.id, 'x']) {
      const res = await patch(id, { hiring_team: [t.owner.id, person] });
      expect(res.status).toBe(400);
      expect([code(res), field(res)]).toEqual(['validation.unknown_id', 'hiring_team']);
    }
    const create = await call(app, 'POST', BASE, {
      token: t.owner.token,
      body: { title: 'X', rubric_id: theirs.id },
    });
    expect([create.status, field(create)]).toEqual([400, 'rubric_id']);
    expect(await postingRow(id)).toMatchObject({ rubricId: null });
  });

  it('shows only members still in the organization on the hiring team', async () => {
    const { id } = await createPosting(t.owner.token, { hiring_team: [t.reviewer.id] });
    await db
      .update(users)
      .set({ organizationId: t.otherOrganizationId })
      .where(eq(users.id, t.reviewer.id));
    const read = data(await call(app, 'GET', `${BASE}/${id}`, { token: t.owner.token }));
    expect(read.hiring_team).toEqual([]);
  });
});

describe('the description', () => {
  const XSS = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<p onclick="alert(1)" style="color:red" class="x">Hi</p>',
    '<a href="javascript:alert(1)">click</a>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="//evil.example">x</a>',
  ].join('');

  it('is sanitised on the server: stored XSS never survives', async () => {
    const { id } = await createPosting(t.owner.token, { description_html: XSS });
    const stored = (await postingRow(id)).descriptionHtml;
    expect(stored).not.toMatch(
      /<img|<script|<svg|<iframe|onerror|onclick|style=|javascript:|alert\(1\)|\/\/evil/i,
    );
    expect(stored).toContain('<p>Hi</p>');
    const edited = data(await patch(id, { description_html: `<p>ok</p>${XSS}` }));
    expect(edited.description_html).not.toMatch(/onerror|<img|<script/i);
  });

  it('keeps the allowed formatting, and links with rel=noopener', async () => {
    const html =
      '<h2>Role</h2><h3>Team</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<p><a href="https://example.com/jobs" target="_blank" rel="opener">site</a> ' +
      '<a href="mailto:jobs@example.com">mail</a></p>';
    const posting = data(
      await call(app, 'POST', BASE, {
        token: t.owner.token,
        body: { title: 'X', description_html: html },
      }),
    ) as Posting;
    expect(posting.description_html).toBe(
      '<h2>Role</h2><h3>Team</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
        '<p><a href="https://example.com/jobs" rel="noopener noreferrer">site</a> ' +
        '<a href="mailto:jobs@example.com" rel="noopener noreferrer">mail</a></p>',
    );
  });

  it('turns other editors’ formatting into the allowed tags, and an empty editor into nothing', async () => {
    const posting = await createPosting(t.owner.token, {
      description_html: '<h1>A</h1><b>b</b><i>i</i><div>d</div><table><tr><td>t</td></tr></table>',
    });
    expect(posting.description_html).toBe('<h2>A</h2><strong>b</strong><em>i</em>dt');
    const empty = await createPosting(t.owner.token, { description_html: '<p></p><p> </p>' });
    expect(empty.description_html).toBe('');
  });
});

describe('duplicate and delete', () => {
  it('copies a posting as a draft with its plan, team and rubric', async () => {
    const scorecard = await rubric(t.organizationId);
    const source = await createPosting(t.owner.token, {
      title: 'Engineer',
      location: 'Paris',
      rubric_id: scorecard.id,
      hiring_team: [t.reviewer.id],
      description_html: '<p>Hello</p>',
    });
    await setPlan(t.owner.token, source.id, [
      question({ criterion_ids: [scorecard.criteria[1], scorecard.criteria[0]] }),
      question({ prompt: 'Second', answer_type: 'text', answer_time_seconds: 600, takes: 1 }),
    ]);
    await moveTo(t.owner.token, source.id, 'open');
    const res = await call(app, 'POST', `${BASE}/${source.id}/duplicate`, {
      token: t.recruiter.token,
    });
    expect(res.status).toBe(201);
    const copy = data(res);
    const original = data(await call(app, 'GET', `${BASE}/${source.id}`, { token: t.owner.token }));
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: 'Engineer (copy)',
      state: 'draft',
      location: 'Paris',
      description_html: '<p>Hello</p>',
      rubric: original.rubric,
      hiring_team: original.hiring_team,
      opened_at: null,
    });
    expect(copy.questions.map(({ id: _id, ...q }) => q)).toEqual(
      original.questions.map(({ id: _id, ...q }) => q),
    );
    expect(copy.questions[0].criterion_ids).toEqual([scorecard.criteria[0], scorecard.criteria[1]]);
    // The original is untouched.
    expect(original.state).toBe('open');
  });

  it('keeps a long title within its limit', async () => {
    const source = await createPosting(t.owner.token, { title: 'x'.repeat(150) });
    const copy = data(
      await call(app, 'POST', `${BASE}/${source.id}/duplicate`, { token: t.owner.token }),
    );
    expect(copy.title).toHaveLength(150);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
  });

  it('deletes a draft only', async () => {
    const draft = await createPosting(t.owner.token);
    const res = await call(app, 'DELETE', `${BASE}/${draft.id}`, { token: t.owner.token });
    expect(res.status).toBe(200);
    expect(await postingRow(draft.id)).toBeUndefined();
    for (const state of ['open', 'closed', 'archived'] as const) {
      const posting = await postingIn(t.owner.token, state);
      const refused = await call(app, 'DELETE', `${BASE}/${posting.id}`, { token: t.owner.token });
      expect(refused.status).toBe(409);
      expect(code(refused)).toBe('posting.not_draft');
      expect(await postingRow(posting.id)).toMatchObject({ state });
    }
  });
});

describe('options', () => {
  it('gives the members, roles, skills and currencies', async () => {
    const res = await call(app, 'GET', `${BASE}/options`, { token: t.reviewer.token });
    const options = data<PostingOptions>(res);
    expect(options.members.map((m) => [m.name, m.role])).toEqual([
      ['Olivia Owner', 'owner'],
      ['Rita Recruiter', 'recruiter'],
      ['Victor Reviewer', 'reviewer'],
    ]);
    expect(options.roles).toContain('frontend');
    expect(options.skills).toContain('react');
    expect(options.currencies).toContain('EUR');
    expect(options.role).toBe('reviewer');
  });
});

describe('archived postings', () => {
  it('are read-only: edits and plan changes answer 409 posting.archived', async () => {
    const posting = await postingIn(t.owner.token, 'archived');
    const before = await postingRow(posting.id);
    const edit = await patch(posting.id, { title: 'Changed' });
    expect([edit.status, code(edit)]).toEqual([409, 'posting.archived']);
    const plan = await call(app, 'PUT', `${BASE}/${posting.id}/plan`, {
      token: t.owner.token,
      body: { questions: [question()] },
    });
    expect([plan.status, code(plan)]).toEqual([409, 'posting.archived']);
    expect(await postingRow(posting.id)).toEqual(before);
    // Back to draft, it may change again.
    expect((await moveTo(t.owner.token, posting.id, 'draft')).status).toBe(200);
    expect((await patch(posting.id, { title: 'Changed' })).status).toBe(200);
  });
});

describe('the rubric of a posting', () => {
  it("changing it drops the plan's links to the old rubric's criteria; refused while open", async () => {
    const first = await rubric(t.organizationId, 'First');
    const second = await rubric(t.organizationId, 'Second');
    const posting = await createPosting(t.owner.token, { rubric_id: first.id });
    await setPlan(t.owner.token, posting.id, [question({ criterion_ids: [first.criteria[0]] })]);
    await moveTo(t.owner.token, posting.id, 'open');
    const locked = await patch(posting.id, { rubric_id: second.id });
    expect([locked.status, code(locked), field(locked)]).toEqual([
      409,
      'posting.plan_locked',
      'rubric_id',
    ]);
    // The same rubric again is no change.
    expect((await patch(posting.id, { rubric_id: first.id, title: 'Same' })).status).toBe(200);
    await moveTo(t.owner.token, posting.id, 'closed');
    const changed = data(await patch(posting.id, { rubric_id: second.id }));
    expect(changed.rubric?.name).toBe('Second');
    expect(changed.questions[0].criterion_ids).toEqual([]);
    const [row] = await db.select().from(postings).where(eq(postings.id, posting.id));
    expect(row.rubricId).toBe(second.id);
  });
});
