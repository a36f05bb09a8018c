import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { handleError } from './error-handler';
import { createLogger } from './logger';
import { createCommonRouter } from './router';

const { db } = await useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logging an unhandled error', () => {
  it('never writes the parameters of a failed query (a password hash) to the log', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$dG9wc2VjcmV0aGFzaA';
    const plain = 'plain-secret-parameter-0042';
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const logger = createLogger('debug');
    const app = createCommonRouter();
    app.use(async (c, next) => {
      c.set('logger', logger);
      await next();
    });
    // A real failing query through Drizzle: the cast fails, the parameters ride in the error.
    app.get('/boom', async () => {
      await db.execute(sql`select ${secret}::text, ${plain}::text, 'x'::uuid`);
      return new Response('unreachable');
    });
    app.onError(handleError);

    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const output = lines.join('\n');
    expect(output).toContain('unhandled error');
    expect(output).toContain('Failed query');
    expect(output).not.toContain(secret);
    expect(output).not.toContain('$argon2id$');
    expect(output).not.toContain(plain);
  });
});
