// The hand-written part of the job-description vocabulary (docs/decisions/034-job-description-terms.md).
// One term a line: `Canonical name | alias, alias | bank-skill bank-skill`. Aliases and skills may
// be left out. The generator merges these with the terms it takes from npm data packages; a
// curated line wins over an imported one of the same name.

// Technologies, by group.
export const TECHNOLOGIES = {
  language: `
JavaScript | JS, ECMAScript, ES6, ES2015, vanilla JS | javascript
TypeScript |  | typescript
Python | python3, Python 3 | python
Java | Java 17, Java 21, Java SE, Java EE, Jakarta EE
Go | Golang
Rust
Kotlin
Swift
Objective-C | ObjC, Obj-C
C++ | cpp, C plus plus, modern C++
C | ANSI C, C99, C11, embedded C
C# | csharp, C sharp
F# | fsharp
Ruby
PHP
Scala
Elixir
Erlang
Haskell
Clojure
Dart
Lua
Perl
R
Julia
MATLAB
SQL | SQL queries | sql
PL/SQL | sql
T-SQL | Transact-SQL | sql
Bash | shell scripting, shell scripts
PowerShell
Solidity
Assembly | assembler, ARM assembly, x86 assembly
VHDL
Verilog | SystemVerilog
HTML | HTML5 | http-web
CSS | CSS3 | http-web
Sass | SCSS
Less
WebAssembly | Wasm
GraphQL | http-web
Groovy
Visual Basic | VB.NET, VBA
COBOL
Fortran
Zig
OCaml
`,
  framework: `
React | React.js, ReactJS, React 18, React 19 | react
React Native | react
Next.js | NextJS, Next | react
Redux | Redux Toolkit, RTK | react
Vue.js | Vue, VueJS, Vue 3
Nuxt | Nuxt.js
Angular | Angular 2+, AngularJS
Svelte | SvelteKit
SolidJS | Solid.js
Remix
Astro
Gatsby
Ember.js | Ember
jQuery | javascript
Node.js | Node, NodeJS, Node JS | nodejs
Express | Express.js, ExpressJS | nodejs
NestJS | Nest.js | nodejs
Fastify | nodejs
Koa | nodejs
Hono | nodejs
Deno | javascript
Bun | javascript
Django | Django REST framework, DRF | python
Flask | python
FastAPI | python
Celery | python
SQLAlchemy | python sql
Pydantic | python
Spring | Spring Framework
Spring Boot
Hibernate | JPA
Quarkus
Micronaut
Ruby on Rails | Rails, RoR
Laravel
Symfony
ASP.NET | ASP.NET Core, ASP.NET MVC
.NET | dotnet, .NET Core, .NET Framework, .NET 8
Entity Framework | EF Core
Gin
Echo
Phoenix
Actix | actix-web
Tokio
Axum
Flutter
SwiftUI
UIKit
Jetpack Compose | Compose
Kotlin coroutines | coroutines, Kotlin Flow
Room | Android Room
Android SDK | Android Jetpack
Xamarin
Ionic
Electron
Tauri
Qt
Unity | Unity3D
Unreal Engine | Unreal, UE5
Tailwind CSS | Tailwind, TailwindCSS | http-web
Bootstrap
Material UI | MUI | react
Chakra UI | react
styled-components | react
Storybook
Three.js
D3.js | D3
TensorFlow |  | python
PyTorch | Torch | python
Keras | python
scikit-learn | sklearn, scikit learn | python
pandas | python
NumPy | python
SciPy | python
XGBoost
LightGBM
Hugging Face | HuggingFace, Hugging Face Transformers, Transformers | python
LangChain
LlamaIndex
spaCy | python
NLTK | python
OpenCV
JAX
MLflow
Kubeflow
Ray
Apache Spark | Spark, PySpark, Spark SQL
Apache Flink | Flink
Apache Beam | Beam
dbt | data build tool | sql
Apache Airflow | Airflow
Dagster
Prefect
Luigi
Hadoop | HDFS, MapReduce
Apache Hive | Hive | sql
Presto | sql
Trino | sql
gRPC-Web
Protocol Buffers | protobuf, protobufs
Apache Thrift | Thrift
Avro
Parquet
JUnit | testing
TestNG | testing
Mockito | testing
pytest | testing python
unittest | testing python
Jest | testing javascript
Vitest | testing javascript
Mocha | testing javascript
Chai | testing
Cypress | testing
Playwright | testing
Selenium | Selenium WebDriver, WebDriver | testing
Appium | testing
Puppeteer | testing
Testing Library | React Testing Library, RTL | testing react
Cucumber | Gherkin | testing
RSpec | testing
XCTest | testing
Espresso | testing
k6 | testing
JMeter | Apache JMeter | testing
Gatling | testing
Locust | testing
Postman | testing
SoapUI | testing
Robot Framework | testing
REST Assured | RestAssured | testing
xUnit | xUnit.net | testing
NUnit | testing
Ceedling | testing
Unity Test | testing
Karate | testing
`,
  database: `
PostgreSQL | Postgres, PG, psql, Postgres 16 | sql
MySQL | sql
MariaDB | sql
SQLite | sql
Microsoft SQL Server | SQL Server, MSSQL, MS SQL | sql
Oracle Database | Oracle DB, Oracle | sql
MongoDB | Mongo
Redis | redis cluster | system-design
Memcached | system-design
Cassandra | Apache Cassandra | system-design
ScyllaDB
DynamoDB | Amazon DynamoDB, AWS DynamoDB | cloud
Couchbase
CouchDB
Elasticsearch | Elastic Search
OpenSearch
Solr | Apache Solr
Neo4j
ClickHouse | sql
Snowflake | sql
Amazon Redshift | Redshift | sql cloud
Google BigQuery | BigQuery | sql cloud
Databricks
Delta Lake
Apache Iceberg | Iceberg
CockroachDB | sql
TimescaleDB | sql
InfluxDB
Pinecone
Weaviate
Milvus
pgvector | sql
Supabase
Firebase | Firestore, Firebase Realtime Database
Realm
Core Data
HBase
Druid | Apache Druid
Vitess
TiDB
etcd
FoundationDB
`,
  messaging: `
Apache Kafka | Kafka, Kafka Streams, Confluent Kafka | system-design
RabbitMQ | Rabbit MQ | system-design
Apache Pulsar | Pulsar | system-design
NATS | system-design
Amazon SQS | SQS | cloud system-design
Amazon SNS | SNS | cloud
Amazon Kinesis | Kinesis | cloud system-design
Google Pub/Sub | Pub/Sub, PubSub, Cloud Pub/Sub | cloud system-design
Azure Service Bus | Service Bus | cloud
Azure Event Hubs | Event Hubs | cloud
ActiveMQ | Apache ActiveMQ
ZeroMQ | ZMQ
Amazon EventBridge | EventBridge | cloud
Debezium
Temporal
`,
  cloud: `
Amazon Web Services | AWS | cloud
Google Cloud | GCP, Google Cloud Platform | cloud
Microsoft Azure | Azure | cloud
Amazon EC2 | EC2 | cloud
Amazon S3 | S3 | cloud
AWS Lambda | Lambda, Lambdas | cloud
Amazon ECS | ECS, Fargate, AWS Fargate | cloud
Amazon EKS | EKS | cloud
Amazon RDS | RDS | cloud sql
Amazon Aurora | Aurora | cloud sql
Amazon CloudFront | CloudFront | cloud http-web
Amazon Route 53 | Route 53, Route53 | cloud
AWS IAM | IAM | cloud
Amazon VPC | VPC | cloud
Amazon API Gateway | API Gateway | cloud
AWS Step Functions | Step Functions | cloud
AWS CloudFormation | CloudFormation | cloud
AWS CDK | CDK | cloud
Amazon CloudWatch | CloudWatch | cloud
Amazon GuardDuty | GuardDuty | cloud
AWS Security Hub | Security Hub | cloud
AWS WAF | cloud
AWS Glue | Glue | cloud
Amazon Athena | Athena | cloud sql
Amazon EMR | EMR | cloud
Amazon SageMaker | SageMaker | cloud
Amazon Bedrock | Bedrock | cloud
AWS KMS | KMS | cloud
AWS Secrets Manager | cloud
Amazon ElastiCache | ElastiCache | cloud
Google Kubernetes Engine | GKE | cloud
Google Cloud Run | Cloud Run | cloud
Google Cloud Functions | Cloud Functions | cloud
Google Cloud Storage | GCS | cloud
Google Cloud Spanner | Spanner, Cloud Spanner | cloud sql
Google Cloud SQL | Cloud SQL | cloud sql
Google Dataflow | Dataflow | cloud
Google Dataproc | Dataproc | cloud
Vertex AI | cloud
Google App Engine | App Engine | cloud
Azure Kubernetes Service | AKS | cloud
Azure Functions | cloud
Azure DevOps | ADO | cloud
Azure Cosmos DB | Cosmos DB, CosmosDB | cloud
Azure SQL Database | Azure SQL | cloud sql
Azure Blob Storage | Blob Storage | cloud
Azure Active Directory | Azure AD, Entra ID, Microsoft Entra | cloud
Azure Data Factory | ADF | cloud
Azure Synapse | Synapse | cloud
Azure App Service | App Service | cloud
Azure Monitor | Application Insights | cloud
Cloudflare | Cloudflare Workers | cloud http-web
Vercel | cloud
Netlify | cloud
Heroku | cloud
DigitalOcean | Digital Ocean | cloud
Fly.io | cloud
OpenStack | cloud
Serverless | serverless architecture, serverless framework | cloud
`,
  infrastructure: `
Kubernetes | k8s, kube, K8S | cloud
Docker | Docker Compose, docker-compose, Dockerfile, Dockerfiles | cloud
Helm | Helm charts | cloud
Terraform | HCL, Terraform Cloud | cloud
OpenTofu | cloud
Pulumi | cloud
Bicep | Azure Bicep | cloud
Ansible | cloud
Chef
Puppet
SaltStack | Salt
Packer
Vagrant
Nomad
Consul
Vault | HashiCorp Vault
Istio | cloud
Linkerd | cloud
Envoy | Envoy Proxy | cloud
Nginx | NGINX | http-web
HAProxy | http-web
Traefik
Apache HTTP Server | Apache httpd
Argo CD | ArgoCD, Argo | cloud
Flux | FluxCD | cloud
Jenkins
GitHub Actions | GH Actions | git
GitLab CI | GitLab CI/CD | git
CircleCI
Travis CI
Buildkite
TeamCity
Bamboo
Spinnaker
Bazel
Gradle
Maven | Apache Maven
CMake
Make | Makefile, GNU Make
npm | javascript
Yarn | javascript
pnpm | javascript
Webpack | javascript
Vite | javascript
esbuild | javascript
Babel | javascript
ESLint | javascript
Prettier | javascript
Linux | GNU/Linux, Ubuntu, Debian, RHEL, CentOS, Red Hat Enterprise Linux
Windows Server
Unix
Git | git
GitHub | git
GitLab | git
Bitbucket | git
Perforce
Podman
containerd
Knative | cloud
OpenShift | Red Hat OpenShift | cloud
Crossplane | cloud
Karpenter | cloud
Cilium | cloud
eBPF
WireGuard
Zephyr | Zephyr RTOS
FreeRTOS | RTOS
Yocto | Yocto Project
Embedded Linux
U-Boot
`,
  observability: `
Prometheus | cloud
Grafana
OpenTelemetry | OTel, Open Telemetry
Jaeger
Zipkin
Datadog | DataDog
New Relic | NewRelic
Splunk
ELK Stack | ELK, Elastic Stack
Logstash
Kibana
Fluentd | Fluent Bit
Loki | Grafana Loki
Tempo | Grafana Tempo
Sentry
PagerDuty
Opsgenie
Honeycomb
Dynatrace
AppDynamics
Nagios
Zabbix
Sumo Logic
Thanos
Alertmanager
StatsD
`,
  protocol: `
gRPC | grpc | http-web system-design
REST | RESTful, REST API, REST APIs, RESTful APIs | http-web
HTTP | HTTP/1.1, HTTPS | http-web
HTTP/2 | HTTP2 | http-web
HTTP/3 | QUIC | http-web
WebSockets | WebSocket | http-web
Server-Sent Events | SSE | http-web
WebRTC | http-web
TCP/IP | TCP, UDP | http-web
DNS | http-web
TLS | SSL, mTLS, SSL/TLS | http-web
OAuth | OAuth 2.0, OAuth2 | http-web
OpenID Connect | OIDC | http-web
SAML | SAML 2.0 | http-web
JWT | JSON Web Tokens, JSON Web Token | http-web
SSO | single sign-on | http-web
LDAP
Kerberos
SOAP | http-web
webhooks | webhook | http-web
OpenAPI | Swagger | http-web
JSON Schema
MQTT
AMQP
CoAP
Modbus
CAN bus | CANopen
I2C | I²C
SPI
UART
BLE | Bluetooth Low Energy, Bluetooth
Zigbee
LoRaWAN
USB
SMTP
SFTP | FTP
SSH
BGP
OSPF
VPN | IPsec
ISO 8583
SWIFT messaging | SWIFT MT, MT103
ISO 20022
FIX protocol | 
EMV
3-D Secure | 3DS, 3D Secure, 3DS2
ACH
SEPA
Open Banking | PSD2 APIs
HL7 | HL7v2, HL7 v2
FHIR | HL7 FHIR
DICOM
EDI | X12
GraphQL Federation | Apollo Federation
`,
  compliance: `
PCI DSS | PCI-DSS, PCI, PCI compliance
SOC 2 | SOC2, SOC 2 Type II, SOC 2 Type 2
ISO 27001 | ISO/IEC 27001, ISO27001
ISO 9001
HIPAA
HITRUST
GDPR | General Data Protection Regulation
CCPA | CPRA
SOX | Sarbanes-Oxley
FedRAMP
FISMA
NIST | NIST 800-53, NIST CSF, NIST Cybersecurity Framework
CIS Benchmarks | 
PSD2
KYC | Know Your Customer
AML | anti-money laundering
DORA regulation | Digital Operational Resilience Act
MiFID II | MiFID
Basel III
FDA 21 CFR Part 11 | 21 CFR Part 11
IEC 62304
ISO 13485
ISO 26262
MISRA | MISRA C
AUTOSAR
DO-178C | DO-178
IEC 61508
WCAG | WCAG 2.1, WCAG 2.2 | http-web
Section 508
ADA compliance
OWASP | OWASP Top 10 | http-web
CWE
CVE
COPPA
FERPA
GxP | GMP
NIS2
ISO 42001
EU AI Act
`,
  tool: `
Jira
Confluence
Linear
Notion
Asana
Trello
Slack
Microsoft Teams
Figma
Sketch
Adobe XD
Adobe Photoshop | Photoshop
Adobe Illustrator | Illustrator
Adobe After Effects | After Effects
InVision
Framer
Miro
FigJam
Zeplin
ProtoPie
Hotjar
FullStory
Amplitude
Mixpanel
Google Analytics | GA4
Segment
Optimizely
LaunchDarkly
Looker
Tableau
Power BI | PowerBI
Metabase
Superset | Apache Superset
Excel | Microsoft Excel, spreadsheets
Google Sheets
Jupyter | Jupyter notebooks, JupyterLab, notebooks
Fivetran
Airbyte
Kafka Connect
Salesforce | SFDC
HubSpot
Zendesk
Intercom
Gong
Outreach
Stripe
Shopify
Magento | Adobe Commerce
WooCommerce
BigCommerce
Algolia
PlayFab
Plastic SCM
Keychain
Adyen
Braintree
PayPal
Plaid
Marqeta
Twilio
SendGrid
Auth0
Okta
Keycloak
Burp Suite | Burp
Metasploit
Wireshark
Nmap
Snyk
SonarQube
Semgrep
Veracode
Checkmarx
Trivy
CrowdStrike
Wiz
Xcode
Android Studio
IntelliJ IDEA | IntelliJ
Visual Studio Code | VS Code, VSCode
Visual Studio
Vim
Fastlane
TestFlight
Firebase Crashlytics | Crashlytics
CocoaPods
Swift Package Manager | SPM
Gradle Kotlin DSL
Keil
IAR Embedded Workbench | IAR
STM32
ARM Cortex-M | Cortex-M, ARM Cortex
ESP32
Raspberry Pi
Arduino
JTAG
oscilloscope | oscilloscopes, logic analyser, logic analyzer
FPGA | FPGAs
Kubecost
OpenAI API | OpenAI, GPT-4, GPT
Anthropic Claude | Claude
Llama
Weights & Biases | wandb, W&B
DVC
Great Expectations
Apache Atlas
dbt Cloud
Looker Studio | Data Studio
Epic Systems | Epic
Cerner
Workday
SAP
ServiceNow
TestRail
Zephyr Scale
Xray
BrowserStack
Sauce Labs
Charles Proxy
Chrome DevTools | DevTools
Lighthouse
`,
};

// Skills and practices. A skill's bank skills are the question-bank skills it bears on.
export const SKILL_TERMS = `
on-call | on call, oncall, on-call rotation, pager duty, pager rotation
incident response | incident management, incident handling, incident command, incident commander
postmortems | post-mortems, postmortem, post-mortem, blameless postmortems, incident reviews, retrospectives on incidents
code review | code reviews, reviewing code, pull request reviews, PR reviews
pair programming | pairing, mob programming
test-driven development | TDD, test driven development | testing
behaviour-driven development | BDD, behavior-driven development, behavior driven development | testing
unit testing | unit tests | testing
integration testing | integration tests | testing
end-to-end testing | end-to-end tests, E2E testing, E2E tests, e2e | testing
test automation | automated testing, automated tests, automation testing | testing
manual testing | exploratory testing | testing
regression testing | regression tests | testing
performance testing | load testing, stress testing, load tests | testing
contract testing | consumer-driven contracts, Pact | testing
test planning | test plans, test strategy, test cases | testing
CI/CD | CI, CD, continuous integration, continuous delivery, continuous deployment, CI/CD pipelines, deployment pipelines | git
infrastructure as code | IaC | cloud
GitOps | git
DevOps | cloud
site reliability engineering | SRE, SREs, reliability engineering | cloud
platform engineering | internal developer platform, IDP | cloud
observability | monitoring, alerting, tracing, distributed tracing, logging, metrics and alerting
SLOs | SLO, SLI, SLIs, SLAs, SLA, service level objectives, error budgets, error budget
capacity planning
chaos engineering | fault injection
disaster recovery | business continuity, backup and restore
high availability | fault tolerance, fault-tolerant, redundancy | system-design
scalability | horizontal scaling, scalable systems | system-design
performance optimisation | performance optimization, performance tuning, profiling, latency optimisation | system-design
distributed systems | distributed computing | system-design
system design | systems design, architecture design, software architecture, designing systems | system-design
microservices | micro-services, microservice architecture, service-oriented architecture, SOA | system-design
event-driven architecture | event-driven, event driven, event sourcing, CQRS, event streaming | system-design
domain-driven design | DDD | system-design
API design | designing APIs, API development, public APIs, API-first, design APIs | http-web system-design
load balancing | load balancer, load balancers | system-design
caching | caches, cache invalidation, CDN, CDNs | system-design
concurrency | multithreading, multi-threading, parallelism, async programming, asynchronous programming
data structures and algorithms | data structures, algorithms, DSA | data-structures-algorithms
object-oriented programming | OOP, object-oriented design, OOD
functional programming | FP
design patterns | SOLID
clean architecture | hexagonal architecture, ports and adapters, onion architecture
MVVM | Model-View-ViewModel, MVI, MVP, MVC
clean code | refactoring, code quality, technical debt, tech debt
debugging | troubleshooting, root cause analysis, RCA, troubleshoot
security engineering | application security, AppSec, secure coding, product security | http-web
threat modelling | threat modeling, STRIDE
penetration testing | pentesting, pen testing, pentest, ethical hacking, red team, red teaming, penetration tests, pen tests
static analysis | SAST, DAST, static code analysis
vulnerability management | vulnerability scanning, vulnerability assessment, patch management
identity and access management | IAM policies, access control, RBAC, least privilege, zero trust
encryption | cryptography, key management, tokenisation, tokenization, HSM, HSMs
security operations | SOC, SIEM, detection engineering, threat hunting, blue team
cloud security | CSPM, cloud security posture
network security | firewalls, WAF, IDS, IPS, DDoS protection
fraud detection | fraud prevention, risk scoring, chargebacks, anti-fraud
data modelling | data modeling, schema design, dimensional modelling, dimensional modeling, star schema | sql
data warehousing | data warehouse, data warehouses, data lake, lakehouse, data lakehouse | sql
ETL | ELT, ETL pipelines, data pipelines, data pipeline, data ingestion | sql
data engineering
data quality | data validation, data contracts, data observability
data governance | data lineage, data catalogue, data catalog, master data management, MDM
data analysis | data analytics, analytics, exploratory data analysis, EDA, analysing data, analyzing data | sql
data visualisation | data visualization, dashboards, dashboarding, BI, business intelligence | sql
statistics | statistical analysis, statistical modelling, statistical modeling, regression analysis, hypothesis testing, Bayesian statistics
A/B testing | AB testing, A/B tests, experimentation, experiments, split testing, multivariate testing
machine learning | ML, machine-learning, ML models, predictive modelling, predictive modeling | python
deep learning | neural networks | python
natural language processing | NLP | python
computer vision | image recognition, object detection | python
large language models | LLM, LLMs, generative AI, GenAI, gen AI, foundation models | python
retrieval-augmented generation | RAG, vector search, embeddings, semantic search
prompt engineering
reinforcement learning | 
recommender systems | recommendation systems, recommendations, personalisation, personalization
feature engineering | feature store, feature stores
model deployment | model serving, MLOps, ML ops, ML infrastructure, ML platform, inference
model evaluation | offline evaluation, model monitoring
time series forecasting | forecasting, time series
accessibility | a11y, accessible design, inclusive design | http-web
web performance | Core Web Vitals, page speed, frontend performance, bundle size | http-web
responsive design | mobile-first, responsive layouts | http-web
cross-browser compatibility | cross-browser | http-web
state management | react
server-side rendering | SSR, SSG, static site generation | react
progressive web apps | PWA, PWAs | http-web
design systems | design system, component library, component libraries, UI kit
UX design | user experience, UX, experience design
UI design | user interface design, visual design, interface design
interaction design | IxD, micro-interactions
user research | UX research, user interviews, customer interviews, contextual inquiry, ethnographic research
usability testing | usability studies, usability, user testing
prototyping | prototypes, high-fidelity prototypes, low-fidelity prototypes
wireframing | wireframes, wireframe
information architecture | content architecture, navigation design
journey mapping | customer journey mapping, user journeys, journey maps, service blueprints
design thinking | design sprints
product discovery | opportunity solution trees, jobs to be done, JTBD
product roadmap | roadmaps, roadmapping, roadmap planning, roadmap
product strategy | product vision
prioritisation | prioritization, RICE, MoSCoW, backlog prioritisation, backlog prioritization
backlog management | backlog grooming, backlog refinement, user stories, writing user stories, acceptance criteria
requirements gathering | product requirements, PRDs, PRD
go-to-market | GTM, go to market, product launches, launch planning
stakeholder management | stakeholder communication, working with stakeholders, cross-functional collaboration, cross-functional teams, stakeholders
product analytics | product metrics, KPIs, OKRs, north star metric, funnel analysis, cohort analysis, retention analysis
pricing | monetisation, monetization, pricing strategy
customer empathy | customer focus, customer-centric, customer obsession
agile | Agile methodologies, agile development
Scrum | scrum master, sprint planning, sprints, stand-ups
Kanban
SAFe | Scaled Agile
project management | programme management, program management, delivery management
technical writing | documentation, technical documentation, API documentation
mentoring | mentorship, coaching engineers, mentor, mentors
technical leadership | tech lead, tech leadership, leading engineers, engineering leadership
people management | line management, managing engineers, hiring and managing, performance reviews
hiring | recruiting, interviewing candidates
communication skills | written communication, verbal communication, presentation skills, presenting
remote collaboration | async communication, asynchronous communication, distributed team, distributed teams
release management | release engineering, release process, feature flags, feature flagging, canary releases, canary deployments, blue-green deployments, rollbacks
version control | source control | git
mobile development | mobile apps, mobile app development, native mobile
iOS development | iOS, iPadOS, watchOS, App Store
Android development | Android, Google Play, Play Store
offline-first | offline sync, offline support
push notifications | APNs, FCM, Firebase Cloud Messaging
app performance | app startup time, memory leaks, crash rates, crash-free rate
embedded systems | embedded software, embedded development, embedded firmware
firmware development | firmware, bare-metal, bare metal
over-the-air updates | OTA, OTA updates, firmware updates
real-time systems | RTOS development, hard real-time, low latency, low-latency
device drivers | Linux kernel, kernel development, board support packages, BSP
hardware bring-up | board bring-up, bring-up, schematics, datasheets
signal processing | DSP, digital signal processing
networking | computer networking, network engineering, TCP/IP networking
customer support | technical support, customer service, support tickets, ticketing, help desk, helpdesk
customer success | account management, customer onboarding, onboarding customers, renewals, churn reduction
escalation management | escalations
sales | B2B sales, enterprise sales, solution selling, consultative selling, prospecting, pipeline management, quota
negotiation | contract negotiation
CRM | CRM systems
SQL reporting | ad hoc queries, ad-hoc analysis | sql
spreadsheet modelling | financial modelling, financial modeling, Excel modelling
QA | quality assurance, quality engineering, software testing, QA engineering | testing
bug tracking | defect tracking, bug reports, bug triage | testing
risk management | risk assessment, risk analysis
compliance | regulatory compliance, regulatory requirements
reconciliation | ledger reconciliation, reconciliations
double-entry bookkeeping | ledger, ledgers, double-entry accounting
idempotency | idempotent, exactly-once, exactly once
localisation | localization, internationalisation, internationalization, i18n, l10n
search relevance | search ranking, search engines, information retrieval
web scraping | crawling, crawlers
open source | open-source, OSS, open source contributions
`;

export const DOMAIN_TERMS = `
fintech | financial technology, financial services, personal finance
payments | payment processing, payment systems, payments platform, card payments, acquiring, issuing, payment gateway
banking | core banking, neobank, digital banking, retail banking, retail bank, retail banks
lending | loans, underwriting, BNPL, buy now pay later
insurance | insurtech, claims processing
trading | capital markets, algorithmic trading, high-frequency trading, HFT, market data, order management
cryptocurrency | crypto, blockchain, Web3, DeFi, smart contracts, Ethereum, Bitcoin
accounting | bookkeeping, invoicing, accounts payable, accounts receivable, invoices
e-commerce | ecommerce, eCommerce, online retail, online store, checkout, shopping cart
retail | point of sale, POS
healthcare | health tech, healthtech, digital health, health care, clinical, hospitals, patient care, telehealth, telemedicine, EHR, EMR, electronic health records
medical devices | medical device, medtech, SaMD, software as a medical device
pharma | pharmaceutical, clinical trials, life sciences, biotech, bioinformatics, genomics
edtech | education technology, education, e-learning, learning platform, online learning
logistics | supply chain, fulfilment, fulfillment, warehousing, last-mile delivery, fleet management, couriers, courier, deliveries
mobility | ride-hailing, ridesharing, transportation, micromobility, scooters, e-scooters
automotive | vehicles, electric vehicles, EV, ADAS, autonomous driving, connected car
aerospace | avionics, satellites
energy industry | renewable energy, solar, batteries, smart grid, climate tech, cleantech
telecommunications | telecom, telco, 5G, LTE, mobile networks
IoT | Internet of Things, connected devices, IIoT, industrial IoT, smart home
gaming | video games, game development, gamedev, mobile games
media and streaming | video streaming, music streaming
advertising | adtech, ad tech, programmatic advertising, ad serving, real-time bidding, RTB
marketing technology | martech, marketing automation, growth marketing, CRM marketing
social media | social network, social networking, creator economy
travel industry | travel tech, online travel, hospitality, airlines, hotels
real estate | proptech, property technology
food delivery | restaurants, food tech, foodtech, groceries, quick commerce
HR tech | HR technology, human resources, payroll, recruiting software, HRIS
legal tech | legaltech, legal technology
govtech | public sector, government
cybersecurity | information security, infosec, InfoSec, security industry
developer tools | devtools, developer experience, DX, developer productivity
SaaS | software as a service, multi-tenant, multi-tenancy, subscription software
B2B | business-to-business, enterprise customers, enterprise software
B2C | consumer products, consumer apps, direct-to-consumer, D2C, DTC
marketplace platforms | two-sided marketplace, two-sided marketplaces, marketplace, marketplaces
manufacturing | industrial automation, Industry 4.0, robotics
agriculture | agtech, agritech
nonprofit | non-profit, charity, NGO
`;
