// CMU PocketSphinx (Debian's libpocketsphinx3 and pocketsphinx-en-us) called in process through
// koffi's FFI: no native build, word timings and a confidence per word. Runs only inside a worker
// thread (transcription-worker.ts): decoding is synchronous C work. A decoder is not re-entrant.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import koffi from 'koffi';
import type { RecognisedWord } from '../platform/transcriber';

export const DEBIAN_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const SAMPLE_RATE = 16_000;
// PocketSphinx counts time in frames of 10 ms.
const FRAMES_PER_SECOND = 100;

export type PocketSphinxModel = { hmm: string; lm: string; dict: string };

// A model folder laid out like Debian's: an acoustic model folder (it holds `mdef`), a language
// model (`*.lm.bin` or `*.lm`) and a pronunciation dictionary (`*.dict`). Answers undefined when
// any part is missing.
export function findModel(dir: string): PocketSphinxModel | undefined {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined;
  const names = readdirSync(dir).sort();
  const hmm = existsSync(join(dir, 'mdef'))
    ? dir
    : names.map((n) => join(dir, n)).find((p) => existsSync(join(p, 'mdef')));
  const lm = names.find((n) => n.endsWith('.lm.bin') && !n.includes('phone'));
  const dict = names.find((n) => n.endsWith('.dict'));
  if (!hmm || !lm || !dict) return undefined;
  return { hmm, lm: join(dir, lm), dict: join(dir, dict) };
}

type Library = ReturnType<typeof bind>;
let library: Library | undefined;

function bind() {
  const ps = koffi.load('libpocketsphinx.so.3');
  const sb = koffi.load('libsphinxbase.so.3');
  return {
    cmdLnInit: sb.func('void *cmd_ln_init(void *inout, void *defn, int strict, ...)'),
    cmdLnFree: sb.func('int cmd_ln_free_r(void *cmdln)'),
    logmathExp: sb.func('double logmath_exp(void *lmath, int logb_p)'),
    args: ps.func('void *ps_args(void)'),
    init: ps.func('void *ps_init(void *config)'),
    free: ps.func('int ps_free(void *ps)'),
    logmath: ps.func('void *ps_get_logmath(void *ps)'),
    startUtt: ps.func('int ps_start_utt(void *ps)'),
    processRaw: ps.func(
      'int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)',
    ),
    endUtt: ps.func('int ps_end_utt(void *ps)'),
    hyp: ps.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *score)'),
    segIter: ps.func('void *ps_seg_iter(void *ps)'),
    segNext: ps.func('void *ps_seg_next(void *seg)'),
    segWord: ps.func('const char *ps_seg_word(void *seg)'),
    segFrames: ps.func('void ps_seg_frames(void *seg, _Out_ int *sf, _Out_ int *ef)'),
    segProb: ps.func(
      'int32_t ps_seg_prob(void *seg, _Out_ int32_t *a, _Out_ int32_t *l, _Out_ int32_t *b)',
    ),
  };
}

// Loads the shared libraries once; throws when libpocketsphinx3 is not installed.
export function pocketSphinx(): Library {
  library ??= bind();
  return library;
}

// Whether the libraries load here (without keeping them loaded on failure).
export function pocketSphinxLoads(): boolean {
  try {
    pocketSphinx();
    return true;
  } catch {
    return false;
  }
}

export type Decoder = {
  // 16 kHz mono PCM; `onProgress` gets the fraction of samples processed.
  decode(pcm: Int16Array, onProgress?: (fraction: number) => void): { words: RecognisedWord[] };
  free(): void;
};

// Fillers, silences and noises the model marks (<s>, </s>, <sil>, [NOISE], ++UM++) are not words.
const NOT_A_WORD = /^<.*>$|^\[.*\]$|^\+\+.*\+\+$/;

export function createDecoder(
  model: PocketSphinxModel,
  options: Record<string, string> = {},
): Decoder {
  const lib = pocketSphinx();
  const args = {
    '-hmm': model.hmm,
    '-lm': model.lm,
    '-dict': model.dict,
    '-logfn': '/dev/null',
    // Keep silent frames: with the default (yes) the front end drops them and word times skip
    // every pause, which is what the pause metric measures.
    '-remove_silence': 'no',
    ...options,
  };
  const varargs = Object.entries(args).flatMap(([k, v]) => ['str', k, 'str', v]);
  const config = lib.cmdLnInit(null, lib.args(), 1, ...varargs, 'str', null) as unknown;
  const decoder = config ? (lib.init(config) as unknown) : null;
  if (!decoder) throw new Error(`PocketSphinx could not load the model in ${model.hmm}`);
  const logmath = lib.logmath(decoder) as unknown;
  return {
    decode(pcm, onProgress) {
      lib.startUtt(decoder);
      // One second at a time, so the caller can show progress; one utterance keeps the
      // language model's context across the whole answer.
      for (let at = 0; at < pcm.length; at += SAMPLE_RATE) {
        const chunk = pcm.subarray(at, Math.min(pcm.length, at + SAMPLE_RATE));
        lib.processRaw(decoder, chunk, chunk.length, 0, 0);
        onProgress?.(Math.min(1, (at + chunk.length) / pcm.length));
      }
      lib.endUtt(decoder);
      const words: RecognisedWord[] = [];
      for (let seg = lib.segIter(decoder) as unknown; seg; seg = lib.segNext(seg) as unknown) {
        const word = String(lib.segWord(seg)).replace(/\(\d+\)$/, '');
        if (NOT_A_WORD.test(word)) continue;
        const sf = [0];
        const ef = [0];
        lib.segFrames(seg, sf, ef);
        const posterior = lib.segProb(seg, [0], [0], [0]) as number;
        words.push({
          text: word,
          start: sf[0]! / FRAMES_PER_SECOND,
          end: (ef[0]! + 1) / FRAMES_PER_SECOND,
          confidence:
            Math.round(
              Math.min(1, Math.max(0, lib.logmathExp(logmath, posterior) as number)) * 1000,
            ) / 1000,
        });
      }
      return { words };
    },
    free() {
      lib.free(decoder);
      lib.cmdLnFree(config);
    },
  };
}
