import type { StarComponent } from '@rehearse/feedback/types';

export type StarDraft = Record<StarComponent, string>;
export const STAR_PARTS: readonly StarComponent[] = ['situation', 'task', 'action', 'result'];
export const EMPTY_STAR: StarDraft = { situation: '', task: '', action: '', result: '' };

// The four boxes as one answer: each part a paragraph, in STAR order, empty parts left out.
// No "Situation:" labels are added: the analysis reads the candidate's own words, and a label
// would count as a cue the candidate never gave.
export function joinStar(star: StarDraft): string {
  return STAR_PARTS.map((part) => star[part].trim())
    .filter(Boolean)
    .join('\n\n');
}

export const isStarEmpty = (star: StarDraft) => STAR_PARTS.every((part) => !star[part].trim());
