// Draws the sample data's pictures (avatars, card backgrounds, product photos, mail attachments)
// into apps/web/public/images, at exactly the paths the API's seed data names. They are our own
// simple flat drawings, rendered from SVG by Chromium: no third-party material.
//
//   node scripts/generate-sample-images.mjs
//
// The output is committed; run this again only when the seed data names new pictures.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const seedDir = join(root, 'apps/api/src/db/seed/data');
const publicDir = join(root, 'apps/web/public');

// Every '/images/...' path the seed data mentions, including the inventory's generated ones.
async function seedImagePaths() {
  const found = new Set();
  for (const file of await readdir(seedDir)) {
    if (!file.endsWith('.ts')) continue;
    const source = await readFile(join(seedDir, file), 'utf8');
    for (const match of source.matchAll(/\/images\/[A-Za-z0-9_./-]+\.(?:jpg|png|pdf)/g)) {
      found.add(match[0]);
    }
    // inventory.data.ts: images('slug', count) -> slug-thumb.jpg and slug-01.jpg .. slug-0N.jpg
    for (const match of source.matchAll(/images\('([a-z0-9-]+)', (\d+)\)/g)) {
      const [, slug, count] = match;
      found.add(`/images/apps/ecommerce/products/${slug}-thumb.jpg`);
      for (let i = 1; i <= Number(count); i++) {
        found.add(`/images/apps/ecommerce/products/${slug}-0${i}.jpg`);
      }
    }
    // mailbox.data.ts: pdf('name', size) and image('name', 'ext', size) attachments.
    for (const [, name] of source.matchAll(/\bpdf\('([a-z0-9-]+)'/g)) {
      found.add(`/images/apps/mailbox/${name}.pdf`);
      found.add(`/images/apps/mailbox/${name}_preview.png`);
    }
    for (const [, name, ext] of source.matchAll(/\bimage\('([a-z0-9-]+)', '(jpg|png)'/g)) {
      found.add(`/images/apps/mailbox/${name}.${ext}`);
      found.add(`/images/apps/mailbox/${name}_preview.${ext}`);
    }
  }
  return [...found].sort();
}

// A small deterministic generator, so every run draws the same pictures.
function random(seedText) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

const BACKGROUNDS = ['#e0e7ff', '#ccfbf1', '#fde68a', '#fecdd3', '#e9d5ff', '#bae6fd', '#d9f99d'];
const SKIN = ['#f5d0b5', '#e8b48f', '#c98e64', '#a86b45', '#7a4a2c', '#f1c7a8'];
const HAIR = ['#1f2937', '#4b2e1a', '#8b5a2b', '#d6a756', '#6b7280', '#111827', '#9a3412'];
const CLOTHES = ['#4f46e5', '#0f766e', '#be123c', '#7e22ce', '#b45309', '#0369a1', '#334155'];

function avatarSvg(name) {
  const rand = random(name);
  const female = name.startsWith('female');
  const bg = pick(rand, BACKGROUNDS);
  const skin = pick(rand, SKIN);
  const hair = pick(rand, HAIR);
  const shirt = pick(rand, CLOTHES);
  const longHair = female
    ? `<path d="M64 26c-24 0-36 18-36 40v46h72V66c0-22-12-40-36-40z" fill="${hair}"/>`
    : '';
  const fringe = female
    ? `<path d="M40 58c4-18 14-26 24-26s22 8 26 26c-10-8-30-10-50 0z" fill="${hair}"/>`
    : rand() < 0.5
      ? `<path d="M40 56c0-16 10-26 24-26s24 10 24 26c-6-6-14-9-24-9s-18 3-24 9z" fill="${hair}"/>`
      : `<path d="M41 52c2-14 12-22 23-22s21 8 23 22c-14-4-32-4-46 0z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <rect width="128" height="128" fill="${bg}"/>
  ${longHair}
  <path d="M18 128c3-26 22-38 46-38s43 12 46 38z" fill="${shirt}"/>
  <rect x="56" y="74" width="16" height="18" rx="6" fill="${skin}"/>
  <ellipse cx="64" cy="60" rx="22" ry="25" fill="${skin}"/>
  ${fringe}
  <circle cx="56" cy="62" r="2.2" fill="#1f2937"/><circle cx="72" cy="62" r="2.2" fill="#1f2937"/>
  <path d="M57 72c4 3 10 3 14 0" stroke="#7c2d12" stroke-width="2" fill="none" stroke-linecap="round"/>
</svg>`;
}

// Card backgrounds: layered hills under a sky, each in its own palette.
function cardSvg(name, width, height) {
  const rand = random(name);
  const palettes = [
    ['#c7d2fe', '#818cf8', '#4f46e5', '#312e81'],
    ['#99f6e4', '#2dd4bf', '#0f766e', '#134e4a'],
    ['#fde68a', '#f59e0b', '#b45309', '#78350f'],
    ['#fecdd3', '#fb7185', '#e11d48', '#881337'],
    ['#e9d5ff', '#c084fc', '#7e22ce', '#3b0764'],
    ['#bae6fd', '#38bdf8', '#0369a1', '#0c4a6e'],
  ];
  const [sky, far, near, front] = pick(rand, palettes);
  const hill = (y, color) => {
    const a = y - rand() * height * 0.15;
    const b = y + rand() * height * 0.1;
    return `<path d="M0 ${y} C ${width * 0.3} ${a}, ${width * 0.6} ${b}, ${width} ${y - height * 0.05} V ${height} H 0 Z" fill="${color}"/>`;
  };
  const sunX = width * (0.2 + rand() * 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${sky}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${sunX}" cy="${height * 0.32}" r="${height * 0.12}" fill="#ffffff" opacity="0.85"/>
  ${hill(height * 0.55, far)}
  ${hill(height * 0.7, near)}
  ${hill(height * 0.85, front)}
</svg>`;
}

// Products: one flat drawing per kind of item, on a soft backdrop; views 01..04 differ in
// framing and backdrop like photos of the same item.
const PRODUCT_SHAPES = {
  blazer:
    '<path d="M-60 -70 L-20 -80 L0 -40 L20 -80 L60 -70 L80 60 L40 70 L30 -10 L30 80 L-30 80 L-30 -10 L-40 70 L-80 60 Z" fill="C"/><path d="M-20 -80 L0 -40 L20 -80 L10 20 L0 30 L-10 20 Z" fill="#f8fafc"/><circle cx="0" cy="45" r="4" fill="#0f172a"/>',
  shirt:
    '<path d="M-55 -70 L-20 -80 L0 -62 L20 -80 L55 -70 L85 -20 L60 -5 L45 -30 L45 80 L-45 80 L-45 -30 L-60 -5 L-85 -20 Z" fill="C"/><path d="M-20 -80 L0 -62 L20 -80 L12 -60 L0 -50 L-12 -60 Z" fill="#ffffff" opacity="0.6"/><path d="M0 -50 V 80" stroke="#0f172a" stroke-opacity="0.2" stroke-width="3"/>',
  sweater:
    '<path d="M-55 -70 L-25 -78 Q0 -40 25 -78 L55 -70 L85 50 L62 58 L45 -20 L45 80 L-45 80 L-45 -20 L-62 58 L-85 50 Z" fill="C"/><path d="M-45 70 H45 V80 H-45 Z" fill="#000" opacity="0.15"/>',
  trousers:
    '<path d="M-45 -80 H45 L55 85 H12 L0 -20 L-12 85 H-55 Z" fill="C"/><path d="M-45 -80 H45 V-66 H-45 Z" fill="#000" opacity="0.2"/>',
  skirt:
    '<path d="M-40 -70 H40 L75 70 Q0 90 -75 70 Z" fill="C"/><path d="M-40 -70 H40 V-56 H-40 Z" fill="#000" opacity="0.2"/><path d="M-20 -56 L-35 78 M0 -56 V82 M20 -56 L35 78" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>',
  dress:
    '<path d="M-22 -85 L-30 -40 L-38 85 H38 L30 -40 L22 -85 L10 -85 Q0 -65 -10 -85 Z" fill="C"/><path d="M-32 -20 H32 V-10 H-32 Z" fill="#000" opacity="0.15"/>',
  blouse:
    '<path d="M-50 -65 L-15 -78 Q0 -60 15 -78 L50 -65 L75 10 L55 18 L42 -20 L45 70 Q0 80 -45 70 L-42 -20 L-55 18 L-75 10 Z" fill="C"/>',
  watch:
    '<rect x="-22" y="-95" width="44" height="190" rx="12" fill="C"/><circle cx="0" cy="0" r="48" fill="#e2e8f0" stroke="#475569" stroke-width="8"/><path d="M0 0 V-30 M0 0 L20 10" stroke="#0f172a" stroke-width="5" stroke-linecap="round"/>',
  bag: '<path d="M-30 -40 V-60 Q0 -90 30 -60 V-40" stroke="C" stroke-width="10" fill="none"/><rect x="-80" y="-40" width="160" height="115" rx="14" fill="C"/><rect x="-80" y="-5" width="160" height="8" fill="#000" opacity="0.15"/><rect x="-10" y="-10" width="20" height="18" rx="3" fill="#e2e8f0"/>',
  folio:
    '<rect x="-65" y="-85" width="130" height="170" rx="10" fill="C"/><rect x="-50" y="-70" width="100" height="140" rx="4" fill="#f8fafc"/><path d="M-38 -45 H38 M-38 -25 H38 M-38 -5 H38 M-38 15 H20" stroke="#94a3b8" stroke-width="4"/>',
  tie: '<path d="M-14 -90 H14 L8 -70 L28 50 L0 88 L-28 50 L-8 -70 Z" fill="C"/><path d="M-14 -90 H14 L8 -70 H-8 Z" fill="#000" opacity="0.2"/><path d="M-20 -20 L20 -35 M-24 10 L24 -5 M-26 40 L26 25" stroke="#fff" stroke-opacity="0.25" stroke-width="5"/>',
  shoe: '<path d="M-85 20 Q-85 -10 -60 -15 L-20 -25 Q0 -50 25 -40 L40 -10 Q80 0 88 25 L88 40 H-85 Z" fill="C"/><path d="M-85 40 H88 V52 H-85 Z" fill="#1f2937"/>',
  pump: '<path d="M-80 30 Q-70 -10 -30 -5 Q10 0 40 -20 Q70 -35 80 10 L60 40 L55 15 Q0 30 -80 40 Z" fill="C"/><path d="M58 15 L62 70 H52 L50 38 Z" fill="C"/>',
  earbuds:
    '<ellipse cx="-35" cy="-10" rx="26" ry="30" fill="C"/><rect x="-42" y="10" width="14" height="60" rx="7" fill="C"/><ellipse cx="35" cy="-10" rx="26" ry="30" fill="C"/><rect x="28" y="10" width="14" height="60" rx="7" fill="C"/>',
  webcam:
    '<circle cx="0" cy="-20" r="62" fill="none" stroke="#f8fafc" stroke-width="10"/><rect x="-40" y="-42" width="80" height="44" rx="18" fill="C"/><circle cx="0" cy="-20" r="14" fill="#0f172a"/><path d="M0 42 V80 M-35 80 H35" stroke="C" stroke-width="10" stroke-linecap="round"/>',
  umbrella:
    '<path d="M-85 0 Q0 -110 85 0 Q65 -12 43 0 Q22 -12 0 0 Q-22 -12 -43 0 Q-65 -12 -85 0 Z" fill="C"/><path d="M0 0 V70 Q0 88 -18 80" stroke="#334155" stroke-width="7" fill="none" stroke-linecap="round"/>',
};

const productShape = (slug) =>
  slug.includes('blazer')
    ? 'blazer'
    : slug.includes('shirt')
      ? 'shirt'
      : slug.includes('sweater')
        ? 'sweater'
        : slug.includes('trousers')
          ? 'trousers'
          : slug.includes('skirt')
            ? 'skirt'
            : slug.includes('dress')
              ? 'dress'
              : slug.includes('blouse')
                ? 'blouse'
                : slug.includes('watch')
                  ? 'watch'
                  : slug.includes('padfolio')
                    ? 'folio'
                    : slug.includes('briefcase') || slug.includes('tote')
                      ? 'bag'
                      : slug.includes('tie')
                        ? 'tie'
                        : slug.includes('brogues')
                          ? 'shoe'
                          : slug.includes('pumps')
                            ? 'pump'
                            : slug.includes('earbuds')
                              ? 'earbuds'
                              : slug.includes('webcam')
                                ? 'webcam'
                                : 'umbrella';

// The first key a slug contains gives its colour (specific words before general ones).
const PRODUCT_COLOURS = [
  ['burgundy', '#7f1d1d'],
  ['light-blue', '#93c5fd'],
  ['sheath', '#7f1d1d'],
  ['navy', '#1e3a8a'],
  ['charcoal', '#374151'],
  ['white', '#f8fafc'],
  ['black', '#111827'],
  ['pleated', '#64748b'],
  ['silk', '#fbcfe8'],
  ['cigarette', '#1f2937'],
  ['steel', '#94a3b8'],
  ['leather', '#92400e'],
  ['briefcase', '#1f2937'],
  ['tote', '#a16207'],
  ['brown', '#78350f'],
  ['pumps', '#111827'],
  ['earbuds', '#f1f5f9'],
  ['webcam', '#334155'],
  ['merino', '#065f46'],
  ['umbrella', '#1e40af'],
];

function productSvg(slug, view, size) {
  const rand = random(`${slug}-${view}`);
  const colour = PRODUCT_COLOURS.find(([word]) => slug.includes(word))?.[1] ?? '#4f46e5';
  const backdrop = ['#f1f5f9', '#e2e8f0', '#fef3c7', '#e0f2fe', '#f5f5f4'][view % 5];
  const scale = view === 0 ? 1 : [1.05, 1.25, 0.85, 1.4][(view - 1) % 4];
  const angle = view === 0 ? 0 : Math.round((rand() - 0.5) * 24);
  const shape = PRODUCT_SHAPES[productShape(slug)].replaceAll('"C"', `"${colour}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-120 -120 240 240">
  <rect x="-120" y="-120" width="240" height="240" fill="${backdrop}"/>
  <ellipse cx="0" cy="98" rx="${70 * scale}" ry="8" fill="#0f172a" opacity="0.08"/>
  <g transform="rotate(${angle}) scale(${scale * 0.92})" stroke="#0f172a" stroke-opacity="0.25" stroke-width="2" stroke-linejoin="round">${shape}</g>
</svg>`;
}

// Mail attachment previews: a page with a title band and lines, or a small bar chart.
function documentSvg(name, width, height) {
  const rand = random(name);
  const accent = pick(rand, CLOTHES);
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = 70 + i * 16;
    const w = 110 + Math.round(rand() * 60);
    return `<rect x="24" y="${y}" width="${w}" height="6" rx="3" fill="#cbd5e1"/>`;
  }).join('');
  const chart = name.includes('chart')
    ? Array.from({ length: 6 }, (_, i) => {
        const h = 30 + Math.round(rand() * 90);
        return `<rect x="${30 + i * 26}" y="${200 - h}" width="16" height="${h}" rx="3" fill="${accent}"/>`;
      }).join('')
    : lines;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 220" preserveAspectRatio="xMidYMid meet">
  <rect width="200" height="220" fill="#e2e8f0"/>
  <rect x="12" y="10" width="176" height="204" rx="6" fill="#ffffff"/>
  <rect x="24" y="24" width="120" height="12" rx="4" fill="${accent}"/>
  <rect x="24" y="44" width="80" height="6" rx="3" fill="#94a3b8"/>
  ${chart}
</svg>`;
}

// A one-page PDF whose text names the document (offsets computed, so readers accept it).
function pdf(title) {
  const text = title.replace(/[()\\]/g, '');
  const content = `BT /F1 20 Tf 72 720 Td (${text}) Tj ET\nBT /F1 11 Tf 72 690 Td (Rehearse sample attachment) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

const titleOf = (name) =>
  name.replace(/[-_]/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

// What to draw for a path: an SVG and its pixel size, or a PDF's text.
function planFor(path) {
  const file = path.split('/').pop();
  const base = file.replace(/\.[a-z]+$/, '');
  if (path.startsWith('/images/avatars/')) return { svg: avatarSvg(base), width: 128, height: 128 };
  if (path.startsWith('/images/cards/')) {
    const [, w, h] = /-(\d+)x(\d+)$/.exec(base) ?? [null, '640', '480'];
    return { svg: cardSvg(base, Number(w), Number(h)), width: Number(w), height: Number(h) };
  }
  if (path.startsWith('/images/apps/ecommerce/products/')) {
    const [, slug, view] = /^(.*)-(thumb|\d\d)$/.exec(base);
    const size = view === 'thumb' ? 120 : 480;
    return {
      svg: productSvg(slug, view === 'thumb' ? 0 : Number(view), size),
      width: size,
      height: size,
    };
  }
  if (file.endsWith('.pdf')) return { pdf: pdf(titleOf(base)) };
  const preview = base.endsWith('_preview');
  const [width, height] = preview ? [200, 220] : [800, 880];
  return { svg: documentSvg(base.replace(/_preview$/, ''), width, height), width, height };
}

const paths = await seedImagePaths();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const path of paths) {
    const target = join(publicDir, path);
    await mkdir(dirname(target), { recursive: true });
    const plan = planFor(path);
    if (plan.pdf) {
      await writeFile(target, plan.pdf);
      continue;
    }
    await page.setViewportSize({ width: plan.width, height: plan.height });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;overflow:hidden">${plan.svg}</body></html>`,
    );
    const type = path.endsWith('.png') ? 'png' : 'jpeg';
    await page.screenshot({
      path: target,
      type,
      ...(type === 'jpeg' ? { quality: 80 } : {}),
      clip: { x: 0, y: 0, width: plan.width, height: plan.height },
    });
  }
  console.log(`Drew ${paths.length} pictures under apps/web/public/images`);
} finally {
  await browser.close();
}
