import { paths } from '../../config/paths';

// Links into the tools, as their screens read them (quiz setup ?skill=, player ?attempt=,
// mock run ?interview=, practice ?question=).
const withParam = (path: string, name: string, value: string) =>
  `${path}?${new URLSearchParams({ [name]: value }).toString()}`;

export const quizAttemptHref = (attemptId: string) =>
  withParam(paths.apps.quizPractice.path, 'attempt', attemptId);
export const quizSkillHref = (skill: string) => withParam(paths.apps.quiz.path, 'skill', skill);
export const interviewRunHref = (interviewId: string) =>
  withParam(paths.apps.mockInterviewPractice.path, 'interview', interviewId);
export const interviewFeedbackHref = (interviewId: string) =>
  withParam(paths.apps.mockInterviewFeedback.path, 'interview', interviewId);
export const practiceQuestionHref = (questionId: string) =>
  withParam(paths.apps.practicePractice.path, 'question', questionId);
