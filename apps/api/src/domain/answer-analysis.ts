import type { AnswerFeedback, AnswerInput } from '@rehearse/feedback/types';
import type { ContentBank } from '@rehearse/feedback/content';
import { analyzeAnswerWithContent, buildContentBank } from '@rehearse/feedback/content';
import type { Db } from '../db/db';
import type { AppServices } from '../platform/services';
import type { PoolQuestion, QuestionPool } from './question-pool';
import { expectsStar, getQuestionPool } from './question-pool';

// The analysis of an answer to a bank question, with the content metrics (relevance, talking
// points by meaning: decision 033). They compare the answer with the question and with the
// rest of the bank, so the bank's background is built once per loaded question pool: a new
// pool (a question added or changed) gets a new one. Only the shipped questions make the
// background: a "closer question" named in feedback is never another organization's own.

type WithMemo = Pick<AppServices, 'memo'>;
const banks = new WeakMap<QuestionPool, ContentBank>();

function contentBankOf(pool: QuestionPool): ContentBank {
  let bank = banks.get(pool);
  if (!bank) {
    bank = buildContentBank(
      [...pool.byId.values()]
        .filter((q) => q.kind === 'open' && q.organizationId === null)
        .map((q) => ({
          id: q.id,
          prompt: q.prompt,
          talkingPoints: q.talkingPoints,
          modelAnswer: q.modelAnswer,
        })),
    );
    banks.set(pool, bank);
  }
  return bank;
}

export type AnswerTake = Pick<
  AnswerInput,
  'transcript' | 'durationSeconds' | 'words' | 'jobTerms'
>;

// Read before a transaction: it may load the question pool.
export async function getContentBank(db: Db, services: WithMemo): Promise<ContentBank> {
  return contentBankOf(await getQuestionPool(db, services));
}

export function analyzeAnswerTo(
  bank: ContentBank,
  question: PoolQuestion,
  take: AnswerTake,
): AnswerFeedback {
  return analyzeAnswerWithContent(
    {
      ...take,
      questionId: question.id,
      prompt: question.prompt,
      talkingPoints: question.talkingPoints,
      modelAnswer: question.modelAnswer,
      expectsStar: expectsStar(question),
    },
    bank,
  );
}
