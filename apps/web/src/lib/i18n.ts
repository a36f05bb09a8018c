import i18n, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TranslationBackend } from './translation-backend';

export const SUPPORTED_LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

// English is the default and the fallback language; a failed translation load is retried
// twice (decision 025).
export const DEFAULT_LANGUAGE: Language = 'en';
export const TRANSLATION_RETRIES = 2;
// Logged and shown word for word when no language, not even the fallback, could be loaded.
export const TRANSLATION_LOAD_ERROR = 'Unable to load translation and all the fallback languages';

const LANGUAGE_STORAGE_KEY = 'language';

export class TranslationLoadError extends Error {
  constructor() {
    super(TRANSLATION_LOAD_ERROR);
    this.name = 'TranslationLoadError';
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
}

type TranslationOptions = {
  language: string;
  // Relative to the app's base so deep links (/admin/jobs/...) still find the files.
  loadPath: string;
  fetch?: typeof fetch;
  // The first retry's delay; each next one waits twice as long (i18next's schedule).
  retryTimeout?: number;
};

export function translationOptions(options: TranslationOptions): InitOptions {
  return {
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    defaultNS: 'translation',
    ns: ['translation'],
    backend: { loadPath: options.loadPath, fetch: options.fetch },
    maxRetries: TRANSLATION_RETRIES,
    retryTimeout: options.retryTimeout ?? 300,
    interpolation: { escapeValue: false },
    // A missing key is warned about and the key itself is shown (decision 025).
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`Missing translation "${namespace}:${key}" for ${languages.join(', ')}`);
    },
    returnEmptyString: false,
  };
}

// After a load: the first language of the chain (the chosen one, then the fallback) that has its
// file, or TRANSLATION_LOAD_ERROR when none has. A chosen language that failed while the fallback
// loaded is only warned about: the screens read in English.
function checkLoaded(instance: I18n): void {
  const chain = instance.languages.length > 0 ? instance.languages : [DEFAULT_LANGUAGE];
  const loaded = chain.filter((language) => instance.hasResourceBundle(language, 'translation'));
  if (loaded.length === 0) {
    console.error(TRANSLATION_LOAD_ERROR);
    throw new TranslationLoadError();
  }
  if (loaded[0] !== chain[0]) {
    console.warn(`The "${chain[0] ?? ''}" translation could not be loaded; showing ${loaded[0]}`);
  }
}

// Starts an i18next instance with the file backend; rejects with TranslationLoadError when
// neither the language nor its fallback could be loaded after the retries.
export async function startTranslations(instance: I18n, options: TranslationOptions) {
  await instance.use(TranslationBackend).init(translationOptions(options));
  checkLoaded(instance);
}

export function initI18n(): Promise<void> {
  i18n.on('languageChanged', rememberLanguage);
  return startTranslations(i18n.use(initReactI18next), {
    language: storedLanguage(),
    loadPath: `${import.meta.env.BASE_URL}i18n/{{lng}}.json`,
  });
}

// The started app always has the fallback, so a failed switch leaves English on screen (and
// the console says why); it never rejects.
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    checkLoaded(i18n);
  } catch {
    // Already logged with TRANSLATION_LOAD_ERROR.
  }
}
