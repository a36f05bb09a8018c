import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// HTTP and the web: methods, status codes, caching, cookies, CORS, CSP, TLS, HTTP/2 and /3,
// REST design, auth tokens, browser rendering and web performance metrics.
export const httpWebQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'http-safe-method-get',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'Which HTTP method is meant for retrieving a resource without changing anything on the server (a **safe** method)?',
    options: [
      {
        id: 'a',
        text: '`POST`',
        correct: false,
        explanation:
          '`POST` asks the server to process the enclosed data, typically creating something or triggering an action, so it is not safe.',
      },
      {
        id: 'b',
        text: '`DELETE`',
        correct: false,
        explanation:
          '`DELETE` removes the target resource, which is by definition a change on the server.',
      },
      {
        id: 'c',
        text: '`GET`',
        correct: true,
        explanation:
          '`GET` (like `HEAD` and `OPTIONS`) is safe: clients, crawlers and caches may send it freely because it should not change server state.',
      },
      {
        id: 'd',
        text: '`PATCH`',
        correct: false,
        explanation:
          '`PATCH` applies a partial modification to a resource, so it changes server state.',
      },
    ],
  },
  {
    id: 'http-status-201-created',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'A client sends `POST /articles` and the server successfully creates a new article. Which status code fits best?',
    options: [
      {
        id: 'a',
        text: '`201 Created`, usually with a `Location` header pointing to the new article',
        correct: true,
        explanation:
          '201 tells the client a new resource exists, and `Location` tells it where, for example `/articles/42`.',
      },
      {
        id: 'b',
        text: '`204 No Content`',
        correct: false,
        explanation:
          '204 means success with no response body. It is common for updates and deletes, but it does not signal that a resource was created.',
      },
      {
        id: 'c',
        text: '`302 Found`',
        correct: false,
        explanation:
          '302 is a redirect; it tells the client to look elsewhere, not that something was created.',
      },
      {
        id: 'd',
        text: '`202 Accepted`',
        correct: false,
        explanation:
          '202 means the request was accepted for processing that has not finished yet. Here the article was already created.',
      },
    ],
  },
  {
    id: 'http-cookie-httponly',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt: 'What does the `HttpOnly` attribute on a session cookie do?',
    options: [
      {
        id: 'a',
        text: 'It makes the browser send the cookie only over plain HTTP, never HTTPS.',
        correct: false,
        explanation:
          'The name is misleading: it has nothing to do with the scheme. Restricting a cookie to HTTPS is what the `Secure` attribute does.',
      },
      {
        id: 'b',
        text: 'It stops page JavaScript from reading the cookie through `document.cookie`, while the browser still sends it with requests.',
        correct: true,
        explanation:
          'This limits the damage of an XSS bug: injected script cannot simply read and steal the session id, although it can still make requests as the user.',
      },
      {
        id: 'c',
        text: 'It stops the cookie from being sent on cross-site requests.',
        correct: false,
        explanation: 'Controlling cross-site sending is the job of the `SameSite` attribute.',
      },
      {
        id: 'd',
        text: "It encrypts the cookie's value.",
        correct: false,
        explanation:
          'No cookie attribute encrypts the value. If the value must be confidential or tamper-proof, the server encrypts or signs it.',
      },
    ],
  },
  {
    id: 'http-what-tls-provides',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt: 'What does HTTPS (HTTP over TLS) give you?',
    options: [
      {
        id: 'a',
        text: 'It guarantees the website is trustworthy and free of malware.',
        correct: false,
        explanation:
          "A certificate proves the server controls the domain name, not that the site's owner or content is honest.",
      },
      {
        id: 'b',
        text: 'It hides from network observers which server IP address you are talking to.',
        correct: false,
        explanation:
          'IP addresses are visible in every packet. TLS protects the content of the connection, not the fact that it exists.',
      },
      {
        id: 'c',
        text: 'It makes requests faster than plain HTTP.',
        correct: false,
        explanation:
          'TLS adds a handshake. In practice HTTPS enables HTTP/2 and HTTP/3 in browsers, but speed is not what TLS itself provides.',
      },
      {
        id: 'd',
        text: 'Encryption of the traffic, protection against tampering, and authentication of the server via its certificate.',
        correct: true,
        explanation:
          'Confidentiality, integrity and server authentication are the three core properties of TLS: others on the network cannot read or alter the traffic or impersonate the server.',
      },
    ],
  },
  {
    id: 'http-rest-resource-paths',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt: 'In a conventional REST API, which request best fetches the orders of user 42?',
    options: [
      {
        id: 'a',
        text: '`POST /getUserOrders` with body `{ "userId": 42 }`',
        correct: false,
        explanation:
          'This is RPC style: a verb in the path and a `POST` for a read, which also makes the response uncacheable by default.',
      },
      {
        id: 'b',
        text: '`GET /users/42/orders`',
        correct: true,
        explanation:
          'Paths name resources with plural nouns and the method says what to do; `GET` on a collection reads it, and the nesting shows the relationship.',
      },
      {
        id: 'c',
        text: '`GET /orders/get?user=42&action=list`',
        correct: false,
        explanation:
          'Putting actions such as `get` and `list` in the URL repeats what the method already says. Filtering with `GET /orders?userId=42` would be fine.',
      },
      {
        id: 'd',
        text: '`DELETE /users/42/orders?dryRun=true`',
        correct: false,
        explanation:
          'Using a destructive method for a read is misleading and dangerous; intermediaries and clients treat `DELETE` as a state change.',
      },
    ],
  },
  {
    id: 'http-5xx-means-server-error',
    kind: 'true-false',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt: 'True or false: a `5xx` status code means the client sent an invalid request.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation: 'Client errors are the `4xx` class, such as 400 Bad Request or 404 Not Found.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          '`5xx` codes mean the server failed to handle a request that may well have been valid, for example 500 Internal Server Error or 503 Service Unavailable.',
      },
    ],
  },
  // Difficulty 2
  {
    id: 'http-idempotent-methods',
    kind: 'multiple',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      'According to HTTP semantics, which methods are **idempotent** (sending the same request several times has the same intended effect on the server as sending it once)? Select all that apply.',
    options: [
      {
        id: 'a',
        text: '`PUT`',
        correct: true,
        explanation:
          '`PUT` replaces the target resource with the given representation; doing it twice leaves the same state as doing it once.',
      },
      {
        id: 'b',
        text: '`POST`',
        correct: false,
        explanation:
          'Repeating a `POST` can create two orders or charge twice. APIs often add an `Idempotency-Key` header to make retries safe.',
      },
      {
        id: 'c',
        text: '`DELETE`',
        correct: true,
        explanation:
          'After the first delete the resource is gone, and further deletes leave it gone. The status code may differ (for example 404), but the server state is the same.',
      },
      {
        id: 'd',
        text: '`GET`',
        correct: true,
        explanation: 'Safe methods are idempotent too: they are not meant to change state at all.',
      },
      {
        id: 'e',
        text: '`PATCH`',
        correct: false,
        explanation:
          "`PATCH` is not idempotent in general: a patch such as 'append an item' or 'increment a counter' has a different effect each time.",
      },
    ],
  },
  {
    id: 'http-401-vs-403',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      'A signed-in user with a valid session calls `DELETE /projects/7`, but only project admins may delete projects and they are not one. Which status code is most appropriate?',
    options: [
      {
        id: 'a',
        text: '`401 Unauthorized`',
        correct: false,
        explanation:
          'Despite its name, 401 means the request lacks valid authentication credentials. This user is authenticated.',
      },
      {
        id: 'b',
        text: '`400 Bad Request`',
        correct: false,
        explanation: 'The request is well formed; the problem is permission, not syntax.',
      },
      {
        id: 'c',
        text: '`403 Forbidden`',
        correct: true,
        explanation:
          '403 means the server knows who you are but refuses the action. Some APIs return 404 instead to avoid revealing that the resource exists.',
      },
      {
        id: 'd',
        text: '`405 Method Not Allowed`',
        correct: false,
        explanation:
          '405 means the resource does not support `DELETE` for anyone, not that this user lacks permission.',
      },
    ],
  },
  {
    id: 'http-no-cache-vs-no-store',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'What is the difference between `Cache-Control: no-cache` and `Cache-Control: no-store`?',
    options: [
      {
        id: 'a',
        text: 'They are synonyms; both forbid caching.',
        correct: false,
        explanation:
          'This is a very common misunderstanding. Only `no-store` forbids storing the response.',
      },
      {
        id: 'b',
        text: '`no-cache` allows storing the response but requires revalidating it with the server before each reuse; `no-store` forbids storing it at all.',
        correct: true,
        explanation:
          'With `no-cache` and an `ETag`, the browser can send `If-None-Match` and get a cheap `304 Not Modified`. `no-store` suits sensitive responses that must not be kept anywhere.',
      },
      {
        id: 'c',
        text: '`no-cache` applies only to CDNs and `no-store` only to browsers.',
        correct: false,
        explanation:
          'Both directives apply to every cache. Restricting caching to the browser is what `private` does.',
      },
      {
        id: 'd',
        text: '`no-store` allows storing but not serving without revalidation; `no-cache` forbids storing.',
        correct: false,
        explanation: 'This reverses the two directives.',
      },
    ],
  },
  {
    id: 'http-cors-purpose',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'A page on `https://app.example.com` uses `fetch` to call `https://api.other.com`, and the browser console shows a CORS error. Which statement about CORS is correct?',
    options: [
      {
        id: 'a',
        text: "CORS is enforced by the browser; the API must send headers such as `Access-Control-Allow-Origin` to let this origin's script read the response.",
        correct: true,
        explanation:
          'By default the same-origin policy stops scripts reading cross-origin responses. CORS is how the server opts in to relaxing that for specific origins.',
      },
      {
        id: 'b',
        text: 'CORS protects the API from being called by tools such as `curl`.',
        correct: false,
        explanation:
          'Non-browser clients ignore CORS entirely. It is not an access-control mechanism for the API; authentication is.',
      },
      {
        id: 'c',
        text: 'The fix is to add `Access-Control-Allow-Origin` to the request headers in the `fetch` call.',
        correct: false,
        explanation:
          'It is a response header that the server sends. Adding it to the request does nothing (and may trigger a preflight).',
      },
      {
        id: 'd',
        text: 'A CORS error means the request never reached the server.',
        correct: false,
        explanation:
          'Simple requests are sent and processed; the browser just withholds the response from the script. That is why CORS alone does not protect against side effects of cross-site requests.',
      },
    ],
  },
  {
    id: 'http-samesite-lax-navigation',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      'Your site `https://shop.com` sets a session cookie with `SameSite=Lax`. In which of these cross-site situations does the browser send the cookie to `shop.com`?',
    options: [
      {
        id: 'a',
        text: 'A page on `https://evil.com` auto-submits a hidden form with `POST` to `https://shop.com/transfer`.',
        correct: false,
        explanation:
          'Lax cookies are withheld from cross-site `POST` requests, which is exactly the classic CSRF form attack it blocks.',
      },
      {
        id: 'b',
        text: 'A page on `https://blog.net` loads an image from `https://shop.com/pixel.png`.',
        correct: false,
        explanation:
          'Cross-site subresource requests such as images, iframes and `fetch` do not carry Lax cookies.',
      },
      {
        id: 'c',
        text: "Script on `https://evil.com` calls `fetch('https://shop.com/api/me', { credentials: 'include' })`.",
        correct: false,
        explanation:
          'A cross-site `fetch` is not a top-level navigation, so Lax cookies are not attached, whatever the `credentials` option says. That needs `SameSite=None; Secure`.',
      },
      {
        id: 'd',
        text: 'The user clicks a link on `https://blog.net` that navigates the tab to `https://shop.com/cart`.',
        correct: true,
        explanation:
          'Lax allows cookies on top-level navigations with safe methods such as `GET`, so users arriving from a link stay signed in.',
      },
    ],
  },
  {
    id: 'http-core-web-vitals',
    kind: 'multiple',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt: "Which of these are Google's current **Core Web Vitals**? Select all that apply.",
    options: [
      {
        id: 'a',
        text: 'Largest Contentful Paint (LCP)',
        correct: true,
        explanation:
          "LCP measures loading: when the largest image or text block in the viewport is rendered. 2.5 s or less is 'good'.",
      },
      {
        id: 'b',
        text: 'First Input Delay (FID)',
        correct: false,
        explanation:
          'FID was replaced by INP as a Core Web Vital in March 2024 because it only measured the delay before the first interaction was handled.',
      },
      {
        id: 'c',
        text: 'Interaction to Next Paint (INP)',
        correct: true,
        explanation:
          "INP measures responsiveness across all interactions on the page, from input to the next frame painted. 200 ms or less is 'good'.",
      },
      {
        id: 'd',
        text: 'Cumulative Layout Shift (CLS)',
        correct: true,
        explanation:
          "CLS measures visual stability: how much visible content moves unexpectedly. 0.1 or less is 'good'.",
      },
      {
        id: 'e',
        text: 'Time to First Byte (TTFB)',
        correct: false,
        explanation:
          'TTFB is a useful diagnostic for server and network latency, and it feeds into LCP, but it is not itself a Core Web Vital.',
      },
    ],
  },
  // Difficulty 3
  {
    id: 'http-etag-revalidation-304',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'The browser has a cached copy of `/app.css` that was served with `ETag: "v7"` and `Cache-Control: no-cache`. On the next page load the file has not changed. What happens?',
    options: [
      {
        id: 'a',
        text: 'The browser uses its cached copy without contacting the server.',
        correct: false,
        explanation:
          '`no-cache` means the stored copy must be revalidated with the server before every reuse.',
      },
      {
        id: 'b',
        text: 'The browser downloads the full file again, because `no-cache` disables caching.',
        correct: false,
        explanation:
          '`no-cache` still allows storing; combined with an `ETag` it enables a cheap revalidation instead of a full download.',
      },
      {
        id: 'c',
        text: 'The browser sends `If-None-Match: "v7"`, the server replies `304 Not Modified` with no body, and the cached copy is used.',
        correct: true,
        explanation:
          'This is a conditional request: only headers cross the network, and the response is always fresh because the server confirmed it.',
      },
      {
        id: 'd',
        text: 'The server replies `200 OK` with an empty body, which tells the browser to keep its copy.',
        correct: false,
        explanation:
          "An empty 200 would mean the resource really is empty. 'Keep your copy' is what 304 means.",
      },
    ],
  },
  {
    id: 'http-cors-preflight-triggers',
    kind: 'multiple',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 100,
    prompt:
      'A page on `https://app.example.com` calls an API on `https://api.example.com` with `fetch`. Which of these requests make the browser send a preflight `OPTIONS` request first? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A `PUT` request with a JSON body',
        correct: true,
        explanation:
          'Only `GET`, `HEAD` and `POST` can be sent without a preflight; any other method needs one.',
      },
      {
        id: 'b',
        text: 'A `POST` with `Content-Type: application/json`',
        correct: true,
        explanation:
          'A `POST` avoids preflight only with `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`. JSON is not one of them.',
      },
      {
        id: 'c',
        text: 'A `GET` with an `Authorization: Bearer ...` header',
        correct: true,
        explanation:
          '`Authorization` is not a CORS-safelisted request header, so adding it requires the server to approve it in a preflight.',
      },
      {
        id: 'd',
        text: 'A `POST` of a form-encoded body (`application/x-www-form-urlencoded`) with no custom headers',
        correct: false,
        explanation:
          "This is a 'simple' request, the kind an HTML form could always send, so the browser sends it directly. That is also why CORS alone does not prevent CSRF.",
      },
      {
        id: 'e',
        text: 'A plain `GET` with no custom headers',
        correct: false,
        explanation:
          'A simple `GET` is sent directly; CORS then decides only whether the script may read the response.',
      },
    ],
  },
  {
    id: 'http-jwt-claims-readable',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'An API issues **signed** JWTs (JWS, for example `RS256`) as access tokens. Which statement is true?',
    options: [
      {
        id: 'a',
        text: 'Anyone who obtains the token can decode and read its claims; the signature only lets the server detect tampering.',
        correct: true,
        explanation:
          'The header and payload are just base64url-encoded JSON. Signing provides integrity and authenticity, not confidentiality, so do not put secrets in the claims.',
      },
      {
        id: 'b',
        text: 'The payload is encrypted, so it is a safe place for sensitive personal data.',
        correct: false,
        explanation:
          'A signed JWT is not encrypted. Encryption needs JWE, and even then tokens tend to be logged and copied, so keep claims minimal.',
      },
      {
        id: 'c',
        text: 'When the user logs out, the token immediately stops working everywhere.',
        correct: false,
        explanation:
          'A self-contained token stays valid until its `exp` unless the server keeps extra state such as a denylist, which is why access tokens are kept short-lived.',
      },
      {
        id: 'd',
        text: 'The server must look up every token in its database to check that it is valid.',
        correct: false,
        explanation:
          'The point of a signed token is that it can be verified with a key alone (checking signature, `exp`, `aud` and `iss`), without a lookup.',
      },
    ],
  },
  {
    id: 'http-http2-multiplexing',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'What is the main improvement HTTP/2 brings over HTTP/1.1 for a page that loads many small files from one host?',
    options: [
      {
        id: 'a',
        text: 'It replaces TCP with UDP.',
        correct: false,
        explanation: 'HTTP/2 still runs over TCP. Moving to UDP (via QUIC) is what HTTP/3 does.',
      },
      {
        id: 'b',
        text: 'It makes every response cacheable by default.',
        correct: false,
        explanation:
          'Caching rules are HTTP semantics shared by all versions; HTTP/2 changes how messages are framed on the wire, not their caching.',
      },
      {
        id: 'c',
        text: 'It removes the need for TLS.',
        correct: false,
        explanation:
          'Browsers only support HTTP/2 over TLS, so in practice it goes hand in hand with HTTPS.',
      },
      {
        id: 'd',
        text: 'It multiplexes many concurrent requests as independent streams over one connection, with compressed headers.',
        correct: true,
        explanation:
          'HTTP/1.1 allows one outstanding response per connection in practice, so browsers opened about 6 connections per host and sites used tricks like domain sharding. HTTP/2 removes that limit, though a lost TCP packet still stalls all streams.',
      },
    ],
  },
  {
    id: 'http-script-defer',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'A classic script is included in the document head:\n\n```html\n<script src="/app.js"></script>\n```\n\nYou want it to download in parallel with HTML parsing and run only after the document has been parsed, in order with other such scripts. What should you use?',
    options: [
      {
        id: 'a',
        text: 'Add the `async` attribute.',
        correct: false,
        explanation:
          '`async` scripts download in parallel but run as soon as they arrive, possibly before parsing finishes and in any order relative to each other.',
      },
      {
        id: 'b',
        text: 'Add the `defer` attribute.',
        correct: true,
        explanation:
          'Deferred scripts download without blocking the parser and execute in document order after parsing, just before `DOMContentLoaded`.',
      },
      {
        id: 'c',
        text: 'Leave it as it is; browsers already run head scripts after parsing.',
        correct: false,
        explanation:
          'A plain script blocks the parser: HTML parsing stops until the script has downloaded and run, which delays rendering.',
      },
      {
        id: 'd',
        text: 'Replace it with `<link rel="preload" href="/app.js" as="script">`.',
        correct: false,
        explanation:
          'Preload only fetches the file early so it is ready in the cache; it never executes it. A script element is still needed.',
      },
    ],
  },
  {
    id: 'http-308-permanent-redirect-post',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'You permanently moved `POST /api/v1/uploads` to `/api/v2/uploads`. Clients that follow the redirect must re-send the same method and body to the new URL. Which status code should the old endpoint return?',
    options: [
      {
        id: 'a',
        text: '`301 Moved Permanently`',
        correct: false,
        explanation:
          'For historical reasons clients, including browsers, may change a `POST` into a `GET` when following 301, dropping the body.',
      },
      {
        id: 'b',
        text: '`302 Found`',
        correct: false,
        explanation: '302 is temporary and has the same method-rewriting problem as 301.',
      },
      {
        id: 'c',
        text: '`303 See Other`',
        correct: false,
        explanation:
          '303 explicitly tells the client to fetch the new location with `GET`; it is meant for post-redirect-get after a form submission.',
      },
      {
        id: 'd',
        text: '`308 Permanent Redirect`',
        correct: true,
        explanation:
          '308 is permanent and requires the client to keep the method and body. Its temporary counterpart is 307.',
      },
    ],
  },
  // Difficulty 4
  {
    id: 'http-hashed-assets-cache-policy',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'A build produces content-hashed assets such as `main.8c1f2e.js` and an `index.html` that references them. Which caching policy lets users get new releases promptly while keeping repeat visits fast?',
    options: [
      {
        id: 'a',
        text: 'Serve everything with `Cache-Control: max-age=31536000`.',
        correct: false,
        explanation:
          'Caching `index.html` for a year means returning users keep loading the old HTML, which keeps pointing at old bundles, so they never see the release.',
      },
      {
        id: 'b',
        text: 'Serve everything with `Cache-Control: no-store`.',
        correct: false,
        explanation:
          'This is always correct but wastes bandwidth and time: unchanged bundles are downloaded on every visit.',
      },
      {
        id: 'c',
        text: 'Hashed assets: `Cache-Control: public, max-age=31536000, immutable`. `index.html`: `Cache-Control: no-cache` with an `ETag`.',
        correct: true,
        explanation:
          "A hashed file name never changes content, so it can be cached 'forever'; a new release gets a new name. The small HTML file is revalidated each time (often a cheap 304), so it picks up new asset names immediately.",
      },
      {
        id: 'd',
        text: 'Hashed assets: `Cache-Control: no-cache`. `index.html`: `Cache-Control: max-age=31536000`.',
        correct: false,
        explanation:
          'This is backwards: it revalidates files that can never change and pins the one file that does change.',
      },
    ],
  },
  {
    id: 'http-csp-nonce-policy',
    kind: 'multiple',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 120,
    prompt:
      "A site sends this Content Security Policy header:\n\n```http\nContent-Security-Policy: script-src 'nonce-R4nd0mV4lue' 'strict-dynamic'; object-src 'none'; base-uri 'none'\n```\n\nWhich statements are correct? Select all that apply.",
    options: [
      {
        id: 'a',
        text: 'The nonce must be a fresh, unpredictable value generated for every response; serving the same nonce repeatedly, for example from a cached HTML page, weakens the policy.',
        correct: true,
        explanation:
          'A nonce works because an attacker injecting markup cannot guess it. A reused nonce can be learned and copied into injected script tags.',
      },
      {
        id: 'b',
        text: 'Inline event handler attributes such as `onclick="save()"` still run, because the page has a valid nonce.',
        correct: false,
        explanation:
          'Handler attributes cannot carry a nonce, so this policy blocks them. Move handlers into nonced scripts with `addEventListener`.',
      },
      {
        id: 'c',
        text: "Because of `'strict-dynamic'`, scripts that a nonced script loads (for example by creating a script element) are allowed even without a nonce.",
        correct: true,
        explanation:
          "`'strict-dynamic'` passes trust on to scripts loaded by already-trusted scripts, which makes nonce-based CSP practical with loaders and third-party tags.",
      },
      {
        id: 'd',
        text: 'With this CSP in place, the app no longer needs to escape user content in its HTML output.',
        correct: false,
        explanation:
          'CSP is defence in depth. Injected markup can still deface pages, steal data via forms or links, or exploit gaps in the policy; output encoding remains the primary XSS defence.',
      },
    ],
  },
  {
    id: 'http-cache-control-private',
    kind: 'true-false',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 50,
    prompt:
      "True or false: a response with `Cache-Control: private, max-age=600` may be reused from the user's own browser cache for up to 10 minutes, but must not be stored by shared caches such as a CDN or proxy.",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          '`private` restricts storage to a cache dedicated to one user, and `max-age` still sets how long that copy is fresh. It suits personalised responses that are fine to reuse briefly.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          "`private` does not mean 'do not cache' (that is `no-store`); it only excludes shared caches, so the browser may still reuse the copy while it is fresh.",
      },
    ],
  },
  {
    id: 'http-tls13-zero-rtt-replay',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'TLS 1.3 lets a client that is resuming an earlier session send application data in its first flight (**0-RTT early data**). What is the main caveat for an HTTP server that accepts it?',
    options: [
      {
        id: 'a',
        text: 'Early data can be replayed by an attacker, so it should only be accepted for requests that are safe to repeat, such as idempotent `GET`s.',
        correct: true,
        explanation:
          '0-RTT data is not protected against replay. Servers limit it to idempotent requests or reject it (HTTP can signal this with `425 Too Early`).',
      },
      {
        id: 'b',
        text: 'Early data is sent in plaintext.',
        correct: false,
        explanation:
          'Early data is encrypted with keys derived from the resumption secret; the issue is replay, not confidentiality from eavesdroppers.',
      },
      {
        id: 'c',
        text: "0-RTT works on a client's very first connection to a new server.",
        correct: false,
        explanation:
          '0-RTT needs a pre-shared key from an earlier session. A first connection uses the normal TLS 1.3 handshake, which takes one round trip.',
      },
      {
        id: 'd',
        text: 'Accepting early data forces the connection to fall back to TLS 1.2.',
        correct: false,
        explanation: 'Early data is a TLS 1.3 feature; TLS 1.2 has no 0-RTT mode at all.',
      },
    ],
  },
  {
    id: 'http-http3-quic-properties',
    kind: 'multiple',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 100,
    prompt: 'Which statements about HTTP/3 are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'It runs over QUIC, which is built on UDP.',
        correct: true,
        explanation:
          'QUIC implements reliable, ordered streams, congestion control and encryption in user space on top of UDP.',
      },
      {
        id: 'b',
        text: 'A lost packet stalls only the streams whose data it carried, not every request on the connection.',
        correct: true,
        explanation:
          'QUIC tracks loss per stream, removing the transport-level head-of-line blocking that HTTP/2 suffers on TCP, which helps most on lossy networks.',
      },
      {
        id: 'c',
        text: "A connection can survive the client's IP address changing, for example when a phone switches from Wi-Fi to mobile data.",
        correct: true,
        explanation:
          'QUIC identifies connections by connection IDs rather than the address and port tuple, which enables connection migration.',
      },
      {
        id: 'd',
        text: 'Because UDP has no congestion control, HTTP/3 traffic is not congestion-controlled.',
        correct: false,
        explanation:
          'QUIC provides its own congestion control and loss recovery; it only uses UDP as a thin carrier.',
      },
      {
        id: 'e',
        text: 'It can run without encryption for internal traffic.',
        correct: false,
        explanation: 'Encryption is built into QUIC through TLS 1.3; there is no unencrypted mode.',
      },
    ],
  },
  {
    id: 'http-cors-credentials-wildcard',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 100,
    prompt:
      "A single-page app on `https://app.example.com` calls:\n\n```js\nfetch('https://api.example.com/me', { credentials: 'include' });\n```\n\nThe API answers `200` with `Access-Control-Allow-Origin: *`, but the browser blocks the script from reading the response. What is the fix?",
    options: [
      {
        id: 'a',
        text: "Add `mode: 'no-cors'` to the `fetch` options.",
        correct: false,
        explanation:
          '`no-cors` yields an opaque response whose body and headers the script cannot read, so it hides the error without solving anything.',
      },
      {
        id: 'b',
        text: 'Have the API echo the exact origin (`Access-Control-Allow-Origin: https://app.example.com`), send `Access-Control-Allow-Credentials: true`, and add `Vary: Origin`.',
        correct: true,
        explanation:
          'For credentialed requests browsers reject the `*` wildcard and require an explicit origin plus the credentials flag. `Vary: Origin` keeps caches from reusing the response for another origin.',
      },
      {
        id: 'c',
        text: "Change the call to `credentials: 'same-origin'`.",
        correct: false,
        explanation:
          'The response becomes readable, but the browser stops sending cookies to the other origin, so the API no longer knows who the user is.',
      },
      {
        id: 'd',
        text: 'Add `Access-Control-Allow-Methods: *` to the response.',
        correct: false,
        explanation:
          'Allowed methods are not the problem for a `GET`, and wildcards in these headers are not honoured for credentialed requests either.',
      },
    ],
  },
  // Difficulty 5
  {
    id: 'http-vary-origin-cdn',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      "An API behind a CDN serves `GET /config` with `Cache-Control: public, max-age=300`. For CORS it copies the request's `Origin` into `Access-Control-Allow-Origin` when the origin is on an allow-list. Users of `https://b.example.com` intermittently get CORS errors, while `https://a.example.com` usually works. What is the most likely cause and fix?",
    options: [
      {
        id: 'a',
        text: 'Browsers cache preflight results for too long; lower `Access-Control-Max-Age`.',
        correct: false,
        explanation:
          'A plain `GET` without custom headers is not preflighted, and a cached preflight would not produce an allow-origin value for the wrong site.',
      },
      {
        id: 'b',
        text: 'Browsers refuse CORS responses that come from a CDN; call the origin server directly.',
        correct: false,
        explanation:
          'Browsers do not know or care whether a CDN served the response; they only check its headers.',
      },
      {
        id: 'c',
        text: 'The CDN drops the `Origin` request header, so the API never sees it.',
        correct: false,
        explanation:
          'That would break every origin consistently, not alternate between them depending on who populated the cache.',
      },
      {
        id: 'd',
        text: 'The CDN caches the response, including the allow-origin value for whichever site requested it first, and serves it to the other site; the API should send `Vary: Origin`.',
        correct: true,
        explanation:
          'When a response depends on a request header, `Vary` must name it so caches store one variant per value. Without it, a response allowing `a.example.com` is served to `b.example.com` and the browser rejects it.',
      },
    ],
  },
  {
    id: 'http-samesite-is-not-same-origin',
    kind: 'true-false',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 75,
    prompt:
      'Both sites use HTTPS, and `example.com` is an ordinary registrable domain. True or false: a session cookie for `app.example.com` with `SameSite=Strict` is withheld from a form `POST` that a page on `blog.example.com` (run by another team, and possibly compromised) sends to `app.example.com`.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'SameSite compares sites (scheme plus registrable domain), not origins. `blog.example.com` and `app.example.com` are the same site, so even Strict cookies are sent.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'The request is cross-origin but same-site, so SameSite offers no protection against sibling subdomains. Use CSRF tokens or `Origin` checks, or host untrusted content on a separate registrable domain.',
      },
    ],
  },
  {
    id: 'http-stale-while-revalidate',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 100,
    prompt:
      'A browser cached a response with:\n\n```http\nCache-Control: max-age=60, stale-while-revalidate=300\n```\n\nWhat happens when the page requests it again when the cached copy is **200 seconds** old, and when it is **400 seconds** old?',
    options: [
      {
        id: 'a',
        text: 'At 200 s it must be revalidated before use; at 400 s the stale copy is served while revalidating in the background.',
        correct: false,
        explanation:
          'This reverses the windows: the stale-while-revalidate window starts when the response becomes stale and ends 300 s later.',
      },
      {
        id: 'b',
        text: 'Both times the cached copy is served without contacting the server.',
        correct: false,
        explanation:
          'The copy is fresh only for 60 s. After that it may be reused only while a revalidation happens, and only up to 360 s of age.',
      },
      {
        id: 'c',
        text: 'At 200 s the stale copy is served immediately and revalidated in the background; at 400 s, past 60 + 300 s, the browser must revalidate or refetch before using it.',
        correct: true,
        explanation:
          'From 60 s to 360 s of age the cache may answer instantly with the stale copy while it refreshes it asynchronously, hiding revalidation latency. Beyond that the copy is simply stale.',
      },
      {
        id: 'd',
        text: 'At 200 s the request fails because the response is stale.',
        correct: false,
        explanation:
          'Stale responses never cause errors by themselves; at worst the cache revalidates or fetches the resource again.',
      },
    ],
  },
  {
    id: 'http-refresh-token-handling',
    kind: 'multiple',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      'A single-page app authenticates with short-lived access tokens and longer-lived refresh tokens. Which statements are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'With refresh-token rotation, each refresh issues a new refresh token and invalidates the old one; if an old one is presented again, the server can assume theft and revoke the whole token family.',
        correct: true,
        explanation:
          'Reuse of a rotated token means two parties hold it, so revoking the family cuts off the attacker (and forces the real user to sign in again).',
      },
      {
        id: 'b',
        text: "Storing the tokens in `localStorage` protects them from XSS, because other sites cannot read another origin's storage.",
        correct: false,
        explanation:
          'XSS runs inside your origin, so injected script can read `localStorage` directly. Origin isolation only protects against other sites.',
      },
      {
        id: 'c',
        text: 'Short access-token lifetimes (minutes) limit how long a stolen token is useful, since a self-contained token is hard to revoke before it expires.',
        correct: true,
        explanation:
          'Resource servers usually verify signed tokens without a lookup, so a short `exp` is the main bound on misuse, with the refresh flow providing a point of control.',
      },
      {
        id: 'd',
        text: 'Keeping the refresh token in an `HttpOnly` cookie means the refresh endpoint needs no CSRF protection.',
        correct: false,
        explanation:
          'Cookies are attached automatically, so the refresh endpoint still needs `SameSite`, origin checks or CSRF tokens. `HttpOnly` only stops scripts reading the cookie.',
      },
    ],
  },
  {
    id: 'http-inp-input-delay',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'During page load, a 300 ms hydration task starts on the main thread. 100 ms into it, the user clicks a button whose event handler takes 20 ms. The browser paints the next frame 10 ms after the handler finishes. Roughly what latency does this interaction have for **Interaction to Next Paint (INP)**?',
    options: [
      {
        id: 'a',
        text: 'About 230 ms',
        correct: true,
        explanation:
          'INP counts input delay (the remaining 200 ms of the hydration task), processing time (20 ms) and presentation delay (10 ms). Breaking long tasks up so the browser can handle input sooner is the usual fix.',
      },
      {
        id: 'b',
        text: 'About 20 ms',
        correct: false,
        explanation:
          "That is only the handler's processing time. INP measures the whole wait from the user's input until the next frame is painted.",
      },
      {
        id: 'c',
        text: '0 ms, because interactions during page load are not counted',
        correct: false,
        explanation:
          "INP considers interactions throughout the page's life, including early ones; clicks during hydration are a classic source of poor INP.",
      },
      {
        id: 'd',
        text: 'About 330 ms',
        correct: false,
        explanation:
          'Only the part of the hydration task after the click delays the interaction; the first 100 ms had already run when the user clicked.',
      },
    ],
  },
  {
    id: 'http-keyset-pagination-ties',
    kind: 'single',
    skills: ['http-web'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'A REST endpoint `GET /posts?cursor=...` pages through a feed with:\n\n```sql\nSELECT * FROM posts\nWHERE created_at < $1\nORDER BY created_at DESC\nLIMIT 20;\n```\n\nThe cursor is the `created_at` of the last post on the previous page. Many posts are imported in batches with identical timestamps. What goes wrong, and what is the fix?',
    options: [
      {
        id: 'a',
        text: 'Nothing; keyset pagination is always exact.',
        correct: false,
        explanation:
          'Keyset pagination is exact only when the ordering key is unique. Here it is not.',
      },
      {
        id: 'b',
        text: "Posts sharing the last post's timestamp but not yet shown are skipped; make the cursor `(created_at, id)` and use `WHERE (created_at, id) < ($1, $2) ORDER BY created_at DESC, id DESC`.",
        correct: true,
        explanation:
          'Adding a unique tie-breaker gives a total order, so each page starts exactly after the previous one. PostgreSQL supports the row comparison and can use an index on `(created_at, id)`.',
      },
      {
        id: 'c',
        text: 'Switch to `LIMIT 20 OFFSET n` pagination.',
        correct: false,
        explanation:
          'Offsets shift when new posts arrive, producing duplicates or gaps across pages, and deep offsets get slower because skipped rows are still read.',
      },
      {
        id: 'd',
        text: 'Change `<` to `<=` so posts with the same timestamp are included.',
        correct: false,
        explanation:
          'That repeats already-shown posts, and if more than 20 posts share a timestamp the client can loop on the same page forever.',
      },
    ],
  },
];
