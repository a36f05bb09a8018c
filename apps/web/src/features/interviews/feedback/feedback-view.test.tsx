// @vitest-environment jsdom
import { analyzeAnswerWithContent, buildContentBank } from '@rehearse/feedback/content';
import { FIXTURE_BANK, strongStar } from '@rehearse/feedback/fixture-answers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FeedbackView } from './feedback-view';

// The server's analysis (with the content metrics) of the fixture STAR answer, given once to
// its own question and once to the slow SQL query question.
const bank = buildContentBank(FIXTURE_BANK);
const SQL = FIXTURE_BANK[2];
const onTopic = analyzeAnswerWithContent(strongStar, bank);
const offTopic = analyzeAnswerWithContent(
  { ...strongStar, questionId: SQL.id, talkingPoints: SQL.talkingPoints },
  bank,
);

const card = (name: string) => screen.getByRole('article', { name });
const marks = () =>
  [...document.querySelectorAll('mark')].map((m) => m.firstChild?.textContent ?? '');

describe('FeedbackView with the content metrics', () => {
  beforeAll(() => {
    // jsdom does not lay out: "Show in transcript" scrolls the transcript into view.
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('shows relevance and concrete details with their values and evidence in the transcript', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FeedbackView id="fb" feedback={onTopic} transcript={strongStar.transcript} />,
    );
    const relevance = card('Relevance to the question');
    expect(within(relevance).getByText('96%')).toBeTruthy();
    // Words on the question are only marked when asked for: they would tint most of the answer.
    expect(marks()).not.toContain('dependency');
    await user.click(within(relevance).getByRole('button', { name: /Show in transcript/ }));
    expect(marks()).toEqual(expect.arrayContaining(['dependency', 'pairing', 'workload']));

    const details = card('Concrete details');
    await user.click(within(details).getByRole('button', { name: /Show in transcript/ }));
    expect(marks()).toEqual(expect.arrayContaining(['Priya', 'I asked', 'four days']));
    await user.click(within(details).getByRole('button', { name: 'How it is computed' }));
    expect(within(details).getByText('Named')).toBeTruthy();
    expect(within(details).getByText('Priya')).toBeTruthy();
  });

  it('says an off-topic answer fits another question, and lists that first', () => {
    renderWithProviders(
      <FeedbackView id="fb" feedback={offTopic} transcript={strongStar.transcript} />,
    );
    const relevance = card('Relevance to the question');
    expect(within(relevance).getByText('Needs work')).toBeTruthy();
    const advice = `Your answer fits another question better: “${FIXTURE_BANK[0].prompt}”. Come back to what this question asks.`;
    expect(within(relevance).getByText(advice)).toBeTruthy();
    // The most useful improvement comes first, above the transcript.
    expect(document.querySelector('ol li')?.textContent).toBe(
      `Relevance to the question: ${advice}`,
    );
  });
});
