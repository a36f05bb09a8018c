import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@rehearse/contracts/user';
import { describe, expect, it } from 'vitest';
import { adminKit, fieldOf, PASSWORD } from '../../../test/admin-kit';
import { call, signUpAndIn, uniqueEmail, useTestApp } from '../../../test/test-app';
import { accountCreatedHooks } from '../../app';
import { platformInvitations } from '../../db/schema/admin';
import { organizations } from '../../db/schema/organizations';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import type { AccountCreatedHook } from '../../platform/account-hooks';

// What the account hooks were given: the sample content is made for the new account.
const hooked: string[] = [];
const recordHook: AccountCreatedHook = async (_tx, account) => {
  hooked.push(account.userId);
};
const { app, db } = await useTestApp({ accountHooks: [...accountCreatedHooks, recordHook] });
const kit = adminKit(app, db);
const BASE = '/api/platform-invitations';

type Accepted = { role: string; organization_id: string; session: AuthResponse };
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const code = (res: { body: unknown }) => (res.body as { error?: { code?: string } }).error?.code;

// Invites through the admin API and takes the token from the emailed link.
async function invite(role: 'admin' | 'recruiter' | 'candidate', organizationId?: string) {
  const admin = await kit.admin();
  const email = uniqueEmail(`invited-${role}`);
  const res = await call(app, 'POST', '/api/admin/invitations', {
    token: admin.token,
    body: { email, role, ...(organizationId ? { organization_id: organizationId } : {}) },
  });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status}`);
  const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, email));
  const token = decodeURIComponent(/platform-invitation\?token=([^\s]+)/.exec(mail!.body)![1]!);
  return { email, token, id: data<{ id: string }>(res).id };
}

const read = (token: string, client?: string) =>
  call(app, 'GET', `${BASE}/${encodeURIComponent(token)}`, {
    headers: client ? { 'x-test-client': client } : {},
  });
const accept = (token: string, body: unknown = { name: 'Nora New', password: PASSWORD }) =>
  call(app, 'POST', `${BASE}/${encodeURIComponent(token)}/accept`, { body });

async function userByEmail(email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}
async function organizationOf(id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

describe('accepting a platform invitation', () => {
  it('shows a recruiter invitation with its organization; accepting makes a recruiter of it, signed in', async () => {
    const acme = await kit.recruiter('Acme Hiring');
    const { email, token } = await invite('recruiter', acme.organizationId);
    const shown = await read(token);
    expect(shown.status).toBe(200);
    expect(data(shown)).toEqual({
      email,
      role: 'recruiter',
      organization_name: 'Acme Hiring',
      expires_at: expect.any(String),
      state: 'pending',
    });

    const res = await accept(token);
    expect(res.status).toBe(200);
    const accepted = data<Accepted>(res);
    expect(accepted.role).toBe('recruiter');
    expect(accepted.organization_id).toBe(acme.organizationId);
    expect(accepted.session.user.email).toBe(email);
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      name: 'Nora New',
      organizationId: acme.organizationId,
      organizationRole: 'recruiter',
      roles: [],
    });
    expect(hooked).toContain(user!.id);
    // The session works, and so does the password.
    const me = await call(app, 'GET', '/api/common/user', { token: accepted.session.accessToken });
    expect(me.status).toBe(200);
    expect((await kit.signIn(email)).status).toBe(200);
    const [row] = await db.select().from(platformInvitations);
    expect(row!.acceptedAt).not.toBeNull();
    expect(data<{ state: string }>(await read(token)).state).toBe('accepted');
  });

  it('makes an admin with a workspace of its own', async () => {
    const { email, token } = await invite('admin');
    const shown = data<{ organization_name: string | null; role: string }>(await read(token));
    expect(shown).toMatchObject({ role: 'admin', organization_name: null });
    const res = await accept(token);
    expect(res.status).toBe(200);
    const user = await userByEmail(email);
    expect(user!.roles).toEqual(['admin']);
    expect(user!.organizationRole).toBeNull();
    const organization = await organizationOf(user!.organizationId!);
    expect(organization!.organizationType).toBe('individual');
    expect(data<Accepted>(res)).toMatchObject({
      role: 'admin',
      organization_id: organization!.id,
    });
    const admin = await call(app, 'GET', '/api/admin/invitations', {
      token: data<Accepted>(res).session.accessToken,
    });
    expect(admin.status).toBe(200);
  });

  it('makes a plain candidate with its own workspace and the sign-up sample content', async () => {
    const { email, token } = await invite('candidate');
    const res = await accept(token, { name: 'Cem Candidate', password: PASSWORD });
    expect(res.status).toBe(200);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: 'Cem Candidate', roles: [], organizationRole: null });
    expect((await organizationOf(user!.organizationId!))!.organizationType).toBe('individual');
    expect(hooked).toContain(user!.id);
    const admin = await call(app, 'GET', '/api/admin/invitations', {
      token: data<Accepted>(res).session.accessToken,
    });
    expect(admin.status).toBe(403);
  });

  it('answers an unknown token 404 and nothing more', async () => {
    const shown = await read('no-such-token');
    expect(shown.status).toBe(404);
    expect(JSON.stringify(shown.body)).not.toContain('@');
    expect((await accept('no-such-token')).status).toBe(404);
  });

  it('explains an expired link and refuses it, creating no account', async () => {
    const { email, token, id } = await invite('candidate');
    await db
      .update(platformInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(platformInvitations.id, id));
    expect(data<{ state: string }>(await read(token)).state).toBe('expired');
    const res = await accept(token);
    expect(res.status).toBe(410);
    expect(code(res)).toBe('platformInvitation.expired');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('explains a revoked link and refuses it', async () => {
    const admin = await kit.admin();
    const { email, token, id } = await invite('admin');
    const revoked = await call(app, 'POST', `/api/admin/invitations/${id}/revoke`, {
      token: admin.token,
    });
    expect(revoked.status).toBe(200);
    expect(data<{ state: string }>(await read(token)).state).toBe('revoked');
    const res = await accept(token);
    expect(res.status).toBe(410);
    expect(code(res)).toBe('platformInvitation.revoked');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a second accept of the same link', async () => {
    const { token } = await invite('candidate');
    expect((await accept(token)).status).toBe(200);
    const again = await accept(token, { name: 'Someone Else', password: PASSWORD });
    expect(again.status).toBe(409);
    expect(code(again)).toBe('platformInvitation.accepted');
  });

  it('lets exactly one of two parallel accepts through', async () => {
    const { email, token } = await invite('candidate');
    const results = await Promise.all([
      accept(token, { name: 'First', password: PASSWORD }),
      accept(token, { name: 'Second', password: PASSWORD }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.find((r) => r.status !== 200)!;
    expect(refused.status).toBe(409);
    expect(['platformInvitation.accepted', 'platformInvitation.already_registered']).toContain(
      code(refused),
    );
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses an email that signed up since the invitation, keeping the invitation open', async () => {
    const { email, token } = await invite('candidate');
    await signUpAndIn(app, { email, password: PASSWORD });
    const res = await accept(token);
    expect(res.status).toBe(409);
    expect(code(res)).toBe('platformInvitation.already_registered');
    expect(data<{ state: string }>(await read(token)).state).toBe('pending');
  });

  it('refuses bad input naming the field, creating nothing', async () => {
    const { email, token } = await invite('candidate');
    for (const [body, field] of [
      [{ name: 'Nora', password: 'short' }, 'password'],
      [{ password: PASSWORD }, 'name'],
      [{ name: 'Nora' }, 'password'],
      [{ name: 'Nora', password: PASSWORD, role: 'admin' }, undefined],
    ] as const) {
      const res = await accept(token, body);
      expect(res.status).toBe(400);
      if (field) expect(fieldOf(res)).toBe(field);
    }
    expect(await userByEmail(email)).toBeUndefined();
    expect(data<{ state: string }>(await read(token)).state).toBe('pending');
  });

  it('limits the public calls per address', async () => {
    for (let i = 0; i < 30; i++) expect((await read('nope', '198.51.100.9')).status).toBe(404);
    const limited = await read('nope', '198.51.100.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const acceptLimited = await call(app, 'POST', `${BASE}/nope/accept`, {
      body: { name: 'Nora', password: PASSWORD },
      headers: { 'x-test-client': '198.51.100.9' },
    });
    expect(acceptLimited.status).toBe(429);
    expect((await read('nope', '198.51.100.10')).status).toBe(404);
  });
});
