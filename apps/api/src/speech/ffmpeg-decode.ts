// Turns a recording (webm/opus, ogg, mp4, mp3, wav) into 16 kHz mono 16-bit PCM with Debian's
// ffmpeg in a child process, streamed through stdin and stdout (no temporary files).
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { SAMPLE_RATE } from './pocketsphinx';

// An executable ffmpeg on the PATH: looked up rather than run, so start-up does not wait for it.
export function ffmpegInstalled(): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, 'ffmpeg'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function decodeToPcm(audio: ReadableStream<Uint8Array> | string): Promise<Int16Array> {
  return new Promise((resolve, reject) => {
    const input = typeof audio === 'string' ? audio : 'pipe:0';
    const ff = spawn(
      'ffmpeg',
      [
        '-nostdin',
        '-loglevel',
        'error',
        '-i',
        input,
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(SAMPLE_RATE),
        '-f',
        's16le',
        'pipe:1',
      ],
      { stdio: [typeof audio === 'string' ? 'ignore' : 'pipe', 'pipe', 'pipe'] },
    );
    const chunks: Buffer[] = [];
    let errors = '';
    ff.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    ff.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ff.on('error', reject);
    ff.on('close', (code) => {
      if (code !== 0) {
        reject(
          new Error(`ffmpeg could not decode the recording (${code}): ${errors.slice(0, 300)}`),
        );
        return;
      }
      const bytes = Buffer.concat(chunks);
      // A copy on an aligned buffer of its own, so it can be transferred to the worker.
      const pcm = new Int16Array(bytes.length >> 1);
      new Uint8Array(pcm.buffer).set(bytes.subarray(0, pcm.length * 2));
      resolve(pcm);
    });
    if (typeof audio !== 'string') {
      // ffmpeg may stop reading early (an unreadable file): that is its error to report.
      ff.stdin!.on('error', () => undefined);
      Readable.fromWeb(audio as WebReadableStream<Uint8Array>).pipe(ff.stdin!);
    }
  });
}
