import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// TypeScript: the type system, narrowing, generics, type-level programming and compiler options.
export const typescriptQuestions: readonly ChoiceQuestionSeed[] = [
  {
    id: 'ts-structural-typing-class',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 60,
    prompt:
      "Does this compile?\n\n```ts\ninterface Named {\n  name: string;\n}\n\nclass Person {\n  constructor(\n    public name: string,\n    public age: number,\n  ) {}\n}\n\nconst n: Named = new Person('Ada', 36);\n```",
    options: [
      {
        id: 'a',
        text: 'No: `Person` does not declare `implements Named`.',
        correct: false,
        explanation:
          'TypeScript does not require a declared relationship. `implements` only asks the compiler to check the class; it is not needed for assignability.',
      },
      {
        id: 'b',
        text: 'No: `Person` has an extra `age` property that `Named` does not allow.',
        correct: false,
        explanation:
          'Extra properties are fine when assigning an existing object. The excess property check applies only to object literals written directly where the type is expected.',
      },
      {
        id: 'c',
        text: "Yes: TypeScript's type system is structural, and `Person` has a `name: string` property.",
        correct: true,
        explanation:
          'Compatibility is decided by shape, not by name or declared inheritance. Any value with at least the required members, of compatible types, is assignable.',
      },
      {
        id: 'd',
        text: 'Yes, but only because `Person` is a class; a plain object with `name` and `age` would be rejected.',
        correct: false,
        explanation:
          "Plain objects follow the same structural rules; a variable holding `{ name: 'Ada', age: 36 }` is also assignable to `Named`.",
      },
    ],
  },
  {
    id: 'ts-unknown-requires-narrowing',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'What does the compiler say about the last line?\n\n```ts\nconst data: unknown = JSON.parse(text);\ndata.toUpperCase();\n```',
    options: [
      {
        id: 'a',
        text: "It reports an error, because you must narrow an `unknown` value (for example with `typeof data === 'string'`) before using it.",
        correct: true,
        explanation:
          '`unknown` accepts any value, but you cannot call methods or read properties on it until a type guard, `instanceof` check, or validation has narrowed it. This is why it is the safer type for untrusted input such as parsed JSON.',
      },
      {
        id: 'b',
        text: 'Nothing; `unknown` works like `any`.',
        correct: false,
        explanation:
          '`any` switches type checking off; `unknown` is its type-safe counterpart and allows almost nothing until you narrow it.',
      },
      {
        id: 'c',
        text: 'It reports an error, because `JSON.parse` cannot return `unknown`.',
        correct: false,
        explanation:
          '`JSON.parse` returns `any`, and `any` is assignable to `unknown`, so the declaration is fine. The error is on the method call.',
      },
      {
        id: 'd',
        text: 'It compiles, but TypeScript inserts a runtime check that throws if `data` is not a string.',
        correct: false,
        explanation: 'TypeScript never adds runtime checks; types are erased when compiling.',
      },
    ],
  },
  {
    id: 'ts-typeof-narrowing-else',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      "What is the type of `value` on the line marked `// here`?\n\n```ts\nfunction format(value: string | number) {\n  if (typeof value === 'string') {\n    return value.trim();\n  }\n  return value.toFixed(2); // here\n}\n```",
    options: [
      {
        id: 'a',
        text: '`string | number`',
        correct: false,
        explanation:
          'Control-flow analysis knows that the `string` case returned early, so it removes `string` from the union after the `if`.',
      },
      {
        id: 'b',
        text: '`number`',
        correct: true,
        explanation:
          'The `typeof` check is a type guard. Inside the `if`, `value` is `string`; since that branch returns, what remains afterwards is `number`, so `toFixed` is allowed.',
      },
      {
        id: 'c',
        text: '`string`',
        correct: false,
        explanation:
          'The `string` case was handled and returned inside the `if`; it cannot reach this line.',
      },
      {
        id: 'd',
        text: '`never`',
        correct: false,
        explanation:
          '`never` would mean no possibility remains, but `number` has not been handled yet.',
      },
    ],
  },
  {
    id: 'ts-optional-property-type',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'With `strictNullChecks` on, what is the type of `user.nickname` when read?\n\n```ts\ninterface User {\n  name: string;\n  nickname?: string;\n}\n\ndeclare const user: User;\nconst nick = user.nickname;\n```',
    options: [
      {
        id: 'a',
        text: '`string`',
        correct: false,
        explanation:
          'The `?` means the property may be missing, and reading a missing property gives `undefined`, so the type must include it.',
      },
      {
        id: 'b',
        text: '`string | null`',
        correct: false,
        explanation:
          'Optional properties add `undefined`, not `null`. Use `string | null` explicitly if you want to allow `null`.',
      },
      {
        id: 'c',
        text: '`any`',
        correct: false,
        explanation: 'The property is fully typed; optional does not mean untyped.',
      },
      {
        id: 'd',
        text: '`string | undefined`',
        correct: true,
        explanation:
          'An optional property reads as its type plus `undefined`, so you have to handle the missing case, for example with `user.nickname ?? user.name`.',
      },
    ],
  },
  {
    id: 'ts-types-erased-at-runtime',
    kind: 'true-false',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      'True or false: if a function is declared as `function load(id: number)`, TypeScript makes it throw at runtime when it is called with a string, for example a value taken from parsed JSON.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'TypeScript checks types only at compile time and erases them from the output JavaScript. Data arriving at runtime (JSON, form input, environment variables) must be validated explicitly, for example with a schema library such as Zod.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Correct: type annotations are erased during compilation, so nothing checks them at runtime. Validate external data at the boundary of your program.',
      },
    ],
  },
  {
    id: 'ts-const-vs-let-literal-inference',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 60,
    prompt:
      "What are the inferred types of `a` and `b`?\n\n```ts\nconst a = 'GET';\nlet b = 'GET';\n```",
    options: [
      {
        id: 'a',
        text: "`a` is `'GET'`, `b` is `string`",
        correct: true,
        explanation:
          "A `const` cannot change, so TypeScript keeps the literal type. A `let` may be reassigned, so its type is widened to `string`. This is why passing `b` to a parameter of type `'GET' | 'POST'` is an error.",
      },
      {
        id: 'b',
        text: 'Both are `string`',
        correct: false,
        explanation: '`const` declarations keep the narrow literal type for primitive values.',
      },
      {
        id: 'c',
        text: "Both are `'GET'`",
        correct: false,
        explanation:
          'A `let` variable is widened to `string` so that it can hold other strings later.',
      },
      {
        id: 'd',
        text: "`a` is `string`, `b` is `'GET'`",
        correct: false,
        explanation: 'This is the wrong way round: it is the reassignable `let` that gets widened.',
      },
    ],
  },
  {
    id: 'ts-excess-property-check',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'Which of the two assignments, A and B, does the compiler reject?\n\n```ts\ninterface Point {\n  x: number;\n  y: number;\n}\n\nconst a: Point = { x: 1, y: 2, z: 3 }; // A\n\nconst tmp = { x: 1, y: 2, z: 3 };\nconst b: Point = tmp; // B\n```',
    options: [
      {
        id: 'a',
        text: 'Both',
        correct: false,
        explanation:
          'B is allowed: `tmp` has at least `x` and `y`, and structural typing permits extra properties on existing values.',
      },
      {
        id: 'b',
        text: 'Neither',
        correct: false,
        explanation: 'A is rejected by the excess property check for object literals.',
      },
      {
        id: 'c',
        text: 'Only B',
        correct: false,
        explanation:
          'It is the other way round: only the fresh literal is checked for unknown properties.',
      },
      {
        id: 'd',
        text: 'Only A',
        correct: true,
        explanation:
          'An object literal assigned directly to a typed target gets an excess property check, because an unknown property there is most likely a typo. Assigning a variable uses plain structural compatibility, where extra properties are fine.',
      },
    ],
  },
  {
    id: 'ts-discriminated-union-narrowing',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'What is the type of `result` inside the `else` branch?\n\n```ts\ntype Result =\n  | { ok: true; value: number }\n  | { ok: false; error: string };\n\nfunction show(result: Result) {\n  if (result.ok) {\n    console.log(result.value);\n  } else {\n    console.log(result.error);\n  }\n}\n```',
    options: [
      {
        id: 'a',
        text: '`{ ok: false; error: string }`',
        correct: true,
        explanation:
          '`ok` is a discriminant: a literal-typed property shared by every member. Testing it narrows `result` to the members that match, so `result.error` is safe in the `else` branch.',
      },
      {
        id: 'b',
        text: '`Result`',
        correct: false,
        explanation:
          'Checking the literal `ok` property narrows the union, so TypeScript knows which member it has in each branch.',
      },
      {
        id: 'c',
        text: '`{ ok: boolean; value?: number; error?: string }`',
        correct: false,
        explanation:
          'TypeScript does not merge the union members into one type; it picks the matching ones.',
      },
      {
        id: 'd',
        text: '`never`',
        correct: false,
        explanation:
          'The `false` member of the union can reach the `else` branch, so it is not `never`.',
      },
    ],
  },
  {
    id: 'ts-omit-utility-type',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'You need the type of a user returned by your API: everything in `User` except `passwordHash`, and it should pick up new fields added to `User` later. Which is the best choice?\n\n```ts\ninterface User {\n  id: string;\n  email: string;\n  passwordHash: string;\n}\n```',
    options: [
      {
        id: 'a',
        text: '`Partial<User>`',
        correct: false,
        explanation: '`Partial` makes every property optional; it still contains `passwordHash`.',
      },
      {
        id: 'b',
        text: "`Pick<User, 'id' | 'email'>`",
        correct: false,
        explanation:
          'This is correct today, but it lists fields explicitly, so new fields added to `User` will not appear until someone updates it.',
      },
      {
        id: 'c',
        text: "`Omit<User, 'passwordHash'>`",
        correct: true,
        explanation:
          '`Omit` keeps every property except the listed keys, so it follows future changes to `User` while excluding the secret.',
      },
      {
        id: 'd',
        text: "`Exclude<User, 'passwordHash'>`",
        correct: false,
        explanation:
          "`Exclude` removes members from a union type, not properties from an object type. `User` is not a union containing `'passwordHash'`, so the result is just `User`.",
      },
    ],
  },
  {
    id: 'ts-type-vs-interface',
    kind: 'multiple',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 90,
    prompt:
      'Which statements about `type` aliases and `interface` declarations are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Two `interface` declarations with the same name in the same scope merge into one.',
        correct: true,
        explanation:
          "This is declaration merging; it is how libraries let you add fields to their types (for example, adding a property to Express's `Request`).",
      },
      {
        id: 'b',
        text: 'Only a `type` alias can name a union, a tuple or a primitive, such as `type Id = string | number`.',
        correct: true,
        explanation:
          'An interface always describes an object shape; unions, tuples, mapped and conditional types need `type`.',
      },
      {
        id: 'c',
        text: 'A class cannot `implements` a type alias; it must be an interface.',
        correct: false,
        explanation:
          'A class can implement any object type, including a type alias for an object shape. It cannot implement a union type.',
      },
      {
        id: 'd',
        text: 'An interface cannot extend a type alias.',
        correct: false,
        explanation:
          'An interface can extend a type alias as long as the alias resolves to an object type (not a union).',
      },
    ],
  },
  {
    id: 'ts-as-const-union-from-array',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      "What is `Role`?\n\n```ts\nconst roles = ['admin', 'editor'] as const;\ntype Role = (typeof roles)[number];\n```",
    options: [
      {
        id: 'a',
        text: '`string`',
        correct: false,
        explanation:
          'Without `as const` the array would be `string[]` and `Role` would be `string`, but `as const` keeps the literal values.',
      },
      {
        id: 'b',
        text: '`readonly string[]`',
        correct: false,
        explanation: 'Indexing with `[number]` gives the type of the elements, not of the array.',
      },
      {
        id: 'c',
        text: "`['admin', 'editor']`",
        correct: false,
        explanation:
          'That would be `typeof roles` itself (as a `readonly` tuple); `[number]` extracts the element types.',
      },
      {
        id: 'd',
        text: "`'admin' | 'editor'`",
        correct: true,
        explanation:
          '`as const` makes the array a readonly tuple of literal types, and indexing it with `number` gives the union of its elements. This keeps one runtime list and one type in sync.',
      },
    ],
  },
  {
    id: 'ts-keyof-typeof-object',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      "What is `Key`?\n\n```ts\nconst defaults = { host: 'localhost', port: 5432 };\ntype Key = keyof typeof defaults;\n```",
    options: [
      {
        id: 'a',
        text: "`'localhost' | 5432`",
        correct: false,
        explanation: '`keyof` gives the property names, not the values.',
      },
      {
        id: 'b',
        text: '`string`',
        correct: false,
        explanation:
          'The object type has known properties, so `keyof` gives exactly those names. It would be wider only for a type with an index signature (`keyof` of `{ [k: string]: T }` is `string | number`).',
      },
      {
        id: 'c',
        text: '`{ host: string; port: number }`',
        correct: false,
        explanation: 'That is `typeof defaults`; `keyof` then takes its keys.',
      },
      {
        id: 'd',
        text: "`'host' | 'port'`",
        correct: true,
        explanation:
          '`typeof defaults` gets the type of the object, `{ host: string; port: number }`, and `keyof` turns its property names into a union of string literal types.',
      },
    ],
  },
  {
    id: 'ts-exhaustive-switch-never',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      "A teammate adds `| { kind: 'triangle'; base: number; height: number }` to `Shape` but does not touch `area`. What happens?\n\n```ts\ntype Shape =\n  | { kind: 'circle'; radius: number }\n  | { kind: 'square'; size: number };\n\nfunction area(shape: Shape): number {\n  switch (shape.kind) {\n    case 'circle':\n      return Math.PI * shape.radius ** 2;\n    case 'square':\n      return shape.size ** 2;\n    default: {\n      const unreachable: never = shape;\n      return unreachable;\n    }\n  }\n}\n```",
    options: [
      {
        id: 'a',
        text: 'It compiles, and `area` returns `undefined` for triangles at runtime.',
        correct: false,
        explanation:
          'The `never` assignment exists precisely to stop this from compiling silently.',
      },
      {
        id: 'b',
        text: 'Compilation fails at the `Shape` declaration, because unions are limited to the members used in a `switch`.',
        correct: false,
        explanation:
          'Types do not know where they are used; the error appears where the unhandled case is detected.',
      },
      {
        id: 'c',
        text: 'It compiles, and the `default` branch throws because `never` values throw at runtime.',
        correct: false,
        explanation:
          '`never` is a compile-time type with no runtime behaviour. The code would not compile in the first place.',
      },
      {
        id: 'd',
        text: 'Compilation fails at `const unreachable: never = shape`, because a triangle can now reach the `default` branch.',
        correct: true,
        explanation:
          'After the handled cases, the remaining type of `shape` is the triangle member, which is not assignable to `never`. The compiler points you at every switch that needs a new case: this is exhaustiveness checking.',
      },
    ],
  },
  {
    id: 'ts-generic-keyof-constraint',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      "Given this helper, which statement is correct?\n\n```ts\nfunction getProp<T, K extends keyof T>(obj: T, key: K): T[K] {\n  return obj[key];\n}\n\nconst user = { id: 1, email: 'ada@example.com' };\nconst email = getProp(user, 'email');\nconst phone = getProp(user, 'phone');\n```",
    options: [
      {
        id: 'a',
        text: "`email` is `string`, and the `phone` line is a compile error because `'phone'` is not a key of `user`.",
        correct: true,
        explanation:
          "`K extends keyof T` limits `key` to `'id' | 'email'`, and the indexed access type `T[K]` gives the type of exactly that property.",
      },
      {
        id: 'b',
        text: '`email` is `string | number`, and `phone` is `undefined`.',
        correct: false,
        explanation:
          '`T[K]` is computed for the specific key passed, not for all keys, and an unknown key is rejected at compile time rather than returning `undefined`.',
      },
      {
        id: 'c',
        text: 'Both lines compile, and both results are `unknown`.',
        correct: false,
        explanation:
          'The generic parameters are inferred from the arguments, so the result is precisely typed and invalid keys are rejected.',
      },
      {
        id: 'd',
        text: 'The function does not compile, because `obj[key]` is not allowed on a generic `T`.',
        correct: false,
        explanation:
          'Indexing `T` with a `K` constrained to `keyof T` is allowed and has type `T[K]`.',
      },
    ],
  },
  {
    id: 'ts-satisfies-keeps-narrow-type',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      "Which line causes a compile error?\n\n```ts\ntype Palette = Record<string, string | number[]>;\n\nconst a = { red: [255, 0, 0], green: '#00ff00' } satisfies Palette;\nconst b: Palette = { red: [255, 0, 0], green: '#00ff00' };\n\na.green.toUpperCase(); // line 1\nb.green.toUpperCase(); // line 2\n```",
    options: [
      {
        id: 'a',
        text: 'Line 1',
        correct: false,
        explanation:
          'With `satisfies`, `a` keeps its inferred type, in which `green` is a `string`, so `toUpperCase` is allowed.',
      },
      {
        id: 'b',
        text: 'Both lines',
        correct: false,
        explanation: 'Only the annotated variable loses the specific property types.',
      },
      {
        id: 'c',
        text: 'Line 2',
        correct: true,
        explanation:
          "The annotation makes `b`'s type exactly `Palette`, so `b.green` is `string | number[]` and must be narrowed first. `satisfies` checks that the value conforms to `Palette` without replacing its more precise inferred type.",
      },
      {
        id: 'd',
        text: 'Neither line',
        correct: false,
        explanation:
          '`b` is typed as the whole `Palette`, where every property could be either a string or an array of numbers.',
      },
    ],
  },
  {
    id: 'ts-strict-flag-family',
    kind: 'multiple',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt: 'Which compiler options does `"strict": true` turn on? Select all that apply.',
    options: [
      {
        id: 'a',
        text: '`strictNullChecks`',
        correct: true,
        explanation:
          'Part of the `strict` family: `null` and `undefined` become separate types that you must handle.',
      },
      {
        id: 'b',
        text: '`noImplicitAny`',
        correct: true,
        explanation:
          'Part of the `strict` family: values whose type cannot be inferred must be annotated instead of silently becoming `any`.',
      },
      {
        id: 'c',
        text: '`noUncheckedIndexedAccess`',
        correct: false,
        explanation:
          'Not included in `strict`. It adds `undefined` to the result of index access such as `arr[i]` or `record[key]`, and must be enabled separately.',
      },
      {
        id: 'd',
        text: '`useUnknownInCatchVariables`',
        correct: true,
        explanation:
          'Included in `strict` since TypeScript 4.4: the variable in `catch (err)` is typed `unknown` instead of `any`.',
      },
      {
        id: 'e',
        text: '`exactOptionalPropertyTypes`',
        correct: false,
        explanation:
          'Not included in `strict`. It stops you from explicitly assigning `undefined` to an optional property unless its type allows it, and must be enabled separately.',
      },
    ],
  },
  {
    id: 'ts-string-enum-vs-literal-union',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      "Compare these two ways to model a status:\n\n```ts\nenum StatusEnum {\n  Active = 'ACTIVE',\n  Inactive = 'INACTIVE',\n}\n\ntype StatusUnion = 'ACTIVE' | 'INACTIVE';\n\ndeclare function setA(s: StatusEnum): void;\ndeclare function setB(s: StatusUnion): void;\n```\n\nWhich statement is correct?",
    options: [
      {
        id: 'a',
        text: 'Both are erased at compile time and behave identically.',
        correct: false,
        explanation: 'An `enum` is not type-only: it compiles to a real JavaScript object.',
      },
      {
        id: 'b',
        text: 'The union emits a runtime array of its values that you can iterate.',
        correct: false,
        explanation:
          'A union type is erased completely. If you need the values at runtime, derive the type from an `as const` array.',
      },
      {
        id: 'c',
        text: "`setA('ACTIVE')` compiles because the enum's value is the same string.",
        correct: false,
        explanation:
          'String enum members are not assignable from plain string literals; you must write `StatusEnum.Active`.',
      },
      {
        id: 'd',
        text: "`StatusEnum` compiles to a runtime object, and `setA('ACTIVE')` is an error while `setB('ACTIVE')` compiles.",
        correct: true,
        explanation:
          "Enums are one of the few TypeScript features with runtime output, and string enums are nominal: only enum members are accepted. A union of literals has no runtime cost and accepts the plain strings, which is why many teams prefer it (and why type-stripping tools such as Node.js's built-in TypeScript support reject enums).",
      },
    ],
  },
  {
    id: 'ts-private-vs-hash-private',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      "Which statement about these two fields is correct?\n\n```ts\nclass Account {\n  private balance = 100;\n  #pin = '1234';\n}\n\nconst account = new Account();\n```",
    options: [
      {
        id: 'a',
        text: '`private` is checked only by the compiler, so `(account as any).balance` returns `100` at runtime and `JSON.stringify(account)` includes it; `#pin` is a JavaScript private field that code outside the class cannot reach.',
        correct: true,
        explanation:
          "TypeScript's `private` modifier is erased, leaving a normal public property. `#` fields are enforced by the JavaScript engine: they are not properties at all, so they are invisible to `Object.keys`, `JSON.stringify` and outside code.",
      },
      {
        id: 'b',
        text: 'Both are enforced at runtime; neither can be read from outside the class.',
        correct: false,
        explanation:
          '`private` is only a compile-time check; the emitted JavaScript has an ordinary property.',
      },
      {
        id: 'c',
        text: '`#pin` is the compile-time-only one; `private` is enforced by the engine.',
        correct: false,
        explanation:
          'This is the wrong way round: `#` fields are a JavaScript language feature enforced at runtime.',
      },
      {
        id: 'd',
        text: 'Both are compile-time checks; at runtime both are ordinary properties.',
        correct: false,
        explanation:
          '`#pin` is a true private field at runtime; accessing `account.#pin` outside the class is a syntax error.',
      },
    ],
  },
  {
    id: 'ts-distributive-conditional-type',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'What are `A` and `B`?\n\n```ts\ntype ToArray<T> = T extends unknown ? T[] : never;\ntype ToArrayNonDist<T> = [T] extends [unknown] ? T[] : never;\n\ntype A = ToArray<string | number>;\ntype B = ToArrayNonDist<string | number>;\n```',
    options: [
      {
        id: 'a',
        text: '`A` is `string[] | number[]`; `B` is `(string | number)[]`',
        correct: true,
        explanation:
          'A conditional type whose checked type is a naked type parameter distributes over unions: it is applied to each member separately. Wrapping both sides in a tuple, `[T]`, turns distribution off, so `B` handles the union as one type.',
      },
      {
        id: 'b',
        text: 'Both are `(string | number)[]`',
        correct: false,
        explanation: '`A` distributes, because `T` appears on its own to the left of `extends`.',
      },
      {
        id: 'c',
        text: 'Both are `string[] | number[]`',
        correct: false,
        explanation:
          'Wrapping `T` in a tuple prevents distribution, so `B` is a single array type.',
      },
      {
        id: 'd',
        text: '`A` is `(string | number)[]`; `B` is `string[] | number[]`',
        correct: false,
        explanation:
          'This is the wrong way round: the naked `T` distributes, and the tuple-wrapped one does not.',
      },
    ],
  },
  {
    id: 'ts-mapped-type-key-remapping',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'What is `G`?\n\n```ts\ntype Getters<T> = {\n  [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K];\n};\n\ntype G = Getters<{ name: string; age: number }>;\n```',
    options: [
      {
        id: 'a',
        text: '`{ getname: () => string; getage: () => number }`',
        correct: false,
        explanation: '`Capitalize` upper-cases the first letter of each key.',
      },
      {
        id: 'b',
        text: '`{ getName: () => string; getAge: () => number }`',
        correct: true,
        explanation:
          "The `as` clause in a mapped type remaps each key, here through a template literal type, while `T[K]` still refers to the original property's type.",
      },
      {
        id: 'c',
        text: '`{ name: () => string; age: () => number }`',
        correct: false,
        explanation: 'The `as` clause renames each key, so the original names are not kept.',
      },
      {
        id: 'd',
        text: 'A compile error, because `K` could be a symbol.',
        correct: false,
        explanation:
          '`string & K` filters out `number` and `symbol` keys (they become `never` and are dropped), so the template literal type is valid.',
      },
    ],
  },
  {
    id: 'ts-declaration-merging',
    kind: 'multiple',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'Which pairs of declarations with the same name, in the same scope, merge instead of causing a "Duplicate identifier" error? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Two `interface` declarations',
        correct: true,
        explanation:
          'Their members are combined into one interface; this is how module augmentation adds fields to library types.',
      },
      {
        id: 'b',
        text: 'Two `type` aliases',
        correct: false,
        explanation:
          'A type alias cannot be reopened; declaring it twice is a "Duplicate identifier" error.',
      },
      {
        id: 'c',
        text: 'A `function` and a `namespace`',
        correct: true,
        explanation:
          'The namespace adds properties to the function, which is how you type a function that also has static members (as many JavaScript libraries do).',
      },
      {
        id: 'd',
        text: 'Two `class` declarations',
        correct: false,
        explanation:
          'Classes cannot merge with each other; the second declaration is a "Duplicate identifier" error.',
      },
    ],
  },
  {
    id: 'ts-array-covariance-unsound',
    kind: 'true-false',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      "True or false: TypeScript reports an error in this code, because using a `Dog[]` as an `Animal[]` would let you push a cat into a list of dogs.\n\n```ts\ninterface Animal { name: string }\ninterface Dog extends Animal { bark(): void }\n\nconst dogs: Dog[] = [];\nconst animals: Animal[] = dogs;\nanimals.push({ name: 'Tom the cat' });\n```",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'It compiles: arrays are treated as covariant, so `Dog[]` is assignable to `Animal[]`. TypeScript accepts this known unsoundness for convenience; `dogs` now contains an object without `bark`. Use `readonly Animal[]` parameters when you only read.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Correct: arrays are covariant in TypeScript, so the code compiles even though `dogs` ends up holding an object without `bark`. This is a deliberate trade-off between soundness and convenience.',
      },
    ],
  },
  {
    id: 'ts-inferred-type-predicate-filter',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      "With TypeScript 5.5 or later, what is the type of `clean`?\n\n```ts\nconst ids = ['a', undefined, 'b'];\nconst clean = ids.filter((id) => id !== undefined);\n```",
    options: [
      {
        id: 'a',
        text: '`(string | undefined)[]`',
        correct: false,
        explanation:
          'That was the result before TypeScript 5.5, when `filter` could only narrow with an explicitly written type predicate.',
      },
      {
        id: 'b',
        text: '`undefined[]`',
        correct: false,
        explanation:
          'The callback keeps the values that are not `undefined`, so the array holds strings.',
      },
      {
        id: 'c',
        text: '`never[]`',
        correct: false,
        explanation:
          'The array clearly can contain strings; `never[]` would mean no possible element.',
      },
      {
        id: 'd',
        text: '`string[]`',
        correct: true,
        explanation:
          "Since 5.5, TypeScript infers the type predicate `id is string` from a simple arrow function like this, and `filter`'s overload for type predicates narrows the result.",
      },
    ],
  },
  {
    id: 'ts-keyof-union-vs-intersection',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'What are `K1` and `K2`?\n\n```ts\ntype A = { id: string; name: string };\ntype B = { id: string; price: number };\n\ntype K1 = keyof (A | B);\ntype K2 = keyof (A & B);\n```',
    options: [
      {
        id: 'a',
        text: "`K1` is `'id' | 'name' | 'price'`; `K2` is `'id'`",
        correct: false,
        explanation:
          'This is the wrong way round: for a union only the keys shared by all members are safe to access.',
      },
      {
        id: 'b',
        text: "Both are `'id' | 'name' | 'price'`",
        correct: false,
        explanation:
          'A value of type `A | B` might be an `A`, which has no `price`, so `keyof` of the union cannot include it.',
      },
      {
        id: 'c',
        text: "`K1` is `'id'`; `K2` is `'id' | 'name' | 'price'`",
        correct: true,
        explanation:
          'A value of `A | B` is only guaranteed to have the keys common to both types, so `keyof` of a union is the intersection of the key sets. A value of `A & B` has every property of both, so `keyof` of an intersection is the union of the key sets.',
      },
      {
        id: 'd',
        text: "Both are `'id'`",
        correct: false,
        explanation:
          'An intersection value has all properties of `A` and `B`, so all their keys are available.',
      },
    ],
  },
  {
    id: 'ts-method-vs-property-bivariance',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'With `strictFunctionTypes` enabled (it is part of `strict`), which assignment is rejected?\n\n```ts\ninterface Animal { name: string }\ninterface Dog extends Animal { bark(): void }\n\ninterface Handlers {\n  onMethod(animal: Animal): void;      // method syntax\n  onProp: (animal: Animal) => void;    // property syntax\n}\n\nconst dogOnly = (dog: Dog) => dog.bark();\n\nconst h: Handlers = {\n  onMethod: dogOnly, // A\n  onProp: dogOnly,   // B\n};\n```',
    options: [
      {
        id: 'a',
        text: 'Only A',
        correct: false,
        explanation:
          'Method-syntax members are deliberately exempt from `strictFunctionTypes`; their parameters are still checked bivariantly.',
      },
      {
        id: 'b',
        text: 'Only B',
        correct: true,
        explanation:
          'For function-typed properties, parameters are checked contravariantly: a handler that needs a `Dog` cannot accept any `Animal`. Method-syntax members keep the older bivariant check (mainly so that built-in types such as `Array<T>` stay covariant), so A slips through even though it is just as unsafe.',
      },
      {
        id: 'c',
        text: 'Both',
        correct: false,
        explanation:
          'A compiles, because method parameters are compared bivariantly even under `strictFunctionTypes`.',
      },
      {
        id: 'd',
        text: 'Neither',
        correct: false,
        explanation:
          "B is rejected: calling `h.onProp({ name: 'cat' })` would call `bark` on an object without it, and `strictFunctionTypes` catches this for property-syntax functions.",
      },
    ],
  },
  {
    id: 'ts-never-in-conditional-type',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      'What is `R`?\n\n```ts\ntype IsString<T> = T extends string ? true : false;\ntype R = IsString<never>;\n```',
    options: [
      {
        id: 'a',
        text: '`true`',
        correct: false,
        explanation:
          'Although `never` is assignable to everything, the conditional is never evaluated for it: a distributive conditional type maps over the members of a union, and `never` is the empty union.',
      },
      {
        id: 'b',
        text: '`false`',
        correct: false,
        explanation: 'The `false` branch is not taken either; no branch is evaluated.',
      },
      {
        id: 'c',
        text: '`never`',
        correct: true,
        explanation:
          '`T` is a naked type parameter, so the conditional distributes over the union members of `T`. `never` is the empty union, so the result is the empty union, `never`. Write `[T] extends [string]` to test `never` itself (which then gives `true`).',
      },
      {
        id: 'd',
        text: '`boolean`',
        correct: false,
        explanation:
          'That would come from distributing over a union that contains both string and non-string members.',
      },
    ],
  },
  {
    id: 'ts-const-type-parameter',
    kind: 'single',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      "What is the inferred type of `r` (TypeScript 5.0 or later)?\n\n```ts\nfunction keep<const T>(value: T): T {\n  return value;\n}\n\nconst r = keep(['a', 'b']);\n```",
    options: [
      {
        id: 'a',
        text: '`string[]`',
        correct: false,
        explanation: 'That is what you would get without the `const` modifier on `T`.',
      },
      {
        id: 'b',
        text: "`readonly ['a', 'b']`",
        correct: true,
        explanation:
          'A `const` type parameter makes inference behave as if the caller had written `as const`: literal types are kept, and array literals become readonly tuples.',
      },
      {
        id: 'c',
        text: "`('a' | 'b')[]`",
        correct: false,
        explanation:
          'The `const` modifier infers a tuple with literal elements, not an array of a union.',
      },
      {
        id: 'd',
        text: "`['a', 'b']`",
        correct: false,
        explanation:
          'Close, but `const` inference produces a `readonly` tuple, just like `as const` does.',
      },
    ],
  },
  {
    id: 'ts-assignable-to-empty-object-type',
    kind: 'multiple',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt: "To which of these types can the string `'hello'` be assigned? Select all that apply.",
    options: [
      {
        id: 'a',
        text: '`{}`',
        correct: true,
        explanation:
          '`{}` means "any value that is not `null` or `undefined`", including primitives. It does not mean "an empty object"; for that, use `Record<string, never>`.',
      },
      {
        id: 'b',
        text: '`object`',
        correct: false,
        explanation:
          '`object` is the type of all non-primitive values, so strings, numbers and booleans are excluded.',
      },
      {
        id: 'c',
        text: '`Object`',
        correct: true,
        explanation:
          'Like `{}`, the global `Object` type accepts any non-nullish value, because primitives have the members of `Object` through their wrapper types. Linters discourage using it.',
      },
      {
        id: 'd',
        text: '`unknown`',
        correct: true,
        explanation: 'Every value is assignable to `unknown`.',
      },
      {
        id: 'e',
        text: '`Record<string, unknown>`',
        correct: false,
        explanation:
          'This is an object type with a string index signature; a primitive string is not assignable to it.',
      },
    ],
  },
  {
    id: 'ts-unsound-escape-hatches',
    kind: 'multiple',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Which of these can let code compile and then fail at runtime with an error such as `Cannot read properties of undefined`? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A type assertion, `const user = data as User`',
        correct: true,
        explanation:
          '`as` tells the compiler to trust you; if `data` is not really a `User`, nothing checks it at runtime.',
      },
      {
        id: 'b',
        text: 'A non-null assertion, `map.get(key)!.name`',
        correct: true,
        explanation:
          '`!` removes `null` and `undefined` from the type without any runtime check; if the key is missing, the property read throws.',
      },
      {
        id: 'c',
        text: '`satisfies`, as in `const config = { port: 80 } satisfies Config`',
        correct: false,
        explanation:
          '`satisfies` only adds a check and never widens or overrides a type; it cannot make unsound code compile.',
      },
      {
        id: 'd',
        text: 'Using the `any` value returned by `JSON.parse` as if it had a known shape',
        correct: true,
        explanation:
          '`any` disables type checking, so any property access compiles. Parse into `unknown` and validate instead.',
      },
      {
        id: 'e',
        text: "Narrowing an `unknown` value with `typeof value === 'string'` before using it",
        correct: false,
        explanation:
          'This is a real runtime check, so the narrowed type is guaranteed to be correct.',
      },
    ],
  },
  {
    id: 'ts-omit-not-distributive',
    kind: 'true-false',
    skills: ['typescript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      "True or false: given the two types below, `Omit<Pet, 'id'>` is equivalent to `Omit<Cat, 'id'> | Omit<Dog, 'id'>`, so it is still a discriminated union.\n\n```ts\ntype Cat = { kind: 'cat'; id: string; meows: boolean };\ntype Dog = { kind: 'dog'; id: string; barks: boolean };\ntype Pet = Cat | Dog;\n```",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          "`Omit<T, K>` is a mapped type over `keyof T`, and `keyof (Cat | Dog)` is only the common keys. The result is `{ kind: 'cat' | 'dog' }`: `meows` and `barks` are lost. To keep the union, use a distributive version such as `type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never`.",
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          "Correct: `Omit` is not distributive. It maps over the keys common to all members, giving `{ kind: 'cat' | 'dog' }` and losing the member-specific properties. A distributive helper (`T extends unknown ? Omit<T, K> : never`) keeps the union.",
      },
    ],
  },
];
