import { paths } from '../../config/paths';

// The player's address for one attempt; `question` (1-based) is where an exam was left.
export function attemptHref(attemptId: string, question?: number): string {
  const query = new URLSearchParams({ attempt: attemptId });
  if (question !== undefined) query.set('q', String(question));
  return `${paths.apps.quizPractice.getHref()}?${query.toString()}`;
}

// The setup with skills already chosen (from a result's "New quiz").
export function setupHref(skills: readonly string[] = []): string {
  const href = paths.apps.quiz.getHref();
  return skills.length ? `${href}?${new URLSearchParams({ skills: skills.join(',') })}` : href;
}
