import type { User } from '@rehearse/contracts/user';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { ensureDemoAccounts, DEMO_PASSWORD } from '../../demo-accounts';

const { app, db, accountHooks, recordings } = await useTestApp();

const lookupPath = (user: User, externalId = user.id) =>
  `/api/users/lookup?organization_id=${user.metadata.organization_id}&external_id=${externalId}`;
const recordOf = (user: User, externalId = user.id) => ({
  organization_id: user.metadata.organization_id,
  external_id: externalId,
  created_by: user.id,
  updated_by: user.id,
});

describe('post-login flow: product users', () => {
  it('looks up (404), creates (201), then finds the product user', async () => {
    const { token, user } = await signUpAndIn(app);
    const missing = await call(app, 'GET', lookupPath(user), { token });
    expect(missing).toMatchObject({
      status: 404,
      body: { success: false, error: { code: 'request.not_found' } },
    });

    const created = await call(app, 'POST', '/api/users', { token, body: recordOf(user) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      data: { ...recordOf(user), id: expect.any(String) },
    });

    const found = await call(app, 'GET', lookupPath(user), { token });
    expect(found.body).toEqual(created.body);
  });

  it('answers 409 for a second record of the same user', async () => {
    const { token, user } = await signUpAndIn(app);
    await call(app, 'POST', '/api/users', { token, body: recordOf(user) });
    const again = await call(app, 'POST', '/api/users', { token, body: recordOf(user) });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, error: { code: 'organization.user_exists' } },
    });
  });

  it("never reads or creates another user's record", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    await call(app, 'POST', '/api/users', { token: bob.token, body: recordOf(bob.user) });
    expect((await call(app, 'GET', lookupPath(bob.user), { token: alice.token })).status).toBe(404);
    const forged = await call(app, 'POST', '/api/users', {
      token: alice.token,
      body: recordOf(bob.user),
    });
    expect(forged).toMatchObject({
      status: 403,
      body: { success: false, error: { code: 'auth.forbidden' } },
    });
  });

  it('lets an admin look up and create records in any organization', async () => {
    await ensureDemoAccounts(db, accountHooks, recordings);
    const admin = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'admin@rehearse.dev', password: DEMO_PASSWORD },
    });
    const adminToken = (admin.body as { accessToken: string }).accessToken;
    const { user } = await signUpAndIn(app);
    expect(
      (await call(app, 'POST', '/api/users', { token: adminToken, body: recordOf(user) })).status,
    ).toBe(201);
    expect((await call(app, 'GET', lookupPath(user), { token: adminToken })).status).toBe(200);
  });

  it('answers 400 naming the field for bad input, in the product envelope', async () => {
    const { token, user } = await signUpAndIn(app);
    const badQuery = await call(
      app,
      'GET',
      '/api/users/lookup?organization_id=nope&external_id=x',
      { token },
    );
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toMatchObject({
      success: false,
      error: {
        code: expect.stringMatching(/^validation\./),
        message: expect.stringMatching(/^organization_id: /),
      },
    });
    const missing = await call(app, 'POST', '/api/users', {
      token,
      body: { organization_id: user.metadata.organization_id },
    });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: { message: string } }).error.message).toMatch(/external_id/);
  });

  it('answers 401 in the product envelope without a valid token', async () => {
    const res = await call(app, 'GET', '/api/users/lookup?organization_id=x&external_id=y', {
      token: 'forged',
    });
    expect(res).toMatchObject({
      status: 401,
      body: { success: false, error: { code: 'auth.invalid_token', message: 'Invalid token' } },
    });
  });
});

describe('organizations', () => {
  it("answers the caller's own organization and hides others behind 404", async () => {
    const alice = await signUpAndIn(app, { company: 'Alice Corp' });
    const bob = await signUpAndIn(app);
    const own = await call(
      app,
      'GET',
      `/api/organizations/${alice.user.metadata.organization_id}`,
      { token: alice.token },
    );
    expect(own).toMatchObject({
      status: 200,
      body: { success: true, data: { name: 'Alice Corp', organization_type: 'individual' } },
    });
    const foreign = await call(
      app,
      'GET',
      `/api/organizations/${alice.user.metadata.organization_id}`,
      { token: bob.token },
    );
    expect(foreign).toMatchObject({
      status: 404,
      body: { success: false, error: { code: 'request.not_found' } },
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await ensureDemoAccounts(db, accountHooks, recordings);
    const admin = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'admin@rehearse.dev', password: DEMO_PASSWORD },
    });
    const token = (admin.body as { accessToken: string }).accessToken;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call(app, 'GET', `/api/organizations/${id}`, { token })).status).toBe(404);
    }
  });

  it('shows the recruiter demo account a recruiting organization', async () => {
    await ensureDemoAccounts(db, accountHooks, recordings);
    const res = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'recruiter@rehearse.dev', password: DEMO_PASSWORD },
    });
    const { accessToken, user } = res.body as { accessToken: string; user: User };
    expect(user.roles).toEqual(['recruiter']);
    const org = await call(app, 'GET', `/api/organizations/${user.metadata.organization_id}`, {
      token: accessToken,
    });
    expect(org.body).toMatchObject({ data: { organization_type: 'recruiting' } });
  });
});
