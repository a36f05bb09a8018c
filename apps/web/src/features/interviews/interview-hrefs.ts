import { paths } from '../../config/paths';

const withParam = (path: string, name: string, value: string) =>
  `${path}?${name}=${encodeURIComponent(value)}`;

export const practiceListHref = () => paths.apps.practice.getHref();
export const practiceQuestionHref = (questionId: string) =>
  withParam(paths.apps.practicePractice.path, 'question', questionId);
export const mockSetupHref = () => paths.apps.mockInterview.getHref();
export const mockRunHref = (interviewId: string) =>
  withParam(paths.apps.mockInterviewPractice.path, 'interview', interviewId);
export const mockFeedbackHref = (interviewId: string) =>
  withParam(paths.apps.mockInterviewFeedback.path, 'interview', interviewId);

// The run page begins at once when reached from the setup (the Start click is the gesture that
// lets a page speak and record); after a reload it waits for a click.
export type RunLocationState = { autoStart?: boolean };
