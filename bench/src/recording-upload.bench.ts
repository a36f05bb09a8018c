// The recording-upload figure (decision 011): uploading a 50 MB recording to the production server
// (built bundle, real socket), streamed in 64 KB chunks as a browser's MediaRecorder blob would
// arrive, and reading it back. Throughput is the recording's size over the request's wall time.
import { signIn } from './sign-in.bench';
import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { median, round1 } from './stats';
import { printTable } from './table';

const SIZE = 50 * 1024 * 1024;
const CHUNK = 64 * 1024;
const RUNS = 5;

export type UploadFigures = { uploadMBps: number[]; downloadMBps: number[] };

function recordingStream(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(CHUNK).map((_, i) => (i * 31) % 256);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= SIZE) return controller.close();
      controller.enqueue(chunk);
      sent += CHUNK;
    },
  });
}

export async function runRecordingUploadBench(): Promise<UploadFigures> {
  const dataDir = await makeTempDir('recording-upload');
  const { server } = await startApiServer(dataDir, 'API server (recordings)');
  try {
    const token = await signIn(server.url);
    const uploadMBps: number[] = [];
    const downloadMBps: number[] = [];
    const mb = SIZE / 1024 / 1024;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/recordings?durationSeconds=300`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'video/webm' },
        body: recordingStream(),
        duplex: 'half',
      } as RequestInit);
      const body = (await res.json()) as { data?: { size: number; url: string } };
      if (res.status !== 201 || body.data?.size !== SIZE) {
        throw new Error(`Upload answered ${res.status}: ${JSON.stringify(body)}`);
      }
      uploadMBps.push(mb / ((performance.now() - started) / 1000));

      const readStarted = performance.now();
      const file = await fetch(`${server.url}${body.data.url}`);
      const bytes = (await file.arrayBuffer()).byteLength;
      if (bytes !== SIZE) throw new Error(`Read back ${bytes} of ${SIZE} bytes`);
      downloadMBps.push(mb / ((performance.now() - readStarted) / 1000));
    }
    printTable({
      title: 'Recording upload (50 MB, streamed, production server)',
      columns: ['Direction', 'Runs', 'Median MB/s', 'Min MB/s'],
      rows: [
        [
          'upload (POST /api/recordings)',
          RUNS,
          round1(median(uploadMBps)),
          round1(Math.min(...uploadMBps)),
        ],
        [
          'playback (signed URL, whole file)',
          RUNS,
          round1(median(downloadMBps)),
          round1(Math.min(...downloadMBps)),
        ],
      ],
    });
    return { uploadMBps, downloadMBps };
  } finally {
    await server.stop();
    await removeTempDir(dataDir);
  }
}
