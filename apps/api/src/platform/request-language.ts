// The languages the product writes stored texts in (notifications and messages it sends the
// user), and which one a request asks for: Turkish when the client's Accept-Language names it
// first, else English. The web app sends the language on display.
export type Language = 'en' | 'tr';

export function languageOf(acceptLanguage: string | undefined | null): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'tr' || first.startsWith('tr-') ? 'tr' : 'en';
}
