import type { FaqCategorySeed } from '@rehearse/contracts/help-center';

// Help-centre FAQs in five categories: most-asked, general-inquiries, licenses, payments and
// support. Answers are plain text; paragraphs are
// separated by a blank line.
const paragraphs = (...parts: string[]) => parts.join('\n\n');

export const faqCategoriesData: FaqCategorySeed[] = [
  {
    slug: 'most-asked',
    title: 'Most asked',
    faqs: [
      {
        question: 'What is Rehearse and who is it for?',
        answer: paragraphs(
          'Rehearse helps you prepare for interviews. You assess your knowledge with adaptive quizzes, rehearse answers one question at a time in practice interviews and sit timed mock interviews that end with a feedback report. The Progress Tracker shows how you improve.',
          "Recruiting teams run their hiring in it: a company profile and a team with roles, job postings with one-way interview plans, their own interview questions, scoring rubrics and email templates. They invite candidates to an open posting by email, one by one or from a CSV file; each candidate records the one-way interview from a private link, without an account. The hiring team scores the answers on the posting's rubric and compares candidates, and owners and recruiters shortlist, reject or hire, which sends the matching email. The recruiter Home dashboard shows what awaits review. Each candidate's interview uses one interview credit of the organization's subscription; practising is always free.",
          'The administrators of a Rehearse server manage its organizations, subscriptions, promo codes and invitations.',
        ),
      },
      {
        question: 'How do quizzes decide which questions I get?',
        answer: paragraphs(
          'Adaptive quizzes start each skill at your level for it: the difficulty your rating matches, or level 3 for a skill not rated yet. After three right answers in a row the next question is one level harder; after three wrong answers in a row (a late answer counts as wrong) it is one level easier, always between level 1 and level 5. Every answer also moves your rating, which sets where your next quiz starts. A quiz asks only questions of the skills you chose.',
          'Questions you miss are not forgotten. A missed question is due for review at once, under "Retake what I missed"; each time you then answer it right it comes back later: after a day, after six days, then after longer gaps. Missing it again starts it over. The Daily 5 mixes up to two due review questions into its five.',
        ),
      },
      {
        question: 'What is the difference between a practice interview and a mock interview?',
        answer: paragraphs(
          'A practice interview is for working on one answer at a time. You pick a question, answer it by typing, recording audio or recording video, and you can answer again as often as you like: every attempt is kept with its feedback, so you can compare two side by side. The STAR scaffold (Situation, Task, Action, Result) helps you structure behavioural answers, and your first answer unlocks the model answer and its talking points.',
          'A mock interview runs like a one-way video interview: a set of questions chosen for a role or for a job description you paste, each read aloud, with think time and an answer countdown. You choose how many takes each question allows (one means no retakes); the latest take counts. When you finish you get a feedback report with an overall score, a score per question and the metrics behind them.',
        ),
      },
      {
        question: 'How is my answer scored?',
        answer: paragraphs(
          'Every answer is analysed by rules you can read, not by a person. Content metrics look at what you said: relevance to the question, how many of its talking points you covered, concrete details such as figures and names, STAR structure for behavioural questions, quantified claims and, in mock interviews for a job description, which of its terms you used. Delivery metrics look at how you said it: pace in words per minute and long pauses (both only for recorded answers) and filler words. Style metrics count hedges, "I" versus "we", repeated words and the reading grade of your sentences.',
          'Each metric gets a sub-score from 0 to 100 against a published target, and the overall score is their weighted mean; metrics that do not apply to an answer are left out. Open any metric in the feedback to see how it is measured, its target and the words in your transcript that it counted. The analysis is made for English answers.',
        ),
      },
      {
        question: 'Do I have to type what I said in a recorded answer?',
        answer: paragraphs(
          'No. When you stop recording, the recording is uploaded and transcribed on the Rehearse server by PocketSphinx; the feedback follows as soon as the transcript is ready. The words that may appear while you speak are only a preview from your browser, and you can turn that preview off.',
          'Only if the server you use does not have transcription installed (or has it turned off) does Rehearse say so and ask you to type the transcript.',
        ),
      },
      {
        question: 'Can I correct the transcript?',
        answer: paragraphs(
          'Yes. Automatic transcription mishears words, especially names and technical terms. In a practice interview choose "Correct the transcript" on the attempt; in a mock interview correct it on the feedback page. The feedback is then computed again from your corrected words, while pace and pauses stay measured from the recording itself.',
        ),
      },
      {
        question: 'Do my recordings leave this server?',
        answer: paragraphs(
          'Your audio and video answers are uploaded to the server that runs your Rehearse installation and stored there with the rest of your data. They are transcribed on that same server; Rehearse sends them to no other service.',
          'One choice is yours: the live transcript preview while you record. "On this device" keeps your audio on your computer, and "Off" uses no speech recognition in the browser. If you choose "Browser\'s speech service", the browser itself may send your audio to its maker (Google, for Chrome) to recognise it.',
          'A recording belongs to the answer it was made for. When you delete a practice attempt or a mock interview, its recordings are deleted with it; deleting your account deletes them all.',
        ),
      },
      {
        question: 'I forgot my password. How do I get back in?',
        answer: paragraphs(
          'On the sign-in page choose "Forgot password?" and enter the email address of your account. Rehearse emails you a link to choose a new password; the link works once and expires after an hour.',
          "Your Rehearse server sends the email once the person who runs it has set up email sending; until then it waits in the server's outbox. If the email does not reach you (look in your spam folder too), ask the person who runs your Rehearse server. If you are still signed in somewhere, you can change your password on My Profile instead.",
          'Changing your password signs you out everywhere else, so anyone who still had an old session open has to sign in again.',
        ),
      },
    ],
  },
  {
    slug: 'general-inquiries',
    title: 'General inquiries',
    faqs: [
      {
        question: 'Do I need to install anything?',
        answer: paragraphs(
          'No. Rehearse runs in a current web browser; it is tested in Chromium. For audio and video answers the browser asks once for permission to use your microphone and camera; you can change that permission in the browser settings at any time.',
          'Rehearse runs on a server that you or your company can host yourselves; whoever runs it gives you the address to open.',
        ),
      },
      {
        question: 'Can I use Rehearse on my phone?',
        answer: paragraphs(
          'Yes. The screens adapt to small displays, and quizzes and typed practice answers work well on a phone. Recording works in mobile browsers that allow microphone and camera access, but a laptop with a headset gives clearer sound, and so a better transcript and more reliable feedback.',
        ),
      },
      {
        question: 'Which languages does Rehearse support?',
        answer: paragraphs(
          'The interface is in English and Turkish: choose the language in the menu in the header. These help answers, the quiz questions and the interview questions are in English.',
          'Transcription of recorded answers and the feedback on answers are made for English, so answer in English for feedback that means something.',
        ),
      },
      {
        question: 'How do I see how much I have improved?',
        answer: paragraphs(
          'Open the Progress Tracker from My Workspace and pick a date range. It shows your mean quiz score per day, your level per skill now and 30 days ago, your activity and streak, your weekly goal, your weak areas with a link to practise each, the trend of your answer feedback (overall score, pace, filler words and STAR coverage) and your best and latest score per practice question.',
          'Every chart can also be shown as a table. Comparing two mock interviews a week apart is a clear way to see whether a change in how you prepare is paying off.',
        ),
      },
      {
        question: 'Is my practice visible to recruiters?',
        answer: paragraphs(
          "No. Your quizzes, practice answers, mock interviews and recordings are private to your account: no screen in Rehearse shows them to anyone else. The recruiter screens show only the recruiter's own organization: its postings, questions, rubrics, email templates, team and the candidates it invited.",
          'When a company invites you to a one-way interview, you open its private link without an account, and its hiring team sees the answers you submit in that interview, nothing of your practice. The warm-up before its questions is never shown to the company or kept, and you can withdraw from the interview, which deletes your answers.',
          'As with any server, the people who run your Rehearse server can reach its database and files.',
        ),
      },
    ],
  },
  {
    slug: 'licenses',
    title: 'Licenses',
    faqs: [
      {
        question: 'Can my recruiting team use Rehearse?',
        answer: paragraphs(
          'Yes. A recruiting organization has a Home dashboard (what awaits review, funnels and weekly activity), Company & Team (company profile, members with the roles owner, recruiter and reviewer, invitations by email), Job Postings with their interview plans and candidates, Interview Questions (its own questions and the shipped question bank), Rubric Management, Email Templates and Billing and Usage.',
          "On an open posting, owners and recruiters invite candidates by email, one by one or from a CSV file. Each candidate records the one-way interview from a private link; the hiring team scores the answers on the posting's rubric, blind if the posting says so, and compares candidates; owners and recruiters shortlist, reject or hire, from the candidate's page or by moving cards on the pipeline board. Opening a posting does not publish it anywhere: only the candidates you invite see its interview.",
          'Signing up makes a candidate account. Recruiting organizations are created by the administrators of your Rehearse server; you join one through an email invitation from one of its owners or from an administrator. The recruiting plan includes 5 seats and 20 interview credits a month (see Payments). On a server started with its demo accounts, sign in as recruiter@rehearse.dev with the password rehearse-demo to try the demo organization, Northwind Talent.',
        ),
      },
      {
        question: 'Where do the quiz and interview questions come from?',
        answer: paragraphs(
          'They ship with Rehearse: quiz questions with explanations across skills such as JavaScript, TypeScript, React, Node.js, Python, SQL, Git, testing, cloud, HTTP, system design and data structures, and interview questions with talking points and model answers for behavioural, situational and role-specific practice.',
          "Candidates cannot add questions of their own. A recruiting organization can write its own interview questions under Interview Questions; only its members see them, and they are used in its postings' interview plans, never in quizzes or practice.",
        ),
      },
      {
        question: 'Can we host Rehearse on our own servers?',
        answer: paragraphs(
          "Yes. Rehearse runs as a single Node.js server with an embedded database, or against your own PostgreSQL server when you set DATABASE_URL. Recordings are stored and transcribed on that server (transcription needs the Debian packages PocketSphinx and ffmpeg), so they stay on your infrastructure unless a candidate chooses the browser's speech service for the live preview.",
          "Emails (password resets, support confirmations, invitations to a recruiting team, and candidates' interview invitations, reminders and decisions) go out through your own SMTP server once you set SMTP_URL; until then they wait in the server's outbox. Buying credit packs needs your Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); without them an administrator adds credits instead. The README in the distribution lists the configuration options; the API reference is served by the server itself at /api/docs.",
        ),
      },
      {
        question: 'Can I take my data with me or delete it?',
        answer: paragraphs(
          'Yes. On My Profile, "Download my data" gives you everything your account holds (profile, quizzes, practice answers, interviews and more) as one JSON file.',
          '"Delete my account" on the same page deletes your account and everything it owns, recordings included, for good. It cannot be undone. The only owner of a recruiting organization that has other members must first make another member an owner.',
        ),
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    faqs: [
      {
        question: 'Does Rehearse cost anything?',
        answer: paragraphs(
          'Not for candidates: quizzes, practice interviews, mock interviews and the Progress Tracker are always free and never limited.',
          "A recruiting organization has one subscription. The recruiting plan includes 5 seats and 20 interview credits a month; the monthly allowance does not roll over, while credits bought or given by a promo code never expire. One credit is one candidate's one-way interview: it is held when you invite the candidate, spent when they finish, and given back when the invitation expires, is revoked or the candidate withdraws. With no credit left, inviting is refused until you buy credits on Billing and Usage.",
          'A promo code gives your organization credits or a percent off its next credit purchase. Apply it from a sign-in link that carries it, or type it under "Have a promo code?" on Billing and Usage; each code works once per organization.',
        ),
      },
      {
        question: 'Is there a way to try Rehearse without signing up?',
        answer: paragraphs(
          'When the server was started with its demo accounts (the default), you can sign in as candidate@rehearse.dev with the password rehearse-demo and look around. The recruiter side has three demo accounts with the same password, one per role in the demo organization Northwind Talent: recruiter@rehearse.dev (owner), sourcer@rehearse.dev (recruiter) and reviewer@rehearse.dev (reviewer).',
          'Otherwise, signing up takes a name, an email address and a password.',
        ),
      },
      {
        question: 'Which payment methods do you accept?',
        answer: paragraphs(
          "Credit packs (10 credits for $19, 50 for $89, 200 for $299) are paid by card through Stripe Checkout, opened from Billing and Usage; the card is entered on Stripe's page, never in Rehearse. Owners and recruiters buy them.",
          'Purchasing works only when your Rehearse server has Stripe set up; otherwise Billing and Usage says so, and an administrator of the server adds credits to your organization.',
        ),
      },
      {
        question: 'Where do I find invoices or change my plan?',
        answer: paragraphs(
          'Every purchase appears in the history on Billing and Usage, with every other change to your credits; Rehearse makes no downloadable invoices.',
          'Changing or cancelling your plan is not self-service: the administrators of your Rehearse server change plans, seats and monthly allowances, so ask them.',
        ),
      },
    ],
  },
  {
    slug: 'support',
    title: 'Support',
    faqs: [
      {
        question: 'How do I contact support?',
        answer: paragraphs(
          'Use Contact Support in the Help and Support section of the navigation; the recruiter navigation does not list it, so from there open /support/contact. Describe what you were doing, what you expected and what happened instead.',
          "Your request is saved on the Rehearse server with a reference number, for the people who run it; any answer comes by email to the address you give. When you are signed in, your requests are listed on the same page and a message in the header confirms each one. A confirmation email goes to the same address once the person who runs your Rehearse server has set up email sending; until then it waits in the server's outbox.",
        ),
      },
      {
        question: 'My microphone or camera is not detected. What can I try?',
        answer: paragraphs(
          'First check that the browser has permission: click the icon at the left of the address bar and allow the microphone and camera for this site. Then make sure no other application (a video call, for example) is holding the device. Recording also needs a secure (https) address.',
          'If the device still does not show up, plug it in and reload the page: Rehearse uses the device the browser chooses, so set the default microphone and camera in the browser or system settings. The camera and microphone check before a mock interview shows whether the microphone hears you. Typed answers keep working while you sort it out.',
        ),
      },
      {
        question: 'My recording failed to upload. Is my answer lost?',
        answer: paragraphs(
          'Not if the page stays open. The recording is kept in your browser while you speak and uploaded when you stop. If the upload fails, try again: in a mock interview with the retry button under the error, in a practice interview by choosing "Get feedback" again. You do not have to record the answer again.',
          'If the tab is closed or reloaded before the upload finishes, that recording is lost and nothing of it is kept on the server: record the answer again.',
        ),
      },
      {
        question: 'Why was I signed out?',
        answer: paragraphs(
          'A sign-in lasts seven days on a browser. Signing out, or changing your password, signs out every session of your account, on every device: if that happened elsewhere, sign in again.',
          'When an administrator of your Rehearse server suspends your recruiting organization, its members are signed out and cannot sign in until the organization is restored.',
        ),
      },
    ],
  },
];
