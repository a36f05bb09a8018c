import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// JavaScript: language semantics, async and the event loop, modules, and runtime behaviour.
export const javascriptQuestions: readonly ChoiceQuestionSeed[] = [
  {
    id: 'js-const-object-mutation',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      "What happens when this code runs?\n\n```js\nconst settings = { theme: 'light' };\nsettings.theme = 'dark'; // line 2\nsettings = {};           // line 3\n```",
    options: [
      {
        id: 'a',
        text: "Line 2 changes `theme` to `'dark'`; line 3 throws a `TypeError` because `settings` cannot be reassigned.",
        correct: true,
        explanation:
          '`const` fixes the binding, not the value: you may mutate the object it points to, but assigning a new value to the variable throws `TypeError: Assignment to constant variable`.',
      },
      {
        id: 'b',
        text: 'Both line 2 and line 3 throw a `TypeError`.',
        correct: false,
        explanation:
          '`const` does not make the object immutable, so line 2 is fine. Only rebinding the variable itself is forbidden.',
      },
      {
        id: 'c',
        text: 'Both lines run without error.',
        correct: false,
        explanation:
          'Reassigning a `const` binding always fails at runtime (and most linters flag it earlier).',
      },
      {
        id: 'd',
        text: 'Line 2 throws because objects declared with `const` are frozen; line 3 never runs.',
        correct: false,
        explanation:
          "Freezing is what `Object.freeze` does; `const` has nothing to do with the object's properties.",
      },
    ],
  },
  {
    id: 'js-falsy-values',
    kind: 'multiple',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'Which of these values are falsy, so that `if (value)` skips its block? Select all that apply.',
    options: [
      {
        id: 'a',
        text: "`'0'`",
        correct: false,
        explanation:
          "Any non-empty string is truthy, including `'0'` and `' '`. Only the empty string `''` is falsy.",
      },
      {
        id: 'b',
        text: '`NaN`',
        correct: true,
        explanation:
          "`NaN` is one of the falsy values, together with `false`, `0`, `-0`, `0n`, `''`, `null` and `undefined`.",
      },
      {
        id: 'c',
        text: '`[]`',
        correct: false,
        explanation:
          'Every object is truthy, including empty arrays and empty objects. Check `array.length` to test for emptiness.',
      },
      {
        id: 'd',
        text: '`0n`',
        correct: true,
        explanation: 'The BigInt zero is falsy, just like the number `0`.',
      },
      {
        id: 'e',
        text: "`'false'`",
        correct: false,
        explanation:
          'This is a non-empty string, so it is truthy; the text it contains does not matter.',
      },
    ],
  },
  {
    id: 'js-map-vs-foreach-return',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'What does this log?\n\n```js\nconst nums = [1, 2, 3];\nconst a = nums.map((n) => n * 2);\nconst b = nums.forEach((n) => n * 2);\nconsole.log(a, b);\n```',
    options: [
      {
        id: 'a',
        text: '`[2, 4, 6] [2, 4, 6]`',
        correct: false,
        explanation: '`forEach` ignores what the callback returns and does not build a new array.',
      },
      {
        id: 'b',
        text: '`[2, 4, 6] [1, 2, 3]`',
        correct: false,
        explanation: '`forEach` does not return the original array either; it returns `undefined`.',
      },
      {
        id: 'c',
        text: '`[2, 4, 6] undefined`',
        correct: true,
        explanation:
          "`map` returns a new array of the callback's results; `forEach` only runs the callback for its side effects and always returns `undefined`.",
      },
      {
        id: 'd',
        text: '`undefined undefined`',
        correct: false,
        explanation: '`map` does return a new array; only `forEach` returns `undefined`.',
      },
    ],
  },
  {
    id: 'js-nullish-coalescing-vs-or',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      "What are `retries` and `name` after this runs?\n\n```js\nconst config = { retries: 0, name: '' };\nconst retries = config.retries ?? 3;\nconst name = config.name || 'default';\n```",
    options: [
      {
        id: 'a',
        text: "`retries` is `3`, `name` is `'default'`",
        correct: false,
        explanation: '`??` only falls back for `null` or `undefined`; `0` is kept.',
      },
      {
        id: 'b',
        text: "`retries` is `0`, `name` is `''`",
        correct: false,
        explanation:
          "`||` falls back for any falsy value, and `''` is falsy, so `name` becomes `'default'`.",
      },
      {
        id: 'c',
        text: "`retries` is `3`, `name` is `''`",
        correct: false,
        explanation: 'This swaps the behaviour of the two operators.',
      },
      {
        id: 'd',
        text: "`retries` is `0`, `name` is `'default'`",
        correct: true,
        explanation:
          "`??` (nullish coalescing) keeps `0` because it is neither `null` nor `undefined`; `||` replaces every falsy value, including `''`. Use `??` when `0` or `''` are valid settings.",
      },
    ],
  },
  {
    id: 'js-arrow-function-call-this',
    kind: 'true-false',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      'True or false: calling an arrow function with `fn.call(otherObject)` makes `this` inside it refer to `otherObject`.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Arrow functions have no `this` of their own; they use the `this` of the scope where they were defined, and `call`, `apply` and `bind` cannot change it.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          "Correct: an arrow function's `this` is taken lexically from the enclosing scope, so `call`, `apply` and `bind` only pass the arguments and ignore the `this` value.",
      },
    ],
  },
  {
    id: 'js-plus-minus-string-coercion',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt: "What does this log?\n\n```js\nconsole.log('5' + 2, '5' - 2);\n```",
    options: [
      {
        id: 'a',
        text: '`7 3`',
        correct: false,
        explanation: '`+` with a string operand does string concatenation, not addition.',
      },
      {
        id: 'b',
        text: '`52 3`',
        correct: true,
        explanation:
          "If either operand of `+` is a string, both are converted to strings and joined, giving `'52'`. `-` is only numeric, so `'5'` is converted to `5` and the result is `3`.",
      },
      {
        id: 'c',
        text: '`52 NaN`',
        correct: false,
        explanation: "`'5'` converts cleanly to the number `5`, so `'5' - 2` is `3`, not `NaN`.",
      },
      {
        id: 'd',
        text: '`7 7`',
        correct: false,
        explanation:
          'Only `-` converts the string to a number; `+` prefers concatenation when a string is involved.',
      },
    ],
  },
  {
    id: 'js-closure-loop-var',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'What does this log?\n\n```js\nfor (var i = 0; i < 3; i++) {\n  setTimeout(() => console.log(i), 0);\n}\n```',
    options: [
      {
        id: 'a',
        text: '`0 1 2`',
        correct: false,
        explanation:
          'That is what you get with `let`, which creates a fresh binding for each iteration. `var` has a single function-scoped binding.',
      },
      {
        id: 'b',
        text: '`2 2 2`',
        correct: false,
        explanation:
          'The loop only stops once `i < 3` is false, so `i` has been incremented to `3` by the time the callbacks run.',
      },
      {
        id: 'c',
        text: '`undefined undefined undefined`',
        correct: false,
        explanation:
          'The callbacks can still reach `i` through the closure; it has not gone out of scope.',
      },
      {
        id: 'd',
        text: '`3 3 3`',
        correct: true,
        explanation:
          'All three callbacks close over the same `var i`. They run after the loop has finished, when `i` is `3`. Changing `var` to `let` gives each iteration its own `i` and logs `0 1 2`.',
      },
    ],
  },
  {
    id: 'js-let-temporal-dead-zone',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      'What happens when `show()` is called?\n\n```js\nfunction show() {\n  console.log(value);\n  let value = 42;\n}\nshow();\n```',
    options: [
      {
        id: 'a',
        text: 'It throws a `ReferenceError`.',
        correct: true,
        explanation:
          "`let` and `const` are hoisted to the top of their block but stay uninitialised until the declaration runs (the temporal dead zone). Reading them earlier throws `ReferenceError: Cannot access 'value' before initialization`.",
      },
      {
        id: 'b',
        text: 'It logs `undefined`.',
        correct: false,
        explanation:
          'That would happen with `var`, whose declaration is hoisted and initialised to `undefined`.',
      },
      {
        id: 'c',
        text: 'It logs `42`.',
        correct: false,
        explanation: 'The assignment has not run yet when `console.log` executes.',
      },
      {
        id: 'd',
        text: 'It logs `null`.',
        correct: false,
        explanation: 'JavaScript never implicitly initialises variables to `null`.',
      },
    ],
  },
  {
    id: 'js-default-sort-lexicographic',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt: 'What does this return?\n\n```js\n[10, 1, 5, 100].sort();\n```',
    options: [
      {
        id: 'a',
        text: '`[1, 5, 10, 100]`',
        correct: false,
        explanation: 'That needs a numeric comparator: `.sort((a, b) => a - b)`.',
      },
      {
        id: 'b',
        text: '`[1, 10, 100, 5]`',
        correct: true,
        explanation:
          "Without a comparator, `sort` converts elements to strings and compares them by UTF-16 code units, so `'100'` sorts before `'5'`. Note that it also sorts the array in place.",
      },
      {
        id: 'c',
        text: '`[100, 10, 5, 1]`',
        correct: false,
        explanation: 'The default order is ascending, and it is based on strings, not numbers.',
      },
      {
        id: 'd',
        text: 'It throws a `TypeError` because no comparator was given.',
        correct: false,
        explanation: 'The comparator is optional; without it, a string comparison is used.',
      },
    ],
  },
  {
    id: 'js-spread-shallow-copy',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      "What does this log?\n\n```js\nconst original = { name: 'Ada', address: { city: 'London' } };\nconst copy = { ...original };\ncopy.name = 'Grace';\ncopy.address.city = 'Paris';\nconsole.log(original.name, original.address.city);\n```",
    options: [
      {
        id: 'a',
        text: '`Ada London`',
        correct: false,
        explanation:
          'Spread copies only the top level; `copy.address` and `original.address` are the same object.',
      },
      {
        id: 'b',
        text: '`Grace Paris`',
        correct: false,
        explanation:
          '`name` is a primitive copied into the new object, so changing `copy.name` does not affect `original`.',
      },
      {
        id: 'c',
        text: '`Ada Paris`',
        correct: true,
        explanation:
          'Object spread makes a shallow copy: top-level primitives are copied, but nested objects are shared by reference. Use `structuredClone` (or copy the nested object too) for a deep copy.',
      },
      {
        id: 'd',
        text: '`Grace London`',
        correct: false,
        explanation:
          'This reverses what is shared: the nested object is shared, the top-level string is not.',
      },
    ],
  },
  {
    id: 'js-destructuring-default-undefined-only',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'What does this log?\n\n```js\nconst { a = 1, b = 2, c = 3 } = { a: undefined, b: null };\nconsole.log(a, b, c);\n```',
    options: [
      {
        id: 'a',
        text: '`1 2 3`',
        correct: false,
        explanation:
          'Defaults are not used for `null`; `null` is a real value as far as destructuring is concerned.',
      },
      {
        id: 'b',
        text: '`1 null 3`',
        correct: true,
        explanation:
          'A destructuring default applies only when the value is `undefined`, which covers both an explicit `undefined` (`a`) and a missing property (`c`). `null` is kept as is.',
      },
      {
        id: 'c',
        text: '`undefined null 3`',
        correct: false,
        explanation:
          'An explicit `undefined` triggers the default just like a missing property does.',
      },
      {
        id: 'd',
        text: '`undefined null undefined`',
        correct: false,
        explanation:
          'Both `a` and `c` are `undefined` before defaults are applied, so both get their defaults.',
      },
    ],
  },
  {
    id: 'js-function-expression-hoisting',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      "What happens when this script runs?\n\n```js\nconsole.log(declared());\nconsole.log(expressed());\n\nfunction declared() {\n  return 'declared';\n}\nvar expressed = function () {\n  return 'expressed';\n};\n```",
    options: [
      {
        id: 'a',
        text: 'It logs `declared`, then `expressed`.',
        correct: false,
        explanation:
          'Only the `var expressed` declaration is hoisted, not the function assigned to it.',
      },
      {
        id: 'b',
        text: 'It throws a `ReferenceError` on the first line.',
        correct: false,
        explanation:
          'Function declarations are hoisted together with their body, so `declared()` works before its definition.',
      },
      {
        id: 'c',
        text: 'It logs `declared`, then throws `TypeError: expressed is not a function`.',
        correct: true,
        explanation:
          'Function declarations are fully hoisted. `var expressed` is hoisted but is `undefined` until the assignment runs, and calling `undefined` is a `TypeError`.',
      },
      {
        id: 'd',
        text: 'It logs `declared`, then logs `undefined`.',
        correct: false,
        explanation:
          'The code calls `expressed()`, and calling `undefined` throws rather than returning `undefined`.',
      },
    ],
  },
  {
    id: 'js-event-loop-microtask-order',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      "In what order are the letters logged?\n\n```js\nconsole.log('A');\nsetTimeout(() => console.log('B'), 0);\nPromise.resolve().then(() => console.log('C'));\nconsole.log('D');\n```",
    options: [
      {
        id: 'a',
        text: '`A B C D`',
        correct: false,
        explanation:
          'Callbacks from `setTimeout` and `then` never run in the middle of synchronous code; `D` is logged before either.',
      },
      {
        id: 'b',
        text: '`A D B C`',
        correct: false,
        explanation:
          'A zero-delay timer is a task (macrotask). Promise callbacks are microtasks, and the microtask queue is drained before the next task runs.',
      },
      {
        id: 'c',
        text: '`A D C B`',
        correct: true,
        explanation:
          'The synchronous code logs `A` and `D` first. When the call stack empties, all microtasks run (`C`), and only then does the event loop take the next task, the timer (`B`).',
      },
      {
        id: 'd',
        text: '`A C D B`',
        correct: false,
        explanation:
          '`then` callbacks are always asynchronous, even for an already resolved promise, so `C` cannot come before `D`.',
      },
    ],
  },
  {
    id: 'js-extracted-method-this',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'What happens on the last line?\n\n```js\nclass Counter {\n  count = 0;\n  increment() {\n    this.count++;\n  }\n}\nconst counter = new Counter();\nconst inc = counter.increment;\ninc();\n```',
    options: [
      {
        id: 'a',
        text: 'It throws a `TypeError` because `this` is `undefined`.',
        correct: true,
        explanation:
          'Calling a detached method leaves `this` as `undefined` in strict code, and class code is always strict, so `this.count` throws. Fix it with `counter.increment.bind(counter)`, a wrapper arrow function, or an arrow-function class field.',
      },
      {
        id: 'b',
        text: '`counter.count` becomes `1`.',
        correct: false,
        explanation:
          '`this` is decided by how a function is called, not where it was defined. `inc()` is called without an object, so it is not bound to `counter`.',
      },
      {
        id: 'c',
        text: 'It increments a global `count` variable.',
        correct: false,
        explanation:
          'That only happens for sloppy-mode functions, where a missing `this` becomes the global object. Class bodies are always strict mode.',
      },
      {
        id: 'd',
        text: 'Nothing happens; the call is silently ignored.',
        correct: false,
        explanation: 'The method body does run, and reading a property of `undefined` throws.',
      },
    ],
  },
  {
    id: 'js-sequential-vs-parallel-await',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      '`wait(ms)` returns a promise that resolves after `ms` milliseconds. Roughly how long does each function take?\n\n```js\nasync function sequential() {\n  await wait(1000);\n  await wait(1000);\n}\n\nasync function parallel() {\n  await Promise.all([wait(1000), wait(1000)]);\n}\n```',
    options: [
      {
        id: 'a',
        text: 'Both take about 1 second.',
        correct: false,
        explanation:
          'In `sequential`, the second timer is not even started until the first `await` has finished.',
      },
      {
        id: 'b',
        text: 'Both take about 2 seconds.',
        correct: false,
        explanation:
          'In `parallel`, both timers are started before anything is awaited, so they run at the same time.',
      },
      {
        id: 'c',
        text: '`sequential` takes about 1 second; `parallel` about 2.',
        correct: false,
        explanation: 'This is the wrong way round: `Promise.all` runs the operations concurrently.',
      },
      {
        id: 'd',
        text: '`sequential` takes about 2 seconds; `parallel` about 1.',
        correct: true,
        explanation:
          'Each `await` pauses until its promise settles, so awaiting one after the other adds the delays. Starting both and awaiting `Promise.all` lets them overlap. Use this for independent I/O such as unrelated API calls.',
      },
    ],
  },
  {
    id: 'js-default-param-fresh-each-call',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      "What does this log?\n\n```js\nfunction addItem(item, list = []) {\n  list.push(item);\n  return list;\n}\naddItem('a');\nconsole.log(addItem('b'));\n```",
    options: [
      {
        id: 'a',
        text: "`['a', 'b']`",
        correct: false,
        explanation:
          'This is the well-known Python pitfall, where a default is created once. JavaScript evaluates a default expression on every call that needs it.',
      },
      {
        id: 'b',
        text: "`['a']`",
        correct: false,
        explanation:
          "The second call pushes `'b'` into its own new array; the first call's array is gone.",
      },
      {
        id: 'c',
        text: 'It throws a `TypeError` because defaults must be primitives.',
        correct: false,
        explanation:
          'Any expression may be a default, including objects, arrays and function calls.',
      },
      {
        id: 'd',
        text: "`['b']`",
        correct: true,
        explanation:
          'Default parameter expressions are evaluated at call time, each time the argument is `undefined`, so every call without `list` gets a new empty array.',
      },
    ],
  },
  {
    id: 'js-json-stringify-behaviour',
    kind: 'multiple',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'Consider:\n\n```js\nconst json = JSON.stringify({\n  id: 1,\n  note: undefined,\n  onClick() {},\n  createdAt: new Date(0),\n  tags: [undefined],\n});\n```\n\nWhich statements are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'The `note` property is left out of the output.',
        correct: true,
        explanation:
          'Object properties whose value is `undefined`, a function or a symbol are omitted by `JSON.stringify`.',
      },
      {
        id: 'b',
        text: "`onClick` is written as a string containing the function's source.",
        correct: false,
        explanation: 'Functions are not valid JSON; as an object property they are simply omitted.',
      },
      {
        id: 'c',
        text: '`createdAt` becomes the string `"1970-01-01T00:00:00.000Z"`.',
        correct: true,
        explanation:
          '`Date` has a `toJSON` method that returns its ISO 8601 string, and `JSON.stringify` calls `toJSON` when it exists.',
      },
      {
        id: 'd',
        text: '`tags` becomes `[null]`.',
        correct: true,
        explanation:
          'Inside arrays, `undefined`, functions and symbols become `null` so that the positions of the other elements are kept.',
      },
      {
        id: 'e',
        text: '`JSON.parse(json).createdAt` is a `Date` object again.',
        correct: false,
        explanation:
          'JSON has no date type: parsing gives back a plain string, which you must convert yourself (for example with `new Date(...)` or a reviver function).',
      },
    ],
  },
  {
    id: 'js-sort-is-stable',
    kind: 'true-false',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 30,
    prompt:
      'True or false: `Array.prototype.sort` is guaranteed to be stable, so items that compare as equal keep their original relative order.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'Correct: ES2019 made stability a requirement, and all current engines comply. Sorting by a secondary key and then by a primary key therefore works as expected.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'Stability used to be implementation-dependent, but since ES2019 the specification requires `sort` to be stable.',
      },
    ],
  },
  {
    id: 'js-esm-live-bindings',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      "With ES modules, what does `main.js` log?\n\n```js\n// counter.js\nexport let count = 0;\nexport function increment() {\n  count++;\n}\n```\n\n```js\n// main.js\nimport { count, increment } from './counter.js';\nincrement();\nconsole.log(count);\n```",
    options: [
      {
        id: 'a',
        text: '`1`',
        correct: true,
        explanation:
          "ES module imports are live, read-only bindings to the exporting module's variables. When `counter.js` updates `count`, every importer sees the new value.",
      },
      {
        id: 'b',
        text: '`0`',
        correct: false,
        explanation:
          'This assumes `import` copies the value, which is closer to destructuring a CommonJS `require()` result. ES module imports are not copies.',
      },
      {
        id: 'c',
        text: 'It throws a `TypeError` because imported bindings are read-only.',
        correct: false,
        explanation:
          'They are read-only for the importer (`count = 5` in `main.js` would throw), but the exporting module may change its own variables.',
      },
      {
        id: 'd',
        text: '`undefined`',
        correct: false,
        explanation:
          '`count` is initialised to `0` when `counter.js` is evaluated, which happens before `main.js` runs.',
      },
    ],
  },
  {
    id: 'js-weakmap-properties',
    kind: 'multiple',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt: 'Which statements about `WeakMap` are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'You can loop over its entries or read its `size`.',
        correct: false,
        explanation:
          'A `WeakMap` is deliberately not iterable and has no `size`, because its contents depend on when garbage collection happens.',
      },
      {
        id: 'b',
        text: 'An entry does not keep its key alive: once the key object is unreachable elsewhere, the entry can be garbage-collected.',
        correct: true,
        explanation:
          'This is the point of a `WeakMap`: keys are held weakly, so the map never causes a memory leak on its own.',
      },
      {
        id: 'c',
        text: 'Strings and numbers cannot be used as keys.',
        correct: true,
        explanation:
          "Keys must be objects (or, since ES2023, non-registered symbols); `map.set('id', 1)` throws a `TypeError`.",
      },
      {
        id: 'd',
        text: 'Values are held weakly too, so a large value can be collected while its key is still in use.',
        correct: false,
        explanation:
          'Values are held strongly for as long as their key is alive; only the key is held weakly.',
      },
      {
        id: 'e',
        text: 'It is a good way to attach private data to objects you do not own, such as DOM nodes.',
        correct: true,
        explanation:
          "The data is tied to the object's lifetime and disappears with it, without adding properties to the object.",
      },
    ],
  },
  {
    id: 'js-async-error-without-await',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      "What happens when this runs in Node.js 20?\n\n```js\nasync function save() {\n  throw new Error('disk full');\n}\n\nfunction handler() {\n  try {\n    save();\n  } catch (err) {\n    console.log('caught', err.message);\n  }\n}\n\nhandler();\n```",
    options: [
      {
        id: 'a',
        text: 'It logs `caught disk full`.',
        correct: false,
        explanation:
          'The error is not thrown synchronously: an async function turns it into a rejected promise, and `try`/`catch` only sees it if you `await` that promise.',
      },
      {
        id: 'b',
        text: 'The error escapes from `save()` synchronously and crashes at the call site.',
        correct: false,
        explanation:
          'Code inside an async function never throws to its caller; every error becomes a rejection of the returned promise.',
      },
      {
        id: 'c',
        text: 'Nothing is logged by the `catch`; the rejection is unhandled, and by default Node.js terminates the process.',
        correct: true,
        explanation:
          '`save()` returns a rejected promise that nobody handles. Since Node.js 15, `--unhandled-rejections=throw` is the default, so an unhandled rejection crashes the process. Make `handler` async and `await save()`, or attach a `.catch`.',
      },
      {
        id: 'd',
        text: 'Nothing happens, because async functions swallow their errors.',
        correct: false,
        explanation:
          'The error is not swallowed; it is stored in the rejected promise and reported as an unhandled rejection if nobody handles it.',
      },
    ],
  },
  {
    id: 'js-generator-two-way-next',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "What are the three logged values?\n\n```js\nfunction* conversation() {\n  const name = yield 'What is your name?';\n  yield `Hello, ${name}`;\n}\n\nconst it = conversation();\nconsole.log(it.next('ignored').value);\nconsole.log(it.next('Ada').value);\nconsole.log(it.next().done);\n```",
    options: [
      {
        id: 'a',
        text: '`What is your name?`, `Hello, ignored`, `false`',
        correct: false,
        explanation:
          'The argument of the first `next()` is discarded: there is no paused `yield` expression yet to receive it.',
      },
      {
        id: 'b',
        text: '`What is your name?`, `Hello, Ada`, `false`',
        correct: false,
        explanation:
          'The third `next()` resumes after the last `yield` and runs to the end of the function, which completes the generator with `done: true`.',
      },
      {
        id: 'c',
        text: '`Hello, ignored`, `Hello, Ada`, `true`',
        correct: false,
        explanation:
          'The first `next()` runs up to the first `yield` and returns its operand, the question.',
      },
      {
        id: 'd',
        text: '`What is your name?`, `Hello, Ada`, `true`',
        correct: true,
        explanation:
          "The first `next()` starts the body and pauses at the first `yield`. The value passed to the second `next()` becomes the result of that `yield`, so `name` is `'Ada'`. The third call finishes the function and returns `{ value: undefined, done: true }`.",
      },
    ],
  },
  {
    id: 'js-class-fields-vs-methods',
    kind: 'multiple',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "Given this class, which statements are true? Select all that apply.\n\n```js\nclass Button {\n  label = 'Save';\n  onClick = () => console.log(this.label);\n  render() {\n    return this.label;\n  }\n}\n```",
    options: [
      {
        id: 'a',
        text: 'Each instance gets its own `onClick` function, while `render` is shared through `Button.prototype`.',
        correct: true,
        explanation:
          'Class fields are created on every instance by the constructor; methods are defined once on the prototype.',
      },
      {
        id: 'b',
        text: '`const { onClick } = new Button(); onClick();` logs `Save`.',
        correct: true,
        explanation:
          'The arrow function is created during construction and captures that instance as `this`, so it still works when detached, which is why this pattern is used for callbacks.',
      },
      {
        id: 'c',
        text: 'A subclass can override `onClick` as a method and call `super.onClick()`.',
        correct: false,
        explanation:
          "`super.onClick` looks on the parent's prototype, but `onClick` is an own property of the instance, so `super.onClick` is `undefined`. Moreover, the parent's field would shadow a method defined on the subclass prototype.",
      },
      {
        id: 'd',
        text: "`Object.keys(new Button())` includes `'render'`.",
        correct: false,
        explanation:
          "It returns `['label', 'onClick']`: methods live on the prototype and are not own properties (they are also non-enumerable).",
      },
    ],
  },
  {
    id: 'js-finally-return-overrides',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      "What does this log?\n\n```js\nfunction read() {\n  try {\n    throw new Error('boom');\n  } finally {\n    return 'fallback';\n  }\n}\nconsole.log(read());\n```",
    options: [
      {
        id: 'a',
        text: 'It throws `Error: boom`; `finally` cannot change what happens to an exception.',
        correct: false,
        explanation:
          '`finally` normally lets the exception continue, but a `return` (or `throw`) inside `finally` replaces the pending completion.',
      },
      {
        id: 'b',
        text: 'It logs `fallback`, and the error is discarded.',
        correct: true,
        explanation:
          'A `return` in `finally` overrides whatever the `try` or `catch` was doing, including a thrown error, which is silently lost. This is why linters flag control flow in `finally` (ESLint `no-unsafe-finally`).',
      },
      {
        id: 'c',
        text: 'It logs `fallback`, then throws `Error: boom`.',
        correct: false,
        explanation:
          'Once `finally` returns, the pending exception is dropped; it is not rethrown later.',
      },
      {
        id: 'd',
        text: 'It is a `SyntaxError` to use `return` in `finally`.',
        correct: false,
        explanation: 'It is allowed, just usually a mistake.',
      },
    ],
  },
  {
    id: 'js-async-await-interleaving',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "In what order are the lines logged?\n\n```js\nasync function task() {\n  console.log('t1');\n  await null;\n  console.log('t2');\n}\n\nconsole.log('start');\ntask();\nPromise.resolve().then(() => console.log('p'));\nconsole.log('end');\n```",
    options: [
      {
        id: 'a',
        text: '`start t1 t2 p end`',
        correct: false,
        explanation:
          '`await` always suspends the function, even when the awaited value is not a promise, so `t2` cannot run before the synchronous `end`.',
      },
      {
        id: 'b',
        text: '`start t1 end p t2`',
        correct: false,
        explanation:
          'The continuation after `await null` was queued first (when `task()` ran), so it runs before the `then` callback queued afterwards.',
      },
      {
        id: 'c',
        text: '`start end t1 t2 p`',
        correct: false,
        explanation:
          'Calling an async function does not defer its start: the body runs immediately until the first `await`.',
      },
      {
        id: 'd',
        text: '`start t1 end t2 p`',
        correct: true,
        explanation:
          'An async function runs synchronously up to its first `await`, so `t1` comes right after `start`. `await null` queues the continuation as a microtask before the `then` callback is queued, so after `end`, the microtasks run in order: `t2`, then `p`.',
      },
    ],
  },
  {
    id: 'js-return-vs-return-await-in-try',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "What does this log?\n\n```js\nasync function fetchUser() {\n  throw new Error('network');\n}\n\nasync function getUser() {\n  try {\n    return fetchUser();\n  } catch {\n    return 'guest';\n  }\n}\n\ngetUser().then(console.log, (e) => console.log('rejected:', e.message));\n```",
    options: [
      {
        id: 'a',
        text: '`guest`',
        correct: false,
        explanation:
          'This would be the result with `return await fetchUser();`. Without `await`, the `try` block has already finished by the time the promise rejects.',
      },
      {
        id: 'b',
        text: '`rejected: network`',
        correct: true,
        explanation:
          "`return fetchUser()` hands the promise back without waiting for it, so `getUser`'s result follows that promise and the rejection happens outside the `try`. Inside `try`/`catch`, use `return await` so the rejection is caught.",
      },
      {
        id: 'c',
        text: '`undefined`',
        correct: false,
        explanation:
          "The function does return something: the promise from `fetchUser()`, which `getUser`'s own promise then adopts.",
      },
      {
        id: 'd',
        text: 'The `Error` is thrown synchronously from `getUser()`.',
        correct: false,
        explanation:
          'Async functions never throw synchronously; errors always come out as rejected promises.',
      },
    ],
  },
  {
    id: 'js-object-key-order',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 75,
    prompt:
      'What does this log?\n\n```js\nconst obj = { b: 1, 2: 1, a: 1, 1: 1 };\nconsole.log(Object.keys(obj));\n```',
    options: [
      {
        id: 'a',
        text: "`['1', '2', 'b', 'a']`",
        correct: true,
        explanation:
          "The specification defines the order of own keys: array-index keys (like `'1'` and `'2'`) in ascending numeric order, then other string keys in insertion order, then symbols. Do not rely on insertion order for numeric-looking ids; use a `Map`.",
      },
      {
        id: 'b',
        text: "`['b', '2', 'a', '1']`",
        correct: false,
        explanation:
          'Insertion order applies only to string keys that are not array indices. Integer-like keys come first, in ascending order.',
      },
      {
        id: 'c',
        text: "`['1', '2', 'a', 'b']`",
        correct: false,
        explanation: 'String keys are not sorted alphabetically; they keep insertion order.',
      },
      {
        id: 'd',
        text: 'The order is engine-dependent, so any of these could be printed.',
        correct: false,
        explanation:
          'The order of own keys has been specified since ES2015 (and `for...in` since ES2020), so all engines agree.',
      },
    ],
  },
  {
    id: 'js-array-isarray-across-realms',
    kind: 'single',
    skills: ['javascript'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      'A library receives an array created in another realm, for example in an `<iframe>` or a Node.js `vm` context, and checks it with `value instanceof Array`. What happens?',
    options: [
      {
        id: 'a',
        text: "The check returns `true`, because `instanceof` compares the object's structure.",
        correct: false,
        explanation:
          '`instanceof` is not structural: it walks the prototype chain looking for one specific `Array.prototype` object.',
      },
      {
        id: 'b',
        text: "The check returns `false`, because the array inherits from the other realm's `Array.prototype`; `Array.isArray(value)` returns `true`.",
        correct: true,
        explanation:
          "Each realm has its own built-ins, so the prototype chain never reaches this realm's `Array.prototype`. `Array.isArray` checks the internal array-ness of the object and works across realms, which is why libraries prefer it.",
      },
      {
        id: 'c',
        text: 'Accessing the array throws a `SecurityError`, whatever check you use.',
        correct: false,
        explanation:
          'Cross-origin frames are restricted, but objects from a same-origin frame or a `vm` context can be used freely; the problem is only the identity of the prototype.',
      },
      {
        id: 'd',
        text: "The check returns `false`; the fix is `typeof value === 'array'`.",
        correct: false,
        explanation: "`typeof` returns `'object'` for every array, so that check is always false.",
      },
    ],
  },
  {
    id: 'js-memory-leak-sources',
    kind: 'multiple',
    skills: ['javascript'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'In a long-running Node.js server, which of these commonly make memory grow without bound? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A module-level `Map` used as a cache keyed by request id, with no eviction.',
        correct: true,
        explanation:
          'Module-level objects live for the whole process, so every entry stays reachable forever. Bound the cache (LRU, TTL) or key it weakly.',
      },
      {
        id: 'b',
        text: 'Adding a listener to a long-lived `EventEmitter` on every request and never removing it.',
        correct: true,
        explanation:
          'The emitter keeps every listener and everything its closure captures. Node.js warns with `MaxListenersExceededWarning` when more than 10 pile up on one event.',
      },
      {
        id: 'c',
        text: 'Large local arrays inside a request handler that nothing references after it returns.',
        correct: false,
        explanation:
          'Once nothing can reach them, they are garbage-collected; temporary allocations are not leaks, though they can cause GC pressure.',
      },
      {
        id: 'd',
        text: "A `setInterval` started per connection and never cleared, whose callback uses that connection's data.",
        correct: true,
        explanation:
          'An active timer keeps its callback alive, and the callback keeps everything it closes over, even after the connection has ended. Clear the interval in the close handler.',
      },
      {
        id: 'e',
        text: 'Storing per-request metadata in a `WeakMap` keyed by the request object.',
        correct: false,
        explanation:
          'The `WeakMap` does not keep the request alive; when the request is unreachable, its entry can be collected.',
      },
    ],
  },
  {
    id: 'js-finalization-registry-guarantee',
    kind: 'true-false',
    skills: ['javascript'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 45,
    prompt:
      'True or false: a `FinalizationRegistry` callback is guaranteed to run soon after its target object becomes unreachable, so it is a reliable place to close file handles or database connections.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Cleanup callbacks may run late or never (for example if the program exits first), and garbage collection timing varies between engines. Release resources explicitly, with `try`/`finally` or `close()`.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Correct: the specification gives no guarantee about when, or whether, a cleanup callback runs. `FinalizationRegistry` and `WeakRef` are only for optional optimisations, never for releasing critical resources.',
      },
    ],
  },
];
