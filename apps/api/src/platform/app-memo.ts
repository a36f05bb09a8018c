// What one app instance keeps in memory between requests (today the question pool,
// domain/question-pool.ts): each value is loaded once, concurrent first callers share that one
// load, a failed load is forgotten so the next call tries again, and `forget` drops a value
// whose source changed. Two apps in one process never share a memo (each test file has its own).
// A value that other processes may change is read with `getStamped`: its source's version stamp
// (db/cache-stamps.ts) is read at most every `recheckMs`, and a new stamp reloads it.
declare const valueType: unique symbol;
export type MemoKey<T> = { readonly name: string; readonly [valueType]?: T };

export const memoKey = <T>(name: string): MemoKey<T> => ({ name });

export type AppMemo = {
  get: <T>(key: MemoKey<T>, load: () => Promise<T>) => Promise<T>;
  // True once a load of `key` has finished and not been forgotten.
  has: (key: MemoKey<unknown>) => boolean;
  forget: (key: MemoKey<unknown>) => void;
  getStamped: <T>(
    key: MemoKey<T>,
    stamp: { read: () => Promise<string>; recheckMs: number },
    load: () => Promise<T>,
  ) => Promise<T>;
};

export function createAppMemo(): AppMemo {
  const loading = new Map<MemoKey<unknown>, Promise<unknown>>();
  const loaded = new Set<MemoKey<unknown>>();
  // The stamp each stamped value was loaded under, and when it was last compared.
  const stamps = new Map<MemoKey<unknown>, { stamp: string; checkedAt: number }>();
  const forget = (key: MemoKey<unknown>) => {
    loading.delete(key);
    loaded.delete(key);
    stamps.delete(key);
  };
  const memo: AppMemo = {
    async get<T>(key: MemoKey<T>, load: () => Promise<T>): Promise<T> {
      let pending = loading.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = load();
        loading.set(key, pending);
      }
      try {
        const value = await pending;
        if (loading.get(key) === pending) loaded.add(key);
        return value;
      } catch (error) {
        if (loading.get(key) === pending) loading.delete(key);
        throw error;
      }
    },
    has: (key) => loaded.has(key),
    forget,
    async getStamped(key, stamp, load) {
      const now = Date.now();
      const seen = stamps.get(key);
      if (!seen || now - seen.checkedAt >= stamp.recheckMs) {
        // Read before loading: a change made meanwhile moves the stamp past what was loaded, so
        // the next check loads again rather than keeping a stale value.
        const current = await stamp.read();
        if (seen && seen.stamp !== current) forget(key);
        stamps.set(key, { stamp: current, checkedAt: now });
      }
      return memo.get(key, load);
    },
  };
  return memo;
}
