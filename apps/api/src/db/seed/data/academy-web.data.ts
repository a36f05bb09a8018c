import type { CourseSeed } from '@rehearse/contracts/academy';

// Academy courses of the "web" category: 11 steps each.
export const webCourses: CourseSeed[] = [
  {
    slug: 'web-performance-fundamentals',
    title: 'Web performance fundamentals',
    description:
      'Core Web Vitals, the critical rendering path and the fixes interviewers expect you to explain',
    category: 'web',
    duration: 60,
    featured: true,
    updatedAt: '2025-05-12T09:00:00.000Z',
    steps: [
      {
        title: 'Why performance questions come up',
        subtitle: 'What interviewers are really testing',
        content: `<h2>More than trivia</h2>
<p>Performance questions test whether you understand how a browser turns bytes into pixels, and whether you can find a bottleneck instead of guessing. A good answer names a metric, explains its cause and proposes a measured fix.</p>
<p>In this course you will learn the vocabulary (Core Web Vitals, the critical rendering path, caching) and practise turning it into structured interview answers.</p>`,
      },
      {
        title: 'Core Web Vitals',
        subtitle: 'LCP, INP and CLS',
        content: `<h2>The three metrics</h2>
<ul>
<li><strong>Largest Contentful Paint (LCP)</strong>: when the main content is visible. Good is under 2.5 s.</li>
<li><strong>Interaction to Next Paint (INP)</strong>: how quickly the page responds to input. Good is under 200 ms.</li>
<li><strong>Cumulative Layout Shift (CLS)</strong>: how much content jumps around. Good is under 0.1.</li>
</ul>
<p>Measure them at the 75th percentile of real users, not only on your fast laptop. Field data (from real visits) and lab data (from a tool like Lighthouse) answer different questions; mention both.</p>`,
      },
      {
        title: 'The critical rendering path',
        subtitle: 'From HTML to pixels',
        content: `<h2>The steps</h2>
<ol>
<li>Parse HTML into the DOM; CSS into the CSSOM.</li>
<li>Combine them into the render tree.</li>
<li>Layout: compute sizes and positions.</li>
<li>Paint and composite layers to the screen.</li>
</ol>
<p>CSS is render-blocking and synchronous scripts are parser-blocking. Most "first paint is slow" answers come back to these two facts: inline the critical CSS, defer the rest, and load scripts with <code>defer</code> or <code>async</code>.</p>`,
      },
      {
        title: 'Loading JavaScript well',
        subtitle: 'defer, async, modules and code splitting',
        content: `<h2>Script attributes</h2>
<p><code>defer</code> downloads in parallel and runs in order after parsing; <code>async</code> runs as soon as it arrives, in any order. Module scripts are deferred by default.</p>
<h2>Ship less</h2>
<ul>
<li>Split code by route so the first page loads only what it needs.</li>
<li>Lazy-load heavy widgets (editors, charts) on interaction.</li>
<li>Check bundle size in CI so regressions are caught early.</li>
</ul>`,
      },
      {
        title: 'Images and fonts',
        subtitle: 'Usually the biggest bytes on the page',
        content: `<h2>Images</h2>
<ul>
<li>Serve modern formats (AVIF, WebP) with <code>srcset</code> and <code>sizes</code>.</li>
<li>Give every image width and height to reserve space and avoid layout shift.</li>
<li>Lazy-load images below the fold, but never the LCP image; preload that one instead.</li>
</ul>
<h2>Fonts</h2>
<p>Self-host and subset fonts, preload the one used above the fold and use <code>font-display: swap</code> or <code>optional</code> so text is never invisible while fonts load.</p>`,
      },
      {
        title: 'Caching and the network',
        subtitle: 'HTTP caching, CDNs and compression',
        content: `<h2>HTTP caching</h2>
<p>Give fingerprinted assets (<code>app.3f9a.js</code>) a long <code>Cache-Control: max-age</code> with <code>immutable</code>; give HTML <code>no-cache</code> so it is revalidated with an ETag.</p>
<h2>The network</h2>
<ul>
<li>Serve from a CDN close to users; use HTTP/2 or HTTP/3.</li>
<li>Compress text with Brotli or gzip.</li>
<li>Use <code>preconnect</code> for critical third-party origins.</li>
</ul>`,
      },
      {
        title: 'Rendering performance',
        subtitle: 'Layout thrashing and the main thread',
        content: `<h2>Keep the main thread free</h2>
<p>Long tasks (over 50 ms) delay input handling and hurt INP. Break work up, move heavy computation to a Web Worker and avoid doing work on every scroll event.</p>
<h2>Avoid layout thrashing</h2>
<p>Reading a layout property (<code>offsetHeight</code>) after writing styles forces a synchronous layout. Batch reads, then writes. Animate <code>transform</code> and <code>opacity</code>, which the compositor handles without layout or paint.</p>`,
      },
      {
        title: 'Measuring',
        subtitle: 'DevTools, Lighthouse and real-user monitoring',
        content: `<h2>Tools</h2>
<ul>
<li>The DevTools Performance panel shows long tasks, layout and paint.</li>
<li>Lighthouse gives a lab score and concrete suggestions.</li>
<li>The <code>web-vitals</code> library reports field metrics from real users.</li>
</ul>
<p>In an interview, say how you would measure before and after a change. "I would confirm with field data that INP at p75 dropped" is stronger than "it felt faster".</p>`,
      },
      {
        title: 'A worked example',
        subtitle: 'Diagnosing a slow product page',
        content: `<h2>The symptom</h2>
<p>A product page has an LCP of 4.8 s on mobile. The trace shows the hero image starts downloading late because it is set as a CSS background and discovered only after the stylesheet loads.</p>
<h2>The fix</h2>
<ol>
<li>Use an <code>&lt;img&gt;</code> with <code>fetchpriority="high"</code> so the preload scanner finds it.</li>
<li>Serve a correctly sized AVIF.</li>
<li>Inline the critical CSS.</li>
</ol>
<p>Result: LCP 2.1 s at p75. Notice the shape: symptom, evidence, fix, measured result.</p>`,
      },
      {
        title: 'Answering with structure',
        subtitle: 'Turning knowledge into a clear answer',
        content: `<h2>A simple frame</h2>
<ul>
<li><strong>Clarify</strong>: which metric, which users, which devices?</li>
<li><strong>Measure</strong>: what would you look at first?</li>
<li><strong>Hypothesise</strong>: the two or three likely causes.</li>
<li><strong>Fix and verify</strong>: the change and how you confirm it worked.</li>
</ul>
<p>For behavioural versions ("tell me about a time you improved performance"), use STAR and end with a number.</p>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Record your answers in Practice Interviews',
        content: `<h2>Try these</h2>
<ol>
<li>What happens between typing a URL and seeing the page?</li>
<li>Our INP is poor on the checkout page. How would you investigate?</li>
<li>When would you choose server-side rendering over client-side rendering?</li>
<li>Tell me about a time you made a page faster. What did you measure?</li>
</ol>
<p>Aim for two minutes per answer, and check your words per minute in the feedback.</p>`,
      },
    ],
  },
  {
    slug: 'javascript-interview-essentials',
    title: 'JavaScript interview essentials',
    description:
      'Closures, the event loop, promises and the other topics that appear in almost every front-end interview',
    category: 'web',
    duration: 90,
    featured: false,
    updatedAt: '2025-04-02T09:00:00.000Z',
    steps: [
      {
        title: 'How this course works',
        subtitle: 'Concepts, then questions to answer out loud',
        content: `<h2>Explain, do not recite</h2>
<p>JavaScript interviews reward explaining <em>why</em> code behaves as it does. Each step covers one concept with a small example; say the explanation aloud before reading ours.</p>
<p>The last step lists questions to record in Practice Interviews.</p>`,
      },
      {
        title: 'Scope and closures',
        subtitle: 'Functions remember where they were created',
        content: `<h2>Closures</h2>
<p>A closure is a function together with the variables of the scope it was created in. It keeps those variables alive after the outer function has returned.</p>
<p><code>const counter = () =&gt; { let n = 0; return () =&gt; ++n; };</code> Each call to <code>counter()</code> creates a new <code>n</code>, private to the returned function.</p>
<h2>The classic loop question</h2>
<p>With <code>var</code>, callbacks created in a loop share one variable; with <code>let</code>, each iteration gets its own binding.</p>`,
      },
      {
        title: 'this and binding',
        subtitle: 'Determined by how a function is called',
        content: `<h2>The rules, in order</h2>
<ol>
<li><code>new</code>: <code>this</code> is the new object.</li>
<li><code>call</code>, <code>apply</code>, <code>bind</code>: the given object.</li>
<li>Method call <code>obj.f()</code>: <code>obj</code>.</li>
<li>Plain call: <code>undefined</code> in strict mode.</li>
</ol>
<p>Arrow functions have no <code>this</code> of their own; they use the one of the enclosing scope, which is why they suit callbacks.</p>`,
      },
      {
        title: 'Prototypes and classes',
        subtitle: 'What class syntax does underneath',
        content: `<h2>The prototype chain</h2>
<p>Property lookups walk from the object to its prototype and up the chain until found or <code>null</code>. Classes are syntax over this: methods live on <code>Class.prototype</code>.</p>
<p>Be ready to explain the difference between own and inherited properties, and why adding methods to built-in prototypes is risky.</p>`,
      },
      {
        title: 'The event loop',
        subtitle: 'Tasks, microtasks and rendering',
        content: `<h2>One thread, many queues</h2>
<p>JavaScript runs one task at a time. After each task, the engine drains the microtask queue (promise callbacks, <code>queueMicrotask</code>) before the browser may render and take the next task (timers, events).</p>
<p>So <code>setTimeout(f, 0)</code> runs after <code>Promise.resolve().then(g)</code>, even though both look immediate. Draw the queues when you answer; interviewers like seeing the model.</p>`,
      },
      {
        title: 'Promises and async/await',
        subtitle: 'Composition and error handling',
        content: `<h2>Composition</h2>
<ul>
<li><code>Promise.all</code>: all succeed, or the first rejection.</li>
<li><code>Promise.allSettled</code>: every outcome, never rejects.</li>
<li><code>Promise.race</code> / <code>Promise.any</code>: first settled / first fulfilled.</li>
</ul>
<h2>Errors</h2>
<p>An <code>await</code> inside <code>try</code> catches the rejection. A promise nobody awaits or catches becomes an unhandled rejection. Running independent awaits in sequence is a common performance bug; start them together and await <code>Promise.all</code>.</p>`,
      },
      {
        title: 'Equality and types',
        subtitle: '== versus ===, and the surprising cases',
        content: `<h2>Use ===</h2>
<p>Strict equality compares without conversion. Loose equality converts, which gives <code>0 == ''</code> as true. <code>NaN</code> is not equal to itself; use <code>Number.isNaN</code>.</p>
<p>Objects compare by reference: two identical object literals are not equal. Mention <code>structuredClone</code> for deep copies and why spreading copies only one level.</p>`,
      },
      {
        title: 'Immutability and array methods',
        subtitle: 'map, filter, reduce and friends',
        content: `<h2>Non-mutating methods</h2>
<p><code>map</code>, <code>filter</code>, <code>slice</code>, <code>toSorted</code> and <code>toSpliced</code> return new arrays; <code>sort</code>, <code>splice</code> and <code>push</code> change the array in place. In React state, mutating in place is a classic bug.</p>
<p>Be ready to implement <code>map</code> with <code>reduce</code>, or to flatten a nested array, on a whiteboard.</p>`,
      },
      {
        title: 'Modules',
        subtitle: 'ES modules, imports and bundling',
        content: `<h2>ES modules</h2>
<p>Imports are static and live bindings; that is what lets bundlers remove unused code (tree shaking). Dynamic <code>import()</code> returns a promise and is the basis of code splitting.</p>
<p>Know the difference from CommonJS: <code>require</code> is synchronous and returns a copy of <code>module.exports</code> at that moment.</p>`,
      },
      {
        title: 'Coding exercise: debounce',
        subtitle: 'A favourite live-coding question',
        content: `<h2>The task</h2>
<p>Write <code>debounce(fn, wait)</code>: the returned function calls <code>fn</code> only after <code>wait</code> ms without further calls.</p>
<h2>What to say while coding</h2>
<ul>
<li>A closure keeps the timer id between calls.</li>
<li>Each call clears the previous timer and starts a new one.</li>
<li>Pass the latest arguments and <code>this</code> through.</li>
</ul>
<p>Then discuss the difference from throttle, and when a search box wants each.</p>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Record your answers in Practice Interviews',
        content: `<h2>Try these</h2>
<ol>
<li>Explain closures to a junior colleague, with an example.</li>
<li>In which order do these logs print, and why? (a timeout, a promise, a plain log)</li>
<li>How would you run five requests with at most two in flight?</li>
<li>Tell me about a bug you found that came from shared mutable state.</li>
</ol>`,
      },
    ],
  },
];
