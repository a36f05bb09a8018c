import { createMemoryRecordingStore, type RecordingStore } from './recording-store';

// Where the file manager keeps uploaded files' bytes (docs/decisions/067-file-manager.md). The
// same small interface as recorded answers (save a stream under a key with a size limit, open,
// remove, list for the sweep), a store of its own: the Node entry passes files under
// DATA_DIR/files; a later object store (S3) only has to implement these four calls.
export type FileStore = RecordingStore;

export const createMemoryFileStore = (): FileStore => createMemoryRecordingStore();
