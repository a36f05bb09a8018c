import { z } from 'zod';
import { adminPageMeta, adminPagingSchema } from './admin-paging';

// The audit log (docs/decisions/057-admin-workspace.md): every change an admin makes, who made
// it, to what, and the changed fields before and after. Written in the change's transaction.

export const auditLogQuerySchema = adminPagingSchema.extend({
  // A dotted action ('organization.suspend') or its area ('organization').
  action: z.string().trim().max(100).optional(),
  // Part of the actor's email.
  actor: z.string().trim().max(200).optional(),
  organization_id: z.uuid().optional(),
  // ISO dates or date-times: entries at or after `from`, before the end of `to`'s day when it
  // is a date.
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  organization_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  ...adminPageMeta,
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
