import type { EvidenceLabel } from '@rehearse/feedback/types';

// One colour per kind of evidence, readable as a tint under text in light and dark schemes
// (the text keeps its own colour; the solid colour underlines). Grouped by meaning: habits to
// cut are warm, STAR parts cool, figures and outcomes green, coverage and relevance teal.
export const EVIDENCE_COLORS: Record<EvidenceLabel, string> = {
  filler: '#f97316',
  hedge: '#eab308',
  pause: '#ef4444',
  repeated: '#d946ef',
  situation: '#3b82f6',
  task: '#6366f1',
  action: '#8b5cf6',
  result: '#22c55e',
  i: '#64748b',
  we: '#94a3b8',
  number: '#10b981',
  percent: '#10b981',
  money: '#10b981',
  duration: '#10b981',
  talkingPoint: '#06b6d4',
  jobTerm: '#0ea5e9',
  onTopic: '#14b8a6',
  concreteAction: '#8b5cf6',
  named: '#0284c7',
  outcome: '#22c55e',
  example: '#84cc16',
};

// The legend's order, and which label wins the tint where ranges overlap: the first listed.
export const EVIDENCE_ORDER: readonly EvidenceLabel[] = [
  'filler',
  'hedge',
  'pause',
  'repeated',
  'number',
  'percent',
  'money',
  'duration',
  'situation',
  'task',
  'action',
  'result',
  'named',
  'concreteAction',
  'outcome',
  'example',
  'talkingPoint',
  'jobTerm',
  'onTopic',
  'i',
  'we',
];

export const colorOf = (label: string) => EVIDENCE_COLORS[label as EvidenceLabel] ?? '#64748b';
