// The file manager's upload figure (decision 067): 20 files of 5 MB uploaded to the production
// server (built bundle, real socket) into a new folder, one after another and then four at a
// time, and each read back through the download call. Throughput is the bytes over wall time.
// Standalone: `npm run build -w @rehearse/api && node --import tsx bench/src/file-upload.bench.ts`.
import { pathToFileURL } from 'node:url';
import { signIn } from './sign-in.bench';
import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { round1 } from './stats';
import { printTable } from './table';

const FILES = 20;
const SIZE = 5 * 1024 * 1024;
const PARALLEL = 4;

export type FileUploadFigures = {
  sequentialMBps: number;
  parallelMBps: number;
  downloadMBps: number;
};

const bytes = new Uint8Array(SIZE).map((_, i) => (i * 31) % 256);

async function uploadOne(url: string, token: string, folderId: string, name: string) {
  const res = await fetch(
    `${url}/api/apps/file-manager/upload?folderId=${folderId}&name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      body: bytes,
    },
  );
  const body = (await res.json()) as { id?: string };
  if (res.status !== 201 || !body.id)
    throw new Error(`Upload answered ${res.status}: ${JSON.stringify(body)}`);
  return body.id;
}

async function makeFolder(url: string, token: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/apps/file-manager/folder`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const body = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`Folder answered ${res.status}`);
  return body.id;
}

export async function runFileUploadBench(): Promise<FileUploadFigures> {
  const dataDir = await makeTempDir('file-upload');
  const { server } = await startApiServer(dataDir, 'API server (file manager)');
  try {
    const token = await signIn(server.url);
    const totalMb = (FILES * SIZE) / 1024 / 1024;

    // Each round in its own folder, deleted after, so the 250 MB quota never interferes.
    const sequentialFolder = await makeFolder(server.url, token, `bench-seq-${Date.now()}`);
    let started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < FILES; i++) {
      ids.push(await uploadOne(server.url, token, sequentialFolder, `file-${i}.pdf`));
    }
    const sequentialMBps = totalMb / ((performance.now() - started) / 1000);

    started = performance.now();
    for (const id of ids) {
      const res = await fetch(`${server.url}/api/apps/file-manager/file/${id}/content`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const length = (await res.arrayBuffer()).byteLength;
      if (length !== SIZE) throw new Error(`Read back ${length} of ${SIZE} bytes`);
    }
    const downloadMBps = totalMb / ((performance.now() - started) / 1000);
    await fetch(`${server.url}/api/apps/file-manager/item?id=${sequentialFolder}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });

    const parallelFolder = await makeFolder(server.url, token, `bench-par-${Date.now()}`);
    started = performance.now();
    for (let i = 0; i < FILES; i += PARALLEL) {
      await Promise.all(
        Array.from({ length: PARALLEL }, (_, j) =>
          uploadOne(server.url, token, parallelFolder, `file-${i + j}.pdf`),
        ),
      );
    }
    const parallelMBps = totalMb / ((performance.now() - started) / 1000);

    printTable({
      title: `File manager upload (${FILES} x 5 MB, production server)`,
      columns: ['Direction', 'Files', 'MB/s'],
      rows: [
        ['upload, one at a time', FILES, round1(sequentialMBps)],
        [`upload, ${PARALLEL} at a time`, FILES, round1(parallelMBps)],
        ['download (GET file/{id}/content)', FILES, round1(downloadMBps)],
      ],
    });
    return { sequentialMBps, parallelMBps, downloadMBps };
  } finally {
    await server.stop();
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runFileUploadBench();
}
