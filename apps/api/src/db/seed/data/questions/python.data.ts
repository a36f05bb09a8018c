import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// Python: mutability and default arguments, comprehensions, generators, decorators, context managers,
// the GIL and concurrency, asyncio, typing, dataclasses, exceptions, dict/set semantics, packaging.
export const pythonQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'py-tuple-item-assignment',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt: 'What happens when this code runs?\n\n```python\npoint = (1, 2)\npoint[0] = 10\n```',
    options: [
      {
        id: 'a',
        text: '`point` becomes `(10, 2)`.',
        correct: false,
        explanation:
          'That is what would happen with a list. Tuples are immutable: their items cannot be reassigned after creation.',
      },
      {
        id: 'b',
        text: 'A new tuple `(10, 2)` is created and bound to `point`.',
        correct: false,
        explanation:
          'Python never silently builds a new tuple on item assignment. To get `(10, 2)` you must create it yourself, e.g. `point = (10, point[1])`.',
      },
      {
        id: 'c',
        text: "It raises `TypeError: 'tuple' object does not support item assignment`.",
        correct: true,
        explanation:
          'Tuples are immutable sequences, which is also why a tuple of hashable values can be a dictionary key or a set member.',
      },
      {
        id: 'd',
        text: 'It raises `IndexError`, because tuples are indexed from 1.',
        correct: false,
        explanation:
          'Tuples, like all Python sequences, are indexed from 0, and index 0 exists here. The error is about mutability, not the index.',
      },
    ],
  },
  {
    id: 'py-list-comprehension-filter',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'What does this expression evaluate to?\n\n```python\n[x * 2 for x in range(6) if x % 2 == 0]\n```',
    options: [
      {
        id: 'a',
        text: '`[0, 2, 4, 6, 8, 10]`',
        correct: false,
        explanation:
          'That doubles every number in `range(6)`; the `if` clause filters out odd values of `x` before they are doubled.',
      },
      {
        id: 'b',
        text: '`[0, 4, 8]`',
        correct: true,
        explanation:
          '`range(6)` gives 0 to 5; the condition keeps 0, 2 and 4, and each is doubled.',
      },
      {
        id: 'c',
        text: '`[2, 6, 10]`',
        correct: false,
        explanation:
          'Those are the doubled odd numbers. The condition `x % 2 == 0` keeps the even ones.',
      },
      {
        id: 'd',
        text: '`[0, 4, 8, 12]`',
        correct: false,
        explanation:
          '`range(6)` stops before 6, so the last even value kept is 4, which doubles to 8.',
      },
    ],
  },
  {
    id: 'py-is-vs-equals',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'What does this print?\n\n```python\na = [1, 2, 3]\nb = [1, 2, 3]\nprint(a == b, a is b)\n```',
    options: [
      {
        id: 'a',
        text: '`True True`',
        correct: false,
        explanation:
          'The lists have equal contents, but they are two separate objects, so `is` is `False`.',
      },
      {
        id: 'b',
        text: '`False False`',
        correct: false,
        explanation:
          '`==` compares values, and these lists contain the same values in the same order.',
      },
      {
        id: 'c',
        text: '`False True`',
        correct: false,
        explanation:
          'This reverses the two operators: `is` checks identity (the same object), `==` checks equality of values.',
      },
      {
        id: 'd',
        text: '`True False`',
        correct: true,
        explanation:
          '`==` compares values; `is` checks whether both names refer to the same object. Use `is` mainly for singletons such as `None` (`if x is None:`).',
      },
    ],
  },
  {
    id: 'py-dict-key-hashable',
    kind: 'multiple',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt: 'Which of these values can be used as a dictionary key? Select all that apply.',
    options: [
      {
        id: 'a',
        text: "`'user_id'`",
        correct: true,
        explanation:
          'Strings are immutable and hashable, and they are the most common kind of key.',
      },
      {
        id: 'b',
        text: '`(3, 4)`',
        correct: true,
        explanation:
          'A tuple is hashable when all of its items are hashable, so a tuple of ints works well, e.g. for grid coordinates.',
      },
      {
        id: 'c',
        text: '`[3, 4]`',
        correct: false,
        explanation:
          "Lists are mutable and therefore unhashable: `{[3, 4]: 1}` raises `TypeError: unhashable type: 'list'`. Convert to a tuple first.",
      },
      {
        id: 'd',
        text: '`frozenset({3, 4})`',
        correct: true,
        explanation:
          '`frozenset` is the immutable, hashable version of `set`, so it can be a key or a set member.',
      },
      {
        id: 'e',
        text: "`{'a': 1}`",
        correct: false,
        explanation:
          'Dictionaries are mutable and unhashable, so they cannot be keys of another dictionary.',
      },
    ],
  },
  {
    id: 'py-venv-purpose',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt: 'What do you get by running `python -m venv .venv` and activating the environment?',
    options: [
      {
        id: 'a',
        text: 'A lock file that pins every dependency to an exact version.',
        correct: false,
        explanation:
          'A virtual environment does not record or pin anything by itself. Pinning comes from tools and files such as `pip freeze > requirements.txt`, `uv.lock` or `poetry.lock`.',
      },
      {
        id: 'b',
        text: 'An isolated environment with its own `site-packages`, so `pip install` puts packages there instead of into the system or global Python.',
        correct: true,
        explanation:
          'Each project can then have its own dependency versions without conflicts, and the environment can be deleted and recreated at any time.',
      },
      {
        id: 'c',
        text: 'A download of the newest Python release into the project folder.',
        correct: false,
        explanation:
          '`venv` uses the interpreter you ran it with. It does not download or upgrade Python.',
      },
      {
        id: 'd',
        text: 'A lightweight container that isolates the project from the operating system.',
        correct: false,
        explanation:
          'A venv only isolates Python packages; the code still runs directly on the host with the same OS, files and network.',
      },
    ],
  },
  {
    id: 'py-finally-runs-after-return',
    kind: 'true-false',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      "True or false: calling `f()` prints `cleanup`.\n\n```python\ndef f():\n    try:\n        return 'done'\n    finally:\n        print('cleanup')\n```",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'A `finally` block runs however the `try` block is left: normally, by `return`, `break`, or an exception. That makes it the place for cleanup.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          "`return` does not skip `finally`. Python runs the `finally` block first and then completes the return of `'done'`.",
      },
    ],
  },
  // Difficulty 2
  {
    id: 'py-mutable-default-argument',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'What does this print?\n\n```python\ndef add_item(item, items=[]):\n    items.append(item)\n    return items\n\nprint(add_item(1))\nprint(add_item(2))\n```',
    options: [
      {
        id: 'a',
        text: '`[1]` then `[2]`',
        correct: false,
        explanation:
          'This assumes a fresh list per call. Default values are evaluated once, when the `def` statement runs, so every call shares the same list.',
      },
      {
        id: 'b',
        text: '`[1]` then `[1, 2]`',
        correct: true,
        explanation:
          'The single default list is mutated by each call. The usual fix is `items=None` and `if items is None: items = []` inside the function.',
      },
      {
        id: 'c',
        text: '`[1, 2]` then `[1, 2]`',
        correct: false,
        explanation:
          'The first `print` runs before the second call, so it shows the list as it was then: `[1]`.',
      },
      {
        id: 'd',
        text: 'A `SyntaxError`, because defaults cannot be mutable.',
        correct: false,
        explanation:
          'Python allows any default value; mutable defaults are legal, which is exactly why this bug is so common.',
      },
    ],
  },
  {
    id: 'py-generator-expression-memory',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      'Why is `sum(x * x for x in range(10_000_000))` usually preferable to `sum([x * x for x in range(10_000_000)])`?',
    options: [
      {
        id: 'a',
        text: 'The list version gives a different result.',
        correct: false,
        explanation: 'Both compute the same sum; they differ in how the values are produced.',
      },
      {
        id: 'b',
        text: 'The generator expression produces values one at a time, so it never holds ten million results in memory at once.',
        correct: true,
        explanation:
          'Generators are lazy: `sum` pulls each value, adds it and discards it, keeping memory use constant however large the range.',
      },
      {
        id: 'c',
        text: 'Generator expressions always run much faster than list comprehensions.',
        correct: false,
        explanation:
          'Not necessarily: for small inputs a list comprehension is often slightly faster. The clear win for the generator here is memory.',
      },
      {
        id: 'd',
        text: '`sum` does not accept lists.',
        correct: false,
        explanation: '`sum` accepts any iterable of numbers, lists included.',
      },
    ],
  },
  {
    id: 'py-with-open-guarantee',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 40,
    prompt:
      "What does using `with open('data.csv') as f:` guarantee compared with calling `open()` alone?",
    options: [
      {
        id: 'a',
        text: 'The whole file is read into memory when the block starts.',
        correct: false,
        explanation:
          '`open` returns a file object that reads lazily; `with` does not change how much is read.',
      },
      {
        id: 'b',
        text: 'Any exception raised inside the block is suppressed.',
        correct: false,
        explanation:
          "A file object's `__exit__` does not suppress exceptions; they still propagate after the file is closed.",
      },
      {
        id: 'c',
        text: 'Other processes are locked out of the file until the block ends.',
        correct: false,
        explanation: '`open` does not lock files. Locking needs OS-specific APIs.',
      },
      {
        id: 'd',
        text: 'The file is closed when the block exits, even if an exception is raised inside it.',
        correct: true,
        explanation:
          'The file object is a context manager: its `__exit__` runs on every exit path, so you never leak file handles.',
      },
    ],
  },
  {
    id: 'py-dict-insertion-order',
    kind: 'true-false',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 30,
    prompt:
      'True or false: in Python 3.7 and later, iterating over a regular `dict` yields its keys in insertion order.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'Insertion order is a language guarantee since Python 3.7 (and was already the CPython behaviour in 3.6). Updating an existing key keeps its position; deleting and re-adding moves it to the end.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'This was true of older versions, which is why `collections.OrderedDict` was needed, but plain dicts now keep insertion order.',
      },
    ],
  },
  {
    id: 'py-catch-multiple-exceptions',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt: 'Which clause correctly catches both `ValueError` and `TypeError`?',
    options: [
      {
        id: 'a',
        text: '`except ValueError or TypeError:`',
        correct: false,
        explanation:
          '`ValueError or TypeError` is an ordinary expression that evaluates to `ValueError`, so only `ValueError` is caught.',
      },
      {
        id: 'b',
        text: '`except (ValueError, TypeError) as err:`',
        correct: true,
        explanation:
          'A tuple of exception classes catches any of them, and `as err` binds whichever one was raised.',
      },
      {
        id: 'c',
        text: '`except [ValueError, TypeError] as err:`',
        correct: false,
        explanation:
          'Only an exception class or a tuple of them is allowed. With a list, Python raises a `TypeError` when it tries to match an exception.',
      },
    ],
  },
  {
    id: 'py-dataclass-generated-methods',
    kind: 'multiple',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'With its default settings, which methods does `@dataclass` generate for a class? Select all that apply.\n\n```python\nfrom dataclasses import dataclass\n\n@dataclass\nclass Point:\n    x: int\n    y: int\n```',
    options: [
      {
        id: 'a',
        text: '`__init__`',
        correct: true,
        explanation:
          'It generates an initialiser taking the fields in order, so `Point(1, 2)` works.',
      },
      {
        id: 'b',
        text: '`__repr__`',
        correct: true,
        explanation: 'It generates a readable representation: `Point(x=1, y=2)`.',
      },
      {
        id: 'c',
        text: '`__lt__` and the other ordering methods',
        correct: false,
        explanation: 'Ordering methods are generated only with `@dataclass(order=True)`.',
      },
      {
        id: 'd',
        text: '`__eq__`',
        correct: true,
        explanation:
          'It generates field-by-field equality, so `Point(1, 2) == Point(1, 2)` is `True`.',
      },
      {
        id: 'e',
        text: '`__slots__`',
        correct: false,
        explanation: 'Slots are added only with `@dataclass(slots=True)` (Python 3.10+).',
      },
    ],
  },
  // Difficulty 3
  {
    id: 'py-decorator-functools-wraps',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'What does the last line print, and what is the usual fix?\n\n```python\ndef logged(fn):\n    def wrapper(*args, **kwargs):\n        print(\'calling\', fn.__name__)\n        return fn(*args, **kwargs)\n    return wrapper\n\n@logged\ndef greet(name):\n    """Return a greeting."""\n    return f\'Hello {name}\'\n\nprint(greet.__name__)\n```',
    options: [
      {
        id: 'a',
        text: 'It prints `wrapper`; decorate `wrapper` with `@functools.wraps(fn)` to copy the name, docstring and other metadata from `fn`.',
        correct: true,
        explanation:
          '`@logged` rebinds `greet` to the returned `wrapper` function. `functools.wraps` copies `__name__`, `__doc__`, `__qualname__` and more, and sets `__wrapped__`, which helps debugging, logging and introspection tools.',
      },
      {
        id: 'b',
        text: 'It prints `greet`; Python keeps the original name automatically.',
        correct: false,
        explanation:
          "Decoration is just `greet = logged(greet)`, so `greet` now refers to `wrapper`, with `wrapper`'s name and no docstring.",
      },
      {
        id: 'c',
        text: 'It prints `logged`; rename the decorator to keep the name.',
        correct: false,
        explanation:
          'The name comes from the function object the decorator returns, which is the inner `wrapper`, not the decorator itself.',
      },
      {
        id: 'd',
        text: 'It raises `AttributeError`, because decorated functions have no `__name__`.',
        correct: false,
        explanation:
          'Every function object has a `__name__`; the problem is that it is the wrong one.',
      },
    ],
  },
  {
    id: 'py-gil-cpu-bound-threads',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'On the standard CPython 3.12 interpreter, a pure-Python, CPU-bound function is run on 4 threads with `ThreadPoolExecutor` on a 4-core machine. Roughly what speedup do you get over running the calls one after another, and what should you use instead?',
    options: [
      {
        id: 'a',
        text: 'About 4x; threads run Python code on all cores in parallel.',
        correct: false,
        explanation:
          'The global interpreter lock (GIL) lets only one thread execute Python bytecode at a time, so CPU-bound Python code does not run in parallel on threads.',
      },
      {
        id: 'b',
        text: 'Little or none; use `ProcessPoolExecutor` (or `multiprocessing`) so each worker has its own interpreter and GIL.',
        correct: true,
        explanation:
          'Separate processes run truly in parallel. Threads still help for I/O-bound work, because the GIL is released while waiting on I/O, and native libraries such as NumPy can release it during heavy computations.',
      },
      {
        id: 'c',
        text: 'About 2x, because of hyper-threading.',
        correct: false,
        explanation:
          'Hyper-threading does not get around the GIL; only one thread in the process runs Python bytecode at any moment.',
      },
      {
        id: 'd',
        text: 'It deadlocks, because threads cannot run CPU-bound code.',
        correct: false,
        explanation:
          'The threads run fine; they simply take turns holding the GIL, so the total time stays about the same.',
      },
    ],
  },
  {
    id: 'py-generator-exhausted',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 3,
    timeGuideSeconds: 45,
    prompt:
      'What does this print?\n\n```python\nsquares = (x * x for x in range(3))\nprint(sum(squares))\nprint(sum(squares))\n```',
    options: [
      {
        id: 'a',
        text: '`5` then `5`',
        correct: false,
        explanation: 'That would be true for a list. A generator can be iterated only once.',
      },
      {
        id: 'b',
        text: '`5` then an error, because the generator is used up.',
        correct: false,
        explanation:
          'An exhausted generator does not raise when iterated again; it simply yields nothing.',
      },
      {
        id: 'c',
        text: '`5` then `0`',
        correct: true,
        explanation:
          'The first `sum` consumes all values (0 + 1 + 4). The second iterates an exhausted generator, which yields nothing, so the sum is 0. Use a list if you need the values more than once.',
      },
      {
        id: 'd',
        text: '`0` then `5`',
        correct: false,
        explanation:
          'The generator produces its values on the first iteration; nothing is deferred to the second.',
      },
    ],
  },
  {
    id: 'py-except-exception-baseexception',
    kind: 'multiple',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'Which of these exceptions are **not** caught by `except Exception:`? Select all that apply.',
    options: [
      {
        id: 'a',
        text: '`KeyboardInterrupt`',
        correct: true,
        explanation:
          'It inherits from `BaseException`, not `Exception`, so Ctrl+C still stops a program that catches `Exception` broadly.',
      },
      {
        id: 'b',
        text: '`ValueError`',
        correct: false,
        explanation: '`ValueError` is a subclass of `Exception`, so it is caught.',
      },
      {
        id: 'c',
        text: '`SystemExit`',
        correct: true,
        explanation:
          '`sys.exit()` raises `SystemExit`, which inherits directly from `BaseException` so that broad handlers do not accidentally stop a program from exiting.',
      },
      {
        id: 'd',
        text: '`KeyError`',
        correct: false,
        explanation: '`KeyError` is a `LookupError`, which is an `Exception`, so it is caught.',
      },
    ],
  },
  {
    id: 'py-late-binding-closures',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'What does this print?\n\n```python\nfuncs = [lambda: i for i in range(3)]\nprint([f() for f in funcs])\n```',
    options: [
      {
        id: 'a',
        text: '`[0, 1, 2]`',
        correct: false,
        explanation:
          'This assumes each lambda captured the value of `i` when it was created. Closures capture the variable, and look up its value when called.',
      },
      {
        id: 'b',
        text: '`[2, 2, 2]`',
        correct: true,
        explanation:
          'All three lambdas refer to the same `i`, which is 2 when they run. Bind the current value with a default argument, `lambda i=i: i`, or use `functools.partial`.',
      },
      {
        id: 'c',
        text: '`[3, 3, 3]`',
        correct: false,
        explanation: '`range(3)` ends at 2, so the last value `i` takes is 2, not 3.',
      },
      {
        id: 'd',
        text: 'A `NameError`, because `i` no longer exists after the comprehension.',
        correct: false,
        explanation:
          'Each lambda keeps a reference to the variable (a closure cell), so `i` stays available to them after the comprehension has finished.',
      },
    ],
  },
  {
    id: 'py-type-hints-runtime',
    kind: 'multiple',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt: 'Which statements about type hints in Python 3.12 are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: "CPython does not enforce annotations at runtime: `count: int = 'three'` runs without error.",
        correct: true,
        explanation:
          'Annotations are stored as metadata and otherwise ignored by the interpreter; runtime validation needs libraries such as Pydantic.',
      },
      {
        id: 'b',
        text: 'Adding type hints makes CPython run the code faster.',
        correct: false,
        explanation:
          'CPython does not use annotations for optimisation. (Tools such as mypyc can compile typed code, but that is a separate step.)',
      },
      {
        id: 'c',
        text: 'Static checkers such as mypy or Pyright use them to find errors before the code runs.',
        correct: true,
        explanation:
          'That is their main value, alongside better editor completion and documentation.',
      },
      {
        id: 'd',
        text: 'Built-in generics can be written directly, e.g. `list[int]` and `dict[str, float]`, without importing `List` or `Dict` from `typing`.',
        correct: true,
        explanation:
          'This has worked since Python 3.9 (PEP 585); the capitalised `typing` aliases are deprecated.',
      },
      {
        id: 'e',
        text: '`int | None` only works after `from typing import Optional`.',
        correct: false,
        explanation:
          'The `X | Y` union syntax is built in since Python 3.10 (PEP 604); no import is needed.',
      },
    ],
  },
  // Difficulty 4
  {
    id: 'py-asyncio-blocking-calls',
    kind: 'multiple',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'Inside an `async def` function running on the asyncio event loop, which of these block the loop, so no other task can run until they finish? Select all that apply.',
    options: [
      {
        id: 'a',
        text: '`time.sleep(2)`',
        correct: true,
        explanation:
          '`time.sleep` blocks the whole thread, and the event loop runs on that thread. Use `await asyncio.sleep(2)` instead.',
      },
      {
        id: 'b',
        text: '`await asyncio.sleep(2)`',
        correct: false,
        explanation:
          'This suspends only the current coroutine and hands control back to the loop, which runs other tasks in the meantime.',
      },
      {
        id: 'c',
        text: '`requests.get(url)`, a synchronous HTTP call',
        correct: true,
        explanation:
          'A synchronous client waits on the socket without yielding. Use an async client (such as `httpx.AsyncClient` or `aiohttp`) or `await asyncio.to_thread(...)`.',
      },
      {
        id: 'd',
        text: '`await asyncio.to_thread(time.sleep, 2)`',
        correct: false,
        explanation:
          'The blocking call runs in a worker thread while the loop stays free; the coroutine just awaits the result.',
      },
      {
        id: 'e',
        text: 'A pure-Python loop that hashes data for several seconds',
        correct: true,
        explanation:
          'CPU-bound work never yields to the loop. Offload it to a thread or, better for CPU-bound Python, a process pool via `loop.run_in_executor`.',
      },
    ],
  },
  {
    id: 'py-contextmanager-missing-finally',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "What happens to `lock` here?\n\n```python\nfrom contextlib import contextmanager\n\n@contextmanager\ndef acquired(lock):\n    lock.acquire()\n    yield\n    lock.release()\n\nwith acquired(lock):\n    raise ValueError('boom')\n```",
    options: [
      {
        id: 'a',
        text: 'It is released, because `with` always runs the code after `yield`.',
        correct: false,
        explanation:
          '`@contextmanager` re-raises the exception inside the generator at the `yield`, so the code after it is skipped unless it is in a `finally` (or the exception is caught).',
      },
      {
        id: 'b',
        text: 'It stays acquired: the `ValueError` is raised at the `yield`, so `lock.release()` never runs. Wrap the `yield` in `try`/`finally`.',
        correct: true,
        explanation:
          'With `try: yield` / `finally: lock.release()` the lock is released on every exit path and the `ValueError` still propagates to the caller.',
      },
      {
        id: 'c',
        text: 'It is released, and the `ValueError` is suppressed.',
        correct: false,
        explanation:
          'Nothing here suppresses the exception; a generator-based context manager suppresses it only if it catches the exception and does not re-raise.',
      },
      {
        id: 'd',
        text: "Python raises `RuntimeError: generator didn't yield`.",
        correct: false,
        explanation:
          'That error appears only when the generator finishes without ever yielding. This one yields once.',
      },
    ],
  },
  {
    id: 'py-eq-without-hash',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'What happens on the last line?\n\n```python\nclass Point:\n    def __init__(self, x, y):\n        self.x, self.y = x, y\n\n    def __eq__(self, other):\n        return (self.x, self.y) == (other.x, other.y)\n\nseen = {Point(1, 2)}\n```',
    options: [
      {
        id: 'a',
        text: 'A set containing one `Point` is created, hashed by object identity.',
        correct: false,
        explanation:
          'That is the behaviour of a class that defines neither method. Defining `__eq__` changes it.',
      },
      {
        id: 'b',
        text: 'A set is created, but `Point(1, 2) in seen` will always be `False`.',
        correct: false,
        explanation: 'You never get that far: creating the set already fails.',
      },
      {
        id: 'c',
        text: "`TypeError: unhashable type: 'Point'`",
        correct: true,
        explanation:
          'A class that defines `__eq__` without `__hash__` gets `__hash__ = None`, so equal objects cannot end up with different hashes. Define `__hash__` from the same fields (e.g. `hash((self.x, self.y))`) and keep them immutable, or use `@dataclass(frozen=True)`.',
      },
      {
        id: 'd',
        text: '`AttributeError`, because sets require a `__lt__` method.',
        correct: false,
        explanation: 'Sets need hashing and equality, not ordering.',
      },
    ],
  },
  {
    id: 'py-dataclass-mutable-default',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      'What happens when Python executes this class definition?\n\n```python\nfrom dataclasses import dataclass\n\n@dataclass\nclass Cart:\n    items: list[str] = []\n```',
    options: [
      {
        id: 'a',
        text: 'It works, and every `Cart` shares the same list, like a mutable default argument.',
        correct: false,
        explanation:
          'That is the bug dataclasses protect you from: they refuse list, dict and set defaults (and, since 3.11, any unhashable default).',
      },
      {
        id: 'b',
        text: 'It works, and each `Cart` gets its own new empty list.',
        correct: false,
        explanation:
          'A plain default is not copied per instance; that is exactly why dataclasses reject it rather than silently sharing it.',
      },
      {
        id: 'c',
        text: 'It raises `ValueError` when the class is defined, telling you to use `default_factory`.',
        correct: true,
        explanation:
          'Write `items: list[str] = field(default_factory=list)`, which calls `list()` for each new instance.',
      },
      {
        id: 'd',
        text: 'It raises `TypeError` the first time `Cart()` is called.',
        correct: false,
        explanation:
          'The check happens at class definition time, when the decorator processes the fields, not at instantiation.',
      },
    ],
  },
  {
    id: 'py-exception-chaining-from',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      "What does `from err` do here?\n\n```python\ntry:\n    settings = load_settings(path)\nexcept FileNotFoundError as err:\n    raise ConfigError(f'No settings file at {path}') from err\n```",
    options: [
      {
        id: 'a',
        text: 'It sets the new exception\'s `__cause__` to `err`, and the traceback shows both, marked "The above exception was the direct cause of the following exception".',
        correct: true,
        explanation:
          'Explicit chaining records the low-level cause while the caller deals with a domain-level `ConfigError`. Use `from None` to hide the original when it is just noise.',
      },
      {
        id: 'b',
        text: 'Without it, the original `FileNotFoundError` would be lost completely.',
        correct: false,
        explanation:
          'Raising inside an `except` block chains implicitly via `__context__` ("During handling of the above exception, another exception occurred"). `from` makes the relationship explicit and intentional.',
      },
      {
        id: 'c',
        text: "It re-raises `err` itself, with `ConfigError`'s message attached.",
        correct: false,
        explanation: 'A new `ConfigError` is raised; `err` is only attached to it as the cause.',
      },
      {
        id: 'd',
        text: 'It catches exceptions raised while constructing `ConfigError`.',
        correct: false,
        explanation:
          '`from` has nothing to do with catching; it only links the new exception to an earlier one.',
      },
    ],
  },
  {
    id: 'py-pyproject-build-system',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      'What is the purpose of this table in `pyproject.toml`?\n\n```toml\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n```',
    options: [
      {
        id: 'a',
        text: 'It lists the packages your library needs at runtime.',
        correct: false,
        explanation:
          'Runtime dependencies go in `dependencies` under the `[project]` table. `requires` here is only for building.',
      },
      {
        id: 'b',
        text: 'It pins which Python versions can install the package.',
        correct: false,
        explanation: 'That is `requires-python` in the `[project]` table.',
      },
      {
        id: 'c',
        text: 'It configures which virtual environment the project uses.',
        correct: false,
        explanation: 'Virtual environments are chosen by your tools and shell, not by this table.',
      },
      {
        id: 'd',
        text: 'It tells build frontends such as pip, `build` or uv which build backend to use and what to install to run it, so they can build a wheel or sdist.',
        correct: true,
        explanation:
          "PEP 517/518 split building into a frontend and a backend: the frontend installs `requires` (usually in an isolated environment) and calls the backend's hooks. This is why `setup.py` is no longer required.",
      },
    ],
  },
  // Difficulty 5
  {
    id: 'py-asyncio-coroutines-not-started',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      'Each call to `fetch` takes about one second. Roughly how long does `asyncio.run(main())` take?\n\n```python\nimport asyncio\n\nasync def fetch(n):\n    await asyncio.sleep(1)\n    return n\n\nasync def main():\n    a = fetch(1)\n    b = fetch(2)\n    return await a, await b\n```',
    options: [
      {
        id: 'a',
        text: 'About 1 second, because both fetches were started before either was awaited.',
        correct: false,
        explanation:
          'Calling a coroutine function only creates a coroutine object; nothing runs until it is awaited or wrapped in a task.',
      },
      {
        id: 'b',
        text: 'About 0 seconds, because neither coroutine is ever awaited.',
        correct: false,
        explanation: 'Both are awaited in the `return` line; they just run one after the other.',
      },
      {
        id: 'c',
        text: 'About 2 seconds: each coroutine starts only when it is awaited, so they run one after the other.',
        correct: true,
        explanation:
          'For concurrency, schedule them as tasks: `asyncio.gather(fetch(1), fetch(2))`, `asyncio.create_task(...)` for each, or an `asyncio.TaskGroup`. Then the total is about 1 second.',
      },
      {
        id: 'd',
        text: 'It raises `RuntimeWarning: coroutine was never awaited`.',
        correct: false,
        explanation:
          'That warning appears when a coroutine object is garbage-collected without being awaited. Here both are awaited.',
      },
    ],
  },
  {
    id: 'py-asyncio-fire-and-forget-task',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      "What is the documented risk in this fire-and-forget pattern?\n\n```python\nasync def handle(event):\n    asyncio.create_task(write_audit_log(event))\n    return 'ok'\n```",
    options: [
      {
        id: 'a',
        text: '`create_task` blocks until `write_audit_log` finishes, so the handler is slow.',
        correct: false,
        explanation:
          '`create_task` only schedules the coroutine and returns immediately; the task runs when the loop next gets control.',
      },
      {
        id: 'b',
        text: 'The task will not start until someone awaits it.',
        correct: false,
        explanation:
          'That is true of a bare coroutine object, not of a task. A task is scheduled on the loop as soon as it is created.',
      },
      {
        id: 'c',
        text: '`create_task` may only be called from the `main()` coroutine.',
        correct: false,
        explanation: 'It can be called from any coroutine running on the loop.',
      },
      {
        id: 'd',
        text: 'The event loop keeps only weak references to tasks, so a task nothing else refers to can be garbage-collected before it finishes, and its exceptions go unobserved.',
        correct: true,
        explanation:
          'The asyncio documentation says to save a reference to the task. Keep tasks in a set and remove them with `task.add_done_callback(tasks.discard)`, or use an `asyncio.TaskGroup` that owns them.',
      },
    ],
  },
  {
    id: 'py-asyncio-taskgroup-errors',
    kind: 'multiple',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      '`fetch_orders()` raises `ValueError` while `fetch_user()` is still running. Which statements are true? Select all that apply.\n\n```python\nasync with asyncio.TaskGroup() as tg:\n    tg.create_task(fetch_user())\n    tg.create_task(fetch_orders())\n```',
    options: [
      {
        id: 'a',
        text: 'The remaining task, `fetch_user()`, is cancelled.',
        correct: true,
        explanation:
          'When a task in a `TaskGroup` fails with an exception other than `CancelledError`, the group cancels the others; this structured behaviour is its main advantage over loose tasks.',
      },
      {
        id: 'b',
        text: 'The error is raised directly, so `except ValueError:` around the block catches it.',
        correct: false,
        explanation:
          'A `TaskGroup` wraps failures in an `ExceptionGroup`, which a plain `except ValueError:` does not match.',
      },
      {
        id: 'c',
        text: 'Once all tasks have finished, the failure surfaces as an `ExceptionGroup`, which can be handled with `except* ValueError:`.',
        correct: true,
        explanation:
          '`except*` (Python 3.11+) matches exceptions inside a group, so several concurrent failures can be handled together.',
      },
      {
        id: 'd',
        text: '`fetch_user()` keeps running and its result is returned alongside the error, like `gather(..., return_exceptions=True)`.',
        correct: false,
        explanation:
          'That describes `asyncio.gather` with `return_exceptions=True`. A `TaskGroup` cancels the remaining tasks and does not return results itself; you read them from the task objects.',
      },
    ],
  },
  {
    id: 'py-gil-counter-race',
    kind: 'true-false',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 60,
    prompt:
      'True or false: on standard CPython 3.12, because of the GIL, several threads can run `counter += 1` on a shared global without a lock, and the final count is always correct.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          "The GIL protects the interpreter's internal state, not your program's invariants. `counter += 1` is several bytecode steps (load, add, store), and a thread switch between them loses updates.",
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Use a `threading.Lock` around the update, or a design without shared mutation (e.g. each thread returns its own count and you sum them). Free-threaded builds without a GIL make such races even more likely.',
      },
    ],
  },
  {
    id: 'py-typing-list-invariance',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'What does mypy report for the last line, and why?\n\n```python\ndef average(values: list[float]) -> float:\n    return sum(values) / len(values)\n\nints: list[int] = [1, 2, 3]\naverage(ints)\n```',
    options: [
      {
        id: 'a',
        text: 'Nothing: `int` is accepted wherever `float` is expected, so `list[int]` is accepted as `list[float]`.',
        correct: false,
        explanation:
          "`int` is accepted for `float`, but that does not carry over to mutable containers. If it did, `average` could append `0.5` to the caller's `list[int]`.",
      },
      {
        id: 'b',
        text: 'An error: `list` is invariant, so `list[int]` is not a `list[float]`. Annotate the parameter as `Sequence[float]`, which is read-only and covariant.',
        correct: true,
        explanation:
          'Mutable containers must be invariant to stay type-safe. Read-only protocols such as `Sequence` and `Iterable` are covariant, so they accept `list[int]` here.',
      },
      {
        id: 'c',
        text: 'An error, because `int` and `float` are never compatible.',
        correct: false,
        explanation:
          "mypy deliberately treats `int` as compatible with `float` (PEP 484's numeric promotion). The problem is the list, not the numbers.",
      },
      {
        id: 'd',
        text: 'No mypy error, but a `TypeError` at runtime.',
        correct: false,
        explanation:
          'Python does not check annotations at runtime, and `sum` and `len` work on a list of ints. The issue is only visible to the type checker.',
      },
    ],
  },
  {
    id: 'py-generator-close-finally',
    kind: 'single',
    skills: ['python'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "The loop stops early. Which statement about the `finally` block in the generator is correct?\n\n```python\ndef read_lines(path):\n    f = open(path)\n    try:\n        for line in f:\n            yield line\n    finally:\n        f.close()\n\nfor line in read_lines('app.log'):\n    if line.startswith('ERROR'):\n        break\n```",
    options: [
      {
        id: 'a',
        text: 'It never runs, because the generator was not iterated to the end.',
        correct: false,
        explanation:
          'A suspended generator is not simply abandoned: closing it runs its `finally` blocks.',
      },
      {
        id: 'b',
        text: 'It runs when the generator is closed: `close()`, called explicitly or when the generator is finalised, raises `GeneratorExit` at the paused `yield`. CPython does this as soon as the last reference disappears, but for guaranteed timing, close it explicitly.',
        correct: true,
        explanation:
          'On CPython reference counting makes the cleanup prompt here; other implementations such as PyPy may delay it until garbage collection. `contextlib.closing(read_lines(...))` or a `with open(...)` owned by the caller makes cleanup deterministic.',
      },
      {
        id: 'c',
        text: 'It runs only when the interpreter exits.',
        correct: false,
        explanation:
          'Finalisation happens when the generator object is collected, which on CPython is right after the loop drops it, not at exit.',
      },
      {
        id: 'd',
        text: '`break` raises `StopIteration` inside the generator, which runs `finally` immediately on every Python implementation.',
        correct: false,
        explanation:
          '`StopIteration` is what a generator raises when it finishes; closing sends `GeneratorExit`. And the timing of implicit finalisation differs between implementations.',
      },
    ],
  },
];
