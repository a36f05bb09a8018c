import { readdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const dir = '/tmp/shots';
const files = readdirSync(dir).filter(
  (f) => f.endsWith('.png') && !f.startsWith('sheet') && !f.startsWith('probe'),
);
const layouts = [...new Set(files.map((f) => f.split('-')[0]))];
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--allow-file-access-from-files'],
});
const page = await b.newPage({ viewport: { width: 1460, height: 400 } });
for (const layout of layouts) {
  for (const kind of ['desktop', 'phone']) {
    const mine = files.filter((f) => f.startsWith(`${layout}-`) && f.includes(`-${kind}`)).sort();
    const w = kind === 'desktop' ? 720 : 240;
    const html = `<html><body style="margin:0;background:#888;display:flex;flex-wrap:wrap;gap:4px;padding:4px">${mine.map((f) => `<figure style="margin:0"><img src="file://${dir}/${f}" width="${w}"><figcaption style="font:12px sans-serif;color:#fff">${f}</figcaption></figure>`).join('')}</body></html>`;
    writeFileSync('/tmp/issue4-sheet.html', html);
    await page.goto('file:///tmp/issue4-sheet.html');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/sheet-${layout}-${kind}.png`, fullPage: true });
  }
}
await b.close();
