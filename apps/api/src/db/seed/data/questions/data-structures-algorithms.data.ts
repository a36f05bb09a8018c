import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// Data structures and algorithms: complexity, arrays and linked lists, hash maps, stacks and queues,
// trees and BSTs, heaps, graph traversal, sorting, binary search, dynamic programming, two pointers
// and sliding windows, recursion.
export const dsaQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'dsa-array-access-vs-search',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'For an unsorted array of `n` numbers, what are the time complexities of (1) reading `arr[i]` for a known index `i`, and (2) checking whether the value `42` is in the array?',
    options: [
      {
        id: 'a',
        text: '(1) O(1), (2) O(n)',
        correct: true,
        explanation:
          'An array is contiguous, so the address of element `i` is computed directly. Finding a value in unsorted data may require looking at every element.',
      },
      {
        id: 'b',
        text: '(1) O(n), (2) O(n)',
        correct: false,
        explanation:
          'Indexing does not walk the array; that would be a linked list. Array access by index is constant time.',
      },
      {
        id: 'c',
        text: '(1) O(1), (2) O(log n)',
        correct: false,
        explanation:
          'O(log n) search needs sorted data (binary search) or a tree. In unsorted data the value could be anywhere.',
      },
      {
        id: 'd',
        text: '(1) O(log n), (2) O(1)',
        correct: false,
        explanation:
          'Both are the wrong way round: indexing is O(1), and constant-time membership checks need a hash set.',
      },
    ],
  },
  {
    id: 'dsa-undo-uses-stack',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'A text editor records each edit so that **Undo** reverses the most recent edit first, then the one before it, and so on. Which data structure fits best?',
    options: [
      {
        id: 'a',
        text: 'A queue (first in, first out)',
        correct: false,
        explanation:
          'A queue would hand back the oldest edit first, which is the opposite of what Undo needs.',
      },
      {
        id: 'b',
        text: 'A hash set',
        correct: false,
        explanation: 'Sets have no order, so they cannot tell you which edit was the most recent.',
      },
      {
        id: 'c',
        text: 'A stack (last in, first out)',
        correct: true,
        explanation:
          'Push each edit; Undo pops the most recent one. Redo is often a second stack that receives popped edits.',
      },
      {
        id: 'd',
        text: 'A binary search tree keyed by the edited text',
        correct: false,
        explanation:
          'Ordering by content has nothing to do with the order of edits, and it adds O(log n) cost for no benefit.',
      },
    ],
  },
  {
    id: 'dsa-hash-map-average-operations',
    kind: 'multiple',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 60,
    prompt:
      'Which operations does a typical hash map (such as a JavaScript `Map` or a Python `dict`) perform in O(1) time on average? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Insert a key and its value',
        correct: true,
        explanation:
          'The key is hashed to a bucket directly. Occasional resizing costs O(n), but averaged over many inserts it is O(1).',
      },
      {
        id: 'b',
        text: 'Look up the value for a given key',
        correct: true,
        explanation:
          'This is the main reason to use a hash map: hash the key and go straight to its bucket.',
      },
      {
        id: 'c',
        text: 'Find the smallest key',
        correct: false,
        explanation:
          'Hashing scatters keys with no ordering, so finding the minimum means checking every key: O(n). Use a sorted structure or a heap for that.',
      },
      {
        id: 'd',
        text: 'Delete a key',
        correct: true,
        explanation: 'Deletion locates the key the same way as a lookup, then removes it.',
      },
    ],
  },
  {
    id: 'dsa-binary-search-requires-sorted',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'What must be true of an array for binary search to find an element correctly in O(log n)?',
    options: [
      {
        id: 'a',
        text: 'Its length must be a power of two.',
        correct: false,
        explanation: 'Binary search works for any length; the middle index is simply rounded.',
      },
      {
        id: 'b',
        text: 'It must contain no duplicate values.',
        correct: false,
        explanation:
          'Duplicates are fine. Variants such as lower bound even find the first of several equal values.',
      },
      {
        id: 'c',
        text: 'It must contain only numbers.',
        correct: false,
        explanation:
          'Any values with a consistent ordering work, such as strings or dates, as long as the array is sorted by that ordering.',
      },
      {
        id: 'd',
        text: 'It must be sorted by the value being searched for.',
        correct: true,
        explanation:
          'Each comparison with the middle element rules out half of the remaining range, which is only valid if everything on one side is smaller and everything on the other side larger.',
      },
    ],
  },
  {
    id: 'dsa-nested-loop-complexity',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'What is the time complexity of this code in terms of `n`?\n\n```js\nlet count = 0;\nfor (let i = 0; i < n; i++) {\n  for (let j = i; j < n; j++) {\n    count++;\n  }\n}\n```',
    options: [
      {
        id: 'a',
        text: 'O(n)',
        correct: false,
        explanation:
          'The inner loop runs many times for each value of `i`, not a constant number of times.',
      },
      {
        id: 'b',
        text: 'O(n²)',
        correct: true,
        explanation:
          'The body runs n + (n − 1) + … + 1 = n(n + 1)/2 times. Halving the work does not change the growth rate, so it is O(n²).',
      },
      {
        id: 'c',
        text: 'O(n log n)',
        correct: false,
        explanation:
          'The inner loop shrinks by one each time, not by half, so there is no logarithmic factor.',
      },
      {
        id: 'd',
        text: 'O(2ⁿ)',
        correct: false,
        explanation:
          'Exponential growth comes from branching, e.g. recursion that calls itself twice. Two nested loops are polynomial.',
      },
    ],
  },
  {
    id: 'dsa-big-o-not-always-faster',
    kind: 'true-false',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'True or false: an O(n) algorithm is always faster than an O(n²) algorithm, whatever the input size.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Big-O describes growth for large inputs and hides constant factors. A simple O(n²) routine can beat an O(n) one with heavy overhead when n is small.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'The O(n) algorithm wins once n is large enough, but not necessarily for small n. That is why many sort implementations use insertion sort (O(n²)) for short runs.',
      },
    ],
  },

  // Difficulty 2
  {
    id: 'dsa-singly-linked-list-operations',
    kind: 'multiple',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      'You have a singly linked list with a pointer to its head only (no tail pointer). Which operations take O(1) time? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Insert a new node at the front',
        correct: true,
        explanation:
          'Point the new node at the current head and make it the head: two pointer updates.',
      },
      {
        id: 'b',
        text: 'Read the k-th element',
        correct: false,
        explanation:
          'There is no index arithmetic in a linked list; you must follow k `next` pointers, which is O(k).',
      },
      {
        id: 'c',
        text: 'Append a node at the end',
        correct: false,
        explanation:
          'Without a tail pointer you must walk the whole list to find the last node: O(n). Keeping a tail pointer makes it O(1).',
      },
      {
        id: 'd',
        text: 'Remove the node that follows a node you already hold a reference to',
        correct: true,
        explanation:
          'Set `node.next = node.next.next`. Removal is cheap when you already have the predecessor; finding it is what costs O(n).',
      },
    ],
  },
  {
    id: 'dsa-bfs-shortest-path-unweighted',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'In a social network graph (unweighted edges), you need the fewest "friend-of-a-friend" hops between two people. Which is the simplest algorithm guaranteed to find it in O(V + E)?',
    options: [
      {
        id: 'a',
        text: 'Depth-first search, stopping at the first path found',
        correct: false,
        explanation:
          'DFS dives down one branch first, so the first path it finds can be much longer than the shortest one.',
      },
      {
        id: 'b',
        text: 'Binary search over the list of users',
        correct: false,
        explanation:
          'Binary search finds a value in a sorted list; it knows nothing about connections between users.',
      },
      {
        id: 'c',
        text: 'Breadth-first search from the start person',
        correct: true,
        explanation:
          'BFS explores nodes in order of distance: all 1-hop friends, then all 2-hop, and so on. The first time it reaches the target, that is the shortest path in edges.',
      },
      {
        id: 'd',
        text: 'Sort the users by number of friends and pick the most connected path',
        correct: false,
        explanation:
          'A popularity heuristic does not guarantee the fewest hops and is not a shortest-path algorithm.',
      },
    ],
  },
  {
    id: 'dsa-bst-inorder-sorted',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt: 'Which traversal of a binary search tree visits the keys in ascending sorted order?',
    options: [
      {
        id: 'a',
        text: 'In-order (left, node, right)',
        correct: true,
        explanation:
          'Every key in the left subtree is smaller and every key in the right subtree larger, so visiting left, then the node, then right yields sorted order.',
      },
      {
        id: 'b',
        text: 'Pre-order (node, left, right)',
        correct: false,
        explanation:
          'Pre-order visits the root before any smaller keys in its left subtree, so the output is not sorted. It is useful for copying a tree.',
      },
      {
        id: 'c',
        text: 'Post-order (left, right, node)',
        correct: false,
        explanation:
          'Post-order visits the root last, after larger keys from the right subtree. It is useful for deleting or evaluating a tree.',
      },
      {
        id: 'd',
        text: 'Level-order (breadth-first)',
        correct: false,
        explanation:
          'Level-order visits by depth: the root, then its children, and so on. Depth says nothing about key order.',
      },
    ],
  },
  {
    id: 'dsa-recursion-missing-base-case',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'What happens when this JavaScript runs?\n\n```js\nfunction sum(arr) {\n  return arr[0] + sum(arr.slice(1));\n}\nsum([1, 2, 3]);\n```',
    options: [
      {
        id: 'a',
        text: 'It returns `6`.',
        correct: false,
        explanation:
          'There is no base case that stops the recursion at the empty array, so a result is never returned.',
      },
      {
        id: 'b',
        text: 'It returns `NaN`, because `arr[0]` becomes `undefined`.',
        correct: false,
        explanation:
          '`undefined + ...` would give `NaN`, but the addition never completes: each call waits for another recursive call that never stops.',
      },
      {
        id: 'c',
        text: 'It loops forever without using extra memory.',
        correct: false,
        explanation:
          'Every call adds a stack frame that stays until the addition completes (the recursive call is not in tail position), so the call stack fills up quickly.',
      },
      {
        id: 'd',
        text: 'It throws `RangeError: Maximum call stack size exceeded`.',
        correct: true,
        explanation:
          'Once `arr` is empty, `sum([])` calls `sum([])` again, forever. Every recursive function needs a base case, here `if (arr.length === 0) return 0;`.',
      },
    ],
  },
  {
    id: 'dsa-two-sum-hash-map',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      'Given an unsorted array of `n` integers and a target, return the **indices** of two different elements that add up to the target. Which approach has the best time complexity?',
    options: [
      {
        id: 'a',
        text: 'Check every pair with two nested loops: O(n²).',
        correct: false,
        explanation:
          'It is correct and a fine first answer, but you can do better by remembering what you have already seen.',
      },
      {
        id: 'b',
        text: 'One pass with a hash map from value to index: for each element, look up `target - value` before inserting it. O(n) expected.',
        correct: true,
        explanation:
          'Each lookup and insert is O(1) on average. Looking up before inserting also stops an element from being paired with itself.',
      },
      {
        id: 'c',
        text: 'Sort the array, then walk two pointers inwards: O(n).',
        correct: false,
        explanation:
          'The two-pointer walk is O(n), but sorting costs O(n log n), and you must keep the original indices to return them.',
      },
      {
        id: 'd',
        text: 'Binary search for `target - value` in the unsorted array: O(n log n).',
        correct: false,
        explanation: 'Binary search on unsorted data gives wrong answers; it needs sorted input.',
      },
    ],
  },
  {
    id: 'dsa-js-sort-is-stable',
    kind: 'true-false',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      'True or false: `Array.prototype.sort` in modern JavaScript is guaranteed to be **stable**, so sorting a list of users by age keeps users of equal age in their previous relative order.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'Since ES2019 the specification requires a stable sort. This lets you sort by a secondary key first and the primary key second to get a multi-key order.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'Stability used to vary between engines, but ES2019 made it mandatory and all current engines comply.',
      },
    ],
  },

  // Difficulty 3
  {
    id: 'dsa-top-k-with-heap',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'A stream delivers `n` scores (too many to keep in memory). You must report the `k` highest, where `k` is much smaller than `n`. Which approach is best?',
    options: [
      {
        id: 'a',
        text: 'Keep a min-heap of size `k`; for each score larger than the heap’s minimum, replace the minimum. O(n log k) time, O(k) memory.',
        correct: true,
        explanation:
          'The heap’s root is the smallest of the current top k, so each new score is compared with it in O(1) and replaced in O(log k).',
      },
      {
        id: 'b',
        text: 'Keep a max-heap of all scores and pop `k` times. O(n log n) time, O(n) memory.',
        correct: false,
        explanation:
          'This works when everything fits in memory, but it stores all n scores, which the problem rules out.',
      },
      {
        id: 'c',
        text: 'Store all scores, sort descending, take the first `k`. O(n log n).',
        correct: false,
        explanation:
          'Sorting needs all n values in memory and does more work than needed for a small k.',
      },
      {
        id: 'd',
        text: 'Keep a max-heap of size `k` and discard scores smaller than its root.',
        correct: false,
        explanation:
          'A max-heap exposes the largest element, but to decide whether a new score enters the top k you need the smallest of the current k, which a max-heap cannot give in O(1).',
      },
    ],
  },
  {
    id: 'dsa-longest-substring-sliding-window',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'You need the length of the longest substring without repeated characters in a string of length `n`. Which approach runs in O(n)?',
    options: [
      {
        id: 'a',
        text: 'Generate every substring and check each for duplicates.',
        correct: false,
        explanation:
          'There are O(n²) substrings and each check costs up to O(n), so this is O(n³) (or O(n²) with incremental checks).',
      },
      {
        id: 'b',
        text: 'Sort the characters and count the distinct ones.',
        correct: false,
        explanation:
          'Sorting destroys the order of characters, and a substring must be contiguous in the original string.',
      },
      {
        id: 'c',
        text: 'A sliding window: move the right end forward; when a character repeats, move the left end just past its previous position, which is kept in a map of last-seen indices.',
        correct: true,
        explanation:
          'Each pointer only moves forward, so the total work is O(n). The window always holds a valid substring, and its largest size is the answer.',
      },
      {
        id: 'd',
        text: 'Binary search on the answer length, checking each length with a new scan.',
        correct: false,
        explanation:
          'That can work (a valid length implies all shorter lengths are valid), but it costs O(n log n), not O(n).',
      },
    ],
  },
  {
    id: 'dsa-quicksort-worst-case',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'A quicksort implementation always picks the **first** element as the pivot. What is its running time on an array that is already sorted, and why?',
    options: [
      {
        id: 'a',
        text: 'O(n), because no swaps are needed.',
        correct: false,
        explanation:
          'Partitioning still compares every element with the pivot on each level, even if nothing moves.',
      },
      {
        id: 'b',
        text: 'O(n log n), because quicksort is always O(n log n).',
        correct: false,
        explanation:
          'O(n log n) is quicksort’s average case. It depends on pivots splitting the data reasonably evenly.',
      },
      {
        id: 'c',
        text: 'O(log n), because the data is already in order.',
        correct: false,
        explanation:
          'Any comparison sort has to look at every element at least once, so it cannot be faster than O(n).',
      },
      {
        id: 'd',
        text: 'O(n²), because each pivot is the smallest element, so each partition only removes one element.',
        correct: true,
        explanation:
          'The recursion depth becomes n and the levels cost n, n − 1, …, 1 comparisons. Random or median-of-three pivots, or introsort’s fallback to heapsort, avoid this.',
      },
    ],
  },
  {
    id: 'dsa-directed-cycle-detection',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 105,
    prompt:
      'To detect circular dependencies between packages (a directed graph), a colleague runs DFS with a single `visited` set and reports a cycle whenever it reaches an already-visited node. What is wrong with this?',
    options: [
      {
        id: 'a',
        text: 'Nothing; revisiting a node always means there is a cycle.',
        correct: false,
        explanation:
          'In a directed graph, two paths can lead to the same node without any cycle, e.g. A→B→D and A→C→D.',
      },
      {
        id: 'b',
        text: 'It reports false cycles for shared dependencies such as A→B→D and A→C→D. It must track nodes on the current DFS path and report a cycle only on an edge back to one of them.',
        correct: true,
        explanation:
          'Use three states: unvisited, in progress (on the recursion stack) and done. Reaching an in-progress node is a back edge and proves a cycle; reaching a done node is harmless.',
      },
      {
        id: 'c',
        text: 'DFS cannot detect cycles; only BFS can.',
        correct: false,
        explanation:
          'DFS with path tracking is the standard method. BFS-based Kahn’s algorithm also works, by checking whether every node gets processed.',
      },
      {
        id: 'd',
        text: 'It misses cycles of length two, such as A→B→A.',
        correct: false,
        explanation:
          'The naive approach over-reports rather than under-reports: A→B→A would be reported, along with harmless shared dependencies.',
      },
    ],
  },
  {
    id: 'dsa-dynamic-array-amortised-append',
    kind: 'multiple',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'A dynamic array (like a JavaScript array or Python `list`) grows by doubling its capacity when full. Which statements are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Appending is O(1) amortised: `n` appends cost O(n) in total.',
        correct: true,
        explanation:
          'Copies happen at sizes 1, 2, 4, …, and these add up to less than 2n. Spread over n appends, that is a constant per append.',
      },
      {
        id: 'b',
        text: 'A single append can take O(n) time.',
        correct: true,
        explanation:
          'The append that triggers a resize copies every existing element. Amortised O(1) describes the average over a sequence, not each operation; this matters for latency-sensitive code.',
      },
      {
        id: 'c',
        text: 'Growing by a fixed 10 slots each time would also give O(1) amortised appends.',
        correct: false,
        explanation:
          'With fixed growth, a copy happens every 10 appends and copies grow linearly, so n appends cost O(n²). Growth must be by a factor.',
      },
      {
        id: 'd',
        text: 'Inserting at index 0 is O(n), because every element has to shift.',
        correct: true,
        explanation:
          'Contiguous storage means the front is not free: `unshift` or `insert(0, x)` moves all elements. Use a deque for frequent front insertions.',
      },
    ],
  },
  {
    id: 'dsa-lower-bound-binary-search',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 3,
    timeGuideSeconds: 105,
    prompt:
      'What does `lowerBound([1, 3, 3, 5], 3)` return?\n\n```js\nfunction lowerBound(a, x) {\n  let lo = 0;\n  let hi = a.length;\n  while (lo < hi) {\n    const mid = (lo + hi) >> 1;\n    if (a[mid] < x) lo = mid + 1;\n    else hi = mid;\n  }\n  return lo;\n}\n```',
    options: [
      {
        id: 'a',
        text: '`2`',
        correct: false,
        explanation:
          'When `a[mid]` equals `x`, the code sets `hi = mid` and keeps searching to the left, so it does not stop at the second 3.',
      },
      {
        id: 'b',
        text: '`3`',
        correct: false,
        explanation:
          '`3` is the index of the first element greater than `x` (the "upper bound"), which would need `a[mid] <= x` in the condition.',
      },
      {
        id: 'c',
        text: '`1`',
        correct: true,
        explanation:
          'It returns the first index whose value is `>= x`. Trace: lo=0, hi=4 → mid=2 (3, not < 3) → hi=2 → mid=1 (3) → hi=1 → mid=0 (1 < 3) → lo=1. It returns `a.length` when every element is smaller.',
      },
      {
        id: 'd',
        text: 'It never terminates.',
        correct: false,
        explanation:
          'Each step either sets `lo = mid + 1` or `hi = mid` with `mid < hi`, so the range always shrinks. Infinite loops come from `lo = mid` with a rounded-down `mid`.',
      },
    ],
  },

  // Difficulty 4
  {
    id: 'dsa-coin-change-greedy-fails',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 105,
    prompt:
      'Coins come in denominations `[1, 3, 4]` (unlimited supply). A greedy algorithm that always takes the largest coin that fits is used to pay `6` with as few coins as possible. What happens, and what approach is correct in general?',
    options: [
      {
        id: 'a',
        text: 'Greedy returns 3 coins (4 + 1 + 1) but the optimum is 2 (3 + 3). Dynamic programming over amounts, `best[a] = 1 + min(best[a - c])`, finds the optimum in O(amount × coins).',
        correct: true,
        explanation:
          'Greedy commits to a locally best choice that blocks the global optimum. DP solves every smaller amount once and combines those answers, so it considers 3 + 3.',
      },
      {
        id: 'b',
        text: 'Greedy returns 2 coins (3 + 3), which is optimal; greedy is always optimal for coin change.',
        correct: false,
        explanation:
          'Greedy takes the 4 first, because it is the largest coin that fits. Greedy is only optimal for certain coin systems, such as most real currencies.',
      },
      {
        id: 'c',
        text: 'Greedy fails; sorting the coins in ascending order first fixes it.',
        correct: false,
        explanation:
          'Taking the smallest coin first would pay 6 with six 1s, which is worse. The order of a greedy scan cannot fix a problem that greedy choices do not solve.',
      },
      {
        id: 'd',
        text: 'Greedy returns 3 coins; the only correct alternative is trying every combination, which is exponential.',
        correct: false,
        explanation:
          'Brute force is correct but unnecessary. Overlapping subproblems make DP pseudo-polynomial: O(amount × number of coins).',
      },
    ],
  },
  {
    id: 'dsa-dijkstra-negative-edges',
    kind: 'true-false',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      "True or false: Dijkstra's algorithm always finds correct shortest paths in a directed graph as long as the graph contains no negative-weight **cycle**, even if some individual edges have negative weights.",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Ruling out negative cycles is what Bellman–Ford needs, not Dijkstra. A single negative edge can already break Dijkstra.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Dijkstra finalises the closest unvisited node, assuming no later path can be shorter. A negative edge discovered later can undercut that. Use Bellman–Ford (O(V·E)), or for a DAG, relax edges in topological order.',
      },
    ],
  },
  {
    id: 'dsa-hash-map-worst-case-causes',
    kind: 'multiple',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 105,
    prompt:
      'Hash map lookups are O(1) on average but can degrade towards O(n). Which situations cause that? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A poor hash function, or attackers choosing keys that collide (hash flooding), puts many keys in the same bucket.',
        correct: true,
        explanation:
          'A lookup then scans one long chain. This is why languages randomise string hashing (e.g. Python’s per-process seed) and why Java turns long buckets into trees.',
      },
      {
        id: 'b',
        text: 'The table never resizes, so the load factor (entries per bucket) keeps growing.',
        correct: true,
        explanation:
          'With a fixed number of buckets, chains grow in proportion to n. Real implementations resize once a load-factor threshold is passed.',
      },
      {
        id: 'c',
        text: 'Keys are inserted in sorted order.',
        correct: false,
        explanation:
          'Insertion order is irrelevant with a good hash function. Sorted input is the worst case for an unbalanced binary search tree, not for a hash map.',
      },
      {
        id: 'd',
        text: 'The values stored are large objects.',
        correct: false,
        explanation:
          'Only keys are hashed and compared; values are stored by reference and do not affect lookup time.',
      },
    ],
  },
  {
    id: 'dsa-memoised-fibonacci-complexity',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend', 'frontend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'What are the time complexities of `fib(n)` with and without the `memo` lines?\n\n```js\nconst memo = new Map();\nfunction fib(n) {\n  if (n < 2) return n;\n  if (memo.has(n)) return memo.get(n); // memo\n  const v = fib(n - 1) + fib(n - 2);\n  memo.set(n, v); // memo\n  return v;\n}\n```',
    options: [
      {
        id: 'a',
        text: 'With memo O(log n); without memo O(n).',
        correct: false,
        explanation:
          'Memoisation cannot do better than computing each of the n subproblems once. Without it the work is exponential, not linear.',
      },
      {
        id: 'b',
        text: 'O(n²) in both cases.',
        correct: false,
        explanation:
          'Nothing here is quadratic: memoised work is linear, and the naive version is far worse than quadratic.',
      },
      {
        id: 'c',
        text: 'O(n) in both cases, because each call subtracts 1 or 2 from `n`.',
        correct: false,
        explanation:
          'Depth is O(n), but each call makes two recursive calls, so the number of calls grows exponentially.',
      },
      {
        id: 'd',
        text: 'With memo O(n); without memo O(2ⁿ) (exponential).',
        correct: true,
        explanation:
          'Without memo the call tree branches twice per level and recomputes the same values, giving about φⁿ ≈ 1.618ⁿ calls. With memo each `n` is computed once. The recursion is still n frames deep; an iterative loop avoids that.',
      },
    ],
  },
  {
    id: 'dsa-topological-sort-build-order',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'A build tool must compile modules so that each module comes after everything it depends on, and must report an error if the dependencies are circular. Which approach solves both in O(V + E)?',
    options: [
      {
        id: 'a',
        text: 'Sort modules alphabetically and compile in that order.',
        correct: false,
        explanation:
          'Names have nothing to do with dependencies, so the order would often be wrong.',
      },
      {
        id: 'b',
        text: 'Topological sort with Kahn’s algorithm: repeatedly take modules with no remaining dependencies; if some modules are never taken, there is a cycle.',
        correct: true,
        explanation:
          'Removing a module decrements the in-degree of modules that depend on it. Modules in a cycle never reach in-degree 0, so fewer than V modules are output.',
      },
      {
        id: 'c',
        text: 'Dijkstra’s algorithm from the root module.',
        correct: false,
        explanation:
          'Dijkstra computes shortest distances; it neither produces a dependency-respecting order nor detects cycles.',
      },
      {
        id: 'd',
        text: 'Sort modules by their number of dependencies, fewest first.',
        correct: false,
        explanation:
          'A module with one dependency can still depend on a module with five, so counting is not enough.',
      },
    ],
  },
  {
    id: 'dsa-unbalanced-bst-sorted-inserts',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'You insert the keys 1, 2, 3, …, n, in that order, into a plain (non-self-balancing) binary search tree. What is the cost of a subsequent lookup?',
    options: [
      {
        id: 'a',
        text: 'O(n), because the tree degenerates into a linked list of height n.',
        correct: true,
        explanation:
          'Each new key is larger than all existing ones, so it goes to the far right. Self-balancing trees (AVL, red-black) or randomised insertion keep the height O(log n).',
      },
      {
        id: 'b',
        text: 'O(log n), because a BST halves the search space at each step.',
        correct: false,
        explanation:
          'Halving only happens when the tree is balanced. Here every node has only a right child.',
      },
      {
        id: 'c',
        text: 'O(1), because the largest key is always at the root.',
        correct: false,
        explanation:
          'The first key inserted (1) stays the root; larger keys hang further and further down the right.',
      },
      {
        id: 'd',
        text: 'O(n log n), because the tree must be rebalanced during the lookup.',
        correct: false,
        explanation: 'A plain BST never rebalances, and lookups do not modify the tree.',
      },
    ],
  },

  // Difficulty 5
  {
    id: 'dsa-running-median-two-heaps',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Numbers arrive one at a time, and after each you must report the median of everything so far. Which design gives O(log n) per insert and O(1) per median?',
    options: [
      {
        id: 'a',
        text: 'Keep a sorted array and insert each number at its place found by binary search.',
        correct: false,
        explanation:
          'Binary search finds the position in O(log n), but inserting shifts up to n elements, so each insert is O(n).',
      },
      {
        id: 'b',
        text: 'Keep a single min-heap and read the middle of its array.',
        correct: false,
        explanation: 'A heap is only partially ordered; the middle array slot is not the median.',
      },
      {
        id: 'c',
        text: 'Keep a max-heap for the lower half and a min-heap for the upper half, rebalancing so their sizes differ by at most one; the median comes from the heap tops.',
        correct: true,
        explanation:
          'Each insert is a push plus at most one move between heaps, all O(log n). The tops are the two middle values, so the median is read in O(1).',
      },
      {
        id: 'd',
        text: 'Keep a hash map of counts and scan it for the median after each insert.',
        correct: false,
        explanation:
          'Hash maps are unordered, so finding the median means sorting or scanning the keys each time: O(n) or worse.',
      },
    ],
  },
  {
    id: 'dsa-lru-cache-constant-time',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Design an LRU cache with capacity `k`: `get(key)` and `put(key, value)` must both run in O(1), and `put` must evict the least recently used entry when full. Which structure achieves this in a language without an ordered hash map?',
    options: [
      {
        id: 'a',
        text: 'A hash map plus a min-heap keyed by last-access time.',
        correct: false,
        explanation:
          'Correct behaviour, but updating a key’s timestamp and evicting the minimum cost O(log k), not O(1).',
      },
      {
        id: 'b',
        text: 'A hash map plus an array of keys ordered by recency.',
        correct: false,
        explanation:
          'Moving a key to the front of an array, or removing it from the middle, shifts up to k elements: O(k).',
      },
      {
        id: 'c',
        text: 'A hash map plus a singly linked list.',
        correct: false,
        explanation:
          'To unlink a node from a singly linked list you need its predecessor, which takes O(k) to find. That is why the list must be doubly linked.',
      },
      {
        id: 'd',
        text: 'A hash map from key to node, plus a doubly linked list ordered by recency: move a node to the front on each access and evict from the back.',
        correct: true,
        explanation:
          'The map finds the node in O(1); the prev/next pointers let you unlink and move it in O(1); the tail is always the least recently used. (JavaScript’s insertion-ordered `Map` can do the same by deleting and re-inserting a key on each access.)',
      },
    ],
  },
  {
    id: 'dsa-karatsuba-recurrence',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'A divide-and-conquer multiplication algorithm splits the input in half, makes **three** recursive calls on halves, and combines results in linear time: T(n) = 3T(n/2) + O(n). What is T(n)?',
    options: [
      {
        id: 'a',
        text: 'O(n log n)',
        correct: false,
        explanation:
          'That is the answer for 2T(n/2) + O(n), as in merge sort, where each level does equal work. With three subcalls the work grows by 3/2 per level.',
      },
      {
        id: 'b',
        text: 'O(n^log₂3) ≈ O(n^1.585)',
        correct: true,
        explanation:
          'The recursion has log₂ n levels and 3^(log₂ n) = n^(log₂ 3) leaves, which dominate the linear combining work (the leaf-heavy case of the master theorem). This is Karatsuba multiplication.',
      },
      {
        id: 'c',
        text: 'O(n²)',
        correct: false,
        explanation:
          'Four recursive calls, 4T(n/2) + O(n), would give n². Saving one call is exactly what makes this algorithm faster than schoolbook multiplication.',
      },
      {
        id: 'd',
        text: 'O(n log² n)',
        correct: false,
        explanation:
          'A log² factor arises from recurrences like 2T(n/2) + O(n log n), not from adding recursive calls.',
      },
    ],
  },
  {
    id: 'dsa-binary-heap-facts',
    kind: 'multiple',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Which statements about an array-based binary min-heap of `n` elements are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Building it from `n` unsorted elements with bottom-up heapify takes O(n), not O(n log n).',
        correct: true,
        explanation:
          'Most nodes are near the bottom and sift down only a short distance; summing the heights gives O(n). Pushing the elements one at a time would cost O(n log n) in the worst case.',
      },
      {
        id: 'b',
        text: 'Checking whether an arbitrary value is present takes O(log n).',
        correct: false,
        explanation:
          'A heap only orders parents before children, so there is no way to discard half of it. Searching is O(n) unless you keep a separate index.',
      },
      {
        id: 'c',
        text: 'Heapsort runs in O(n log n) in the worst case with O(1) extra memory, but it is not stable.',
        correct: true,
        explanation:
          'It sorts in place and has no bad inputs, unlike quicksort, but swapping with the root reorders equal keys. Poor cache locality usually makes it slower than quicksort in practice.',
      },
      {
        id: 'd',
        text: 'The maximum element is always in the last array slot.',
        correct: false,
        explanation:
          'The maximum must be a leaf (no child can be larger), and leaves occupy the second half of the array, but it can be any of them. Finding it means checking about n/2 leaves: O(n).',
      },
    ],
  },
  {
    id: 'dsa-sliding-window-negative-numbers',
    kind: 'single',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      'The shortest contiguous subarray with sum ≥ `k` is usually found with a sliding window: extend the right end, and while the sum is ≥ `k`, record the length and shrink from the left. Why does this fail when the array can contain **negative** numbers, and what works instead?',
    options: [
      {
        id: 'a',
        text: 'It does not fail; negatives only make the sums smaller.',
        correct: false,
        explanation:
          'Counter-example: `[1, -1, 5]` with `k = 5`. The sum first reaches 5 at length 3; dropping the `1` lowers it to 4, so shrinking stops and the answer is 3, although `[5]` alone has length 1.',
      },
      {
        id: 'b',
        text: 'It fails because the window sum can overflow; use 64-bit integers.',
        correct: false,
        explanation:
          'Overflow is unrelated to the sign problem, and the algorithm is wrong even with exact arithmetic.',
      },
      {
        id: 'c',
        text: 'The window relies on sums growing when it extends and shrinking when it contracts, which negatives break. Use prefix sums with a monotonic deque of candidate start indices: O(n).',
        correct: true,
        explanation:
          'With negatives, shrinking may increase the sum and extending may decrease it, so the window’s decisions are invalid. Keeping start indices whose prefix sums are increasing lets each index enter and leave the deque once.',
      },
      {
        id: 'd',
        text: 'It fails, and only checking every subarray in O(n²) can solve it.',
        correct: false,
        explanation: 'Brute force works but is not needed: there is an O(n) algorithm.',
      },
    ],
  },
  {
    id: 'dsa-quickselect-properties',
    kind: 'multiple',
    skills: ['data-structures-algorithms'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Quickselect finds the k-th smallest element of an unsorted array by partitioning around a pivot and recursing into **one** side only. Which statements are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'With random pivots its expected running time is O(n).',
        correct: true,
        explanation:
          'It recurses into one side only, so expected work is about n + n/2 + n/4 + … = O(n), unlike quicksort’s O(n log n), which recurses into both sides.',
      },
      {
        id: 'b',
        text: 'Its worst case is O(n²), when pivots are repeatedly the smallest or largest element.',
        correct: true,
        explanation:
          'Like quicksort, unlucky pivots peel off one element per round. Random pivots make this very unlikely but not impossible.',
      },
      {
        id: 'c',
        text: 'Choosing the pivot with median-of-medians guarantees O(n) worst-case time.',
        correct: true,
        explanation:
          'Median-of-medians always picks a pivot that discards a constant fraction of the elements, giving linear worst-case time, though with large constants that make it rare in practice.',
      },
      {
        id: 'd',
        text: 'It leaves the whole array sorted when it finishes.',
        correct: false,
        explanation:
          'It only guarantees that the k-th element is in its final place, with smaller elements before it and larger ones after, in no particular order. Partial work is exactly why it beats sorting.',
      },
    ],
  },
];
