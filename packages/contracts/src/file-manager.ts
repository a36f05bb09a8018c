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

// Uploads, folders, renames, moves and deletes (docs/decisions/067-file-manager.md).

const MB = 1024 * 1024;
// One uploaded file, and everything one user keeps.
export const FILE_UPLOAD_MAX_BYTES = 25 * MB;
export const FILE_STORAGE_QUOTA_BYTES = 250 * MB;
export const FILE_NAME_MAX_LENGTH = 120;
export const FOLDER_DESCRIPTION_MAX_LENGTH = 500;

// The file types an upload may be, by Content-Type, and the kind each is shown as. A type the
// browser does not know (empty, application/octet-stream) is taken from the name's extension.
export const FILE_UPLOAD_TYPES = {
  'application/pdf': 'PDF',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLS',
  'application/vnd.oasis.opendocument.spreadsheet': 'XLS',
  'text/csv': 'XLS',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOC',
  'application/vnd.oasis.opendocument.text': 'DOC',
  'application/rtf': 'DOC',
  'text/plain': 'TXT',
  'text/markdown': 'TXT',
  'image/jpeg': 'JPG',
} as const satisfies Record<string, Exclude<FileItemType, 'folder'>>;
export type FileUploadType = keyof typeof FILE_UPLOAD_TYPES;
export const FILE_UPLOAD_EXTENSIONS: Record<string, FileUploadType> = {
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  md: 'text/markdown',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

// An item the screen works with: the spec's item plus whether it has stored bytes to download.
export const fileManagerItemSchema = fileItemSchema.extend({
  // True for an uploaded file; false for a folder and for a sample file (which has no bytes).
  downloadable: z.boolean(),
});
export type FileManagerItem = z.infer<typeof fileManagerItemSchema>;

export const fileManagerListingSchema = z.object({
  folders: z.array(fileManagerItemSchema),
  files: z.array(fileManagerItemSchema),
  // The folders from the root down to the current one, the current one included; [] at the root.
  path: z.array(fileManagerItemSchema),
});
export type FileManagerListing = z.infer<typeof fileManagerListingSchema>;

const itemName = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(FILE_NAME_MAX_LENGTH, `At most ${FILE_NAME_MAX_LENGTH} characters`)
  .refine((name) => !/[/\\]/.test(name), 'A name cannot contain / or \\');
const folderRef = z.string().max(100, 'Not a known folder');

export const createFolderBodySchema = z.object({
  // null or absent: the root.
  folderId: folderRef.nullable().optional(),
  name: itemName,
  description: z.string().trim().max(FOLDER_DESCRIPTION_MAX_LENGTH).optional(),
});
export type CreateFolderBody = z.infer<typeof createFolderBodySchema>;

export const uploadQuerySchema = z.object({
  // Absent or the text 'null': the root.
  folderId: folderRef.optional(),
  name: itemName,
});
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const updateItemBodySchema = z
  .object({
    id: z.string().max(100),
    name: itemName.optional(),
    // Moves the item; null moves it to the root.
    folderId: folderRef.nullable().optional(),
    // Folders only (a file's description is null in the spec).
    description: z.string().trim().max(FOLDER_DESCRIPTION_MAX_LENGTH).optional(),
  })
  .strict();
export type UpdateItemBody = z.infer<typeof updateItemBodySchema>;

export const itemIdQuerySchema = z.object({ id: z.string().max(100) });
export const itemIdParamsSchema = z.object({ id: z.string().max(100) });

// The folders a user can move items into, each with its path, for the move dialog.
export const folderTreeSchema = z.object({
  folders: z.array(z.object({ id: z.string(), folderId: z.string().nullable(), name: z.string() })),
});
export type FolderTree = z.infer<typeof folderTreeSchema>;

export const deleteItemResultSchema = z.object({
  // How many items went (the item and everything below it).
  deleted: z.number().int(),
});
