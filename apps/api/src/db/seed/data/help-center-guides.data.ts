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
<p>Rehearse helps candidates prepare for interviews and helps hiring teams run them. Everything happens in the browser: there is nothing to install.</p>
<h2>The candidate workspace</h2>
<ul>
<li><strong>Assess Knowledge</strong>: adaptive quizzes that find your level and bring missed questions back for spaced review.</li>
<li><strong>Practice Interviews</strong>: answer one question at a time by typing, recording audio or recording video, and answer again as often as you like.</li>
<li><strong>Mock Interviews</strong>: a timed interview for a role or a job description, with as many takes per question as you allow, followed by a feedback report.</li>
<li><strong>Progress Tracker</strong>: your scores and feedback metrics over time.</li>
</ul>
<h2>The recruiter workspace</h2>
<p>Not built yet. The recruiter pages (job postings, interview questions, rubrics, email templates, company and team) and the admin pages show only their titles so far.</p>`,
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
<p>Sign in with the same email and password. Your session stays valid for seven days on that browser; signing out or changing your password ends every session at once.</p>`,
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
<p>The side navigation groups everything you can do: My Workspace, Interview Tools and Help and Support. On a small screen, open it with the menu button.</p>
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
        subtitle: 'Describe the role and choose its interview',
        content: `<h2>Start a posting</h2>
<p>In the recruiter workspace open <strong>Job Postings</strong> and create a new posting. Give it a clear title, the team, the location or remote policy, and a description of the work.</p>
<h2>Attach the interview</h2>
<ul>
<li>Choose the interview questions candidates answer for this role.</li>
<li>Attach a rubric so every reviewer scores against the same criteria.</li>
<li>Set a time limit per answer and whether answers are typed, audio or video.</li>
</ul>
<h2>Publish</h2>
<p>A draft is visible only to your team. Publish it when the questions and rubric are final; you can still edit the description afterwards, and changes to questions apply to new candidates only.</p>`,
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
<p>Writing your own questions is not built yet: the <strong>Interview Questions</strong> page shows only its title so far. The questions candidates practise with ship with Rehearse.</p>`,
      },
      {
        slug: 'build-a-rubric',
        title: 'Build a scoring rubric',
        subtitle: 'Consistent scores from every reviewer',
        content: `<h2>Why rubrics</h2>
<p>Without a rubric, two reviewers can watch the same answer and score it far apart. A rubric states in advance what a weak, a solid and a strong answer look like.</p>
<h2>Structure</h2>
<ul>
<li>Three to five criteria per question, such as clarity, ownership and impact.</li>
<li>A scale of 1 to 4 with a one-line description per level; an even scale avoids a lazy middle.</li>
<li>An optional weight per criterion when some matter more than others.</li>
</ul>
<h2>Use it</h2>
<p>Open <strong>Rubric Management</strong>, create the rubric and attach it to a posting. Reviewers see it beside each answer and score before reading other reviewers' scores.</p>`,
      },
      {
        slug: 'invite-candidates',
        title: 'Invite candidates to interview',
        subtitle: 'Send invitations with your email templates',
        content: `<h2>Send an invitation</h2>
<p>From a published posting, add the candidate's name and email address. Rehearse sends an invitation with a personal link to the interview.</p>
<h2>Use an email template</h2>
<p>Pick one of your templates under <strong>Email Templates</strong>. Placeholders such as the candidate's first name, the role and the deadline are filled in for each candidate, so a batch of invitations still reads personally.</p>
<h2>Follow up</h2>
<ul>
<li>The posting shows who has started, finished or not yet opened the interview.</li>
<li>Send a reminder a few days before the deadline.</li>
<li>Candidates who finish receive a confirmation automatically.</li>
</ul>`,
      },
      {
        slug: 'review-answers',
        title: 'Review and compare answers',
        subtitle: 'Score, comment and shortlist',
        content: `<h2>Watch or read each answer</h2>
<p>Open a candidate from the posting to see every answer in order, with its recording or text and the rubric beside it. You can play recordings at a faster speed.</p>
<h2>Score fairly</h2>
<ul>
<li>Score one question across all candidates before moving to the next; it keeps your bar steady.</li>
<li>Write a short comment to justify scores at either end of the scale.</li>
<li>Hide other reviewers' scores until you have given your own.</li>
</ul>
<h2>Shortlist</h2>
<p>The posting ranks candidates by their weighted rubric score. Move the strongest to the next stage and let the others know with a respectful template.</p>`,
      },
      {
        slug: 'close-a-posting',
        title: 'Close or archive a posting',
        subtitle: 'Finish a hiring round cleanly',
        content: `<h2>Close</h2>
<p>Closing a posting stops new candidates from starting the interview. Candidates who have already started can finish until their deadline.</p>
<h2>Archive</h2>
<p>Archive a posting when the role is filled. It disappears from the active list but keeps its answers, scores and comments, so you can look back when a similar role opens.</p>
<h2>Recordings and retention</h2>
<ul>
<li>Recordings are stored on your organization's server.</li>
<li>Deleting a candidate's interview deletes its recordings with it.</li>
<li>Set a retention period under Company &amp; Team if your policy requires one.</li>
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
<p>Rehearse sends no reminder emails. Account emails, such as password reset links and the confirmation of a support request, are sent by your Rehearse server once the person who runs it has set up email sending; until then they wait in the server's outbox.</p>`,
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
<p>Under <strong>Company &amp; Team</strong>, set your company name and logo. They appear on job postings and in the emails candidates receive.</p>
<h2>Invite your team</h2>
<ul>
<li>Invite recruiters and hiring managers by email.</li>
<li>Each member takes a seat on your plan.</li>
<li>Remove a member to free their seat; their postings stay with the organization.</li>
</ul>
<h2>Roles</h2>
<p>Recruiters create postings and invite candidates. Administrators also manage the team, billing and retention settings. Roles are checked by the server, not only hidden in the menu.</p>`,
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
        subtitle: 'How your subscription is charged',
        content: `<h2>What you pay for</h2>
<p>Recruiting organizations pay per seat: each recruiter or hiring manager in the recruiter workspace takes one. Candidates never take a seat.</p>
<h2>Billing periods</h2>
<ul>
<li>Monthly plans renew on the same day each month.</li>
<li>Yearly plans are paid up front and can be invoiced.</li>
</ul>
<h2>Where to look</h2>
<p><strong>Billing and Usage</strong> shows your plan, seats in use, interviews this period and the next renewal date.</p>`,
      },
      {
        slug: 'update-payment-method',
        title: 'Update your payment method',
        subtitle: 'Replace an expiring card',
        content: `<h2>Change the card</h2>
<p>Open Billing and Usage and choose to update the payment method. You are taken to our payment provider's secure page; Rehearse never sees your card number.</p>
<h2>When a payment fails</h2>
<ul>
<li>We retry a failed payment over the following days and email the organization owner.</li>
<li>Your team keeps full access while the payment is retried.</li>
<li>Update the card to settle the open invoice straight away.</li>
</ul>`,
      },
      {
        slug: 'promo-codes',
        title: 'Use a promo code',
        subtitle: 'Apply a discount when you sign up',
        content: `<h2>From a link</h2>
<p>If you followed a link that contains a promo code, Rehearse keeps the code while you sign up and applies it to your subscription when your account is ready.</p>
<h2>Typed in</h2>
<p>You can also enter a code on the billing page before you confirm a plan. One code applies per subscription.</p>
<h2>Check it worked</h2>
<p>Billing and Usage shows the discount and when it ends.</p>`,
      },
      {
        slug: 'invoices-and-receipts',
        title: 'Invoices and receipts',
        subtitle: 'Download invoices and add your billing details',
        content: `<h2>Download</h2>
<p>Every invoice is listed under Billing and Usage with its date, amount and status, and can be downloaded as a PDF.</p>
<h2>Billing details</h2>
<ul>
<li>Add your company's legal name and address.</li>
<li>Add a VAT or tax number so it appears on future invoices.</li>
<li>Send invoices to a finance address instead of the owner's email.</li>
</ul>`,
      },
      {
        slug: 'cancel-or-change-plan',
        title: 'Cancel or change your plan',
        subtitle: 'Upgrades, downgrades and cancellation',
        content: `<h2>Upgrade</h2>
<p>An upgrade applies immediately. You pay the difference for the rest of the current period.</p>
<h2>Downgrade</h2>
<p>A downgrade applies from the next period. If you use more seats than the smaller plan allows, remove members first.</p>
<h2>Cancel</h2>
<p>Cancelling stops the renewal; your team keeps access until the end of the paid period. After that the organization becomes read-only so you can still export your postings, questions and feedback.</p>`,
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
<li>Your profile, practice history and recordings are private to your account.</li>
</ul>`,
      },
      {
        slug: 'reset-your-password',
        title: 'Reset your password',
        subtitle: 'When you cannot sign in',
        content: `<h2>Request a link</h2>
<p>On the sign-in page choose <strong>Forgot password?</strong> and enter your email address. If an account exists for it, Rehearse prepares an email with a reset link; for your privacy the page answers the same either way. This version does not send emails yet, so ask the person who runs your Rehearse server if it does not arrive.</p>
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
<p>You can also set it on My Profile. It is shown on your own avatar; Rehearse has no teammates or chat partners who see it yet.</p>`,
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
        content: `<h2>Not built yet</h2>
<p>Rehearse does not offer changing or cancelling a plan yet. The <strong>Subscriptions</strong> page in the navigation shows only its title so far.</p>
<h2>What works today</h2>
<p>The candidate workspace: adaptive quizzes, practice interviews, mock interviews with feedback reports and the Progress Tracker. Rehearse takes no payments and bills no one.</p>`,
      },
    ],
  },
];
