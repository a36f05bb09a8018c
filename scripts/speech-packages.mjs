// The Debian packages that server-side transcription needs (docs/decisions/032-server-transcription.md):
// PocketSphinx's library and English model, and ffmpeg to decode recordings; the tests also make
// spoken audio with flite and sox. `npm start` and the test set-ups call ensureSpeechPackages():
// a missing package is installed when this runs as root with apt-get (one printed line says so);
// otherwise the one command to run is printed and everything goes on (the server then starts
// without transcription and says so in the UI). Run alone: node scripts/speech-packages.mjs [--for-tests]
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const RUNTIME_PACKAGES = ['libpocketsphinx3', 'pocketsphinx-en-us', 'ffmpeg'];
export const TEST_PACKAGES = [...RUNTIME_PACKAGES, 'flite', 'sox', 'espeak-ng'];

const installed = (pkg) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  ) ?? false;

const canInstall = () =>
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

// Answers true when every package is there (now), false when some are still missing.
export function ensureSpeechPackages(packages = RUNTIME_PACKAGES) {
  if (spawnSync('dpkg-query', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.log(
      'Transcription: not a Debian system; install PocketSphinx (library and en-us model) and ffmpeg to turn it on.',
    );
    return false;
  }
  const missing = packages.filter((pkg) => !installed(pkg));
  if (missing.length === 0) return true;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!canInstall()) {
    console.log(
      `Transcription of recorded answers is off until these Debian packages are installed: sudo ${command}`,
    );
    return false;
  }
  console.log(`Installing the Debian packages for transcription of recorded answers: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    return true;
  } catch {
    console.log(`Installing them failed; transcription stays off until: ${command}`);
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok = ensureSpeechPackages(
    process.argv.includes('--for-tests') ? TEST_PACKAGES : RUNTIME_PACKAGES,
  );
  process.exit(ok ? 0 : 1);
}
