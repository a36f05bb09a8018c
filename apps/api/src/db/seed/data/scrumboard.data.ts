import type { Board, BoardMember, Card } from '@rehearse/contracts/scrumboard';

// Sample boards; label references are titles of the same board, dates are offsets from the
// account's creation (hours for activity, days for due dates).
export type CardSeed = Pick<Card, 'title' | 'description'> & {
  labels: string[];
  dueDays: number | null;
};
export type BoardSeed = Pick<Board, 'title' | 'description' | 'icon'> & {
  lastActivityHours: number;
  members: Omit<BoardMember, 'id'>[];
  labels: string[];
  lists: { title: string; cards: CardSeed[] }[];
};

const card = (
  title: string,
  labels: string[] = [],
  dueDays: number | null = null,
  description = '',
): CardSeed => ({ title, description, labels, dueDays });

export const BOARD_SEEDS: BoardSeed[] = [
  {
    title: 'Job search pipeline',
    description: 'Every application from first look to offer',
    icon: 'heroicons_outline:briefcase',
    lastActivityHours: -3,
    members: [
      { name: 'Priya Raman', avatar: '/images/avatars/female-04.jpg' },
      { name: 'Sam Okafor', avatar: '/images/avatars/male-07.jpg' },
    ],
    labels: ['Referral', 'Remote', 'Dream job', 'Follow up'],
    lists: [
      {
        title: 'Interested',
        cards: [
          card(
            'Contoso: Platform Engineer',
            ['Remote'],
            6,
            'Strong infrastructure team; read their engineering blog first.',
          ),
          card('Tailspin Toys: Full-stack Developer', [], null),
          card('Wide World Importers: Data Engineer', ['Remote'], 12),
        ],
      },
      {
        title: 'Applied',
        cards: [
          card(
            'Acme Analytics: Backend Engineer',
            ['Referral', 'Dream job'],
            1,
            'Priya referred me. Recruiter said to expect a reply within a week.',
          ),
          card(
            'Fabrikam: Software Engineer II',
            ['Follow up'],
            2,
            'First call went well; send a short follow-up note.',
          ),
        ],
      },
      {
        title: 'Interviewing',
        cards: [
          card(
            'Northwind: Senior Developer',
            ['Dream job'],
            3,
            'Take-home exercise due, then a system design round.',
          ),
          card('Litware: API Engineer', ['Remote', 'Follow up'], 5),
        ],
      },
      {
        title: 'Offer',
        cards: [],
      },
      {
        title: 'Closed',
        cards: [card('Adventure Works: Frontend Engineer', [], -4, 'Position filled internally.')],
      },
    ],
  },
  {
    title: 'Interview prep plan',
    description: 'Topics to cover before the on-site rounds',
    icon: 'heroicons_outline:academic-cap',
    lastActivityHours: -26,
    members: [{ name: 'Lena Fischer', avatar: '/images/avatars/female-09.jpg' }],
    labels: ['Coding', 'System design', 'Behavioural'],
    lists: [
      {
        title: 'To study',
        cards: [
          card('Graph algorithms', ['Coding'], 7),
          card('Caching strategies', ['System design'], 5),
          card('Questions about the team', ['Behavioural'], null),
        ],
      },
      {
        title: 'Practising',
        cards: [
          card('Sliding window problems', ['Coding'], 2, 'Two a day, timed, explained aloud.'),
          card('Design a rate limiter', ['System design'], 3),
          card('STAR story: a project that failed', ['Behavioural'], 1),
        ],
      },
      {
        title: 'Confident',
        cards: [
          card('Two pointers', ['Coding'], -2),
          card('Introduce myself in two minutes', ['Behavioural'], -1),
        ],
      },
    ],
  },
  {
    title: 'Portfolio refresh',
    description: 'Small improvements to show during interviews',
    icon: 'heroicons_outline:sparkles',
    lastActivityHours: -72,
    members: [],
    labels: ['Quick win', 'Writing'],
    lists: [
      {
        title: 'Ideas',
        cards: [
          card('Write up the data pipeline migration', ['Writing'], 14),
          card('Add screenshots to the side project README', ['Quick win'], null),
        ],
      },
      { title: 'Doing', cards: [card('Tidy the GitHub profile', ['Quick win'], 2)] },
      { title: 'Done', cards: [card('Update the CV', ['Writing'], -3)] },
    ],
  },
];
