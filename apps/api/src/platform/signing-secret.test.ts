import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createSigningSecret } from './signing-secret';

const { db } = await useTestApp();

it('generates one secret, stores it, and answers the same one afterwards', async () => {
  const first = await createSigningSecret(db)();
  expect(first.length).toBeGreaterThanOrEqual(48);
  // A second app on the same database (a restart, another process) agrees.
  expect(await createSigningSecret(db)()).toBe(first);
});

it('prefers the configured secret', async () => {
  expect(await createSigningSecret(db, 'configured-secret-of-32-characters!')()).toBe(
    'configured-secret-of-32-characters!',
  );
});
