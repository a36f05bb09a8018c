import { paths } from '../../../config/paths';
import type { TourTool } from './tour-store';

// One step: the element to highlight (its data-tour attribute) and its text under
// support.tours.<tool>.<id>.{title,body}.
export type TourStep = { id: string; target: string };
export type Tour = { path: string; steps: readonly TourStep[] };

const step = (id: string, target = id) => ({ id, target });

// The guided tours over the real screens, in the order a first visit would use them.
export const TOURS: Record<TourTool, Tour> = {
  quiz: {
    path: paths.apps.quiz.getHref(),
    steps: [
      step('shortcuts', 'quiz-shortcuts'),
      step('skills', 'quiz-skills'),
      step('length', 'quiz-length'),
      step('mode', 'quiz-mode'),
      step('start', 'quiz-start'),
      step('levels', 'quiz-levels'),
    ],
  },
  practice: {
    path: paths.apps.practice.getHref(),
    steps: [step('filters', 'practice-filters'), step('list', 'practice-list')],
  },
  'mock-interview': {
    path: paths.apps.mockInterview.getHref(),
    steps: [
      step('setup', 'mock-setup'),
      step('devices', 'mock-devices'),
      step('start', 'mock-start'),
      step('history', 'mock-history'),
    ],
  },
  progress: {
    path: paths.workspace.dashboard.getHref(),
    steps: [
      step('range', 'progress-range'),
      step('trend', 'progress-quiz-trend'),
      step('heatmap', 'progress-heatmap'),
      step('goal', 'progress-goal'),
      step('weak', 'progress-weak'),
      step('skills', 'progress-skills'),
    ],
  },
  profile: {
    path: paths.user.profile.getHref(),
    steps: [
      step('avatar', 'profile-avatar'),
      step('status', 'profile-status'),
      step('targets', 'profile-skills'),
      step('export', 'profile-export'),
    ],
  },
};
