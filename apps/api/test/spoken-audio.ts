import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Encodes a WAV file as a browser uploads a recording: Opus in WebM at 32 kb/s (Debian's ffmpeg).
export function encodeAsBrowser(wav: string, webm: string): void {
  execFileSync('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-y', '-i', wav],
    ...['-c:a', 'libopus', '-b:a', '32k', webm],
  ]);
}

// A spoken answer made at test time: flite's "slt" voice says each sentence, with
// `pauseSeconds` of silence between them (sox), and ffmpeg encodes it as a browser would
// (webm/opus, 32 kb/s). Needs Debian's flite, sox and ffmpeg (.ci/run installs them).
export function spokenWebm(sentences: string[], pauseSeconds = 0): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-spoken-'));
  const wav = join(dir, 'answer.wav');
  const webm = join(dir, 'answer.webm');
  try {
    const parts = sentences.map((text, i) => {
      const part = join(dir, `part-${i}.wav`);
      execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', part]);
      if (i === sentences.length - 1 || pauseSeconds === 0) return part;
      const padded = join(dir, `padded-${i}.wav`);
      execFileSync('sox', [part, padded, 'pad', '0', String(pauseSeconds)]);
      return padded;
    });
    execFileSync('sox', [...parts, wav]);
    encodeAsBrowser(wav, webm);
  } catch (error) {
    throw new Error(
      'Making spoken test audio needs flite, sox and ffmpeg: apt-get install -y --no-install-recommends flite sox ffmpeg',
      { cause: error },
    );
  }
  return new Uint8Array(readFileSync(webm));
}
