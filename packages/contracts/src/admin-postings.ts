import { z } from 'zod';
import { adminPageMeta, adminPagingSchema, adminSearchSchema } from './admin-paging';
import {
  createPostingSchema,
  postingCountsSchema,
  postingSortSchema,
  postingStateSchema,
  postingSummarySchema,
} from './postings';

// Every organization's job postings as admins see and change them, on behalf of the
// organization (docs/decisions/057-admin-workspace.md, "Postings on behalf of an
// organization"). The posting rules are the recruiters' own (decision 042).

const organizationId = z.uuid({ error: 'organization_id must be an organization id' });

export const adminPostingsQuerySchema = adminPagingSchema.extend({
  // Title, department or location, anywhere, ignoring case.
  search: adminSearchSchema,
  state: postingStateSchema.optional(),
  organization_id: organizationId.optional(),
  sort: postingSortSchema.default('updated'),
});
export type AdminPostingsQuery = z.infer<typeof adminPostingsQuerySchema>;

export const adminPostingSummarySchema = postingSummarySchema.extend({
  organization: z.object({ id: z.string(), name: z.string() }),
});
export type AdminPostingSummary = z.infer<typeof adminPostingSummarySchema>;

export const adminPostingPageSchema = z.object({
  postings: z.array(adminPostingSummarySchema),
  // Postings that match the organization and search, per state (the state filter aside).
  counts: postingCountsSchema,
  ...adminPageMeta,
});
export type AdminPostingPage = z.infer<typeof adminPostingPageSchema>;

// The recruiters' create body, with the organization it is made for.
export const adminCreatePostingSchema = createPostingSchema.extend({
  organization_id: organizationId,
});
export type AdminCreatePostingInput = z.infer<typeof adminCreatePostingSchema>;
