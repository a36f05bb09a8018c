import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// React: rendering, state, effects, memoisation, context, refs, Suspense, React 19 features, accessibility and testing.
export const reactQuestions: readonly ChoiceQuestionSeed[] = [
  {
    id: 'react-usestate-vs-local-variable',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 60,
    prompt:
      'Clicking this button never changes the text from "Clicked 0 times". Why?\n\n```jsx\nfunction Counter() {\n  let count = 0;\n  return (\n    <button onClick={() => { count = count + 1; }}>\n      Clicked {count} times\n    </button>\n  );\n}\n```',
    options: [
      {
        id: 'a',
        text: 'The arrow function in `onClick` never runs, because handlers must be declared with `function`.',
        correct: false,
        explanation:
          'Arrow functions are fine as event handlers; the handler does run and does change the local variable.',
      },
      {
        id: 'b',
        text: 'Changing a local variable does not tell React to re-render, and `count` is reset to `0` on every render anyway. Use `useState` instead.',
        correct: true,
        explanation:
          'React only re-renders when state (or props or context) changes. A local variable is recreated each time the component function runs, so it cannot remember anything between renders. `const [count, setCount] = useState(0)` both keeps the value and triggers a re-render.',
      },
      {
        id: 'c',
        text: '`count` needs to be declared with `var` so that it survives between renders.',
        correct: false,
        explanation:
          'Whatever the keyword, a variable declared inside the component function is created afresh on every call.',
      },
      {
        id: 'd',
        text: 'JSX only displays strings, so `{count}` must be written as `{String(count)}`.',
        correct: false,
        explanation:
          'JSX renders numbers directly; the problem is that nothing triggers a new render.',
      },
    ],
  },
  {
    id: 'react-list-keys-purpose',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'Why does React ask for a `key` on each element when you render a list with `items.map(...)`?',
    options: [
      {
        id: 'a',
        text: 'So that React can tell which item is which between renders, and keep the right DOM nodes and state when items are added, removed or reordered.',
        correct: true,
        explanation:
          'React matches children by key while reconciling. A stable, unique key (usually an id from your data) lets it move existing elements instead of re-creating them or mixing up their state.',
      },
      {
        id: 'b',
        text: 'So that the component can read its position from `props.key`.',
        correct: false,
        explanation:
          '`key` is used by React itself and is not passed to the component as a prop; pass the value under another name if the component needs it.',
      },
      {
        id: 'c',
        text: 'So that React renders the list sorted by key.',
        correct: false,
        explanation: 'React renders items in the order of the array; keys do not sort anything.',
      },
      {
        id: 'd',
        text: 'Only to silence a console warning; it has no effect on behaviour.',
        correct: false,
        explanation:
          'Keys affect which component instances and DOM nodes are kept, so wrong keys cause real bugs, such as state appearing on the wrong row.',
      },
    ],
  },
  {
    id: 'react-props-are-read-only',
    kind: 'true-false',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      "True or false: a child component can update data owned by its parent by assigning to a prop, for example `props.title = 'New title'`.",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Props are read-only inputs: mutating them does not re-render anything (in development React even freezes the props object, so in strict-mode code the assignment throws). The parent should pass down a callback, such as `onRename`, that updates its own state.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          "Correct: props flow one way, from parent to child. To change the parent's data, the child calls a function the parent passed down, and the parent updates its state.",
      },
    ],
  },
  {
    id: 'react-onclick-called-during-render',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'What is wrong with this button?\n\n```jsx\n<button onClick={handleDelete(item.id)}>Delete</button>\n```',
    options: [
      {
        id: 'a',
        text: 'Nothing; React calls `handleDelete(item.id)` when the button is clicked.',
        correct: false,
        explanation:
          'The braces contain an expression that is evaluated immediately, during render.',
      },
      {
        id: 'b',
        text: '`onClick` must be written in lowercase, `onclick`, as in HTML.',
        correct: false,
        explanation: 'React uses camelCase event props such as `onClick`.',
      },
      {
        id: 'c',
        text: 'React does not allow passing arguments to event handlers.',
        correct: false,
        explanation: 'You can pass arguments by wrapping the call in a function.',
      },
      {
        id: 'd',
        text: '`handleDelete` is called during every render, and its return value is used as the click handler. Use `onClick={() => handleDelete(item.id)}`.',
        correct: true,
        explanation:
          '`onClick` expects a function. Writing a call runs it while rendering, which may delete the item immediately (and can cause an infinite render loop if it sets state).',
      },
    ],
  },
  {
    id: 'react-effect-empty-deps',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      "When does the effect below run?\n\n```jsx\nuseEffect(() => {\n  console.log('connected');\n}, []);\n```",
    options: [
      {
        id: 'a',
        text: 'Before the component renders for the first time.',
        correct: false,
        explanation:
          'Effects always run after React has committed the render to the screen, never before it.',
      },
      {
        id: 'b',
        text: 'After every render.',
        correct: false,
        explanation:
          'That happens when the dependency array is omitted entirely. An empty array means there are no dependencies that could change.',
      },
      {
        id: 'c',
        text: 'After the component first appears on screen; in development with `<StrictMode>`, React also runs an extra cleanup and setup cycle once.',
        correct: true,
        explanation:
          'With `[]`, the effect runs once after mounting and its cleanup on unmount. In development, Strict Mode deliberately mounts, unmounts and remounts to reveal missing cleanups, so you may see the log twice.',
      },
      {
        id: 'd',
        text: 'Never, because an empty dependency array disables the effect.',
        correct: false,
        explanation: 'Empty dependencies mean "run once after mount", not "do not run".',
      },
    ],
  },
  {
    id: 'react-accessible-clickable-control',
    kind: 'multiple',
    skills: ['react'],
    roles: ['software-engineer', 'frontend', 'designer'],
    difficulty: 1,
    timeGuideSeconds: 60,
    prompt:
      'You need a clickable control that opens a menu. Which of these are good practice? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Use `<button type="button" onClick={openMenu}>`.',
        correct: true,
        explanation:
          'A native button is focusable, activates with Enter and Space, and is announced as a button by screen readers, all without extra code.',
      },
      {
        id: 'b',
        text: 'A `<div onClick={openMenu}>` styled like a button is just as accessible.',
        correct: false,
        explanation:
          'A `div` is not focusable, does not respond to the keyboard and has no role. You would have to add `role`, `tabIndex` and key handlers yourself, so the native element is the better choice.',
      },
      {
        id: 'c',
        text: 'Give an icon-only button an accessible name, for example `aria-label="Open menu"`.',
        correct: true,
        explanation:
          'Without text content, screen readers have nothing to announce; `aria-label` (or visually hidden text) supplies the name.',
      },
      {
        id: 'd',
        text: 'Remove the focus outline with `outline: none` to keep the design clean.',
        correct: false,
        explanation:
          'Keyboard users rely on the focus indicator to know where they are. Restyle it (for example with `:focus-visible`) instead of removing it.',
      },
    ],
  },
  {
    id: 'react-and-operator-renders-zero',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'What appears on screen when `messages` is an empty array?\n\n```jsx\nfunction Inbox({ messages }) {\n  return <div>{messages.length && <MessageList messages={messages} />}</div>;\n}\n```',
    options: [
      {
        id: 'a',
        text: 'Nothing; the `div` is empty.',
        correct: false,
        explanation: '`0 && ...` evaluates to `0`, not `false`, and React renders numbers.',
      },
      {
        id: 'b',
        text: 'The `MessageList` with no rows.',
        correct: false,
        explanation: '`&&` stops at the falsy left-hand side, so `MessageList` is not rendered.',
      },
      {
        id: 'c',
        text: 'A `0` inside the `div`.',
        correct: true,
        explanation:
          'React skips `false`, `null` and `undefined`, but renders the number `0`. Make the condition a boolean, such as `messages.length > 0 && ...`, or use a ternary.',
      },
      {
        id: 'd',
        text: 'An error, because `&&` is not allowed in JSX.',
        correct: false,
        explanation:
          'Any JavaScript expression can go inside braces; `&&` is a common way to render conditionally.',
      },
    ],
  },
  {
    id: 'react-multiple-setstate-same-snapshot',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      '`count` starts at `0`. What is it after one click?\n\n```jsx\nconst [count, setCount] = useState(0);\n\nfunction handleClick() {\n  setCount(count + 1);\n  setCount(count + 1);\n  setCount(count + 1);\n}\n```',
    options: [
      {
        id: 'a',
        text: '`3`',
        correct: false,
        explanation:
          'Each call uses the same `count` from this render, which is `0`, so each one asks for `1`.',
      },
      {
        id: 'b',
        text: '`1`',
        correct: true,
        explanation:
          'State is a snapshot: `count` is `0` throughout this event handler, so all three calls queue "set to 1". Use the updater form, `setCount((c) => c + 1)`, to build on the pending value and get `3`.',
      },
      {
        id: 'c',
        text: '`0`',
        correct: false,
        explanation:
          'The updates are applied; React batches them into one re-render, in which `count` is `1`.',
      },
      {
        id: 'd',
        text: 'It depends on timing, because each call renders the component separately.',
        correct: false,
        explanation:
          'React batches state updates from the same event into a single re-render, so the result is deterministic.',
      },
    ],
  },
  {
    id: 'react-mutating-state-array',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'Calling `addItem` does not update the list on screen. Why?\n\n```jsx\nconst [items, setItems] = useState([]);\n\nfunction addItem(item) {\n  items.push(item);\n  setItems(items);\n}\n```',
    options: [
      {
        id: 'a',
        text: '`setItems` only accepts primitive values.',
        correct: false,
        explanation:
          'State can hold arrays and objects; they just have to be replaced rather than mutated.',
      },
      {
        id: 'b',
        text: '`push` is not allowed on arrays created by `useState`.',
        correct: false,
        explanation:
          'The array is an ordinary array; `push` works, but React has no way of knowing it happened.',
      },
      {
        id: 'c',
        text: 'State updates are asynchronous, so the list will appear after the next click.',
        correct: false,
        explanation: 'Waiting does not help: the update is skipped, not delayed.',
      },
      {
        id: 'd',
        text: 'The array was mutated and passed back as the same object, so React sees no change and skips the re-render. Use `setItems([...items, item])`.',
        correct: true,
        explanation:
          'React compares the new state with the old one using `Object.is`. A mutated array is still the same reference, so React bails out. Treat state as immutable and create a new array or object.',
      },
    ],
  },
  {
    id: 'react-lift-state-up',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'A `SearchBox` and a sibling `ResultsList` both need the current search query. Where should the query state live?',
    options: [
      {
        id: 'a',
        text: 'In both components, kept in sync with `useEffect`.',
        correct: false,
        explanation:
          'Two copies of the same state need synchronising effects that cause extra renders and bugs when they get out of sync.',
      },
      {
        id: 'b',
        text: 'In a module-level variable that both components import.',
        correct: false,
        explanation:
          'Changing a plain variable does not trigger re-renders, so the results would not update.',
      },
      {
        id: 'c',
        text: 'In their closest common parent, which passes the query to both and a setter (such as `onQueryChange`) to `SearchBox`.',
        correct: true,
        explanation:
          'Lifting state up to the nearest common owner gives one source of truth, and data flows down through props. Context or a store only becomes worth it when many distant components need the value.',
      },
      {
        id: 'd',
        text: 'In a ref in `SearchBox`, which `ResultsList` reads during render.',
        correct: false,
        explanation:
          'Changing a ref does not re-render anything, and a sibling cannot access it without extra wiring.',
      },
    ],
  },
  {
    id: 'react-testing-library-queries',
    kind: 'multiple',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      'Which of these are recommended practices with React Testing Library? Select all that apply.',
    options: [
      {
        id: 'a',
        text: "Prefer queries that reflect what users perceive, such as `screen.getByRole('button', { name: /save/i })`.",
        correct: true,
        explanation:
          'Role queries use the accessibility tree, so tests resemble real use and also catch missing labels. Test ids and CSS selectors are a last resort.',
      },
      {
        id: 'b',
        text: 'Use `await screen.findByText(...)` to wait for content that appears after an asynchronous update.',
        correct: true,
        explanation:
          '`findBy*` queries return a promise that resolves when the element appears, or rejects after a timeout.',
      },
      {
        id: 'c',
        text: "Use `expect(screen.getByText('Error')).toBeNull()` to check that an error is not shown.",
        correct: false,
        explanation:
          "`getBy*` throws when nothing matches, so the assertion is never reached. Use `queryBy*`, which returns `null`, for example `expect(screen.queryByText('Error')).not.toBeInTheDocument()`.",
      },
      {
        id: 'd',
        text: "Assert on the component's internal state values rather than on what is rendered.",
        correct: false,
        explanation:
          'Testing Library deliberately gives no access to internals; tests that check rendered output survive refactoring.',
      },
    ],
  },
  {
    id: 'react-state-snapshot-in-handler',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      '`count` is `0`. What does the first click log?\n\n```jsx\nconst [count, setCount] = useState(0);\n\nfunction handleClick() {\n  setCount(count + 1);\n  console.log(count);\n}\n```',
    options: [
      {
        id: 'a',
        text: '`0`',
        correct: true,
        explanation:
          '`count` is a constant captured for this render. The new value is available in the next render. If you need the new value now, compute it into a variable first: `const next = count + 1`.',
      },
      {
        id: 'b',
        text: '`1`',
        correct: false,
        explanation:
          '`setCount` does not change the `count` variable of the current render; it schedules a new render with a new value.',
      },
      {
        id: 'c',
        text: '`undefined`',
        correct: false,
        explanation: '`count` is still the value from this render, `0`.',
      },
      {
        id: 'd',
        text: 'It throws, because state cannot be read after it is set.',
        correct: false,
        explanation:
          'Reading state after calling its setter is allowed; it just returns the value of the current render.',
      },
    ],
  },
  {
    id: 'react-stale-closure-interval',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'What does this timer show after five seconds?\n\n```jsx\nfunction Timer() {\n  const [seconds, setSeconds] = useState(0);\n\n  useEffect(() => {\n    const id = setInterval(() => setSeconds(seconds + 1), 1000);\n    return () => clearInterval(id);\n  }, []);\n\n  return <p>{seconds}</p>;\n}\n```',
    options: [
      {
        id: 'a',
        text: '`5`',
        correct: false,
        explanation:
          'The interval callback was created in the first render and always sees `seconds` as `0`.',
      },
      {
        id: 'b',
        text: '`0`',
        correct: false,
        explanation:
          'The first tick does update the state to `1`; it is the later ticks that have no effect.',
      },
      {
        id: 'c',
        text: '`1`, and it stays there.',
        correct: true,
        explanation:
          "With `[]`, the effect runs once and its callback closes over the first render's `seconds`, `0`, so every tick sets `1`. Use the updater form, `setSeconds((s) => s + 1)`, which does not depend on the captured value.",
      },
      {
        id: 'd',
        text: 'It keeps increasing, but twice per second because of Strict Mode.',
        correct: false,
        explanation:
          "Strict Mode's extra setup and cleanup clears the first interval, so only one interval runs. And the value still sticks at `1`.",
      },
    ],
  },
  {
    id: 'react-effect-cleanup-timing',
    kind: 'multiple',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'An effect connects to a chat room and returns a cleanup function that disconnects:\n\n```jsx\nuseEffect(() => {\n  const connection = createConnection(roomId);\n  connection.connect();\n  return () => connection.disconnect();\n}, [roomId]);\n```\n\nWhich statements are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'When `roomId` changes, React disconnects from the old room before connecting to the new one.',
        correct: true,
        explanation:
          'Before re-running an effect, React runs the previous cleanup, which still sees the old `roomId` and connection.',
      },
      {
        id: 'b',
        text: 'The cleanup runs when the component unmounts.',
        correct: true,
        explanation: 'The last cleanup runs on unmount, so the connection is not left open.',
      },
      {
        id: 'c',
        text: 'The cleanup runs before every re-render, even when `roomId` has not changed.',
        correct: false,
        explanation:
          'If the dependencies are unchanged, neither the cleanup nor the effect runs again.',
      },
      {
        id: 'd',
        text: 'In development with `<StrictMode>`, React connects, disconnects and connects again when the component mounts.',
        correct: true,
        explanation:
          'This extra cycle is deliberate: it reveals effects whose cleanup does not fully undo their setup. It does not happen in production.',
      },
      {
        id: 'e',
        text: 'Removing the dependency array would make the effect run only once.',
        correct: false,
        explanation:
          'Without a dependency array, the effect runs after every render; `[]` is what means "only on mount".',
      },
    ],
  },
  {
    id: 'react-useref-use-cases',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt: 'Which of these is a good use of `useRef`?',
    options: [
      {
        id: 'a',
        text: 'Holding text that is shown on screen, so that it can change without a re-render.',
        correct: false,
        explanation:
          'Changing `ref.current` does not re-render, so the screen would show an outdated value. Values that affect the output belong in state.',
      },
      {
        id: 'b',
        text: 'Replacing `useState` everywhere, because refs are faster.',
        correct: false,
        explanation:
          'Refs are not a faster state: they do not trigger updates at all, which is only right for values the UI does not depend on.',
      },
      {
        id: 'c',
        text: 'Keeping an interval id or a DOM element that event handlers or effects need, without re-rendering when it changes.',
        correct: true,
        explanation:
          'A ref is a mutable box that persists across renders and does not cause renders when changed. That makes it right for timer ids, DOM nodes (focus, measuring, scrolling) and similar values not shown on screen.',
      },
      {
        id: 'd',
        text: 'Reading `ref.current` during render to decide which JSX to return.',
        correct: false,
        explanation:
          'Rendering should depend only on props, state and context. Reading or writing a ref during render (apart from lazy initialisation) makes the output unpredictable.',
      },
    ],
  },
  {
    id: 'react-context-value-identity',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      "Whenever `theme` changes, every component that calls `useContext(AuthContext)` re-renders, even though `user` has not changed. Why?\n\n```jsx\nfunction App() {\n  const [user, setUser] = useState(null);\n  const [theme, setTheme] = useState('light');\n\n  return (\n    <AuthContext value={{ user, setUser }}>\n      <Page theme={theme} onThemeChange={setTheme} />\n    </AuthContext>\n  );\n}\n```",
    options: [
      {
        id: 'a',
        text: '`{ user, setUser }` creates a new object on every render of `App`, so the context value is different each time and all consumers re-render. Memoise it with `useMemo(() => ({ user, setUser }), [user])`.',
        correct: true,
        explanation:
          'React compares context values with `Object.is`. An inline object literal is a new reference on each render, even if its contents are the same.',
      },
      {
        id: 'b',
        text: 'Context consumers always re-render whenever any ancestor re-renders.',
        correct: false,
        explanation:
          'Consumers re-render when the context value changes (or when their own parent re-renders them), not whenever any ancestor renders.',
      },
      {
        id: 'c',
        text: '`<AuthContext value={...}>` is invalid; it must be `<AuthContext.Provider>`, and the mistake causes the extra renders.',
        correct: false,
        explanation:
          'Since React 19 you can render the context itself as a provider; `.Provider` still works but is no longer needed. Either way, the new object is the cause.',
      },
      {
        id: 'd',
        text: '`setUser` changes identity on every render, which invalidates the context.',
        correct: false,
        explanation:
          'State setters returned by `useState` are stable: they are the same function on every render.',
      },
    ],
  },
  {
    id: 'react-derived-state-without-effect',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'What is the best way to improve this component?\n\n```jsx\nfunction Cart({ items }) {\n  const [total, setTotal] = useState(0);\n\n  useEffect(() => {\n    setTotal(items.reduce((sum, item) => sum + item.price, 0));\n  }, [items]);\n\n  return <p>Total: {total}</p>;\n}\n```',
    options: [
      {
        id: 'a',
        text: 'Add `total` to the dependency array.',
        correct: false,
        explanation:
          'This does not fix the structure: the effect would still render an outdated total first and then render again.',
      },
      {
        id: 'b',
        text: 'Replace `useEffect` with `useLayoutEffect` so the total appears sooner.',
        correct: false,
        explanation:
          'It avoids the visible flash, but it still renders twice and keeps duplicate state; the root problem is storing derived data.',
      },
      {
        id: 'c',
        text: 'Store `total` in a ref instead of state.',
        correct: false,
        explanation:
          'Updating a ref does not re-render, so the total on screen would be out of date.',
      },
      {
        id: 'd',
        text: 'Compute the value during render: `const total = items.reduce(...)`, and remove the state and the effect.',
        correct: true,
        explanation:
          'A value that can be calculated from props or state is not state. Calculating it while rendering keeps it always in sync and avoids an extra render with a stale value. Wrap it in `useMemo` only if the calculation is expensive.',
      },
    ],
  },
  {
    id: 'react-lazy-with-suspense',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      "What happens the first time `<Settings />` is rendered?\n\n```jsx\nconst Settings = lazy(() => import('./Settings'));\n\nfunction App() {\n  return (\n    <Suspense fallback={<Spinner />}>\n      <Settings />\n    </Suspense>\n  );\n}\n```",
    options: [
      {
        id: 'a',
        text: '`App` renders nothing at all until the `Settings` module has loaded.',
        correct: false,
        explanation:
          'Only the part inside the nearest `Suspense` boundary waits; everything else renders normally.',
      },
      {
        id: 'b',
        text: 'It throws an error, because components cannot be loaded asynchronously.',
        correct: false,
        explanation:
          "`lazy` exists precisely to load a component's code on demand with a dynamic `import()`.",
      },
      {
        id: 'c',
        text: '`<Spinner />` is shown while the code for `Settings` is downloaded, and then `Settings` replaces it.',
        correct: true,
        explanation:
          'A lazy component suspends until its module has loaded, and the nearest `Suspense` boundary shows its fallback meanwhile. This splits `Settings` into its own bundle chunk. Declare `lazy` components at module level so they are not recreated on each render.',
      },
      {
        id: 'd',
        text: '`Settings` first renders empty, then re-renders with content once the module arrives.',
        correct: false,
        explanation:
          'A suspended component renders nothing at all; the boundary shows the fallback instead.',
      },
    ],
  },
  {
    id: 'react-memo-inline-callback',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      '`Row` is wrapped in `memo`, yet every `Row` re-renders when `selectedId` changes. Why?\n\n```jsx\nconst Row = memo(function Row({ item, onSelect }) {\n  return <li onClick={onSelect}>{item.name}</li>;\n});\n\nfunction List({ items }) {\n  const [selectedId, setSelectedId] = useState(null);\n  return (\n    <ul>\n      {items.map((item) => (\n        <Row key={item.id} item={item} onSelect={() => setSelectedId(item.id)} />\n      ))}\n    </ul>\n  );\n}\n```',
    options: [
      {
        id: 'a',
        text: '`memo` only works for class components.',
        correct: false,
        explanation:
          '`memo` is mainly used with function components (`PureComponent` is the class equivalent), and it would not help here either way.',
      },
      {
        id: 'b',
        text: '`key` changes on every render, which remounts each row.',
        correct: false,
        explanation:
          '`item.id` is stable, so the rows are kept; they re-render, but are not remounted.',
      },
      {
        id: 'c',
        text: 'The inline arrow function is a new function on every render of `List`, so the shallow prop comparison of `memo` always sees a changed `onSelect`.',
        correct: true,
        explanation:
          '`memo` skips rendering only if every prop is equal by `Object.is`. Pass a stable function instead, for example `onSelect={setSelectedId}` (state setters are stable) and let `Row` call `onSelect(item.id)`, or use `useCallback`. The React Compiler can do this memoisation automatically.',
      },
      {
        id: 'd',
        text: "A memoised component always re-renders when its parent's state changes.",
        correct: false,
        explanation:
          'Skipping re-renders caused by the parent is the whole purpose of `memo`; it fails here only because one prop changes each time.',
      },
    ],
  },
  {
    id: 'react-component-defined-inside-component',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "The input below loses focus after every keystroke. Why?\n\n```jsx\nfunction Form() {\n  const [name, setName] = useState('');\n\n  function Field() {\n    return <input value={name} onChange={(e) => setName(e.target.value)} />;\n  }\n\n  return <Field />;\n}\n```",
    options: [
      {
        id: 'a',
        text: 'Controlled inputs always lose focus when their state changes.',
        correct: false,
        explanation:
          'Controlled inputs keep focus normally; updating their value does not remount them.',
      },
      {
        id: 'b',
        text: '`setName` is asynchronous, so the input is briefly empty and the browser drops focus.',
        correct: false,
        explanation:
          'State updates do not empty the input or move focus; the DOM node itself is being replaced.',
      },
      {
        id: 'c',
        text: '`onChange` should be `onInput`; React does not fire `onChange` on every keystroke.',
        correct: false,
        explanation:
          "React's `onChange` fires on every keystroke for text inputs, unlike the native `change` event.",
      },
      {
        id: 'd',
        text: '`Field` is a new component type on every render of `Form`, so React unmounts the old `<input>` and mounts a new one each time.',
        correct: true,
        explanation:
          'React compares element types by reference. A function defined inside another component is a different function on each render, so its subtree (DOM and state) is thrown away. Define components at module level, or just inline the JSX.',
      },
    ],
  },
  {
    id: 'react-key-resets-state',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "`ProfileEditor` keeps a draft name in local state, initialised with `useState(user.name)`. When the app switches from Ada's profile to Grace's by rendering `<ProfileEditor user={user} />` with a different `user`, the input still shows Ada's name. What is the cleanest fix?",
    options: [
      {
        id: 'a',
        text: 'Add an effect in `ProfileEditor` that calls `setDraft(user.name)` whenever `user` changes.',
        correct: false,
        explanation:
          'It works, but it first renders the stale draft and then renders again, and it has to be extended for every piece of state. Resetting with a key is simpler and avoids the extra render.',
      },
      {
        id: 'b',
        text: 'Render `<ProfileEditor key={user.id} user={user} />`, so that a different user creates a fresh component instance with fresh state.',
        correct: true,
        explanation:
          'A different `key` tells React that this is a different component, so it discards the old state and initialises a new one from the new props. This is the recommended way to reset all state when an identity changes.',
      },
      {
        id: 'c',
        text: 'Pass `user.name` to `useState` again; it is re-read when props change.',
        correct: false,
        explanation:
          'The argument of `useState` is only used on the first render; that is exactly why the old draft remains.',
      },
      {
        id: 'd',
        text: 'Wrap `ProfileEditor` in `memo` so it notices the new `user` prop.',
        correct: false,
        explanation: '`memo` only skips renders; it never resets state.',
      },
    ],
  },
  {
    id: 'react-server-components-basics',
    kind: 'multiple',
    skills: ['react'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 120,
    prompt:
      'In a framework that supports React Server Components (for example the Next.js App Router), which statements are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A Server Component can be an `async` function that awaits data, for example a database query, directly.',
        correct: true,
        explanation:
          'Server Components run only on the server (at build or request time), so they can await data and use server-only resources without an API layer.',
      },
      {
        id: 'b',
        text: 'A Server Component can use `useState` and `useEffect`.',
        correct: false,
        explanation:
          'Server Components do not re-render or run in the browser, so state and effect hooks are not available; move interactive parts into a Client Component.',
      },
      {
        id: 'c',
        text: "The `'use client'` directive marks a module, and everything it imports, as client code that is also sent to the browser.",
        correct: true,
        explanation:
          'It marks the boundary between server and client module graphs: the module and its dependencies are bundled for the client (and can still be prerendered on the server).',
      },
      {
        id: 'd',
        text: 'Props passed from a Server Component to a Client Component must be serialisable; ordinary functions cannot be passed.',
        correct: true,
        explanation:
          "The props cross the network. Plain data, JSX and promises can be passed, and so can Server Functions marked with `'use server'`, but not arbitrary functions or class instances.",
      },
      {
        id: 'e',
        text: 'The code of Server Components is sent to the browser and hydrated, just like Client Components.',
        correct: false,
        explanation:
          'Server Components send only their rendered result; their code never reaches the browser, which reduces the bundle size.',
      },
    ],
  },
  {
    id: 'react-effect-fetch-race-condition',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      '`userId` quickly changes from `1` to `2`. What can go wrong?\n\n```jsx\nuseEffect(() => {\n  fetch(`/api/users/${userId}`)\n    .then((res) => res.json())\n    .then((data) => setUser(data));\n}, [userId]);\n```',
    options: [
      {
        id: 'a',
        text: 'The effect loops forever, because `setUser` triggers a new render.',
        correct: false,
        explanation:
          'The effect only re-runs when `userId` changes, and `setUser` does not change it.',
      },
      {
        id: 'b',
        text: 'Only the first request is ever sent, because effects with dependencies run once.',
        correct: false,
        explanation: 'The effect runs again each time `userId` changes.',
      },
      {
        id: 'c',
        text: 'Nothing: React cancels the first request automatically when the dependency changes.',
        correct: false,
        explanation:
          'React only calls the cleanup function you return; it knows nothing about your `fetch` and cannot cancel it.',
      },
      {
        id: 'd',
        text: 'The response for user 1 may arrive after the response for user 2 and overwrite it, so user 1 is shown for `userId` 2.',
        correct: true,
        explanation:
          'Nothing ties the response to the current `userId`. Return a cleanup that sets an `ignore` flag (and check it before `setUser`) or aborts the request with an `AbortController`. Data libraries and framework loaders handle this for you.',
      },
    ],
  },
  {
    id: 'react-19-ref-as-prop',
    kind: 'true-false',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 45,
    prompt:
      'True or false: in React 19, a function component can receive `ref` as an ordinary prop, so new components no longer need `forwardRef` to pass a ref to an inner DOM element.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'Correct: since React 19, `ref` is available as a prop in function components, for example `function Input({ ref, ...props }) { return <input ref={ref} {...props} />; }`. `forwardRef` still works but is expected to be deprecated.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'In React 19, `ref` became a regular prop for function components, so `forwardRef` is no longer needed for new code (it still works for now).',
      },
    ],
  },
  {
    id: 'react-useformstatus-placement',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'The submit button never becomes disabled while `signup` runs. Why?\n\n```jsx\nimport { useFormStatus } from \'react-dom\';\n\nfunction SignupForm() {\n  const { pending } = useFormStatus();\n  return (\n    <form action={signup}>\n      <input name="email" type="email" />\n      <button disabled={pending}>Sign up</button>\n    </form>\n  );\n}\n```',
    options: [
      {
        id: 'a',
        text: 'The `action` must be a Server Function; with a client function, `pending` is never set.',
        correct: false,
        explanation:
          "In React 19, a client-side async function can be a form action too, and the form's pending status is tracked either way.",
      },
      {
        id: 'b',
        text: '`useFormStatus` only reports the status of a `<form>` rendered above the calling component, and `SignupForm` renders the form itself. Move the button into a child component, such as `SubmitButton`, rendered inside the form.',
        correct: true,
        explanation:
          '`useFormStatus` reads the status of the parent form, like a context. Called in the component that renders the `<form>`, it sees no parent form and always returns `pending: false`.',
      },
      {
        id: 'c',
        text: 'The button needs `type="submit"`; without it, submitting does not start the action.',
        correct: false,
        explanation:
          'A `<button>` inside a form is a submit button by default, so the action does run.',
      },
      {
        id: 'd',
        text: '`pending` only works together with `useActionState`.',
        correct: false,
        explanation:
          '`useFormStatus` works with any form action; `useActionState` is a separate hook that also exposes a pending flag.',
      },
    ],
  },
  {
    id: 'react-use-uncached-promise',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "This Client Component is rendered inside a `<Suspense>` boundary. What is the problem?\n\n```jsx\n'use client';\nimport { use } from 'react';\n\nfunction Comments({ postId }) {\n  const comments = use(fetch(`/api/posts/${postId}/comments`).then((r) => r.json()));\n  return comments.map((c) => <p key={c.id}>{c.text}</p>);\n}\n```",
    options: [
      {
        id: 'a',
        text: 'The promise is created during render, so every render starts a new request and gets a new promise to suspend on. Create the promise outside rendering (in a Server Component that passes it down, a cache, or a data library) and pass it in.',
        correct: true,
        explanation:
          "`use` expects a stable promise. One created in a Client Component's render is recreated each time the component renders, which refetches and can suspend again; React warns about such uncached promises. Promises passed from a Server Component are stable across re-renders.",
      },
      {
        id: 'b',
        text: '`use` cannot be called in a Client Component.',
        correct: false,
        explanation: '`use` works in both Server and Client Components.',
      },
      {
        id: 'c',
        text: '`use` must not be called inside an expression or conditionally, just like other hooks.',
        correct: false,
        explanation:
          'Unlike other hooks, `use` may be called conditionally and in loops; it still has to be called during render, in a component or hook.',
      },
      {
        id: 'd',
        text: '`use` only reads context; data fetching requires `useEffect`.',
        correct: false,
        explanation:
          '`use` reads either a context or a promise; with a promise it suspends until the value is available.',
      },
    ],
  },
  {
    id: 'react-usememo-not-a-guarantee',
    kind: 'true-false',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 60,
    prompt:
      'True or false: `useMemo` guarantees that its calculation will not run again while its dependencies stay the same, so it is safe to rely on it to run a side effect exactly once.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          '`useMemo` is a performance optimisation, not a semantic guarantee: React may discard the cache (for example for components that suspend), and Strict Mode calls the function twice in development. The calculation must be pure; side effects belong in event handlers or effects.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Correct: React may recompute memoised values whenever it chooses to drop the cache, and it calls the function twice in development under Strict Mode. Code must still be correct if the memo is recomputed.',
      },
    ],
  },
  {
    id: 'react-transition-controlled-input',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "Typing in this input feels broken. What is the problem, and how should it be fixed?\n\n```jsx\nfunction Search() {\n  const [query, setQuery] = useState('');\n  const [isPending, startTransition] = useTransition();\n\n  function handleChange(e) {\n    startTransition(() => {\n      setQuery(e.target.value);\n    });\n  }\n\n  return (\n    <>\n      <input value={query} onChange={handleChange} />\n      <Results query={query} />\n    </>\n  );\n}\n```",
    options: [
      {
        id: 'a',
        text: '`startTransition` is asynchronous and must be awaited.',
        correct: false,
        explanation:
          'The function passed to `startTransition` runs immediately; awaiting is not what makes this work.',
      },
      {
        id: 'b',
        text: "The controlled input's value is updated in a non-urgent transition, so keystrokes can be delayed or interrupted. Update `query` normally and defer only the expensive part, for example `const deferredQuery = useDeferredValue(query)` passed to `Results`.",
        correct: true,
        explanation:
          "Updates to a controlled input must be synchronous, or the input lags behind the user. Transitions and `useDeferredValue` are for the expensive re-render that the input causes, not for the input's own state.",
      },
      {
        id: 'c',
        text: 'State setters cannot be called inside `startTransition`.',
        correct: false,
        explanation:
          'Calling setters is exactly what transitions are for; the problem is which state is marked as non-urgent.',
      },
      {
        id: 'd',
        text: '`isPending` is not used, and React throws if it is ignored.',
        correct: false,
        explanation:
          'Ignoring `isPending` is allowed; it is only there to show a loading indicator if you want one.',
      },
    ],
  },
  {
    id: 'react-uselayouteffect-measure',
    kind: 'single',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      'A tooltip has to measure its own height and move above its anchor if it would overflow the window. With `useEffect`, users sometimes see it flash in the wrong position. Why does `useLayoutEffect` fix this?',
    options: [
      {
        id: 'a',
        text: '`useLayoutEffect` runs on the server, so the position is known before hydration.',
        correct: false,
        explanation:
          'Layout effects do not run on the server at all; they run in the browser after the DOM is updated.',
      },
      {
        id: 'b',
        text: 'It runs after React updates the DOM but before the browser paints, and a state update inside it is applied before painting, so users only see the final position.',
        correct: true,
        explanation:
          '`useEffect` usually runs after the paint, so the first, wrong position can be visible. `useLayoutEffect` blocks painting until it finishes, which is right for measurements but costs performance, so use it only when needed.',
      },
      {
        id: 'c',
        text: '`useLayoutEffect` runs before the component renders, so the height is known in advance.',
        correct: false,
        explanation: 'No effect runs before rendering; there would be no DOM to measure.',
      },
      {
        id: 'd',
        text: '`useLayoutEffect` makes the state update asynchronous, so the browser can batch it with the paint.',
        correct: false,
        explanation:
          'It does the opposite: state updates inside a layout effect are processed synchronously before the browser paints.',
      },
    ],
  },
  {
    id: 'react-strict-mode-development-checks',
    kind: 'multiple',
    skills: ['react'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt: 'In development, which of these does `<StrictMode>` do? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'It calls component functions (and state initialisers and updaters) twice, to reveal impure rendering logic.',
        correct: true,
        explanation:
          'A pure component gives the same result both times; if something like a mutation of shared data makes the results differ, the bug becomes visible.',
      },
      {
        id: 'b',
        text: 'It runs an extra setup and cleanup cycle for each effect when a component mounts.',
        correct: true,
        explanation:
          'Mount, unmount, mount: this reveals effects whose cleanup does not undo the setup, such as a subscription that is never removed.',
      },
      {
        id: 'c',
        text: 'It does the same double calls in production builds, which is why it should be removed before release.',
        correct: false,
        explanation:
          'Strict Mode checks run only in development; in production, `<StrictMode>` has no effect, so you can leave it in.',
      },
      {
        id: 'd',
        text: 'It makes state updates synchronous, so that race conditions show up sooner.',
        correct: false,
        explanation:
          'Strict Mode does not change how updates are scheduled; it only adds the extra calls and development warnings.',
      },
    ],
  },
];
