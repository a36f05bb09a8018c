import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { recordingSchema } from '@rehearse/contracts/recordings';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndIn, useTestApp } from '../../../test/test-app';
import { recordings } from '../../db/schema/recordings';
import { walkthroughVideos } from '../../db/schema/support';
import type { Logger } from '../../platform/logger';
import { createMemoryRecordingStore } from '../../platform/recording-store';
import { createFileRecordingStore } from '../../storage/file-recording-store';
import { SWEEP_GRACE_MS } from '../../platform/store-sweep';
import { startRecordingSweeper, sweepUnownedRecordingFiles } from './recording-sweep';

const { app, db, recordingsDir } = await useTestApp();
const store = createFileRecordingStore(recordingsDir);
const envelope = successEnvelope(recordingSchema);
// Each test starts with an empty store (rows are emptied before each test too).
beforeEach(async () => {
  await rm(recordingsDir, { recursive: true, force: true });
  await mkdir(recordingsDir);
});
const stored = async () => (await readdir(recordingsDir).catch(() => [])).sort();

// A file in the store as a crashed upload leaves it, last written `ageMs` ago.
async function leftBehind(ageMs: number) {
  const key = randomUUID();
  const path = join(recordingsDir, key);
  await writeFile(path, new Uint8Array(1000));
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
  return key;
}

async function uploaded(token: string) {
  const res = await app.request('/api/recordings', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/webm' },
    body: new Uint8Array(2000),
  });
  expect(res.status).toBe(201);
  const { id } = envelope.parse(await res.json()).data;
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
  return row!.storageKey;
}

const old = (key: string) => {
  const at = new Date(Date.now() - 2 * SWEEP_GRACE_MS);
  return utimes(join(recordingsDir, key), at, at);
};

describe('sweeping recording files without a row', () => {
  it('removes an old file without a row and keeps fresh and owned ones', async () => {
    const me = await signUpAndIn(app);
    const recorded = await uploaded(me.token);
    await old(recorded);
    // A walkthrough video owns its upload after the recording row is gone.
    const walkthrough = await leftBehind(2 * SWEEP_GRACE_MS);
    await db
      .insert(walkthroughVideos)
      .values({ tool: 'quiz', title: 'Tour', storageKey: walkthrough, mimeType: 'video/webm' });
    const orphan = await leftBehind(2 * SWEEP_GRACE_MS);
    // Within the grace period: maybe an upload still being written.
    const fresh = await leftBehind(SWEEP_GRACE_MS / 2);

    const removed = await sweepUnownedRecordingFiles(db, store, new Date());

    expect(removed).toEqual([orphan]);
    expect(await stored()).toEqual([recorded, walkthrough, fresh].sort());
    // Nothing left to do: a second sweep removes nothing.
    expect(await sweepUnownedRecordingFiles(db, store, new Date())).toEqual([]);
  });

  it('sweeps at start, logs what it removed, and stops cleanly', async () => {
    const orphans = [await leftBehind(2 * SWEEP_GRACE_MS), await leftBehind(3 * SWEEP_GRACE_MS)];
    const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
    const record = (msg: string, fields?: Record<string, unknown>) => lines.push({ msg, fields });
    const logger: Logger = {
      debug: record,
      info: record,
      warn: record,
      error: record,
      child: () => logger,
    };
    const sweeper = startRecordingSweeper({ db, store, logger });
    // stop() waits for the sweep that start began.
    await sweeper.stop();
    for (const key of orphans) expect(await stored()).not.toContain(key);
    expect(lines).toEqual([
      {
        msg: 'removed recording files without a row',
        fields: { count: 2, keys: expect.arrayContaining(orphans) as string[] },
      },
    ]);
  });

  it('lists in memory only what was saved before the cut-off', async () => {
    const memory = createMemoryRecordingStore();
    const body = new Blob([new Uint8Array(10)]).stream();
    await memory.save('a', body, 100);
    expect(await memory.listKeys(new Date(Date.now() + 1000))).toEqual(['a']);
    expect(await memory.listKeys(new Date(0))).toEqual([]);
  });
});
