import type { BackendModule, ReadCallback } from 'i18next';

type TranslationBackendOptions = {
  // Where a language's file is, e.g. '/i18n/{{lng}}.json'.
  loadPath?: string;
  // Injected by tests; the browser's fetch otherwise.
  fetch?: typeof fetch;
};

export type Translations = Record<string, unknown>;

// Reads one language file. Any failure (network, a 404 or 500, a body that is not a JSON
// object) rejects, so the caller may try again.
export async function fetchTranslations(url: string, fetcher: typeof fetch): Promise<Translations> {
  const response = await fetcher(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`${url} is not a translation file`);
  }
  return body as Translations;
}

// i18next's backend for the static files in public/i18n (GET ./i18n/{lang}.json, decision 025). A
// few lines of fetch instead of i18next-http-backend, which would add its XHR and fetch polyfills
// to the sign-in page's budget. Every failure answers "retry": i18next then tries again
// `maxRetries` times (TRANSLATION_RETRIES, 2), even after a 404 (the http backend gives up at once
// on a 4xx, which would make the retries depend on the status).
export class TranslationBackend implements BackendModule<TranslationBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  // read(language, namespace, callback): i18next's callback convention.
  readonly callbackApi = true;
  private loadPath = '/i18n/{{lng}}.json';
  private fetcher: typeof fetch = (input, init) => fetch(input, init);

  init(_services: unknown, options: TranslationBackendOptions = {}): void {
    if (options.loadPath) this.loadPath = options.loadPath;
    if (options.fetch) this.fetcher = options.fetch;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetchTranslations(url, this.fetcher).then(
      (translations) => callback(null, translations),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  }
}
