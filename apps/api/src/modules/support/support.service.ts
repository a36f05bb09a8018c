import { recordProductEvent } from '../../domain/product-events';
import type { Language } from '../../platform/request-language';
import type {
  CreateSupportRequest,
  CreateWalkthrough,
  SupportRequest,
  Walkthrough,
} from '@rehearse/contracts/support';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { recordings } from '../../db/schema/recordings';
import { supportRequests, walkthroughVideos } from '../../db/schema/support';
import { AppError, notFound } from '../../platform/errors';
import { consumeLimit, type RateLimitRule } from '../../platform/rate-limit';
import type { AppServices, ServiceContext } from '../../platform/services';
import type { UserRow } from '../../db/schema/users';
import { listFaqCategories } from '../../domain/help-center';
import type { MediaFile } from '../../domain/media-response';
import { signMediaPath } from '../../domain/recording-urls';
import { attachRecording } from '../../domain/recordings';
import { queueEmail } from '../../domain/email-outbox';

// A signed-out visitor can write; the limit keeps the form from being used to flood the outbox
// (and, through it, other people's mailboxes).
const SUPPORT_LIMIT: RateLimitRule = {
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: 'Too many support requests.',
};

type RequestRow = typeof supportRequests.$inferSelect;
const toSupportRequest = (row: RequestRow): SupportRequest => ({
  id: row.id,
  category: row.category as SupportRequest['category'],
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

// Who asks: a signed-in user, or a visitor known only by address; the language of the request.
export type SupportRequester = {
  user: UserRow | undefined;
  clientAddress: string;
  language: Language;
};

// Stores the request and queues the acknowledgement email in one transaction, then tells the
// delivery worker.
export async function createSupportRequest(
  db: Db,
  services: Pick<AppServices, 'emailQueued'>,
  { user, clientAddress, language }: SupportRequester,
  input: CreateSupportRequest,
): Promise<SupportRequest> {
  const name = user?.name ?? input.name;
  const email = user?.email ?? input.email;
  if (!name) throw new AppError('validation.required', 'Enter your name', { field: 'name' });
  if (!email)
    throw new AppError('validation.required', 'Enter the email we should answer', {
      field: 'email',
    });
  const keys = [user ? `support:user:${user.id}` : `support:address:${clientAddress}`];
  // Every request counts, accepted or not.
  await consumeLimit(db, keys, SUPPORT_LIMIT);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        userId: user?.id ?? null,
        name,
        email,
        category: input.category,
        subject: input.subject,
        message: input.message,
      })
      .returning();
    await queueEmail(tx, {
      to: email,
      kind: 'support-acknowledgement',
      subject: `We received your request: ${input.subject}`,
      text: [
        `Hi ${name},`,
        '',
        'Thank you for writing to Rehearse support. Your request is saved; any answer comes by email.',
        '',
        `Reference: ${row!.id}`,
        `Subject: ${input.subject}`,
      ].join('\n'),
    });
    // A signed-in user also finds it in their messages.
    if (user) {
      await recordProductEvent(tx, user.id, language, {
        type: 'support-received',
        subject: input.subject,
      });
    }
    return toSupportRequest(row!);
  });
  services.emailQueued();
  return created;
}

export async function listSupportRequests(db: Db, userId: string): Promise<SupportRequest[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt));
  return rows.map(toSupportRequest);
}

type WalkthroughRow = typeof walkthroughVideos.$inferSelect;
export const walkthroughVideoPath = (id: string) => `/api/support/walkthroughs/${id}/video`;

async function toWalkthrough(secret: string, row: WalkthroughRow): Promise<Walkthrough> {
  return {
    id: row.id,
    tool: row.tool as Walkthrough['tool'],
    title: row.title,
    description: row.description,
    videoUrl: row.url ?? (await signMediaPath(secret, walkthroughVideoPath(row.id), new Date())),
    mimeType: row.mimeType,
    captions: row.captions,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listWalkthroughs(
  db: Db,
  services: Pick<AppServices, 'signingSecret'>,
): Promise<Walkthrough[]> {
  const secret = await services.signingSecret();
  const rows = await db
    .select()
    .from(walkthroughVideos)
    .orderBy(asc(walkthroughVideos.tool), asc(walkthroughVideos.createdAt));
  return Promise.all(rows.map((row) => toWalkthrough(secret, row)));
}

// An admin adds a walkthrough: a link, or a video uploaded with POST /api/recordings, whose file
// the walkthrough then owns (it no longer belongs to the admin's recordings).
export async function createWalkthrough(
  db: Db,
  ctx: ServiceContext,
  input: CreateWalkthrough,
): Promise<Walkthrough> {
  const admin = ctx.user;
  const row = await db.transaction(async (tx) => {
    let upload: { storageKey: string; mimeType: string; size: number } | undefined;
    if (input.recordingId) {
      const recording = await attachRecording(tx, admin.id, input.recordingId);
      if (!recording.mimeType.startsWith('video/')) {
        throw new AppError('support.video_required', 'A walkthrough needs a video file', {
          field: 'recordingId',
        });
      }
      upload = recording;
      await tx.delete(recordings).where(eq(recordings.id, recording.id));
    }
    const [created] = await tx
      .insert(walkthroughVideos)
      .values({
        tool: input.tool,
        title: input.title,
        description: input.description ?? '',
        url: input.url ?? null,
        storageKey: upload?.storageKey ?? null,
        mimeType: upload?.mimeType ?? null,
        size: upload?.size ?? null,
        captions: input.captions ?? null,
        createdBy: admin.id,
      })
      .returning();
    return created!;
  });
  return toWalkthrough(await ctx.signingSecret(), row);
}

async function findWalkthrough(db: Db, id: string): Promise<WalkthroughRow> {
  const [row] = await db.select().from(walkthroughVideos).where(idIs(walkthroughVideos.id, id));
  if (!row) throw notFound('No walkthrough with this id');
  return row;
}

// The uploaded video of a walkthrough, for a request that proved access with a signed URL.
export async function findWalkthroughVideo(db: Db, id: string): Promise<MediaFile> {
  const { storageKey, mimeType, size } = await findWalkthrough(db, id);
  if (!storageKey || !mimeType || size === null) {
    throw new AppError('recording.link_only', 'This walkthrough is a link, not an upload');
  }
  return { storageKey, mimeType, size };
}

// The help centre's FAQs, or those whose question or answer contains `query` (any case).
export async function searchFaqs(db: Db, query: string | undefined) {
  const categories = await listFaqCategories(db);
  const q = query?.toLowerCase();
  if (!q) return categories;
  return categories
    .map((category) => ({
      ...category,
      faqs: category.faqs.filter((f) => `${f.question}\n${f.answer}`.toLowerCase().includes(q)),
    }))
    .filter((category) => category.faqs.length > 0);
}

export async function deleteWalkthrough(
  db: Db,
  services: Pick<AppServices, 'recordings'>,
  id: string,
) {
  const row = await findWalkthrough(db, id);
  await db.delete(walkthroughVideos).where(eq(walkthroughVideos.id, id));
  if (row.storageKey) await services.recordings.remove(row.storageKey);
}
