import type { NewFeedItem } from '@rehearse/contracts/feed-items';

// Sample messages and notifications for a new account. `minutesBefore` places each item that
// long before the account was created, so the panels read like a recent history.
export type SampleFeedItem = Omit<NewFeedItem, 'time'> & { minutesBefore: number };

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SAMPLE_MESSAGES: SampleFeedItem[] = [
  {
    image: '/images/avatars/female-01.jpg',
    title: 'Priya Raman',
    description:
      'Your mock interview feedback is ready. Strong STAR structure; next time, put a number on the result of each story.',
    link: '/apps/mock-interview/feedback',
    useRouter: true,
    read: false,
    seen: false,
    minutesBefore: 25 * MINUTE,
  },
  {
    image: '/images/avatars/male-01.jpg',
    title: 'Marcus Lee',
    description:
      'Thanks for applying to the <strong>Senior Frontend Engineer</strong> role. Are you free for a 30-minute screening call on Thursday?',
    link: '/apps/mailbox',
    useRouter: true,
    read: false,
    seen: false,
    minutesBefore: 2 * HOUR,
  },
  {
    image: '/images/avatars/female-02.jpg',
    title: 'Sofia Alvarez',
    description:
      'I put together my list of behavioural questions for product roles. Want to swap practice sessions this weekend?',
    link: '/apps/chat',
    useRouter: true,
    read: false,
    seen: true,
    minutesBefore: 5 * HOUR,
  },
  {
    image: '/images/avatars/male-02.jpg',
    title: 'Daniel Okafor',
    description:
      'Great job in yesterday’s practice interview! Your answer on resolving a team conflict was much clearer than last week.',
    link: '/apps/practice',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 1 * DAY,
  },
  {
    image: '/images/avatars/female-03.jpg',
    title: 'Hannah Becker',
    description:
      'Reminder: your panel interview with Acme Labs is next Tuesday at 10:00. Bring two questions for the team about how they ship.',
    link: '/apps/tasks',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 1 * DAY + 6 * HOUR,
  },
  {
    image: '/images/avatars/male-03.jpg',
    title: 'Liam Chen',
    description:
      'Could you look at my answer to <em>“Tell me about yourself”</em>? I added it to our shared notes; it still feels too long.',
    link: '/apps/notes',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 2 * DAY,
  },
  {
    image: '/images/avatars/female-04.jpg',
    title: 'Interview coach',
    description:
      'Tip for your system design round: practise explaining one trade-off out loud for five minutes before the call.',
    link: '/support/faq',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 3 * DAY,
  },
  {
    icon: 'heroicons_outline:sparkles',
    title: 'The Rehearse team',
    description:
      'Welcome to Rehearse! Start with a short quiz to find the topics worth practising first.',
    link: '/apps/quiz',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 4 * DAY,
  },
];

export const SAMPLE_NOTIFICATIONS: SampleFeedItem[] = [
  {
    icon: 'heroicons_mini:star',
    title: 'Mock interview scored',
    description:
      'Your <strong>behavioural round</strong> scored 4.2 out of 5. Open the feedback to see what lifted the score.',
    link: '/apps/mock-interview/feedback',
    useRouter: true,
    read: false,
    seen: false,
    minutesBefore: 10 * MINUTE,
  },
  {
    icon: 'heroicons_mini:check-circle',
    title: 'Quiz completed',
    description: 'You finished <em>JavaScript Fundamentals</em> with 18 of 20 answers correct.',
    link: '/apps/quiz',
    useRouter: true,
    read: false,
    seen: false,
    minutesBefore: 1 * HOUR,
  },
  {
    icon: 'heroicons_mini:calendar',
    title: 'Practice reminder',
    description: 'You planned a practice interview for today at 18:00. Twenty minutes is enough.',
    link: '/apps/practice',
    useRouter: true,
    read: false,
    seen: true,
    minutesBefore: 3 * HOUR,
  },
  {
    image: '/images/avatars/male-01.jpg',
    title: 'Profile viewed',
    description: 'A recruiter at <strong>Northwind Talent</strong> viewed your profile.',
    link: '/user/profile',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 9 * HOUR,
  },
  {
    icon: 'heroicons_mini:fire',
    title: 'Five-day streak',
    description: 'You practised five days in a row. Keep it going tomorrow!',
    link: '/workspace/dashboard',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 1 * DAY,
  },
  {
    icon: 'heroicons_mini:sparkles',
    title: 'New questions',
    description:
      '50 new <strong>system design</strong> questions are ready in practice interviews.',
    link: '/apps/practice',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 2 * DAY,
  },
  {
    icon: 'heroicons_mini:envelope',
    title: 'Interview invitation',
    description:
      'You were invited to a video interview for <em>Product Designer</em>. Please reply within three days.',
    link: '/apps/mailbox',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 3 * DAY,
  },
  {
    icon: 'heroicons_mini:user-circle',
    title: 'Complete your profile',
    description:
      'Add your target role and years of experience so practice questions match the jobs you want.',
    link: '/user/profile',
    useRouter: true,
    read: true,
    seen: true,
    minutesBefore: 5 * DAY,
  },
];
