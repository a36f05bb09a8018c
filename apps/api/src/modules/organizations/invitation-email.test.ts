import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, signUpAndIn, uniqueEmail, useTestApp } from '../../../test/test-app';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { organizations } from '../../db/schema/organizations';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { createEmailDelivery, type EmailDelivery } from '../../domain/email-delivery';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { createLogger } from '../../platform/logger';

// Not company-test-kit.ts: importing it would open a second test app; this file needs its own
// with the worker's wake-up.
const BASE = '/api/recruiter/organization';
const PNG = new Uint8Array([
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
const code = (res: { body: unknown }) => (res.body as { error?: { code?: string } }).error?.code;

// The team invitation is the organization's `team-invitation` email template
// (docs/decisions/044-email-templates.md), rendered with its logo and colour, queued, and really
// delivered: this file runs the delivery worker against an SMTP server started in the test.

let delivery: EmailDelivery | undefined;
const { app, db, tasks } = await useTestApp({
  emailQueued: () => {
    const worker = delivery;
    if (worker) tasks.run('email-delivery', () => worker.deliverNow());
  },
});
const inbox = await startSmtpInbox();

afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  inbox.reset();
});
afterAll(() => inbox.close());

// An owner of a new recruiting organization, signed up through the API (own app, own database).
async function owner() {
  const { token, user } = await signUpAndIn(app, {
    name: 'Olivia <b>Owner</b>',
    company: 'Acme Hiring',
  });
  // A recruiting organization: the sign-up's organization, made recruiting and owned.
  const organizationId = user.metadata.organization_id!;
  await db
    .update(organizations)
    .set({ organizationType: 'recruiting', name: 'Acme & Hiring' })
    .where(eq(organizations.id, organizationId));
  await db.update(users).set({ organizationRole: 'owner' }).where(eq(users.id, user.id));
  return { token, organizationId };
}

describe('the team invitation email', () => {
  let me: Awaited<ReturnType<typeof owner>>;
  beforeEach(async () => {
    me = await owner();
    const patched = await call(app, 'PATCH', '/api/recruiter/organization', {
      token: me.token,
      body: { brand_color: '#0F766E' },
    });
    expect(patched.status).toBe(200);
    const logo = await app.request(`${BASE}/logo`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${me.token}` },
      body: PNG,
    });
    expect(logo.status).toBe(200);
  });

  it('arrives over SMTP with the company’s name, logo and colour in the HTML and the link in the text', async () => {
    delivery = createEmailDelivery({
      db,
      mailer: createSmtpMailer(inbox.url),
      from: 'Rehearse <no-reply@rehearse.test>',
      logger: createLogger('silent'),
    });
    const email = uniqueEmail('invitee');
    const res = await call(app, 'POST', `${BASE}/invitations`, {
      token: me.token,
      body: { email, role: 'reviewer' },
    });
    expect(res.status).toBe(201);
    await tasks.idle();
    await inbox.waitFor(1);

    const [mail] = inbox.received;
    expect(mail!.envelopeTo).toEqual([email]);
    expect(mail!.subject).toBe('Olivia <b>Owner</b> invited you to Acme & Hiring on Rehearse');
    const text = mail!.text!;
    expect(text).toContain(
      'Olivia <b>Owner</b> invited you to join Acme & Hiring on Rehearse with the reviewer role.',
    );
    const link = /(http:\/\/localhost:3000\/invitation\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(link, text).toBeDefined();
    expect(text).toMatch(/The link works once, until \w+day, \d+ \w+ \d{4}\./);

    const html = mail!.html as string;
    expect(html).toContain('Acme &amp; Hiring');
    expect(html).toContain('Olivia &lt;b&gt;Owner&lt;/b&gt;');
    expect(html).not.toContain('<b>Owner</b>');
    expect(html).toContain('background-color:#0f766e');
    expect(html).toMatch(
      new RegExp(
        `src="http://localhost:3000/api/organizations/${me.organizationId}/logo\\?v=\\d+"`,
      ),
    );
    expect(html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('Accept the invitation');

    // The logo may be shown by webmail on another site (and in the sandboxed preview).
    const logoPath = /src="http:\/\/localhost:3000(\/api\/organizations\/[^"]+)"/.exec(html)![1]!;
    const logoAnswer = await app.request(logoPath.replace(/&amp;/g, '&'));
    expect(logoAnswer.status).toBe(200);
    expect(logoAnswer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(logoAnswer.headers.get('content-type')).toBe('image/png');

    // The link works: the invitation page reads it.
    const token = new URL(link!).searchParams.get('token')!;
    expect((await call(app, 'GET', `/api/invitations/${token}`)).status).toBe(200);
  });

  it('uses the organization’s own wording when it has one, for a resend too', async () => {
    const saved = await call(app, 'PUT', '/api/recruiter/email-templates/team-invitation', {
      token: me.token,
      body: {
        subject: 'Come and hire with {{company.name}}',
        body: 'Hello!\n\n{{inviter.name}} would love you on the team as {{role}}.\n\n{{invitation.link}}\n\nSee you soon.',
      },
    });
    expect(saved.status).toBe(200);
    const email = uniqueEmail('invitee');
    const invited = await call(app, 'POST', `${BASE}/invitations`, {
      token: me.token,
      body: { email, role: 'recruiter' },
    });
    const id = (invited.body as { data: { id: string } }).data.id;
    expect(
      (await call(app, 'POST', `${BASE}/invitations/${id}/resend`, { token: me.token })).status,
    ).toBe(200);

    const rows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'team-invitation')));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.subject).toBe('Come and hire with Acme & Hiring');
      expect(row.body).toMatch(
        /^Hello!\n\nOlivia <b>Owner<\/b> would love you on the team as recruiter\.\n\nAccept the invitation: http:\/\/localhost:3000\/invitation\?token=[A-Za-z0-9_-]+\n\nSee you soon\./,
      );
      expect(row.html).toContain('background-color:#0f766e');
      expect(row.html).toContain('would love you on the team as recruiter.');
    }
    // Each send has its own link.
    expect(rows[0]!.body).not.toBe(rows[1]!.body);
  });

  it('is not queued when the invitation is refused', async () => {
    const email = uniqueEmail('invitee');
    await call(app, 'POST', `${BASE}/invitations`, {
      token: me.token,
      body: { email, role: 'reviewer' },
    });
    const again = await call(app, 'POST', `${BASE}/invitations`, {
      token: me.token,
      body: { email, role: 'reviewer' },
    });
    expect(code(again)).toBe('invitation.already_invited');
    expect(await db.select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(1);
  });
});
