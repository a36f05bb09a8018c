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
          'Rehearse is one place to prepare for interviews and to run them. Candidates assess their knowledge with quizzes, rehearse answers in practice interviews and sit full mock interviews that end with feedback. Recruiters publish job postings, keep a bank of interview questions, score answers with rubrics and talk to candidates with email templates.',
          'You can use Rehearse on your own to get ready for a job search, or your company can run it for its hiring team. The same account works for both: what you see depends on your role and your organization.',
        ),
      },
      {
        question: 'How do quizzes decide which questions I get?',
        answer: paragraphs(
          'Adaptive quizzes start each skill at your level for it: the difficulty your rating matches, or level 3 for a skill not rated yet. After three right answers in a row the next question is one level harder; after three wrong answers in a row (a late answer counts as wrong) it is one level easier, always between level 1 and level 5. Every answer also moves your rating, which sets where your next quiz starts. A quiz asks only questions of the skills you chose.',
          'Questions you miss are not forgotten. They come back later through spaced review: first after a day, then after a few days, then after longer gaps each time you answer them correctly. Ten minutes of review a day does more than one long session a week.',
        ),
      },
      {
        question: 'What is the difference between a practice interview and a mock interview?',
        answer: paragraphs(
          'A practice interview is for working on one answer at a time. You pick a question, answer it by typing, recording audio or recording video, and you can retry as often as you like. The STAR scaffold (Situation, Task, Action, Result) is there to help you structure behavioural answers.',
          'A mock interview runs like the real thing: a fixed set of questions, a timer, no retries. When you finish you get a feedback report with your speaking pace in words per minute, the filler words you used, how well your answers covered the STAR parts and notes for each question.',
        ),
      },
      {
        question: 'Where are my audio and video recordings kept?',
        answer: paragraphs(
          'Recordings are stored on the server that runs your Rehearse installation, next to the rest of your data. They are not sent to third-party services for storage.',
          'A recording belongs to the session it was made in. When you delete a practice or mock-interview session, its recordings are deleted with it.',
        ),
      },
      {
        question: 'I forgot my password. How do I get back in?',
        answer: paragraphs(
          'On the sign-in page choose "Forgot password?" and enter the email address of your account. We send a link that lets you choose a new password; the link can be used once and expires after a short time.',
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
          'No. Rehearse runs in a current version of Chrome, Edge, Firefox or Safari. For audio and video answers the browser asks once for permission to use your microphone and camera; you can change that permission in the browser settings at any time.',
          'If your company hosts Rehearse itself, your administrator gives you the address to open. Everything else works the same way.',
        ),
      },
      {
        question: 'Can I use Rehearse on my phone?',
        answer: paragraphs(
          'Yes. The screens adapt to small displays, and quizzes and typed practice answers work well on a phone. Recording video answers works in mobile browsers that allow camera access, but a laptop with a headset gives better sound and makes the feedback metrics more reliable.',
        ),
      },
      {
        question: 'Which languages does Rehearse support?',
        answer: paragraphs(
          'The interface is available in English, and the language menu in the header is ready for Turkish as translations arrive. Quiz and interview content is written by the people who create it, so a recruiter can publish questions in any language.',
          'Feedback on spoken answers (pace and filler words) works best in English today.',
        ),
      },
      {
        question: 'How do I see how much I have improved?',
        answer: paragraphs(
          'Open the Progress Tracker from My Workspace. It shows your quiz scores by topic over time, how many review questions are due, and the trend of your mock-interview metrics such as words per minute and filler words per answer.',
          'Comparing two mock interviews a week apart is the clearest way to see whether a change in how you prepare is paying off.',
        ),
      },
      {
        question: 'Is my practice visible to recruiters?',
        answer: paragraphs(
          'Not by default. Your quizzes, practice answers and mock interviews are private to your account. A recruiter only sees answers you give in an interview they invited you to as part of a job posting.',
        ),
      },
    ],
  },
  {
    slug: 'licenses',
    title: 'Licenses',
    faqs: [
      {
        question: 'How do seats work for a recruiting team?',
        answer: paragraphs(
          'A recruiting organization pays for the recruiters and hiring managers who use the recruiter workspace; each of them takes a seat. Candidates you invite to interviews never take a seat.',
          'You can see the seats in use under Company & Team, and free a seat by removing someone from the team. Their postings, questions and rubrics stay with the organization.',
        ),
      },
      {
        question: 'Can we use our own interview questions and share them?',
        answer: paragraphs(
          'Yes. Questions, rubrics and email templates that your team writes belong to your organization. You can copy them between postings, export them, and remove them at any time.',
          'Questions that come with Rehearse can be used freely inside your organization, but please do not republish them as a question collection of your own.',
        ),
      },
      {
        question: 'Can we host Rehearse on our own servers?',
        answer: paragraphs(
          'Yes. Rehearse runs as a single Node.js server with an embedded database, or against your own PostgreSQL server when you set DATABASE_URL. Your data, including recordings, then never leaves your infrastructure.',
          'The README in the distribution lists the configuration options; the API reference is served by the server itself at /api/docs.',
        ),
      },
      {
        question: 'What happens to our data if the licence ends?',
        answer: paragraphs(
          'Nothing is deleted the moment a subscription ends. The organization switches to read-only access, so your team can still export postings, questions, rubrics and candidate feedback.',
          'When you ask us to close the organization, its data and recordings are deleted for good.',
        ),
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    faqs: [
      {
        question: 'Is there a free way to try Rehearse?',
        answer: paragraphs(
          'Candidates can sign up and use quizzes, practice interviews and mock interviews in their own workspace. Recruiting organizations can start with a trial and a promo code if one was shared with them; the code is applied when you finish sign-up.',
        ),
      },
      {
        question: 'Which payment methods do you accept?',
        answer: paragraphs(
          "Subscriptions are paid by credit or debit card through our payment provider's secure checkout. Rehearse itself never sees or stores your card number.",
          'Larger teams can ask for yearly invoicing paid by bank transfer.',
        ),
      },
      {
        question: 'Where do I find my invoices?',
        answer: paragraphs(
          'Organization owners find every invoice under Billing and Usage, together with the current plan, the seats in use and the usage of interviews this month. Each invoice can be downloaded as a PDF.',
        ),
      },
      {
        question: 'How do I change or cancel my plan?',
        answer: paragraphs(
          'Open Billing and Usage and choose a different plan. An upgrade applies immediately and is charged pro rata; a downgrade applies from the next billing period.',
          'Cancelling stops the renewal. You keep full access until the end of the period you have paid for.',
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
          'Use Contact Support in the Help and Support section of the navigation. Describe what you were doing, what you expected and what happened instead; a screenshot helps a lot.',
          'We answer on working days, usually within one business day.',
        ),
      },
      {
        question: 'My microphone or camera is not detected. What can I try?',
        answer: paragraphs(
          'First check that the browser has permission: click the icon at the left of the address bar and allow the microphone and camera for this site. Then make sure no other application (a video call, for example) is holding the device.',
          'If the device still does not show up, reload the page after plugging it in, or pick it explicitly in the device menu of the recording screen. Typed answers keep working while you sort it out.',
        ),
      },
      {
        question: 'My recording stopped or failed to upload. Is my answer lost?',
        answer: paragraphs(
          'Recordings are saved in parts while you speak, so a short network drop does not lose the whole answer. If an upload fails, the answer screen offers to retry before you move on.',
          'If the browser tab was closed during a recording, the part that reached the server is kept with the session and you can record the answer again.',
        ),
      },
      {
        question: 'Why was my session locked?',
        answer: paragraphs(
          'To protect your account, Rehearse can lock a session that has been idle and ask for your password again. Enter it on the unlock screen to carry on where you were; nothing you saved is lost.',
          'If you sign out or change your password, every other open session is signed out as well.',
        ),
      },
    ],
  },
];
