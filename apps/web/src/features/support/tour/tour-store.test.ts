import { afterEach, describe, expect, it, vi } from 'vitest';

// A Map-backed sessionStorage, installed before the store module reads it.
function fakeSessionStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('sessionStorage', storage);
  return items;
}

const loadStore = async () => {
  vi.resetModules();
  return (await import('./tour-store')).tourStore;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tour store', () => {
  it('keeps the running tour across a reload and forgets it when it ends', async () => {
    const items = fakeSessionStorage();
    const store = await loadStore();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.get()));
    store.start('quiz', '/apps/quiz');
    store.update({ arrived: true, step: 2 });
    expect(store.get()).toEqual({ tool: 'quiz', path: '/apps/quiz', step: 2, arrived: true });
    expect(seen).toHaveLength(2);

    // A reload reads it back.
    const reloaded = await loadStore();
    expect(reloaded.get()).toEqual({ tool: 'quiz', path: '/apps/quiz', step: 2, arrived: true });
    reloaded.end();
    expect(reloaded.get()).toBeNull();
    expect(items.size).toBe(0);
  });

  it('ignores a stored value that is not a tour', async () => {
    fakeSessionStorage({ 'rehearse.tour': JSON.stringify({ tool: 'nope', path: '/x', step: 0 }) });
    expect((await loadStore()).get()).toBeNull();
    fakeSessionStorage({ 'rehearse.tour': '{not json' });
    expect((await loadStore()).get()).toBeNull();
  });
});
