// What one app instance keeps in memory between requests (today the question pool,
// domain/question-pool.ts): each value is loaded once, concurrent first callers share that one
// load, a failed load is forgotten so the next call tries again, and `forget` drops a value
// whose source changed. Two apps in one process never share a memo (each test file has its own).
declare const valueType: unique symbol;
export type MemoKey<T> = { readonly name: string; readonly [valueType]?: T };

export const memoKey = <T>(name: string): MemoKey<T> => ({ name });

export type AppMemo = {
  get: <T>(key: MemoKey<T>, load: () => Promise<T>) => Promise<T>;
  // True once a load of `key` has finished and not been forgotten.
  has: (key: MemoKey<unknown>) => boolean;
  forget: (key: MemoKey<unknown>) => void;
};

export function createAppMemo(): AppMemo {
  const loading = new Map<MemoKey<unknown>, Promise<unknown>>();
  const loaded = new Set<MemoKey<unknown>>();
  return {
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
    forget: (key) => {
      loading.delete(key);
      loaded.delete(key);
    },
  };
}
