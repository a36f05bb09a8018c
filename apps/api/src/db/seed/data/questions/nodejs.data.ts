import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// Node.js: the event loop and its phases, streams and backpressure, buffers, ESM/CJS modules,
// processes and signals, worker threads vs cluster, errors, fs, HTTP servers, npm, security, performance.
export const nodejsQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'node-readfilesync-in-handler',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      "An HTTP handler calls `fs.readFileSync('big-report.csv')` on every request. Under load, the whole server becomes slow for every client, even ones requesting other routes. Why?",
    options: [
      {
        id: 'a',
        text: 'The read blocks the single JavaScript thread, so no other callbacks or requests can run until it finishes.',
        correct: true,
        explanation:
          'Node runs your JavaScript on one thread driven by the event loop. A synchronous call holds that thread, so every other request waits; `fs.promises.readFile` or a stream would let the loop keep serving others.',
      },
      {
        id: 'b',
        text: 'Synchronous file reads are slower per byte than asynchronous ones.',
        correct: false,
        explanation:
          'The disk work costs about the same either way. The problem is not the speed of the read itself but what the main thread cannot do while it waits.',
      },
      {
        id: 'c',
        text: 'Each synchronous call starts a new operating-system process.',
        correct: false,
        explanation:
          '`readFileSync` runs in the current process and thread; it never spawns processes. Spawning would be `child_process`.',
      },
      {
        id: 'd',
        text: 'Node limits the number of files that can be open at once to one.',
        correct: false,
        explanation:
          'Node has no such limit; the OS allows many open file descriptors per process. The slowdown comes from blocking the event loop.',
      },
    ],
  },
  {
    id: 'node-package-lock-purpose',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt: 'What is the main purpose of `package-lock.json`, and should it be committed?',
    options: [
      {
        id: 'a',
        text: 'It stops other processes from writing to `node_modules` during an install; it should be git-ignored.',
        correct: false,
        explanation:
          'Despite the name it is not a file lock. It is a snapshot of the resolved dependency tree and belongs in version control for applications.',
      },
      {
        id: 'b',
        text: 'It lists only your direct dependencies with their semver ranges, duplicating `package.json`.',
        correct: false,
        explanation:
          'Ranges live in `package.json`. The lockfile adds the exact versions chosen for every package in the tree, which is what makes installs repeatable.',
      },
      {
        id: 'c',
        text: 'It records the exact resolved version (and integrity hash) of every installed package, including transitive ones; commit it so every install is reproducible.',
        correct: true,
        explanation:
          'The lockfile pins the whole dependency tree, not just your direct ranges. Committing it means teammates, CI and production install the same versions.',
      },
      {
        id: 'd',
        text: 'It is a cache of downloaded tarballs that speeds up installs.',
        correct: false,
        explanation:
          "Tarballs are cached in npm's cache directory (e.g. `~/.npm`), not in the lockfile. The lockfile only stores metadata: versions, resolved URLs and integrity hashes.",
      },
    ],
  },
  {
    id: 'node-semver-caret-range',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'A `package.json` lists `"express": "^4.18.2"`. Which versions may npm install when resolving this range?',
    options: [
      {
        id: 'a',
        text: 'Only `4.18.2` exactly.',
        correct: false,
        explanation:
          'An exact pin would be written without a prefix: `"4.18.2"`. The caret allows newer compatible versions.',
      },
      {
        id: 'b',
        text: 'Any `4.18.x` patch release at or above `4.18.2`, but not `4.19.0`.',
        correct: false,
        explanation:
          'That is the tilde range `~4.18.2`. The caret is wider: it also allows new minor versions.',
      },
      {
        id: 'c',
        text: 'The latest published version, whatever its major number.',
        correct: false,
        explanation:
          'That would be `*` or `latest`. The caret never crosses a major version boundary (for majors of 1 or more).',
      },
      {
        id: 'd',
        text: 'Any version from `4.18.2` up to, but not including, `5.0.0`.',
        correct: true,
        explanation:
          'For a major version of 1 or more, `^` allows minor and patch updates but not a new major, because a major bump signals breaking changes under semver.',
      },
    ],
  },
  {
    id: 'node-error-first-callback',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      "In Node's classic callback APIs, such as `fs.readFile(path, callback)`, what is the convention for the callback's arguments?",
    options: [
      {
        id: 'a',
        text: '`callback(result)`; errors are thrown and must be caught with `try/catch` around `fs.readFile`.',
        correct: false,
        explanation:
          'An asynchronous error happens after `fs.readFile` has returned, so a `try/catch` around the call cannot catch it. That is why the error is passed to the callback.',
      },
      {
        id: 'b',
        text: '`callback(error, result)`: the first argument is an error or `null`, and the result follows.',
        correct: true,
        explanation:
          'This is the error-first convention. Check `if (err)` first and return; only use the result when `err` is `null`. `util.promisify` relies on this shape.',
      },
      {
        id: 'c',
        text: '`callback(result, error)`: the result comes first because it is the common case.',
        correct: false,
        explanation:
          'The order is the other way round. Putting the error first makes it hard to forget to handle it.',
      },
      {
        id: 'd',
        text: 'Two separate callbacks, `onSuccess` and `onError`.',
        correct: false,
        explanation:
          "Some libraries do this, but Node's core callback APIs use a single error-first callback.",
      },
    ],
  },
  {
    id: 'node-process-env-strings',
    kind: 'true-false',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      'True or false: values read from `process.env` are always strings (or `undefined`), so `process.env.PORT` must be converted before you do arithmetic with it.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'Environment variables are strings at the OS level, and Node even converts assigned values: `process.env.X = 1` stores `"1"`. Parse with `Number()` and validate, and remember `"false"` is a truthy string.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'Node does not infer types from environment variables. `process.env.PORT + 1` with `PORT=3000` gives `"30001"`, not `3001`.',
      },
    ],
  },
  {
    id: 'node-esm-or-cjs-detection',
    kind: 'multiple',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 60,
    prompt:
      'Which of these make Node.js treat a file as an ES module (so `import`/`export` work)? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'The file has the `.mjs` extension.',
        correct: true,
        explanation: '`.mjs` files are always loaded as ES modules, whatever `package.json` says.',
      },
      {
        id: 'b',
        text: 'The file ends in `.js` and the nearest `package.json` has `"type": "module"`.',
        correct: true,
        explanation:
          'The `type` field of the nearest `package.json` decides how `.js` files are loaded: `"module"` means ESM, `"commonjs"` (the default) means CJS.',
      },
      {
        id: 'c',
        text: 'The file has the `.cjs` extension and contains an `import` statement.',
        correct: false,
        explanation:
          '`.cjs` files are always CommonJS. A static `import` statement there is a syntax error; only dynamic `import()` is allowed.',
      },
      {
        id: 'd',
        text: 'The file calls `require()` at the top.',
        correct: false,
        explanation:
          '`require` is the CommonJS loader, and it is not defined in ES modules (you would use `createRequire` from `node:module`). Using it does not make a file ESM.',
      },
    ],
  },

  // Difficulty 2
  {
    id: 'node-nexttick-promise-timeout-order',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      "What does this CommonJS script (`order.cjs`) print when run with `node order.cjs`?\n\n```js\nsetTimeout(() => console.log('timeout'), 0);\nPromise.resolve().then(() => console.log('promise'));\nprocess.nextTick(() => console.log('tick'));\nconsole.log('sync');\n```",
    options: [
      {
        id: 'a',
        text: '`sync`, `timeout`, `promise`, `tick`',
        correct: false,
        explanation:
          'Timers run in a later event-loop phase. Both the nextTick queue and the promise microtask queue are drained before the loop moves on to timers.',
      },
      {
        id: 'b',
        text: '`sync`, `promise`, `tick`, `timeout`',
        correct: false,
        explanation:
          'In a CommonJS script, Node drains the `process.nextTick` queue before the promise microtask queue once the main script finishes, so `tick` comes before `promise`.',
      },
      {
        id: 'c',
        text: '`sync`, `tick`, `promise`, `timeout`',
        correct: true,
        explanation:
          'Synchronous code runs first. Then Node drains the nextTick queue, then promise microtasks, and only then enters the event loop, where the timer fires.',
      },
      {
        id: 'd',
        text: '`tick`, `sync`, `promise`, `timeout`',
        correct: false,
        explanation:
          '`process.nextTick` defers the callback until the current operation completes; it never interrupts synchronous code that is already running.',
      },
    ],
  },
  {
    id: 'node-buffer-byte-length',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      "What does this print?\n\n```js\nconst s = 'héllo';\nconsole.log(s.length, Buffer.from(s).length);\n```",
    options: [
      {
        id: 'a',
        text: '`5 6`',
        correct: true,
        explanation:
          '`String#length` counts UTF-16 code units (5 here), while the UTF-8 Buffer holds 6 bytes. This matters for `Content-Length` headers and byte limits: use `Buffer.byteLength(s)`.',
      },
      {
        id: 'b',
        text: '`5 5`',
        correct: false,
        explanation:
          'A Buffer counts bytes, not characters. `é` (U+00E9) takes two bytes in UTF-8, the default encoding of `Buffer.from`.',
      },
      {
        id: 'c',
        text: '`6 6`',
        correct: false,
        explanation:
          '`é` as a single precomposed character is one UTF-16 code unit, so the string length is 5. Only its UTF-8 encoding needs two bytes.',
      },
      {
        id: 'd',
        text: '`5 10`',
        correct: false,
        explanation:
          'That would be UTF-16 (two bytes per code unit). `Buffer.from(string)` encodes as UTF-8 unless you pass another encoding.',
      },
    ],
  },
  {
    id: 'node-await-does-not-block-loop',
    kind: 'true-false',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 40,
    prompt:
      'True or false: `await db.query(...)` inside a request handler blocks the event loop until the query returns, so no other request can be handled meanwhile.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          '`await` pauses only the current async function. The function returns a pending promise to its caller and the event loop keeps running other callbacks and requests.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'The async function is suspended and resumed later as a microtask when the promise settles. What does block the loop is long synchronous work, such as a CPU-heavy loop or a `*Sync` call.',
      },
    ],
  },
  {
    id: 'node-unhandled-rejection-default',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      'In Node.js 20, with default flags, what happens when a promise is rejected and no handler is ever attached to it?',
    options: [
      {
        id: 'a',
        text: 'Nothing; the rejection is silently ignored.',
        correct: false,
        explanation:
          'Silent swallowing was never the behaviour. Older versions at least printed a warning, and since Node 15 the default is stricter still.',
      },
      {
        id: 'b',
        text: 'A deprecation warning is printed and the process keeps running.',
        correct: false,
        explanation:
          'That was the behaviour up to Node 14. Since Node 15, the default `--unhandled-rejections=throw` mode treats it as an uncaught exception.',
      },
      {
        id: 'c',
        text: 'The promise is retried automatically up to three times.',
        correct: false,
        explanation:
          'Promises represent a single result and are never retried by the runtime. Retrying is something your code (or a library) must do explicitly.',
      },
      {
        id: 'd',
        text: "It is raised as an uncaught exception: the process prints the error and exits with a non-zero code, unless an `'unhandledRejection'` listener handles it.",
        correct: true,
        explanation:
          "Since Node 15 an unhandled rejection crashes the process by default (exit code 1). Always `await` or `.catch()` promises; a `process.on('unhandledRejection')` hook is for logging, not for normal error handling.",
      },
    ],
  },
  {
    id: 'node-npm-ci-vs-install',
    kind: 'multiple',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt: 'Which statements about `npm ci` are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'It installs exactly the versions recorded in `package-lock.json`.',
        correct: true,
        explanation:
          'That is its purpose: a clean, reproducible install from the lockfile, which is what you want in CI and Docker builds.',
      },
      {
        id: 'b',
        text: 'It fails if `package.json` and `package-lock.json` do not agree, instead of updating the lockfile.',
        correct: true,
        explanation:
          '`npm ci` never writes to `package.json` or the lockfile. If they are out of sync it exits with an error so the mismatch is fixed deliberately.',
      },
      {
        id: 'c',
        text: 'It deletes an existing `node_modules` folder before installing.',
        correct: true,
        explanation:
          'It always starts from an empty `node_modules`, so leftovers from earlier installs cannot hide problems.',
      },
      {
        id: 'd',
        text: 'It upgrades dependencies to the newest versions their ranges allow.',
        correct: false,
        explanation:
          'That is closer to `npm update`. `npm ci` deliberately ignores newer matching versions and sticks to the lockfile.',
      },
    ],
  },
  {
    id: 'node-gzip-transform-stream',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      'In `readable.pipe(zlib.createGzip()).pipe(writable)`, what kind of stream does `zlib.createGzip()` return?',
    options: [
      {
        id: 'a',
        text: 'A Readable stream',
        correct: false,
        explanation:
          'A Readable only produces data; it could not sit in the middle of a pipe and receive the uncompressed input.',
      },
      {
        id: 'b',
        text: 'A Transform stream (a Duplex whose output is computed from its input)',
        correct: true,
        explanation:
          'Gzip consumes uncompressed chunks on its writable side and emits compressed chunks on its readable side. A Transform is exactly that: a Duplex whose output is derived from its input.',
      },
      {
        id: 'c',
        text: 'A Writable stream',
        correct: false,
        explanation:
          'A Writable only consumes data, so nothing could be piped out of it to the next stream.',
      },
      {
        id: 'd',
        text: 'An EventEmitter that is not a stream',
        correct: false,
        explanation:
          'Every stream is an EventEmitter, but `.pipe()` needs real stream interfaces on both sides. Gzip implements them.',
      },
    ],
  },

  // Difficulty 3
  {
    id: 'node-setimmediate-vs-timeout-in-io',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      "What does this print?\n\n```js\nconst fs = require('node:fs');\n\nfs.readFile(__filename, () => {\n  setTimeout(() => console.log('timeout'), 0);\n  setImmediate(() => console.log('immediate'));\n});\n```",
    options: [
      {
        id: 'a',
        text: 'Always `immediate`, then `timeout`.',
        correct: true,
        explanation:
          'The readFile callback runs in the poll phase. The next phase is check, where `setImmediate` callbacks run; timers are only checked when the loop comes round again.',
      },
      {
        id: 'b',
        text: 'Always `timeout`, then `immediate`.',
        correct: false,
        explanation:
          'A 0 ms timer is not "run next". It waits for the timers phase, which comes after the check phase in the current iteration.',
      },
      {
        id: 'c',
        text: 'It varies between runs.',
        correct: false,
        explanation:
          'The order is non-deterministic when both are scheduled from the main module, because it depends on whether 1 ms has passed when the loop starts. Inside an I/O callback it is deterministic.',
      },
      {
        id: 'd',
        text: 'Only `immediate`; the timer is cancelled when the file closes.',
        correct: false,
        explanation:
          'Timers are not tied to file handles. Both callbacks run; only their order is in question.',
      },
    ],
  },
  {
    id: 'node-write-returns-false',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'You are writing many chunks to a file with `stream.write(chunk)`, and a call returns `false`. What should your code do?',
    options: [
      {
        id: 'a',
        text: 'Retry the same chunk, because it was rejected.',
        correct: false,
        explanation: 'The chunk was accepted and buffered. Writing it again would duplicate data.',
      },
      {
        id: 'b',
        text: 'Treat it as an error and destroy the stream.',
        correct: false,
        explanation:
          "Errors arrive through the `'error'` event or the write callback. `false` is a normal flow-control signal.",
      },
      {
        id: 'c',
        text: "Stop writing and wait for the `'drain'` event before writing more.",
        correct: true,
        explanation:
          "`false` means the internal buffer has reached `highWaterMark`. Pausing until `'drain'` is how backpressure works; ignoring it lets memory grow without limit when the destination is slower.",
      },
      {
        id: 'd',
        text: 'Nothing; the return value is only informational and can be ignored safely.',
        correct: false,
        explanation:
          'Ignoring it is the classic backpressure bug: Node keeps buffering every chunk in memory and can run out of memory on large or fast inputs.',
      },
    ],
  },
  {
    id: 'node-pipeline-vs-pipe',
    kind: 'multiple',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'Why is `await pipeline(source, transform, destination)` from `node:stream/promises` usually preferred over `source.pipe(transform).pipe(destination)`? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'If any stream fails, `pipeline` destroys all of them, so file descriptors and sockets are not leaked.',
        correct: true,
        explanation:
          'With `.pipe()`, an error in one stream does not destroy the others; you must wire up cleanup yourself. `pipeline` tears the whole chain down.',
      },
      {
        id: 'b',
        text: "Errors from every stream in the chain reject one promise, instead of needing an `'error'` listener on each stream.",
        correct: true,
        explanation:
          "`.pipe()` does not forward errors, so a missing `'error'` listener on any stream can crash the process. `pipeline` gives one place to handle failure.",
      },
      {
        id: 'c',
        text: 'Only `pipeline` handles backpressure; `.pipe()` ignores it.',
        correct: false,
        explanation:
          '`.pipe()` does handle backpressure by pausing the source when `write()` returns `false`. Its weakness is error handling and cleanup, not flow control.',
      },
      {
        id: 'd',
        text: 'You know when the whole chain has finished, because the promise resolves after the destination finishes.',
        correct: true,
        explanation:
          "The promise resolves when the last stream has finished, which is the right moment to respond or close resources. With `.pipe()` you would listen for `'finish'` or `'close'` yourself.",
      },
    ],
  },
  {
    id: 'node-cpu-bound-work-worker-threads',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'An API endpoint resizes an uploaded image in pure JavaScript, taking about 800 ms of CPU time. While it runs, all other requests stall. Which change addresses this most directly?',
    options: [
      {
        id: 'a',
        text: 'Wrap the resize in `async` / `await`.',
        correct: false,
        explanation:
          'Marking code `async` does not move it off the main thread. Synchronous CPU work inside an async function still blocks the event loop.',
      },
      {
        id: 'b',
        text: 'Increase `UV_THREADPOOL_SIZE`.',
        correct: false,
        explanation:
          'The libuv threadpool serves built-in operations such as fs, crypto and zlib. Your own JavaScript never runs on it, so a bigger pool does not help.',
      },
      {
        id: 'c',
        text: 'Split the work with `process.nextTick` calls.',
        correct: false,
        explanation:
          'nextTick callbacks run before the event loop continues, so chunks scheduled this way still starve I/O. Chunking would need `setImmediate`, and it would still not use another core.',
      },
      {
        id: 'd',
        text: 'Run the resize in a `worker_threads` Worker (ideally a pool) and await its result.',
        correct: true,
        explanation:
          'A Worker has its own thread and event loop, so CPU-heavy JavaScript runs in parallel while the main thread keeps serving requests. A pool avoids paying the startup cost per request.',
      },
    ],
  },
  {
    id: 'node-sigterm-graceful-shutdown',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      "An orchestrator (e.g. Kubernetes) sends `SIGTERM` to your Node HTTP server before killing it. Which handler gives the most graceful shutdown?\n\n```js\nprocess.on('SIGTERM', () => {\n  /* ? */\n});\n```",
    options: [
      {
        id: 'a',
        text: '`process.exit(0)` immediately.',
        correct: false,
        explanation:
          'Exiting at once drops in-flight requests and may leave database work half done. It is the same as having no graceful shutdown at all.',
      },
      {
        id: 'b',
        text: 'Call `server.close()` to stop accepting new connections, let in-flight requests finish, close the database pool, then exit; add a timeout that forces exit if that takes too long.',
        correct: true,
        explanation:
          '`server.close()` stops new connections and its callback fires once existing ones end (Node 19+ also closes idle keep-alive sockets). The safety timeout stays below the orchestrator’s grace period, after which it sends `SIGKILL`.',
      },
      {
        id: 'c',
        text: 'Ignore the signal; the orchestrator will wait for the process to exit by itself.',
        correct: false,
        explanation:
          'Adding a listener removes Node’s default behaviour of exiting, so an empty handler keeps the process alive until the orchestrator sends `SIGKILL`, which cannot be caught.',
      },
      {
        id: 'd',
        text: 'Throw an error so the `uncaughtException` handler performs the cleanup.',
        correct: false,
        explanation:
          'Using an exception for control flow is fragile and ends with a non-zero exit code, which looks like a crash to monitoring.',
      },
    ],
  },
  {
    id: 'node-libuv-threadpool-operations',
    kind: 'multiple',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      "Which of these operations are carried out on libuv's threadpool (default size 4)? Select all that apply.",
    options: [
      {
        id: 'a',
        text: '`fs.readFile`',
        correct: true,
        explanation:
          'Most operating systems lack a portable async file API, so libuv performs file operations as blocking calls on threadpool threads.',
      },
      {
        id: 'b',
        text: '`crypto.pbkdf2` and `zlib.gzip` (async versions)',
        correct: true,
        explanation:
          'CPU-heavy built-ins offload to the threadpool. Many concurrent password hashes can saturate the 4 default threads and delay unrelated file reads.',
      },
      {
        id: 'c',
        text: 'Reading from a TCP socket, such as an incoming HTTP request',
        correct: false,
        explanation:
          'Network I/O is non-blocking and is watched by the OS (epoll, kqueue, IOCP) from the event loop thread itself, with no threadpool involved.',
      },
      {
        id: 'd',
        text: '`dns.lookup`',
        correct: true,
        explanation:
          '`dns.lookup` calls the blocking `getaddrinfo` on the threadpool. `dns.resolve*` use c-ares and the network directly, so they do not use the pool.',
      },
    ],
  },

  // Difficulty 4
  {
    id: 'node-load-esm-from-cjs',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'Your service is written in CommonJS. A dependency you need has become ESM-only, and it uses top-level `await`. Which way of loading it works on every Node.js 20+ release?',
    options: [
      {
        id: 'a',
        text: "`const lib = require('lib');`",
        correct: false,
        explanation:
          'Older Node 20 releases throw `ERR_REQUIRE_ESM`. Newer releases can `require()` ES modules, but only synchronous ones; a module graph with top-level `await` throws `ERR_REQUIRE_ASYNC_MODULE`.',
      },
      {
        id: 'b',
        text: "`import lib from 'lib';` at the top of the `.js` CommonJS file",
        correct: false,
        explanation:
          'A static `import` declaration is a syntax error in a CommonJS module. You would have to convert the file (or package) to ESM first.',
      },
      {
        id: 'c',
        text: "`const lib = await import('lib');` inside an async function",
        correct: true,
        explanation:
          'Dynamic `import()` is available in CommonJS and returns a promise for the module namespace, so it handles asynchronous (top-level `await`) modules too. The cost is that the code using it becomes async.',
      },
      {
        id: 'd',
        text: "`const lib = require('lib').default;`",
        correct: false,
        explanation:
          'Reaching for `.default` does not change how the module is loaded. The `require()` call itself fails for this package for the reasons above.',
      },
    ],
  },
  {
    id: 'node-highwatermark-not-hard-limit',
    kind: 'true-false',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 50,
    prompt:
      "True or false: a Writable stream's `highWaterMark` is a hard limit; once its internal buffer exceeds it, further `write()` calls throw or drop the data.",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Writes above the mark are still accepted and buffered. The stream relies on the caller to respect the `false` return value; nothing is dropped or thrown.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          "`highWaterMark` is only a threshold for the signal: `write()` returns `false` once the buffered size reaches it, and `'drain'` fires when it empties. Backpressure is cooperative, so a producer that ignores it can exhaust memory.",
      },
    ],
  },
  {
    id: 'node-async-local-storage-purpose',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'You want every log line written while handling a request to include that request’s id, without passing the id through every function call. Which built-in is designed for this?',
    options: [
      {
        id: 'a',
        text: '`AsyncLocalStorage` from `node:async_hooks`',
        correct: true,
        explanation:
          '`als.run(store, fn)` makes `store` available through `als.getStore()` in everything `fn` calls, including across `await`, timers and callbacks, and each request gets its own store.',
      },
      {
        id: 'b',
        text: 'A module-level variable set at the start of each request',
        correct: false,
        explanation:
          'Requests interleave at every `await`, so a shared variable is overwritten by the next request and log lines get the wrong id.',
      },
      {
        id: 'c',
        text: '`process.env`, setting `REQUEST_ID` per request',
        correct: false,
        explanation:
          '`process.env` is process-wide, so it has the same interleaving problem as a global variable, and environment variables are not meant for per-request data.',
      },
      {
        id: 'd',
        text: '`worker_threads` `workerData`',
        correct: false,
        explanation:
          '`workerData` passes start-up data to a Worker thread. It has nothing to do with context that follows an asynchronous call chain on one thread.',
      },
    ],
  },
  {
    id: 'node-cluster-in-memory-state',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'A service runs with `node:cluster`, forking 4 workers on one machine. It rate-limits clients with an in-memory `Map` of request counts, allowing 100 requests per minute. What happens in practice?',
    options: [
      {
        id: 'a',
        text: 'The limit works exactly as intended, because cluster workers share the same heap.',
        correct: false,
        explanation:
          'Cluster workers are separate processes with separate memory. Only the listening socket is shared; JavaScript objects are not.',
      },
      {
        id: 'b',
        text: 'The workers crash because they write to the same `Map` concurrently.',
        correct: false,
        explanation:
          'There is no shared `Map` to race on: each process has its own copy, so nothing crashes. The bug is silent, which makes it worse.',
      },
      {
        id: 'c',
        text: 'The primary process automatically merges the maps every second.',
        correct: false,
        explanation:
          'Cluster does no state synchronisation. Workers can only exchange data through explicit IPC messages.',
      },
      {
        id: 'd',
        text: 'Each worker keeps its own counts, so a client can make up to about 400 requests per minute depending on how connections are spread.',
        correct: true,
        explanation:
          'Each process has its own `Map`, so the effective limit multiplies by the number of workers. Shared state such as rate limits or sessions belongs in an external store like Redis, or must be coordinated through the primary.',
      },
    ],
  },
  {
    id: 'node-static-file-path-traversal',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 105,
    prompt:
      "What is wrong with this static file handler, and what is a correct fix?\n\n```js\nconst root = '/srv/public';\nhttp.createServer(async (req, res) => {\n  const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));\n  res.end(await fs.readFile(file));\n});\n```",
    options: [
      {
        id: 'a',
        text: '`path.join` is slow; use string concatenation instead.',
        correct: false,
        explanation:
          'Concatenation is no safer: it keeps `..` segments just the same. The issue is security, not speed.',
      },
      {
        id: 'b',
        text: 'It allows path traversal (e.g. `/..%2f..%2fetc%2fpasswd`). Resolve the path, then reject it unless it starts with `root + path.sep`.',
        correct: true,
        explanation:
          'After decoding, `..` segments can climb out of `root`. Checking the resolved path against the root (with the separator, so `/srv/public-secret` is not accepted) blocks this.',
      },
      {
        id: 'c',
        text: 'Nothing: the `URL` parser removes every `..` segment, so the path cannot leave `root`.',
        correct: false,
        explanation:
          'The parser removes `..` segments, but an encoded slash hides them: `..%2f..%2fetc` is one segment to the parser, and `decodeURIComponent` afterwards turns it into `../../etc`. Relying on the parser is exactly the assumption attackers exploit.',
      },
      {
        id: 'd',
        text: 'It is vulnerable to SQL injection; escape the path before reading.',
        correct: false,
        explanation: 'No SQL is involved. The risk is reading arbitrary files from the filesystem.',
      },
    ],
  },
  {
    id: 'node-buffer-memory-facts',
    kind: 'multiple',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt: 'Which statements about Node.js Buffers are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: '`Buffer.allocUnsafe(n)` may contain old data from other parts of the process, so it must be fully overwritten before it is sent anywhere.',
        correct: true,
        explanation:
          'It skips zero-filling for speed, so the memory may hold leftovers such as tokens or other users’ data. `Buffer.alloc(n)` zero-fills.',
      },
      {
        id: 'b',
        text: '`buf.subarray(0, 10)` returns a copy, so changing it does not affect `buf`.',
        correct: false,
        explanation:
          '`subarray` (and the deprecated `slice`) return a view over the same memory; writing to it changes the original. Use `Buffer.from(view)` to copy.',
      },
      {
        id: 'c',
        text: 'Keeping a small `subarray` of a large Buffer alive keeps the whole underlying memory alive.',
        correct: true,
        explanation:
          'The view references the parent `ArrayBuffer`, so it cannot be garbage-collected. Copy small pieces you keep long-term, for example in a cache.',
      },
      {
        id: 'd',
        text: '`Buffer` is a subclass of `Uint8Array`, so it works with APIs that accept typed arrays.',
        correct: true,
        explanation:
          '`Buffer` extends `Uint8Array`, so `buf instanceof Uint8Array` is true and Web APIs such as `TextDecoder` accept it.',
      },
    ],
  },

  // Difficulty 5
  {
    id: 'node-recursive-nexttick-starvation',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 105,
    prompt:
      'A queue consumer processes items in small steps so it does not block the server:\n\n```js\nfunction step() {\n  processNextItem();\n  if (hasMore()) process.nextTick(step);\n}\n```\n\nWith a large backlog, incoming HTTP requests are not answered until the whole backlog is done. Why, and what is the fix?',
    options: [
      {
        id: 'a',
        text: 'The nextTick queue is drained completely before the event loop continues, so a callback that keeps scheduling itself starves I/O. Use `setImmediate(step)`, which yields to the poll phase between steps.',
        correct: true,
        explanation:
          'Ticks (and promise microtasks) added while the queue is draining run in the same drain. `setImmediate` callbacks queued during the check phase wait for the next iteration, so I/O is polled in between.',
      },
      {
        id: 'b',
        text: '`process.nextTick` runs callbacks on a separate thread that competes with HTTP parsing; use `queueMicrotask` instead.',
        correct: false,
        explanation:
          'nextTick callbacks run on the main thread. `queueMicrotask` has the same starvation problem, because the microtask queue is also drained to empty before the loop moves on.',
      },
      {
        id: 'c',
        text: '`processNextItem` must be `async`; with `await` the requests would interleave.',
        correct: false,
        explanation:
          'Awaiting resolved promises only schedules microtasks, which are drained before I/O just like ticks. Interleaving with I/O needs a macrotask boundary such as `setImmediate`.',
      },
      {
        id: 'd',
        text: 'The HTTP server is paused automatically while ticks are pending; call `server.resume()`.',
        correct: false,
        explanation:
          'There is no such pausing or `server.resume()` API. The server is simply never given a turn, because the loop cannot reach the poll phase.',
      },
    ],
  },
  {
    id: 'node-esm-tick-promise-order',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 105,
    prompt:
      "Run as an ES module (`order.mjs`), this script prints `sync`, `promise`, `tick`, `timeout`. The same code saved as `order.cjs` prints `sync`, `tick`, `promise`, `timeout`. What explains the difference?\n\n```js\nsetTimeout(() => console.log('timeout'), 0);\nPromise.resolve().then(() => console.log('promise'));\nprocess.nextTick(() => console.log('tick'));\nconsole.log('sync');\n```",
    options: [
      {
        id: 'a',
        text: 'ES modules run in strict mode, and strict mode gives promises a higher priority.',
        correct: false,
        explanation:
          'Strict mode changes language semantics such as `this` and assignments to undeclared variables; it has nothing to do with scheduling.',
      },
      {
        id: 'b',
        text: '`process.nextTick` is not supported in ES modules, so it is polyfilled with `setTimeout`.',
        correct: false,
        explanation:
          '`process.nextTick` works in ES modules exactly as documented. If it used a timer, `tick` would print after `timeout`, or in an unpredictable order.',
      },
      {
        id: 'c',
        text: 'Module evaluation is itself driven by promises, so the top-level code runs as part of a microtask. Pending microtasks are drained before Node gets a chance to process the nextTick queue.',
        correct: true,
        explanation:
          'Node processes the nextTick queue, then microtasks, when control returns to it after a script or callback. An ES module body is evaluated by the asynchronous module loader, so when it finishes V8 is already running promise jobs and drains them first. Code that relies on a precise tick-versus-promise order is fragile.',
      },
      {
        id: 'd',
        text: 'The order is random in both cases; the outputs shown are coincidences.',
        correct: false,
        explanation: 'Neither order is random. Each is deterministic for its module type.',
      },
    ],
  },
  {
    id: 'node-keepalive-timeout-502',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'A Node HTTP server sits behind a load balancer that reuses upstream keep-alive connections and closes idle ones after 60 seconds. Users see occasional 502 errors, mostly after quiet periods, and the app logs no errors. The server uses default settings. What is the most likely cause and fix?',
    options: [
      {
        id: 'a',
        text: 'The event loop is blocked; move work to worker threads.',
        correct: false,
        explanation:
          'A blocked loop causes slowness that grows with load. Errors that cluster after quiet periods point at idle connections instead.',
      },
      {
        id: 'b',
        text: 'The default `server.requestTimeout` is too low; set it to 0.',
        correct: false,
        explanation:
          '`requestTimeout` (300 s by default) limits how long receiving a whole request may take. It is unrelated to idle connections, and 0 removes a protection against slow-client attacks.',
      },
      {
        id: 'c',
        text: 'Too many sockets are open; lower `server.maxConnections`.',
        correct: false,
        explanation:
          'Refusing connections would create more errors, not fewer, and nothing suggests that the process is running out of sockets.',
      },
      {
        id: 'd',
        text: "Node's `server.keepAliveTimeout` defaults to 5 seconds, so Node closes idle connections the balancer still thinks are open. Set it above the balancer's idle timeout (e.g. 65 s), with `headersTimeout` above that.",
        correct: true,
        explanation:
          'When the balancer sends a request on a socket Node has just closed, the request fails with a 502 and never reaches your code. The upstream must keep idle connections open longer than the proxy does.',
      },
    ],
  },
  {
    id: 'node-diagnose-event-loop-blocking',
    kind: 'multiple',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'p99 latency of a Node service spikes to seconds, while CPU usage on the machine is moderate overall. You suspect something is blocking the event loop. Which of these help confirm and locate it? Select all that apply.',
    options: [
      {
        id: 'a',
        text: '`perf_hooks.monitorEventLoopDelay()`, exported as a metric',
        correct: true,
        explanation:
          'It samples how late timers fire, which directly measures how long the loop was blocked. A high p99 delay confirms the hypothesis.',
      },
      {
        id: 'b',
        text: 'Running with `--cpu-prof` (or attaching the inspector) and reading the flame graph for long synchronous frames',
        correct: true,
        explanation:
          'A CPU profile shows which JavaScript functions take the time, such as a huge `JSON.parse`, a synchronous crypto call or a catastrophic regex.',
      },
      {
        id: 'c',
        text: '`performance.eventLoopUtilization()`',
        correct: true,
        explanation:
          'ELU reports the share of time the loop was busy rather than idle in the poll phase. Near 1 means the main thread is saturated, even if the machine as a whole has spare cores.',
      },
      {
        id: 'd',
        text: 'Raising `UV_THREADPOOL_SIZE` to see whether the spikes go away',
        correct: false,
        explanation:
          'It changes a different resource. JavaScript blocking the main thread is unaffected by the pool size, so the experiment proves nothing about the loop. It only helps when the pool is the bottleneck.',
      },
    ],
  },
  {
    id: 'node-worker-transfer-arraybuffer',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      "What does the main thread log?\n\n```js\nconst { Worker } = require('node:worker_threads');\nconst worker = new Worker('./hash.js');\nconst data = new ArrayBuffer(64 * 1024 * 1024);\nworker.postMessage(data, [data]);\nconsole.log(data.byteLength);\n```",
    options: [
      {
        id: 'a',
        text: '`67108864`, because `postMessage` always copies',
        correct: false,
        explanation:
          'Without a transfer list it would copy (structured clone). Listing `data` in the second argument transfers it instead.',
      },
      {
        id: 'b',
        text: '`0`, because the ArrayBuffer was transferred and is now detached in the sender',
        correct: true,
        explanation:
          'Transferring moves ownership of the memory to the worker without copying, which is fast for large payloads. The sender is left with a detached, zero-length buffer. To share memory instead, use a `SharedArrayBuffer` with `Atomics`.',
      },
      {
        id: 'c',
        text: '`67108864`, because both threads now share the same memory',
        correct: false,
        explanation:
          'Plain ArrayBuffers are never shared; that needs a `SharedArrayBuffer`. A transfer gives sole ownership to the receiver.',
      },
      {
        id: 'd',
        text: 'It throws, because ArrayBuffers cannot be sent to workers.',
        correct: false,
        explanation:
          'ArrayBuffers are both cloneable and transferable. Things like functions or class instances with private state are what cannot be sent as-is.',
      },
    ],
  },
  {
    id: 'node-redos-event-loop',
    kind: 'single',
    skills: ['nodejs'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 105,
    prompt:
      'A profile endpoint checks that a display name is words separated by single spaces:\n\n```js\nconst valid = /^([a-zA-Z0-9]+\\s?)*$/.test(req.body.displayName);\n```\n\nA security review flags it as a denial-of-service risk for the whole server. Why?',
    options: [
      {
        id: 'a',
        text: 'Regular expressions in Node run on the libuv threadpool, and long inputs exhaust the pool.',
        correct: false,
        explanation:
          'Regex matching runs synchronously on the JavaScript thread, which is exactly why it is dangerous.',
      },
      {
        id: 'b',
        text: 'It accepts names with trailing spaces, which lets attackers create look-alike accounts.',
        correct: false,
        explanation:
          'Weak validation is a separate concern. The flagged risk is about how long the check itself can take.',
      },
      {
        id: 'c',
        text: 'The optional `\\s?` makes `([a-zA-Z0-9]+\\s?)*` ambiguous, causing catastrophic backtracking: an input such as 30 letters followed by `!` takes exponential time, blocking the single event loop for every user.',
        correct: true,
        explanation:
          'When the match fails, the engine tries every way of splitting the letters between the inner and outer quantifiers, which doubles the work with each extra letter. Fixes: make the pattern unambiguous (`^[a-zA-Z0-9]+(\\s[a-zA-Z0-9]+)*$`), cap the input length, or use a linear-time engine such as RE2.',
      },
      {
        id: 'd',
        text: 'The `$` anchor forces the regex to scan the whole request body.',
        correct: false,
        explanation:
          'Anchors are cheap; `$` only asserts the end of the tested string. The cost comes from ambiguous nested repetition.',
      },
    ],
  },
];
