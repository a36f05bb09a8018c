import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import {
  app,
  db,
  BASE,
  team,
  PNG,
  JPEG,
  SVG,
  GIF,
  upload,
  code,
  invite,
  type Person,
  type Team,
} from './company-test-kit';

describe('who may call what', () => {
  let t: Team;
  beforeEach(async () => {
    t = await team();
  });

  type Caller = 'owner' | 'recruiter' | 'reviewer';
  type Case = {
    name: string;
    method: string;
    path: (t: Team, ids: { invitationId: string }) => string;
    body?: unknown;
    allowed: readonly Caller[];
    // An allowed caller the rules still refuse (the last owner leaving).
    refused?: Partial<Record<Caller, string>>;
    status?: number;
  };
  const cases: Case[] = [
    {
      name: 'read the profile',
      method: 'GET',
      path: () => BASE,
      allowed: ['owner', 'recruiter', 'reviewer'],
    },
    {
      name: 'edit the profile',
      method: 'PATCH',
      path: () => BASE,
      body: { about: 'We hire.' },
      allowed: ['owner', 'recruiter'],
    },
    {
      name: 'remove the logo',
      method: 'DELETE',
      path: () => `${BASE}/logo`,
      allowed: ['owner', 'recruiter'],
    },
    {
      name: 'list members',
      method: 'GET',
      path: () => `${BASE}/members`,
      allowed: ['owner', 'recruiter', 'reviewer'],
    },
    {
      name: 'change a role',
      method: 'PATCH',
      path: (t) => `${BASE}/members/${t.reviewer.id}`,
      body: { role: 'recruiter' },
      allowed: ['owner'],
    },
    {
      name: 'remove a member',
      method: 'DELETE',
      path: (t) => `${BASE}/members/${t.reviewer.id}`,
      allowed: ['owner'],
    },
    {
      name: 'transfer ownership',
      method: 'POST',
      path: () => `${BASE}/transfer-ownership`,
      body: {},
      allowed: ['owner'],
    },
    {
      name: 'list invitations',
      method: 'GET',
      path: () => `${BASE}/invitations`,
      allowed: ['owner'],
    },
    {
      name: 'invite',
      method: 'POST',
      path: () => `${BASE}/invitations`,
      body: { email: 'new@example.test', role: 'recruiter' },
      allowed: ['owner'],
      status: 201,
    },
    {
      name: 'resend an invitation',
      method: 'POST',
      path: (_t, ids) => `${BASE}/invitations/${ids.invitationId}/resend`,
      allowed: ['owner'],
    },
    {
      name: 'revoke an invitation',
      method: 'DELETE',
      path: (_t, ids) => `${BASE}/invitations/${ids.invitationId}`,
      allowed: ['owner'],
    },
    {
      name: 'leave',
      method: 'POST',
      path: () => `${BASE}/leave`,
      allowed: ['owner', 'recruiter', 'reviewer'],
      refused: { owner: 'organization.last_owner' },
    },
  ];

  it.each(cases)('$name: allowed roles only; candidates 403; no token 401', async (c) => {
    const { id: invitationId } = await invite(t);
    for (const caller of ['owner', 'recruiter', 'reviewer'] as const) {
      // Each caller acts on a fresh team, so one caller's success changes nothing for the next.
      const fresh = caller === 'owner' ? t : await team();
      const ids =
        caller === 'owner' ? { invitationId } : { invitationId: (await invite(fresh)).id };
      const body = c.name === 'transfer ownership' ? { user_id: fresh.recruiter.id } : c.body;
      const res = await call(app, c.method, c.path(fresh, ids), {
        token: fresh[caller].token,
        body,
      });
      const refused = c.refused?.[caller];
      if (refused) {
        expect(code(res), caller).toBe(refused);
      } else if (c.allowed.includes(caller)) {
        expect(res.status, `${caller}: ${JSON.stringify(res.body)}`).toBe(c.status ?? 200);
      } else {
        expect(res.status, caller).toBe(403);
        expect(code(res)).toBe('organization.role_forbidden');
      }
    }
    const body = c.name === 'transfer ownership' ? { user_id: t.recruiter.id } : c.body;
    const candidate = await call(app, c.method, c.path(t, { invitationId }), {
      token: t.candidate.token,
      body,
    });
    expect(candidate.status).toBe(403);
    expect(code(candidate)).toBe('organization.recruiters_only');
    const anonymous = await call(app, c.method, c.path(t, { invitationId }), { body });
    expect(anonymous.status).toBe(401);
  });

  it('uploads a logo for owners and recruiters only', async () => {
    expect((await upload(t.owner.token, PNG, 'image/png')).status).toBe(200);
    expect((await upload(t.recruiter.token, PNG, 'image/png')).status).toBe(200);
    const reviewer = await upload(t.reviewer.token, PNG, 'image/png');
    expect(reviewer.status).toBe(403);
    expect(code(reviewer)).toBe('organization.role_forbidden');
    expect(code(await upload(t.candidate.token, PNG, 'image/png'))).toBe(
      'organization.recruiters_only',
    );
    expect((await upload(undefined, PNG, 'image/png')).status).toBe(401);
  });

  it('answers 404 for another organization’s members and invitations, and changes nothing', async () => {
    const { id: invitationId } = await invite(t);
    const as = { token: t.other.token };
    const attempts = [
      await call(app, 'PATCH', `${BASE}/members/${t.reviewer.id}`, {
        ...as,
        body: { role: 'owner' },
      }),
      await call(app, 'DELETE', `${BASE}/members/${t.reviewer.id}`, as),
      await call(app, 'POST', `${BASE}/transfer-ownership`, {
        ...as,
        body: { user_id: t.recruiter.id },
      }),
      await call(app, 'POST', `${BASE}/invitations/${invitationId}/resend`, as),
      await call(app, 'DELETE', `${BASE}/invitations/${invitationId}`, as),
      await call(app, 'PATCH', `${BASE}/members/not-a-uuid`, { ...as, body: { role: 'owner' } }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(code(res)).toBe('request.not_found');
    }
    const roles = await call(app, 'GET', `${BASE}/members`, { token: t.owner.token });
    expect((roles.body as { data: { id: string; role: string }[] }).data).toEqual([
      expect.objectContaining({ id: t.owner.id, role: 'owner' }),
      expect.objectContaining({ id: t.recruiter.id, role: 'recruiter' }),
      expect.objectContaining({ id: t.reviewer.id, role: 'reviewer' }),
    ]);
    const invitations = await call(app, 'GET', `${BASE}/invitations`, { token: t.owner.token });
    expect((invitations.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id: invitationId, status: 'pending' }),
    ]);
    // The other organization sees only its own.
    const theirs = await call(app, 'GET', `${BASE}/members`, as);
    expect((theirs.body as { data: { id: string }[] }).data.map((m) => m.id)).toEqual([t.other.id]);
  });
});

describe('the company profile', () => {
  it('reads and edits name, website, about and brand colour; clears with empty text', async () => {
    const t = await team();
    const res = await call(app, 'PATCH', BASE, {
      token: t.recruiter.token,
      body: {
        name: '  Acme Talent ',
        website: 'https://acme.example',
        about: 'We hire engineers.',
        brand_color: '#12AB9f',
      },
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toMatchObject({
      id: t.organizationId,
      name: 'Acme Talent',
      organization_type: 'recruiting',
      website: 'https://acme.example',
      about: 'We hire engineers.',
      brand_color: '#12ab9f',
      logo_url: null,
      role: 'recruiter',
    });
    const cleared = await call(app, 'PATCH', BASE, {
      token: t.owner.token,
      body: { website: '', about: null },
    });
    expect((cleared.body as { data: unknown }).data).toMatchObject({
      name: 'Acme Talent',
      website: null,
      about: null,
      brand_color: '#12ab9f',
      role: 'owner',
    });
    const read = await call(app, 'GET', BASE, { token: t.reviewer.token });
    expect((read.body as { data: unknown }).data).toMatchObject({
      name: 'Acme Talent',
      role: 'reviewer',
    });
  });

  it.each([
    [{ brand_color: 'red' }, 'brand_color'],
    [{ brand_color: '#12345' }, 'brand_color'],
    [{ website: 'javascript:alert(1)' }, 'website'],
    [{ website: 'ftp://acme.example' }, 'website'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ about: 'nul \u0000 here' }, 'about'],
    [{ name: 'lone \ud800 surrogate' }, 'name'],
  ])('refuses %j naming the field', async (body, field) => {
    const t = await team();
    const res = await call(app, 'PATCH', BASE, { token: t.owner.token, body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    const unchanged = await call(app, 'GET', BASE, { token: t.owner.token });
    expect((unchanged.body as { data: { name: string } }).data.name).toBe('Acme Hiring');
  });

  it('refuses unknown fields', async () => {
    const t = await team();
    const res = await call(app, 'PATCH', BASE, {
      token: t.owner.token,
      body: { organization_type: 'individual' },
    });
    expect(res.status).toBe(400);
    expect(code(res)).toBe('validation.unknown_field');
  });
});

describe('the logo', () => {
  it('is stored, served publicly with its own content type and nosniff, replaced and removed', async () => {
    const t = await team();
    const put = await upload(t.owner.token, PNG, 'image/png');
    const logoUrl = (put.body as { data: { logo_url: string } }).data.logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/api/organizations/${t.organizationId}/logo\\?v=\\d+$`));
    const served = await app.request(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="logo.png"');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const replaced = await upload(t.recruiter.token, JPEG, 'image/jpeg');
    const jpegUrl = (replaced.body as { data: { logo_url: string } }).data.logo_url;
    const jpeg = await app.request(jpegUrl);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await jpeg.arrayBuffer())).toEqual(JPEG);

    const removed = await call(app, 'DELETE', `${BASE}/logo`, { token: t.owner.token });
    expect((removed.body as { data: { logo_url: null } }).data.logo_url).toBeNull();
    expect((await app.request(jpegUrl)).status).toBe(404);
    expect((await app.request('/api/organizations/not-an-id/logo')).status).toBe(404);
  });

  it.each([
    ['SVG (it can carry script)', SVG, 'image/svg+xml'],
    ['SVG declared as PNG', SVG, 'image/png'],
    [
      'HTML declared as PNG',
      new TextEncoder().encode('<html><script>x</script></html>'),
      'image/png',
    ],
    ['GIF', GIF, 'image/gif'],
    ['a JPEG declared as PNG', JPEG, 'image/png'],
    ['PNG as text/html', PNG, 'text/html'],
  ])('refuses %s with 415', async (_name, bytes, type) => {
    const t = await team();
    const res = await upload(t.owner.token, bytes, type);
    expect(res.status).toBe(415);
    expect(code({ body: res.body })).toBe('organization.logo_unsupported_type');
    const profile = await call(app, 'GET', BASE, { token: t.owner.token });
    expect((profile.body as { data: { logo_url: null } }).data.logo_url).toBeNull();
  });

  it('refuses more than 1 MB with 413, and an empty body with 400', async () => {
    const t = await team();
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(t.owner.token, big, 'image/png');
    expect(res.status).toBe(413);
    expect(code({ body: res.body })).toBe('organization.logo_too_large');
    const exact = new Uint8Array(1024 * 1024);
    exact.set(PNG);
    expect((await upload(t.owner.token, exact, 'image/png')).status).toBe(200);
    const empty = await upload(t.owner.token, new Uint8Array(0), 'image/png');
    expect(empty.status).toBe(400);
    expect(code({ body: empty.body })).toBe('image.empty');
  });
});

describe('members', () => {
  it('changes roles; the last owner cannot stop being one', async () => {
    const t = await team();
    const promote = await call(app, 'PATCH', `${BASE}/members/${t.reviewer.id}`, {
      token: t.owner.token,
      body: { role: 'owner' },
    });
    expect(promote.status).toBe(200);
    // Two owners: one may step down.
    const down = await call(app, 'PATCH', `${BASE}/members/${t.owner.id}`, {
      token: t.owner.token,
      body: { role: 'recruiter' },
    });
    expect(down.status).toBe(200);
    const last = await call(app, 'PATCH', `${BASE}/members/${t.reviewer.id}`, {
      token: t.reviewer.token,
      body: { role: 'reviewer' },
    });
    expect(last.status).toBe(409);
    expect(code(last)).toBe('organization.last_owner');
    const bad = await call(app, 'PATCH', `${BASE}/members/${t.recruiter.id}`, {
      token: t.reviewer.token,
      body: { role: 'admin' },
    });
    expect(bad.status).toBe(400);
  });

  it('removes a member, who gets a workspace of their own and no recruiter access', async () => {
    const t = await team();
    await db
      .update(users)
      .set({ roles: ['recruiter'] })
      .where(eq(users.id, t.recruiter.id));
    const res = await call(app, 'DELETE', `${BASE}/members/${t.recruiter.id}`, {
      token: t.owner.token,
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: { id: string }[] }).data.map((m) => m.id)).toEqual([
      t.owner.id,
      t.reviewer.id,
    ]);
    const [row] = await db
      .select({ user: users, type: organizations.organizationType })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.id, t.recruiter.id));
    expect(row.type).toBe('individual');
    expect(row.user.organizationRole).toBeNull();
    expect(row.user.roles).toEqual([]);
    const after = await call(app, 'GET', BASE, { token: t.recruiter.token });
    expect(code(after)).toBe('organization.recruiters_only');
    const navigation = await call(app, 'GET', '/api/common/navigation', {
      token: t.recruiter.token,
    });
    expect((navigation.body as { default: unknown[] }).default.length).toBeGreaterThan(0);
    // The last owner cannot be removed, not even by themselves.
    const self = await call(app, 'DELETE', `${BASE}/members/${t.owner.id}`, {
      token: t.owner.token,
    });
    expect(code(self)).toBe('organization.last_owner');
  });

  it('transfers ownership; the old owner stays as a recruiter', async () => {
    const t = await team();
    const res = await call(app, 'POST', `${BASE}/transfer-ownership`, {
      token: t.owner.token,
      body: { user_id: t.reviewer.id },
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual([
      expect.objectContaining({ id: t.reviewer.id, role: 'owner' }),
      expect.objectContaining({ id: t.owner.id, role: 'recruiter' }),
      expect.objectContaining({ id: t.recruiter.id, role: 'recruiter' }),
    ]);
    const again = await call(app, 'POST', `${BASE}/transfer-ownership`, {
      token: t.owner.token,
      body: { user_id: t.recruiter.id },
    });
    expect(code(again)).toBe('organization.role_forbidden');
    const self = await call(app, 'POST', `${BASE}/transfer-ownership`, {
      token: t.reviewer.token,
      body: { user_id: t.reviewer.id },
    });
    expect(self.status).toBe(400);
    expect(code(self)).toBe('organization.transfer_to_self');
  });

  it('lets members leave, but not the last owner', async () => {
    const t = await team();
    const last = await call(app, 'POST', `${BASE}/leave`, { token: t.owner.token });
    expect(last.status).toBe(409);
    expect(code(last)).toBe('organization.last_owner');
    const left = await call(app, 'POST', `${BASE}/leave`, { token: t.reviewer.token });
    expect(left.status).toBe(200);
    const user = (left.body as { data: { metadata: { organization_id: string } } }).data;
    expect(user.metadata.organization_id).not.toBe(t.organizationId);
    await call(app, 'PATCH', `${BASE}/members/${t.recruiter.id}`, {
      token: t.owner.token,
      body: { role: 'owner' },
    });
    expect((await call(app, 'POST', `${BASE}/leave`, { token: t.owner.token })).status).toBe(200);
    const members = await call(app, 'GET', `${BASE}/members`, { token: t.recruiter.token });
    expect((members.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id: t.recruiter.id, role: 'owner' }),
    ]);
  });

  it('keeps an owner when two owners leave at once', async () => {
    const t = await team();
    await call(app, 'PATCH', `${BASE}/members/${t.recruiter.id}`, {
      token: t.owner.token,
      body: { role: 'owner' },
    });
    const results = await Promise.all([
      call(app, 'POST', `${BASE}/leave`, { token: t.owner.token }),
      call(app, 'POST', `${BASE}/leave`, { token: t.recruiter.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = await db.select().from(users).where(eq(users.organizationRole, 'owner'));
    expect(owners.filter((o) => o.organizationId === t.organizationId)).toHaveLength(1);
  });
});

describe('deleting an account', () => {
  it('is refused for the last owner while others remain, and allowed once they are alone', async () => {
    const t = await team();
    const remove = (person: Person) =>
      call(app, 'DELETE', '/api/workspace/account', {
        token: person.token,
        body: { email: person.email },
      });
    const refused = await remove(t.owner);
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('organization.last_owner');
    expect((await call(app, 'GET', BASE, { token: t.owner.token })).status).toBe(200);
    // Other members may go; so may the owner once alone.
    expect((await remove(t.recruiter)).status).toBe(200);
    expect((await remove(t.reviewer)).status).toBe(200);
    expect((await remove(t.owner)).status).toBe(200);
  });
});
