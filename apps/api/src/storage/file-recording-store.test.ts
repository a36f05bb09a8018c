import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeObjectStoreContract } from '../../test/object-store-contract';
import { createFileRecordingStore } from './file-recording-store';

const dir = await mkdtemp(join(tmpdir(), 'rehearse-folder-store-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

// DATA_DIR/recordings and DATA_DIR/files; the folder is made on first use.
describeObjectStoreContract('a DATA_DIR folder', 'folder', () =>
  createFileRecordingStore(join(dir, 'recordings')),
);

describe('a DATA_DIR folder store', () => {
  it('reports a folder it cannot write to as not writable', async () => {
    // A plain file where the folder should be: nothing can be made under it, even as root.
    await writeFile(join(dir, 'occupied'), 'not a folder');
    expect(await createFileRecordingStore(join(dir, 'occupied', 'files')).check()).toEqual({
      kind: 'folder',
      available: false,
      problem: 'not_writable',
    });
  });
});
