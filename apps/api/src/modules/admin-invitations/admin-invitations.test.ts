import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminKit, fieldOf, tableCounts } from '../../../test/admin-kit';
import { call, useTestApp } from '../../../test/test-app';
import { auditLog, platformInvitations } from '../../db/schema/admin';
import { outbox } from '../../db/schema/outbox';
import { sha256Hex } from '../../platform/tokens';

const { app, db } = await useTestApp();
const kit = adminKit(app, db);
const BASE = '/api/admin/invitations';

type Invitation = Record<string, unknown> & { id: string };
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const linkToken = (body: string) => /platform-invitation\?token=([^\s]+)/.exec(body)?.[1];

describe('platform invitations for admins', () => {
  it('invites a recruiter to an organization: the link is emailed, only its hash kept, audited', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring');
    const res = await call(app, 'POST', BASE, {
      token: admin.token,
      body: {
        email: 'New.Recruiter@Example.test',
        role: 'recruiter',
        organization_id: acme.organizationId,
      },
    });
    expect(res.status).toBe(201);
    const invitation = data<Invitation>(res);
    expect(invitation).toMatchObject({
      email: 'new.recruiter@example.test',
      role: 'recruiter',
      organization_id: acme.organizationId,
      organization_name: 'Acme Hiring',
      status: 'pending',
      invited_by: admin.id,
      accepted_at: null,
      revoked_at: null,
    });
    const [email] = await db.select().from(outbox);
    expect(email).toMatchObject({
      kind: 'platform-invitation',
      recipient: 'new.recruiter@example.test',
    });
    expect(email!.body).toContain('as a recruiter of Acme Hiring');
    const token = decodeURIComponent(linkToken(email!.body)!);
    const [row] = await db.select().from(platformInvitations);
    expect(row!.tokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(await db.select().from(platformInvitations))).not.toContain(token);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'platform_invitation.create',
      actorEmail: admin.email,
      targetId: invitation.id,
      organizationId: acme.organizationId,
      after: { email: 'new.recruiter@example.test', role: 'recruiter' },
    });
  });

  it('refuses bad invitations naming the field, writing nothing', async () => {
    const admin = await kit.admin();
    const candidate = await kit.candidate();
    await call(app, 'POST', BASE, {
      token: admin.token,
      body: { email: 'taken@example.test', role: 'admin' },
    });
    const before = await tableCounts(db);
    for (const [body, status, field, code] of [
      [{ email: 'nope', role: 'admin' }, 400, 'email', undefined],
      [{ email: 'a@example.test', role: 'owner' }, 400, 'role', undefined],
      [
        { email: 'a@example.test', role: 'recruiter' },
        400,
        'organization_id',
        'validation.required',
      ],
      [
        { email: 'a@example.test', role: 'candidate', organization_id: candidate.organizationId },
        400,
        'organization_id',
        undefined,
      ],
      [
        { email: 'a@example.test', role: 'recruiter', organization_id: candidate.organizationId },
        400,
        'organization_id',
        'validation.unknown_id',
      ],
      [
        { email: 'a@example.test', role: 'recruiter', organization_id: randomUUID() },
        400,
        'organization_id',
        'validation.unknown_id',
      ],
      [{ email: candidate.email, role: 'admin' }, 409, 'email', 'admin.already_registered'],
      [{ email: 'TAKEN@example.test', role: 'candidate' }, 409, 'email', 'admin.already_invited'],
    ] as const) {
      const res = await call(app, 'POST', BASE, { token: admin.token, body });
      expect({ body, status: res.status, field: fieldOf(res) }).toEqual({ body, status, field });
      if (code) expect(res.body).toMatchObject({ error: { code } });
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it('lists by status, resends with a new link, revokes', async () => {
    const admin = await kit.admin();
    const made: Invitation[] = [];
    for (const email of ['one@example.test', 'two@example.test', 'three@example.test']) {
      made.push(
        data<Invitation>(
          await call(app, 'POST', BASE, { token: admin.token, body: { email, role: 'candidate' } }),
        ),
      );
    }
    await db
      .update(platformInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(platformInvitations.id, made[0]!.id));
    await db
      .update(platformInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(platformInvitations.id, made[1]!.id));
    const status = async (s: string) =>
      data<{ invitations: Invitation[] }>(
        await call(app, 'GET', `${BASE}?status=${s}`, { token: admin.token }),
      ).invitations.map((i) => i.email);
    expect(await status('expired')).toEqual(['one@example.test']);
    expect(await status('accepted')).toEqual(['two@example.test']);
    expect(await status('pending')).toEqual(['three@example.test']);
    const all = data<{ total: number }>(await call(app, 'GET', BASE, { token: admin.token }));
    expect(all.total).toBe(3);

    const resent = await call(app, 'POST', `${BASE}/${made[0]!.id}/resend`, { token: admin.token });
    expect(resent.status).toBe(200);
    expect(data<Invitation>(resent)).toMatchObject({ status: 'pending' });
    const emails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'one@example.test'))
      .orderBy(outbox.createdAt);
    expect(emails).toHaveLength(2);
    const [first, second] = emails.map((e) => decodeURIComponent(linkToken(e.body)!));
    expect(second).not.toBe(first);
    // Only the new link works: the row keeps the new token's hash.
    const [row] = await db
      .select()
      .from(platformInvitations)
      .where(eq(platformInvitations.id, made[0]!.id));
    expect(row!.tokenHash).toBe(await sha256Hex(second!));

    const revoked = await call(app, 'POST', `${BASE}/${made[2]!.id}/revoke`, {
      token: admin.token,
    });
    expect(data<Invitation>(revoked)).toMatchObject({
      status: 'revoked',
      revoked_at: expect.any(String),
    });
    expect(await status('revoked')).toEqual(['three@example.test']);
    for (const [id, action] of [
      [made[2]!.id, 'resend'],
      [made[1]!.id, 'revoke'],
      [made[1]!.id, 'resend'],
    ] as const) {
      const res = await call(app, 'POST', `${BASE}/${id}/${action}`, { token: admin.token });
      expect(res).toMatchObject({
        status: 409,
        body: { error: { code: 'admin.invitation_closed' } },
      });
    }
    expect(
      (await call(app, 'POST', `${BASE}/${randomUUID()}/revoke`, { token: admin.token })).status,
    ).toBe(404);
    const actions = (await db.select().from(auditLog).orderBy(auditLog.createdAt)).map(
      (e) => e.action,
    );
    expect(actions.slice(3)).toEqual(['platform_invitation.resend', 'platform_invitation.revoke']);
    expect((await call(app, 'GET', `${BASE}?status=lost`, { token: admin.token })).status).toBe(
      400,
    );
  });
});
