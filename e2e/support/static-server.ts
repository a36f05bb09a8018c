import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

// A plain static file server, as any host of the demo build would be (no API, no rewrites but
// the single-page fallback): the demo spec serves apps/web/dist-demo with it and checks that no
// /api request ever reaches it (`apiRequests`), and what else was asked for (`requested`).

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
};

export type StaticServer = {
  url: string;
  apiRequests: string[];
  // Every path asked for, in order.
  requested: string[];
  close: () => Promise<void>;
};

export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = resolve(root);
  const apiRequests: string[] = [];
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requested.push(path);
    if (path === '/api' || path.startsWith('/api/')) apiRequests.push(`${request.method} ${path}`);
    const file = join(base, normalize(path));
    const send = (target: string, size: number) => {
      response.writeHead(200, {
        'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
        'content-length': size,
      });
      createReadStream(target).pipe(response);
    };
    stat(file)
      .then((info) => (info.isFile() ? send(file, info.size) : Promise.reject(new Error('dir'))))
      .catch(async () => {
        // A client-side route (no dot in its last segment) gets the app's index.html.
        if (!file.startsWith(base) || extname(path) !== '') {
          response.writeHead(404).end();
          return;
        }
        const index = join(base, 'index.html');
        send(index, (await stat(index)).size);
      });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiRequests,
    requested,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
