import { eq } from 'drizzle-orm';
import type { EmailTemplateKind } from '@rehearse/contracts/email-templates';
import type { Db } from '../db/db';
import { postingCandidates } from '../db/schema/posting-candidates';
import { cancelQueuedEmail, queueEmail } from './email-outbox';
import { renderOrganizationEmail } from './email-templates';

// The emails a posting's candidate gets that carry no link (received, advance, rejection),
// rendered from the organization's templates and queued in the caller's transaction, and the
// cancelling of a pending reminder.

type Candidate = Pick<
  typeof postingCandidates.$inferSelect,
  'id' | 'organizationId' | 'name' | 'email' | 'reminderEmailId'
>;

export async function queueCandidateEmail(
  db: Db,
  request: {
    candidate: Candidate;
    postingTitle: string;
    kind: Extract<EmailTemplateKind, 'received' | 'advance' | 'rejection'>;
    // Who sends it, named in the email.
    recruiterName: string;
    publicUrl: string;
    scheduledAt?: Date;
  },
): Promise<string> {
  const { candidate } = request;
  const email = await renderOrganizationEmail(db, {
    organizationId: candidate.organizationId,
    kind: request.kind,
    publicUrl: request.publicUrl,
    variables: {
      'candidate.firstName': candidate.name.trim().split(/\s+/)[0] ?? candidate.name,
      'candidate.name': candidate.name,
      'posting.title': request.postingTitle,
      'recruiter.name': request.recruiterName,
    },
  });
  return queueEmail(db, {
    kind: request.kind,
    to: candidate.email,
    ...email,
    ...(request.scheduledAt && { scheduledAt: request.scheduledAt }),
  });
}

// A reminder still waiting in the outbox is removed (one already sent or being sent stays).
export async function cancelReminder(db: Db, candidate: Candidate): Promise<void> {
  if (!candidate.reminderEmailId) return;
  await cancelQueuedEmail(db, candidate.reminderEmailId);
  await db
    .update(postingCandidates)
    .set({ reminderEmailId: null })
    .where(eq(postingCandidates.id, candidate.id));
}
