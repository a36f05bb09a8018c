import { eq } from 'drizzle-orm';
import type {
  AdminCreatePostingInput,
  AdminPostingPage,
  AdminPostingsQuery,
} from '@rehearse/contracts/admin-postings';
import type { Posting, PostingState, UpdatePostingInput } from '@rehearse/contracts/postings';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { organizations } from '../../db/schema/organizations';
import { postings } from '../../db/schema/postings';
import { changedFields, recordAudit, type AuditActor } from '../../domain/audit-log';
import type { Membership } from '../../domain/organization-access';
import { notFound } from '../../platform/errors';
import { changePostingStateIn } from './posting-states.service';
import { readPosting } from './posting-reads';
import { createPostingIn, postingPage, updatePostingIn } from './postings.service';

// Every organization's postings for admins (docs/decisions/057-admin-workspace.md, "Postings
// on behalf of an organization"). An admin acts in the posting's organization with an owner's
// rights, through the recruiters' own service functions: the posting rules (decision 042) live
// there only. Every change writes its audit entry in the change's transaction.

type Admin = AuditActor & { name: string };

// The recruiting organization an admin acts in, as if its owner; any other id answers 404.
async function organizationScope(
  db: Db,
  admin: Admin,
  organizationId: string,
): Promise<Membership> {
  const [row] = isUuid(organizationId)
    ? await db
        .select({ id: organizations.id, type: organizations.organizationType })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
    : [];
  if (!row || row.type !== 'recruiting') {
    throw notFound('No such recruiting organization', 'organization_id');
  }
  return { userId: admin.id, organizationId: row.id, role: 'owner' };
}

// The organization of a posting, whichever it is.
async function postingScope(db: Db, admin: Admin, id: string): Promise<Membership> {
  const [row] = isUuid(id)
    ? await db
        .select({ organizationId: postings.organizationId })
        .from(postings)
        .where(eq(postings.id, id))
    : [];
  if (!row) throw notFound('No such posting', 'id');
  return { userId: admin.id, organizationId: row.organizationId, role: 'owner' };
}

export async function listAllPostings(
  db: Db,
  admin: Admin,
  query: AdminPostingsQuery,
): Promise<AdminPostingPage> {
  if (query.organization_id) await organizationScope(db, admin, query.organization_id);
  const page = await postingPage(db, query.organization_id ?? null, {
    search: query.search || undefined,
    state: query.state,
    sort: query.sort,
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    postings: page.items,
    counts: page.counts,
    total: page.total,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function getAnyPosting(db: Db, admin: Admin, id: string): Promise<Posting> {
  return readPosting(db, await postingScope(db, admin, id), id);
}

export async function createPostingFor(
  db: Db,
  admin: Admin,
  { organization_id, ...input }: AdminCreatePostingInput,
): Promise<Posting> {
  return db.transaction(async (tx) => {
    const scope = await organizationScope(tx, admin, organization_id);
    const posting = await createPostingIn(tx, scope, input);
    await recordAudit(tx, admin, {
      action: 'posting.create',
      targetType: 'posting',
      targetId: posting.id,
      organizationId: scope.organizationId,
      before: null,
      after: { title: posting.title, state: posting.state },
    });
    return posting;
  });
}

// What an edit changed, in the posting's own terms (the hiring team as member ids).
const auditView = (posting: Posting, keys: string[]) =>
  Object.fromEntries(
    keys.map((key) => [
      key,
      key === 'hiring_team'
        ? posting.hiring_team.map((member) => member.id)
        : key === 'rubric_id'
          ? (posting.rubric?.id ?? null)
          : posting[key as keyof Posting],
    ]),
  );

export async function updateAnyPosting(
  db: Db,
  admin: Admin,
  id: string,
  input: UpdatePostingInput,
): Promise<Posting> {
  return db.transaction(async (tx) => {
    const scope = await postingScope(tx, admin, id);
    const before = await readPosting(tx, scope, id);
    const after = await updatePostingIn(tx, scope, id, input);
    const keys = Object.keys(input);
    // An edit to the same values writes no entry (as for organizations).
    const changed = changedFields(auditView(before, keys), auditView(after, keys));
    if (changed) {
      await recordAudit(tx, admin, {
        action: 'posting.update',
        targetType: 'posting',
        targetId: id,
        organizationId: scope.organizationId,
        before: changed.before,
        after: changed.after,
      });
    }
    return after;
  });
}

export async function changeAnyPostingState(
  db: Db,
  admin: Admin,
  publicUrl: string,
  id: string,
  to: PostingState,
): Promise<Posting> {
  return db.transaction(async (tx) => {
    const scope = await postingScope(tx, admin, id);
    const { state: from } = await readPosting(tx, scope, id);
    const posting = await changePostingStateIn(tx, scope, admin, publicUrl, id, to);
    await recordAudit(tx, admin, {
      action: 'posting.state',
      targetType: 'posting',
      targetId: id,
      organizationId: scope.organizationId,
      before: { state: from },
      after: { state: to },
    });
    return posting;
  });
}
