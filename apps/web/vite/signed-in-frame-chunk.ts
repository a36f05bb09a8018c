import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// One chunk for everything the signed-in frame imports statically: its guards, its data and its
// components. Left to the bundler's automatic splitting they are about sixty small files (each
// MUI component shared with some screen is a file of its own), and over HTTP/1.1 a browser
// fetches six at a time, so on a phone's connection they cost ten round trips before the first
// signed-in screen can draw (docs/decisions/035-signed-in-first-screen.md).

// The frame's two lazy roots (app/router.tsx and app/guards.ts load them).
const ROOTS = ['../src/app/routes/signed-in-layout.tsx', '../src/app/session-guards.ts'].map(
  (path) => fileURLToPath(new URL(path, import.meta.url)),
);

const CHUNK_NAME = 'signed-in-frame';

type ModuleGraph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

export function signedInFrameChunk() {
  let members: Set<string> | undefined;

  // The roots and what they import statically, found once per build.
  const collect = (graph: ModuleGraph) => {
    const found = new Set<string>();
    const pending = [...ROOTS];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      found.add(id);
      pending.push(...info.importedIds);
    }
    return found;
  };

  const group = {
    debugName: CHUNK_NAME,
    // A lower priority than the entry's groups: what the first page already loads stays there.
    name: (id: string, graph: ModuleGraph) => {
      members ??= collect(graph);
      return members.has(id) ? CHUNK_NAME : null;
    },
  };
  const plugin: Plugin = {
    name: 'rehearse:signed-in-frame-chunk',
    buildStart() {
      members = undefined;
    },
    // The page names the chunk, so that public/theme-boot.js can start loading it with the
    // entry when a session is stored, rather than once the entry has run.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === CHUNK_NAME,
        );
        if (!chunk) return [];
        return [
          {
            tag: 'meta',
            attrs: { name: 'signed-in-frame', content: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
  return { group, plugin };
}
