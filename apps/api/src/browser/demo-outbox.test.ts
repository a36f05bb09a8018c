import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { queueEmail } from '../domain/email-outbox';
import { listDemoOutbox } from './demo-outbox';

const { db } = await useTestApp();

describe('the demo outbox', () => {
  it('lists the queued emails newest first, with their HTML when they have one', async () => {
    const older = await queueEmail(db, {
      kind: 'candidate-invitation',
      to: 'first@example.test',
      subject: 'Your interview',
      text: 'Plain words',
      html: '<p>Rich words</p>',
    });
    // Queued within one millisecond, the two would tie on created_at.
    await new Promise((done) => setTimeout(done, 5));
    const newer = await queueEmail(db, {
      kind: 'password-reset',
      to: 'second@example.test',
      subject: 'Reset your password',
      text: 'Follow the link',
    });

    const emails = await listDemoOutbox(db);

    expect(emails.map((email) => email.id)).toEqual([newer, older]);
    expect(emails[0]).toMatchObject({
      to: 'second@example.test',
      subject: 'Reset your password',
      text: 'Follow the link',
      html: null,
      kind: 'password-reset',
      status: 'queued',
    });
    expect(emails[1]).toMatchObject({ to: 'first@example.test', html: '<p>Rich words</p>' });
    expect(Number.isNaN(Date.parse(emails[0]!.createdAt))).toBe(false);
  });
});
