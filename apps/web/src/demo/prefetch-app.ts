// The app's own code (main.tsx and what it imports statically), fetched and parsed while the
// landing page waits for the database, without running it (modulepreload): on a first visit
// the network is busy with the database's downloads until PGlite starts opening them, then idle,
// and the app's code would otherwise only be asked for after the sign-in
// (docs/decisions/077-demo-mode.md). The demo build lists the files in a meta element
// (vite.demo.config.ts), relative to the page's base.

let done = false;

export function prefetchAppModules(): void {
  if (done) return;
  done = true;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="demo-app-modules"]');
  for (const file of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = new URL(file, document.baseURI).href;
    document.head.append(link);
  }
}
