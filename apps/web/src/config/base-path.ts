// The folder the app is served from, ending with a slash. The Node server's build (base '/')
// serves it from the root. The demo build (vite.demo.config.ts, base './') may be copied into
// any folder, GitHub Pages' /<repo>/ for one: its index.html and 404.html name that folder in a
// <base> element, which document.baseURI reads (docs/decisions/077-demo-mode.md).
export const basePath: string =
  import.meta.env.BASE_URL === './' ? new URL(document.baseURI).pathname : '/';

// An app path ('/workspace/home') as a URL path under the folder, for the few places that leave
// the router (full-page loads). The router's own links carry the base themselves (basename).
export const underBasePath = (appPath: string): string => `${basePath}${appPath.slice(1)}`;
