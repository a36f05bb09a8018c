import type en from '../../public/i18n/en.json';

// Translation keys are checked at compile time against the English file.
declare module 'i18next' {
  // Declaration merging needs an interface; a type alias cannot augment the module.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
