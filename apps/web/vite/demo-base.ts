import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';

// The demo build is served from any folder without rebuilding (GitHub Pages serves a project
// at https://<user>.github.io/<repo>/; docs/decisions/077-demo-mode.md). Its files are linked
// relatively (base './'), which holds only for pages at the folder's top: a deep link such as
// /<repo>/workspace/home is answered by a static host with 404.html (a copy of index.html), and
// its relative URLs would resolve under /<repo>/workspace/. So the page names its folder in a
// <base> element before anything relative is read: the part of its path before the first
// segment that starts one of the app's routes (every route's first segment, from
// config/paths.ts), or its own folder when there is none (the index). The router's basename and
// the worker's dump URL then follow document.baseURI (src/config/base-path.ts). A folder named
// like a route (a repository called "workspace") would be taken for the route.

// Every first segment of the app's route paths: 'workspace', 'recruiter', 'sign-in', ...
export function routeFirstSegments(tree: unknown = paths): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { path } = node as { path?: unknown };
    if (typeof path === 'string') {
      const first = path.split('/')[1];
      if (first && !first.startsWith(':')) found.add(first);
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(tree);
  return [...found].sort();
}

// A classic inline script (the static host sends no CSP; the module entry comes after it).
export function baseElementScript(segments: readonly string[]): string {
  return [
    '(function () {',
    `var routes = ${JSON.stringify(segments)};`,
    "var parts = location.pathname.split('/');",
    'var end = 1;',
    'while (end < parts.length - 1 && routes.indexOf(parts[end]) < 0) end++;',
    "var base = document.createElement('base');",
    "base.href = parts.slice(0, end).join('/') + '/';",
    'document.head.appendChild(base);',
    '})();',
  ].join(' ');
}

// public/theme-boot.js preloads the translations from the root ('/i18n/<code>.json'), as the
// Node server serves them; the demo's copy asks relative to the <base> folder instead. Patched in
// the demo's output only, so the production build's file stays as it is.
const ROOT_TRANSLATIONS = "link.href = '/i18n/'";
export async function preloadTranslationsUnderBase(dir: string): Promise<void> {
  const file = join(dir, 'theme-boot.js');
  const source = await readFile(file, 'utf8');
  if (!source.includes(ROOT_TRANSLATIONS)) {
    throw new Error(`theme-boot.js no longer has ${ROOT_TRANSLATIONS}: update demo-base.ts`);
  }
  await writeFile(file, source.replace(ROOT_TRANSLATIONS, "link.href = 'i18n/'"));
}

// Puts the script right after <meta charset> (before any relative URL), writes 404.html as a
// copy of the finished index.html, and points theme-boot.js's preload under the folder once
// Vite has copied the public files (closeBundle runs after that).
const CHARSET = '<meta charset="UTF-8" />';
let outDir: string | undefined;
export const demoBase = (): Plugin => ({
  name: 'rehearse-demo-base',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`);
      const script = baseElementScript(routeFirstSegments());
      return html.replace(CHARSET, `${CHARSET}\n    <script>${script}</script>`);
    },
  },
  async writeBundle(options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset' || !options.dir) throw new Error('No index.html to copy');
    await writeFile(join(options.dir, '404.html'), index.source);
    outDir = options.dir;
  },
  async closeBundle() {
    if (outDir) await preloadTranslationsUnderBase(outDir);
  },
});
