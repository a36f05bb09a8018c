// Audio-only renditions of recorded answers with Debian's ffmpeg: the first audio track
// re-encoded as Opus in WebM, with no video stream at all
// (docs/decisions/051-reviewing-candidate-answers.md). The recording goes in through stdin; the
// rendition is written to a temporary file, removed at once, because WebM written to a pipe has
// no duration or cues and players then show 0:00 and cannot seek.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  NoAudioTrackError,
  type AudioRendition,
  type AudioRenditions,
} from '../platform/audio-renditions';

const MIME_TYPE = 'audio/webm';
// An answer of a few minutes is about 1 MB at this rate: a few dozen fit in the cache.
const CACHE_BYTES = 64 * 1024 * 1024;

async function extractAudio(input: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const folder = await mkdtemp(join(tmpdir(), 'rehearse-audio-'));
  try {
    const output = join(folder, 'audio.webm');
    await runFfmpeg(input, output);
    const bytes = await readFile(output);
    if (bytes.length === 0) throw new NoAudioTrackError('ffmpeg wrote nothing');
    return new Uint8Array(bytes);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function runFfmpeg(input: ReadableStream<Uint8Array>, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ff = spawn(
      'ffmpeg',
      [
        '-nostdin',
        '-loglevel',
        'error',
        '-i',
        'pipe:0',
        '-map',
        '0:a:0',
        '-vn',
        '-c:a',
        'libopus',
        '-b:a',
        '48k',
        '-f',
        'webm',
        '-y',
        output,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let errors = '';
    ff.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ff.on('error', reject);
    ff.on('close', (code) => {
      if (code !== 0) {
        reject(new NoAudioTrackError(`ffmpeg exited with ${code}: ${errors.slice(0, 300)}`));
        return;
      }
      resolve();
    });
    // ffmpeg may stop reading early (a file with no audio): that is its error to report.
    ff.stdin.on('error', () => undefined);
    Readable.fromWeb(input as WebReadableStream<Uint8Array>).pipe(ff.stdin);
  });
}

export function createFfmpegAudioRenditions(cacheBytes = CACHE_BYTES): AudioRenditions {
  // Insertion order is use order (a hit is moved to the end), so the first entry is the least
  // recently used. Keys are storage keys: a key is never reused for other bytes.
  const cache = new Map<string, AudioRendition>();
  const pending = new Map<string, Promise<AudioRendition>>();
  let cached = 0;
  const keep = (key: string, rendition: AudioRendition) => {
    if (rendition.bytes.byteLength > cacheBytes) return;
    cache.set(key, rendition);
    cached += rendition.bytes.byteLength;
    for (const [oldKey, old] of cache) {
      if (cached <= cacheBytes) break;
      cache.delete(oldKey);
      cached -= old.bytes.byteLength;
    }
  };
  return {
    available: true,
    audioOf(key, open) {
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return Promise.resolve(hit);
      }
      // A player asks for several ranges at once: one conversion answers them all.
      let running = pending.get(key);
      if (!running) {
        running = open()
          .then(extractAudio)
          .then((bytes) => {
            const rendition = { bytes, mimeType: MIME_TYPE };
            keep(key, rendition);
            return rendition;
          })
          .finally(() => pending.delete(key));
        pending.set(key, running);
      }
      return running;
    },
  };
}
