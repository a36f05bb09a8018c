import type {
  MailAttachment,
  MailFolderSlug,
  MailLabelColor,
  MailSettings,
} from '@rehearse/contracts/mailbox';

// The mailbox sample data every new account gets its own copy of: a job seeker's mail during an
// interview process (recruiters, scheduling, a take-home, an offer) plus Rehearse's own
// coaching, billing and community mail.

export type SampleMailFolder = { slug: MailFolderSlug; title: string; icon: string };
export type SampleMailLabel = { title: string; slug: string; color: MailLabelColor };
export type SampleMailSender = { avatar: string | null; contact: string };

export type SampleMail = {
  folder: MailFolderSlug;
  // How long before the account's creation the mail was sent.
  minutesAgo: number;
  // 'me' is the account itself, filled in with its name and address at sign-up.
  from: SampleMailSender | 'me';
  to: string | 'me';
  cc?: string[];
  bcc?: string[];
  subject: string;
  content: string;
  attachments?: MailAttachment[];
  starred?: boolean;
  important?: boolean;
  unread?: boolean;
  // Label slugs.
  labels?: string[];
};

export const sampleMailSettings: MailSettings = { messageLayout: 'right' };

export const sampleMailFolders: SampleMailFolder[] = [
  { slug: 'inbox', title: 'Inbox', icon: 'heroicons_outline:inbox' },
  { slug: 'sent', title: 'Sent', icon: 'heroicons_outline:paper-airplane' },
  { slug: 'drafts', title: 'Drafts', icon: 'heroicons_outline:document' },
  { slug: 'spam', title: 'Spam', icon: 'heroicons_outline:exclamation-triangle' },
  { slug: 'trash', title: 'Trash', icon: 'heroicons_outline:trash' },
];

export const sampleMailLabels: SampleMailLabel[] = [
  { title: 'Interviews', slug: 'interviews', color: 'blue' },
  { title: 'Recruiters', slug: 'recruiters', color: 'indigo' },
  { title: 'Offers', slug: 'offers', color: 'red' },
  { title: 'Practice', slug: 'practice', color: 'teal' },
  { title: 'Billing', slug: 'billing', color: 'purple' },
  { title: 'Community', slug: 'community', color: 'green' },
];

const HOUR = 60;
const DAY = 24 * HOUR;
const text = (...paragraphs: string[]) => paragraphs.join('\n\n');

const FILES = '/images/apps/mailbox';
const pdf = (name: string, size: number): MailAttachment => ({
  type: 'application/pdf',
  name: `${name}.pdf`,
  size,
  preview: `${FILES}/${name}_preview.png`,
  downloadUrl: `${FILES}/${name}.pdf`,
});
const image = (name: string, ext: 'jpg' | 'png', size: number): MailAttachment => ({
  type: ext === 'jpg' ? 'image/jpeg' : 'image/png',
  name: `${name}.${ext}`,
  size,
  preview: `${FILES}/${name}_preview.${ext}`,
  downloadUrl: `${FILES}/${name}.${ext}`,
});

const priya = {
  avatar: '/images/avatars/female-04.jpg',
  contact: 'Priya Raman <priya.raman@northwind-talent.example>',
};
const scheduling = {
  avatar: null,
  contact: 'Lumen Labs Scheduling <scheduling@lumenlabs.example>',
};
const daniel = 'Daniel Okafor <daniel.okafor@lumenlabs.example>';
const hannah = {
  avatar: '/images/avatars/female-09.jpg',
  contact: 'Hannah Kim <hannah.kim@lumenlabs.example>',
};
const sofia = {
  avatar: '/images/avatars/female-12.jpg',
  contact: 'Sofia Alvarez <sofia.alvarez@brightline-health.example>',
};
const coach = { avatar: null, contact: 'Rehearse Coach <coach@rehearse.example>' };
const rehearseTeam = { avatar: null, contact: 'Rehearse Team <team@rehearse.example>' };
const weekly = { avatar: null, contact: 'Rehearse Weekly <weekly@rehearse.example>' };
const billing = { avatar: null, contact: 'Rehearse Billing <billing@rehearse.example>' };
const community = { avatar: null, contact: 'Rehearse Community <community@rehearse.example>' };
const elif = {
  avatar: '/images/avatars/female-15.jpg',
  contact: 'Elif Yılmaz <elif.yilmaz@careerpath-coaching.example>',
};
const tom = {
  avatar: '/images/avatars/male-07.jpg',
  contact: 'Tom Fischer <tom.fischer@mail.example>',
};
const aisha = {
  avatar: '/images/avatars/female-18.jpg',
  contact: 'Aisha Mensah <aisha.mensah@mail.example>',
};
const marcus = {
  avatar: '/images/avatars/male-11.jpg',
  contact: 'Marcus Bell <marcus.bell@quantica.example>',
};

export const sampleMails: SampleMail[] = [
  // Inbox: 22 mails, three pages.
  {
    folder: 'inbox',
    minutesAgo: 2,
    from: rehearseTeam,
    to: 'me',
    subject: 'Welcome to Rehearse: set up your first practice plan',
    content: text(
      'Hi there,',
      'Welcome to Rehearse! Three things get most people ready fastest:',
      '1. Pick the role you are preparing for, so questions match the job.\n2. Record one practice answer today: two minutes is enough to start.\n3. Book a mock interview for later this week and put it in your calendar.',
      'Your dashboard shows your streak and the questions you have not tried yet.',
      'Good luck,\nThe Rehearse team',
    ),
    unread: true,
    labels: ['practice'],
  },
  {
    folder: 'inbox',
    minutesAgo: 12,
    from: priya,
    to: 'me',
    subject: 'Senior Frontend Engineer role at Lumen Labs: quick chat?',
    content: text(
      'Hi,',
      'I am a recruiter at Northwind Talent, working with Lumen Labs on a Senior Frontend Engineer hire. They build accessibility tooling for large design systems, and your React and TypeScript background looks like a strong match.',
      'The role is remote within Europe, with a team of six engineers and a salary range of 85-100k EUR.',
      'Would you have 20 minutes on Tuesday or Wednesday for an introductory call?',
      'Best regards,\nPriya Raman\nNorthwind Talent',
    ),
    unread: true,
    important: true,
    labels: ['recruiters'],
  },
  {
    folder: 'inbox',
    minutesAgo: 45,
    from: scheduling,
    to: 'me',
    cc: [daniel, 'Priya Raman <priya.raman@northwind-talent.example>'],
    subject: 'Interview confirmed: technical screen on Thursday at 10:00',
    content: text(
      'Hello,',
      'Your technical screen with Lumen Labs is confirmed.',
      'When: Thursday, 10:00-11:00 (CET)\nWhere: video call, link below\nWith: Daniel Okafor, Engineering Manager',
      'The session is 45 minutes of live coding in TypeScript followed by 15 minutes for your questions. You can use your own editor and share your screen.',
      'Join: https://meet.lumenlabs.example/tech-screen\n\nNeed to reschedule? Reply to this email at least 24 hours before.',
    ),
    attachments: [image('interview-schedule', 'png', 48213)],
    unread: true,
    starred: true,
    important: true,
    labels: ['interviews'],
  },
  {
    folder: 'inbox',
    minutesAgo: 2 * HOUR,
    from: coach,
    to: 'me',
    subject: 'Your mock interview feedback is ready',
    content: text(
      'Hi,',
      'Feedback for your mock interview "Behavioural round: conflict and ownership" is ready.',
      'Strengths: clear structure (situation, task, action, result) and concrete numbers in the results.\nTo work on: answers ran about 40 seconds long; cut the situation to two sentences and keep the focus on what you did.',
      'Overall score: 3.8 / 5. Open the feedback to replay your answers with the notes alongside.',
      'Keep going!\nRehearse Coach',
    ),
    unread: true,
    labels: ['practice'],
  },
  {
    folder: 'inbox',
    minutesAgo: 5 * HOUR,
    from: hannah,
    to: 'me',
    cc: [daniel],
    bcc: ['Lumen Labs HR Records <hr-records@lumenlabs.example>'],
    subject: 'Your offer from Lumen Labs',
    content: text(
      'Hi,',
      'On behalf of everyone you met, I am delighted to offer you the position of Senior Frontend Engineer at Lumen Labs!',
      'The attached letter sets out the details: a base salary of 94,000 EUR, a 10% annual bonus target, 28 days of paid leave, and a start date of the first of next month (we are flexible).',
      'Please let me know by Friday whether you would like to accept, and do not hesitate to ask any questions, including about the equity plan.',
      'Warm regards,\nHannah Kim\nPeople Operations, Lumen Labs',
    ),
    attachments: [pdf('offer-letter', 184320), pdf('benefits-overview', 96541)],
    unread: true,
    starred: true,
    important: true,
    labels: ['offers'],
  },
  {
    folder: 'inbox',
    minutesAgo: DAY,
    from: weekly,
    to: 'me',
    subject: 'Five questions that trip up senior candidates',
    content: text(
      'This week in Rehearse Weekly:',
      '1. "Tell me about a decision you regret." Interviewers want reflection, not a confession.\n2. "How would you scale this?" Ask about the numbers before you draw boxes.\n3. "What would your last manager say about you?" Use a real quote from a review.\n4. "Why are you leaving?" Talk about what you are moving towards.\n5. "Do you have any questions?" Always have two about the team\'s way of working.',
      'Try all five in the question bank and compare your answers with the model ones.',
    ),
    labels: ['community'],
  },
  {
    folder: 'inbox',
    minutesAgo: DAY + 3 * HOUR,
    from: sofia,
    to: 'me',
    subject: 'Take-home assignment: patient scheduling API',
    content: text(
      'Hi,',
      'Thanks again for your time on Monday. As discussed, the next step is a short take-home assignment: a small API for booking patient appointments. The brief is attached.',
      'Please spend no more than three hours on it; we care more about your reasoning than about completeness. A README explaining your trade-offs is the most important part.',
      'Send your solution within a week, and reply if anything in the brief is unclear.',
      'Best,\nSofia Alvarez\nTalent Partner, Brightline Health',
    ),
    attachments: [pdf('take-home-brief', 212480)],
    unread: true,
    labels: ['interviews'],
  },
  {
    folder: 'inbox',
    minutesAgo: DAY + 8 * HOUR,
    from: elif,
    to: 'me',
    subject: 'Notes from our session: your STAR stories',
    content: text(
      'Hi,',
      'Great session today. A summary of what we agreed:',
      '- The migration story is your strongest: lead with it for "biggest achievement" questions.\n- For "a time you failed", use the missed launch date and spend most of the time on what you changed afterwards.\n- Prepare one story about disagreeing with a manager; you do not have one yet.',
      'Record each story once in Rehearse before our next call and send me the links.',
      'Elif',
    ),
    starred: true,
    labels: ['practice'],
  },
  {
    folder: 'inbox',
    minutesAgo: 2 * DAY,
    from: billing,
    to: 'me',
    subject: 'Receipt for your Rehearse Pro subscription',
    content: text(
      'Thank you for your payment.',
      'Plan: Rehearse Pro (monthly)\nAmount: 19.00 EUR\nPayment method: card ending 4242',
      'Your receipt is attached. You can change or cancel your plan at any time from Settings > Plan & billing.',
    ),
    attachments: [pdf('receipt-rehearse-pro', 38912)],
    labels: ['billing'],
  },
  {
    folder: 'inbox',
    minutesAgo: 2 * DAY + 5 * HOUR,
    from: tom,
    to: 'me',
    subject: 'Re: Reference request',
    content: text(
      'Hi,',
      'Of course, I would be glad to be a reference. Feel free to share my email and phone number with Lumen Labs.',
      'I will mention the design-system migration and how you mentored the two junior developers on the team; let me know if there is anything else you would like me to highlight.',
      'Fingers crossed!\nTom',
    ),
  },
  {
    folder: 'inbox',
    minutesAgo: 3 * DAY,
    from: { avatar: null, contact: 'Verity Checks <no-reply@veritychecks.example>' },
    to: 'me',
    subject: 'Background check: action needed',
    content: text(
      'Hello,',
      'Lumen Labs has asked us to complete a pre-employment background check for you.',
      'To continue, please confirm your identity and your employment history for the last five years. It takes about ten minutes.',
      'The check cannot start until you complete this step.',
    ),
    unread: true,
    important: true,
    labels: ['offers'],
  },
  {
    folder: 'inbox',
    minutesAgo: 3 * DAY + 6 * HOUR,
    from: { avatar: '/images/avatars/male-03.jpg', contact: daniel },
    to: 'me',
    cc: ['Priya Raman <priya.raman@northwind-talent.example>'],
    subject: 'Re: System design interview: follow-up reading',
    content: text(
      'Hi,',
      'Thanks for the thoughtful discussion about the component registry. As promised, here is the architecture diagram we sketched, cleaned up.',
      'Two things worth reading before the final round: our engineering blog post on versioning design tokens, and the RFC process document (both linked in the diagram).',
      'Talk soon,\nDaniel',
    ),
    attachments: [image('architecture-sketch', 'png', 133874)],
    labels: ['interviews'],
  },
  {
    folder: 'inbox',
    minutesAgo: 4 * DAY,
    from: community,
    to: 'me',
    subject: 'Digest: 12 new answers in "Behavioural interviews"',
    content: text(
      'Popular this week in the Rehearse community:',
      '- "How do you answer \'what is your biggest weakness\' without a cliché?" (8 answers)\n- "Is it OK to ask about on-call in the first interview?" (3 answers)\n- "Sharing my offer negotiation script" (1 answer, 42 upvotes)',
      'Join the discussion and help someone prepare.',
    ),
    labels: ['community'],
  },
  {
    folder: 'inbox',
    minutesAgo: 4 * DAY + 7 * HOUR,
    from: marcus,
    to: 'me',
    subject: 'Following up: Data Engineer opening at Quantica',
    content: text(
      'Hi,',
      'I reached out last week about the Data Engineer opening at Quantica and wanted to follow up in case it got buried.',
      'The team is building a real-time pricing platform on Kafka and PostgreSQL. The process is a 30-minute call with me, a pairing session, and a final conversation with the CTO.',
      'If the timing is not right, no problem: just let me know and I will not follow up again.',
      'Marcus Bell\nTalent Acquisition, Quantica',
    ),
    labels: ['recruiters'],
  },
  {
    folder: 'inbox',
    minutesAgo: 5 * DAY,
    from: { avatar: null, contact: 'Rehearse Job Alerts <alerts@rehearse.example>' },
    to: 'me',
    subject: '8 new roles match "Frontend Engineer, remote"',
    content: text(
      'New this week for your saved search:',
      'Senior Frontend Engineer, Lumen Labs (remote, EU)\nFrontend Developer, Brightline Health (hybrid, Lisbon)\nUI Engineer, Quantica (remote)\n... and 5 more.',
      'Each role shows the interview stages reported by other candidates, so you can prepare for the right rounds.',
    ),
    unread: true,
  },
  {
    folder: 'inbox',
    minutesAgo: 6 * DAY,
    from: {
      avatar: null,
      contact: 'Brightline Health Careers <careers@brightline-health.example>',
    },
    to: 'me',
    subject: 'Application received: Senior Software Engineer',
    content: text(
      'Thank you for applying to the Senior Software Engineer position at Brightline Health.',
      'Our talent team reviews every application. If your experience matches what the team needs, a member of the team will contact you within two weeks.',
    ),
  },
  {
    folder: 'inbox',
    minutesAgo: 7 * DAY,
    from: coach,
    to: 'me',
    subject: 'Practice streak: 7 days in a row',
    content: text(
      'Seven days of practice in a row: nice work!',
      'This week you recorded 11 answers and your average answer length dropped from 2:40 to 1:55, right where interviewers like it.',
      'Next suggestion: try a system design question with the whiteboard mode.',
    ),
    labels: ['practice'],
  },
  {
    folder: 'inbox',
    minutesAgo: 8 * DAY,
    from: sofia,
    to: 'me',
    cc: [
      'Ravi Patel <ravi.patel@brightline-health.example>',
      'Julia Novak <julia.novak@brightline-health.example>',
    ],
    subject: 'Panel interview schedule for next week',
    content: text(
      'Hi,',
      'Here is the plan for your panel day next Wednesday (all times CET):',
      '09:30 Welcome and office tour with Julia\n10:00 Architecture discussion with Ravi\n11:00 Pair programming\n12:00 Lunch with the team\n13:30 Values interview',
      'The detailed agenda is attached. Let me know if you need any adjustments.',
      'Sofia',
    ),
    attachments: [pdf('panel-interview-agenda', 72704)],
    starred: true,
    labels: ['interviews'],
  },
  {
    folder: 'inbox',
    minutesAgo: 9 * DAY,
    from: aisha,
    to: 'me',
    subject: 'Mock interview swap this weekend?',
    content: text(
      'Hey!',
      'I have my final round at Quantica on Monday. Want to swap mock interviews this weekend? I can grill you on system design if you take me through behavioural questions.',
      'Saturday morning works best for me. Coffee is on me.',
      'Aisha',
    ),
  },
  {
    folder: 'inbox',
    minutesAgo: 11 * DAY,
    from: billing,
    to: 'me',
    subject: 'Your free trial ends in 3 days',
    content: text(
      'Your Rehearse Pro trial ends in three days.',
      'Keep unlimited mock interviews, detailed answer feedback and company-specific question sets for 19 EUR a month. If you do nothing, your account moves to the free plan and your recordings stay available.',
    ),
    labels: ['billing'],
  },
  {
    folder: 'inbox',
    minutesAgo: 14 * DAY,
    from: { avatar: null, contact: 'Lumen Labs Talent <talent@lumenlabs.example>' },
    to: 'me',
    subject: 'Thank you for applying to Lumen Labs',
    content: text(
      'Thanks for your interest in Lumen Labs!',
      'We have received your application for Senior Frontend Engineer. Our process has four steps: an introductory call, a technical screen, a system design conversation and a final values interview.',
      'Whatever the outcome, we will get back to you.',
    ),
  },
  {
    folder: 'inbox',
    minutesAgo: 25 * DAY,
    from: { avatar: null, contact: 'Northwind Talent <insights@northwind-talent.example>' },
    to: 'me',
    subject: 'Salary benchmarks for senior frontend roles',
    content: text(
      'Our quarterly salary report is out.',
      'Senior frontend engineers in Western Europe: median base 82k EUR (remote roles 5% higher). Demand is strongest for accessibility and design-system experience.',
      'The full report, with ranges by city and company size, is attached.',
    ),
    attachments: [pdf('salary-benchmarks', 1048576), image('salary-chart', 'jpg', 254310)],
    labels: ['recruiters'],
  },

  // Sent.
  {
    folder: 'sent',
    minutesAgo: 5,
    from: 'me',
    to: 'Priya Raman <priya.raman@northwind-talent.example>',
    subject: 'Re: Senior Frontend Engineer role at Lumen Labs: quick chat?',
    content: text(
      'Hi Priya,',
      'Thanks for reaching out. The role sounds interesting, and accessibility tooling is close to my heart.',
      'Wednesday at 14:00 CET works for me. Could you send a calendar invite?',
      'Best regards',
    ),
    labels: ['recruiters'],
  },
  {
    folder: 'sent',
    minutesAgo: 4 * HOUR,
    from: 'me',
    to: 'Hannah Kim <hannah.kim@lumenlabs.example>',
    cc: [daniel],
    subject: 'Re: Your offer from Lumen Labs',
    content: text(
      'Hi Hannah,',
      'Thank you so much, I am thrilled! Before I reply formally, two quick questions:',
      '1. How does the equity plan vest, and is there a cliff?\n2. Is the learning budget per year or per employee lifetime?',
      'Thanks again to you and Daniel.',
    ),
    starred: true,
    labels: ['offers'],
  },
  {
    folder: 'sent',
    minutesAgo: 12 * HOUR,
    from: 'me',
    to: 'Sofia Alvarez <sofia.alvarez@brightline-health.example>',
    subject: 'Take-home submission: patient scheduling API',
    content: text(
      'Hi Sofia,',
      'Please find my solution at the repository link below, and my design notes attached. I kept to the three hours; the README lists what I would do next with more time (mainly rate limiting and a proper time-zone model).',
      'Looking forward to discussing it.',
    ),
    attachments: [pdf('design-notes', 143360)],
    labels: ['interviews'],
  },
  {
    folder: 'sent',
    minutesAgo: 2 * DAY + 30,
    from: 'me',
    to: 'Lumen Labs Scheduling <scheduling@lumenlabs.example>',
    subject: 'Re: Interview times',
    content: text(
      'Hello,',
      'Thursday at 10:00 CET suits me best for the technical screen. Thank you!',
    ),
    labels: ['interviews'],
  },
  {
    folder: 'sent',
    minutesAgo: 3 * DAY + 90,
    from: 'me',
    to: 'Tom Fischer <tom.fischer@mail.example>',
    subject: 'Reference request',
    content: text(
      'Hi Tom,',
      'I hope you are well! I am in the final stages with Lumen Labs and they have asked for two references. Would you be willing to be one of them? They would send a short questionnaire by email.',
      'Thanks a lot.',
    ),
  },

  // Drafts.
  {
    folder: 'drafts',
    minutesAgo: 30,
    from: 'me',
    to: 'Hannah Kim <hannah.kim@lumenlabs.example>',
    subject: 'Offer acceptance',
    content: text(
      'Hi Hannah,',
      'I am happy to accept the offer for the Senior Frontend Engineer position, starting on the first of next month.',
      '[check start date with current notice period before sending]',
    ),
    labels: ['offers'],
  },
  {
    folder: 'drafts',
    minutesAgo: DAY + 2 * HOUR,
    from: 'me',
    to: 'Marcus Bell <marcus.bell@quantica.example>',
    subject: 'Re: Following up: Data Engineer opening at Quantica',
    content: text(
      'Hi Marcus,',
      'Thanks for following up. I am currently in final stages with another company, so I will pass for now, but I would be glad to stay in touch.',
    ),
  },
  {
    folder: 'drafts',
    minutesAgo: 8 * DAY - 45,
    from: 'me',
    to: 'Aisha Mensah <aisha.mensah@mail.example>',
    subject: 'Re: Mock interview swap this weekend?',
    content: 'Yes! Saturday 10:00 at the usual place? I will bring the',
  },

  // Spam.
  {
    folder: 'spam',
    minutesAgo: 6 * HOUR,
    from: { avatar: null, contact: 'Fast Hire Pro <offers@fasthire-pro.example>' },
    to: 'me',
    subject: 'GUARANTEED job offer in 24 hours!!!',
    content:
      'Skip the interviews! Our insiders place you in a dream job within 24 hours. Reply with your bank details to reserve your spot.',
  },
  {
    folder: 'spam',
    minutesAgo: 3 * DAY + 2 * HOUR,
    from: { avatar: null, contact: 'CV Boost <vip@cv-boost.example>' },
    to: 'me',
    subject: 'Your CV has been selected by 300 recruiters',
    content:
      'Congratulations! Your CV was selected. Pay 49 EUR today to unlock the list of recruiters who want to contact you.',
  },
  {
    folder: 'spam',
    minutesAgo: 10 * DAY,
    from: { avatar: null, contact: 'Work From Home Now <money@wfh-now.example>' },
    to: 'me',
    subject: 'Earn 5000 a week answering interview questions',
    content:
      'No experience needed. Answer simple questions from home and get paid weekly. Limited places, act now!',
    unread: true,
  },

  // Trash.
  {
    folder: 'trash',
    minutesAgo: 18 * DAY,
    from: weekly,
    to: 'me',
    subject: 'Salary negotiation basics',
    content: text(
      'This week: how to negotiate without burning bridges.',
      'Always negotiate the whole package, not just the base; anchor with market data; and get the final offer in writing.',
    ),
    labels: ['community'],
  },
  {
    folder: 'trash',
    minutesAgo: 21 * DAY,
    from: rehearseTeam,
    to: 'me',
    subject: 'Webinar recording: acing the behavioural round',
    content: text(
      'Thanks for registering! The recording of "Acing the behavioural round" is now available for 30 days.',
      'The slides are attached.',
    ),
    attachments: [pdf('behavioural-round-slides', 2097152)],
  },
  {
    folder: 'trash',
    minutesAgo: 28 * DAY,
    from: rehearseTeam,
    to: 'me',
    subject: 'Reminder: add a profile photo',
    content:
      'Profiles with a photo get feedback from mentors twice as often. Add yours in Settings > Account.',
  },
];
