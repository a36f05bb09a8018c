import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@rehearse/contracts/user';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, uniqueEmail } from '../../../test/test-app';
import { subscriptions } from '../../db/schema/billing';
import { organizationInvitations } from '../../db/schema/organization-invitations';
import { outbox } from '../../db/schema/outbox';
import {
  app,
  db,
  BASE,
  PASSWORD,
  signIn,
  member,
  team,
  code,
  invite,
  lastLinkToken,
  type Team,
} from './company-test-kit';

describe('invitations', () => {
  const read = (token: string, client?: string) =>
    call(app, 'GET', `/api/invitations/${token}`, {
      headers: client ? { 'x-test-client': client } : {},
    });
  const acceptNew = (token: string, name = 'Nina New') =>
    call(app, 'POST', `/api/invitations/${token}/accept`, {
      body: { name, password: PASSWORD },
    });
  const acceptAs = (token: string, person: { token: string }) =>
    call(app, 'POST', `/api/invitations/${token}/accept`, { token: person.token });
  const roleOf = async (t: Team, id: string) => {
    const res = await call(app, 'GET', `${BASE}/members`, { token: t.owner.token });
    return (res.body as { data: { id: string; role: string }[] }).data.find((m) => m.id === id)
      ?.role;
  };

  it('invites by email with a link in the outbox; the link shows the invitation; a new account accepts it', async () => {
    const t = await team();
    const email = uniqueEmail('Nina');
    const created = await call(app, 'POST', `${BASE}/invitations`, {
      token: t.owner.token,
      body: { email: `  ${email.toUpperCase()} `, role: 'recruiter' },
    });
    expect(created.status).toBe(201);
    expect((created.body as { data: unknown }).data).toMatchObject({
      email: email.toLowerCase(),
      role: 'recruiter',
      status: 'pending',
      invited_by: t.owner.id,
    });
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase()));
    expect(mail).toMatchObject({ kind: 'team-invitation', sentAt: null });
    expect(mail.subject).toBe('Olivia Owner invited you to Acme Hiring on Rehearse');
    expect(mail.body).toMatch(/http:\/\/localhost:\d+\/invitation\?token=[A-Za-z0-9_-]{40,}/);
    const token = await lastLinkToken(email.toLowerCase());
    // Only a hash is stored.
    const stored = JSON.stringify(await db.select().from(organizationInvitations));
    expect(stored).not.toContain(token);

    const shown = await read(token);
    expect(shown.status).toBe(200);
    expect((shown.body as { data: unknown }).data).toEqual({
      organization_name: 'Acme Hiring',
      logo_url: null,
      brand_color: null,
      role: 'recruiter',
      email: email.toLowerCase(),
      inviter_name: 'Olivia Owner',
      has_account: false,
      expires_at: expect.any(String),
    });
    const expires = Date.parse((shown.body as { data: { expires_at: string } }).data.expires_at);
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);

    const accepted = await acceptNew(token);
    expect(accepted.status).toBe(200);
    const data = (accepted.body as { data: { session: AuthResponse; organization_id: string } })
      .data;
    expect(data).toMatchObject({ organization_id: t.organizationId, role: 'recruiter' });
    expect(data.session.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Nina New',
      metadata: { organization_id: t.organizationId },
    });
    expect(accepted.headers.get('set-cookie')).toContain('rehearse_page_session=');
    const profile = await call(app, 'GET', BASE, { token: data.session.accessToken });
    expect((profile.body as { data: unknown }).data).toMatchObject({ role: 'recruiter' });
    expect(await roleOf(t, data.session.user.id)).toBe('recruiter');
    // The password works for signing in; the link is used up.
    await signIn(email.toLowerCase());
    expect((await read(token)).status).toBe(404);
    expect((await acceptNew(token, 'Again')).status).toBe(404);
    const open = await call(app, 'GET', `${BASE}/invitations`, { token: t.owner.token });
    expect((open.body as { data: unknown[] }).data).toEqual([]);
  });

  it('lets an existing account with the invited email accept while signed in', async () => {
    const t = await team();
    const person = await signUpAndIn(app, { email: uniqueEmail('existing') });
    const { token } = await invite(t, person.email, 'reviewer');
    const shown = await read(token);
    expect((shown.body as { data: { has_account: boolean } }).data.has_account).toBe(true);
    // Signed out, the invited email cannot make a second account.
    const signedOut = await acceptNew(token);
    expect(signedOut.status).toBe(409);
    expect(code(signedOut)).toBe('auth.email_taken');
    const res = await acceptAs(token, person);
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual({
      organization_id: t.organizationId,
      role: 'reviewer',
    });
    expect(await roleOf(t, person.user.id)).toBe('reviewer');
    // A reviewer now: reads, may not edit.
    expect((await call(app, 'GET', BASE, { token: person.token })).status).toBe(200);
    const edit = await call(app, 'PATCH', BASE, { token: person.token, body: { about: 'x' } });
    expect(code(edit)).toBe('organization.role_forbidden');
    expect((await acceptAs(token, person)).status).toBe(404);
  });

  it('refuses another email, and someone already in a recruiting organization, leaving the link usable', async () => {
    const t = await team();
    const { token, email } = await invite(t);
    const stranger = await signUpAndIn(app);
    const mismatch = await acceptAs(token, stranger);
    expect(mismatch.status).toBe(403);
    expect(code(mismatch)).toBe('invitation.email_mismatch');

    const busy = await member('Bea Busy', { name: 'Initech' });
    const { token: busyToken } = await invite(t, busy.email);
    const taken = await acceptAs(busyToken, busy);
    expect(taken.status).toBe(409);
    expect(code(taken)).toBe('organization.already_member');
    expect((await read(busyToken)).status).toBe(200);
    expect((await read(token)).status).toBe(200);
    expect(email).toBeTruthy();
  });

  it('answers the same 404 for unknown, expired, revoked and used links', async () => {
    const t = await team();
    const expired = await invite(t);
    await db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, expired.id));
    const revoked = await invite(t);
    const revoke = await call(app, 'DELETE', `${BASE}/invitations/${revoked.id}`, {
      token: t.owner.token,
    });
    expect((revoke.body as { data: unknown }).data).toMatchObject({ id: revoked.id });
    const twice = await call(app, 'DELETE', `${BASE}/invitations/${revoked.id}`, {
      token: t.owner.token,
    });
    expect(code(twice)).toBe('invitation.not_pending');
    const used = await invite(t);
    expect((await acceptNew(used.token)).status).toBe(200);

    const answers = [];
    for (const token of ['no-such-token', expired.token, revoked.token, used.token]) {
      answers.push(await read(token), await acceptNew(token, 'Late'));
    }
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        error: {
          code: 'request.not_found',
          message: 'This invitation link is invalid or has expired',
        },
      });
    }
    // The expired one is listed as such; revoked and accepted ones are not listed.
    const list = await call(app, 'GET', `${BASE}/invitations`, { token: t.owner.token });
    expect((list.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id: expired.id, status: 'expired' }),
    ]);
  });

  it('resends with a new link that replaces the old one, also after expiry', async () => {
    const t = await team();
    const first = await invite(t);
    await db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, first.id));
    const res = await call(app, 'POST', `${BASE}/invitations/${first.id}/resend`, {
      token: t.owner.token,
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toMatchObject({ id: first.id, status: 'pending' });
    const second = await lastLinkToken(first.email);
    expect(second).not.toBe(first.token);
    expect((await read(first.token)).status).toBe(404);
    expect((await read(second)).status).toBe(200);
    expect((await acceptNew(second)).status).toBe(200);
    const after = await call(app, 'POST', `${BASE}/invitations/${first.id}/resend`, {
      token: t.owner.token,
    });
    expect(after.status).toBe(409);
    expect(code(after)).toBe('invitation.not_pending');
  });

  it('refuses a second open invitation to one email and inviting a member', async () => {
    const t = await team();
    const { email } = await invite(t);
    const again = await call(app, 'POST', `${BASE}/invitations`, {
      token: t.owner.token,
      body: { email, role: 'owner' },
    });
    expect(again.status).toBe(409);
    expect(code(again)).toBe('invitation.already_invited');
    const memberEmail = await call(app, 'POST', `${BASE}/invitations`, {
      token: t.owner.token,
      body: { email: t.reviewer.email, role: 'recruiter' },
    });
    expect(code(memberEmail)).toBe('invitation.already_member');
    const bad = await call(app, 'POST', `${BASE}/invitations`, {
      token: t.owner.token,
      body: { email: 'not-an-email', role: 'chief' },
    });
    expect(bad.status).toBe(400);
  });

  it('lets exactly one of two parallel accepts through', async () => {
    const t = await team();
    const { token } = await invite(t);
    const results = await Promise.all([acceptNew(token, 'First'), acceptNew(token, 'Second')]);
    expect(results.map((r) => r.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const person = await signUpAndIn(app, { email: uniqueEmail('twice') });
    const second = await invite(t, person.email);
    const both = await Promise.all([
      acceptAs(second.token, person),
      acceptAs(second.token, person),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('asks a signed-out visitor for a name and a password', async () => {
    const t = await team();
    const { token } = await invite(t);
    const none = await call(app, 'POST', `/api/invitations/${token}/accept`);
    expect(none.status).toBe(400);
    expect(code(none)).toBe('validation.required');
    const short = await call(app, 'POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Nina', password: 'short' },
    });
    expect(short.status).toBe(400);
    const nul = await call(app, 'POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Ni\u0000na', password: PASSWORD },
    });
    expect(code(nul)).toBe('validation.invalid_text');
    expect((await read(token)).status).toBe(200);
  });

  it('limits the public calls per address', async () => {
    for (let i = 0; i < 30; i++) expect((await read('nope', '198.51.100.7')).status).toBe(404);
    const limited = await read('nope', '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await read('nope', '198.51.100.8')).status).toBe(404);
  });

  it("keeps the team within its plan's seats, open invitations included", async () => {
    // Owner, recruiter and reviewer take 3 of the recruiting plan's 5 seats.
    const t = await team();
    const inviteAnother = () =>
      call(app, 'POST', `${BASE}/invitations`, {
        token: t.owner.token,
        body: { email: uniqueEmail('another'), role: 'reviewer' },
      });
    const first = await invite(t);
    const second = await invite(t);
    const full = await inviteAnother();
    expect(full.status).toBe(409);
    expect(code(full)).toBe('billing.seats_full');
    expect((full.body as { error: { params: unknown } }).error.params).toEqual({
      seats: 5,
      used: 5,
    });
    // Revoking an invitation frees its seat.
    const revoked = await call(app, 'DELETE', `${BASE}/invitations/${second.id}`, {
      token: t.owner.token,
    });
    expect(revoked.status).toBe(200);
    const third = await invite(t);
    // Accepting both fills the seats exactly: five members of five.
    expect((await acceptNew(first.token, 'Nora Fourth')).status).toBe(200);
    expect((await acceptNew(third.token, 'Nell Fifth')).status).toBe(200);
    expect(code(await inviteAnother())).toBe('billing.seats_full');
    // An admin gives a sixth seat, then takes it back: the invitation already out cannot be
    // accepted past the seats, and its link still reads.
    const setSeats = (seats: number) =>
      db
        .update(subscriptions)
        .set({ seats })
        .where(eq(subscriptions.organizationId, t.organizationId));
    await setSeats(6);
    const late = await invite(t);
    await setSeats(5);
    const refused = await acceptNew(late.token, 'Ned Sixth');
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('billing.seats_full');
    expect((await read(late.token)).status).toBe(200);
  });
});

describe('an accept with a body that is not JSON', () => {
  it('answers 415, never 500', async () => {
    const t = await team();
    const { token } = await invite(t);
    const res = await app.request(`/api/invitations/${token}/accept`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=Nina',
    });
    expect(res.status).toBe(415);
    expect(code({ body: await res.json() })).toBe('validation.unsupported_media_type');
  });
});
