import type { ActivitySeed } from '@rehearse/contracts/activities';

// A new account's activity feed. `minutesBefore` places each item that long before the account
// was created, so the feed reads like recent history.
const HOUR = 60;
const DAY = 24 * HOUR;

const none = {
  icon: null,
  image: null,
  extraContent: null,
  linkedContent: null,
  link: null,
  useRouter: null,
};

export const activitiesData: ActivitySeed[] = [
  {
    ...none,
    icon: 'heroicons_solid:star',
    description:
      'Your mock interview feedback is ready: <strong>STAR coverage 4 of 4</strong> on every behavioural answer',
    linkedContent: 'Open the feedback report',
    link: '/apps/mock-interview/feedback',
    useRouter: true,
    minutesBefore: 25,
  },
  {
    ...none,
    image: '/images/avatars/male-01.jpg',
    description:
      '<strong>Marcus Lee</strong> invited you to interview for <strong>Senior Frontend Engineer</strong>',
    linkedContent: 'Northwind Talent',
    link: '/apps/mailbox',
    useRouter: true,
    minutesBefore: 50,
  },
  {
    ...none,
    icon: 'heroicons_solid:check-circle',
    description:
      'You finished the quiz <strong>JavaScript fundamentals</strong> with a score of 86%',
    extraContent:
      '<div class="font-bold">3 questions</div><div>are scheduled for spaced review tomorrow.</div>',
    minutesBefore: 2 * HOUR,
  },
  {
    ...none,
    icon: 'heroicons_solid:academic-cap',
    description: 'You reached step 5 of <strong>Web performance fundamentals</strong>',
    linkedContent: 'Continue the course',
    link: '/apps/academy',
    useRouter: true,
    minutesBefore: 5 * HOUR,
  },
  {
    ...none,
    image: '/images/avatars/female-02.jpg',
    description: '<strong>Sofia Alvarez</strong> sent you a message',
    extraContent:
      'Want to swap practice interviews this weekend? I can play the interviewer for your system design round.',
    link: '/apps/chat',
    useRouter: true,
    minutesBefore: 9 * HOUR,
  },
  {
    ...none,
    icon: 'heroicons_solid:microphone',
    description: 'You recorded <strong>3 practice answers</strong> with the STAR scaffold',
    extraContent: '<div>Average pace 142 words per minute, 2 filler words per answer.</div>',
    link: '/apps/practice',
    useRouter: true,
    minutesBefore: 1 * DAY,
  },
  {
    ...none,
    icon: 'heroicons_solid:arrow-path',
    description: '<strong>12 review questions</strong> are due today',
    linkedContent: 'Start your review',
    link: '/apps/quiz',
    useRouter: true,
    minutesBefore: 1 * DAY + 3 * HOUR,
  },
  {
    ...none,
    image: '/images/avatars/female-01.jpg',
    description:
      '<strong>Priya Raman</strong> commented on your answer to <em>"Tell me about a conflict in your team"</em>',
    extraContent:
      'Good structure. Put a number on the result: how much faster did the team ship after the change?',
    minutesBefore: 2 * DAY,
  },
  {
    ...none,
    icon: 'heroicons_solid:academic-cap',
    description: 'You completed <strong>Firestore data modelling</strong>',
    linkedContent: 'Browse more courses',
    link: '/apps/academy',
    useRouter: true,
    minutesBefore: 3 * DAY,
  },
  {
    ...none,
    icon: 'heroicons_solid:calendar',
    description:
      'Your panel interview for <strong>Senior Frontend Engineer</strong> is confirmed for next Tuesday',
    linkedContent: 'Add it to your tasks',
    link: '/apps/tasks',
    useRouter: true,
    minutesBefore: 4 * DAY,
  },
  {
    ...none,
    icon: 'heroicons_solid:chart-bar',
    description:
      'Your filler words dropped from 9 to 4 per answer over your last three mock interviews',
    link: '/workspace/dashboard',
    useRouter: true,
    minutesBefore: 5 * DAY,
  },
  {
    ...none,
    image: '/images/avatars/male-02.jpg',
    description:
      '<strong>Daniel Okafor</strong> shared a rubric with you: <strong>Frontend system design</strong>',
    minutesBefore: 6 * DAY,
  },
  {
    ...none,
    icon: 'heroicons_solid:document-text',
    description: 'A new help guide was published: <strong>Sit your first mock interview</strong>',
    linkedContent: 'Read the guide',
    link: '/apps/help-center/guides/getting-started/your-first-mock-interview',
    useRouter: true,
    minutesBefore: 8 * DAY,
  },
  {
    ...none,
    icon: 'heroicons_solid:link',
    description: 'Web.dev published an updated guide to <strong>Interaction to Next Paint</strong>',
    linkedContent: 'web.dev/articles/inp',
    link: 'https://web.dev/articles/inp',
    useRouter: false,
    minutesBefore: 10 * DAY,
  },
  {
    ...none,
    icon: 'heroicons_solid:user-circle',
    description: 'You completed your profile and chose your target roles',
    link: '/user/profile',
    useRouter: true,
    minutesBefore: 12 * DAY,
  },
];
