import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/i18n/en.json';
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
