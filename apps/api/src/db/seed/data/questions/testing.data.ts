import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// Testing: the test pyramid and trophy, unit vs integration vs end-to-end, test doubles, flaky
// tests, TDD, the limits of coverage, property-based and contract testing, isolation and
// fixtures, testing asynchronous code, and the basics of accessibility testing.
export const testingQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'test-pyramid-most-tests',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt: 'In the classic **test pyramid**, which kind of test should you have the *most* of?',
    options: [
      {
        id: 'a',
        text: 'End-to-end tests',
        correct: false,
        explanation:
          'End-to-end tests sit at the narrow top of the pyramid: they give the most confidence per test but are slow, expensive to maintain and harder to debug, so you keep relatively few of them.',
      },
      {
        id: 'b',
        text: 'Manual exploratory tests',
        correct: false,
        explanation:
          'Exploratory testing is valuable for finding surprises, but it is not part of the automated pyramid and cannot be run on every change.',
      },
      {
        id: 'c',
        text: 'Unit tests',
        correct: true,
        explanation:
          'Unit tests form the wide base: they are fast, cheap and pinpoint the failing piece of code, so a healthy suite has many of them and fewer, broader tests above.',
      },
      {
        id: 'd',
        text: 'Integration tests',
        correct: false,
        explanation:
          'Integration tests are the middle layer of the pyramid. (The alternative "testing trophy" model does put most weight on them, but the classic pyramid does not.)',
      },
    ],
  },
  {
    id: 'test-e2e-definition',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt: 'Which description best fits an **end-to-end (e2e) test**?',
    options: [
      {
        id: 'a',
        text: 'It calls a single function with fixed inputs and checks its return value.',
        correct: false,
        explanation: 'That is a unit test: one small piece of code, checked in isolation.',
      },
      {
        id: 'b',
        text: 'It drives the running application through its real interface (a browser or public API), with the real backend and database behind it, the way a user would.',
        correct: true,
        explanation:
          'An e2e test checks a whole user journey across every layer, which catches wiring and configuration problems that narrower tests miss, at the cost of speed and stability.',
      },
      {
        id: 'c',
        text: 'It checks that two modules work together, such as a repository class against a real test database.',
        correct: false,
        explanation:
          'That is an integration test: it exercises a few real components together, but not the whole system from the outside.',
      },
      {
        id: 'd',
        text: 'It is any test that takes more than a few seconds to run.',
        correct: false,
        explanation:
          'Speed is a consequence, not the definition. A slow unit test is still a unit test; what makes a test e2e is its scope.',
      },
    ],
  },
  {
    id: 'test-stub-canned-answers',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'A test replaces a weather service with an object whose `getTemperature()` always returns `21`, so the code under test gets a predictable value. The test never checks how `getTemperature()` was called. What is this test double called?',
    options: [
      {
        id: 'a',
        text: 'A mock',
        correct: false,
        explanation:
          'A mock is set up with expectations about how it will be called (which method, which arguments, how often) and the test verifies those interactions. Here nothing about the calls is checked.',
      },
      {
        id: 'b',
        text: 'A stub',
        correct: true,
        explanation:
          'A stub provides canned answers so the code under test can run along a chosen path. It feeds inputs in; it does not verify outputs or interactions.',
      },
      {
        id: 'c',
        text: 'A fake',
        correct: false,
        explanation:
          'A fake has a real, simplified working implementation, such as an in-memory database. Always returning `21` is not a working implementation.',
      },
      {
        id: 'd',
        text: 'A dummy',
        correct: false,
        explanation:
          'A dummy is passed only to fill a parameter and is never actually used. Here the code under test does call it and relies on its answer.',
      },
    ],
  },
  {
    id: 'test-arrange-act-assert',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt: 'What does the **Arrange-Act-Assert** pattern describe?',
    options: [
      {
        id: 'a',
        text: 'The order in which a CI pipeline runs unit, integration and e2e tests.',
        correct: false,
        explanation:
          'Arrange-Act-Assert is about the inside of one test, not about ordering test suites in a pipeline.',
      },
      {
        id: 'b',
        text: 'The three steps of test-driven development.',
        correct: false,
        explanation:
          "TDD's cycle is red-green-refactor. Arrange-Act-Assert describes how a single test is laid out, whether or not you write it first.",
      },
      {
        id: 'c',
        text: 'A way to structure one test: set up the inputs and state, perform the single action being tested, then check the outcome.',
        correct: true,
        explanation:
          'Keeping the three parts distinct (also known as Given-When-Then) makes it obvious what is being tested and why a failure happened.',
      },
    ],
  },
  {
    id: 'test-full-coverage-no-bugs',
    kind: 'true-false',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt: 'True or false: if a test suite reaches **100% line coverage**, the code has no bugs.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Coverage only shows that lines ran during the tests. A test can execute a line without asserting anything useful about its result.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Coverage measures what was executed, not what was checked. Weak assertions, missing edge cases, untaken branches inside a line and missing code (requirements nobody implemented) all go unnoticed.',
      },
    ],
  },
  {
    id: 'test-tdd-cycle-order',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt: 'What is the order of the steps in the **test-driven development (TDD)** cycle?',
    options: [
      {
        id: 'a',
        text: 'Write the code, write a test that passes, refactor.',
        correct: false,
        explanation:
          'Writing the code first is test-after development. In TDD the test comes first, so you see it fail before the behaviour exists.',
      },
      {
        id: 'b',
        text: 'Refactor, write a failing test, make it pass.',
        correct: false,
        explanation:
          'Refactoring comes last, once a passing test protects the behaviour you are restructuring.',
      },
      {
        id: 'c',
        text: 'Write a failing test (red), write just enough code to pass it (green), then improve the design while keeping tests green (refactor).',
        correct: true,
        explanation:
          'Red-green-refactor in small steps: the failing test proves it can detect the missing behaviour, and refactoring is safe because the tests stay green.',
      },
      {
        id: 'd',
        text: 'Write all the tests for the feature, then write all the code.',
        correct: false,
        explanation:
          'TDD works one small test at a time; writing a whole suite up front loses the tight feedback loop that drives the design.',
      },
    ],
  },

  // Difficulty 2
  {
    id: 'test-flaky-causes',
    kind: 'multiple',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'A **flaky test** sometimes passes and sometimes fails without any change to the code. Which of these are common causes of flakiness? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Waiting a fixed time (`sleep(500)`) for asynchronous work instead of waiting for a condition.',
        correct: true,
        explanation:
          'The work usually finishes in time, until a busy CI machine makes it slower. Wait for the actual condition (an element appearing, a promise resolving) instead.',
      },
      {
        id: 'b',
        text: 'Depending on the current date and time, or on unseeded random values.',
        correct: true,
        explanation:
          'Tests that run near midnight, on the last day of a month or with an unlucky random value fail intermittently. Inject a clock and fix the seed.',
      },
      {
        id: 'c',
        text: 'Asserting on the return value of a pure function called with fixed inputs.',
        correct: false,
        explanation:
          'A pure function with fixed inputs always gives the same output, so this is about the most deterministic test you can write.',
      },
      {
        id: 'd',
        text: 'State left behind by one test that another test depends on, so results change with execution order.',
        correct: true,
        explanation:
          'Shared state (database rows, module variables, mocks that are not reset) couples tests, so running them in a different order or in parallel changes the outcome.',
      },
    ],
  },
  {
    id: 'test-fake-in-memory-repo',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      'In tests you replace the PostgreSQL-backed `UserRepository` with `InMemoryUserRepository`, which implements the same interface and really stores, finds and deletes users in a `Map`. What kind of test double is this?',
    options: [
      {
        id: 'a',
        text: 'A fake',
        correct: true,
        explanation:
          'A fake is a lightweight working implementation that takes a shortcut (memory instead of a database). Tests can use it naturally and check the resulting state.',
      },
      {
        id: 'b',
        text: 'A stub',
        correct: false,
        explanation:
          'A stub returns pre-programmed answers with no real logic. This repository actually keeps what you save and returns it later.',
      },
      {
        id: 'c',
        text: 'A mock',
        correct: false,
        explanation:
          'A mock is about verifying interactions (was `save` called with these arguments?). Nothing here records or checks calls.',
      },
      {
        id: 'd',
        text: 'A spy',
        correct: false,
        explanation:
          'A spy wraps or replaces a function to record how it was called. This class is an alternative implementation, not a call recorder.',
      },
    ],
  },
  {
    id: 'test-async-missing-await',
    kind: 'single',
    skills: ['testing', 'javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      "What is wrong with this Vitest/Jest test?\n\n```ts\ntest('saves the user', () => {\n  saveUser({ name: 'Ada' }).then((user) => {\n    expect(user.id).toBeDefined();\n  });\n});\n```",
    options: [
      {
        id: 'a',
        text: 'Nothing: the test runner always waits for every promise created during a test.',
        correct: false,
        explanation:
          'The runner can only wait for a promise it is given. This callback returns `undefined`, so the runner has no idea the promise exists.',
      },
      {
        id: 'b',
        text: '`expect` cannot be called inside a `.then` callback.',
        correct: false,
        explanation:
          '`expect` works anywhere; the problem is that the test has already finished by the time this callback runs.',
      },
      {
        id: 'c',
        text: 'The test should use `toBeTruthy()` instead of `toBeDefined()`.',
        correct: false,
        explanation:
          'The matcher choice is not the issue. Whatever matcher is used, a failure here is not reported as a failure of this test.',
      },
      {
        id: 'd',
        text: 'The promise is neither returned nor awaited, so the test finishes before the assertion runs and can pass even when the assertion would fail.',
        correct: true,
        explanation:
          'Make the callback `async` and `await saveUser(...)`, or `return` the promise. Then a rejected promise or a failing assertion fails this test instead of being lost or blamed on another one.',
      },
    ],
  },
  {
    id: 'test-pass-alone-fail-together',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      'A test passes when you run it on its own, but fails when the whole test file runs. What is the most likely cause?',
    options: [
      {
        id: 'a',
        text: 'The test runner has a bug when running many tests.',
        correct: false,
        explanation:
          'Possible in theory, but it should be the last thing you suspect; the symptom is the textbook sign of a problem in the tests themselves.',
      },
      {
        id: 'b',
        text: 'State leaks between tests: another test leaves behind data, a changed module variable or a mock that was not reset.',
        correct: true,
        explanation:
          'Tests should not depend on each other. Give each test its own setup, reset mocks and timers in `afterEach`, and clean or isolate the database between tests.',
      },
      {
        id: 'c',
        text: 'The test has too many assertions.',
        correct: false,
        explanation:
          'The number of assertions does not change depending on which other tests run. Something shared between tests does.',
      },
      {
        id: 'd',
        text: 'The machine runs out of memory when many tests run.',
        correct: false,
        explanation:
          'That would produce crashes across the suite, not one specific test that fails only in company. Order-dependent shared state is far more common.',
      },
    ],
  },
  {
    id: 'test-a11y-automated-checks',
    kind: 'multiple',
    skills: ['testing'],
    roles: ['frontend', 'designer', 'software-engineer'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'Which problems can an **automated accessibility checker** such as axe-core reliably detect on a page? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'An image with no `alt` attribute.',
        correct: true,
        explanation:
          'A missing text alternative is a mechanical check on the markup, exactly what automated tools are good at.',
      },
      {
        id: 'b',
        text: 'Alt text that is present but does not describe what the image shows.',
        correct: false,
        explanation:
          'A tool can see that `alt="photo"` exists, but judging whether it is meaningful needs a human who understands the content.',
      },
      {
        id: 'c',
        text: 'Body text whose colour contrast against a solid background is below the WCAG AA ratio.',
        correct: true,
        explanation:
          'Contrast ratios are computed from colours, so tools flag them well (text over images or gradients may still need a manual check).',
      },
      {
        id: 'd',
        text: 'A form input with no associated label.',
        correct: true,
        explanation:
          'Whether an input has an accessible name (a `label`, `aria-label` or `aria-labelledby`) can be checked from the DOM.',
      },
      {
        id: 'e',
        text: 'A keyboard focus order that is technically possible but confusing for the task.',
        correct: false,
        explanation:
          "Whether the order makes sense depends on the layout and the user's task. Automated tools catch only a portion of accessibility issues, so manual keyboard and screen-reader checks are still needed.",
      },
    ],
  },
  {
    id: 'test-runner-awaits-returned-promise',
    kind: 'true-false',
    skills: ['testing', 'javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 30,
    prompt:
      'True or false: in Jest and Vitest, if a test function returns a promise (for example because it is an `async` function), the runner waits for it to settle and fails the test if it rejects.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'That is why `async` tests with `await` work: the returned promise tells the runner when the test is done, and a thrown error or failed `expect` rejects it.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'Both runners do wait for a returned promise. The classic bug is the opposite case, where a promise is created but not returned or awaited.',
      },
    ],
  },

  // Difficulty 3
  {
    id: 'test-testing-trophy-emphasis',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 45,
    prompt:
      'The **testing trophy** is an alternative to the test pyramid, popular for front-end and web application code. Which layer does it give the most weight to?',
    options: [
      {
        id: 'a',
        text: 'Unit tests of individual functions and components in isolation',
        correct: false,
        explanation:
          'Unit tests are a layer of the trophy, but a smaller one than in the pyramid: heavily mocked unit tests can all pass while the pieces fail to work together.',
      },
      {
        id: 'b',
        text: 'Static analysis such as type checking and linting',
        correct: false,
        explanation:
          'Static checks form the base of the trophy because they are nearly free, but they catch a class of mistakes rather than verifying behaviour, so they are not its largest part.',
      },
      {
        id: 'c',
        text: 'End-to-end tests in a real browser',
        correct: false,
        explanation:
          'E2E tests are the small top of the trophy, just as in the pyramid: valuable for key journeys but slow and costly.',
      },
      {
        id: 'd',
        text: 'Integration tests that render several units together with few mocks',
        correct: true,
        explanation:
          'The trophy argues that integration tests give the best balance of confidence and cost ("write tests, not too many, mostly integration"), because they test units the way they are used together.',
      },
    ],
  },
  {
    id: 'test-branch-vs-line-coverage',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'The only test for this function calls `price(100, true)`. What coverage does it give?\n\n```ts\nfunction price(base: number, isMember: boolean): number {\n  let rate = 0;\n  if (isMember) rate = 0.1;\n  return base * (1 - rate);\n}\n```',
    options: [
      {
        id: 'a',
        text: '100% line coverage and 100% branch coverage',
        correct: false,
        explanation:
          'Every line runs, but the `if` has two outcomes and only the `true` one was taken, so branch coverage cannot be 100%.',
      },
      {
        id: 'b',
        text: '100% line coverage but only 50% branch coverage',
        correct: true,
        explanation:
          'All statements execute, yet the path where `isMember` is `false` never runs. Branch coverage exposes this gap; a second test with `price(100, false)` closes it.',
      },
      {
        id: 'c',
        text: '75% line coverage and 50% branch coverage',
        correct: false,
        explanation:
          'No line is skipped: `rate = 0.1` runs because `isMember` is `true`. The missing case is a branch, not a line.',
      },
      {
        id: 'd',
        text: 'Coverage cannot be measured for a function with a boolean parameter.',
        correct: false,
        explanation:
          'Coverage tools (V8 coverage, Istanbul, coverage.py) measure any executed code regardless of parameter types.',
      },
    ],
  },
  {
    id: 'test-debounce-fake-timers',
    kind: 'single',
    skills: ['testing', 'javascript'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'You need to test that a search box calls the API only once, 300 ms after the user stops typing (a debounce). What is the best approach?',
    options: [
      {
        id: 'a',
        text: 'Type, then `await` a real 350 ms delay and check the API was called once.',
        correct: false,
        explanation:
          'It works, but every such test adds real waiting time, and on a slow CI machine timing margins like this are a classic source of flakiness.',
      },
      {
        id: 'b',
        text: 'Set the debounce delay to 0 in the test environment.',
        correct: false,
        explanation:
          'That changes the behaviour under test: you can no longer verify that rapid keystrokes are coalesced or that nothing happens before 300 ms.',
      },
      {
        id: 'c',
        text: 'Use fake timers: type several characters, advance the clock by 299 ms and assert no call, then advance 1 ms more and assert exactly one call.',
        correct: true,
        explanation:
          'Fake timers (e.g. `vi.useFakeTimers()` or `jest.useFakeTimers()`) make time deterministic and instant, and let you check both sides of the boundary precisely.',
      },
      {
        id: 'd',
        text: 'Mock the `debounce` helper so it calls the function immediately.',
        correct: false,
        explanation:
          'Then the test no longer exercises debouncing at all; it would pass even if the component called the API on every keystroke in production.',
      },
    ],
  },
  {
    id: 'test-isolation-practices',
    kind: 'multiple',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'Which practices help keep tests **isolated** from each other, so they can run in any order or in parallel? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Each test creates the data it needs with a factory, using unique values such as a generated email address.',
        correct: true,
        explanation:
          'Self-contained setup means no test depends on another, and unique values avoid collisions when tests run in parallel against the same resources.',
      },
      {
        id: 'b',
        text: 'Several tests share one module-level `user` object and update it as they go.',
        correct: false,
        explanation:
          "Shared mutable fixtures make each test's outcome depend on what ran before it. Build fresh objects per test, for example in `beforeEach` or a factory.",
      },
      {
        id: 'c',
        text: 'Restore mocks, spies and fake timers after each test.',
        correct: true,
        explanation:
          'A mock implementation or fake clock that leaks into the next test is one of the most common causes of order-dependent failures.',
      },
      {
        id: 'd',
        text: 'A later test reuses the record an earlier test created, so the file must run top to bottom.',
        correct: false,
        explanation:
          'This chains the tests together: running one alone, filtering, shuffling or parallelising breaks them, and one failure cascades into many.',
      },
      {
        id: 'e',
        text: 'Start each test from a known database state, for example by rolling back a transaction or truncating tables, or by giving each worker its own database.',
        correct: true,
        explanation:
          'A known starting state makes results reproducible. Which technique fits depends on the test level and whether tests run in parallel.',
      },
    ],
  },
  {
    id: 'test-query-by-role',
    kind: 'single',
    skills: ['testing', 'react'],
    roles: ['frontend', 'software-engineer'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      "Testing Library recommends the first query below over the second. Why?\n\n```ts\nscreen.getByRole('button', { name: 'Save' });\ncontainer.querySelector('.btn-save');\n```",
    options: [
      {
        id: 'a',
        text: 'It finds the element the way users and assistive technology perceive it, so it survives markup and class refactors and fails if the control has no accessible role or name.',
        correct: true,
        explanation:
          'Role queries read the accessibility tree. A `div` styled as a button or an icon-only button without a label will not be found, which doubles as a basic accessibility check.',
      },
      {
        id: 'b',
        text: 'It is faster, because role queries do not walk the DOM.',
        correct: false,
        explanation:
          'The opposite: `getByRole` is one of the slower queries because it computes roles and accessible names. It is recommended for confidence, not speed.',
      },
      {
        id: 'c',
        text: '`querySelector` does not work in jsdom or happy-dom.',
        correct: false,
        explanation:
          'Both simulated DOMs support `querySelector`. The issue is that CSS classes are implementation details that users never see.',
      },
      {
        id: 'd',
        text: '`getByRole` waits automatically for the button to appear.',
        correct: false,
        explanation:
          '`getBy*` queries are synchronous and throw at once if nothing matches. The `findBy*` variants are the ones that wait.',
      },
    ],
  },
  {
    id: 'test-spy-default-behaviour',
    kind: 'single',
    skills: ['testing', 'javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      "A test calls `vi.spyOn(mailer, 'send')` (or `jest.spyOn`) and configures nothing else. What happens when the code under test then calls `mailer.send(message)`?",
    options: [
      {
        id: 'a',
        text: 'The call is recorded and returns `undefined`; the real method never runs.',
        correct: false,
        explanation:
          'That describes a bare `vi.fn()` / `jest.fn()`. A spy keeps the original implementation unless you replace it, for example with `.mockResolvedValue(...)`.',
      },
      {
        id: 'b',
        text: 'Nothing changes until the test calls `expect(mailer.send).toHaveBeenCalled()`.',
        correct: false,
        explanation:
          'The spy is installed immediately and records every call from then on; the assertion only reads what was recorded.',
      },
      {
        id: 'c',
        text: 'The test fails, because spies must be given an implementation.',
        correct: false,
        explanation:
          'An implementation is optional. Without one the spy simply passes through to the original method.',
      },
      {
        id: 'd',
        text: 'The real `send` runs as usual, and the spy records the call and its arguments.',
        correct: true,
        explanation:
          'So a bare spy would really send mail here. Add a mock implementation when the real side effect must not happen, and restore spies after each test.',
      },
    ],
  },

  // Difficulty 4
  {
    id: 'test-property-sort-spec',
    kind: 'single',
    skills: ['testing', 'data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'You write a **property-based test** for your own `sort(numbers)` function: the framework generates many random arrays. Which property, on its own, fully specifies a correct sort?',
    options: [
      {
        id: 'a',
        text: 'The output has the same length as the input.',
        correct: false,
        explanation:
          'A true property, but far too weak: a function that returns the input unchanged, or an array of zeros, satisfies it.',
      },
      {
        id: 'b',
        text: 'The output is in non-decreasing order.',
        correct: false,
        explanation:
          'Also too weak on its own: returning an empty array, or `[1, 1, 1]`, is always ordered. You must also show nothing was lost or invented.',
      },
      {
        id: 'c',
        text: 'The output is in non-decreasing order and is a permutation of the input (same elements, same counts).',
        correct: true,
        explanation:
          'Together these two properties define sorting exactly. Good property-based tests often combine several such invariants rather than checking specific examples.',
      },
      {
        id: 'd',
        text: '`sort([3, 1, 2])` equals `[1, 2, 3]`.',
        correct: false,
        explanation:
          'That is a single example-based test, not a property over generated inputs. It is useful alongside properties but specifies only one case.',
      },
    ],
  },
  {
    id: 'test-contract-testing-purpose',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'A web app and a mobile app both consume an orders API owned by another team. What does **consumer-driven contract testing** (for example with Pact) mainly verify?',
    options: [
      {
        id: 'a',
        text: 'That complete business workflows succeed when all three systems are deployed together.',
        correct: false,
        explanation:
          'That is end-to-end testing. Contract tests deliberately avoid needing every system deployed at once.',
      },
      {
        id: 'b',
        text: 'That the API provider still honours the requests and responses each consumer actually relies on, checked on each side separately.',
        correct: true,
        explanation:
          'Consumers record their expectations as a contract; the provider replays them in its own pipeline. A breaking change is caught before deployment, without a shared e2e environment.',
      },
      {
        id: 'c',
        text: 'That the API can handle the expected request volume from both consumers.',
        correct: false,
        explanation:
          'Throughput and latency are the job of load and performance testing; contracts describe the shape and meaning of interactions.',
      },
      {
        id: 'd',
        text: "That the provider's business logic is correct, so it no longer needs its own unit tests.",
        correct: false,
        explanation:
          'Contracts check the interface that consumers use, not every rule behind it. The provider still needs its own tests for its logic.',
      },
    ],
  },
  {
    id: 'test-mutation-testing-survivors',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'A module has 95% line coverage, but a **mutation testing** tool (such as Stryker, PIT or mutmut) reports that many mutants *survived*. What does this most likely tell you?',
    options: [
      {
        id: 'a',
        text: 'The coverage report is wrong and the real coverage is much lower.',
        correct: false,
        explanation:
          'Coverage and mutation score measure different things; both can be accurate at once. Lines can run without being checked.',
      },
      {
        id: 'b',
        text: 'The module has too many tests and they should be reduced.',
        correct: false,
        explanation:
          'Surviving mutants suggest the tests check too little, not that there are too many of them.',
      },
      {
        id: 'c',
        text: 'The code is too complex for mutation testing to work.',
        correct: false,
        explanation:
          'Mutation testing works on ordinary code; complexity can make it slow, but it does not make survivors meaningless.',
      },
      {
        id: 'd',
        text: 'The tests execute the code, but their assertions are too weak to notice when its behaviour changes (e.g. a `>` turned into `>=`).',
        correct: true,
        explanation:
          'A surviving mutant is a deliberate bug no test caught. Some survivors are equivalent mutants that change nothing observable, but many survivors usually point to missing or vague assertions.',
      },
    ],
  },
  {
    id: 'test-tdd-statements',
    kind: 'multiple',
    skills: ['testing'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'Which statements about **test-driven development** are accurate? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Seeing a new test fail before writing the code confirms the test can actually detect the missing behaviour.',
        correct: true,
        explanation:
          'A test that was never seen failing might be passing for the wrong reason (a typo, a missing `await`, an assertion that can never fail).',
      },
      {
        id: 'b',
        text: 'Following TDD guarantees 100% branch coverage.',
        correct: false,
        explanation:
          'TDD tends to produce high coverage, but nothing forces every branch to be tested, and coverage is not its goal.',
      },
      {
        id: 'c',
        text: 'In the refactor step you change the structure of the code while all tests stay green.',
        correct: true,
        explanation:
          'Refactoring means improving design without changing behaviour; the passing tests are the safety net that proves it.',
      },
      {
        id: 'd',
        text: "Writing the test first makes you design the API from the caller's point of view, which often leads to smaller, more testable units.",
        correct: true,
        explanation:
          "This design feedback is one of TDD's main benefits: code that is awkward to test first is often awkward to use.",
      },
      {
        id: 'e',
        text: 'TDD means writing the complete test suite for a feature before any production code.',
        correct: false,
        explanation:
          'TDD proceeds one small failing test at a time, alternating with just enough code to pass it.',
      },
    ],
  },
  {
    id: 'test-sqlite-substitute-risks',
    kind: 'multiple',
    skills: ['testing', 'sql'],
    roles: ['backend', 'software-engineer'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'Production runs on PostgreSQL, but to speed things up the integration tests run against in-memory SQLite. Which are real risks of this choice? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'PostgreSQL features your queries use, such as array columns, `ILIKE` or `jsonb` containment (`@>`), are missing or behave differently.',
        correct: true,
        explanation:
          'Dialect differences mean either the tests cannot run the real queries, or the queries are bent to suit SQLite and differ from production.',
      },
      {
        id: 'b',
        text: "SQLite's flexible typing (in tables not declared `STRICT`) accepts values PostgreSQL would reject, so type bugs slip through.",
        correct: true,
        explanation:
          "For example, SQLite will store the text `'abc'` in an `INTEGER` column of an ordinary table, where PostgreSQL raises an error.",
      },
      {
        id: 'c',
        text: 'Locking, concurrency and transaction isolation work differently, so race conditions and lock errors seen in production do not reproduce.',
        correct: true,
        explanation:
          'SQLite serialises writes to the whole database, while PostgreSQL uses MVCC with row-level locks, so concurrency bugs behave differently.',
      },
      {
        id: 'd',
        text: 'In-memory SQLite is usually much slower than PostgreSQL, so the suite takes longer.',
        correct: false,
        explanation:
          'Speed is the reason teams do this: in-memory SQLite is typically very fast. The cost is lower fidelity, which is why many teams run a real PostgreSQL in a container (for example with Testcontainers) instead.',
      },
    ],
  },
  {
    id: 'test-unordered-select-flaky',
    kind: 'single',
    skills: ['testing', 'sql'],
    roles: ['backend', 'software-engineer'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      "This integration test passes locally but fails now and then in CI. What is the most likely cause?\n\n```ts\nawait createUser({ name: 'Ada', teamId: 1 });\nawait createUser({ name: 'Grace', teamId: 1 });\nconst rows = await db.query('SELECT name FROM users WHERE team_id = 1');\nexpect(rows.map((r) => r.name)).toEqual(['Ada', 'Grace']);\n```",
    options: [
      {
        id: 'a',
        text: 'The inserts have not been committed when the `SELECT` runs.',
        correct: false,
        explanation:
          'Both inserts are awaited before the query, and a query on the same connection or after commit sees them. Missing rows would fail consistently, not occasionally.',
      },
      {
        id: 'b',
        text: 'Without `ORDER BY`, SQL does not guarantee any row order, so the database may return the rows in a different order.',
        correct: true,
        explanation:
          'Order without `ORDER BY` depends on physical storage and the query plan, which can vary with updates, vacuuming, parallel scans or other data. Add `ORDER BY` if order matters, or compare without regard to order.',
      },
      {
        id: 'c',
        text: '`toEqual` compares arrays by reference, so it fails randomly.',
        correct: false,
        explanation:
          '`toEqual` compares recursively by value and is deterministic. It does, however, care about element order, which is the real issue here.',
      },
      {
        id: 'd',
        text: 'CI machines use a different character encoding, which changes the names.',
        correct: false,
        explanation:
          'Encoding problems would corrupt the text every time, not make the test fail only sometimes.',
      },
    ],
  },

  // Difficulty 5
  {
    id: 'test-dont-mock-third-party-sdk',
    kind: 'single',
    skills: ['testing'],
    roles: ['backend', 'software-engineer'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      "Your checkout service calls a payment provider's SDK directly from its business logic, and the unit tests mock the SDK's methods with hand-written fixtures. The tests are green, yet a production release fails because the real API returns errors in a different shape. What is the underlying problem, and the usual remedy?",
    options: [
      {
        id: 'a',
        text: 'The fixtures were out of date; regenerate them from production traffic each release.',
        correct: false,
        explanation:
          'Fresher fixtures help a little, but the design still spreads your assumptions about a third-party API across every test, and nothing checks those assumptions automatically.',
      },
      {
        id: 'b',
        text: 'Mocks should never be used; every unit test should call the real payment sandbox.',
        correct: false,
        explanation:
          "That makes the whole unit suite slow, flaky and dependent on the network and a third party's uptime. A few targeted integration tests are enough.",
      },
      {
        id: 'c',
        text: 'Mocks of a type you do not own encode your assumptions about it. Wrap the SDK in a thin adapter you own, mock the adapter in unit tests, and test the adapter against the real sandbox or a verified contract.',
        correct: true,
        explanation:
          "\"Don't mock what you don't own\": your interface can be shaped around your domain (e.g. `PaymentDeclined`), and the only code that touches the vendor is checked against the vendor's real behaviour.",
      },
      {
        id: 'd',
        text: 'The unit tests need more assertions on the arguments passed to the SDK.',
        correct: false,
        explanation:
          'More interaction assertions would not reveal how the real API responds; they only pin down what your code sends, and couple the tests more tightly to the implementation.',
      },
    ],
  },
  {
    id: 'test-fake-timers-microtask-gap',
    kind: 'single',
    skills: ['testing', 'javascript'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      "What happens when this Vitest test runs?\n\n```ts\nconst sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\n\nasync function withRetry<T>(fn: () => Promise<T>): Promise<T> {\n  try {\n    return await fn();\n  } catch {\n    await sleep(1000);\n    return fn();\n  }\n}\n\ntest('retries once after a second', async () => {\n  vi.useFakeTimers();\n  const fn = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('ok');\n  const result = withRetry(fn);\n  vi.advanceTimersByTime(1000);\n  await expect(result).resolves.toBe('ok');\n});\n```",
    options: [
      {
        id: 'a',
        text: 'It passes: advancing the fake clock by 1000 ms fires the retry delay immediately.',
        correct: false,
        explanation:
          'It would, if the timer existed yet. When `advanceTimersByTime` runs, the `catch` block has not executed, so there is no timer to fire.',
      },
      {
        id: 'b',
        text: 'It fails at once with the `boom` error, because fake timers stop `catch` from running.',
        correct: false,
        explanation:
          'Fake timers replace timer functions such as `setTimeout`, not promise handling. The rejection is caught normally, just later than the test expects.',
      },
      {
        id: 'c',
        text: 'It waits a real second, then passes.',
        correct: false,
        explanation:
          'After `vi.useFakeTimers()`, `setTimeout` is fake, so the sleep never completes on its own no matter how much real time passes.',
      },
      {
        id: 'd',
        text: 'It hangs until the test times out: the `setTimeout` inside `sleep` is only scheduled after a microtask, after the clock was already advanced.',
        correct: true,
        explanation:
          'The rejection is handled in a microtask, after the synchronous `advanceTimersByTime` call. Use `await vi.advanceTimersByTimeAsync(1000)`, which lets pending promise callbacks run before and between timers.',
      },
    ],
  },
  {
    id: 'test-transaction-rollback-limits',
    kind: 'multiple',
    skills: ['testing', 'sql'],
    roles: ['backend', 'software-engineer'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Your integration tests each run inside a database transaction that is rolled back at the end, so no data survives between tests. In which situations does this isolation strategy break down? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'The code under test uses a different connection from the pool, or a separate process such as a worker or a server driven by e2e tests.',
        correct: true,
        explanation:
          "Other connections cannot see the test transaction's uncommitted rows, so they behave as if the setup data does not exist.",
      },
      {
        id: 'b',
        text: 'The test inserts a row and then reads it back through the same transaction.',
        correct: false,
        explanation:
          'A transaction always sees its own uncommitted changes, so this works exactly as intended.',
      },
      {
        id: 'c',
        text: 'The code under test manages its own transactions and issues `COMMIT`.',
        correct: true,
        explanation:
          'In PostgreSQL a nested `BEGIN` is only a warning, and `COMMIT` ends the outer test transaction, so data leaks into later tests. Test helpers often map inner transactions to savepoints to cope.',
      },
      {
        id: 'd',
        text: 'The behaviour being tested happens only at commit time, such as a `DEFERRABLE INITIALLY DEFERRED` constraint or a commit hook.',
        correct: true,
        explanation:
          'If the transaction is never committed, deferred checks and on-commit behaviour never run, so the test cannot observe them.',
      },
      {
        id: 'e',
        text: 'Several tests insert users with the same email into a table with a unique constraint.',
        correct: false,
        explanation:
          "Each test's rows are rolled back before the next test starts, so sequential tests do not collide on the constraint.",
      },
    ],
  },
  {
    id: 'test-sequence-not-rolled-back',
    kind: 'true-false',
    skills: ['testing', 'sql'],
    roles: ['backend', 'software-engineer'],
    difficulty: 5,
    timeGuideSeconds: 60,
    prompt:
      "True or false: in PostgreSQL, when a test inserts rows into a table with an identity (or `serial`) id inside a transaction that is then rolled back, the sequence is rolled back too, so the next test's first insert gets the same id again.",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Rows are rolled back, but sequence increments are not: `nextval` is deliberately non-transactional so concurrent transactions never wait on each other for ids.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Ids keep increasing across rolled-back tests, so a test that asserts `id === 1` depends on which tests ran before it. Assert on the returned id instead of a hard-coded one.',
      },
    ],
  },
  {
    id: 'test-interaction-vs-state-assertions',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "This test broke when `registerUser` was refactored to call `repo.upsert(...)` instead of `repo.save(...)`, although the behaviour users see did not change. Which change makes the test robust to such refactors while still checking the behaviour?\n\n```ts\ntest('registers an unverified user', async () => {\n  const repo = { save: vi.fn() };\n  await registerUser(repo, { email: 'ada@example.com' });\n  expect(repo.save).toHaveBeenCalledTimes(1);\n  expect(repo.save).toHaveBeenCalledWith({ email: 'ada@example.com', verified: false });\n});\n```",
    options: [
      {
        id: 'a',
        text: 'Mock both `save` and `upsert`, and assert that one of them was called with the expected object.',
        correct: false,
        explanation:
          'The test is still tied to which repository methods the implementation happens to use; the next refactor (say, a batch insert) breaks it again.',
      },
      {
        id: 'b',
        text: 'Use an in-memory fake repository and assert on the resulting state, e.g. that looking up `ada@example.com` returns an unverified user.',
        correct: true,
        explanation:
          'State-based assertions check the outcome rather than the steps taken to reach it. Keep interaction assertions for cases where the call itself is the behaviour, such as sending an email.',
      },
      {
        id: 'c',
        text: 'Replace the assertions with a snapshot of `repo.save.mock.calls`.',
        correct: false,
        explanation:
          'A snapshot of the calls is the same interaction assertion in a less readable form, and just as coupled to the implementation.',
      },
      {
        id: 'd',
        text: 'Remove the assertions and only check that `registerUser` does not throw.',
        correct: false,
        explanation:
          'This survives refactors only because it tests almost nothing: a `registerUser` that saved nothing would still pass.',
      },
    ],
  },
  {
    id: 'test-property-failure-reproduce',
    kind: 'single',
    skills: ['testing'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      'A property-based test (fast-check or Hypothesis) failed once in CI with a shrunk counterexample, but passes every time you run it locally. What is the best next step?',
    options: [
      {
        id: 'a',
        text: 'Mark the test as flaky and add automatic retries.',
        correct: false,
        explanation:
          'The framework found a real input that breaks the property. Retrying until a lucky run passes throws that bug away.',
      },
      {
        id: 'b',
        text: 'Raise the number of runs locally until it fails again by chance.',
        correct: false,
        explanation:
          'You might get lucky eventually, but you already have what you need: the framework reported how to replay the exact failing case.',
      },
      {
        id: 'c',
        text: 'Replace the property test with a few hand-picked examples so results are stable.',
        correct: false,
        explanation:
          'That gives up the thing that found the bug. Random exploration is the point; reproducibility comes from seeds, not from removing randomness.',
      },
      {
        id: 'd',
        text: 'Replay the failure using the seed the framework reported (or the printed counterexample), fix the bug, and keep that counterexample as an explicit regression test.',
        correct: true,
        explanation:
          'fast-check prints a `seed` and `path` you can pass back to `fc.assert`; Hypothesis can replay failures and lets you pin inputs with `@example`. The pinned case then runs on every build.',
      },
    ],
  },
];
