import { questionPoolStatusSchema } from '@rehearse/contracts/question-pool';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();
const path = '/api/question-pool/init';
const envelope = successEnvelope(questionPoolStatusSchema);

describe('question-pool/init', () => {
  it('needs a signed-in caller and answers the product error envelope', async () => {
    const res = await call(app, 'POST', path);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
  });

  it('warms the pool once; a second call reports it was already warm', async () => {
    const { token } = await signUpAndIn(app);
    const first = await call(app, 'POST', path, { token });
    expect(first.status).toBe(200);
    const warmed = envelope.parse(first.body).data;
    // No question table exists yet, so the pool honestly holds nothing.
    expect(warmed).toMatchObject({ ready: true, questions: 0 });
    expect(Number.isNaN(Date.parse(warmed.warmedAt))).toBe(false);

    const { token: other } = await signUpAndIn(app);
    const second = envelope.parse((await call(app, 'POST', path, { token: other })).body).data;
    expect(second).toEqual({ ...warmed, alreadyWarm: true });
  });
});
