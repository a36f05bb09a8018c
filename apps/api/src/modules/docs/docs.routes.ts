import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/app-env';

// The interactive reference is Swagger UI, served from our own origin (the CSP allows only
// 'self' scripts, and the machine may be offline), so its start-up script is a file, not inline.
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rehearse API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

const start = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
});`;

export const docsRoutes = (assets?: MiddlewareHandler) => {
  const docs = new Hono<AppEnv>({ strict: false })
    .get('/', (c) => c.html(page))
    .get('/start.js', (c) =>
      c.body(start, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    );
  // Only the two files the page needs; Swagger UI's own index.html has inline script.
  if (assets) docs.get('/:file{swagger-ui\\.css|swagger-ui-bundle\\.js}', assets);
  return docs;
};
