// Worker-thread entry that runs the PocketSphinx decoder, so seconds of synchronous recognition
// never block the event loop (docs/decisions/032-server-transcription.md). One decoder, loaded
// once, one recording at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { createDecoder, type Decoder } from './pocketsphinx';
import type {
  TranscriptionReply,
  TranscriptionRequest,
  TranscriptionWorkerData,
} from './transcription-worker-protocol';

if (!parentPort) throw new Error('transcription-worker.ts runs only as a worker thread');
const port = parentPort;
const { model } = workerData as TranscriptionWorkerData;
let decoder: Decoder | undefined;

port.on('message', ({ id, pcm }: TranscriptionRequest) => {
  const reply = (message: TranscriptionReply) => port.postMessage(message);
  try {
    decoder ??= createDecoder(model);
    let reported = 0;
    const { words } = decoder.decode(pcm, (fraction) => {
      // About twenty updates per recording are plenty for a progress bar.
      if (fraction - reported >= 0.05 || fraction === 1) {
        reported = fraction;
        reply({ id, kind: 'progress', fraction });
      }
    });
    reply({ id, kind: 'done', words });
  } catch (err) {
    reply({ id, kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
});
