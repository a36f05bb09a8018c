import { settingsSchema } from '@rehearse/contracts/settings';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();
const path = '/api/common/settings';

describe('common/settings', () => {
  it('answers light, theme-default and classic for a new account', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', path, { token });
    expect(res.status).toBe(200);
    expect(settingsSchema.parse(res.body)).toEqual({
      scheme: 'light',
      theme: 'theme-default',
      layout: 'classic',
    });
  });

  it('changes only the fields given and keeps them for the next GET', async () => {
    const { token } = await signUpAndIn(app);
    const first = await call(app, 'PATCH', path, { token, body: { settings: { scheme: 'dark' } } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ scheme: 'dark', theme: 'theme-default', layout: 'classic' });
    const second = await call(app, 'PATCH', path, {
      token,
      body: { settings: { theme: 'theme-teal', layout: 'dense' } },
    });
    expect(second.body).toEqual({ scheme: 'dark', theme: 'theme-teal', layout: 'dense' });
    expect((await call(app, 'GET', path, { token })).body).toEqual(second.body);
  });

  it.each([
    [{ settings: { scheme: 'sepia' } }, 'settings.scheme'],
    [{ settings: { theme: 'theme-neon' } }, 'settings.theme'],
    [{ settings: { layout: 'grid' } }, 'settings.layout'],
    [{ settings: { scheme: 1 } }, 'settings.scheme'],
    [{}, 'settings'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'PATCH', path, { token, body });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(field);
  });

  it("keeps each user's settings to that user", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    await call(app, 'PATCH', path, {
      token: alice.token,
      body: { settings: { scheme: 'dark', layout: 'thin' } },
    });
    expect((await call(app, 'GET', path, { token: bob.token })).body).toEqual({
      scheme: 'light',
      theme: 'theme-default',
      layout: 'classic',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await call(app, 'GET', path)).status).toBe(401);
    expect((await call(app, 'PATCH', path, { body: { settings: {} } })).status).toBe(401);
  });
});
