// The labelled set for the content metrics (decision 033): answers to 30 bank questions, each
// labelled strong (on topic, specific, covers the talking points), weak (on topic but vague,
// thin or short) or off (off topic). Every question has one strong answer, two weak ones and
// two off-topic ones; an off-topic answer is the strong answer written for another question
// (`answerOf`), the hardest case: a good answer, to a different question. The first off-topic
// answer of each question comes from its neighbour (the same area: two behavioural teamwork
// questions, two SQL questions, ...), the second from a question further away.
//
// Questions come in 15 neighbouring pairs; the pairs alternate between the tuning half (used
// to choose thresholds and weights) and the held-out half (only measured). Written by hand for
// this set; none of these texts is in the question bank.

export type ContentLabel = 'strong' | 'weak' | 'off';
export type LabelledQuestion = {
  id: string;
  half: 'tuning' | 'heldOut';
  strong: string;
  weak: [string, string];
  // Question ids whose strong answer is this question's off-topic answer: neighbour, then far.
  off: [string, string];
};

const PAIRS: [string, string][] = [
  ['beh-teamwork-helped-struggling-teammate', 'beh-teamwork-joined-new-team'],
  ['beh-teamwork-tight-deadline', 'beh-teamwork-different-working-style'],
  ['beh-conflict-disagreed-with-manager', 'open-sit-colleague-takes-credit'],
  ['beh-failure-mistake-at-work', 'beh-failure-missed-goal'],
  ['beh-customer-focus-upset-customer', 'beh-customer-focus-acted-on-feedback'],
  ['beh-communication-delivered-bad-news', 'open-sit-new-work-at-full-capacity'],
  ['beh-ownership-improved-process', 'beh-ownership-learned-new-skill-fast'],
  ['beh-leadership-led-change-with-resistance', 'beh-leadership-crisis'],
  ['open-swe-testing-strategy', 'open-swe-code-review-approach'],
  ['open-swe-debug-intermittent-slowness', 'open-swe-design-url-shortener'],
  ['open-be-sql-versus-nosql', 'open-be-slow-sql-query'],
  ['open-fe-accessibility-practice', 'open-fe-react-state-placement'],
  ['open-da-metric-dropped', 'open-da-ab-test-design'],
  ['open-sales-price-objection', 'open-sales-discovery-call'],
  ['open-cs-cannot-solve-immediately', 'open-cs-prioritising-ticket-queue'],
];

type Written = { strong: string; weak: [string, string] };

const WRITTEN: Record<string, Written> = {
  'beh-teamwork-helped-struggling-teammate': {
    strong:
      'Last spring a junior developer on my team, Tom, went quiet in standups and his pull request for the search filters had been open for nine days. I had a dependency on his work for our release, so I asked him privately how it was going rather than taking the ticket. He admitted he was stuck on the caching layer. We paired for two afternoons, I split the task into four smaller pieces, and I shared the notes I had written when I learned that code. I told our lead I would slip one of my own tickets by a day. Tom merged the filters three days later, we released on time, and he now answers caching questions for others.',
    weak: [
      'A teammate was struggling once so I helped him. I think he was behind on some work. I gave him a hand and it got done in the end and he was grateful.',
      'When someone on the team is having a hard time I usually offer to help them. I helped a colleague with their tasks for a while and the team was happier after that.',
    ],
  },
  'beh-teamwork-joined-new-team': {
    strong:
      'I joined the payments team halfway through a migration to a new provider, and the launch was six weeks away. In my first week I booked a thirty-minute one-to-one with each of the seven people on the team and read the last three months of design documents and decision records. I asked what the unwritten rules were, such as who approves schema changes. Before proposing anything I picked a small real ticket, the refund webhook, and shipped it in my second week, asking for a thorough review. By week four I owned the reconciliation job. I also rewrote the onboarding guide with what I had learned, and the next hire used it to ship in her first week.',
    weak: [
      'When I joined a new team I tried to get to know people and learn how things worked. It took a little while but after some time I became useful and they liked working with me.',
      'I joined a project that was already going. I asked some questions and read some documents and then I started doing tickets like everyone else.',
    ],
  },
  'beh-teamwork-tight-deadline': {
    strong:
      'Our team had three weeks to ship a consent banner before a new privacy regulation took effect, and the date could not move. My part was the front end and the audit log. I sat down with the product manager and split the work into must-have and nice-to-have: we cut the custom themes and kept the four consent categories. I posted a short daily status in the shared channel so legal and support knew what was coming. We shipped two days before the deadline with zero compliance findings. The trade-off was that theming slipped to the next quarter. Afterwards I proposed that we track upcoming regulations in our quarterly planning so we do not meet the next one in a crunch.',
    weak: [
      'We had a really tight deadline once and everyone worked very hard, including late nights, and we got it done. I did my part and helped where I could.',
      'The team had to deliver a project quickly. I worked on some of the features and we made the deadline, although it was stressful for everyone.',
    ],
  },
  'beh-teamwork-different-working-style': {
    strong:
      'I worked closely with a data scientist, Lena, who liked to explore for days before committing to anything, while I prefer to ship a small version first and iterate. At first I read her long investigations as slowness. I asked her why she worked that way, and she explained that two earlier models had failed because nobody checked the data. We agreed a simple arrangement: she had two days of exploration for each question, then we shipped a baseline and she kept a list of risks for the next iteration. That agreement cut our cycle from three weeks to ten days. I also started borrowing her habit of writing down data assumptions before I build anything.',
    weak: [
      'I worked with someone who had a very different style from me. It was hard at first but we got along in the end and the project went fine.',
      'A colleague of mine liked to do things differently and we sometimes clashed. We talked about it and I adapted a bit to how they worked.',
    ],
  },
  'beh-conflict-disagreed-with-manager': {
    strong:
      'My manager wanted to move our whole reporting service to a new framework in one quarter. I disagreed, because the service had almost no tests and a rewrite would stall two customer commitments. I asked for a private meeting the same week rather than arguing in the planning session. I brought data: the number of incidents in the last six months and an estimate of eight weeks of work, and I proposed an alternative, migrating one report at a time behind a flag. I also asked what was driving the request, and learned about a hiring plan I had not known about. We settled on the incremental plan with a review after six weeks, and I committed to it fully once it was agreed.',
    weak: [
      'I disagreed with my manager once about how to do a project. I told him I did not agree and we argued a bit, but in the end we did it his way.',
      'My manager and I had a different opinion on a decision. I explained my view and we talked it through. It was fine afterwards.',
    ],
  },
  'open-sit-colleague-takes-credit': {
    strong:
      'First I would stay calm in the meeting and not confront my colleague in front of senior people, because that would embarrass everyone and make me look petty. Afterwards I would talk to them privately and directly, assuming good intent first: maybe they meant we and it came out as I. I would say that the analysis they presented was my work and ask how we can make sure credit is shared next time. Then I would build habits that make my contributions visible, such as sharing my work in the team channel and writing my name on documents and status updates. If it kept happening, I would raise it with my manager calmly, with examples.',
    weak: [
      'If a colleague took credit for my work I would be upset. I would probably say something to them about it later so that it does not happen again.',
      'I would talk to my manager about it and explain that it was actually my work, because it is not fair if someone else gets the credit.',
    ],
  },
  'beh-failure-mistake-at-work': {
    strong:
      'Two years ago I ran a data migration script against production with a filter that was missing a condition, and about 1,200 customer addresses were overwritten with default values. I noticed it within twenty minutes from an alert, told my lead immediately and posted in the incident channel that it was my change. First we restored the affected rows from the hourly backup, which took about an hour, and support contacted the eleven customers who had placed orders in that window. Then I wrote a blameless review. To prevent it happening again I added a dry-run mode that prints the row count before writing, and we now require a second reviewer for any script that touches production.',
    weak: [
      'I made a mistake once when I deployed something wrong. I fixed it quickly and told my manager. I learned to be more careful after that.',
      'Everyone makes mistakes at work. One time I sent the wrong file to a client, but I apologised and sent the right one, so it was fine.',
    ],
  },
  'beh-failure-missed-goal': {
    strong:
      'Last year I owned a target to raise trial-to-paid conversion from 8% to 11% in two quarters. We ended at 9.5%. I reported the miss openly in the quarterly review with the actual numbers. Part of it was outside our control: a pricing change in the middle of the period lowered conversion across the market. Part of it was mine: I spent six weeks on an onboarding redesign before testing whether onboarding was the real drop-off. When I saw the gap at mid-quarter I switched to two smaller experiments on the checkout page, which recovered about one point. The next quarter I tested assumptions first and we reached 11.4%.',
    weak: [
      'I had a sales target one quarter and I did not reach it. The market was difficult and some deals fell through. Next time I worked harder and did better.',
      'We had a goal for our team that we missed. It was disappointing but we learned from it and moved on to the next goal.',
    ],
  },
  'beh-customer-focus-upset-customer': {
    strong:
      'A customer called after her order had been delayed for the third time and she was shouting that she would cancel her account. I let her finish, then acknowledged that three delays were unacceptable and that I would have been angry too. I did not argue about the courier. I told her exactly what I would do: check the warehouse status and call her back within two hours. I called back in ninety minutes with a confirmed delivery date, refunded the shipping fee and sent her a tracking link. I followed up the day after delivery. She stayed with us, and because I logged the pattern, the team found a faulty warehouse rule that had delayed forty other orders.',
    weak: [
      'I had an angry customer once who was unhappy with our service. I stayed calm and apologised and tried to help them and in the end they calmed down.',
      'Dealing with upset customers is part of the job. I just listen and try to solve the problem as best I can.',
    ],
  },
  'beh-customer-focus-acted-on-feedback': {
    strong:
      'Our support inbox kept getting comments that exporting reports was confusing. Before changing anything I checked the data: 14% of report users opened the export menu and then abandoned it, and export was the top topic in thirty survey responses. I interviewed five customers and learned the real problem was not the menu but that they needed the data in their accounting tool. We built a direct export to the two most common accounting formats instead of redesigning the menu. I emailed every customer who had complained to tell them it was live. Abandonment dropped to 4% and export-related tickets fell by 60% over the next quarter.',
    weak: [
      'We got feedback from customers that something was confusing, so we changed it. Customers were happier after the change.',
      'I always try to listen to user feedback. Once users asked for a feature and we added it to the product.',
    ],
  },
  'beh-communication-delivered-bad-news': {
    strong:
      'Three weeks before a client launch I realised the integration with their billing system would be at least two weeks late, because their API did not support the batch calls we had planned on. I told my manager the same afternoon and asked for thirty minutes with the client the next day instead of waiting for the weekly call. I explained the problem directly, without blaming their team, and said the delay was partly because we had not tested their sandbox early enough. I came with two options: launch on time with manual billing for a month, or move the launch by two weeks. They chose the first option. I sent written updates every Friday, as promised, until the integration was live.',
    weak: [
      'I had to tell my manager that a project was going to be late. It was not a nice conversation but I told her and she understood.',
      'Delivering bad news is never easy. I try to be honest and tell people what happened, even if they will not like it.',
    ],
  },
  'open-sit-new-work-at-full-capacity': {
    strong:
      'I would not simply say yes and quietly overload myself, and I would not refuse either. I would first ask about the urgent project: the deadline, the expected effort and why it matters now. Then I would show my manager my current commitments with rough estimates, for example the API migration at three weeks and two smaller tickets, and ask which of them can move or be handed to someone else if I take the new project. The manager decides the priority with the trade-offs visible. Once we agree, I would tell the people affected by anything that slips, such as the team waiting on the migration, and give them a new date.',
    weak: [
      'If my manager gave me more work when I was already busy I would try my best to do everything, maybe by working some extra hours.',
      'I would tell my manager that I am already very busy and ask if somebody else could do it instead.',
    ],
  },
  'beh-ownership-improved-process': {
    strong:
      'Our release process took a full day each week: an engineer manually ran a checklist of forty steps and waited for three approvals. I measured it over a month and found it cost about thirty engineer hours and still let two bad releases through. Before changing it I asked the release manager why each step existed, and kept the two that protected against real past incidents. I automated the rest in the pipeline and piloted the new process with one team for three weeks. After the pilot the release took under an hour, with no failed releases, and the other four teams adopted it. The checklist now lives in the pipeline configuration, so it cannot drift.',
    weak: [
      'Our process was slow and annoying so I suggested some improvements. After that things were a bit faster.',
      'I like improving processes. At my last job I made our meetings more efficient by having an agenda.',
    ],
  },
  'beh-ownership-learned-new-skill-fast': {
    strong:
      'I was asked to take over our iOS app when its only developer left, and I had never written Swift. I had four weeks before a planned release. Instead of a long course, I set a learning plan around the real backlog: I read the Swift language tour in two evenings, then picked the smallest open bug and fixed it with help from a mobile engineer in another team, who agreed to review my pull requests for a month. I kept a list of things I did not understand and asked him about them in a weekly thirty-minute call. To manage the risk, we released to 10% of users first. The release shipped on schedule, with a crash rate under 0.5%.',
    weak: [
      'I had to learn a new programming language quickly for a project. I watched some tutorials and practised a lot and managed to learn it.',
      'I am a fast learner. When I needed a new tool for my job I just figured it out on my own in a couple of days.',
    ],
  },
  'beh-leadership-led-change-with-resistance': {
    strong:
      'I led the move from long feature branches to trunk-based development on a team of twelve, and several senior engineers resisted because they feared broken builds. I treated their objections as information: I held a session where each concern was written down, and most were about missing tests and feature flags. I asked the two strongest skeptics to help design the pilot. We piloted on one service for a month with a flag library and a rule that the build must stay green. I paired with anyone who struggled with the new workflow. After the pilot, merge conflicts fell by 70% and lead time dropped from nine days to two, so the rest of the team adopted it.',
    weak: [
      'I introduced a new tool to my team and some people did not like it. I explained why it was better and eventually they started using it.',
      'Change is always hard for people. When I led a change I tried to communicate a lot so that people would accept it.',
    ],
  },
  'beh-leadership-crisis': {
    strong:
      'On a Friday evening our main database failed over and the checkout was down for most users. I was the on-call lead, so I opened an incident channel, named an incident commander, one person on communications and two engineers on diagnosis, and set fifteen-minute updates. Our first priority was to stabilise, so we rolled back the configuration change made that afternoon instead of debugging live, and support posted a status page message within ten minutes. Checkout was restored after 48 minutes. I sent people home in shifts and ordered food for the rest. On Monday we ran a blameless review and agreed five actions, including a staged rollout for config changes, all done within a month.',
    weak: [
      'There was a big outage once and I helped the team fix it. Everyone was stressed but we stayed calm and got the system back up.',
      'In a crisis I try to stay calm and organise people. I have been in a few stressful situations and they turned out fine.',
    ],
  },
  'open-swe-testing-strategy': {
    strong:
      'I start from risk: what would hurt users or the business most if it broke, and where bugs tend to appear. Logic with many cases, like pricing rules or parsers, gets fast unit tests. The boundaries, such as the database, queues and external services, get integration tests with real dependencies in containers rather than mocks, because that is where most of our bugs were. A handful of end-to-end tests cover the critical journeys like sign-up and checkout; they are slow and brittle, so I keep them few. I test behaviour through public interfaces so refactoring does not break tests, and every bug fix comes with a regression test. Flaky tests get fixed or quarantined within a day.',
    weak: [
      'I write unit tests for most things and some integration tests. End-to-end tests are good too but they are slow, so I do not write many.',
      'Testing is important. I try to get high code coverage, at least 80%, so that we catch bugs before production.',
    ],
  },
  'open-swe-code-review-approach': {
    strong:
      'When my own change is reviewed, I keep it small and focused, write a description of what changed, why and how I tested it, review the diff myself first and make sure CI is green before asking anyone. When I review, I start with the big picture: does it solve the right problem and is the design sound. Then correctness, edge cases, error handling and tests. I leave formatting to the linter and Prettier rather than commenting on style. I label comments as blocking, suggestion or nit, and ask questions instead of giving orders. I try to review within a few hours, because a slow review blocks a teammate, and I move long threads to a short call.',
    weak: [
      'I read through the code and check whether it looks okay, then I approve it or leave some comments if something is wrong.',
      'Code review is important for quality. I review my teammates code and they review mine, and we discuss any problems.',
    ],
  },
  'open-swe-debug-intermittent-slowness': {
    strong:
      'I would start with data, not guesses: look at the latency percentiles, since p99 tells a different story from the average, and find out which endpoints, regions and users are affected and since when. Then I would correlate the slow periods with deploys, traffic peaks, cron jobs and garbage collection. Distributed tracing shows which span is slow; logs and database metrics show whether it is a slow query, lock contention or a saturated connection pool. I would form one hypothesis at a time and test it, changing one variable. If users are suffering, I mitigate first, for example by scaling out or rolling back. Afterwards I add an alert on p99 so we see it before users do.',
    weak: [
      'I would check the logs to see if there are any errors, and maybe restart the server to see if that helps.',
      'Intermittent slowness is hard to debug. I would try to reproduce it and look at the code for anything slow.',
    ],
  },
  'open-swe-design-url-shortener': {
    strong:
      'First I would clarify requirements and scale: say 100 million new links a month and a hundred reads for every write, so it is read heavy. For codes I would use a counter or a pre-allocated id range per server encoded in base62, which gives short codes with no collisions; seven characters cover trillions of links. Links live in a key-value store keyed by code. Redirects use 302 if we need analytics on every click, or 301 if we want browsers to cache them. A cache such as Redis in front of the store serves hot links. Click analytics go to a queue and are processed off the critical path. To prevent abuse, I would rate limit creation and check destinations against malware lists.',
    weak: [
      'I would store the long URL in a database with a random short code and redirect users when they visit the short link.',
      'A URL shortener takes a long link and makes a short one. You need a database and a web server, and maybe a cache.',
    ],
  },
  'open-be-sql-versus-nosql': {
    strong:
      'I start from the shape of the data and the access patterns. If the data is relational, with orders, customers and invoices that reference each other, and I need transactions, constraints and ad hoc joins for reporting, a relational database like PostgreSQL is the default. NoSQL fits specific patterns: a key-value store for sessions and caching, a document store when each record is read whole and its shape varies, a wide-column store for very high write volumes, a graph database for relationship queries. I am realistic about scale: PostgreSQL handles far more than most services need. I also weigh operations and the team: what we already run, back up and know how to debug.',
    weak: [
      'SQL databases have tables and NoSQL databases do not. I would use NoSQL if I needed it to be fast and SQL otherwise.',
      'It depends on the project. I usually pick PostgreSQL because I know it well, but MongoDB is also good.',
    ],
  },
  'open-be-slow-sql-query': {
    strong:
      'First I would confirm which query is really slow, using pg_stat_statements or the slow query log, and look at total time, not just the worst single call. Then I would run EXPLAIN ANALYZE on it with realistic parameters and read the plan: a sequential scan on a large table, a bad row estimate or a sort spilling to disk. Often the fix is an index that matches the filter and sort, such as a composite index, a partial index for the hot subset or a covering index. If the query pages with OFFSET, I would switch to keyset pagination. I would also check that statistics are current and vacuum is keeping up, and remember that every index slows down writes.',
    weak: [
      'I would add an index to the table. Indexes make queries faster, so that usually fixes it.',
      'Slow queries happen when there is too much data. I would look at the query and try to rewrite it to be simpler.',
    ],
  },
  'open-fe-accessibility-practice': {
    strong:
      'I start with semantic HTML: real buttons, links, headings and form labels, and only add ARIA when no native element does the job. Everything must work with the keyboard, with a visible focus outline, a logical tab order, and focus moved into dialogs and back when they close. I check colour contrast, give images meaningful alt text and make sure error messages are announced. To check, I run axe in CI and in the browser, but automated tools catch maybe a third of problems, so I also test with the keyboard only and with a screen reader such as VoiceOver or NVDA. Most importantly, accessibility lives in our shared components, so every team gets it by default.',
    weak: [
      'I make sure to add alt text to images and use a tool to check the page. Accessibility is important for users with disabilities.',
      'I try to follow accessibility guidelines when building interfaces, and I test the site to make sure it works.',
    ],
  },
  'open-fe-react-state-placement': {
    strong:
      'First I ask whether it needs to be state at all: if it can be derived from props or other state, I compute it during render instead of duplicating it. Otherwise I colocate state in the lowest component that uses it and lift it up only to the closest common parent when siblings need it. Data from the server is not client state: I keep it in a cache such as TanStack Query, which handles loading, refetching and invalidation. State that should survive a reload or be shareable, like filters, a selected tab or page numbers, goes in the URL. Context suits values that change rarely, like the theme or the signed-in user, because every consumer re-renders when it changes.',
    weak: [
      'I usually put state in the component that needs it, and if it gets complicated I use Redux for global state.',
      'State in React can be managed with useState or with a state management library. It depends on the size of the app.',
    ],
  },
  'open-da-metric-dropped': {
    strong:
      'Before anything else I would rule out a data problem: a broken tracking event, a late pipeline or a changed definition can look exactly like a 15% drop. Then I would compare against the right baseline, the same week last year and the days around public holidays, to check seasonality. Next I would decompose daily orders into visitors, conversion rate and orders per buyer to see which driver moved, and segment by platform, country, channel and new versus returning customers to localise it. I would line the change up with releases, marketing campaigns, outages and competitor events. I would share an early note with stakeholders within a day, with my confidence level, and update it as I learn more.',
    weak: [
      'I would look at the data to see why the number went down, and check with the team if something changed that week.',
      'A 15% drop is a lot. I would make a dashboard to track it and tell the managers so they can decide what to do.',
    ],
  },
  'open-da-ab-test-design': {
    strong:
      'I would define the primary metric up front, say checkout conversion per visitor, plus guardrails like average order value, refunds and page load time. Users are the randomisation unit, so someone sees the same page on every visit, and I check the split for sample ratio mismatch. I would run a power calculation: with a 3% baseline and a minimum detectable lift of 5% relative, that sets the sample size and, from our traffic, about three weeks, covering full weekly cycles. I would not peek and stop early. At the end I report the effect size with a confidence interval, not just a p-value, and I correct for multiple comparisons if we slice by many segments.',
    weak: [
      'I would show half the users the new checkout page and half the old one, and see which one gets more purchases.',
      'A/B tests compare two versions. I would run the test for a while and then check if the result is statistically significant.',
    ],
  },
  'open-sales-price-objection': {
    strong:
      'I would not drop the price straight away. First I ask questions: too high compared with what, another vendor, their budget, or what they expected to get? That tells me whether it is a real budget limit or doubt about the value. If it is value, I go back to the numbers from discovery: they told me manual reconciliation costs them about two full-time people, so at forty thousand a year our tool pays for itself in under six months. If it is budget, I adjust scope before price, for example fewer seats or a phased rollout. If I do give a concession, I trade it for something, such as a two-year term or a case study.',
    weak: [
      'I would explain that our product is worth the price because it has a lot of great features and our customers love it.',
      'If the price is too high I would check with my manager whether we can give them a discount so we do not lose the deal.',
    ],
  },
  'open-sales-discovery-call': {
    strong:
      'I prepare by researching the company, the person and recent news, and I write down two or three hypotheses about their pain. I open the call by agreeing the agenda and time, and ask if it is okay to ask some questions first. Then I ask open, layered questions: what is the current process, what goes wrong, how often, what does that cost, and what happens if nothing changes. I find out why now, who else is involved in the decision and how they buy. I listen more than I talk and summarise back what I heard to check I got it right. I never end without a concrete next step in the calendar.',
    weak: [
      'I look at their website before the call. Then I introduce our product and ask them what they need.',
      'Discovery calls are about getting to know the customer. I ask questions and try to build a good relationship.',
    ],
  },
  'open-cs-cannot-solve-immediately': {
    strong:
      'First I acknowledge the problem and how it affects the customer, so they know I understand why it matters. Then I am honest that I cannot fix it right now, and I set a clear expectation: what I am going to do, and when they will hear from me next, for example by 3 pm tomorrow. If there is a workaround, like exporting the report manually, I offer it so they are not blocked. I escalate internally with everything the next team needs, including steps to reproduce, screenshots and the account details, so nobody has to ask the customer again. I keep the ticket and send updates at the times I promised, even when there is no news, until it is resolved.',
    weak: [
      'I tell the customer that I will look into it and get back to them. Then I ask a colleague or my supervisor for help.',
      'Sometimes issues take time. I apologise to the customer and ask them to be patient while we work on it.',
    ],
  },
  'open-cs-prioritising-ticket-queue': {
    strong:
      'I would not work the queue oldest first. I would spend the first ten minutes triaging: anything urgent and high impact comes first, such as outages, payment failures, security issues and customers who cannot work at all. Next, tickets close to breaching their SLA, and then higher-tier plans. While triaging I look for patterns: if eight tickets describe the same error, that is probably an incident, so I raise it with engineering and reply to all of them together. Simple questions with known answers I batch with saved replies. If the queue is still more than one person can handle in the shift, I tell my team lead early so we can pull in help.',
    weak: [
      'I would start with the oldest tickets first, because those customers have been waiting the longest, and work through them in order.',
      'With 80 tickets I would try to work fast and answer as many as possible during my shift.',
    ],
  },
};

// The distant off-topic answer of the question at position i (0-29) is the strong answer of
// the question at position (i + 16) mod 30: behavioural questions get another topic's answer,
// mostly a technical one, and technical questions mostly a behavioural one.
const ORDER = PAIRS.flat();

export const LABELLED_QUESTIONS: LabelledQuestion[] = PAIRS.flatMap(([a, b], p) =>
  [
    [a, b],
    [b, a],
  ].map(([id, neighbour]) => {
    const far = ORDER[(ORDER.indexOf(id) + 16) % ORDER.length];
    return {
      id,
      half: p % 2 === 0 ? ('tuning' as const) : ('heldOut' as const),
      ...WRITTEN[id],
      off: [neighbour, far] as [string, string],
    };
  }),
);

export type LabelledAnswer = {
  questionId: string;
  half: LabelledQuestion['half'];
  label: ContentLabel;
  transcript: string;
  // For an off-topic answer: the question it was written for.
  answerOf?: string;
};

export const LABELLED_ANSWERS: LabelledAnswer[] = LABELLED_QUESTIONS.flatMap((q) => [
  { questionId: q.id, half: q.half, label: 'strong' as const, transcript: q.strong },
  ...q.weak.map((transcript) => ({
    questionId: q.id,
    half: q.half,
    label: 'weak' as const,
    transcript,
  })),
  ...q.off.map((other) => ({
    questionId: q.id,
    half: q.half,
    label: 'off' as const,
    transcript: WRITTEN[other].strong,
    answerOf: other,
  })),
]);
