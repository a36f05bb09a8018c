import initdbWasmUrl from '@electric-sql/pglite/initdb.wasm?url';
import pgliteDataUrl from '@electric-sql/pglite/pglite.data?url';
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url';

// The demo worker's downloads, all started at once (docs/decisions/077-demo-mode.md, issue 21's
// cold start): PGlite fetches its WebAssembly and file-system bundle itself only when
// PGlite.create is called, which used to be after the dump had arrived; here they are fetched in
// parallel with the dump and handed to PGlite.create compiled (pgliteWasmModule,
// initdbWasmModule) and whole (fsBundle).
//
// They are fetched from the gzipped copies the demo build writes beside them
// (vite.demo.config.ts, `<file>.gz`): a static host gzips WebAssembly on the fly or not, and
// sends pglite.data (application/octet-stream) as stored, 6 MB instead of 1.9 MB. A host that
// sends a .gz with Content-Encoding: gzip has the browser unpack it already; the gzip magic
// bytes tell which.

export type Downloaded = { loaded: number; total: number };
export type DownloadProgress = (progress: Downloaded) => void;

export type PgliteArtifacts = {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
};

const GZIP_MAGIC = [0x1f, 0x8b];

// Several downloads, one progress: bytes so far over the sum of their sizes (0 while a size is
// not known yet).
export function trackDownloads(onProgress: DownloadProgress) {
  const files: Downloaded[] = [];
  const report = () =>
    onProgress({
      loaded: files.reduce((sum, file) => sum + file.loaded, 0),
      total: files.every((file) => file.total > 0)
        ? files.reduce((sum, file) => sum + file.total, 0)
        : 0,
    });
  return async function download(url: string): Promise<Blob> {
    const file: Downloaded = { loaded: 0, total: 0 };
    files.push(file);
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
    file.total = Number(response.headers.get('content-length') ?? 0);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      file.loaded += value.byteLength;
      report();
    }
    return new Blob(chunks as unknown as ConstructorParameters<typeof Blob>[0]);
  };
}

async function gunzip(blob: Blob): Promise<Blob> {
  const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) return blob;
  return new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).blob();
}

// The API's tsconfig has no DOM lib: WebAssembly is known there as types only.
type WasmCompile = (bytes: ArrayBuffer) => Promise<WebAssembly.Module>;
const { compile: compileWasm } = (
  globalThis as unknown as { WebAssembly: { compile: WasmCompile } }
).WebAssembly;
const compile = async (blob: Blob) => compileWasm(await (await gunzip(blob)).arrayBuffer());

// PGlite's files, resolved against the worker's own URL as Vite wrote them.
export async function fetchPgliteArtifacts(
  download: (url: string) => Promise<Blob>,
): Promise<PgliteArtifacts> {
  const gz = (url: string) => download(`${new URL(url, import.meta.url).href}.gz`);
  const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
    gz(pgliteWasmUrl).then(compile),
    gz(initdbWasmUrl).then(compile),
    gz(pgliteDataUrl).then(gunzip),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
}
