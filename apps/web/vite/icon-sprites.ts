import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// The icon browser (/ui/icons, docs/decisions/072-activities-and-icons-screens.md) draws every
// glyph of the seven sets GET /api/ui/icons/{set} names. The names come from the icon packages
// (apps/api/scripts/generate-icon-sets.mjs); this plugin draws them from the same packages, one
// SVG sprite per set (`<symbol id="{name}">`), written to `icons/{set}.svg` by the build and served
// by the dev server. A set's sprite loads only when its tab opens, never with the app shell.

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

// The paint of a glyph as its package's own <svg> sets it, kept on a <g> inside the symbol
// (a <use> inherits from there, and a page's colour still comes through currentColor).
const PAINT = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];

type Glyph = { name: string; viewBox: string; paint: string; body: string };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function fromSvgFile(name: string, svg: string, defaultFill?: string): Glyph {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '<svg>';
  const paint = PAINT.map((key) => [
    key,
    attribute(open, key) ?? (key === 'fill' ? defaultFill : undefined),
  ])
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  const body = svg.slice(svg.indexOf(open) + open.length, svg.lastIndexOf('</svg>')).trim();
  return { name, viewBox: attribute(open, 'viewBox') ?? '0 0 24 24', paint, body };
}

function svgFolder(pkg: string, folder: string, defaultFill?: string): Glyph[] {
  const dir = join(packageDir(pkg), folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) =>
      fromSvgFile(
        file.slice(0, -'.svg'.length),
        readFileSync(join(dir, file), 'utf8'),
        defaultFill,
      ),
    );
}

// Feather ships each glyph's inner markup in one JSON file; the paint is the library's default.
function feather(): Glyph[] {
  const icons = JSON.parse(
    readFileSync(join(packageDir('feather-icons'), 'dist/icons.json'), 'utf8'),
  ) as Record<string, string>;
  const paint =
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  return Object.entries(icons).map(([name, body]) => ({ name, viewBox: '0 0 24 24', paint, body }));
}

// Keyed by the set's path segment in GET /api/ui/icons/{set}, as the generator is. Material's
// files carry no fill, so they take the text colour.
const SOURCES: Record<string, () => Glyph[]> = {
  feather,
  'heroicons-outline': () => svgFolder('heroicons', '24/outline'),
  'heroicons-solid': () => svgFolder('heroicons', '24/solid'),
  'heroicons-mini': () => svgFolder('heroicons', '20/solid'),
  'material-solid': () => svgFolder('@material-design-icons/svg', 'filled', 'currentColor'),
  'material-outline': () => svgFolder('@material-design-icons/svg', 'outlined', 'currentColor'),
  'material-twotone': () => svgFolder('@material-design-icons/svg', 'two-tone', 'currentColor'),
};

// A glyph's own ids (one Material glyph clips with <defs><path id="a">) are made unique to it,
// since in one sprite every glyph's "#a" would find the first; `xlink:href` becomes SVG 2's
// `href`, so the sprite needs no xlink namespace to be well-formed XML.
function scopeIds({ name, body }: Glyph): string {
  let scoped = body.replace(/\bxlink:href=/g, 'href=');
  for (const [, id] of body.matchAll(/\sid="([^"]+)"/g)) {
    const unique = `${name}--${id}`;
    scoped = scoped
      .replaceAll(`id="${id}"`, `id="${unique}"`)
      .replaceAll(`href="#${id}"`, `href="#${unique}"`)
      .replaceAll(`url(#${id})`, `url(#${unique})`);
  }
  return scoped;
}

export function buildSprite(slug: string): string {
  const glyphs = SOURCES[slug]().sort((a, b) => (a.name < b.name ? -1 : 1));
  const symbols = glyphs.map(
    (g) =>
      `<symbol id="${g.name}" viewBox="${g.viewBox}"><g ${g.paint}>${scopeIds(g)}</g></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export const ICON_SPRITE_SLUGS = Object.keys(SOURCES);

export function iconSprites(): Plugin {
  const cache = new Map<string, string>();
  const sprite = (slug: string) => {
    const known = cache.get(slug);
    if (known) return known;
    const built = buildSprite(slug);
    cache.set(slug, built);
    return built;
  };
  return {
    name: 'rehearse-icon-sprites',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const slug = /^\/icons\/([a-z-]+)\.svg(?:\?|$)/.exec(req.url ?? '')?.[1];
        if (!slug || !(slug in SOURCES)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sprite(slug));
      });
    },
    generateBundle() {
      for (const slug of ICON_SPRITE_SLUGS) {
        this.emitFile({ type: 'asset', fileName: `icons/${slug}.svg`, source: sprite(slug) });
      }
    },
  };
}
