import { z } from 'zod';

// File manager (decision 004), calls under /api/apps/file-manager.

export const FILE_ITEM_TYPES = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const;
export const fileItemTypeSchema = z.enum(FILE_ITEM_TYPES);
export type FileItemType = z.infer<typeof fileItemTypeSchema>;

export const fileItemSchema = z.object({
  id: z.string(),
  // null at the root.
  folderId: z.string().nullable(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  // Human-readable, e.g. '87 MB'; a folder's is the total of the files inside it.
  size: z.string(),
  type: fileItemTypeSchema,
  // A folder's e.g. '7 files' (every file below it); null for a file.
  contents: z.string().nullable(),
  // null for a file.
  description: z.string().nullable(),
});
export type FileItem = z.infer<typeof fileItemSchema>;

// folderId absent or the text 'null' means the root.
export const fileManagerQuerySchema = z.object({
  folderId: z.string().max(100, 'Not a known folder').optional(),
});
export type FileManagerQuery = z.infer<typeof fileManagerQuerySchema>;

export const fileManagerListingSchema = z.object({
  folders: z.array(fileItemSchema),
  files: z.array(fileItemSchema),
  // The folders from the root down to the current one, the current one included; [] at the root.
  path: z.array(fileItemSchema),
});
export type FileManagerListing = z.infer<typeof fileManagerListingSchema>;
