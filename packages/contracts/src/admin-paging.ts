import { z } from 'zod';

// Paging of the admin workspace's lists (docs/decisions/057-admin-workspace.md): one-based
// `page`, `page_size` up to 100; every page answers its total.
export const ADMIN_PAGE_SIZE_MAX = 100;

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const adminPagingSchema = z.object({
  page: wholeNumber('page', 1, 1_000_000).default(1),
  page_size: wholeNumber('page_size', 1, ADMIN_PAGE_SIZE_MAX).default(20),
});

export const adminPageMeta = {
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
};

// A search term of the lists: trimmed, at most 100 characters; empty means no filter.
export const adminSearchSchema = z.string().trim().max(100).optional();
