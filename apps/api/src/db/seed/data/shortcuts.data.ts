import type { NewShortcut } from '@rehearse/contracts/shortcuts';

// The default shortcuts (Demo, Documentation, Help center, Dashboard), in panel order.
export const SAMPLE_SHORTCUTS: NewShortcut[] = [
  {
    label: 'Demo',
    description: 'Short videos of every screen',
    icon: 'heroicons_outline:play-circle',
    link: '/support/demo',
    useRouter: true,
  },
  {
    label: 'Documentation',
    description: 'Frequently asked questions',
    icon: 'heroicons_outline:book-open',
    link: '/support/faq',
    useRouter: true,
  },
  {
    label: 'Help center',
    description: 'Contact the support team',
    icon: 'heroicons_outline:lifebuoy',
    link: '/support/contact',
    useRouter: true,
  },
  {
    label: 'Dashboard',
    description: 'Your progress tracker',
    icon: 'heroicons_outline:chart-pie',
    link: '/workspace/dashboard',
    useRouter: true,
  },
];
