// What the organization module's API tests share: the test app, a team of every role in one
// recruiting organization (and one outside it), logo bytes, and invitation helpers.
import { and, desc, eq } from 'drizzle-orm';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { AuthResponse } from '@rehearse/contracts/user';
import { expect } from 'vitest';
import { call, signUpAndIn, uniqueEmail, useTestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { createAccount } from '../../domain/accounts';

export const { app, db, accountHooks } = await useTestApp();
export const BASE = '/api/recruiter/organization';
export const PASSWORD = 'correct horse battery';

export type Person = { token: string; id: string; email: string };

export async function signIn(email: string, password = PASSWORD): Promise<Person> {
  const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const session = res.body as AuthResponse;
  return { token: session.accessToken, id: session.user.id, email };
}

// An account made directly (no sample data: faster), in a new recruiting organization it owns
// or in an existing one with a role.
export async function member(
  name: string,
  organization: { name: string } | { id: string; role: OrganizationRole },
): Promise<Person> {
  const email = uniqueEmail('member');
  await createAccount(
    db,
    {
      name,
      email,
      password: PASSWORD,
      ...('name' in organization
        ? {
            organization: { name: organization.name, type: 'recruiting' as const },
            organizationRole: 'owner' as const,
          }
        : { organization }),
    },
    [],
  );
  return signIn(email);
}

export async function team() {
  const owner = await member('Olivia Owner', { name: 'Acme Hiring' });
  const [row] = await db.select().from(users).where(eq(users.id, owner.id));
  const organizationId = row.organizationId!;
  const recruiter = await member('Rita Recruiter', { id: organizationId, role: 'recruiter' });
  const reviewer = await member('Victor Reviewer', { id: organizationId, role: 'reviewer' });
  const candidate = await signUpAndIn(app);
  const other = await member('Oscar Other', { name: 'Globex Talent' });
  return {
    organizationId,
    owner,
    recruiter,
    reviewer,
    candidate: { token: candidate.token, id: candidate.user.id, email: candidate.email },
    other,
  };
}
export type Team = Awaited<ReturnType<typeof team>>;

export const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array(64).fill(7),
]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(1)]);
export const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
export const GIF = new TextEncoder().encode('GIF89a-and-some-bytes');

export async function upload(token: string | undefined, bytes: Uint8Array, type: string) {
  const res = await app.request(`${BASE}/logo`, {
    method: 'PUT',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: bytes,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const code = (res: { body: unknown }) =>
  (res.body as { error?: { code?: string } }).error?.code;

export async function invite(
  t: Team,
  email = uniqueEmail('invitee'),
  role: OrganizationRole = 'reviewer',
) {
  const res = await call(app, 'POST', `${BASE}/invitations`, {
    token: t.owner.token,
    body: { email, role },
  });
  expect(res.status).toBe(201);
  const id = (res.body as { data: { id: string } }).data.id;
  return { id, email, token: await lastLinkToken(email) };
}

// The token in the newest invitation email to `email` (the outbox is the only place it exists).
export async function lastLinkToken(email: string): Promise<string> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'team-invitation')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const body = row?.body ?? '';
  const match = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no invitation link for ${email}`);
  return match[1];
}
