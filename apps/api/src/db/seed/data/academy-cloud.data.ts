import type { CourseSeed } from '@rehearse/contracts/academy';

// Academy courses of the "cloud" category: 11 steps each.
export const cloudCourses: CourseSeed[] = [
  {
    slug: 'cloud-architecture-interview-primer',
    title: 'Cloud architecture interview primer',
    description:
      'A repeatable approach to system design interviews: requirements, building blocks, scaling and trade-offs',
    category: 'cloud',
    duration: 120,
    featured: true,
    updatedAt: '2025-06-03T09:00:00.000Z',
    steps: [
      {
        title: 'How design interviews are scored',
        subtitle: 'Process matters as much as the diagram',
        content: `<h2>What interviewers look for</h2>
<ul>
<li>Clarifying requirements before drawing boxes.</li>
<li>A simple design first, then scaling where the numbers demand it.</li>
<li>Naming trade-offs instead of presenting one "right" answer.</li>
<li>Communicating clearly and taking hints.</li>
</ul>
<p>This course gives you a structure for the 45 minutes and the building blocks to fill it.</p>`,
      },
      {
        title: 'Requirements and estimates',
        subtitle: 'Functional, non-functional and back-of-the-envelope numbers',
        content: `<h2>Ask first</h2>
<p>List the core features (functional requirements) and the qualities (latency, availability, consistency, cost). Agree what is out of scope.</p>
<h2>Estimate</h2>
<p>Turn users into requests per second and storage per year. 10 million daily users with 20 requests each is about 2,300 requests per second on average; plan for peaks several times higher. Round freely: the order of magnitude is what drives the design.</p>`,
      },
      {
        title: 'Core building blocks',
        subtitle: 'Load balancers, stateless services, databases, caches, queues',
        content: `<h2>The toolbox</h2>
<ul>
<li><strong>Load balancer</strong>: spreads traffic over identical instances.</li>
<li><strong>Stateless services</strong>: any instance can serve any request, so you can add instances.</li>
<li><strong>Database</strong>: the source of truth.</li>
<li><strong>Cache</strong>: fast reads of hot data.</li>
<li><strong>Queue</strong>: decouples slow or bursty work from the request path.</li>
<li><strong>Object storage and CDN</strong>: large files served close to users.</li>
</ul>`,
      },
      {
        title: 'Choosing a database',
        subtitle: 'Relational, key-value, document and wide-column',
        content: `<h2>Start relational</h2>
<p>A relational database with indexes handles more than most candidates expect, and gives transactions and flexible queries. Move to other stores for a reason: very high write rates, a simple key-value access pattern, or a schema that changes per record.</p>
<p>Say which queries you need and which index serves each; that is more convincing than naming a product.</p>`,
      },
      {
        title: 'Scaling reads',
        subtitle: 'Caching and replicas',
        content: `<h2>Caching</h2>
<p>Cache-aside: read from the cache, fall back to the database and fill the cache. Decide on a time-to-live and how writes invalidate entries. Mention the thundering herd when a popular key expires.</p>
<h2>Read replicas</h2>
<p>Replicas absorb read traffic but lag behind the primary. Route "read your own writes" requests to the primary.</p>`,
      },
      {
        title: 'Scaling writes',
        subtitle: 'Partitioning and its costs',
        content: `<h2>Sharding</h2>
<p>Split data by a partition key so each shard takes part of the writes. A good key spreads load evenly and keeps each request on one shard (for example, user id for per-user data).</p>
<p>Costs: cross-shard queries, rebalancing and hot keys. Consistent hashing reduces data movement when shards are added.</p>`,
      },
      {
        title: 'Asynchronous processing',
        subtitle: 'Queues, workers and idempotency',
        content: `<h2>Move slow work off the request</h2>
<p>Transcoding a video answer or computing feedback metrics does not need to finish before the user sees "submitted". Put a job on a queue and let workers process it.</p>
<ul>
<li>Queues deliver at least once, so handlers must be idempotent.</li>
<li>Use a dead-letter queue for jobs that keep failing.</li>
<li>Watch queue depth to scale workers.</li>
</ul>`,
      },
      {
        title: 'Consistency and availability',
        subtitle: 'CAP in practice',
        content: `<h2>What to say</h2>
<p>During a network partition a system either refuses some requests (consistency) or answers with possibly stale data (availability). Most real systems choose per feature: payments favour consistency, a like counter favours availability.</p>
<p>Explain eventual consistency with a concrete user-visible effect, such as a new comment appearing a second later for other users.</p>`,
      },
      {
        title: 'Reliability and observability',
        subtitle: 'Redundancy, timeouts and the three pillars',
        content: `<h2>Reliability</h2>
<ul>
<li>Run across availability zones; avoid single points of failure.</li>
<li>Set timeouts, retry with backoff and jitter, and use circuit breakers.</li>
<li>Degrade gracefully: serve cached content when a dependency fails.</li>
</ul>
<h2>Observability</h2>
<p>Metrics for dashboards and alerts, logs for details, traces to follow one request across services. Define service level objectives and alert on them.</p>`,
      },
      {
        title: 'Worked example: a mock-interview service',
        subtitle: 'Recording, processing and feedback',
        content: `<h2>The flow</h2>
<ol>
<li>The browser uploads answer recordings in chunks to object storage through the API.</li>
<li>When an interview finishes, the API enqueues a feedback job.</li>
<li>Workers transcribe, count filler words, compute words per minute and STAR coverage, and store the report.</li>
<li>A notification tells the candidate the report is ready.</li>
</ol>
<p>Trade-offs to mention: storage cost and retention of recordings, privacy (recordings deleted with the session), and processing time versus worker count.</p>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Run a full design in a mock interview',
        content: `<h2>Try these</h2>
<ol>
<li>Design a URL shortener for 100 million links.</li>
<li>Design the notification system of a large web app.</li>
<li>Design a rate limiter for a public API.</li>
<li>Tell me about a production incident and what you changed afterwards.</li>
</ol>
<p>Time yourself: five minutes of requirements, twenty of design, ten of deep dive and trade-offs.</p>`,
      },
    ],
  },
  {
    slug: 'containers-and-kubernetes-basics',
    title: 'Containers and Kubernetes basics',
    description:
      'Images, pods, deployments and services explained well enough to answer DevOps and back-end questions',
    category: 'cloud',
    duration: 60,
    featured: false,
    updatedAt: '2025-01-20T09:00:00.000Z',
    steps: [
      {
        title: 'Why containers',
        subtitle: 'Packaging an application with its environment',
        content: `<h2>The problem they solve</h2>
<p>A container image bundles an application with its runtime and libraries, so it runs the same on a laptop, in CI and in production. Containers share the host kernel, which makes them lighter and faster to start than virtual machines.</p>`,
      },
      {
        title: 'Images and layers',
        subtitle: 'Writing a good Dockerfile',
        content: `<h2>Layers</h2>
<p>Each instruction adds a layer; unchanged layers are cached. Copy dependency manifests and install dependencies before copying source code, so a code change does not reinstall everything.</p>
<ul>
<li>Use multi-stage builds to keep build tools out of the final image.</li>
<li>Run as a non-root user.</li>
<li>Pin base image versions.</li>
</ul>`,
      },
      {
        title: 'Running containers',
        subtitle: 'Ports, volumes and environment',
        content: `<h2>The basics</h2>
<p>Publish ports to reach the service, mount volumes for data that must outlive the container, and pass configuration through environment variables, never baked into the image.</p>
<p>Containers are disposable: anything written inside them disappears when they are replaced.</p>`,
      },
      {
        title: 'What Kubernetes adds',
        subtitle: 'Desired state and reconciliation',
        content: `<h2>Declarative operations</h2>
<p>You describe the desired state (three replicas of this image) and Kubernetes controllers keep reconciling the actual state towards it: restarting crashed containers, rescheduling pods from failed nodes and rolling out new versions.</p>`,
      },
      {
        title: 'Pods',
        subtitle: 'The smallest deployable unit',
        content: `<h2>One or more containers</h2>
<p>A pod runs one or more containers that share a network namespace and volumes. Usually a pod has one main container; sidecars add logging or proxies.</p>
<p>Pods are ephemeral and get new IP addresses when replaced, which is why you never address them directly.</p>`,
      },
      {
        title: 'Deployments and rollouts',
        subtitle: 'Replicas, rolling updates and rollbacks',
        content: `<h2>Deployments</h2>
<p>A Deployment manages identical pods through ReplicaSets. A rolling update replaces pods a few at a time; <code>maxSurge</code> and <code>maxUnavailable</code> control the pace. A bad rollout can be undone with a rollback.</p>`,
      },
      {
        title: 'Services and ingress',
        subtitle: 'Stable addresses for changing pods',
        content: `<h2>Services</h2>
<p>A Service gives a stable name and virtual IP in front of the pods matching its label selector and load-balances between them.</p>
<h2>Ingress</h2>
<p>An Ingress routes external HTTP traffic by host and path to services, and usually terminates TLS.</p>`,
      },
      {
        title: 'Configuration and secrets',
        subtitle: 'ConfigMaps and Secrets',
        content: `<h2>Keep configuration out of images</h2>
<p>ConfigMaps hold settings; Secrets hold credentials, mounted as files or environment variables. Secrets are only base64-encoded by default, so enable encryption at rest and restrict who can read them.</p>`,
      },
      {
        title: 'Health checks and resources',
        subtitle: 'Probes, requests and limits',
        content: `<h2>Probes</h2>
<ul>
<li><strong>Readiness</strong>: may this pod receive traffic now?</li>
<li><strong>Liveness</strong>: is it stuck and should be restarted?</li>
<li><strong>Startup</strong>: give slow starters time before liveness applies.</li>
</ul>
<h2>Resources</h2>
<p>Requests reserve CPU and memory for scheduling; limits cap them. A container over its memory limit is killed, so set limits from measurements.</p>`,
      },
      {
        title: 'Scaling',
        subtitle: 'Horizontal pod autoscaling',
        content: `<h2>Autoscaling</h2>
<p>The Horizontal Pod Autoscaler adds or removes replicas based on CPU, memory or custom metrics such as queue depth. The cluster autoscaler adds nodes when pods cannot be scheduled.</p>
<p>Scaling works only for stateless services; explain where state lives instead.</p>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Record your answers in Practice Interviews',
        content: `<h2>Try these</h2>
<ol>
<li>What is the difference between a container and a virtual machine?</li>
<li>A pod keeps restarting. How do you investigate?</li>
<li>How would you deploy a new version with zero downtime?</li>
<li>Tell me about a deployment that went wrong and how you recovered.</li>
</ol>`,
      },
    ],
  },
];
