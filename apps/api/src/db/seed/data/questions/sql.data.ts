import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// SQL (PostgreSQL dialect): joins, NULL semantics, grouping, window functions, indexes, transactions
// and isolation, constraints, normalisation, CTEs, EXPLAIN, N+1 queries and pagination.
export const sqlQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'sql-left-join-keeps-unmatched',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'You need a list of **all** customers with the number of orders each has placed, including customers who have never ordered. Which join between `customers` and `orders` do you start from?',
    options: [
      {
        id: 'a',
        text: '`customers LEFT JOIN orders`',
        correct: true,
        explanation:
          'A left join keeps every row of the left table; customers without orders get `NULL` order columns. Counting `COUNT(o.id)` (not `COUNT(*)`) then gives 0 for them.',
      },
      {
        id: 'b',
        text: '`customers INNER JOIN orders`',
        correct: false,
        explanation:
          'An inner join keeps only rows that have a match on both sides, so customers without orders disappear from the result.',
      },
      {
        id: 'c',
        text: '`customers CROSS JOIN orders`',
        correct: false,
        explanation:
          'A cross join pairs every customer with every order, ignoring who placed what, so the counts would be meaningless.',
      },
      {
        id: 'd',
        text: '`customers RIGHT JOIN orders`',
        correct: false,
        explanation:
          'With `orders` on the right, this keeps every order (even ones without a matching customer) but drops customers with no orders, the opposite of what is needed.',
      },
    ],
  },
  {
    id: 'sql-compare-with-null',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'The `employees` table has several rows where `manager_id` is `NULL`. How many rows does this query return?\n\n```sql\nSELECT * FROM employees WHERE manager_id = NULL;\n```',
    options: [
      {
        id: 'a',
        text: 'All rows where `manager_id` is `NULL`',
        correct: false,
        explanation:
          'Comparing anything with `NULL` using `=` gives `NULL` (unknown), not true. To test for missing values you must write `manager_id IS NULL`.',
      },
      {
        id: 'b',
        text: 'All rows in the table',
        correct: false,
        explanation:
          'The condition is never true for any row, so nothing passes the filter, let alone every row.',
      },
      {
        id: 'c',
        text: 'No rows',
        correct: true,
        explanation:
          '`manager_id = NULL` evaluates to unknown for every row, and `WHERE` keeps only rows where the condition is true. Use `IS NULL` / `IS NOT NULL` (or `IS DISTINCT FROM`).',
      },
      {
        id: 'd',
        text: 'It raises a syntax error.',
        correct: false,
        explanation:
          'The query is valid SQL; it just never matches. That makes the bug easy to miss.',
      },
    ],
  },
  {
    id: 'sql-having-filters-groups',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt: 'You want the customers who placed more than 5 orders. Which query is correct?',
    options: [
      {
        id: 'a',
        text: '`SELECT customer_id FROM orders WHERE COUNT(*) > 5 GROUP BY customer_id;`',
        correct: false,
        explanation:
          '`WHERE` filters individual rows before grouping, so aggregates are not allowed there; PostgreSQL raises "aggregate functions are not allowed in WHERE".',
      },
      {
        id: 'b',
        text: '`SELECT customer_id, COUNT(*) > 5 FROM orders GROUP BY customer_id;`',
        correct: false,
        explanation:
          'This returns every customer with a true/false column; it does not filter anything out.',
      },
      {
        id: 'c',
        text: '`SELECT customer_id FROM orders ORDER BY COUNT(*) > 5;`',
        correct: false,
        explanation:
          'Without `GROUP BY` this aggregates the whole table while also selecting a plain column, which is an error, and `ORDER BY` sorts rather than filters anyway.',
      },
      {
        id: 'd',
        text: '`SELECT customer_id FROM orders GROUP BY customer_id HAVING COUNT(*) > 5;`',
        correct: true,
        explanation:
          '`HAVING` filters groups after aggregation, so it can use `COUNT(*)`. Use `WHERE` for row conditions and `HAVING` for conditions on aggregates.',
      },
    ],
  },
  {
    id: 'sql-primary-key-guarantees',
    kind: 'multiple',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 60,
    prompt: 'Which statements about a `PRIMARY KEY` in PostgreSQL are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Its columns must be unique and cannot be `NULL`.',
        correct: true,
        explanation:
          'A primary key is effectively `UNIQUE` plus `NOT NULL`, so each row can be identified by it.',
      },
      {
        id: 'b',
        text: 'A table can have at most one primary key, although it may span several columns.',
        correct: true,
        explanation:
          'There is one primary key per table, but it can be composite, e.g. `PRIMARY KEY (order_id, line_no)`. Other candidate keys use `UNIQUE` constraints.',
      },
      {
        id: 'c',
        text: 'PostgreSQL automatically creates a unique index for it.',
        correct: true,
        explanation:
          'The uniqueness is enforced through a B-tree index that is created for you, which also makes lookups by the key fast.',
      },
      {
        id: 'd',
        text: 'Its values must be generated automatically with `SERIAL` or an identity column.',
        correct: false,
        explanation:
          'Auto-generated ids are common but optional. Natural keys, UUIDs supplied by the application and composite keys are all valid primary keys.',
      },
    ],
  },
  {
    id: 'sql-count-star-vs-count-column',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'The `users` table has 10 rows; 3 of them have `phone` set to `NULL`. What does this return?\n\n```sql\nSELECT COUNT(*), COUNT(phone) FROM users;\n```',
    options: [
      {
        id: 'a',
        text: '`10, 10`',
        correct: false,
        explanation:
          '`COUNT(column)` skips rows where that column is `NULL`, so the second count is smaller.',
      },
      {
        id: 'b',
        text: '`10, 7`',
        correct: true,
        explanation:
          '`COUNT(*)` counts all 10 rows; `COUNT(phone)` counts the 7 rows where `phone` is not `NULL`. Most aggregates (`SUM`, `AVG`, `MAX`) also ignore `NULL`s.',
      },
      {
        id: 'c',
        text: '`7, 7`',
        correct: false,
        explanation:
          '`COUNT(*)` counts rows regardless of their contents, so it is not affected by `NULL`s in any column.',
      },
      {
        id: 'd',
        text: '`10, 3`',
        correct: false,
        explanation:
          'That would be counting the missing values. `COUNT(phone)` counts the non-`NULL` ones.',
      },
    ],
  },
  {
    id: 'sql-no-order-without-order-by',
    kind: 'true-false',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      'True or false: without an `ORDER BY` clause, PostgreSQL returns rows in the order they were inserted.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'It can look that way on a small, fresh table, but updates, deletes, vacuuming, parallel scans and index scans all change the physical order.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'SQL result sets are unordered unless you ask for an order. If the order matters, including for pagination, always add `ORDER BY`.',
      },
    ],
  },

  // Difficulty 2
  {
    id: 'sql-left-join-where-becomes-inner',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      "This query is meant to list every customer with their paid orders, showing customers without paid orders too. Customers with no paid orders are missing. Why?\n\n```sql\nSELECT c.name, o.id\nFROM customers c\nLEFT JOIN orders o ON o.customer_id = c.id\nWHERE o.status = 'paid';\n```",
    options: [
      {
        id: 'a',
        text: '`LEFT JOIN` does not work when the joined table has a `WHERE` condition; use a subquery instead.',
        correct: false,
        explanation:
          'A left join works fine with `WHERE`; the issue is where this particular condition is placed.',
      },
      {
        id: 'b',
        text: 'The join should be a `RIGHT JOIN`.',
        correct: false,
        explanation:
          'A right join would keep all orders and drop customers without orders, making the problem worse.',
      },
      {
        id: 'c',
        text: "The `WHERE` condition runs after the join and discards rows where `o.status` is `NULL`, which are exactly the unmatched customers. Move the condition into the `ON` clause: `ON o.customer_id = c.id AND o.status = 'paid'`.",
        correct: true,
        explanation:
          "For customers without a paid order, the left join produces `NULL` order columns, and `NULL = 'paid'` is not true, so `WHERE` drops them. In `ON`, the condition only decides which orders match.",
      },
      {
        id: 'd',
        text: "`o.status` must be compared with `LIKE 'paid'` when using outer joins.",
        correct: false,
        explanation:
          '`LIKE` behaves the same as `=` towards `NULL` (unknown), so it would filter out the same rows.',
      },
    ],
  },
  {
    id: 'sql-group-by-ungrouped-column',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'In PostgreSQL, what happens when you run this? (`employees.id` is the primary key.)\n\n```sql\nSELECT department, name, COUNT(*)\nFROM employees\nGROUP BY department;\n```',
    options: [
      {
        id: 'a',
        text: 'It fails: `name` must appear in the `GROUP BY` clause or be used in an aggregate function.',
        correct: true,
        explanation:
          "Each group has many names, so there is no single value to show. Group by it too, aggregate it (e.g. `string_agg(name, ', ')`), or use a window function if you need per-row detail.",
      },
      {
        id: 'b',
        text: 'It returns one row per department, with the name of an arbitrary employee.',
        correct: false,
        explanation:
          'That is how MySQL behaved without `ONLY_FULL_GROUP_BY`. PostgreSQL refuses to pick an arbitrary value.',
      },
      {
        id: 'c',
        text: 'It returns one row per employee.',
        correct: false,
        explanation:
          '`GROUP BY department` collapses rows into one per department; it cannot return one row per employee.',
      },
      {
        id: 'd',
        text: 'It returns one row per department with `name` set to `NULL`.',
        correct: false,
        explanation: 'PostgreSQL does not fill ungrouped columns with `NULL`; it raises an error.',
      },
    ],
  },
  {
    id: 'sql-unique-allows-multiple-nulls',
    kind: 'true-false',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      'True or false: in PostgreSQL 15, a column with a plain `UNIQUE` constraint (and no `NOT NULL`) can contain `NULL` in more than one row.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'By default `NULL`s are treated as distinct from each other, so several rows may have `NULL`. PostgreSQL 15 added `UNIQUE NULLS NOT DISTINCT` for when you want at most one.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'A unique constraint only forbids equal non-null values. Since `NULL = NULL` is not true, `NULL`s never conflict unless you declare `NULLS NOT DISTINCT`.',
      },
    ],
  },
  {
    id: 'sql-btree-index-usable-queries',
    kind: 'multiple',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 90,
    prompt:
      'The `users` table has a plain B-tree index: `CREATE INDEX ON users (email);`. Which queries can use this index to find or order rows? Select all that apply.',
    options: [
      {
        id: 'a',
        text: "`SELECT * FROM users WHERE email = 'ada@example.com';`",
        correct: true,
        explanation: 'Equality on the indexed column is the textbook B-tree lookup.',
      },
      {
        id: 'b',
        text: "`SELECT * FROM users WHERE lower(email) = 'ada@example.com';`",
        correct: false,
        explanation:
          'The index stores `email`, not `lower(email)`, so it cannot match the expression. You would need an expression index: `CREATE INDEX ON users (lower(email));`.',
      },
      {
        id: 'c',
        text: '`SELECT * FROM users ORDER BY email LIMIT 20;`',
        correct: true,
        explanation:
          'A B-tree keeps keys sorted, so PostgreSQL can read the first 20 entries in order instead of sorting the whole table.',
      },
      {
        id: 'd',
        text: "`SELECT * FROM users WHERE email LIKE '%@example.com';`",
        correct: false,
        explanation:
          'A leading wildcard means the matching values are not in one contiguous range of the sorted index. A trigram (`pg_trgm`) GIN index can help with this pattern.',
      },
      {
        id: 'e',
        text: "`SELECT * FROM users WHERE email BETWEEN 'a' AND 'c';`",
        correct: true,
        explanation: 'Range conditions map to a contiguous slice of the sorted index.',
      },
    ],
  },
  {
    id: 'sql-union-vs-union-all',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      'You combine this year’s and last year’s order tables, which never share rows, with `UNION`. A colleague suggests `UNION ALL`. What is the difference?',
    options: [
      {
        id: 'a',
        text: '`UNION ALL` requires both queries to have the same number of columns; `UNION` does not.',
        correct: false,
        explanation: 'Both forms require the same number of columns with compatible types.',
      },
      {
        id: 'b',
        text: '`UNION` keeps the rows in input order; `UNION ALL` sorts them.',
        correct: false,
        explanation:
          'Neither guarantees an order. Add `ORDER BY` at the end of the combined query if you need one.',
      },
      {
        id: 'c',
        text: 'They are synonyms.',
        correct: false,
        explanation:
          'They differ in duplicate handling, which changes both results (when duplicates exist) and cost.',
      },
      {
        id: 'd',
        text: '`UNION` removes duplicate rows (which costs a sort or hash step); `UNION ALL` keeps all rows and is cheaper. Since duplicates cannot occur here, `UNION ALL` is the better choice.',
        correct: true,
        explanation:
          'Deduplication needs to compare every row, which is wasted work when the inputs cannot overlap. Use `UNION` only when you actually need duplicates removed.',
      },
    ],
  },
  {
    id: 'sql-n-plus-one-fixes',
    kind: 'multiple',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 90,
    prompt:
      'A page lists 50 posts. The code loads the posts with one query, then runs `SELECT * FROM users WHERE id = $1` once per post to get its author: 51 queries per page. Which changes fix this N+1 problem? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Load posts and authors in one query with `JOIN users u ON u.id = p.author_id`.',
        correct: true,
        explanation:
          'One round trip returns everything the page needs, and the database can join efficiently.',
      },
      {
        id: 'b',
        text: 'Collect the distinct author ids and load them in one query: `WHERE id = ANY($1)`.',
        correct: true,
        explanation:
          'Two queries in total, regardless of page size. This is what ORM "eager loading" and DataLoader-style batching do.',
      },
      {
        id: 'c',
        text: 'Add an index on `users.id`.',
        correct: false,
        explanation:
          '`users.id` is the primary key and already indexed. The cost of N+1 is mostly the number of round trips, which an index does not change.',
      },
      {
        id: 'd',
        text: "Use the ORM's eager-loading option (e.g. `include` / `with` / `joinedload`) for the author relation.",
        correct: true,
        explanation:
          'Eager loading makes the ORM fetch the relation with a join or one batched query instead of lazily, once per row.',
      },
    ],
  },

  // Difficulty 3
  {
    id: 'sql-not-in-subquery-with-null',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'You want customers who have never been referred. `referrals.customer_id` is nullable, and one row has `customer_id = NULL`. What does this return?\n\n```sql\nSELECT id FROM customers\nWHERE id NOT IN (SELECT customer_id FROM referrals);\n```',
    options: [
      {
        id: 'a',
        text: 'The customers whose id does not appear in `referrals`, as intended.',
        correct: false,
        explanation:
          'That would only be true if the subquery contained no `NULL`s. A single `NULL` changes the outcome for every row.',
      },
      {
        id: 'b',
        text: 'No rows at all.',
        correct: true,
        explanation:
          '`id NOT IN (1, 2, NULL)` means `id <> 1 AND id <> 2 AND id <> NULL`; the last part is unknown, so the whole condition is never true. Use `NOT EXISTS (SELECT 1 FROM referrals r WHERE r.customer_id = c.id)`, which has no such trap.',
      },
      {
        id: 'c',
        text: 'An error, because the subquery returns a `NULL`.',
        correct: false,
        explanation:
          'PostgreSQL accepts `NULL`s in the list without complaint, which is why this bug is easy to ship.',
      },
      {
        id: 'd',
        text: 'Every customer, because `NULL` matches nothing.',
        correct: false,
        explanation:
          'Intuitive, but `<> NULL` is unknown rather than true, so rows are filtered out instead of kept.',
      },
    ],
  },
  {
    id: 'sql-rank-dense-rank-row-number',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'Three players have scores 100, 100 and 90. For the player with 90, what do these return?\n\n```sql\nSELECT\n  ROW_NUMBER() OVER (ORDER BY score DESC),\n  RANK()       OVER (ORDER BY score DESC),\n  DENSE_RANK() OVER (ORDER BY score DESC)\nFROM players;\n```',
    options: [
      {
        id: 'a',
        text: '`3, 3, 2`',
        correct: true,
        explanation:
          '`ROW_NUMBER` gives 1, 2, 3 (ties broken arbitrarily); `RANK` gives 1, 1, 3 (skips after ties); `DENSE_RANK` gives 1, 1, 2 (no gaps).',
      },
      {
        id: 'b',
        text: '`3, 3, 3`',
        correct: false,
        explanation:
          '`DENSE_RANK` does not leave gaps after ties. Only one distinct score (100) is higher than 90, so its dense rank is 2.',
      },
      {
        id: 'c',
        text: '`3, 2, 2`',
        correct: false,
        explanation:
          '`RANK` leaves a gap after ties: two players share rank 1, so the next rank is 3.',
      },
      {
        id: 'd',
        text: '`2, 3, 2`',
        correct: false,
        explanation: '`ROW_NUMBER` numbers every row uniquely, 1, 2, 3, so the third row gets 3.',
      },
    ],
  },
  {
    id: 'sql-latest-row-per-group',
    kind: 'multiple',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 3,
    timeGuideSeconds: 120,
    prompt:
      'You need the most recent order (all columns) for each customer from `orders(id, customer_id, created_at, total)`. Which queries work in PostgreSQL? Select all that apply.',
    options: [
      {
        id: 'a',
        text: '```sql\nSELECT DISTINCT ON (customer_id) *\nFROM orders\nORDER BY customer_id, created_at DESC;\n```',
        correct: true,
        explanation:
          '`DISTINCT ON` keeps the first row of each `customer_id` group in the `ORDER BY` order, which here is the latest order. The `ORDER BY` must start with the `DISTINCT ON` expressions.',
      },
      {
        id: 'b',
        text: '```sql\nSELECT * FROM (\n  SELECT o.*, ROW_NUMBER() OVER (\n    PARTITION BY customer_id ORDER BY created_at DESC) AS rn\n  FROM orders o\n) t\nWHERE rn = 1;\n```',
        correct: true,
        explanation:
          'The portable pattern: number the rows within each customer, newest first, then keep number 1 in an outer query.',
      },
      {
        id: 'c',
        text: '```sql\nSELECT *, ROW_NUMBER() OVER (\n  PARTITION BY customer_id ORDER BY created_at DESC) AS rn\nFROM orders\nWHERE rn = 1;\n```',
        correct: false,
        explanation:
          '`WHERE` is evaluated before window functions and before the `rn` alias exists, so this fails. Filter on window results in an outer query or CTE.',
      },
      {
        id: 'd',
        text: '```sql\nSELECT customer_id, id, total, MAX(created_at)\nFROM orders\nGROUP BY customer_id;\n```',
        correct: false,
        explanation:
          'PostgreSQL rejects `id` and `total` because they are neither grouped nor aggregated. Even where it is allowed, `MAX` would not tie those columns to the latest row.',
      },
    ],
  },
  {
    id: 'sql-composite-index-column-order',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'A large `events` table has one index: `CREATE INDEX ON events (tenant_id, created_at);`. Which query can use this index **least** effectively?',
    options: [
      {
        id: 'a',
        text: '`SELECT * FROM events WHERE tenant_id = 42;`',
        correct: false,
        explanation:
          'The leading column alone is enough to seek to the matching part of the index.',
      },
      {
        id: 'b',
        text: "`SELECT * FROM events WHERE tenant_id = 42 AND created_at > now() - interval '1 day';`",
        correct: false,
        explanation:
          'This is the ideal case: equality on the first column, then a range on the second, giving one contiguous slice of the index.',
      },
      {
        id: 'c',
        text: "`SELECT * FROM events WHERE created_at > now() - interval '1 day';`",
        correct: true,
        explanation:
          'Entries are sorted by `tenant_id` first, so recent events are scattered across every tenant’s section. In PostgreSQL 15 it can at best scan the whole index; a separate index on `created_at` would serve this query. (PostgreSQL 18 added B-tree skip scan, which helps only when the leading column has few distinct values.)',
      },
      {
        id: 'd',
        text: '`SELECT * FROM events WHERE tenant_id = 42 ORDER BY created_at DESC LIMIT 50;`',
        correct: false,
        explanation:
          'Within `tenant_id = 42` the entries are sorted by `created_at`, so the index returns the newest 50 without a sort.',
      },
    ],
  },
  {
    id: 'sql-offset-vs-keyset-pagination',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'A feed uses `ORDER BY id DESC LIMIT 20 OFFSET $1`. Deep pages (offset 200,000) are slow, and users report seeing the same post twice when new posts arrive while they scroll. What fixes both problems?',
    options: [
      {
        id: 'a',
        text: 'Add an index on `id`.',
        correct: false,
        explanation:
          '`id` is typically already the primary key. Even with an index, `OFFSET` must walk past and discard 200,000 entries, and it does nothing about shifting pages.',
      },
      {
        id: 'b',
        text: 'Cache the total row count so `OFFSET` is computed faster.',
        correct: false,
        explanation:
          'The count is not the bottleneck; skipping rows is. Counts are also expensive and often unnecessary for infinite scroll.',
      },
      {
        id: 'c',
        text: 'Use `FETCH FIRST 20 ROWS ONLY` instead of `LIMIT 20`.',
        correct: false,
        explanation:
          'That is just the SQL-standard spelling of `LIMIT`; the plan and the problems stay the same.',
      },
      {
        id: 'd',
        text: 'Keyset pagination: pass the last id seen and query `WHERE id < $last_id ORDER BY id DESC LIMIT 20`.',
        correct: true,
        explanation:
          'The index seeks straight to the cursor, so every page costs about the same. Because the position is anchored to a value rather than a count, new rows at the top do not shift later pages.',
      },
    ],
  },
  {
    id: 'sql-read-committed-default',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      "In a transaction using PostgreSQL's default isolation level, you run the same `SELECT balance FROM accounts WHERE id = 1` twice. Between them, another transaction updates that row and commits. What does the second `SELECT` see?",
    options: [
      {
        id: 'a',
        text: 'The old value, because a transaction always works on a snapshot taken at its start.',
        correct: false,
        explanation:
          'That describes `REPEATABLE READ`. The default, `READ COMMITTED`, takes a fresh snapshot for each statement.',
      },
      {
        id: 'b',
        text: 'The new, committed value.',
        correct: true,
        explanation:
          'Under `READ COMMITTED` each statement sees data committed before it started, so two reads in one transaction can differ (a non-repeatable read). Use `REPEATABLE READ` if the transaction needs a stable view.',
      },
      {
        id: 'c',
        text: 'The second `SELECT` blocks until your transaction ends.',
        correct: false,
        explanation:
          'In PostgreSQL plain reads never block on writers and writers never block plain reads; MVCC gives each reader a consistent version.',
      },
      {
        id: 'd',
        text: 'It raises a serialization error.',
        correct: false,
        explanation:
          'Serialization errors only occur under `REPEATABLE READ` or `SERIALIZABLE`. `READ COMMITTED` simply shows the latest committed data.',
      },
    ],
  },

  // Difficulty 4
  {
    id: 'sql-lost-update-fixes',
    kind: 'multiple',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 120,
    prompt:
      "Two requests withdraw 10 from the same account at the same moment. Each runs, under PostgreSQL's default isolation level:\n\n```sql\nBEGIN;\nSELECT balance FROM accounts WHERE id = 1;   -- app reads 100\n-- app computes 100 - 10 = 90\nUPDATE accounts SET balance = 90 WHERE id = 1;\nCOMMIT;\n```\n\nThe final balance is 90 instead of 80. Which changes prevent this lost update? Select all that apply.",
    options: [
      {
        id: 'a',
        text: 'Let the database do the arithmetic: `UPDATE accounts SET balance = balance - 10 WHERE id = 1`.',
        correct: true,
        explanation:
          'The second `UPDATE` waits for the first to commit, then re-reads the row and applies `- 10` to the new value, so both withdrawals count. Add `AND balance >= 10` (or a `CHECK`) to prevent overdrafts.',
      },
      {
        id: 'b',
        text: 'Read with `SELECT balance FROM accounts WHERE id = 1 FOR UPDATE`.',
        correct: true,
        explanation:
          'The row lock makes the second transaction wait at its `SELECT` until the first commits, after which it reads 90 and writes 80.',
      },
      {
        id: 'c',
        text: 'Run the transactions at `REPEATABLE READ` and retry when one fails with a serialization error.',
        correct: true,
        explanation:
          'At this level PostgreSQL refuses to let the second transaction update a row changed since its snapshot ("could not serialize access due to concurrent update"). Retrying re-reads the new balance.',
      },
      {
        id: 'd',
        text: 'Nothing more is needed: the statements are already inside `BEGIN` / `COMMIT`, so they run atomically.',
        correct: false,
        explanation:
          'Atomicity means all-or-nothing, not isolation from other transactions. Under `READ COMMITTED` both transactions can read 100 before either writes.',
      },
    ],
  },
  {
    id: 'sql-last-value-default-frame',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 4,
    timeGuideSeconds: 105,
    prompt:
      "An analyst wants each day's price next to the month's **last** price, but the `month_close` column just repeats each row's own price. Why?\n\n```sql\nSELECT day, price,\n  LAST_VALUE(price) OVER (\n    PARTITION BY date_trunc('month', day) ORDER BY day\n  ) AS month_close\nFROM prices;\n```",
    options: [
      {
        id: 'a',
        text: '`LAST_VALUE` ignores `PARTITION BY`; it needs a `GROUP BY` instead.',
        correct: false,
        explanation:
          'Window functions respect `PARTITION BY`. Using `GROUP BY` would collapse the daily rows the analyst wants to keep.',
      },
      {
        id: 'b',
        text: '`LAST_VALUE` is evaluated before `ORDER BY`, so the order is random.',
        correct: false,
        explanation:
          'The window’s own `ORDER BY` is applied when the function is computed. The result is deterministic; the frame is the issue.',
      },
      {
        id: 'c',
        text: 'With `ORDER BY` in the window, the default frame ends at the current row (`RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW`), so the "last" value is the current row\'s. Add `ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING`.',
        correct: true,
        explanation:
          'Frame-based functions such as `LAST_VALUE`, `FIRST_VALUE` and window `SUM` only see the frame. With the full frame, each row sees the whole month. Alternatively use `FIRST_VALUE(price) OVER (... ORDER BY day DESC)`.',
      },
      {
        id: 'd',
        text: '`date_trunc` returns a different type from `day`, which breaks the partitioning.',
        correct: false,
        explanation:
          'Partitioning by any expression is allowed; every row of a month gets the same `date_trunc` value, so the partitions are correct.',
      },
    ],
  },
  {
    id: 'sql-planner-prefers-seq-scan',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "`orders` has 10 million rows and an index on `status`. About 95% of rows have `status = 'delivered'`. `EXPLAIN` shows that `SELECT * FROM orders WHERE status = 'delivered'` uses a sequential scan. Statistics are up to date. What is going on?",
    options: [
      {
        id: 'a',
        text: 'The planner correctly estimates that reading almost the whole table sequentially is cheaper than millions of index lookups with random heap access.',
        correct: true,
        explanation:
          'Indexes pay off when a query selects a small fraction of rows. For 95% of the table, a sequential scan reads each page once in order; an index scan would jump around the heap. The same index would be chosen for a rare status.',
      },
      {
        id: 'b',
        text: 'The index is corrupt; run `REINDEX`.',
        correct: false,
        explanation:
          'Nothing points to corruption. The planner simply estimated that the index is the slower route.',
      },
      {
        id: 'c',
        text: 'PostgreSQL never uses indexes on text columns.',
        correct: false,
        explanation:
          'B-tree indexes on `text` are common and used all the time for equality, ranges and sorting.',
      },
      {
        id: 'd',
        text: 'Indexes are only used when the query has a `LIMIT`.',
        correct: false,
        explanation:
          '`LIMIT` can make an index more attractive, but selective filters use indexes without one.',
      },
    ],
  },
  {
    id: 'sql-third-normal-form-violation',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'A table `orders(order_id PRIMARY KEY, customer_id, customer_email, total)` stores the customer’s email on every order. A customer changes their email and some old orders still show the old one. Which normalisation problem is this, and what is the fix?',
    options: [
      {
        id: 'a',
        text: 'A first normal form violation: `customer_email` is not atomic. Split it into user and domain columns.',
        correct: false,
        explanation:
          'An email is a single value, so 1NF holds. The problem is which key the email depends on.',
      },
      {
        id: 'b',
        text: 'A missing index on `customer_email`; add one so updates find all rows.',
        correct: false,
        explanation:
          'An index speeds up finding rows; it does not stop application code from updating only some of the copies.',
      },
      {
        id: 'c',
        text: 'A second normal form violation caused by the single-column primary key.',
        correct: false,
        explanation:
          '2NF concerns attributes that depend on only part of a composite key. With a single-column key, 2NF is automatically satisfied.',
      },
      {
        id: 'd',
        text: 'A third normal form violation: `customer_email` depends on `customer_id`, not on the order key (a transitive dependency). Store it once in `customers` and join.',
        correct: true,
        explanation:
          'Facts about the customer repeated on every order cause update anomalies like this one. Keeping them in `customers` means one update fixes all orders. (Copying deliberately, e.g. the email at time of purchase, is fine when that is the intended meaning.)',
      },
    ],
  },
  {
    id: 'sql-explain-analyze-executes',
    kind: 'true-false',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 45,
    prompt:
      'True or false: `EXPLAIN ANALYZE DELETE FROM sessions WHERE expires_at < now();` only shows the plan and timing estimates; no rows are deleted.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'That describes plain `EXPLAIN`. Adding `ANALYZE` runs the statement to measure real row counts and timings.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          '`EXPLAIN ANALYZE` actually executes the statement, so the rows are deleted. To inspect a data-changing statement safely, wrap it: `BEGIN; EXPLAIN ANALYZE ...; ROLLBACK;`.',
      },
    ],
  },
  {
    id: 'sql-check-constraint-allows-null',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'A table is defined as:\n\n```sql\nCREATE TABLE products (\n  id    bigint PRIMARY KEY,\n  price numeric CHECK (price > 0)\n);\n```\n\nWhat happens with `INSERT INTO products (id, price) VALUES (1, NULL);`?',
    options: [
      {
        id: 'a',
        text: 'It fails, because `NULL > 0` is not true.',
        correct: false,
        explanation:
          'A `CHECK` constraint rejects a row only when the expression is false. `NULL > 0` is unknown, which counts as passing.',
      },
      {
        id: 'b',
        text: 'It succeeds, and `price` is stored as `NULL`.',
        correct: true,
        explanation:
          'Checks pass when the result is true or unknown. If a price is mandatory, declare `price numeric NOT NULL CHECK (price > 0)`.',
      },
      {
        id: 'c',
        text: 'It fails, because columns with a `CHECK` constraint are implicitly `NOT NULL`.',
        correct: false,
        explanation: 'There is no such implicit rule; `NOT NULL` has to be declared separately.',
      },
      {
        id: 'd',
        text: 'It succeeds, and `price` is stored as `0`.',
        correct: false,
        explanation:
          'PostgreSQL never silently replaces an explicit `NULL` with a value; defaults only apply when the column is omitted.',
      },
    ],
  },

  // Difficulty 5
  {
    id: 'sql-repeatable-read-concurrent-update',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Transaction A runs at `REPEATABLE READ`:\n\n```sql\nBEGIN ISOLATION LEVEL REPEATABLE READ;\nSELECT stock FROM products WHERE id = 7;  -- 5\n```\n\nTransaction B then runs `UPDATE products SET stock = stock - 1 WHERE id = 7;` and commits. Now A runs:\n\n```sql\nUPDATE products SET stock = stock - 1 WHERE id = 7;\n```\n\nWhat happens in PostgreSQL?',
    options: [
      {
        id: 'a',
        text: 'A’s update fails with "could not serialize access due to concurrent update"; the application must roll back and retry the whole transaction.',
        correct: true,
        explanation:
          'Because the row was modified by a transaction that committed after A’s snapshot, A cannot update it consistently. Code using `REPEATABLE READ` or `SERIALIZABLE` must be ready to retry on SQLSTATE `40001`.',
      },
      {
        id: 'b',
        text: 'A’s update succeeds and sets stock to 4, silently losing B’s change.',
        correct: false,
        explanation:
          'PostgreSQL does not allow this lost update at `REPEATABLE READ`; it detects that the row changed after A’s snapshot.',
      },
      {
        id: 'c',
        text: 'A’s update re-reads the latest row and sets stock to 3.',
        correct: false,
        explanation:
          'That is what happens under `READ COMMITTED`, where an `UPDATE` re-checks the newest committed version. `REPEATABLE READ` cannot use data newer than its snapshot.',
      },
      {
        id: 'd',
        text: 'A blocks until B’s changes are rolled back.',
        correct: false,
        explanation:
          'B has already committed, so there is nothing to wait for. Blocking only happens while the other transaction is still open.',
      },
    ],
  },
  {
    id: 'sql-write-skew-on-call',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      'A rule says at least one doctor must stay on call. Two doctors, both on call, go off call at the same moment. Each request runs:\n\n```sql\nBEGIN ISOLATION LEVEL REPEATABLE READ;\nSELECT count(*) FROM doctors WHERE on_call;        -- sees 2\n-- app: more than one on call, so allowed\nUPDATE doctors SET on_call = false WHERE id = $me;\nCOMMIT;\n```\n\nWhat happens in PostgreSQL, and how do you enforce the rule?',
    options: [
      {
        id: 'a',
        text: 'The second transaction fails with a serialization error, so the rule holds without changes.',
        correct: false,
        explanation:
          'The transactions update different rows, so `REPEATABLE READ` sees no write conflict. It does not track the rows each transaction read.',
      },
      {
        id: 'b',
        text: 'The second `UPDATE` blocks until the first commits, then re-runs the `SELECT` automatically.',
        correct: false,
        explanation:
          'Different rows mean no lock conflict, and PostgreSQL never re-runs an earlier statement of your transaction for you.',
      },
      {
        id: 'c',
        text: 'Both commit and nobody is on call (write skew). Run at `SERIALIZABLE` and retry on serialization failures, or lock the rows being checked with `SELECT ... FOR UPDATE`.',
        correct: true,
        explanation:
          'Each transaction’s check was valid against its snapshot, but together they break the rule. `SERIALIZABLE` tracks read/write dependencies and aborts one of them; selecting the on-call rows `FOR UPDATE` (instead of counting them) makes the second check wait for the first transaction, then see its change or fail and retry.',
      },
      {
        id: 'd',
        text: 'Both commit, but switching to `READ COMMITTED` fixes it because each statement sees the latest data.',
        correct: false,
        explanation:
          'Under `READ COMMITTED` both `SELECT`s can still run before either `UPDATE` commits, so the same race remains.',
      },
    ],
  },
  {
    id: 'sql-keyset-pagination-ties',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'An API paginates with:\n\n```sql\nSELECT * FROM events\nWHERE created_at < $1   -- created_at of the last row on the previous page\nORDER BY created_at DESC\nLIMIT 50;\n```\n\nEvents are bulk-imported, so many share the same `created_at`. Clients report missing events. What is the correct fix?',
    options: [
      {
        id: 'a',
        text: 'Use `<=` instead of `<`.',
        correct: false,
        explanation:
          'That swaps missing rows for duplicates, and if more than 50 rows share one timestamp the client can get stuck on the same page forever.',
      },
      {
        id: 'b',
        text: 'Switch back to `OFFSET`, which handles ties correctly.',
        correct: false,
        explanation:
          'With ties and no unique tie-breaker, even `OFFSET` pages are not stable, because the order among equal timestamps is unspecified. It also brings back slow deep pages.',
      },
      {
        id: 'c',
        text: 'Round `created_at` to whole seconds so that values compare more reliably.',
        correct: false,
        explanation: 'Rounding creates even more ties, making the skipping worse.',
      },
      {
        id: 'd',
        text: 'Add a unique tie-breaker: `WHERE (created_at, id) < ($1, $2) ORDER BY created_at DESC, id DESC`, with an index on `(created_at, id)`.',
        correct: true,
        explanation:
          'Rows sharing the last timestamp of a page were skipped by `<`. A row-value comparison is lexicographic, so the pair `(created_at, id)` gives a total order and every row appears exactly once. The index can be scanned backwards for the `DESC` order.',
      },
    ],
  },
  {
    id: 'sql-index-operations-in-production',
    kind: 'multiple',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      'You are adding indexes to busy production tables in PostgreSQL 15. Which statements are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A plain `CREATE INDEX` blocks inserts, updates and deletes on the table until it finishes, although reads continue.',
        correct: true,
        explanation:
          'It takes a `SHARE` lock, which conflicts with writes. On a large table that can stall the application for minutes.',
      },
      {
        id: 'b',
        text: '`CREATE INDEX CONCURRENTLY` can be run inside a transaction block along with other migration statements.',
        correct: false,
        explanation:
          'It is not allowed inside a transaction block, because it commits internally between its phases. Migration tools need a non-transactional step for it.',
      },
      {
        id: 'c',
        text: 'If `CREATE INDEX CONCURRENTLY` fails, it can leave an `INVALID` index behind that still has to be dropped.',
        correct: true,
        explanation:
          'An invalid index is ignored by queries but still maintained on writes. Drop it (`DROP INDEX CONCURRENTLY`) and try again.',
      },
      {
        id: 'd',
        text: 'Declaring a foreign key creates an index on the referencing column automatically.',
        correct: false,
        explanation:
          'Only the referenced side needs (and has) a unique index. Without an index on the referencing column, deleting a parent row or joining from the parent scans the child table.',
      },
      {
        id: 'e',
        text: 'Every additional index adds work to inserts and to updates of the indexed columns.',
        correct: true,
        explanation:
          'Each index must be maintained on writes and takes space, which is why unused indexes are worth dropping.',
      },
    ],
  },
  {
    id: 'sql-cte-inlining',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend', 'data-analyst'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "`events` is large and has an index on `(user_id, created_at)`. In PostgreSQL 15, how is this query executed?\n\n```sql\nWITH recent AS (\n  SELECT * FROM events WHERE created_at > now() - interval '7 days'\n)\nSELECT * FROM recent WHERE user_id = 42;\n```",
    options: [
      {
        id: 'a',
        text: 'The CTE is always computed first for all users and stored, then filtered for user 42.',
        correct: false,
        explanation:
          'That was true before PostgreSQL 12, when CTEs were always an optimisation fence. Now it only happens for `AS MATERIALIZED` or when inlining is not allowed.',
      },
      {
        id: 'b',
        text: 'The CTE is inlined like a subquery, so both conditions are combined and the index on `(user_id, created_at)` can be used.',
        correct: true,
        explanation:
          'Since PostgreSQL 12, a non-recursive, side-effect-free CTE referenced once is inlined by default. Write `AS MATERIALIZED` to force the old behaviour, or `NOT MATERIALIZED` to allow inlining of a CTE referenced several times.',
      },
      {
        id: 'c',
        text: 'It fails: a CTE cannot be filtered by a column it did not list explicitly.',
        correct: false,
        explanation: '`SELECT *` in the CTE exposes all columns of `events`, including `user_id`.',
      },
      {
        id: 'd',
        text: 'The CTE runs in a separate transaction, so it may see different data from the outer query.',
        correct: false,
        explanation:
          'All parts of a statement share the same snapshot; CTEs are not separate transactions.',
      },
    ],
  },
  {
    id: 'sql-row-estimate-correlated-columns',
    kind: 'single',
    skills: ['sql'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      "A report query filters `addresses` with `WHERE city = 'Paris' AND country = 'FR'` and joins several tables. `EXPLAIN ANALYZE` shows the scan on `addresses` estimated at `rows=40` but `actual rows=52000`, and the planner chose a nested loop that runs for minutes. `ANALYZE addresses` was run a minute ago. What is the most likely cause and fix?",
    options: [
      {
        id: 'a',
        text: 'Statistics are stale; run `VACUUM FULL` to rebuild them.',
        correct: false,
        explanation:
          'Statistics were just refreshed, and `VACUUM FULL` rewrites the table under an exclusive lock without addressing estimation.',
      },
      {
        id: 'b',
        text: 'Nested loops are always slow; disable them globally with `enable_nestloop = off`.',
        correct: false,
        explanation:
          'Nested loops are the best plan for small inputs. Turning them off globally hurts many other queries and hides the bad estimate rather than fixing it.',
      },
      {
        id: 'c',
        text: 'The planner assumes `city` and `country` are independent and multiplies their selectivities, badly underestimating. Create extended statistics: `CREATE STATISTICS ON city, country FROM addresses;` then `ANALYZE`.',
        correct: true,
        explanation:
          'Knowing the city almost determines the country, but per-column statistics cannot express that. Functional-dependency statistics let the planner estimate the combined filter correctly and choose a hash join.',
      },
      {
        id: 'd',
        text: 'A missing index on `city`; with one, the estimate would be correct.',
        correct: false,
        explanation:
          'Indexes change access paths, not how many rows the planner expects. The estimate would still be 40.',
      },
    ],
  },
];
