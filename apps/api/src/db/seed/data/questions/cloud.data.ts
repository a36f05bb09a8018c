import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// Cloud (vendor-neutral): service models and serverless, regions and zones, object storage, autoscaling,
// managed databases, IAM and least privilege, networking, containers and orchestration, cost,
// infrastructure as code, disaster recovery (RPO/RTO), and the shared responsibility model.
export const cloudQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'cloud-paas-model',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend', 'product-manager'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'Your team pushes application code, and the provider runs it: it patches the operating system and runtime, load-balances requests and scales instances, and you never manage servers. Which service model is this?',
    options: [
      {
        id: 'a',
        text: 'Infrastructure as a service (IaaS)',
        correct: false,
        explanation:
          'With IaaS you rent virtual machines, storage and networks, but you install, patch and scale the operating system and runtime yourself.',
      },
      {
        id: 'b',
        text: 'Software as a service (SaaS)',
        correct: false,
        explanation:
          'SaaS is a finished application you use, such as a hosted email or CRM product. You do not deploy your own code to it.',
      },
      {
        id: 'c',
        text: 'Platform as a service (PaaS)',
        correct: true,
        explanation:
          'PaaS (e.g. Google App Engine, Azure App Service, Heroku) manages the platform under your code; you own the application, its configuration and its data.',
      },
      {
        id: 'd',
        text: 'On-premises hosting',
        correct: false,
        explanation:
          'On premises you own everything, down to the hardware and the building, which is the opposite of this description.',
      },
    ],
  },
  {
    id: 'cloud-region-vs-availability-zone',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend', 'product-manager'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'What is an **availability zone** (called a *zone* on some providers) within a cloud region?',
    options: [
      {
        id: 'a',
        text: 'One or more data centres in the region with independent power, cooling and networking, linked to the other zones by fast, low-latency connections.',
        correct: true,
        explanation:
          'Zones are isolated so that a failure in one rarely affects the others, yet close enough for synchronous replication. Spreading across zones is the standard way to survive a data-centre failure.',
      },
      {
        id: 'b',
        text: 'Another name for a region; the terms are interchangeable.',
        correct: false,
        explanation:
          'A region is a geographic area (such as a city or metro area) that contains several zones. They are different levels of the hierarchy.',
      },
      {
        id: 'c',
        text: 'A content delivery network (CDN) edge location that caches content close to users.',
        correct: false,
        explanation:
          'Edge locations are far more numerous than zones and mostly cache and route traffic; they are not where you run your databases and servers.',
      },
      {
        id: 'd',
        text: 'A compliance label that decides which countries may access your data.',
        correct: false,
        explanation:
          'Zones are physical infrastructure. Data-residency rules are addressed mainly by choosing the region.',
      },
    ],
  },
  {
    id: 'cloud-object-storage-fit',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'An app needs to store millions of user-uploaded photos and serve them over HTTP. Which kind of storage fits best?',
    options: [
      {
        id: 'a',
        text: 'A block storage volume attached to the web server',
        correct: false,
        explanation:
          'A block volume (e.g. Amazon EBS, Google Persistent Disk, Azure Managed Disks) is typically attached to one VM, has a fixed size to manage, and ties your files to that server.',
      },
      {
        id: 'b',
        text: 'The local disk of the virtual machine',
        correct: false,
        explanation:
          'Local or instance storage is often lost when the instance is stopped or replaced, and it cannot be shared between servers.',
      },
      {
        id: 'c',
        text: 'A `BYTEA` or `BLOB` column in the main relational database',
        correct: false,
        explanation:
          'Large binary files bloat the database, its backups and replication, and database capacity is much more expensive per gigabyte.',
      },
      {
        id: 'd',
        text: 'Object storage, such as Amazon S3, Google Cloud Storage or Azure Blob Storage',
        correct: true,
        explanation:
          'Object storage is designed for huge numbers of files: very durable, cheap per gigabyte, practically unlimited, accessible over HTTP, and easy to put behind a CDN.',
      },
    ],
  },
  {
    id: 'cloud-serverless-functions-traits',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'Which statement describes serverless functions such as AWS Lambda, Google Cloud Run functions or Azure Functions (on consumption-style plans)?',
    options: [
      {
        id: 'a',
        text: 'You pay a fixed monthly price per server, whether or not it receives traffic.',
        correct: false,
        explanation:
          'That describes reserved virtual machines. Serverless billing is based on usage: number of invocations and execution time.',
      },
      {
        id: 'b',
        text: 'The code runs in response to events, scales automatically (including down to zero), and you pay for requests and execution time rather than idle servers.',
        correct: true,
        explanation:
          'The provider manages the servers. The trade-offs include execution time limits, cold starts and less control over the runtime environment.',
      },
      {
        id: 'c',
        text: 'Each function can run for as long as it likes, so they suit jobs that take days.',
        correct: false,
        explanation:
          'Functions have maximum execution times (typically minutes). Long-running work belongs in containers, VMs or batch services.',
      },
      {
        id: 'd',
        text: 'You must patch the operating system of the machines your functions run on.',
        correct: false,
        explanation:
          "Patching the underlying hosts and runtime is the provider's job; you are responsible for your code and its dependencies.",
      },
    ],
  },
  {
    id: 'cloud-least-privilege-meaning',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend', 'customer-support'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt: 'What does the **principle of least privilege** mean for cloud access control?',
    options: [
      {
        id: 'a',
        text: 'Give every user and service only the permissions they need for their task, and nothing more.',
        correct: true,
        explanation:
          'If a credential leaks or a service is compromised, the damage is limited to what it was allowed to do. Scope permissions to specific actions and resources, and review them regularly.',
      },
      {
        id: 'b',
        text: 'Give every engineer administrator access, so nobody is blocked.',
        correct: false,
        explanation:
          'Broad access is convenient, but one phished account or leaked key then exposes everything.',
      },
      {
        id: 'c',
        text: 'Grant the fewest number of users access to the cloud console, but with full rights.',
        correct: false,
        explanation:
          'Least privilege is about limiting what each identity can do, not only how many identities exist.',
      },
      {
        id: 'd',
        text: 'Use the lowest-priced tier of each cloud service.',
        correct: false,
        explanation:
          'Least privilege is a security principle about permissions, not about pricing tiers.',
      },
    ],
  },
  {
    id: 'cloud-shared-responsibility-vm-patching',
    kind: 'true-false',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend', 'product-manager'],
    difficulty: 1,
    timeGuideSeconds: 30,
    prompt:
      'True or false: when you run virtual machines on an IaaS offering, the cloud provider is responsible for patching the guest operating system on those VMs.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'The provider secures the physical hardware, network and hypervisor, but everything from the guest OS upwards is yours to patch, configure and secure.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Under the shared responsibility model, the customer patches the guest OS on IaaS. Providers offer patch-management tools, but using them is still your responsibility. The more managed the service, the more shifts to the provider.',
      },
    ],
  },
  // Difficulty 2
  {
    id: 'cloud-stateless-for-autoscaling',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      "A web app keeps user sessions in each server's memory. After you put it behind a load balancer with autoscaling, users are randomly logged out. What is the cause and the proper fix?",
    options: [
      {
        id: 'a',
        text: 'The load balancer drops cookies; switch to a different load balancer type.',
        correct: false,
        explanation:
          'Load balancers pass cookies through. The problem is where the session data lives, not how cookies travel.',
      },
      {
        id: 'b',
        text: 'Requests reach different instances, and scale-in terminates instances along with their sessions. Store sessions in a shared store (such as a managed Redis or a database) or use signed tokens, so any instance can serve any request.',
        correct: true,
        explanation:
          'Stateless instances can be added and removed freely, which is what autoscaling needs.',
      },
      {
        id: 'c',
        text: 'Enable sticky sessions; that fully solves it.',
        correct: false,
        explanation:
          'Sticky sessions reduce the symptom, but sessions are still lost when an instance is scaled in or fails, and load can spread unevenly.',
      },
      {
        id: 'd',
        text: 'Disable autoscaling and run one large server.',
        correct: false,
        explanation:
          'That hides the problem by giving up scalability and creating a single point of failure.',
      },
    ],
  },
  {
    id: 'cloud-private-subnet-database',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'You deploy a web tier and a PostgreSQL database into a virtual network (a VPC or VNet). Where should the database go?',
    options: [
      {
        id: 'a',
        text: 'In a public subnet with a public IP, protected by a strong password.',
        correct: false,
        explanation:
          'A strong password still leaves the database exposed to scanning, brute force and any unpatched vulnerability. It should not be reachable from the internet at all.',
      },
      {
        id: 'b',
        text: 'In a public subnet, with a firewall rule allowing port 5432 from `0.0.0.0/0` so the web tier can reach it.',
        correct: false,
        explanation:
          "`0.0.0.0/0` means the whole internet. Allow only the web tier's security group or subnet instead.",
      },
      {
        id: 'c',
        text: 'In a private subnet with no direct route from the internet, with firewall or security-group rules allowing the database port only from the application tier.',
        correct: true,
        explanation:
          'Defence in depth: the database is unreachable from outside, and even inside the network only the services that need it can connect.',
      },
      {
        id: 'd',
        text: 'It does not matter, because traffic inside the cloud provider is always private.',
        correct: false,
        explanation:
          'Placement and firewall rules decide exposure. A database with a public address is reachable from the internet regardless of which provider hosts it.',
      },
    ],
  },
  {
    id: 'cloud-managed-db-provider-duties',
    kind: 'multiple',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'You move from a self-managed PostgreSQL on a VM to a managed service (such as Amazon RDS, Google Cloud SQL or Azure Database for PostgreSQL). Which tasks does the provider typically take over? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Automated backups with point-in-time restore',
        correct: true,
        explanation:
          'Managed services take scheduled backups and keep transaction logs, so you can restore to a chosen moment within the retention period.',
      },
      {
        id: 'b',
        text: 'Designing your schema and indexes',
        correct: false,
        explanation:
          'The data model stays your job; the provider does not know your access patterns.',
      },
      {
        id: 'c',
        text: 'Applying database engine and OS patches, usually within a maintenance window you choose',
        correct: true,
        explanation:
          'Patching the host and engine is a major reason to use a managed service; you control timing and major-version upgrades.',
      },
      {
        id: 'd',
        text: 'Rewriting your slow queries',
        correct: false,
        explanation:
          'Providers offer insights and recommendations, but query design and tuning are still up to you.',
      },
      {
        id: 'e',
        text: 'Failing over to a standby in another zone, when you enable the high-availability option',
        correct: true,
        explanation:
          'With HA enabled, the service detects failures and promotes the standby automatically, which is hard to build well yourself.',
      },
    ],
  },
  {
    id: 'cloud-containers-vs-vms',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt: 'How do containers differ from virtual machines?',
    options: [
      {
        id: 'a',
        text: 'Each container includes its own full operating system kernel.',
        correct: false,
        explanation:
          "That describes a virtual machine. Containers share the host's kernel and package only the application and its user-space dependencies.",
      },
      {
        id: 'b',
        text: "Containers share the host's kernel and isolate processes with kernel features (namespaces and cgroups), so they start quickly and use fewer resources than VMs.",
        correct: true,
        explanation:
          'VMs virtualise hardware and run a full guest OS each, which gives stronger isolation at a higher cost. Many platforms run containers inside VMs to get both.',
      },
      {
        id: 'c',
        text: 'Containers provide stronger isolation than VMs, so they are safer for untrusted code.',
        correct: false,
        explanation:
          'Generally the opposite: sharing a kernel means a kernel vulnerability can affect all containers on a host, which is why sandboxed runtimes and micro-VMs exist for untrusted workloads.',
      },
      {
        id: 'd',
        text: 'Containers only run on a public cloud, while VMs can run anywhere.',
        correct: false,
        explanation:
          'Containers run anywhere a compatible kernel and container runtime exist: laptops, on-premises servers and every cloud.',
      },
    ],
  },
  {
    id: 'cloud-iac-main-benefit',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt:
      'What is the main benefit of defining infrastructure as code (with tools such as Terraform/OpenTofu, AWS CloudFormation, Azure Bicep or Pulumi) rather than creating it by hand in a web console?',
    options: [
      {
        id: 'a',
        text: 'Infrastructure defined in code is billed at a lower rate.',
        correct: false,
        explanation:
          'Providers charge the same for a resource however it was created. IaC can help control cost, but not through cheaper prices.',
      },
      {
        id: 'b',
        text: 'It guarantees that the infrastructure has no security misconfigurations.',
        correct: false,
        explanation:
          'Code can contain a misconfiguration as easily as a click can. IaC makes it easier to review and to scan for problems, but it guarantees nothing.',
      },
      {
        id: 'c',
        text: 'It removes the need to understand the underlying cloud services.',
        correct: false,
        explanation:
          'You still have to understand what you declare; IaC describes services, it does not design them for you.',
      },
      {
        id: 'd',
        text: 'Infrastructure becomes versioned, reviewable and repeatable: changes go through pull requests, and environments can be recreated consistently.',
        correct: true,
        explanation:
          'Reproducibility is the core value: staging matches production, disaster recovery can rebuild from code, and history shows who changed what and why.',
      },
    ],
  },
  {
    id: 'cloud-rpo-rto-definitions',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend', 'product-manager'],
    difficulty: 2,
    timeGuideSeconds: 45,
    prompt: 'In disaster recovery planning, what do **RPO** and **RTO** mean?',
    options: [
      {
        id: 'a',
        text: 'RPO is how long the system may be down; RTO is how much data may be lost.',
        correct: false,
        explanation:
          'This swaps the two. Point = a point in time you restore to (data loss); time = how long recovery takes (downtime).',
      },
      {
        id: 'b',
        text: 'RPO (recovery point objective) is the maximum acceptable data loss, measured as time; RTO (recovery time objective) is the maximum acceptable time to restore service.',
        correct: true,
        explanation:
          'For example, an RPO of 1 hour means backups or replication must capture data at least hourly; an RTO of 4 hours means service must be back within 4 hours of the incident.',
      },
      {
        id: 'c',
        text: 'They are the backup schedule and the backup retention period.',
        correct: false,
        explanation:
          'They are business targets. The backup schedule and retention are chosen to meet them, not the other way round.',
      },
      {
        id: 'd',
        text: 'They measure the average response time and throughput of the recovered system.',
        correct: false,
        explanation: 'They are about recovering from a disaster, not about everyday performance.',
      },
    ],
  },
  // Difficulty 3
  {
    id: 'cloud-unexpected-cost-drivers',
    kind: 'multiple',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend', 'product-manager'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt: 'Which of these commonly cause unexpectedly high cloud bills? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Data transfer out of the cloud to the internet (egress)',
        correct: true,
        explanation:
          'Outbound traffic is billed per gigabyte on the major providers; serving large files without a CDN or copying data out for analysis adds up quickly.',
      },
      {
        id: 'b',
        text: 'Data transfer into the cloud from the internet (ingress)',
        correct: false,
        explanation:
          'Inbound transfer from the internet is generally free on the major providers, which is one reason moving data in is cheap and moving it out is not.',
      },
      {
        id: 'c',
        text: 'Forgotten resources: unattached disks, old snapshots, idle load balancers and development clusters left running',
        correct: true,
        explanation:
          'Resources bill while they exist, used or not. Tagging, budgets with alerts and regular clean-ups catch them.',
      },
      {
        id: 'd',
        text: 'Heavy traffic through a managed NAT gateway, for example private servers downloading large artefacts from object storage through it',
        correct: true,
        explanation:
          'Managed NAT gateways usually charge per gigabyte processed. Private endpoints to storage and other provider services often avoid that charge.',
      },
      {
        id: 'e',
        text: 'Checks of IAM permissions on API calls',
        correct: false,
        explanation:
          'Identity and access management itself is not billed per permission check on the major providers.',
      },
    ],
  },
  {
    id: 'cloud-ha-standby-purpose',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'You enable the high-availability option of a managed database, which keeps a synchronously replicated standby in another availability zone. What is this standby mainly for?',
    options: [
      {
        id: 'a',
        text: 'Serving read queries so the database can handle twice the traffic.',
        correct: false,
        explanation:
          'In the typical setup the standby does not serve queries at all. Read scaling is the job of (usually asynchronous) read replicas.',
      },
      {
        id: 'b',
        text: 'Recovering from mistakes such as an accidental `DELETE`.',
        correct: false,
        explanation:
          'The standby replicates every change, including the mistake, almost instantly. Backups with point-in-time restore cover that case.',
      },
      {
        id: 'c',
        text: 'Lowering cost by sharing load between two cheaper instances.',
        correct: false,
        explanation:
          'HA roughly doubles the instance cost, because you pay for a standby that is idle most of the time.',
      },
      {
        id: 'd',
        text: 'Automatic failover: if the primary instance or its zone fails, the standby is promoted, usually within a minute or two and without losing committed data.',
        correct: true,
        explanation:
          'Synchronous replication means committed transactions already exist on the standby, so failover protects availability with near-zero data loss.',
      },
    ],
  },
  {
    id: 'cloud-k8s-deployment-replaces-pod',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'A Kubernetes Deployment specifies `replicas: 3`. Someone runs `kubectl delete pod` on one of its three pods. What happens next?',
    options: [
      {
        id: 'a',
        text: 'The Deployment is scaled down to 2 replicas until someone edits it.',
        correct: false,
        explanation:
          'Deleting a pod does not change the desired state in the Deployment, which still says 3.',
      },
      {
        id: 'b',
        text: 'The Service in front of the pods creates a replacement pod.',
        correct: false,
        explanation:
          'A Service only gives pods a stable address and load-balances traffic to them; it never creates pods.',
      },
      {
        id: 'c',
        text: "The Deployment's ReplicaSet notices only 2 pods match, creates a new pod, and the scheduler places it on a suitable node.",
        correct: true,
        explanation:
          'Kubernetes controllers continuously reconcile actual state with desired state. This is why you manage pods through controllers rather than creating them directly.',
      },
      {
        id: 'd',
        text: 'The kubelet restarts the same pod, with the same name, on the same node.',
        correct: false,
        explanation:
          'The kubelet restarts crashed containers inside an existing pod. A deleted pod is gone; its replacement is a new pod with a new name.',
      },
    ],
  },
  {
    id: 'cloud-spot-instances-fit',
    kind: 'multiple',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'Spot (or preemptible) instances are heavily discounted but can be reclaimed by the provider with little notice, from about 30 seconds to two minutes depending on the provider. Which workloads suit them? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A batch video-transcoding pipeline whose jobs can be retried or resumed from checkpoints',
        correct: true,
        explanation: 'Interrupted work is simply retried, so the discount comes almost free.',
      },
      {
        id: 'b',
        text: 'The single primary instance of your production database',
        correct: false,
        explanation:
          'Losing the primary with seconds of notice means an outage and possibly lost data. Stateful singletons belong on regular capacity.',
      },
      {
        id: 'c',
        text: 'CI build runners',
        correct: true,
        explanation:
          'A build that is interrupted can be rerun; many teams run CI on spot capacity to cut costs.',
      },
      {
        id: 'd',
        text: 'A long, non-checkpointed calculation that must finish before a fixed deadline',
        correct: false,
        explanation:
          'Every interruption throws away all progress, and repeated reclaims can miss the deadline. Add checkpointing or use on-demand capacity.',
      },
    ],
  },
  {
    id: 'cloud-dr-strategy-cheapest-fit',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend', 'product-manager'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'An internal reporting tool may be unavailable for up to 24 hours after a disaster and may lose up to 24 hours of data (RTO and RPO of 24 hours). Which disaster recovery strategy meets this at the lowest cost?',
    options: [
      {
        id: 'a',
        text: 'Multi-region active-active, serving traffic from two regions at once',
        correct: false,
        explanation:
          'It meets the targets many times over, but at roughly double the running cost plus the complexity of multi-region data. That is for near-zero RTO and RPO.',
      },
      {
        id: 'b',
        text: 'Warm standby: a scaled-down but running copy in another region',
        correct: false,
        explanation:
          'It recovers in minutes, far faster than needed, and you pay for the always-on copy.',
      },
      {
        id: 'c',
        text: 'Backup and restore: daily backups copied to another region, and infrastructure defined as code so it can be rebuilt there',
        correct: true,
        explanation:
          'Daily backups meet the 24-hour RPO and rebuilding from code plus a restore fits the 24-hour RTO, while nothing runs in the second region until it is needed. Test the restore regularly.',
      },
      {
        id: 'd',
        text: 'Pilot light: core data replicated continuously, with the application ready to be started in another region',
        correct: false,
        explanation:
          'It recovers within tens of minutes to a few hours and costs more than backups alone, which this tool does not need.',
      },
    ],
  },
  {
    id: 'cloud-multi-az-not-multi-region',
    kind: 'true-false',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 30,
    prompt:
      'True or false: running your instances across three availability zones in one region protects the application against an outage of that entire region.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          'All three zones belong to the same region, and some failures (regional control planes, bad deployments by the provider, large disasters) can affect the whole region.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Multi-zone protects against the loss of a data centre or zone. Surviving a regional outage needs resources or at least restorable backups in another region, which is a cost and complexity decision driven by RTO and RPO.',
      },
    ],
  },
  // Difficulty 4
  {
    id: 'cloud-queue-backlog-scaling-metric',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'Workers pull jobs from a queue. Each job mostly waits on a slow third-party API, so worker CPU stays around 15% while the backlog grows to hours. Autoscaling targets 60% average CPU, so it never adds workers. What is the better scaling signal?',
    options: [
      {
        id: 'a',
        text: 'Lower the CPU target to 10%.',
        correct: false,
        explanation:
          'CPU does not reflect the real load for I/O-bound work, so any CPU target is a fragile proxy that can scale at the wrong times.',
      },
      {
        id: 'b',
        text: 'Backlog per worker (messages waiting divided by running workers), or the age of the oldest message, compared with the processing time you can accept.',
        correct: true,
        explanation:
          'These measure the work actually waiting. Targeting, say, 100 messages per worker scales out as the queue grows and back in as it drains.',
      },
      {
        id: 'c',
        text: 'Memory usage of the workers.',
        correct: false,
        explanation:
          'Memory use of waiting workers does not track the queue length either; it is another indirect signal.',
      },
      {
        id: 'd',
        text: 'Drop autoscaling and run enough workers for the worst day all the time.',
        correct: false,
        explanation:
          'That works but pays for peak capacity around the clock, which is what autoscaling is meant to avoid.',
      },
    ],
  },
  {
    id: 'cloud-replicas-are-not-backups',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'At 17:00 a faulty migration wipes a column of data in the production database. The managed database has a synchronous standby in another zone and two asynchronous read replicas. What is the right way to recover the data?',
    options: [
      {
        id: 'a',
        text: 'Restore from backups to a point in time just before 17:00 (point-in-time recovery, which replays transaction logs), into a new instance, and copy back or switch over.',
        correct: true,
        explanation:
          'Only backups plus retained transaction logs can take you back before the mistake. Restoring into a separate instance also lets you recover just the affected data.',
      },
      {
        id: 'b',
        text: 'Fail over to the standby in the other zone.',
        correct: false,
        explanation:
          'The standby is synchronous, so it received the faulty change at the same moment as the primary. HA protects against infrastructure failure, not against bad writes.',
      },
      {
        id: 'c',
        text: 'Promote one of the read replicas.',
        correct: false,
        explanation:
          'Asynchronous replicas usually lag by only seconds, so by the time anyone notices they almost certainly have the same damage.',
      },
      {
        id: 'd',
        text: "Run the migration's down script.",
        correct: false,
        explanation:
          'A down migration reverses the schema change, but it cannot bring back data that was overwritten or deleted.',
      },
    ],
  },
  {
    id: 'cloud-managed-db-customer-duties',
    kind: 'multiple',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'Under the shared responsibility model, which of these remain **your** responsibility when you use a managed database service? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Deciding which networks can reach the database, for example not giving it a public endpoint',
        correct: true,
        explanation:
          'The provider gives you the controls, but a database you have exposed to the internet is your configuration mistake.',
      },
      {
        id: 'b',
        text: 'Patching the operating system of the database hosts',
        correct: false,
        explanation:
          'In a managed service the provider patches the hosts and the engine; you mainly choose the maintenance window.',
      },
      {
        id: 'c',
        text: 'Creating database users and roles with only the privileges each application needs',
        correct: true,
        explanation:
          "Access inside the database (users, grants, who holds the admin password) is always the customer's job.",
      },
      {
        id: 'd',
        text: 'The physical security of the data centre',
        correct: false,
        explanation:
          "Physical security is always the provider's responsibility, whatever the service model.",
      },
      {
        id: 'e',
        text: 'Setting a backup retention period that meets your RPO, and regularly testing that restores work',
        correct: true,
        explanation:
          'The provider runs the backups you configure, but whether the retention is long enough and restores actually work for your data is for you to verify.',
      },
    ],
  },
  {
    id: 'cloud-overlapping-cidr-ranges',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      'Two teams each created a virtual network with the address range `10.0.0.0/16`. Now services in one must call services in the other over a private connection (network peering or a VPN). What is the problem?',
    options: [
      {
        id: 'a',
        text: 'Peering only works between networks in the same region.',
        correct: false,
        explanation:
          'The major providers support peering across regions (and transit or hub services for larger topologies). Location is not the issue here.',
      },
      {
        id: 'b',
        text: 'The address ranges overlap, so routes would be ambiguous and the networks cannot be connected directly; one side has to be re-addressed or traffic translated (NAT).',
        correct: true,
        explanation:
          'Private routing needs unique addresses. That is why you plan non-overlapping ranges across accounts, environments and on-premises networks from the start.',
      },
      {
        id: 'c',
        text: 'Private connections require every instance to have a public IP address.',
        correct: false,
        explanation:
          'Peering and VPNs carry traffic over private addresses; public IPs are not needed.',
      },
      {
        id: 'd',
        text: 'Nothing: firewall and security-group rules alone decide whether the connection works.',
        correct: false,
        explanation:
          'Firewall rules only allow or deny traffic that can be routed. With overlapping ranges the traffic cannot be routed correctly in the first place.',
      },
    ],
  },
  {
    id: 'cloud-k8s-cpu-vs-memory-limits',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      'A Kubernetes container has a CPU limit of `500m` and a memory limit of `512Mi`. What happens when it tries to use more than each limit?',
    options: [
      {
        id: 'a',
        text: 'Both are throttled: it just runs slower.',
        correct: false,
        explanation:
          'CPU time can be throttled, but memory cannot be slowed down: a process that needs more memory than allowed has to be stopped.',
      },
      {
        id: 'b',
        text: 'It is killed as soon as it goes over either limit.',
        correct: false,
        explanation: 'Exceeding the CPU limit never kills a container; it only gets less CPU time.',
      },
      {
        id: 'c',
        text: 'Kubernetes moves the pod to a larger node automatically.',
        correct: false,
        explanation:
          'Limits are hard caps. Nothing resizes or moves the pod; you change the requests and limits, or use an autoscaler that does.',
      },
      {
        id: 'd',
        text: 'Over the CPU limit it is throttled and slows down; over the memory limit it is killed (`OOMKilled`) and restarted according to its restart policy.',
        correct: true,
        explanation:
          'CPU is compressible, memory is not. Repeated OOM kills show up as restarts and `CrashLoopBackOff`, so size memory limits from observed usage.',
      },
    ],
  },
  {
    id: 'cloud-workload-identity-credentials',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt:
      'A service running on cloud VMs or containers needs to read objects from one storage bucket. What is the best way to give it credentials?',
    options: [
      {
        id: 'a',
        text: 'Create a long-lived access key for a user, and bake it into the container image as an environment variable.',
        correct: false,
        explanation:
          'Anyone who can pull the image gets the key, it never expires, and rotating it means rebuilding and redeploying.',
      },
      {
        id: 'b',
        text: 'Keep a long-lived access key in a secrets manager and rotate it every 90 days.',
        correct: false,
        explanation:
          'Better than baking it in, but still a static secret that can leak and remains valid for weeks. The platform can avoid keys entirely.',
      },
      {
        id: 'c',
        text: 'Attach an identity to the workload itself (an IAM role, a service account or a managed identity) that has read access to that bucket only.',
        correct: true,
        explanation:
          'The platform then issues short-lived, automatically rotated credentials to the workload, and there is no secret to store or leak. Scoping to one bucket applies least privilege.',
      },
      {
        id: 'd',
        text: "Use the account's root or owner credentials, to be sure access never fails.",
        correct: false,
        explanation:
          'Root or owner credentials can do anything in the account. If the service is compromised, so is everything else.',
      },
    ],
  },
  // Difficulty 5
  {
    id: 'cloud-autoscaling-db-connection-limit',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'During a sale, an API scales from 10 to 80 instances. Each instance keeps a pool of up to 20 PostgreSQL connections, and the managed database allows 500 connections. New requests start failing with `FATAL: sorry, too many clients already`. What is the best response?',
    options: [
      {
        id: 'a',
        text: "Increase each instance's pool size, so requests wait less for a connection.",
        correct: false,
        explanation:
          'That makes it worse: 80 x 20 = 1,600 possible connections already exceed the limit.',
      },
      {
        id: 'b',
        text: 'Add read replicas.',
        correct: false,
        explanation:
          'Replicas help only if read traffic is routed to them, and writes still go to the primary. The problem is the number of connections the fleet can open, not read load.',
      },
      {
        id: 'c',
        text: "Put a connection pooler (such as PgBouncer or the provider's managed database proxy) between the API and the database, size per-instance pools to the database's limit, and cap the autoscaler's maximum instances accordingly.",
        correct: true,
        explanation:
          'Autoscaling the stateless tier does not scale the database with it. A pooler lets many clients share a small number of server connections, and limits keep the fleet within what the database can serve.',
      },
      {
        id: 'd',
        text: 'Raise `max_connections` to 5,000.',
        correct: false,
        explanation:
          'Each PostgreSQL connection is a separate backend process with its own memory, so thousands of connections waste memory and hurt throughput. A higher limit alone postpones the problem rather than fixing it.',
      },
    ],
  },
  {
    id: 'cloud-async-replication-failover-loss',
    kind: 'true-false',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 60,
    prompt:
      'True or false: with asynchronous cross-region database replication, a regional failover can lose writes that the primary had already confirmed to clients.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'The primary acknowledges a commit before the other region has received it, so anything still in flight when the region fails is lost. The replication lag is effectively your RPO, and it is not zero.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          'Only synchronous replication guarantees that acknowledged writes exist elsewhere, and doing that across regions adds the inter-region round trip to every commit, which is why cross-region replication is usually asynchronous.',
      },
    ],
  },
  {
    id: 'cloud-iac-state-file',
    kind: 'multiple',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt: 'Which statements about Terraform (or OpenTofu) state are true? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'It maps the resources in your code to the real infrastructure objects and their IDs, so the tool can work out what to create, change or destroy.',
        correct: true,
        explanation:
          'Without state the tool cannot tell which existing resource corresponds to which block of code.',
      },
      {
        id: 'b',
        text: 'Deleting the state file deletes the infrastructure it describes.',
        correct: false,
        explanation:
          'The resources keep running; the tool just forgets them. The next `apply` would try to create duplicates, and the old ones must be imported or removed by hand.',
      },
      {
        id: 'c',
        text: 'It can contain sensitive values such as database passwords in plain text, so it belongs in an encrypted remote backend with restricted access, not in Git.',
        correct: true,
        explanation:
          'Marking values as sensitive hides them from command output, not from the state file itself.',
      },
      {
        id: 'd',
        text: "A remote backend with state locking prevents two people's concurrent `apply` runs from overwriting each other's changes.",
        correct: true,
        explanation:
          'Locking serialises operations on the same state; without it, concurrent runs can corrupt state or race on the same resources.',
      },
      {
        id: 'e',
        text: 'State is just a cache: it can always be regenerated exactly from the code.',
        correct: false,
        explanation:
          'Code describes what you want; state records what actually exists, including IDs assigned by the provider. Rebuilding it means importing each resource.',
      },
    ],
  },
  {
    id: 'cloud-zone-failure-headroom',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      'A service runs evenly across three availability zones, each at about 70% CPU during peak. What happens if one zone fails at peak, and how should the service be sized?',
    options: [
      {
        id: 'a',
        text: 'Nothing noticeable: the load balancer shifts traffic and autoscaling replaces the lost capacity instantly.',
        correct: false,
        explanation:
          'New instances take minutes to launch and warm up, and during a zonal event many customers are trying to launch capacity in the remaining zones at once, so it may not be available.',
      },
      {
        id: 'b',
        text: 'The two remaining zones receive the whole load, about 105% of their capacity, so the service is overloaded until new capacity arrives. Keep enough headroom that the surviving zones can carry peak load without scaling first.',
        correct: true,
        explanation:
          "Run at a utilisation where N-1 zones can absorb peak (with three zones, comfortably below about 66%). This 'static stability' means a zone failure needs no control-plane actions to stay healthy.",
      },
      {
        id: 'c',
        text: 'The remaining zones run at about 70%, because the load is spread evenly again.',
        correct: false,
        explanation:
          'The same total load is now spread across two zones instead of three: 3 x 70% / 2 = 105% each.',
      },
      {
        id: 'd',
        text: "The failed zone's traffic is moved to another region automatically.",
        correct: false,
        explanation:
          'Cross-region failover is not automatic unless you have designed and deployed for it; a zone failure is normally handled within the region.',
      },
    ],
  },
  {
    id: 'cloud-iam-explicit-deny-wins',
    kind: 'single',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 75,
    prompt:
      "A developer's role allows all storage actions on every bucket in the project. A policy set at the organisation level explicitly denies deleting objects in the `audit-logs` bucket. The developer tries to delete an object in `audit-logs`. What happens?",
    options: [
      {
        id: 'a',
        text: 'The delete succeeds, because the role grant is more specific to the developer.',
        correct: false,
        explanation:
          'IAM evaluation does not prefer the policy that is more specific to a person. An explicit deny cannot be outweighed by an allow.',
      },
      {
        id: 'b',
        text: 'The delete succeeds, because policies in the project override those set higher up.',
        correct: false,
        explanation:
          'Lower levels cannot override a deny inherited from the organisation; that is what makes organisation-level guardrails useful.',
      },
      {
        id: 'c',
        text: 'It depends on which policy the system evaluates first.',
        correct: false,
        explanation:
          'Evaluation is not order-dependent: the result is computed from all applicable policies together.',
      },
      {
        id: 'd',
        text: 'The delete is refused: an explicit deny overrides any allow, wherever the allow comes from.',
        correct: true,
        explanation:
          'Across the major providers (AWS policy evaluation, Google Cloud deny policies, Azure deny assignments), deny beats allow, and anything not explicitly allowed is implicitly denied. This is how audit logs are made tamper-resistant.',
      },
    ],
  },
  {
    id: 'cloud-at-least-once-idempotency',
    kind: 'multiple',
    skills: ['cloud'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 90,
    prompt:
      'A function triggered by queue messages charges a customer for each order. Occasionally a customer is charged twice for the same order, although each order produces only one message. Which changes address this properly? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Make the handler idempotent: record each processed order ID (for example under a unique constraint) and skip or return the earlier result when it appears again, and pass an idempotency key to the payment API.',
        correct: true,
        explanation:
          'Most managed queues and event triggers deliver at least once, so duplicates are normal. Idempotent processing makes a second delivery harmless.',
      },
      {
        id: 'b',
        text: 'Catch every error inside the handler and always acknowledge the message, so it is never redelivered.',
        correct: false,
        explanation:
          'That turns duplicates into lost orders: a message that failed for a real reason is acknowledged and never retried.',
      },
      {
        id: 'c',
        text: "Make sure the time a message stays hidden or leased after delivery (visibility timeout or acknowledgement deadline) is longer than the function's maximum run time.",
        correct: true,
        explanation:
          'If the lease expires while the function is still working, the queue hands the same message to another worker. This reduces duplicates, though idempotency is still needed for the rest.',
      },
      {
        id: 'd',
        text: 'Add a random delay at the start of the handler so that duplicate deliveries do not overlap.',
        correct: false,
        explanation:
          'Delays do not stop the same message being processed twice; they only make the race harder to see and the system slower.',
      },
    ],
  },
];
