import { createInstance, type i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_LOAD_ERROR, TranslationLoadError, startTranslations } from './i18n';

const english = { greeting: 'Hello', nested: { title: 'Title' } };
const turkish = { greeting: 'Merhaba' };

// A fetch that answers each file from `files` (a status number means that error answer) and
// counts the requests per path.
function fakeFetch(files: Record<string, unknown>) {
  const calls: Record<string, number> = {};
  const fetcher = vi.fn((input: RequestInfo | URL) => {
    const path = String(input);
    calls[path] = (calls[path] ?? 0) + 1;
    const file = files[path];
    if (typeof file === 'number') return Promise.resolve(new Response('nope', { status: file }));
    if (file === undefined) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json(file));
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

// The app's t() only takes keys of en.json; these tests use their own small files.
const text = (instance: i18n, key: string) => (instance.t as unknown as (k: string) => string)(key);

const start = (language: string, files: Record<string, unknown>) => {
  const { fetcher, calls } = fakeFetch(files);
  const instance = createInstance();
  const started = startTranslations(instance, {
    language,
    loadPath: '/i18n/{{lng}}.json',
    fetch: fetcher,
    retryTimeout: 1,
  });
  return { instance, calls, started };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('translations', () => {
  it('loads ./i18n/{lang}.json with English as the fallback', async () => {
    const { instance, calls, started } = start('tr', {
      '/i18n/tr.json': turkish,
      '/i18n/en.json': english,
    });
    await started;
    expect(text(instance, 'greeting')).toBe('Merhaba');
    // Missing in Turkish: the English text.
    expect(text(instance, 'nested.title')).toBe('Title');
    expect(calls).toEqual({ '/i18n/tr.json': 1, '/i18n/en.json': 1 });
  });

  it('retries a failed file twice, then shows the fallback language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { instance, calls, started } = start('tr', {
      '/i18n/tr.json': 404,
      '/i18n/en.json': english,
    });
    await started;
    expect(calls['/i18n/tr.json']).toBe(3);
    expect(text(instance, 'greeting')).toBe('Hello');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"tr" translation could not'));
  });

  it('recovers when a retry succeeds', async () => {
    let attempts = 0;
    const instance = createInstance();
    await startTranslations(instance, {
      language: 'en',
      loadPath: '/i18n/{{lng}}.json',
      retryTimeout: 1,
      fetch: (() => {
        attempts += 1;
        return Promise.resolve(
          attempts < 3 ? new Response('', { status: 503 }) : Response.json(english),
        );
      }) as unknown as typeof fetch,
    });
    expect(attempts).toBe(3);
    expect(text(instance, 'greeting')).toBe('Hello');
  });

  it('fails with the translation load error when no language, not even the fallback, loads', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, started } = start('tr', { '/i18n/tr.json': 500 });
    await expect(started).rejects.toBeInstanceOf(TranslationLoadError);
    await expect(started).rejects.toThrow(
      'Unable to load translation and all the fallback languages',
    );
    expect(error).toHaveBeenCalledWith(TRANSLATION_LOAD_ERROR);
    // One attempt and two retries for each file.
    expect(calls).toEqual({ '/i18n/tr.json': 3, '/i18n/en.json': 3 });
  });

  it('warns about a missing key and shows the key itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { instance, started } = start('en', { '/i18n/en.json': english });
    await started;
    expect(text(instance, 'screens.nowhere')).toBe('screens.nowhere');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"translation:screens.nowhere"'));
  });

  it('refuses a file that is not a JSON object', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, started } = start('en', { '/i18n/en.json': ['not', 'an', 'object'] });
    await expect(started).rejects.toBeInstanceOf(TranslationLoadError);
    expect(calls['/i18n/en.json']).toBe(3);
  });
});
