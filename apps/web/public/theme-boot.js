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

  // The server draws the candidate's home for a signed-in visit when it knows the visitor's time
  // zone and which side of the frame's breakpoints (900 and 1200 px) the window is on
  // (apps/api/src/static/signed-in-pages.ts): these cookies tell it, for the next visit.
  var width = 'other';
  try {
    var wide = window.matchMedia('(min-width: 900px)').matches;
    var wider = window.matchMedia('(min-width: 1200px)').matches;
    if (!wide && !wider) width = 'phone';
    else if (wide && wider) width = 'computer';
    var cookie = '; path=/; max-age=31536000; samesite=lax';
    if (location.protocol === 'https:') cookie += '; secure';
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) document.cookie = 'rehearse_tz=' + encodeURIComponent(zone) + cookie;
    document.cookie = 'rehearse_width=' + width + cookie;
  } catch {
    // Without cookies the server never draws a signed-in page: the app draws it, as always.
  }

  // A page that arrives already drawn says so in a meta element before this script: /sign-in
  // in English and the default theme for a visitor without a session
  // (apps/web/vite/prerender-sign-in.ts), a signed-in page for a session, in English, the
  // default theme and one window width. Anyone else must not see it flash: this class hides it
  // (index.html's style) and main.tsx draws the app instead.
  var drawnMeta = document.querySelector('meta[name="drawn-page"]');
  var drawn = drawnMeta ? drawnMeta.getAttribute('content').split(' ') : [];
  var drawnSignedIn = drawn[0] === 'signed-in';
  var skipPrerender =
    (language !== null && language !== 'en') ||
    theme !== 'theme-default' ||
    (drawnSignedIn ? !signedIn || drawn[1] !== width : signedIn);
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
  // (vite/signed-in-frame-chunk.ts); after the first paint, with the entry, when the frame is
  // already drawn.
  function preloadFrame() {
    var frame = document.querySelector('meta[name="signed-in-frame"]');
    if (!frame) return;
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
  var frameDrawn = drawnSignedIn && !skipPrerender;
  if (signedIn && !frameDrawn) preloadFrame();

  if (skipPrerender) whenParsed(loadScripts);
  else
    afterFirstPaint(function () {
      whenParsed(function () {
        loadScripts();
        if (frameDrawn) preloadFrame();
      });
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
    // The demo build names its folder in a <base> element (apps/web/vite/demo-base.ts).
    link.href = (document.querySelector('base') ? '' : '/') + 'i18n/' + code + '.json';
    document.head.appendChild(link);
  });
})();
