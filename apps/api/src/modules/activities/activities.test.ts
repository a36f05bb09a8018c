import { eq } from 'drizzle-orm';
import { activitiesSchema, type Activity } from '@rehearse/contracts/activities';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { activitiesData } from '../../db/seed/data/activities.data';

const { app, db } = await useTestApp();

const feed = (token?: string) => call(app, 'GET', '/api/pages/activities', { token });

describe('GET pages/activities', () => {
  it("answers the new account's feed newest first, dated before the sign-up", async () => {
    const { token, user } = await signUpAndIn(app);
    const [{ createdAt }] = await db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, user.id));
    const res = await feed(token);
    expect(res.status).toBe(200);
    const items = activitiesSchema.parse(res.body);
    expect(items).toHaveLength(activitiesData.length);
    const dates = items.map((item) => Date.parse(item.date));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    expect(dates[0]).toBe(createdAt.getTime() - 25 * 60_000);
    for (const item of items) expect(Boolean(item.icon) !== Boolean(item.image)).toBe(true);
  });

  it('puts a newer item first whatever the insertion order', async () => {
    const { token, user } = await signUpAndIn(app);
    await db.insert(activities).values({
      userId: user.id,
      icon: 'heroicons_solid:bell',
      description: 'Newest',
      date: new Date(Date.now() + 60_000),
    });
    const [first] = (await feed(token)).body as Activity[];
    expect(first).toMatchObject({ description: 'Newest', image: null, link: null });
  });

  it('shows a user only their own feed', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    await db.insert(activities).values({
      userId: b.user.id,
      icon: 'heroicons_solid:lock-closed',
      description: 'Only for B',
      date: new Date(),
    });
    const aItems = (await feed(a.token)).body as Activity[];
    const bItems = (await feed(b.token)).body as Activity[];
    expect(aItems.map((i) => i.description)).not.toContain('Only for B');
    expect(bItems[0].description).toBe('Only for B');
    const aIds = new Set(aItems.map((i) => i.id));
    expect(bItems.some((i) => aIds.has(i.id))).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await feed()).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the activity feed', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    expect(doc.paths).toHaveProperty(['/api/pages/activities', 'get']);
  });
});

describe('activities seed', () => {
  it('has about 15 items, each with an icon or an image, placed before the sign-up', () => {
    expect(activitiesData.length).toBe(15);
    for (const item of activitiesData) {
      expect(Boolean(item.icon) !== Boolean(item.image)).toBe(true);
      expect(item.minutesBefore).toBeGreaterThan(0);
      if (item.link) expect(item.useRouter).toBe(item.link.startsWith('/'));
    }
    expect(JSON.stringify(activitiesData)).not.toMatch(/lorem|ipsum/i);
  });
});
