import { paths } from '../../config/paths';
import { ADMIN_ROLES } from '../../lib/session/is-recruiter';

export type NavigationIcon =
  | 'home'
  | 'progress'
  | 'profile'
  | 'admin'
  | 'quiz'
  | 'practice'
  | 'mockInterview'
  | 'demo'
  | 'faq'
  | 'contact'
  | 'postings'
  | 'questions'
  | 'rubric'
  | 'email'
  | 'company';

export type NavigationItemKey =
  | 'home'
  | 'progressTracker'
  | 'myProfile'
  | 'adminDashboard'
  | 'assessKnowledge'
  | 'practiceInterviews'
  | 'mockInterviews'
  | 'demoVideos'
  | 'faq'
  | 'contactSupport'
  | 'jobPostings'
  | 'interviewQuestions'
  | 'rubricManagement'
  | 'emailTemplates'
  | 'companyAndTeam';

export type NavigationGroupKey =
  'myWorkspace' | 'interviewTools' | 'helpAndSupport' | 'adminSettings';

export type NavigationItem = {
  id: string;
  titleKey: NavigationItemKey;
  href: string;
  icon: NavigationIcon;
  // Without roles an item is visible to all; with roles, only to users holding one of them.
  roles?: readonly string[];
};

export type NavigationGroup = {
  id: string;
  titleKey: NavigationGroupKey;
  items: readonly NavigationItem[];
};

export const candidateNavigation: readonly NavigationGroup[] = [
  {
    id: 'my-workspace',
    titleKey: 'myWorkspace',
    items: [
      { id: 'home', titleKey: 'home', href: paths.workspace.home.getHref(), icon: 'home' },
      {
        id: 'progress-tracker',
        titleKey: 'progressTracker',
        href: paths.workspace.dashboard.getHref(),
        icon: 'progress',
      },
      {
        id: 'my-profile',
        titleKey: 'myProfile',
        href: paths.user.profile.getHref(),
        icon: 'profile',
      },
      {
        id: 'admin-dashboard',
        titleKey: 'adminDashboard',
        href: paths.admin.dashboard.getHref(),
        icon: 'admin',
        roles: ADMIN_ROLES,
      },
    ],
  },
  {
    id: 'interview-tools',
    titleKey: 'interviewTools',
    items: [
      { id: 'quiz', titleKey: 'assessKnowledge', href: paths.apps.quiz.getHref(), icon: 'quiz' },
      {
        id: 'practice',
        titleKey: 'practiceInterviews',
        href: paths.apps.practice.getHref(),
        icon: 'practice',
      },
      {
        id: 'mock-interview',
        titleKey: 'mockInterviews',
        href: paths.apps.mockInterview.getHref(),
        icon: 'mockInterview',
      },
    ],
  },
  {
    id: 'help-and-support',
    titleKey: 'helpAndSupport',
    items: [
      { id: 'demo', titleKey: 'demoVideos', href: paths.support.demo.getHref(), icon: 'demo' },
      { id: 'faq', titleKey: 'faq', href: paths.support.faq.getHref(), icon: 'faq' },
      {
        id: 'contact',
        titleKey: 'contactSupport',
        href: paths.support.contact.getHref(),
        icon: 'contact',
      },
    ],
  },
];

// "Billing and Usage" of the old recruiter menu pointed at interview questions as a placeholder;
// it returns when billing exists rather than as a link that goes somewhere else.
export const recruiterNavigation: readonly NavigationGroup[] = [
  {
    id: 'recruiter-workspace',
    titleKey: 'myWorkspace',
    items: [
      {
        id: 'recruiter-home',
        titleKey: 'home',
        href: paths.recruiter.dashboard.getHref(),
        icon: 'home',
      },
      {
        id: 'job-postings',
        titleKey: 'jobPostings',
        href: paths.recruiter.postings.getHref(),
        icon: 'postings',
      },
      {
        id: 'interview-questions',
        titleKey: 'interviewQuestions',
        href: paths.recruiter.interviewQuestions.getHref(),
        icon: 'questions',
      },
      {
        id: 'rubric',
        titleKey: 'rubricManagement',
        href: paths.recruiter.rubric.getHref(),
        icon: 'rubric',
      },
    ],
  },
  {
    id: 'admin-settings',
    titleKey: 'adminSettings',
    items: [
      {
        id: 'email-templates',
        titleKey: 'emailTemplates',
        href: paths.recruiter.email.getHref(),
        icon: 'email',
      },
      {
        id: 'company',
        titleKey: 'companyAndTeam',
        href: paths.recruiter.company.getHref(),
        icon: 'company',
      },
    ],
  },
];

export function isItemVisible(item: NavigationItem, roles: readonly string[]): boolean {
  if (!item.roles) return true;
  return item.roles.some((role) => roles.includes(role));
}

// Recruiters see only the recruiter list (core-product §6); empty groups are dropped.
export function navigationFor(recruiter: boolean, roles: readonly string[]): NavigationGroup[] {
  const groups = recruiter ? recruiterNavigation : candidateNavigation;
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => isItemVisible(item, roles)) }))
    .filter((group) => group.items.length > 0);
}
