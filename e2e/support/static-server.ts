import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

// A plain static file server, as any host of the demo build would be (no API, no rewrites but
// the single-page fallback): the demo spec serves apps/web/dist-demo with it and checks that no
// /api request ever reaches it (`apiRequests`), and what else was asked for (`requested`);
// the demo's cold-start bench (bench/src/demo-cold-start.bench.ts) counts the bytes it sends.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
  '.gz': 'application/gzip',
};

// What GitHub Pages and `npx serve` (the `compression` middleware) gzip on the fly: text and
// WebAssembly. Fonts, media, archives and unknown types (application/octet-stream) go as stored.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.wasm', '.vtt']);

export type StaticServerOptions = {
  // Gzip compressible files for clients that accept it (off: every file as stored).
  gzip?: boolean;
  // Serve the folder under this path (e.g. '/rehearse/', as GitHub Pages serves a project site);
  // anything outside it answers 404, like a host with nothing else on it.
  prefix?: string;
  // What a static host without single-page fallback does for an unknown path: '404.html' sends
  // the folder's 404.html with status 404 (GitHub Pages); 'index.html' sends index.html with 200.
  fallback?: 'index.html' | '404.html';
};

export type StaticServer = {
  // The served folder's URL, ending with a slash (the prefix), and the server's origin.
  url: string;
  origin: string;
  apiRequests: string[];
  // Every path asked for, in order.
  requested: string[];
  // Bytes written to every connection so far, headers included.
  bytesSent: () => number;
  // Each file sent since the start: its path, bytes on the wire, and when it was asked for and
  // finished, in ms of performance.now().
  sent: { path: string; bytes: number; startMs: number; endMs: number }[];
  close: () => Promise<void>;
};

export async function startStaticServer(
  root: string,
  { gzip = false, prefix = '/', fallback = 'index.html' }: StaticServerOptions = {},
): Promise<StaticServer> {
  const base = resolve(root);
  const apiRequests: string[] = [];
  const sent: StaticServer['sent'] = [];
  const requested: string[] = [];
  const sockets = new Set<Socket>();
  let closedBytes = 0;
  const server: Server = createServer((request, response) => {
    const startMs = performance.now();
    const fullPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requested.push(fullPath);
    if (fullPath === '/api' || fullPath.startsWith('/api/')) {
      apiRequests.push(`${request.method} ${fullPath}`);
    }
    // The folder's own path without its slash: hosts redirect, so relative URLs resolve in it.
    if (prefix !== '/' && `${fullPath}/` === prefix) {
      response.writeHead(301, { location: prefix }).end();
      return;
    }
    if (!fullPath.startsWith(prefix)) {
      response.writeHead(404).end();
      return;
    }
    const path = `/${fullPath.slice(prefix.length)}`;
    const file = join(base, normalize(path));
    const send = (target: string, size: number, status = 200) => {
      const type = extname(target);
      const compress =
        gzip && COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(status, {
        'content-type': TYPES[type] ?? 'application/octet-stream',
        ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        ...(compress ? {} : { 'content-length': size }),
      });
      const before = request.socket.bytesWritten;
      response.on('finish', () =>
        sent.push({
          path: fullPath,
          bytes: request.socket.bytesWritten - before,
          startMs,
          endMs: performance.now(),
        }),
      );
      const stream = createReadStream(target);
      (compress ? stream.pipe(createGzip()) : stream).pipe(response);
    };
    stat(file)
      .then((info) => (info.isFile() ? send(file, info.size) : Promise.reject(new Error('dir'))))
      .catch(async () => {
        if (!file.startsWith(base)) {
          response.writeHead(404).end();
          return;
        }
        if (fallback === '404.html') {
          const page = join(base, '404.html');
          const info = await stat(page).catch(() => undefined);
          if (info) send(page, info.size, 404);
          else response.writeHead(404).end();
          return;
        }
        // A client-side route (no dot in its last segment) gets the app's index.html.
        if (extname(path) !== '') {
          response.writeHead(404).end();
          return;
        }
        const index = join(base, 'index.html');
        send(index, (await stat(index)).size);
      });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    origin: `http://127.0.0.1:${port}`,
    apiRequests,
    requested,
    sent,
    bytesSent: () =>
      closedBytes + [...sockets].reduce((total, socket) => total + socket.bytesWritten, 0),
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
