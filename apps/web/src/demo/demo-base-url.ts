// The demo build's root (where index.html, demo-sw.js and demo-db.tar.gz are), whatever page of
// the app is open: Vite's base, resolved against the document, so a build served under a
// sub-path finds its files too. document.baseURI alone is the current route (/workspace/home).
export const demoBuildUrl = (file: string): URL =>
  new URL(file, new URL(import.meta.env.BASE_URL, document.baseURI));
