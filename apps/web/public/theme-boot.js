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
  var skipPrerender =
    (language !== null && language !== 'en') || theme !== 'theme-default' || signedIn;
  if (skipPrerender) root.classList.add('skip-prerender');

  // The prerendered sign-in page (apps/web/vite/prerender-sign-in.ts) lists its bundle (the
  // entry, then its imports) instead of loading it: the files load and run once the page has
  // been parsed and painted, so a slow phone shows the page first. When the page is hidden
  // (skip-prerender) there is nothing to paint: they load once it is parsed.
  function loadScripts() {
    var meta = document.querySelector('meta[name="scripts-after-first-paint"]');
    if (!meta) return;
    var urls = meta.getAttribute('content').split(' ');
    urls.slice(1).forEach(function (url) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = url;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = urls[0];
    document.head.appendChild(script);
  }
  function whenParsed(callback) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback);
    else callback();
  }
  // The browser's first-contentful-paint entry, or the frame after the next where it has none.
  function afterFirstPaint(callback) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(callback, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // A stored session means the signed-in frame comes next: its code (one chunk and the schemas
  // it shares, named by the page) loads beside the entry instead of after it
  // (vite/signed-in-frame-chunk.ts).
  var frame = signedIn && document.querySelector('meta[name="signed-in-frame"]');
  if (frame) {
    frame
      .getAttribute('content')
      .split(' ')
      .forEach(function (url) {
        var preload = document.createElement('link');
        preload.rel = 'modulepreload';
        preload.crossOrigin = 'anonymous';
        preload.href = url;
        document.head.appendChild(preload);
      });
  }

  if (skipPrerender) whenParsed(loadScripts);
  else
    afterFirstPaint(function () {
      whenParsed(loadScripts);
    });

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
