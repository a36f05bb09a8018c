import type { Db } from '../../db/db';
import type { postingCandidates } from '../../db/schema/posting-candidates';
import { formatEmailDate, renderOrganizationEmail } from '../../domain/email-templates';
import { queueEmail } from '../../domain/email-outbox';
import { randomToken, sha256Hex } from '../../platform/tokens';

// The emails of a one-way interview invitation (docs/decisions/047-candidate-invitations.md):
// the invitation with the link, and a reminder some days before the deadline. Both are the
// organization's templates (kinds `invitation` and `reminder`, decision 044), queued in the
// caller's transaction. The link's token is only ever in these emails; the record keeps its
// SHA-256.

const DAY_MS = 24 * 60 * 60 * 1000;

export type CandidateRow = typeof postingCandidates.$inferSelect;
export type EmailPosting = {
  organizationId: string;
  title: string;
  reminderDaysBefore: number;
};

// A fresh unguessable link token (256 random bits) and the hash the record keeps.
export async function newInterviewToken(): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken();
  return { token, tokenHash: await sha256Hex(token) };
}

export const interviewLink = (publicUrl: string, token: string) =>
  `${publicUrl}/interview/${encodeURIComponent(token)}`;

// When the reminder goes: `reminderDaysBefore` days before the deadline; null when the posting
// sends none (0) or that time is already past.
export function reminderTime(deadline: Date, reminderDaysBefore: number, now: Date): Date | null {
  if (reminderDaysBefore <= 0) return null;
  const at = new Date(deadline.getTime() - reminderDaysBefore * DAY_MS);
  return at > now ? at : null;
}

type Send = {
  posting: EmailPosting;
  candidate: { name: string; email: string; deadlineAt: Date };
  token: string;
  recruiterName: string;
  publicUrl: string;
};

async function queueCandidateEmail(
  db: Db,
  kind: 'invitation' | 'reminder',
  send: Send,
  scheduledAt?: Date,
): Promise<string> {
  const { candidate, posting } = send;
  const email = await renderOrganizationEmail(db, {
    organizationId: posting.organizationId,
    kind,
    publicUrl: send.publicUrl,
    variables: {
      'candidate.firstName': candidate.name.split(/\s+/)[0] ?? candidate.name,
      'candidate.name': candidate.name,
      'posting.title': posting.title,
      'recruiter.name': send.recruiterName,
      'interview.link': interviewLink(send.publicUrl, send.token),
      deadline: formatEmailDate(candidate.deadlineAt),
    },
  });
  return queueEmail(db, {
    kind: `candidate-${kind}`,
    to: candidate.email,
    ...email,
    ...(scheduledAt ? { scheduledAt } : {}),
  });
}

// Queues the invitation (now) and the reminder (when there is one); answers the reminder's
// outbox id.
export async function queueInvitationEmails(
  db: Db,
  send: Send,
  now: Date,
): Promise<{ reminderEmailId: string | null }> {
  await queueCandidateEmail(db, 'invitation', send);
  const at = reminderTime(send.candidate.deadlineAt, send.posting.reminderDaysBefore, now);
  const reminderEmailId = at ? await queueCandidateEmail(db, 'reminder', send, at) : null;
  return { reminderEmailId };
}
