// Makes the sample answers of the demo candidates (apps/api/src/demo-candidates.ts) from
// answers.json: espeak-ng speaks each text, ffmpeg encodes it as audio-only WebM/Opus at
// 12 kbit/s mono, and the measured length is written back into answers.json. Run it from this
// folder with Debian's espeak-ng and ffmpeg installed: `node generate.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('answers.json', 'utf8'));
for (const answer of manifest.answers) {
  const wav = `${answer.file}.wav`;
  execFileSync('espeak-ng', ['-v', answer.voice, '-s', '160', '-w', wav, answer.text]);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', wav],
    ...['-map_metadata', '-1', '-ac', '1', '-c:a', 'libopus', '-b:a', '12k'],
    ...['-application', 'voip', '-fflags', '+bitexact', answer.file],
  ]);
  rmSync(wav);
  const seconds = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', answer.file],
  ]);
  answer.seconds = Math.round(Number(String(seconds).trim()) * 100) / 100;
}
writeFileSync('answers.json', `${JSON.stringify(manifest, null, 2)}\n`);
