import {
  createMockInterviewSchema,
  type CreateMockInterview,
} from '@rehearse/contracts/mock-interviews';
import type { Role } from '@rehearse/contracts/question-bank';
import { defaultMix, type Mix } from './mix';

// The mock interview setup's values, and their check against the API's own schema.
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

// The settings as the API takes them, or the first problem per field.
export function toCreateInput(
  values: SetupValues,
): { ok: true; input: CreateMockInterview } | { ok: false; errors: Record<string, string> } {
  const candidate = {
    role: values.role || undefined,
    jobDescription: values.jobDescription.trim() || undefined,
    questionCount: values.questionCount,
    mix: values.mix,
    thinkSeconds: values.thinkSeconds,
    answerSeconds: values.answerSeconds,
    takes: values.takes,
  };
  const parsed = createMockInterviewSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
