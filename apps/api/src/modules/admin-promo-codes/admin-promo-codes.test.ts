import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminKit, fieldOf, tableCounts } from '../../../test/admin-kit';
import { call, useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { promoRedemptions } from '../../db/schema/billing';

const { app, db } = await useTestApp();
const kit = adminKit(app, db);
const BASE = '/api/admin/promo-codes';

type PromoCode = Record<string, unknown> & { id: string };
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

const create = (token: string, body: Record<string, unknown>) =>
  call(app, 'POST', BASE, { token, body });

describe('promo codes for admins', () => {
  it('creates a code upper case, refuses a duplicate with 409, lists with redemption counts', async () => {
    const admin = await kit.admin();
    const res = await create(admin.token, {
      code: ' spring-2027 ',
      kind: 'credits',
      credits: 25,
      starts_at: '2027-03-01T00:00:00Z',
      ends_at: '2027-04-01T00:00:00Z',
      max_redemptions: 100,
    });
    expect(res.status).toBe(201);
    const code = data<PromoCode>(res);
    expect(code).toMatchObject({
      code: 'SPRING-2027',
      kind: 'credits',
      credits: 25,
      percent_off: null,
      starts_at: '2027-03-01T00:00:00.000Z',
      ends_at: '2027-04-01T00:00:00.000Z',
      max_redemptions: 100,
      max_per_organization: 1,
      redemption_count: 0,
      disabled: false,
    });
    const percent = await create(admin.token, { code: 'HALF', kind: 'percent', percent_off: 50 });
    expect(data<PromoCode>(percent)).toMatchObject({
      kind: 'percent',
      percent_off: 50,
      credits: null,
    });

    const before = await tableCounts(db);
    const duplicate = await create(admin.token, {
      code: 'Spring-2027',
      kind: 'percent',
      percent_off: 10,
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { error: { code: 'admin.promo_code_taken', field: 'code' } },
    });
    expect(await tableCounts(db)).toEqual(before);

    const acme = await kit.recruiter('Acme Hiring');
    await db
      .insert(promoRedemptions)
      .values({ promoCodeId: code.id, organizationId: acme.organizationId, userId: acme.id });
    const list = await call(app, 'GET', BASE, { token: admin.token });
    expect(
      data<{ promo_codes: PromoCode[] }>(list).promo_codes.map((c) => [c.code, c.redemption_count]),
    ).toEqual([
      ['HALF', 0],
      ['SPRING-2027', 1],
    ]);
    const redemptions = await call(app, 'GET', `${BASE}/${code.id}/redemptions`, {
      token: admin.token,
    });
    expect(data<{ redemptions: unknown[] }>(redemptions).redemptions).toEqual([
      {
        id: expect.any(String),
        organization_id: acme.organizationId,
        organization_name: 'Acme Hiring',
        user_id: acme.id,
        user_email: acme.email,
        created_at: expect.any(String),
      },
    ]);
    expect(
      (await call(app, 'GET', `${BASE}/${randomUUID()}/redemptions`, { token: admin.token }))
        .status,
    ).toBe(404);

    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.action)).toEqual(['promo_code.create', 'promo_code.create']);
    expect(entries[0]).toMatchObject({
      actorEmail: admin.email,
      targetType: 'promo_code',
      targetId: code.id,
      before: null,
      after: { code: 'SPRING-2027', kind: 'credits', credits: 25 },
    });
  });

  it('refuses invalid codes naming the field, writing nothing', async () => {
    const admin = await kit.admin();
    const before = await tableCounts(db);
    const good = { code: 'WELCOME', kind: 'credits', credits: 10 };
    for (const [body, field] of [
      [{ ...good, code: 'AB' }, 'code'],
      [{ ...good, code: 'A'.repeat(41) }, 'code'],
      [{ ...good, code: 'NO SPACES' }, 'code'],
      [{ ...good, code: 'ÇOK' }, 'code'],
      [{ ...good, kind: 'gift' }, 'kind'],
      [{ ...good, credits: 0 }, 'credits'],
      [{ ...good, credits: 10_001 }, 'credits'],
      [{ code: 'WELCOME', kind: 'credits' }, 'credits'],
      [{ ...good, percent_off: 10 }, 'percent_off'],
      [{ code: 'WELCOME', kind: 'percent', percent_off: 0 }, 'percent_off'],
      [{ code: 'WELCOME', kind: 'percent', percent_off: 101 }, 'percent_off'],
      [{ code: 'WELCOME', kind: 'percent' }, 'percent_off'],
      [{ ...good, starts_at: '2027-05-01T00:00:00Z', ends_at: '2027-04-01T00:00:00Z' }, 'ends_at'],
      [{ ...good, starts_at: '2027-05-01T00:00:00Z', ends_at: '2027-05-01T00:00:00Z' }, 'ends_at'],
      [{ ...good, starts_at: 'soon' }, 'starts_at'],
      [{ ...good, max_redemptions: 0 }, 'max_redemptions'],
      [{ ...good, max_per_organization: 0 }, 'max_per_organization'],
      [{ ...good, redemption_count: 5 }, undefined],
    ] as const) {
      const res = await create(admin.token, body);
      expect({ body, status: res.status, field: fieldOf(res) }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it('edits a code, but not its code or kind once redeemed; disables and enables it', async () => {
    const admin = await kit.admin();
    const code = data<PromoCode>(
      await create(admin.token, { code: 'SUMMER', kind: 'credits', credits: 5 }),
    );
    await create(admin.token, { code: 'WINTER', kind: 'credits', credits: 5 });

    const edited = await call(app, 'PATCH', `${BASE}/${code.id}`, {
      token: admin.token,
      body: { code: 'summer-x', kind: 'percent', percent_off: 20, ends_at: '2027-09-01T00:00:00Z' },
    });
    expect(edited.status).toBe(200);
    expect(data<PromoCode>(edited)).toMatchObject({
      code: 'SUMMER-X',
      kind: 'percent',
      percent_off: 20,
      credits: null,
    });
    const taken = await call(app, 'PATCH', `${BASE}/${code.id}`, {
      token: admin.token,
      body: { code: 'winter' },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: { code: 'admin.promo_code_taken' } },
    });
    const order = await call(app, 'PATCH', `${BASE}/${code.id}`, {
      token: admin.token,
      body: { starts_at: '2027-10-01T00:00:00Z' },
    });
    expect(order.status).toBe(400);
    expect(fieldOf(order)).toBe('ends_at');
    const mismatch = await call(app, 'PATCH', `${BASE}/${code.id}`, {
      token: admin.token,
      body: { credits: 3 },
    });
    expect(mismatch.status).toBe(400);
    expect(fieldOf(mismatch)).toBe('credits');

    const acme = await kit.recruiter('Acme Hiring');
    await db
      .insert(promoRedemptions)
      .values({ promoCodeId: code.id, organizationId: acme.organizationId });
    for (const [body, field] of [
      [{ code: 'AUTUMN' }, 'code'],
      [{ kind: 'credits', credits: 5 }, 'kind'],
    ] as const) {
      const res = await call(app, 'PATCH', `${BASE}/${code.id}`, { token: admin.token, body });
      expect(res).toMatchObject({
        status: 409,
        body: { error: { code: 'admin.promo_code_redeemed', field } },
      });
    }
    const limits = await call(app, 'PATCH', `${BASE}/${code.id}`, {
      token: admin.token,
      body: { max_redemptions: 50, percent_off: 30 },
    });
    expect(data<PromoCode>(limits)).toMatchObject({
      max_redemptions: 50,
      percent_off: 30,
      code: 'SUMMER-X',
    });

    const disabled = await call(app, 'POST', `${BASE}/${code.id}/disable`, { token: admin.token });
    expect(data<PromoCode>(disabled)).toMatchObject({
      disabled: true,
      disabled_at: expect.any(String),
    });
    const enabled = await call(app, 'POST', `${BASE}/${code.id}/enable`, { token: admin.token });
    expect(data<PromoCode>(enabled)).toMatchObject({ disabled: false, disabled_at: null });
    expect(
      (await call(app, 'POST', `${BASE}/${code.id}/enable`, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (await call(app, 'POST', `${BASE}/${randomUUID()}/disable`, { token: admin.token })).status,
    ).toBe(404);

    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.action)).toEqual([
      'promo_code.create',
      'promo_code.create',
      'promo_code.update',
      'promo_code.update',
      'promo_code.disable',
      'promo_code.enable',
    ]);
    expect(entries[2]).toMatchObject({
      before: { code: 'SUMMER', kind: 'credits', credits: 5, percent_off: null, ends_at: null },
      after: {
        code: 'SUMMER-X',
        kind: 'percent',
        credits: null,
        percent_off: 20,
        ends_at: '2027-09-01T00:00:00.000Z',
      },
    });
    expect(entries[3]).toMatchObject({
      before: { max_redemptions: null, percent_off: 20 },
      after: { max_redemptions: 50, percent_off: 30 },
    });
  });
});
