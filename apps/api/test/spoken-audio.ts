import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A spoken answer made at test time: flite's "slt" voice says the text, ffmpeg encodes it as
// a browser would (webm/opus, 32 kb/s). Needs Debian's flite and ffmpeg (.ci/run installs them).
export function spokenWebm(text: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-spoken-'));
  const wav = join(dir, 'answer.wav');
  const webm = join(dir, 'answer.webm');
  try {
    execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', wav]);
    execFileSync('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-i',
      wav,
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      webm,
    ]);
  } catch (error) {
    throw new Error(
      'Making spoken test audio needs flite and ffmpeg: apt-get install -y --no-install-recommends flite ffmpeg',
      { cause: error },
    );
  }
  return new Uint8Array(readFileSync(webm));
}
