import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// System design: scaling, caching, load balancing, replication and sharding, consistency, CAP,
// queues and idempotency, rate limiting, CDNs, estimates, availability/SLOs, observability.
export const systemDesignQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'sd-vertical-vs-horizontal-scaling',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt: 'What is the difference between **vertical** and **horizontal** scaling?',
    options: [
      {
        id: 'a',
        text: 'Vertical scaling adds more machines; horizontal scaling gives one machine more CPU and memory.',
        correct: false,
        explanation:
          'This swaps the two terms. Vertical means a bigger machine (scale up); horizontal means more machines (scale out).',
      },
      {
        id: 'b',
        text: 'Vertical scaling gives one machine more resources; horizontal scaling adds more machines that share the load.',
        correct: true,
        explanation:
          'Scaling up is simple but hits a hardware ceiling and keeps a single point of failure; scaling out needs the workload to be split across instances but can grow much further and survive the loss of one node.',
      },
      {
        id: 'c',
        text: 'Vertical scaling splits a database into shards; horizontal scaling adds read replicas.',
        correct: false,
        explanation:
          'Sharding and read replicas are both ways of scaling out (horizontally). Neither is vertical scaling, which means upgrading a single machine.',
      },
      {
        id: 'd',
        text: 'They are two names for the same thing: adding capacity to a system.',
        correct: false,
        explanation:
          'Both add capacity, but in very different ways with different limits, costs and failure properties, which is exactly why interviewers ask you to compare them.',
      },
    ],
  },
  {
    id: 'sd-cache-aside-miss',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'An application uses the **cache-aside** (lazy loading) pattern with Redis in front of a database. What happens when a request for a key misses the cache?',
    options: [
      {
        id: 'a',
        text: 'The request fails and the client has to retry later.',
        correct: false,
        explanation:
          'A miss is normal in cache-aside; the cache is an optimisation, not the source of truth, so the application falls back to the database.',
      },
      {
        id: 'b',
        text: 'Redis fetches the value from the database by itself and returns it.',
        correct: false,
        explanation:
          'That describes a read-through cache, where the cache layer knows how to load data. In cache-aside the application code does the loading.',
      },
      {
        id: 'c',
        text: 'The application reads the value from the database, stores it in the cache (usually with a TTL), and returns it.',
        correct: true,
        explanation:
          'This is the cache-aside read path: check the cache, on a miss load from the database and populate the cache so the next read is a hit.',
      },
      {
        id: 'd',
        text: 'The application returns an empty value and fills the cache in the background.',
        correct: false,
        explanation:
          'Returning empty data would be a correctness bug. The application loads the real value from the database before responding.',
      },
    ],
  },
  {
    id: 'sd-load-balancer-health-checks',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'A load balancer sits in front of four application servers. One server starts failing its health checks. What should the load balancer do?',
    options: [
      {
        id: 'a',
        text: 'Keep sending it an equal share of traffic, since round robin must stay fair.',
        correct: false,
        explanation:
          'Fairness only applies among healthy targets. Sending traffic to a failing server turns its failure into user-visible errors.',
      },
      {
        id: 'b',
        text: 'Restart the failing server.',
        correct: false,
        explanation:
          'Restarting or replacing instances is the job of an orchestrator or auto-scaling group, not of the load balancer itself.',
      },
      {
        id: 'c',
        text: 'Stop routing new requests to it until it passes health checks again, spreading traffic over the other three.',
        correct: true,
        explanation:
          'Removing unhealthy targets from rotation is a core load-balancer function and is what lets a horizontally scaled service survive the loss of a node.',
      },
      {
        id: 'd',
        text: 'Reject all incoming requests until the server recovers.',
        correct: false,
        explanation:
          'That would turn the failure of one node into a full outage. The other healthy servers can keep serving traffic.',
      },
    ],
  },
  {
    id: 'sd-cdn-best-fit',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt: 'Which of these responses benefits most from being cached on a CDN?',
    options: [
      {
        id: 'a',
        text: 'A JavaScript bundle with a content hash in its file name, such as `app.3f9a1c.js`',
        correct: true,
        explanation:
          'It is the same for every user and never changes under that name, so edge servers near users can cache it for a long time and serve it with low latency.',
      },
      {
        id: 'b',
        text: "A signed-in user's account balance",
        correct: false,
        explanation:
          "It is private and changes often. Caching it at a shared edge risks serving one user's data to another and showing stale values.",
      },
      {
        id: 'c',
        text: 'A `POST` request that places an order',
        correct: false,
        explanation:
          'A request that changes state must reach the origin every time; it is not a cacheable response.',
      },
      {
        id: 'd',
        text: 'A one-time password reset page generated for a single token',
        correct: false,
        explanation:
          'It is used once by one person, so a cached copy would never be reused and could leak the token.',
      },
    ],
  },
  {
    id: 'sd-queue-for-emails',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt:
      'A sign-up endpoint sends a welcome email by calling an email provider before it responds. The team moves the email into a message queue processed by background workers. What is the main benefit?',
    options: [
      {
        id: 'a',
        text: "Emails are guaranteed to arrive in the user's inbox faster.",
        correct: false,
        explanation:
          'A queue adds a small delay if anything. Its value is decoupling, not speed of delivery.',
      },
      {
        id: 'b',
        text: 'The endpoint responds without waiting for the provider, and a slow or failing provider no longer breaks sign-ups because workers can retry later.',
        correct: true,
        explanation:
          'Queues decouple the request path from slow or unreliable work, absorb bursts, and allow retries, so the user-facing request stays fast and available.',
      },
      {
        id: 'c',
        text: 'Sign-up and email become one atomic transaction.',
        correct: false,
        explanation:
          'A queue does not make two systems atomic. Making sure an email is sent exactly when a sign-up commits needs extra design, such as a transactional outbox.',
      },
      {
        id: 'd',
        text: 'The workers no longer need to handle duplicate messages.',
        correct: false,
        explanation:
          'Most queues deliver at least once, so workers may see the same message twice and should be idempotent.',
      },
    ],
  },
  {
    id: 'sd-read-replicas-write-throughput',
    kind: 'true-false',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      'True or false: adding read replicas to a single-primary PostgreSQL setup increases how many writes per second the database can accept.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Every write still goes to the one primary, and each replica must also replay every write. Replicas add read capacity, not write capacity.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Read replicas offload reads (and help availability). To scale writes you need a bigger primary, less write work, or partitioning data across several primaries (sharding).',
      },
    ],
  },
  // Difficulty 2
  {
    id: 'sd-availability-nines-downtime',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend', 'product-manager'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'A service has an availability target of **99.9%** measured over a 30-day month. Roughly how much downtime does that allow per month?',
    options: [
      {
        id: 'a',
        text: 'About 4.3 minutes',
        correct: false,
        explanation:
          'That is the budget for 99.99% (four nines): 43,200 minutes × 0.0001 ≈ 4.3 minutes.',
      },
      {
        id: 'b',
        text: 'About 8.8 hours',
        correct: false,
        explanation: '8.76 hours is what 99.9% allows over a whole year, not a month.',
      },
      {
        id: 'c',
        text: 'About 7.2 hours',
        correct: false,
        explanation: 'That is 1% of a month, which corresponds to 99% availability (two nines).',
      },
      {
        id: 'd',
        text: 'About 43 minutes',
        correct: true,
        explanation:
          'A 30-day month has 43,200 minutes; 0.1% of that is 43.2 minutes. Each extra nine divides the allowed downtime by ten.',
      },
    ],
  },
  {
    id: 'sd-cache-invalidate-on-write',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      'User profiles are cached with cache-aside and a 1-hour TTL. When a user edits their profile, they expect to see the change straight away. Which write path is the usual, safest choice?',
    options: [
      {
        id: 'a',
        text: 'Write the new value to the cache first, then to the database.',
        correct: false,
        explanation:
          'If the database write then fails, the cache serves a value that was never committed, and other readers trust it for up to an hour.',
      },
      {
        id: 'b',
        text: 'Delete the cache key, then update the database.',
        correct: false,
        explanation:
          'A read that arrives between the delete and the commit misses, loads the old row, and puts it back in the cache, where it stays until the TTL expires.',
      },
      {
        id: 'c',
        text: 'Update the database, then delete the cache key so the next read loads the fresh row.',
        correct: true,
        explanation:
          'The database stays the source of truth and the stale entry is removed after the commit. Deleting rather than overwriting avoids two concurrent writers leaving the older value in the cache; a small race window remains, which the TTL bounds.',
      },
      {
        id: 'd',
        text: 'Only update the database; the TTL will refresh the cache.',
        correct: false,
        explanation:
          'The user could see their old profile for up to an hour, which breaks the stated requirement. Relying on TTL alone only suits data that may be stale.',
      },
    ],
  },
  {
    id: 'sd-token-bucket-burst',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt:
      'An API uses a **token bucket** rate limiter per client: capacity 10 tokens, refilled at 1 token per second, one token per request. A client has been idle for a full minute and then sends 15 requests at the same instant. How many are allowed immediately?',
    options: [
      {
        id: 'a',
        text: '1',
        correct: false,
        explanation:
          'Allowing only one request per second regardless of idle time describes a strict fixed-interval limiter with no burst allowance, not a token bucket.',
      },
      {
        id: 'b',
        text: '10',
        correct: true,
        explanation:
          'Tokens accumulate while idle but never beyond the capacity, so the bucket holds 10. Ten requests pass, the other five are rejected (typically with `429 Too Many Requests`) or must wait for refills.',
      },
      {
        id: 'c',
        text: '15',
        correct: false,
        explanation:
          "Idle time cannot build up more than the bucket's capacity; the cap is what limits the size of a burst.",
      },
      {
        id: 'd',
        text: '60',
        correct: false,
        explanation:
          'A minute of refills would add 60 tokens only if the bucket had no cap. The capacity of 10 bounds the burst.',
      },
    ],
  },
  {
    id: 'sd-stateless-web-tier',
    kind: 'multiple',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 90,
    prompt:
      'You want to run a web application as many interchangeable instances behind a load balancer, adding and removing instances freely. Which changes help? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Move session data out of process memory into a shared store such as Redis, or into signed tokens.',
        correct: true,
        explanation:
          "If sessions live in one instance's memory, users are logged out when routed elsewhere or when that instance is removed. Shared or client-held state makes instances interchangeable.",
      },
      {
        id: 'b',
        text: "Store user uploads in object storage instead of the instance's local disk.",
        correct: true,
        explanation:
          'Files on local disk are visible to only one instance and vanish when it is replaced. Object storage is shared and durable.',
      },
      {
        id: 'c',
        text: "Keep each client's rate-limit counters in the memory of whichever instance serves it.",
        correct: false,
        explanation:
          "Each instance sees only part of a client's traffic, so the effective limit becomes several times looser and changes as instances are added. Counters need a shared store.",
      },
      {
        id: 'd',
        text: 'Run the nightly billing cron job inside every instance.',
        correct: false,
        explanation:
          'With N instances the job runs N times, for example billing customers repeatedly. Scheduled work should run once, via a dedicated scheduler, leader election or a lock.',
      },
    ],
  },
  {
    id: 'sd-shard-key-hotspot',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'An events table receiving heavy inserts is sharded by **ranges of `created_at`** (one shard per month). What is the main problem with this shard key?',
    options: [
      {
        id: 'a',
        text: 'Queries for a single month have to visit every shard.',
        correct: false,
        explanation:
          'The opposite: a time range maps neatly onto one or a few shards, which is the attraction of range partitioning by time.',
      },
      {
        id: 'b',
        text: 'All new writes land on the shard for the current month, so one shard takes the whole write load while the others sit idle.',
        correct: true,
        explanation:
          'A monotonically increasing key concentrates inserts on the newest range, creating a hot shard. Sharding by a well-distributed key (for example a hash of the tenant or device id) spreads writes.',
      },
      {
        id: 'c',
        text: 'Timestamps cannot be used as shard keys because they are not unique.',
        correct: false,
        explanation:
          'A shard key does not need to be unique; it only decides placement. The issue is how writes are distributed, not uniqueness.',
      },
      {
        id: 'd',
        text: 'Old shards can never be archived or dropped.',
        correct: false,
        explanation:
          'Time-based partitions are actually easy to archive or drop, which is a real advantage of this scheme.',
      },
    ],
  },
  {
    id: 'sd-average-vs-p99-latency',
    kind: 'true-false',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      "True or false: a service's **average** latency can stay almost unchanged while its **p99** latency doubles.",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'The p99 is decided by the slowest 1% of requests, which barely move the mean. This is why latency SLIs and alerts use percentiles such as p95 or p99 rather than averages.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'The mean is dominated by the 99% of typical requests; doubling the slowest 1% shifts it only slightly, so averages hide tail regressions that many users feel.',
      },
    ],
  },
  // Difficulty 3
  {
    id: 'sd-idempotent-consumer',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'A worker consumes `ChargeCustomer` messages from a queue with **at-least-once** delivery. After a crash, some messages were redelivered and customers were charged twice. Which fix makes processing safe to repeat?',
    options: [
      {
        id: 'a',
        text: 'Acknowledge each message as soon as it is received, before charging.',
        correct: false,
        explanation:
          'This turns at-least-once into at-most-once: a crash after the ack but before the charge silently loses the payment instead of duplicating it.',
      },
      {
        id: 'b',
        text: 'Keep the ids of processed messages in an in-memory set and skip ones already seen.',
        correct: false,
        explanation:
          'The set is lost on the very crash that causes redelivery, and it is not shared between worker instances, so duplicates still get through.',
      },
      {
        id: 'c',
        text: "Reduce the queue's maximum delivery attempts to one.",
        correct: false,
        explanation:
          'Fewer retries do not stop redelivery after a crash before the ack, and they make transient failures drop messages.',
      },
      {
        id: 'd',
        text: 'Give each message an idempotency key, record it durably with a unique constraint in the same transaction as the charge record, and pass it to the payment provider.',
        correct: true,
        explanation:
          "A durable, atomic record of 'already done' lets a redelivered message be detected and skipped, and the provider's idempotency key stops a duplicate charge if the crash happened after calling it.",
      },
    ],
  },
  {
    id: 'sd-cap-partition-cp',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'A replicated data store is configured to favour consistency (CP in CAP terms). A network partition cuts off a node from the majority, and a client connected to that node sends a write. What does the store do?',
    options: [
      {
        id: 'a',
        text: 'Accepts the write locally and reconciles it with the majority after the partition heals.',
        correct: false,
        explanation:
          'Accepting writes on both sides and reconciling later is the AP choice; it keeps serving but lets replicas diverge.',
      },
      {
        id: 'b',
        text: 'Rejects the write or times out, because it cannot confirm it with a majority of replicas.',
        correct: true,
        explanation:
          'A CP system gives up availability on the minority side during a partition so that every acknowledged write is seen consistently. The majority side can keep working.',
      },
      {
        id: 'c',
        text: 'Nothing special: CP systems drop partition tolerance, so partitions do not apply to them.',
        correct: false,
        explanation:
          'Partitions happen whether or not you plan for them. CAP is really about what a system gives up while a partition is in progress: consistency or availability.',
      },
      {
        id: 'd',
        text: 'Accepts the write and guarantees it in the ACID sense of consistency.',
        correct: false,
        explanation:
          "The C in CAP means every read sees the latest write (linearizability), not ACID's 'transactions preserve invariants'. The two are different ideas.",
      },
    ],
  },
  {
    id: 'sd-estimate-average-qps',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'A product has **10 million daily active users**, and each makes about **20 API requests per day**. Roughly what is the *average* request rate?',
    options: [
      {
        id: 'a',
        text: 'About 230 requests per second',
        correct: false,
        explanation:
          'This is off by a factor of ten. 200 million requests spread over 86,400 seconds is in the thousands per second.',
      },
      {
        id: 'b',
        text: 'About 23,000 requests per second',
        correct: false,
        explanation: 'This is ten times too high; it would need 2 billion requests per day.',
      },
      {
        id: 'c',
        text: 'About 2,300 requests per second',
        correct: true,
        explanation:
          '10M × 20 = 200M requests per day; 200M ÷ ~86,400 s ≈ 2,300 req/s. Peaks are often planned at 2-3× the average, so you would design for several thousand per second.',
      },
      {
        id: 'd',
        text: 'About 200,000 requests per second',
        correct: false,
        explanation:
          'This treats requests per day as if they all arrived within about 17 minutes; divide by the seconds in a day.',
      },
    ],
  },
  {
    id: 'sd-consistent-hashing-rebalance',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'A cache cluster has 4 nodes and picks a node with `hash(key) % N`. A 5th node is added. Roughly what fraction of keys now map to a different node, and what would it be with consistent hashing?',
    options: [
      {
        id: 'a',
        text: 'About 20% with modulo; about 20% with consistent hashing.',
        correct: false,
        explanation:
          'Modulo placement is much worse: changing N from 4 to 5 changes the result for most hashes. Only keys where `h % 4 == h % 5` stay, which is 4 in every 20.',
      },
      {
        id: 'b',
        text: 'About 80% with modulo; about 20% with consistent hashing.',
        correct: true,
        explanation:
          'With modulo, only about 1 key in 5 keeps its node, so most of the cache misses at once. With consistent hashing the new node takes over about 1/5 of the keyspace and everything else stays put.',
      },
      {
        id: 'c',
        text: 'About 25% with modulo; none with consistent hashing.',
        correct: false,
        explanation:
          'The new node must take over some keys or it would serve nothing; consistent hashing moves roughly 1/N of the keys, not zero.',
      },
      {
        id: 'd',
        text: '100% in both cases, since every key must be rehashed.',
        correct: false,
        explanation:
          'Consistent hashing exists precisely to avoid remapping everything: only keys in the ranges claimed by the new node move.',
      },
    ],
  },
  {
    id: 'sd-read-your-writes-replicas',
    kind: 'multiple',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 100,
    prompt:
      'Reads go to asynchronously replicated read replicas. Users complain that right after saving a post, reloading the page sometimes shows the old version. Which techniques give users **read-your-writes** consistency? Select all that apply.',
    options: [
      {
        id: 'a',
        text: "For a short period after a user writes, send that user's reads to the primary.",
        correct: true,
        explanation:
          "The primary always has the user's committed write, so routing their reads there for a window longer than typical replication lag hides the lag from them.",
      },
      {
        id: 'b',
        text: "Remember the log position (for example the PostgreSQL LSN) of the user's last write and read only from a replica that has replayed at least that far.",
        correct: true,
        explanation:
          'This gives the guarantee precisely: a replica that has applied that position must contain the write. Otherwise fall back to the primary or wait.',
      },
      {
        id: 'c',
        text: 'Add more read replicas.',
        correct: false,
        explanation:
          'More replicas add read capacity but each is still asynchronously behind the primary, so the stale read can still happen.',
      },
      {
        id: 'd',
        text: "Spread each user's consecutive reads round-robin across all replicas.",
        correct: false,
        explanation:
          'Different replicas lag by different amounts, so this can show a new version and then an older one, breaking monotonic reads as well.',
      },
    ],
  },
  {
    id: 'sd-cache-stampede-mitigation',
    kind: 'multiple',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 100,
    prompt:
      'A very popular cache entry expires, and thousands of concurrent requests miss at the same moment and all run the same expensive database query (a cache stampede). Which measures help? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Request coalescing: let one request recompute the value while the others wait for its result.',
        correct: true,
        explanation:
          'A per-key lock or single-flight mechanism turns thousands of identical queries into one.',
      },
      {
        id: 'b',
        text: 'Serve the stale value while one request refreshes it in the background, or refresh it shortly before it expires.',
        correct: true,
        explanation:
          'Stale-while-revalidate or early probabilistic refresh means the hot key is never actually missing, so there is no burst of misses.',
      },
      {
        id: 'c',
        text: 'Add random jitter to TTLs so that many keys do not expire at the same time.',
        correct: true,
        explanation:
          'Jitter stops keys that were filled together (for example after a deploy or warm-up) from all expiring together and causing a synchronised wave of misses.',
      },
      {
        id: 'd',
        text: 'Shorten the TTL so the entry is always fresh.',
        correct: false,
        explanation:
          'A shorter TTL makes the entry expire more often, so stampedes happen more often, not less.',
      },
    ],
  },
  // Difficulty 4
  {
    id: 'sd-slo-burn-rate',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 120,
    prompt:
      'A service has a **99.9%** success-rate SLO over a 30-day window. An alert fires because errors are consuming the error budget at a **burn rate of 14.4** (14.4 times the rate that would use up the budget exactly at the end of the window). If this continues for **one hour**, what share of the 30-day error budget is consumed?',
    options: [
      {
        id: 'a',
        text: 'About 2%',
        correct: true,
        explanation:
          'A burn rate of 1 spends the budget over 720 hours (30 days). At 14.4×, one hour spends 14.4 / 720 = 2%, which is why a 1-hour window at 14.4× is a common threshold for paging.',
      },
      {
        id: 'b',
        text: 'About 14.4%',
        correct: false,
        explanation:
          'This treats the burn rate as a percentage of budget per hour. It is a multiplier on the sustainable rate, and the window has 720 hours.',
      },
      {
        id: 'c',
        text: 'About 1.44%',
        correct: false,
        explanation:
          'This confuses the error rate with the share of budget spent. At 14.4× burn the error rate is 1.44%, but budget spent depends on how long that lasts relative to the window.',
      },
      {
        id: 'd',
        text: 'About 0.1%',
        correct: false,
        explanation:
          '0.1% is the allowed error rate (100% − 99.9%), not the share of the budget consumed.',
      },
    ],
  },
  {
    id: 'sd-transactional-outbox',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 100,
    prompt:
      'An order service inserts an order row in PostgreSQL, commits, then publishes `OrderCreated` to Kafka. If the process crashes between the commit and the publish, the event is lost. Which design fixes this most reliably?',
    options: [
      {
        id: 'a',
        text: 'Publish to Kafka first, then insert the order.',
        correct: false,
        explanation:
          'This just moves the gap: if the insert fails or the process crashes, consumers see an event for an order that does not exist.',
      },
      {
        id: 'b',
        text: 'Wrap the publish in a retry loop with exponential backoff.',
        correct: false,
        explanation:
          'Retries help with transient broker errors but do nothing when the process itself dies after the commit; the intent to publish exists only in memory.',
      },
      {
        id: 'c',
        text: 'Use a distributed two-phase commit spanning PostgreSQL and Kafka.',
        correct: false,
        explanation:
          'Kafka does not take part in XA-style two-phase commit with a database, and 2PC adds blocking and coordinator failure modes. It is rarely the practical answer here.',
      },
      {
        id: 'd',
        text: 'Insert the event into an outbox table in the same transaction as the order, and have a separate relay (a poller or change-data-capture) publish outbox rows to Kafka.',
        correct: true,
        explanation:
          'The order and the event commit atomically, so one cannot exist without the other. The relay publishes at least once, so consumers must be idempotent, but no event is lost.',
      },
    ],
  },
  {
    id: 'sd-quorum-overlap',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'A leaderless key-value store keeps **N = 5** replicas of each key. A write succeeds after **W** replicas acknowledge, and a read queries **R** replicas and takes the newest version. Which setting guarantees that every read quorum overlaps the most recent successful write quorum (assuming strict quorums, no sloppy quorums)?',
    options: [
      {
        id: 'a',
        text: 'R = 3, W = 3',
        correct: true,
        explanation:
          'R + W = 6 > N = 5, so any 3 replicas read must include at least one of the 3 that accepted the write. Overlap is what lets reads see the latest write.',
      },
      {
        id: 'b',
        text: 'R = 2, W = 3',
        correct: false,
        explanation:
          'R + W = 5 is not greater than N, so the 2 replicas read can be exactly the 2 that missed the write.',
      },
      {
        id: 'c',
        text: 'R = 1, W = 4',
        correct: false,
        explanation:
          'R + W = 5 = N: the single replica read can be the one replica the write did not reach.',
      },
      {
        id: 'd',
        text: 'R = 2, W = 2',
        correct: false,
        explanation:
          'R + W = 4 < 5, so the read and write sets can be completely disjoint. The rule is R + W > N.',
      },
    ],
  },
  {
    id: 'sd-exactly-once-side-effects',
    kind: 'true-false',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      'True or false: if your message broker advertises **exactly-once** semantics, a consumer that calls an external payment API for each message does not need idempotency handling.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'Broker-level exactly-once (such as Kafka transactions) covers reading, processing and writing within the broker. It cannot undo an external call made before a crash, so the message can be processed again and the API called twice.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Side effects outside the broker are still at-least-once in practice. Effective exactly-once processing needs idempotent handling, for example an idempotency key sent to the payment API and a durable record of processed messages.',
      },
    ],
  },
  {
    id: 'sd-retry-amplification',
    kind: 'multiple',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 120,
    prompt:
      'A request passes through three services, and each one retries a failed downstream call up to 3 times. When the bottom dependency degrades, it gets flooded and cannot recover. Which practices reduce the risk that retries make an outage worse? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Retry at one layer of the call chain rather than at every layer.',
        correct: true,
        explanation:
          'Retries multiply across layers: with 4 attempts at each of 3 layers, one user request can become 4 × 4 × 4 = 64 calls to the failing dependency.',
      },
      {
        id: 'b',
        text: 'Use exponential backoff with random jitter between attempts.',
        correct: true,
        explanation:
          'Backoff gives the dependency time to recover and jitter stops clients from retrying in synchronised waves.',
      },
      {
        id: 'c',
        text: 'Cap retries with a retry budget or circuit breaker, so retries stop when most calls are failing.',
        correct: true,
        explanation:
          'Limiting retries to a small fraction of traffic, or failing fast while the breaker is open, keeps extra load bounded during a real outage.',
      },
      {
        id: 'd',
        text: 'Retry immediately so users wait as little as possible.',
        correct: false,
        explanation:
          'Immediate retries hit an overloaded service again at once, adding load exactly when it is least able to cope.',
      },
      {
        id: 'e',
        text: 'Raise client timeouts so fewer calls fail and fewer retries happen.',
        correct: false,
        explanation:
          'Longer timeouts hold threads and connections for longer during an incident, which spreads the slowdown upstream; they do not address the retry multiplication.',
      },
    ],
  },
  {
    id: 'sd-causal-consistency',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "In a geo-replicated forum, Alice posts a question and Bob, after reading it, posts a reply. Carol, reading from another replica, sees Bob's reply but not Alice's question. Which consistency model, if provided, rules out what Carol sees?",
    options: [
      {
        id: 'a',
        text: 'Eventual consistency',
        correct: false,
        explanation:
          'Eventual consistency only promises that replicas converge at some point; in the meantime it allows effects to become visible before their causes.',
      },
      {
        id: 'b',
        text: 'Read-your-writes consistency',
        correct: false,
        explanation:
          'Read-your-writes only guarantees that a client sees its own writes. Carol wrote neither message.',
      },
      {
        id: 'c',
        text: 'Causal consistency',
        correct: true,
        explanation:
          "Bob's reply causally depends on Alice's question because he read it first. Causal consistency requires every reader to see causally related writes in order, so no replica shows the reply without the question.",
      },
      {
        id: 'd',
        text: 'Monotonic reads',
        correct: false,
        explanation:
          'Monotonic reads stops one client from seeing data go backwards in time across its reads; it says nothing about the order in which two causally linked writes become visible.',
      },
    ],
  },
  // Difficulty 5
  {
    id: 'sd-linearizability-real-time',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Register `x` starts at `0`. Client A writes `x = 1`, and the write is acknowledged. **After** that acknowledgement, client B starts a read of `x` and gets `0`. Which of these consistency models does this history violate?',
    options: [
      {
        id: 'a',
        text: 'Linearizability',
        correct: true,
        explanation:
          "Linearizability requires operations to respect real-time order: an operation that starts after another has completed must see its effect. B's read began after A's write finished, so it must return 1.",
      },
      {
        id: 'b',
        text: 'Sequential consistency',
        correct: false,
        explanation:
          "Sequential consistency only requires one total order consistent with each client's own program order. Placing B's read before A's write is allowed because there is no real-time constraint across clients.",
      },
      {
        id: 'c',
        text: 'Eventual consistency',
        correct: false,
        explanation:
          'Eventual consistency allows reads to return old values for a while as long as replicas converge later.',
      },
      {
        id: 'd',
        text: 'Read-your-writes consistency',
        correct: false,
        explanation:
          'Read-your-writes applies to one client reading its own writes. B is a different client from A.',
      },
    ],
  },
  {
    id: 'sd-fan-out-tail-latency',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'A search request fans out to **100** index shards in parallel and must wait for all of them. Each shard independently takes longer than 1 second on **1%** of calls. Roughly what fraction of search requests take longer than 1 second?',
    options: [
      {
        id: 'a',
        text: 'About 1%',
        correct: false,
        explanation:
          'That would be true for one shard. Waiting for all 100 means any one slow shard makes the whole request slow.',
      },
      {
        id: 'b',
        text: 'About 10%',
        correct: false,
        explanation:
          'This underestimates how fast the chance of hitting at least one slow shard grows with fan-out.',
      },
      {
        id: 'c',
        text: 'About 37%',
        correct: false,
        explanation:
          '0.99^100 ≈ 0.37 is the probability that all shards are fast, so this is the share of requests that are *not* slow.',
      },
      {
        id: 'd',
        text: 'About 63%',
        correct: true,
        explanation:
          "P(slow) = 1 − 0.99^100 ≈ 1 − 0.37 = 0.63. With large fan-out, a component's p99 becomes the typical case, which is why hedged requests and tail-latency work matter.",
      },
    ],
  },
  {
    id: 'sd-pacelc-sync-replication',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 100,
    prompt:
      'A database acknowledges a write only after it is durably replicated to nodes in three regions. Even with no network partition, writes take 80-150 ms. How does the **PACELC** framing describe this design?',
    options: [
      {
        id: 'a',
        text: 'Else (no partition), it chooses consistency over latency (EC): it pays cross-region round trips on every write to keep replicas consistent.',
        correct: true,
        explanation:
          'PACELC adds that, apart from partitions, replicated systems trade latency against consistency. Synchronous cross-region replication is the consistency-first choice in normal operation.',
      },
      {
        id: 'b',
        text: 'It is an EL system, because it has replicas in several regions.',
        correct: false,
        explanation:
          'Having replicas does not make a system latency-first; an EL system would acknowledge locally and replicate asynchronously, accepting possible staleness.',
      },
      {
        id: 'c',
        text: 'CAP and PACELC only describe behaviour during partitions, so this latency is unrelated.',
        correct: false,
        explanation:
          "CAP only covers partitions, but the 'ELC' part of PACELC exists precisely to describe the latency-versus-consistency trade-off when there is no partition.",
      },
      {
        id: 'd',
        text: 'It is PA: during a partition it will keep accepting writes in every region.',
        correct: false,
        explanation:
          'Nothing in the description says so, and a system that waits for three regions on every write typically refuses writes it cannot replicate (PC), not the reverse.',
      },
    ],
  },
  {
    id: 'sd-lock-lease-fencing-token',
    kind: 'single',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Workers take a lock with a 10-second lease before writing a file to shared storage. Worker 1 acquires the lock, then pauses for 15 seconds in a garbage-collection stop. The lease expires, worker 2 takes the lock and writes, then worker 1 resumes and writes too, corrupting the file. What actually prevents this?',
    options: [
      {
        id: 'a',
        text: 'A longer lease, for example 60 seconds.',
        correct: false,
        explanation:
          'This makes the problem rarer but does not remove it: a pause, network delay or clock jump longer than any lease still lets two holders believe they own the lock.',
      },
      {
        id: 'b',
        text: 'The lock service hands out a monotonically increasing fencing token with each lease, and the storage rejects writes carrying a token lower than the highest it has seen.',
        correct: true,
        explanation:
          "The check happens at the resource, so a holder whose lease silently expired is rejected no matter how long it was paused: worker 1's older token loses to worker 2's.",
      },
      {
        id: 'c',
        text: 'Worker 1 checks that its lease is still valid immediately before writing.',
        correct: false,
        explanation:
          'The pause can happen between the check and the write, so the check and the write are not atomic and the race remains.',
      },
      {
        id: 'd',
        text: 'Use a Redis lock acquired with `SET key value NX PX 10000` instead.',
        correct: false,
        explanation:
          "That is just another lease with an expiry; the storage still cannot tell that worker 1's lease has lapsed.",
      },
    ],
  },
  {
    id: 'sd-cache-aside-stale-set-race',
    kind: 'multiple',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      "With cache-aside and 'update the database, then delete the key', this interleaving happens:\n\n1. Reader misses the cache and reads the row (old value) from the database.\n2. Writer updates the row and commits.\n3. Writer deletes the cache key.\n4. Reader, delayed, writes the old value into the cache.\n\nThe cache now serves stale data. Which measures prevent it or bound how long it lasts? Select all that apply.",
    options: [
      {
        id: 'a',
        text: 'Give every cache entry a TTL.',
        correct: true,
        explanation:
          'It does not prevent the race, but it bounds how long the stale value can survive, which is why cache-aside entries should almost always expire.',
      },
      {
        id: 'b',
        text: 'Use leases: on a miss the cache issues a token, a delete invalidates outstanding tokens, and a set with an invalidated token is rejected.',
        correct: true,
        explanation:
          "The delete in step 3 invalidates the reader's token, so the late set in step 4 is refused. This is the approach Facebook described for memcache.",
      },
      {
        id: 'c',
        text: 'On write, replace the entry with the new value (or a tombstone) tagged with the row version, and let any set succeed only if its version is newer than the cached one.',
        correct: true,
        explanation:
          "Because the writer leaves the newer version in the cache instead of an empty slot, the reader's set carrying the older version is rejected. The check must be atomic, for example in a Lua script in Redis.",
      },
      {
        id: 'd',
        text: 'Delete the cache key before updating the database instead of after.',
        correct: false,
        explanation:
          'The same race remains: a reader can miss after the delete, read the old row before the commit, and put it back in the cache.',
      },
      {
        id: 'e',
        text: 'Give the cache more memory so entries are evicted less often.',
        correct: false,
        explanation:
          'Capacity does not affect ordering between the reader and the writer; if anything, less eviction lets the stale entry live longer.',
      },
    ],
  },
  {
    id: 'sd-sharded-secondary-lookup',
    kind: 'multiple',
    skills: ['system-design'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 150,
    prompt:
      'An `orders` table is sharded across 32 databases by hash of `customer_id`. A new feature needs to look up orders by `order_id` without knowing the customer. Which statements are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Without extra structures, the lookup must be sent to all 32 shards (scatter-gather), and its latency is set by the slowest shard.',
        correct: true,
        explanation:
          'The shard key does not determine where a given `order_id` lives, so every shard must be asked, which costs capacity and exposes the query to tail latency.',
      },
      {
        id: 'b',
        text: 'A global secondary index keyed by `order_id`, itself partitioned by `order_id`, routes the lookup to one index partition, but if it is updated asynchronously it can briefly miss new orders.',
        correct: true,
        explanation:
          'Global (term-partitioned) indexes make reads targeted at the cost of a cross-shard write per order; many systems update them asynchronously, so reads can be stale.',
      },
      {
        id: 'c',
        text: "Embedding the shard number (or the customer's shard key) in each generated `order_id` lets the application route the lookup directly.",
        correct: true,
        explanation:
          'Making ids self-routing is a common technique: the shard can be decoded from the id, so no index or fan-out is needed.',
      },
      {
        id: 'd',
        text: 'A local secondary index on `order_id` in each shard lets the lookup go to a single shard.',
        correct: false,
        explanation:
          'A local index speeds up the search within each shard, but you still do not know which shard to ask, so the query must still go to all of them.',
      },
    ],
  },
];
