import { isStoreKey } from '../platform/recording-store';

// The objects the demo's seeding wrote at build time (the sample candidates' recorded answers),
// shipped beside the database dump (docs/decisions/077-demo-mode.md): `demo-objects/index.json`
// lists them by space and key, `demo-objects/<sha256>` holds each distinct content once (several
// sample rows share an answer's bytes; a name that never changes its bytes can be cached for
// good). The browser's object store fetches one the first time it is opened and keeps it, so the
// first start downloads none of them.

export const SHIPPED_OBJECTS_DIR = 'demo-objects';
export const SHIPPED_INDEX_FILE = 'index.json';

// A store's share of the shipped objects: 'recordings' (recorded answers, walkthrough videos)
// or 'files' (the file manager's uploads).
export type ObjectSpace = 'recordings' | 'files';

export type ShippedIndex = {
  version: 1;
  // When the build wrote them: what listKeys compares with for a shipped object not yet fetched.
  builtAt: string;
  // Each space's keys with their size in bytes and the SHA-256 that names their file.
  objects: Record<ObjectSpace, Record<string, { size: number; sha256: string }>>;
};

export const shippedFilePath = (sha256: string) => `${SHIPPED_OBJECTS_DIR}/${sha256}`;
const SHA256 = /^[0-9a-f]{64}$/;

export type ShippedObjects = {
  // The shipped keys of `space` with their size, and when they were built.
  list(space: ObjectSpace): Promise<{ keys: Map<string, number>; builtAt: Date }>;
  // One shipped object's bytes.
  fetch(space: ObjectSpace, key: string): Promise<ReadableStream<Uint8Array>>;
};

function parseIndex(value: unknown): ShippedIndex {
  const index = value as Partial<ShippedIndex> | null;
  if (index?.version !== 1 || typeof index.builtAt !== 'string' || !index.objects) {
    throw new Error('The demo build has no readable demo-objects/index.json');
  }
  return index as ShippedIndex;
}

// Shipped objects served from the demo build at `base` (the folder holding demo-objects/). The
// index is fetched once, on first need; a failed fetch is tried again next time.
export function fetchShippedObjects(
  base: string,
  request: typeof fetch = (input, init) => fetch(input, init),
): ShippedObjects {
  let index: Promise<ShippedIndex> | undefined;
  const loadIndex = () => {
    index ??= (async () => {
      const url = new URL(`${SHIPPED_OBJECTS_DIR}/${SHIPPED_INDEX_FILE}`, base);
      const response = await request(url);
      if (!response.ok) throw new Error(`The demo's shipped objects: ${response.status} ${url}`);
      return parseIndex(await response.json());
    })();
    index.catch(() => (index = undefined));
    return index;
  };
  return {
    async list(space) {
      const { objects, builtAt } = await loadIndex();
      const keys = new Map(
        Object.entries(objects[space] ?? {})
          .filter(([key, { sha256 }]) => isStoreKey(key) && SHA256.test(sha256))
          .map(([key, { size }]) => [key, size]),
      );
      return { keys, builtAt: new Date(builtAt) };
    },
    async fetch(space, key) {
      const listed = (await loadIndex()).objects[space]?.[key];
      if (!listed || !SHA256.test(listed.sha256)) {
        throw new Error(`The demo build did not ship ${key}`);
      }
      const url = new URL(shippedFilePath(listed.sha256), base);
      const response = await request(url);
      if (!response.ok || !response.body) {
        throw new Error(`The demo's shipped object ${key}: ${response.status}`);
      }
      return response.body as ReadableStream<Uint8Array>;
    },
  };
}
