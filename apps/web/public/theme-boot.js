// Runs before the bundle (index.html loads it synchronously in <head>; the CSP allows only
// same-origin scripts, so this cannot be inline). It applies the last scheme and theme the
// user chose, mirrored in localStorage by the app, so the first paint is already right, and
// starts loading the translations.
(function () {
  var themes = [
    'theme-default',
    'theme-brand',
    'theme-teal',
    'theme-rose',
    'theme-purple',
    'theme-amber',
  ];
  var mode = 'light';
  var theme = 'theme-default';
  var language = null;
  var signedIn = false;
  try {
    var storedMode = localStorage.getItem('rehearse-scheme');
    if (storedMode === 'light' || storedMode === 'dark' || storedMode === 'system')
      mode = storedMode;
    var storedTheme = localStorage.getItem('rehearse-theme');
    if (themes.indexOf(storedTheme) >= 0) theme = storedTheme;
    language = localStorage.getItem('language');
    signedIn = localStorage.getItem('accessToken') !== null;
  } catch {
    // Storage can be unavailable (privacy mode): the defaults apply.
  }
  var dark =
    mode === 'dark' ||
    (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light', theme);
  root.style.colorScheme = dark ? 'dark' : 'light';

  // /sign-in arrives already drawn in English and the default theme, for a visitor without a
  // session (apps/web/vite/prerender-sign-in.ts). Anyone else must not see it flash: this class
  // hides it (index.html's style) and main.tsx draws the app instead.
  if ((language !== null && language !== 'en') || theme !== 'theme-default' || signedIn)
    root.classList.add('skip-prerender');

  // The screens wait for their translations (src/lib/i18n.ts): start fetching them now, beside
  // the bundle, rather than once it has run. English is always loaded (the fallback).
  var languages = ['en'];
  if (language === 'tr') languages.push('tr');
  languages.forEach(function (code) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = '/i18n/' + code + '.json';
    document.head.appendChild(link);
  });
})();
