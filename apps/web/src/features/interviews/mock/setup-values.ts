import type { Role } from '@rehearse/contracts/question-bank';
import { defaultMix, type Mix } from './mix';

// The mock interview setup's values (checked by setup-form-schema.ts).
export const THINK_CHOICES = [0, 2, 5, 10, 15, 30, 45, 60, 90, 120] as const;
export const ANSWER_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240, 300] as const;

export type SetupValues = {
  role: Role | '';
  jobDescription: string;
  questionCount: number;
  mix: Mix;
  thinkSeconds: number;
  answerSeconds: number;
  takes: number;
};

export const INITIAL_SETUP: SetupValues = {
  role: '',
  jobDescription: '',
  questionCount: 5,
  mix: defaultMix(5),
  thinkSeconds: 30,
  answerSeconds: 120,
  takes: 2,
};
