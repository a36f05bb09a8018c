import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/i18n/en.json';
import tr from '../../public/i18n/tr.json';
import { translationOptions } from '../lib/i18n';

// The app's English texts, loaded at once (no file backend): tests read the screen as a user.
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...translationOptions({ language: 'en', loadPath: '' }),
    resources: { en: { translation: en } },
    initAsync: false,
    // A missing key fails the test that shows it.
    missingKeyHandler: (_languages, namespace, key) => {
      throw new Error(`Missing translation "${namespace}:${key}"`);
    },
  });
  return instance;
}

// Both languages, reading Turkish with English as the fallback, on `instance` (the global i18next
// where the code under test uses it): tests of error texts check the user's language.
export function initTurkishWithEnglish(instance: i18n): Promise<unknown> {
  return instance.init({
    lng: 'tr',
    fallbackLng: 'en',
    resources: { en: { translation: en }, tr: { translation: tr } },
    interpolation: { escapeValue: false },
  });
}
