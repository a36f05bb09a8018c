import type { GuideCategorySeed } from '@rehearse/contracts/help-center';

// Help-centre guides in five categories: getting-started, projects, settings, payments and
// your-account. Content is rich HTML: h2, p, ul/ol, strong.
// Most categories hold more than the default list limit of 5, so the limit is visible.
export const guideCategoriesData: GuideCategorySeed[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    guides: [
      {
        slug: 'what-is-rehearse',
        title: 'What is Rehearse',
        subtitle: 'A tour of the candidate and recruiter workspaces',
        content: `<h2>One app for both sides of the interview</h2>
<p>Rehearse helps candidates prepare for interviews and helps hiring teams run structured one-way interviews. Everything happens in the browser: there is nothing to install.</p>
<h2>The candidate workspace</h2>
<ul>
<li><strong>Assess Knowledge</strong>: adaptive quizzes that find your level and bring missed questions back for spaced review.</li>
<li><strong>Practice Interviews</strong>: answer one question at a time by typing, recording audio or recording video, and answer again as often as you like.</li>
<li><strong>Mock Interviews</strong>: a timed interview for a role or a job description, with as many takes per question as you allow, followed by a feedback report.</li>
<li><strong>Progress Tracker</strong>: your scores and feedback metrics over time.</li>
</ul>
<h2>The recruiter workspace</h2>
<p>Members of a recruiting organization get a navigation of their own for running their hiring:</p>
<ul>
<li><strong>Home</strong>: what awaits review, the hiring funnels and the activity of recent weeks.</li>
<li><strong>Job Postings</strong>: the job, its one-way interview plan, its rubric and hiring team, moved from draft to open, closed and archived, and its candidates: invited, scored, compared and decided on, as a table or a pipeline board.</li>
<li><strong>Interview Questions</strong>: your organization's own questions, and the shipped question bank to copy from.</li>
<li><strong>Rubric Management</strong>: weighted criteria, each with a 1 to 5 scale described level by level, and an overall recommendation.</li>
<li><strong>Email Templates</strong> and <strong>Company &amp; Team</strong>: the wording of your emails, your company profile and your team.</li>
<li><strong>Billing and Usage</strong>: your plan, interview credits, credit packs, promo codes and usage.</li>
</ul>
<p>Candidates invited to a posting need no account: they record its one-way interview from a private link. The administrators of a Rehearse server manage its organizations, subscriptions, promo codes and invitations, with a dashboard and an audit log.</p>`,
      },
      {
        slug: 'create-your-account',
        title: 'Create your account',
        subtitle: 'Sign up and sign in',
        content: `<h2>Sign up</h2>
<p>Open the sign-up page and enter your name, your email address and a password of at least eight characters. If you add a company name, it becomes the name of your workspace. There is no email to confirm: you are signed in at once.</p>
<h2>Choosing a good password</h2>
<ul>
<li>Use a passphrase of three or four unrelated words; length beats symbols.</li>
<li>Do not reuse a password from another site.</li>
<li>A password manager can generate and remember it for you.</li>
</ul>
<h2>Signing in</h2>
<p>Sign in with the same email and password. Your session stays valid for seven days on that browser; signing out or changing your password ends every session at once.</p>
<h2>Joining a recruiting team</h2>
<p>Signing up makes a candidate account. To work in a recruiting organization, open the invitation link one of its owners (or an administrator of your Rehearse server) sent you: accept it with a new account, or with the account you already have.</p>`,
      },
      {
        slug: 'your-first-quiz',
        title: 'Take your first quiz',
        subtitle: 'How adaptive difficulty finds your level',
        content: `<h2>Start a quiz</h2>
<p>Open <strong>Assess Knowledge</strong> and pick one or more skills, for example JavaScript or system design. A quiz has 5, 10 or 20 questions, all of the skills you picked.</p>
<h2>How the difficulty adapts</h2>
<p>With adaptive difficulty, the first question of a skill is at your level for it (level 3 while the skill is not rated yet). Three right answers in a row make the next question one level harder; three wrong answers in a row make it one level easier, between level 1 and level 5. Mixed answers keep the difficulty where it is, so the quiz settles where you get about half right.</p>
<h2>After the quiz</h2>
<ul>
<li>Your score per topic shows on the Progress Tracker.</li>
<li>Questions you missed are scheduled for spaced review.</li>
<li>Each answer comes with an explanation: read it even when you got the answer right.</li>
</ul>`,
      },
      {
        slug: 'your-first-practice-interview',
        title: 'Record your first practice answer',
        subtitle: 'Typed, audio and video answers',
        content: `<h2>Pick a question</h2>
<p>Open <strong>Practice Interviews</strong> and choose a question from the list; filter it by role, competency or kind of question, or search it.</p>
<h2>Choose how to answer</h2>
<ul>
<li><strong>Typed</strong>: best for structuring your thoughts the first time.</li>
<li><strong>Audio</strong>: practise saying the answer out loud without worrying about the camera.</li>
<li><strong>Video</strong>: closest to a real video interview; check your framing and lighting first.</li>
</ul>
<p>The browser asks once for permission to use your microphone and camera. A recorded answer is transcribed on the Rehearse server when you stop; you can correct the transcript, and the feedback is computed again.</p>
<h2>Use the STAR scaffold</h2>
<p>For a typed answer, turn on the STAR scaffold. It gives you four boxes (Situation, Task, Action, Result) to write your answer in, so it has a beginning, a middle and an end. Your first answer also unlocks the model answer and its talking points.</p>`,
      },
      {
        slug: 'your-first-mock-interview',
        title: 'Sit your first mock interview',
        subtitle: 'What to expect and how to read the feedback',
        content: `<h2>Before you start</h2>
<p>A mock interview runs like a one-way video interview: a set of questions chosen for a role or for the job description you paste, a think time and a time limit per answer, and as many takes per question as you choose (one means no retakes). Find a quiet room, close other tabs and test your microphone in the check before you start.</p>
<h2>During the interview</h2>
<p>Each question is shown and read aloud, then the think time runs and the recording starts by itself with the answer countdown. You can stop early. Speak to the camera as you would to an interviewer, then go on to the next question.</p>
<h2>Reading the feedback report</h2>
<ul>
<li><strong>Content</strong>: relevance to the question, talking points covered, concrete details and, for behavioural questions, STAR structure.</li>
<li><strong>Delivery</strong>: pace (130 to 160 words per minute is the target), long pauses and filler words per 100 words.</li>
<li><strong>Score</strong>: each metric has a sub-score from 0 to 100; the overall score is their weighted mean. Open a metric to see how it is measured.</li>
</ul>
<p>Pick one metric to improve for your next mock interview rather than all of them at once.</p>`,
      },
      {
        slug: 'spaced-review',
        title: 'Make spaced review a habit',
        subtitle: 'Ten minutes a day beats one long session a week',
        content: `<h2>What spaced review does</h2>
<p>Every question you miss in a quiz is due for review at once. Each time you then answer it right it comes back later: after a day, after six days, then after longer and longer gaps. Missing it again starts it over, so questions you keep missing stay close.</p>
<h2>How to fit it in</h2>
<ul>
<li>Open Assess Knowledge once a day and choose Retake what I missed, or take the Daily 5, which starts with up to two due questions.</li>
<li>Keep it short: ten minutes is enough on most days.</li>
<li>Do not skip a question you are unsure about; a wrong answer is useful information.</li>
</ul>
<h2>Before an interview</h2>
<p>In the week before an interview, review daily and take one fresh quiz per topic the role needs. It tells you where to spend your last evenings.</p>`,
      },
      {
        slug: 'navigate-the-app',
        title: 'Find your way around',
        subtitle: 'Navigation, search, shortcuts and notifications',
        content: `<h2>The navigation</h2>
<p>The side navigation groups everything you can do: My Workspace, Interview Tools and Help and Support. Members of a recruiting organization see the recruiter groups instead: My Workspace (Home, Job Postings, Interview Questions, Rubric Management) and Admin Settings (Email Templates, Company &amp; Team, Billing and Usage). On a small screen, open it with the menu button.</p>
<h2>Search and shortcuts</h2>
<ul>
<li>Search in the header finds pages, contacts and tasks once you type two characters.</li>
<li>Shortcuts keep the pages you use most one click away; add your own with the plus button.</li>
</ul>
<h2>Messages and notifications</h2>
<p>Messages and notifications come from Rehearse itself: a welcome, your quiz results, mock-interview feedback that is ready and the support requests you sent. Mark them as read one by one or all at once.</p>`,
      },
    ],
  },
  {
    slug: 'projects',
    title: 'Hiring projects',
    guides: [
      {
        slug: 'create-a-job-posting',
        title: 'Create a job posting',
        subtitle: 'Describe the role and plan its interview',
        content: `<h2>Start a posting</h2>
<p>Open <strong>Job Postings</strong> and choose <strong>New posting</strong>. Give it a job title and, as you need them, a department, a location, the workplace (on-site, hybrid or remote), the employment type, a description with headings, lists and links, the skills and target role it calls for, and a salary range (optional). Choose the members of its hiring team and the rubric it uses. It is saved as a draft; owners and recruiters edit postings, reviewers view them.</p>
<h2>Plan the interview</h2>
<ul>
<li>Add up to 20 questions: type one in, or choose <strong>Add from library</strong> to pick from your questions or the question bank. The plan keeps its own copy of each question's text.</li>
<li>For each question choose the answer (video, audio or written), the think time (up to 5 minutes), the answer time (30 seconds to 10 minutes spoken, 1 to 30 minutes written), the number of takes (1 to 5) and the rubric criteria it informs.</li>
<li>Add an optional intro and closing message, and the response deadline: 1 to 60 days after an invitation.</li>
</ul>
<h2>Open it</h2>
<p>A posting opens only with at least one question. While it is open, its questions and rubric are locked (close it to change them); its other details stay editable. Opening does not publish the posting or invite anyone: only your organization's members see your postings, and candidates see its interview only once you invite them from the posting's page.</p>`,
      },
      {
        slug: 'write-interview-questions',
        title: 'Write good interview questions',
        subtitle: 'Questions that reveal how someone works',
        content: `<h2>Ask about real situations</h2>
<p>"Tell me about a time you disagreed with a design decision" tells you more than "Are you a team player?". Behavioural questions invite answers with a situation, an action and a result that you can score.</p>
<h2>Make every question earn its place</h2>
<ul>
<li>Tie each question to one skill the role needs.</li>
<li>Avoid questions about age, family, health or anything unrelated to the work.</li>
<li>Keep an interview to five to eight questions; fatigue lowers the quality of later answers.</li>
</ul>
<h2>In Rehearse</h2>
<p>Open <strong>Interview Questions</strong>. Under <strong>Your questions</strong>, choose <strong>Add question</strong> and tag it with a competency, skills and roles; search, filter and sort to find it again. Under <strong>Question bank</strong> are the questions that ship with Rehearse: they are read-only, so choose <strong>Copy to your questions</strong> to adjust one.</p>
<p>Only your organization's members see your questions: owners and recruiters edit them, reviewers read them. They never appear in quizzes or practice. Add them to a posting's interview plan from the posting editor.</p>`,
      },
      {
        slug: 'build-a-rubric',
        title: 'Build a scoring rubric',
        subtitle: 'Weighted criteria on an anchored 1 to 5 scale',
        content: `<h2>Why rubrics</h2>
<p>Without a rubric, two reviewers can watch the same answer and score it far apart. A rubric states in advance what a weak, a solid and a strong answer look like.</p>
<h2>Structure</h2>
<ul>
<li>A few criteria (up to 20), such as problem solving, communication and ownership, each with a short description of what to look for.</li>
<li>A weight from 1 to 10 per criterion, for when some matter more than others.</li>
<li>A scale of 1 to 5 for every criterion (Poor, Weak, Adequate, Strong, Exceptional) with a one-line description of what each level looks like. Write the levels so that two reviewers would pick the same one.</li>
<li>An overall recommendation at the end: Strong no, No, Yes or Strong yes.</li>
</ul>
<h2>Use it</h2>
<p>Open <strong>Rubric Management</strong> and choose <strong>New rubric</strong>. <strong>Preview as a reviewer</strong> shows the scorecard as a reviewer sees it; nothing you choose there is saved. Then choose the rubric in a posting and link each interview-plan question to the criteria it informs. A rubric cannot be deleted while a posting that is not archived uses it.</p>
<p>The members of a posting's hiring team score each candidate who finished the interview on its rubric: a level per criterion (one may stay unrated) and an overall recommendation, saved as a draft until they submit it.</p>`,
      },
      {
        slug: 'invite-candidates',
        title: 'Invite candidates to interview',
        subtitle: 'One by one or from a CSV file, each with a private link',
        content: `<h2>Invite</h2>
<p>Open an open posting's page. Owners and recruiters choose <strong>Invite a candidate</strong> and enter a name and an email address, or <strong>Import CSV</strong> to invite up to 1,000 at once: one candidate per row (name, email), with a preview that names each row's problem before anyone is invited. Inviting the same email to a posting twice keeps the first invitation and sends nothing more.</p>
<p>Each invitation holds one interview credit of your organization; with no credit left, inviting is refused and a <strong>Buy credits</strong> link leads to Billing and Usage. The credit is spent when the candidate finishes and given back when the invitation expires, is revoked or the candidate withdraws.</p>
<h2>What the candidate receives</h2>
<ul>
<li>Your invitation email with a private link to the interview, usable without an account, and a reminder before the deadline if the posting sends one.</li>
<li>The interview in your company's logo and colour: a welcome, their consent, a camera and microphone check, a warm-up your team never sees, then your questions with think and answer times, and a received email when they finish.</li>
<li>Variables such as {{candidate.firstName}}, {{posting.title}}, {{interview.link}} and {{deadline}} fill your <strong>Email Templates</strong> with each candidate's details.</li>
</ul>
<h2>Follow up</h2>
<p>The candidates table shows each one's stage. <strong>Resend</strong> emails a new link (the old one stops working), <strong>Extend</strong> sets a later deadline and emails a new link, and revoking ends the invitation and cancels its reminder. Emails are delivered once the person who runs your Rehearse server has set up email sending; until then they wait in the server's outbox.</p>`,
      },
      {
        slug: 'review-answers',
        title: 'Review and compare answers',
        subtitle: 'Score on the rubric, compare, then decide',
        content: `<h2>Review a candidate</h2>
<p>Once a candidate has finished, open them from the posting's candidates. Their answers are shown in plan order beside your scorecard: the recording with its transcript, or the written answer, and the rubric criteria each question informs. Rehearse's practice feedback and metrics are never shown here: people score on the rubric, and Rehearse does not score candidates itself.</p>
<h2>Score</h2>
<ul>
<li>The members of the posting's hiring team, whatever their role, score its candidates when the posting has a rubric. Reviewers see the candidates only of the postings whose hiring team they are on.</li>
<li>Rate each criterion from 1 to 5, add notes and an overall recommendation, then submit; submitting locks your scorecard until you reopen it.</li>
<li>With blind scoring, you see the team's scorecards only after you submit your own, or never; with anonymised review, the team sees "Candidate 3F2A" instead of names, and recorded answers as audio and transcript only.</li>
</ul>
<h2>Compare and decide</h2>
<p><strong>Compare candidates</strong> ranks the finished candidates by their weighted overall score and flags criteria the team disagrees on. Owners and recruiters then shortlist, reject (the email may wait up to a week) or hire, one candidate or many, from the candidate's page or by moving cards on the pipeline board; shortlisting and rejecting send your templates' emails.</p>
<h2>Agree on the bar</h2>
<p>Go through a rubric's preview with the hiring team before you interview. If two of you would put the same imagined answer at different levels, sharpen the descriptions of those levels.</p>`,
      },
      {
        slug: 'close-a-posting',
        title: 'Close or archive a posting',
        subtitle: 'Finish a hiring round cleanly',
        content: `<h2>The states</h2>
<p>A posting starts as a draft and moves from draft to open, from open to closed and from closed to archived. A closed posting can be reopened, and an archived one moved back to draft. Owners and recruiters change the state from the postings list or from the posting's page.</p>
<h2>Close</h2>
<p>Close a posting when the round is over, or to change its interview plan or rubric, which stay locked while it is open. Closing moves every candidate still without a decision to rejected and sends them your "not moving forward" email, unless the posting's "Email undecided candidates when the posting closes" is off; shortlisted and hired candidates are left alone.</p>
<h2>Archive</h2>
<p>Archive a closed posting when the role is filled. It shows under the Archived tab and is read-only: move it back to draft to change it.</p>
<h2>Duplicate or delete</h2>
<ul>
<li>Duplicate any posting to start a new draft with the same details, hiring team, rubric and interview plan.</li>
<li>Only a draft can be deleted, with its interview plan; close and archive the others instead.</li>
</ul>`,
      },
    ],
  },
  {
    slug: 'settings',
    title: 'Settings',
    guides: [
      {
        slug: 'layout-and-theme',
        title: 'Change the layout and theme',
        subtitle: 'Light, dark or automatic, and six colour themes',
        content: `<h2>Colour scheme</h2>
<p>Choose light, dark or auto. Auto follows your operating system, so Rehearse turns dark in the evening if your computer does.</p>
<h2>Themes and layouts</h2>
<ul>
<li>Six colour themes: default, brand, teal, rose, purple and amber.</li>
<li>Several layouts change where the navigation sits and how dense it is.</li>
</ul>
<p>Your choice is remembered on this browser.</p>`,
      },
      {
        slug: 'microphone-and-camera',
        title: 'Set up your microphone and camera',
        subtitle: 'Permissions, devices and a quick sound check',
        content: `<h2>Give permission</h2>
<p>The first time you record, the browser asks for permission to use your microphone and camera. Choose Allow. If you chose Block by mistake, click the icon at the left of the address bar and change it.</p>
<h2>Pick the right device</h2>
<p>Rehearse records with the microphone and camera the browser chooses, so set the default device in the browser or system settings, then reload the page. A headset gives clearer sound, a better transcript and more reliable feedback metrics.</p>
<h2>Sound check</h2>
<ul>
<li>Use the camera and microphone check before a mock interview, or record a short practice answer and play it back.</li>
<li>Sit facing a window or a lamp, not with it behind you.</li>
<li>Put the camera at eye level.</li>
</ul>`,
      },
      {
        slug: 'notifications',
        title: 'Manage notifications',
        subtitle: 'Decide what reaches you and when',
        content: `<h2>In the app</h2>
<p>Notifications appear under the bell in the header: your quiz results and mock-interview feedback that is ready. Messages hold the welcome and confirmations of your support requests.</p>
<h2>Keep the list tidy</h2>
<ul>
<li>Toggle a notification between read and unread from its menu.</li>
<li>Mark all as read with one click when you are back from a break.</li>
<li>Remove notifications you no longer need.</li>
</ul>
<h2>By email</h2>
<p>Rehearse sends you no reminder emails about your own practice. Account emails, such as password reset links, the confirmation of a support request and invitations to a recruiting team, and the emails a recruiting organization sends its candidates, are sent by your Rehearse server once the person who runs it has set up email sending; until then they wait in the server's outbox.</p>`,
      },
      {
        slug: 'shortcuts',
        title: 'Customize your shortcuts',
        subtitle: 'Keep your most-used pages one click away',
        content: `<h2>Add a shortcut</h2>
<p>Open the shortcuts panel in the header, choose the plus button and fill in a label, an icon and the link. A description is optional.</p>
<h2>In-app or external</h2>
<p>Turn on "use router" for pages inside Rehearse so they open instantly without reloading. Leave it off for links to other sites.</p>
<h2>Edit and remove</h2>
<ul>
<li>Choose the pencil to enter edit mode, then click a shortcut to change it.</li>
<li>Delete a shortcut from its edit form.</li>
</ul>`,
      },
      {
        slug: 'language',
        title: 'Change the language',
        subtitle: 'The language menu in the header',
        content: `<h2>Switch language</h2>
<p>Open the language menu in the header, next to the search, and choose a language. The interface changes immediately and your choice is remembered on this browser.</p>
<h2>Content in other languages</h2>
<p>The interface is in English and Turkish. The quiz and interview questions and these help texts are in English.</p>
<h2>Feedback metrics</h2>
<p>Transcription of recordings and the analysis of answers are made for English: answer in English for feedback that means something.</p>`,
      },
      {
        slug: 'company-and-team',
        title: 'Set up your company and team',
        subtitle: 'For recruiting organizations',
        content: `<h2>Company profile</h2>
<p>Under <strong>Company &amp; Team</strong>, owners and recruiters set the company name, a logo (PNG, JPEG or WebP, up to 1 MB), the website, an about text and a brand colour. The logo and colour appear on the invitation page your teammates open, on the interview page your candidates open and in the emails made from your templates.</p>
<h2>Invite your team</h2>
<ul>
<li>Owners invite colleagues by email as owner, recruiter or reviewer. The link works once and for 7 days; resend the invitation for a new link, or revoke it.</li>
<li>The colleague accepts with a new account or with the one they have, unless it is already in a recruiting organization: a person belongs to at most one.</li>
<li>The email is sent once the person who runs your Rehearse server has set up email sending; until then it waits in the server's outbox.</li>
<li>A member who leaves or is removed keeps a candidate workspace of their own; the organization's postings, questions and rubrics stay with it.</li>
</ul>
<h2>Roles</h2>
<p>Recruiters edit the company profile, postings, interview questions, rubrics and email templates, invite candidates, decide on them and buy credits. Owners can do the same and also manage the team: invitations, roles, removing members and handing over ownership. Reviewers read postings, questions, rubrics and templates and edit none of them; like every member on a posting's hiring team, they score its candidates. The recruiting plan includes 5 seats. The last owner cannot leave. Roles are checked by the server, not only hidden in the menu.</p>`,
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    guides: [
      {
        slug: 'plans-and-billing',
        title: 'Plans and billing',
        subtitle: 'One subscription per organization, counted in interview credits',
        content: `<h2>Who pays</h2>
<p>Candidates never pay: quizzes, practice interviews, mock interviews and the Progress Tracker are always free and never limited. A recruiting organization has one subscription; the recruiting plan includes 5 seats and 20 interview credits a month.</p>
<h2>Interview credits</h2>
<ul>
<li>One credit is one candidate's one-way interview. It is held when you invite the candidate, spent when they finish, and given back when the invitation expires, is revoked or the candidate withdraws.</li>
<li>The monthly allowance does not roll over; credits bought or given by a promo code never expire.</li>
<li>With no credit left, inviting is refused until you buy more.</li>
</ul>
<h2>Billing and Usage</h2>
<p>Owners and recruiters open <strong>Billing and Usage</strong> in the recruiter navigation. It shows your plan, your free credits and those held by pending invitations, the monthly allowance and when the next one arrives, seats used, credit packs to buy, a promo code box, usage per month and per job posting, and the history of every change to your credits. Reviewers cannot open it.</p>`,
      },
      {
        slug: 'update-payment-method',
        title: 'Update your payment method',
        subtitle: 'Cards are entered at checkout, never stored',
        content: `<h2>No stored payment method</h2>
<p>Credit packs are paid by card through Stripe Checkout: you enter the card on Stripe's page for each purchase, and Rehearse keeps no card or other payment method, so there is nothing to add, update or remove.</p>
<h2>When a payment does not go through</h2>
<p>Credits are added only once Stripe confirms the payment. A checkout you cancel charges nothing and adds nothing (Billing and Usage says so when you come back), and you can buy again. Nothing is charged automatically, so no later payment can fail.</p>`,
      },
      {
        slug: 'promo-codes',
        title: 'Use a promo code',
        subtitle: 'Credits or a discount on your next purchase',
        content: `<h2>What a code gives</h2>
<p>A promo code gives your organization interview credits, or a percent off its next credit purchase. Credits from a code never expire; a discount waits until that purchase is paid, so a cancelled checkout keeps it.</p>
<h2>Applying it</h2>
<ul>
<li>Open a sign-in link that carries the code (<strong>?promo_code=</strong>): it is applied once you are signed in.</li>
<li>Or type it under <strong>Have a promo code?</strong> on Billing and Usage.</li>
<li>Owners and recruiters apply codes, and each code works once per organization. Rehearse says what the code gave, or why it was refused: unknown, not started yet, expired, used up or already used by your organization.</li>
</ul>`,
      },
      {
        slug: 'invoices-and-receipts',
        title: 'Invoices and receipts',
        subtitle: 'Your purchases in the Billing and Usage history',
        content: `<h2>Your purchases</h2>
<p>Every credit pack you buy appears in the history on <strong>Billing and Usage</strong>, newest first, with every other change to your credits: granted, held for an invitation, spent, given back, refunded, expired or adjusted by an administrator.</p>
<h2>No invoices</h2>
<p>Rehearse makes no downloadable invoices and keeps no billing details such as a company legal name, address or VAT number.</p>`,
      },
      {
        slug: 'cancel-or-change-plan',
        title: 'Cancel or change your plan',
        subtitle: 'Plans are changed by an administrator',
        content: `<h2>Changing the plan</h2>
<p>Changing or cancelling a plan is not self-service. The administrators of your Rehearse server change an organization's plan, seats and monthly allowance, and adjust its credits with a reason; ask them. Nothing renews or is charged automatically: you pay only for the credit packs you buy.</p>
<h2>Stopping</h2>
<p>To stop using Rehearse, delete your account on <strong>My Profile</strong>. A member of a recruiting organization can also leave it from <strong>Company &amp; Team</strong>, unless they are its last owner, and keep a candidate workspace of their own.</p>`,
      },
    ],
  },
  {
    slug: 'your-account',
    title: 'Your account',
    guides: [
      {
        slug: 'edit-your-profile',
        title: 'Edit your profile',
        subtitle: 'Name, photo, status and the skills you prepare for',
        content: `<h2>Open your profile</h2>
<p>Open <strong>My Profile</strong>. Change your name, headline and status, and upload a photo in PNG, JPEG, GIF or WebP format, which you crop before it is saved.</p>
<h2>Targets</h2>
<p>Choose the roles and skills you are preparing for. Your target skills steer your Daily 5; leave them empty to practise every skill.</p>
<h2>What others see</h2>
<ul>
<li>Your headline, targets, practice history and recordings are private to your account.</li>
<li>In a recruiting organization, the other members see your name, email address and role in the team list, and your name and photo on the hiring teams you are part of.</li>
</ul>`,
      },
      {
        slug: 'reset-your-password',
        title: 'Reset your password',
        subtitle: 'When you cannot sign in',
        content: `<h2>Request a link</h2>
<p>On the sign-in page choose <strong>Forgot password?</strong> and enter your email address. If an account exists for it, Rehearse emails you a reset link; for your privacy the page answers the same either way. Your Rehearse server sends the email once the person who runs it has set up email sending; until then it waits in the server's outbox. If it does not arrive (look in your spam folder too), ask the person who runs your Rehearse server.</p>
<h2>Choose a new password</h2>
<ul>
<li>The link works once and expires after an hour.</li>
<li>Choose a password of at least eight characters that you do not use elsewhere.</li>
</ul>
<h2>Afterwards</h2>
<p>Every other session of your account is signed out, so an old session on a shared computer cannot be used any more.</p>`,
      },
      {
        slug: 'set-your-status',
        title: 'Set your status',
        subtitle: 'Online, away, busy or invisible',
        content: `<h2>Change it</h2>
<p>Open the user menu at the top right and pick a status. The coloured dot on your avatar follows it: green for online, amber for away, red for busy and grey for invisible.</p>
<h2>When to use which</h2>
<p>You can also set it on My Profile. It is shown on your own avatar only: no one else sees it, not even the members of a recruiting organization you belong to.</p>`,
      },
      {
        slug: 'sign-out-everywhere',
        title: 'Sign out and lock your session',
        subtitle: 'Keep your account safe on shared computers',
        content: `<h2>Sign out</h2>
<p>Choose Sign out in the user menu. Signing out ends every session of your account, not only this browser.</p>
<h2>How long a session lasts</h2>
<p>A sign-in lasts seven days on a browser. Changing your password also signs out every other session.</p>
<h2>On a shared computer</h2>
<ul>
<li>Always sign out when you finish.</li>
<li>Do not let the browser save your password.</li>
</ul>`,
      },
      {
        slug: 'privacy-and-recordings',
        title: 'Privacy and your recordings',
        subtitle: 'Where your answers are stored and how to delete them',
        content: `<h2>Where recordings live</h2>
<p>Audio and video answers are stored on the server that runs your Rehearse installation, with the rest of your data, and transcribed on that same server. Rehearse sends them to no other service. Only if you choose the browser's speech service for the live preview may the browser send your audio to its maker.</p>
<h2>Deleting</h2>
<ul>
<li>Delete a practice attempt or a mock interview to delete its recordings with it.</li>
<li>Deleting your account deletes every recording.</li>
</ul>
<h2>Transcripts and metrics</h2>
<p>The transcript and the feedback metrics, such as words per minute and filler words, are stored with the answer, so they go when the answer goes.</p>`,
      },
      {
        slug: 'delete-your-account',
        title: 'Delete your account',
        subtitle: 'Remove your data for good',
        content: `<h2>Before you delete</h2>
<p>Deleting your account removes your profile, quizzes, practice answers, mock interviews and every recording, for good. It cannot be undone. To keep a copy, choose <strong>Download my data</strong> on My Profile first.</p>
<h2>How</h2>
<p>On <strong>My Profile</strong> choose <strong>Delete my account</strong> and type your account's email address to confirm. You are signed out at once.</p>
<h2>Recruiting organizations</h2>
<p>If you are the only owner of a recruiting organization that has other members, make another member an owner first; until then the deletion is refused. The organization's postings, questions, rubrics and email templates belong to the organization and stay with it.</p>`,
      },
    ],
  },
];
