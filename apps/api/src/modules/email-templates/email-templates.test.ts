import { and, eq } from 'drizzle-orm';
import type { EmailTemplate, RenderedEmail } from '@rehearse/contracts/email-templates';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  code,
  data as dataOf,
  recruitingTeam,
  type RecruitingTeam as Team,
} from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { emailTemplates } from '../../db/schema/email-templates';
import { organizationLogos, organizations } from '../../db/schema/organizations';
import { DEFAULT_EMAIL_TEMPLATES } from '../../mail/templates/default-templates';

const { app, db } = await useTestApp();
const BASE = '/api/recruiter/email-templates';
const KINDS = ['invitation', 'reminder', 'received', 'advance', 'rejection', 'team-invitation'];

const team = () => recruitingTeam(app, db);

type ErrorBody = { code: string; field?: string; params?: Record<string, unknown> };
// A service's refusal names its field; a schema's names it in its first issue.
const errorOf = (res: { body: unknown }) => {
  const { error } = res.body as { error: ErrorBody & { issues?: ErrorBody[] } };
  return { ...error, field: error.field ?? error.issues?.[0]?.field };
};

const rowsOf = (organizationId: string) =>
  db.select().from(emailTemplates).where(eq(emailTemplates.organizationId, organizationId));

const edit = {
  subject: 'Thanks, {{candidate.firstName}}!',
  body: 'Hi {{ candidate.firstName }},\n\nWe got your answers for {{posting.title}}.\n\n{{recruiter.name}}',
};

describe('email templates: who may call what', () => {
  let t: Team;
  beforeEach(async () => {
    t = await team();
  });

  type Caller = 'owner' | 'recruiter' | 'reviewer';
  const cases: { name: string; method: string; path: string; body?: unknown; allowed: Caller[] }[] =
    [
      { name: 'list', method: 'GET', path: BASE, allowed: ['owner', 'recruiter', 'reviewer'] },
      {
        name: 'read one',
        method: 'GET',
        path: `${BASE}/received`,
        allowed: ['owner', 'recruiter', 'reviewer'],
      },
      {
        name: 'save',
        method: 'PUT',
        path: `${BASE}/received`,
        body: edit,
        allowed: ['owner', 'recruiter'],
      },
      {
        name: 'reset',
        method: 'DELETE',
        path: `${BASE}/received`,
        allowed: ['owner', 'recruiter'],
      },
      {
        name: 'preview',
        method: 'POST',
        path: `${BASE}/received/preview`,
        body: edit,
        allowed: ['owner', 'recruiter', 'reviewer'],
      },
    ];

  it.each(cases)(
    '$name: allowed roles 200, others 403, a candidate 403, no token 401',
    async (c) => {
      for (const role of ['owner', 'recruiter', 'reviewer'] as const) {
        const res = await call(app, c.method, c.path, { token: t[role].token, body: c.body });
        if (c.allowed.includes(role)) {
          expect(res.status, `${c.name} as ${role}`).toBe(200);
        } else {
          expect(res.status, `${c.name} as ${role}`).toBe(403);
          expect(code(res)).toBe('organization.role_forbidden');
        }
      }
      const candidate = await call(app, c.method, c.path, {
        token: t.candidate.token,
        body: c.body,
      });
      expect(candidate.status).toBe(403);
      expect(code(candidate)).toBe('organization.recruiters_only');
      expect((await call(app, c.method, c.path, { body: c.body })).status).toBe(401);
    },
  );

  it('a reviewer’s save or reset changes nothing', async () => {
    await call(app, 'PUT', `${BASE}/rejection`, {
      token: t.owner.token,
      body: { subject: 'Owner wording', body: 'Dear {{candidate.name}}, thank you.' },
    });
    const save = await call(app, 'PUT', `${BASE}/rejection`, {
      token: t.reviewer.token,
      body: edit,
    });
    const reset = await call(app, 'DELETE', `${BASE}/rejection`, { token: t.reviewer.token });
    expect([save.status, reset.status]).toEqual([403, 403]);
    const rows = await rowsOf(t.organizationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'rejection', subject: 'Owner wording' });
  });

  it('an unknown kind answers 404 on every call and stores nothing', async () => {
    for (const [method, path, body] of [
      ['GET', `${BASE}/welcome`, undefined],
      ['PUT', `${BASE}/welcome`, edit],
      ['DELETE', `${BASE}/welcome`, undefined],
      ['POST', `${BASE}/welcome/preview`, edit],
      ['GET', `${BASE}/Invitation`, undefined],
    ] as const) {
      const res = await call(app, method, path, { token: t.owner.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(code(res)).toBe('request.not_found');
    }
    expect(await rowsOf(t.organizationId)).toEqual([]);
  });
});

describe('email templates: reading, saving and resetting', () => {
  let t: Team;
  beforeEach(async () => {
    t = await team();
  });

  it('lists the six kinds with the shipped wording, their variables and their required link', async () => {
    const res = await call(app, 'GET', BASE, { token: t.reviewer.token });
    const list = dataOf<EmailTemplate[]>(res);
    expect(list.map((template) => template.kind)).toEqual(KINDS);
    for (const template of list) {
      expect(template).toMatchObject({
        customized: false,
        updated_at: null,
        subject: DEFAULT_EMAIL_TEMPLATES[template.kind].subject,
        body: DEFAULT_EMAIL_TEMPLATES[template.kind].body,
      });
    }
    const invitation = list[0]!;
    expect(invitation.variables.map((v) => v.name)).toEqual([
      'candidate.firstName',
      'candidate.name',
      'posting.title',
      'company.name',
      'recruiter.name',
      'interview.link',
      'deadline',
    ]);
    expect(invitation.variables[0]!.description).toMatch(/first name/);
    expect(invitation.required_variable).toBe('interview.link');
    expect(list.find((x) => x.kind === 'team-invitation')).toMatchObject({
      required_variable: 'invitation.link',
    });
    expect(list.find((x) => x.kind === 'rejection')!.required_variable).toBeNull();
  });

  it('saves an organization’s wording, shows it as customised, and resets to the default', async () => {
    const saved = await call(app, 'PUT', `${BASE}/received`, {
      token: t.recruiter.token,
      body: { subject: `  ${edit.subject}  `, body: edit.body },
    });
    expect(saved.status).toBe(200);
    expect(dataOf<EmailTemplate>(saved)).toMatchObject({
      kind: 'received',
      subject: edit.subject,
      body: edit.body,
      customized: true,
      updated_at: expect.any(String),
    });
    const [row] = await rowsOf(t.organizationId);
    expect(row).toMatchObject({ kind: 'received', updatedBy: t.recruiter.id });

    // Saving again replaces it (one row per kind).
    await call(app, 'PUT', `${BASE}/received`, {
      token: t.owner.token,
      body: { ...edit, subject: 'Second wording' },
    });
    expect(await rowsOf(t.organizationId)).toHaveLength(1);
    const list = dataOf<EmailTemplate[]>(await call(app, 'GET', BASE, { token: t.reviewer.token }));
    expect(list.filter((x) => x.customized).map((x) => [x.kind, x.subject])).toEqual([
      ['received', 'Second wording'],
    ]);

    const reset = await call(app, 'DELETE', `${BASE}/received`, { token: t.owner.token });
    expect(dataOf<EmailTemplate>(reset)).toMatchObject({
      customized: false,
      subject: DEFAULT_EMAIL_TEMPLATES.received.subject,
      updated_at: null,
    });
    expect(await rowsOf(t.organizationId)).toEqual([]);
    // Resetting a default is fine too.
    expect((await call(app, 'DELETE', `${BASE}/received`, { token: t.owner.token })).status).toBe(
      200,
    );
  });

  it('keeps each organization’s templates to itself', async () => {
    await call(app, 'PUT', `${BASE}/advance`, {
      token: t.owner.token,
      body: { subject: 'Acme moves you on', body: 'Hi {{candidate.firstName}}.' },
    });
    // The other organization sees the default, and its save and reset touch only its own row.
    const theirs = await call(app, 'GET', `${BASE}/advance`, { token: t.other.token });
    expect(dataOf<EmailTemplate>(theirs)).toMatchObject({ customized: false });
    await call(app, 'PUT', `${BASE}/advance`, {
      token: t.other.token,
      body: { subject: 'Globex moves you on', body: 'Hello {{candidate.name}}.' },
    });
    await call(app, 'DELETE', `${BASE}/advance`, { token: t.other.token });
    const ours = await call(app, 'GET', `${BASE}/advance`, { token: t.owner.token });
    expect(dataOf<EmailTemplate>(ours)).toMatchObject({
      customized: true,
      subject: 'Acme moves you on',
    });
    expect(await rowsOf(t.otherOrganizationId)).toEqual([]);
  });
});

describe('email templates: validation', () => {
  let t: Team;
  beforeEach(async () => {
    t = await team();
  });

  const refusals: {
    name: string;
    kind?: string;
    body: unknown;
    code: string;
    field: string;
    params?: Record<string, unknown>;
  }[] = [
    {
      name: 'a variable no email has',
      body: { subject: 'Hi', body: 'Your salary: {{candidate.salary}}' },
      code: 'emailTemplate.unknown_variable',
      field: 'body',
      params: { variable: 'candidate.salary' },
    },
    {
      name: 'another kind’s variable (a rejection has no interview link)',
      kind: 'rejection',
      body: { subject: 'Sorry', body: 'Try again: {{interview.link}}' },
      code: 'emailTemplate.unknown_variable',
      field: 'body',
      params: { variable: 'interview.link' },
    },
    {
      name: 'a candidate variable in a team invitation, in the subject',
      kind: 'team-invitation',
      body: { subject: 'Hi {{candidate.firstName}}', body: 'Join: {{invitation.link}}' },
      code: 'emailTemplate.unknown_variable',
      field: 'subject',
      params: { variable: 'candidate.firstName' },
    },
    {
      name: 'something that is not a name',
      body: { subject: 'Hi', body: 'Hello {{ candidate first name }}' },
      code: 'emailTemplate.unknown_variable',
      field: 'body',
      params: { variable: 'candidate first name' },
    },
    {
      name: 'an opening without its close',
      body: { subject: 'Hi', body: 'Hello {{candidate.firstName, welcome' },
      code: 'emailTemplate.unbalanced_braces',
      field: 'body',
    },
    {
      name: 'a close without its opening',
      body: { subject: 'Hi candidate.name}}', body: 'Hello' },
      code: 'emailTemplate.unbalanced_braces',
      field: 'subject',
    },
    {
      name: 'an opening inside another',
      body: { subject: 'Hi', body: 'Hello {{candidate.{{name}}' },
      code: 'emailTemplate.unbalanced_braces',
      field: 'body',
    },
    {
      name: 'an invitation without its interview link',
      kind: 'invitation',
      body: { subject: 'Interview', body: 'Hi {{candidate.firstName}}, please record soon.' },
      code: 'emailTemplate.missing_variable',
      field: 'body',
      params: { variable: 'interview.link' },
    },
    {
      name: 'a team invitation without its link',
      kind: 'team-invitation',
      body: { subject: 'Join', body: 'Join {{company.name}}.' },
      code: 'emailTemplate.missing_variable',
      field: 'body',
      params: { variable: 'invitation.link' },
    },
    {
      name: 'a subject of two lines',
      body: { subject: 'Hi\nBcc: someone@example.test', body: 'Hello' },
      code: 'emailTemplate.subject_one_line',
      field: 'subject',
    },
    {
      name: 'an empty subject',
      body: { subject: '   ', body: 'Hello' },
      code: 'validation.required',
      field: 'subject',
    },
    {
      name: 'no body',
      body: { subject: 'Hi' },
      code: 'validation.required',
      field: 'body',
    },
    {
      name: 'a subject over 200 characters',
      body: { subject: 'x'.repeat(201), body: 'Hello' },
      code: 'validation.too_long',
      field: 'subject',
      params: { maximum: 200 },
    },
    {
      name: 'a body over 10,000 characters',
      body: { subject: 'Hi', body: 'x'.repeat(10_001) },
      code: 'validation.too_long',
      field: 'body',
      params: { maximum: 10_000 },
    },
    {
      name: 'a NUL character',
      body: { subject: 'Hi', body: 'Hello\u0000there' },
      code: 'validation.invalid_text',
      field: 'body',
    },
    {
      name: 'a field it does not know',
      body: { subject: 'Hi', body: 'Hello', html: '<b>x</b>' },
      code: 'validation.unknown_field',
      field: '',
    },
  ];

  it.each(refusals)('refuses $name with 400, on save and on preview', async (c) => {
    const kind = c.kind ?? 'received';
    for (const path of [`${BASE}/${kind}`, `${BASE}/${kind}/preview`]) {
      const res = await call(app, path.endsWith('preview') ? 'POST' : 'PUT', path, {
        token: t.owner.token,
        body: c.body,
      });
      expect(res.status, path).toBe(400);
      const error = errorOf(res);
      expect(error.code, path).toBe(c.code);
      if (c.field) expect(error.field, path).toBe(c.field);
      if (c.params) expect(error.params, path).toMatchObject(c.params);
    }
    expect(await rowsOf(t.organizationId)).toEqual([]);
  });

  it('accepts the full length and every variable of the kind', async () => {
    const body = `${'Hello. '.repeat(1400)}{{candidate.firstName}} {{candidate.name}} {{posting.title}} {{company.name}} {{recruiter.name}} {{deadline}}\n\n{{interview.link}}`;
    expect(body.length).toBeLessThanOrEqual(10_000);
    const res = await call(app, 'PUT', `${BASE}/invitation`, {
      token: t.owner.token,
      body: { subject: 'y'.repeat(200), body },
    });
    expect(res.status).toBe(200);
  });
});

describe('email templates: preview', () => {
  let t: Team;
  beforeEach(async () => {
    t = await team();
    await db
      .update(organizations)
      .set({ brandColor: '#0f766e', name: 'Acme <Hiring> & Co' })
      .where(eq(organizations.id, t.organizationId));
    await db.insert(organizationLogos).values({
      organizationId: t.organizationId,
      contentType: 'image/png',
      data: 'iVBORw0KGgo=',
      byteSize: 8,
      updatedAt: new Date(Date.UTC(2026, 10, 1)),
    });
  });

  it('renders a draft with a sample candidate and the organization’s name, logo and colour, saving nothing', async () => {
    const res = await call(app, 'POST', `${BASE}/invitation/preview`, {
      token: t.reviewer.token,
      body: DEFAULT_EMAIL_TEMPLATES.invitation,
    });
    expect(res.status).toBe(200);
    const email = dataOf<RenderedEmail>(res);
    expect(email.subject).toBe(
      'Acme <Hiring> & Co invites you to a video interview for Customer Success Manager',
    );
    expect(email.text).toMatch(/^Hi Alex,\n\nThank you for applying for the Customer Success/);
    expect(email.text).toContain('Start your interview: http://localhost:3000/interview?token=');
    expect(email.text).toContain('Victor Reviewer');
    expect(email.text).toMatch(/Please record your answers by \w+day, \d+ \w+ \d{4}\./);
    expect(email.html).toContain('Acme &lt;Hiring&gt; &amp; Co');
    expect(email.html).toContain('background-color:#0f766e');
    expect(email.html).toContain(
      `src="http://localhost:3000/api/organizations/${t.organizationId}/logo?v=${Date.UTC(2026, 10, 1)}"`,
    );
    expect(email.html).toContain('Start your interview');
    expect(await rowsOf(t.organizationId)).toEqual([]);
  });

  it('shows markup written in a template as text: it never becomes an element', async () => {
    const attack = '<img src=x onerror=alert(document.domain)>';
    const res = await call(app, 'POST', `${BASE}/rejection/preview`, {
      token: t.owner.token,
      body: {
        subject: `Hi ${attack}`,
        body: `Dear {{candidate.name}} ${attack}\n\n<script>alert(1)</script>`,
      },
    });
    const email = dataOf<RenderedEmail>(res);
    expect(email.html).not.toMatch(/<img src=x/i);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;img src=x onerror=alert(document.domain)&gt;');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Saving it is allowed (it is text) and it stays text wherever it is rendered.
    const saved = await call(app, 'PUT', `${BASE}/rejection`, {
      token: t.owner.token,
      body: { subject: 'Hi', body: `Dear {{candidate.name}} ${attack}` },
    });
    expect(saved.status).toBe(200);
    const [row] = await db
      .select()
      .from(emailTemplates)
      .where(
        and(
          eq(emailTemplates.organizationId, t.organizationId),
          eq(emailTemplates.kind, 'rejection'),
        ),
      );
    expect(row!.body).toContain(attack);
  });

  it('uses the default colour and no logo for an organization without them', async () => {
    const res = await call(app, 'POST', `${BASE}/team-invitation/preview`, {
      token: t.other.token,
      body: DEFAULT_EMAIL_TEMPLATES['team-invitation'],
    });
    const email = dataOf<RenderedEmail>(res);
    expect(email.subject).toBe('Oscar Other invited you to Globex Talent on Rehearse');
    expect(email.text).toContain('with the recruiter role');
    expect(email.text).toContain('Accept the invitation: http://localhost:3000/invitation?token=');
    expect(email.html).toContain('background-color:#4f46e5');
    expect(email.html).not.toContain('<img');
  });
});
