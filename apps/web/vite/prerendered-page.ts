// index.html made into a page that arrives drawn: the screen in #root, the bundle started only
// once that has been painted (docs/decisions/031-prerendered-sign-in.md,
// docs/decisions/039-server-drawn-signed-in-page.md).

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const EMPTY_ROOT = '<div id="root"></div>';
const THEME_BOOT = '<script src="/theme-boot.js"></script>';
// React puts the preloads it asks for (the flag image) first; they belong in <head>.
export const LEADING_LINKS = /^(?:<link [^>]*>)+/;
// The Latin files of the Inter weights main.tsx imports.
export const INTER_LATIN = /^inter-latin-\d+-normal-[\w-]+\.woff2$/;

// `drawn` names the page for public/theme-boot.js (before it runs: it decides at once whether
// the page fits the visitor) and for main.tsx; `screen` is #root's content.
export function prerenderedPage(
  index: string,
  { drawn, screen, fontFiles }: { drawn: string; screen: string; fontFiles: string[] },
): string {
  const entry = ENTRY_SCRIPT.exec(index);
  if (!entry || !index.includes(EMPTY_ROOT) || !index.includes(THEME_BOOT)) {
    throw new Error(`index.html has no module entry script, no ${EMPTY_ROOT} or no theme boot`);
  }
  const imports = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const reactPreloads = LEADING_LINKS.exec(screen)?.[0] ?? '';
  // The fonts load at once, so the text does not move when they arrive after the first paint,
  // but at low priority: the page and its CSS come first.
  const fonts = fontFiles.map(
    (file) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/${file}">`,
  );
  // public/theme-boot.js loads these (the entry, then its imports) after the first paint, so
  // a slow phone neither shares its connection with them nor runs them before showing the page.
  const scripts = `<meta name="scripts-after-first-paint" content="${[entry[1], ...imports].join(' ')}">`;
  return (
    index
      .replace(entry[0], '')
      .replace(MODULE_PRELOAD, '')
      .replace(THEME_BOOT, () => `<meta name="drawn-page" content="${drawn}">${THEME_BOOT}`)
      .replace('</head>', () => `${scripts}${reactPreloads}${fonts.join('')}</head>`)
      // Inert until React has taken it over (app/prerender/use-release-prerendered.ts): what
      // someone typed into the drawn page before then would be lost to its state.
      .replace(
        EMPTY_ROOT,
        () =>
          `<div id="root" data-prerendered="${drawn.split(' ')[0]}" inert>${screen.slice(reactPreloads.length)}</div>`,
      )
  );
}
