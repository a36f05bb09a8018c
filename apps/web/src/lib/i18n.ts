import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
const LANGUAGE_STORAGE_KEY = 'language';

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

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', rememberLanguage);
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      defaultNS: 'translation',
      ns: ['translation'],
      // Relative to the app's base so deep links (/admin/jobs/...) still find the files.
      backend: { loadPath: `${import.meta.env.BASE_URL}i18n/{{lng}}.json` },
      maxRetries: 2,
      interpolation: { escapeValue: false },
      // A missing key is warned about and the key itself is shown (core-product §8).
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        console.warn(`Missing translation "${namespace}:${key}" for ${languages.join(', ')}`);
      },
      returnEmptyString: false,
    });
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}
