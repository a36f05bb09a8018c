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
const ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));
// Route modules: what a dynamic import of one of these brings is that screen's, not the entry's.
const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]/;
// Lazy modules that keep a chunk of their own: the OpenID Connect client (oidc-client-ts) is
// loaded only when the server offers a provider, never with the sign-in form's rules.
const OWN_CHUNK = [fileURLToPath(new URL('../src/lib/oidc/user-manager.ts', import.meta.url))];
const CHUNK_NAME = 'signed-in-frame';
const SIGNED_OUT_LAZY_CHUNK = 'schemas';

type ModuleGraph = {
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

// Every module reachable from `starts`, walking the imports `follow` names.
function reachable(graph: ModuleGraph, starts: string[], follow: (id: string) => string[]) {
  const found = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || !graph.getModuleInfo(id)) continue;
    found.add(id);
    pending.push(...follow(id));
  }
  return found;
}

// The modules a signed-out page may load lazily through the entry (the sign-in form's rules, the
// session's schemas, page views; mostly zod and the contracts), and the frame's: what its roots
// import statically and a signed-out page does not. The first set is a chunk of its own, taken
// before the frame's, so the sign-in page never loads the frame to get its rules.
function splitGraph(graph: ModuleGraph) {
  const entry = reachable(graph, [ENTRY], (id) => [
    ...(graph.getModuleInfo(id)?.importedIds ?? []),
  ]);
  const signedOut = reachable(graph, [ENTRY], (id) => {
    const info = graph.getModuleInfo(id);
    if (!info) return [];
    const lazy = info.dynamicallyImportedIds.filter(
      (target) =>
        !ROOTS.includes(target) && !ROUTE_MODULE.test(target) && !OWN_CHUNK.includes(target),
    );
    return [...info.importedIds, ...lazy];
  });
  const frame = reachable(graph, ROOTS, (id) => [...(graph.getModuleInfo(id)?.importedIds ?? [])]);
  for (const id of entry) signedOut.delete(id);
  for (const id of signedOut) frame.delete(id);
  return { signedOutLazy: signedOut, frame };
}

export function signedInFrameChunk() {
  let split: ReturnType<typeof splitGraph> | undefined;

  // Both found once per build, on the first module the bundler asks about.
  const groups = [
    {
      debugName: SIGNED_OUT_LAZY_CHUNK,
      name: (id: string, graph: ModuleGraph) => {
        split ??= splitGraph(graph);
        return split.signedOutLazy.has(id) ? SIGNED_OUT_LAZY_CHUNK : null;
      },
    },
    {
      debugName: CHUNK_NAME,
      name: (id: string, graph: ModuleGraph) => {
        split ??= splitGraph(graph);
        return split.frame.has(id) ? CHUNK_NAME : null;
      },
    },
  ];
  const plugin: Plugin = {
    name: 'rehearse:signed-in-frame-chunk',
    buildStart() {
      split = undefined;
    },
    // The page names the frame's files (the chunk and what it imports that the entry does not),
    // so that public/theme-boot.js can start loading them with the entry when a session is
    // stored, rather than once the entry has run.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const chunks = Object.values(bundle ?? {}).flatMap((file) =>
          file.type === 'chunk' ? [file] : [],
        );
        const frame = chunks.find((file) => file.name === CHUNK_NAME);
        if (!frame) return [];
        const loadedByEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = [frame.fileName, ...frame.imports].filter((f) => !loadedByEntry.has(f));
        return [
          {
            tag: 'meta',
            attrs: { name: 'signed-in-frame', content: files.map((f) => `/${f}`).join(' ') },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
  return { groups, plugin };
}
