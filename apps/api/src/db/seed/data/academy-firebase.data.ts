import type { CourseSeed } from '@rehearse/contracts/academy';

// Academy courses of the "firebase" category: 11 steps each.
export const firebaseCourses: CourseSeed[] = [
  {
    slug: 'firestore-data-modelling',
    title: 'Firestore data modelling',
    description:
      'Design collections, documents and queries for Cloud Firestore, and defend your choices in a design interview',
    category: 'firebase',
    duration: 75,
    featured: true,
    updatedAt: '2025-03-18T09:00:00.000Z',
    steps: [
      {
        title: 'Thinking in documents',
        subtitle: 'Why relational habits mislead you',
        content: `<h2>Model for your reads</h2>
<p>Firestore stores documents in collections. There are no joins, and every query must be served by an index. So the first question is not "what are my entities?" but "which screens do I render, and what does each one read?"</p>
<p>Interviewers want to hear you start from access patterns and accept some duplication to make reads cheap.</p>`,
      },
      {
        title: 'Documents, collections and subcollections',
        subtitle: 'The building blocks and their limits',
        content: `<h2>The pieces</h2>
<ul>
<li>A document is a map of fields, up to 1 MiB.</li>
<li>A collection holds documents; a document can hold subcollections.</li>
<li>Deleting a document does not delete its subcollections.</li>
</ul>
<p>Use subcollections for data that grows without bound (messages in a chat), and fields or maps for small, bounded data read together (a user's settings).</p>`,
      },
      {
        title: 'Queries and indexes',
        subtitle: 'What you can and cannot ask',
        content: `<h2>How queries work</h2>
<p>Every query is answered from an index, so its cost depends on the size of the result, not of the collection. Single-field indexes are automatic; queries that filter or sort on several fields need a composite index.</p>
<p>Know the constraints: range and inequality filters on several fields need care, and there is no full-text search; pair Firestore with a search service when you need it.</p>`,
      },
      {
        title: 'Denormalisation',
        subtitle: 'Duplicating data on purpose',
        content: `<h2>Copy what you display</h2>
<p>A post list that shows the author's name can store the name on each post. Reads become a single query; the price is updating copies when the name changes.</p>
<h2>Keeping copies in sync</h2>
<ul>
<li>Write both in a batched write or transaction when both are known.</li>
<li>Use a Cloud Function triggered on the source document for fan-out updates.</li>
<li>Duplicate only data that changes rarely.</li>
</ul>`,
      },
      {
        title: 'One-to-many and many-to-many',
        subtitle: 'Arrays, subcollections or a join collection',
        content: `<h2>Options</h2>
<ul>
<li><strong>Array of ids</strong> on the parent: fine for a small, bounded list; query with <code>array-contains</code>.</li>
<li><strong>Subcollection</strong>: for large or unbounded children.</li>
<li><strong>Join collection</strong> (<code>memberships/{userId}_{teamId}</code>): for many-to-many with data on the relation.</li>
</ul>
<p>State the expected sizes out loud; the right choice depends on them.</p>`,
      },
      {
        title: 'Transactions and batched writes',
        subtitle: 'Keeping related documents consistent',
        content: `<h2>Atomic changes</h2>
<p>A batched write applies up to 500 operations atomically. A transaction also reads first and retries if the documents it read changed before it committed.</p>
<p>Example: moving a card between boards updates the card and two board counters in one transaction, so no one ever sees the card on both or neither.</p>`,
      },
      {
        title: 'Counters and aggregates',
        subtitle: 'Avoiding hot documents',
        content: `<h2>The problem</h2>
<p>A single document can sustain about one write per second. A "likes" counter on a popular post quickly becomes a hot spot.</p>
<h2>Solutions</h2>
<ul>
<li>Use aggregation queries (<code>count()</code>, <code>sum()</code>) when an approximate moment-in-time value is enough.</li>
<li>Use distributed counters: several shards that are summed on read.</li>
<li>Aggregate in a Cloud Function and store the result.</li>
</ul>`,
      },
      {
        title: 'Security rules shape the model',
        subtitle: 'Rules are not filters',
        content: `<h2>Design with rules in mind</h2>
<p>Rules decide whether a query is allowed as a whole; they do not filter results. A query must itself restrict to documents the user may read, for example <code>where("ownerId", "==", uid)</code>.</p>
<p>Keeping ownership fields on each document makes rules simple and cheap to evaluate.</p>`,
      },
      {
        title: 'Worked example: an interview practice app',
        subtitle: 'Sessions, answers and feedback',
        content: `<h2>Access patterns</h2>
<ol>
<li>List my recent sessions, newest first.</li>
<li>Open a session with its answers.</li>
<li>Show my average words per minute over the last month.</li>
</ol>
<h2>Model</h2>
<p><code>users/{uid}/sessions/{sessionId}</code> with a summary (date, type, score); <code>.../answers/{answerId}</code> as a subcollection; a monthly stats document updated by a function when a session finishes. Each screen becomes one query.</p>`,
      },
      {
        title: 'Common mistakes',
        subtitle: 'What reviewers look for',
        content: `<h2>Watch out for</h2>
<ul>
<li>Unbounded arrays inside a document that grow past the size limit.</li>
<li>Sequential ids (timestamps) as document ids, which create write hot spots.</li>
<li>Reading a whole collection to count it.</li>
<li>Relying on rules to hide fields: a document is readable whole or not at all.</li>
</ul>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Record your answers in Practice Interviews',
        content: `<h2>Try these</h2>
<ol>
<li>Model a chat app with rooms, members and messages in Firestore.</li>
<li>How would you show a leaderboard of the top 100 users?</li>
<li>When would you not choose Firestore?</li>
<li>Tell me about a data model you had to change after launch. What did you learn?</li>
</ol>`,
      },
    ],
  },
  {
    slug: 'firebase-authentication-and-security-rules',
    title: 'Firebase Authentication and security rules',
    description: 'Sign-in providers, ID tokens and rules that keep each user in their own data',
    category: 'firebase',
    duration: 45,
    featured: false,
    updatedAt: '2025-02-24T09:00:00.000Z',
    steps: [
      {
        title: 'Authentication versus authorisation',
        subtitle: 'Who you are, and what you may do',
        content: `<h2>Two questions</h2>
<p>Firebase Authentication answers "who is this user?" and gives the client an ID token. Security rules, or your server, answer "may this user do this?". Mixing the two up is the most common mistake in interview answers.</p>`,
      },
      {
        title: 'Sign-in providers',
        subtitle: 'Email, OAuth providers and anonymous users',
        content: `<h2>Choices</h2>
<ul>
<li>Email and password, with email verification and password reset built in.</li>
<li>OAuth providers such as Google, Apple or GitHub.</li>
<li>Anonymous sign-in, which can later be linked to a permanent account.</li>
</ul>
<p>Explain when anonymous sign-in helps: letting people try a quiz before committing to an account.</p>`,
      },
      {
        title: 'ID tokens',
        subtitle: 'Short-lived JWTs and refresh',
        content: `<h2>How tokens work</h2>
<p>After sign-in, the SDK holds a short-lived ID token (one hour) and a refresh token. The token is a signed JWT containing the user id and claims; your server verifies its signature and expiry before trusting it.</p>
<p>Never trust a user id sent in a request body; take it from the verified token.</p>`,
      },
      {
        title: 'Custom claims',
        subtitle: 'Roles in the token',
        content: `<h2>Roles</h2>
<p>Custom claims (for example <code>{ role: "recruiter" }</code>) are set by trusted server code and travel inside the token, so rules can check them without an extra read.</p>
<p>Claims change only when the token is refreshed; mention forcing a refresh after changing a role.</p>`,
      },
      {
        title: 'Rules basics',
        subtitle: 'match, allow and request.auth',
        content: `<h2>Structure</h2>
<p>Rules match document paths and allow operations under conditions: <code>match /users/{uid} { allow read, write: if request.auth.uid == uid; }</code>.</p>
<p>Reads split into <code>get</code> and <code>list</code>; writes into <code>create</code>, <code>update</code> and <code>delete</code>. Grant each separately instead of a blanket <code>write</code>.</p>`,
      },
      {
        title: 'Validating data',
        subtitle: 'request.resource and field checks',
        content: `<h2>Check what is written</h2>
<ul>
<li><code>request.resource.data</code> is the document after the write.</li>
<li>Check types and sizes: <code>request.resource.data.title is string &amp;&amp; request.resource.data.title.size() &lt; 200</code>.</li>
<li>Restrict changed fields with <code>diff().affectedKeys().hasOnly([...])</code>.</li>
</ul>`,
      },
      {
        title: 'Ownership patterns',
        subtitle: 'Per-user, per-team and shared data',
        content: `<h2>Patterns</h2>
<ul>
<li><strong>Per user</strong>: data under <code>users/{uid}</code>, or an <code>ownerId</code> field checked against <code>request.auth.uid</code>.</li>
<li><strong>Per team</strong>: a membership document checked with <code>exists()</code>.</li>
<li><strong>Public reference data</strong>: readable by signed-in users, writable only by admins.</li>
</ul>`,
      },
      {
        title: 'Testing rules',
        subtitle: 'The emulator and unit tests',
        content: `<h2>Test before you deploy</h2>
<p>The Firebase emulator suite runs rules locally. Write tests that a user can read their own documents, cannot read someone else's, and cannot change protected fields such as a role.</p>
<p>Treat a failing rules test like a failing unit test: it blocks the deployment.</p>`,
      },
      {
        title: 'Server-side checks',
        subtitle: 'Cloud Functions and the Admin SDK',
        content: `<h2>When rules are not enough</h2>
<p>Complex business rules, payments and anything involving secrets belong on the server. The Admin SDK bypasses rules, so the function itself must check the caller's token and permissions.</p>`,
      },
      {
        title: 'Common vulnerabilities',
        subtitle: 'Open databases and trusting the client',
        content: `<h2>Watch out for</h2>
<ul>
<li>Test-mode rules (<code>allow read, write: if true</code>) left in production.</li>
<li>Letting a user write their own role field.</li>
<li>Checking permissions only in the UI.</li>
<li>Storing secrets in client code.</li>
</ul>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Record your answers in Practice Interviews',
        content: `<h2>Try these</h2>
<ol>
<li>Write rules so users can read only their own practice sessions.</li>
<li>How would you give recruiters access to their organization's postings?</li>
<li>How do you revoke access for a user who left the company?</li>
<li>Tell me about a security issue you found in a review.</li>
</ol>`,
      },
    ],
  },
];
