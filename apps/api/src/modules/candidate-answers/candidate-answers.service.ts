import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  AnswerMedia,
  CandidateAnswers,
  ReviewedAnswer,
  TranscriptState,
} from '@rehearse/contracts/candidate-answers';
import type { Criterion } from '@rehearse/contracts/rubrics';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { candidateAnswers, candidateAnswerTakes } from '../../db/schema/candidate-answers';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { postingQuestionCriteria, postingQuestions } from '../../db/schema/postings';
import { recordings } from '../../db/schema/recordings';
import { rubricCriteria } from '../../db/schema/rubrics';
import type { TranscriptionRow } from '../../domain/transcriptions';
import { transcriptionsOf } from '../../domain/transcriptions';
import { anonymousName, requirePostingAccess } from '../../domain/posting-access';
import { recordingsById } from '../../domain/recordings';
import { signMediaPath } from '../../domain/recording-urls';
import { notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';

// A candidate's submitted answers for the posting's hiring team
// (docs/decisions/051-reviewing-candidate-answers.md). Only a submitted answer's chosen take is
// ever named or served: other takes, and answers still being recorded, stay the candidate's.

type Ctx = Pick<ServiceContext, 'user' | 'signingSecret' | 'audioRenditions' | 'now'>;

// The addresses the media are served at, signed for an hour (domain/recording-urls.ts): the
// original take, and its audio track alone. Which one a caller is given is decided here; a
// signature for one path does not open the other.
export const answerMediaPath = (
  postingId: string,
  candidateId: string,
  questionId: string,
  rendition: 'original' | 'audio',
) =>
  `/api/recruiter/postings/${postingId}/candidates/${candidateId}/answers/${questionId}/${
    rendition === 'audio' ? 'audio' : 'media'
  }`;

const transcriptState = (row: TranscriptionRow | undefined): TranscriptState => {
  if (!row || row.status === 'failed') return 'none';
  return row.status === 'done' ? 'done' : 'running';
};

async function criteriaByQuestion(db: Db, rubricId: string | null, questionIds: string[]) {
  const byQuestion = new Map<string, Criterion[]>();
  // Links to criteria of a rubric the posting no longer uses are not the posting's rubric.
  if (!rubricId || questionIds.length === 0) return byQuestion;
  const rows = await db
    .select({ questionId: postingQuestionCriteria.postingQuestionId, criterion: rubricCriteria })
    .from(postingQuestionCriteria)
    .innerJoin(rubricCriteria, eq(rubricCriteria.id, postingQuestionCriteria.criterionId))
    .where(
      and(
        inArray(postingQuestionCriteria.postingQuestionId, questionIds),
        eq(rubricCriteria.rubricId, rubricId),
      ),
    )
    .orderBy(asc(rubricCriteria.position));
  for (const { questionId, criterion: c } of rows) {
    const list = byQuestion.get(questionId) ?? [];
    list.push({
      id: c.id,
      name: c.name,
      description: c.description,
      weight: c.weight,
      anchors: c.anchors,
    });
    byQuestion.set(questionId, list);
  }
  return byQuestion;
}

export async function getCandidateAnswers(
  db: Db,
  ctx: Ctx,
  postingId: string,
  candidateId: string,
): Promise<CandidateAnswers> {
  const access = await requirePostingAccess(db, ctx.user, postingId);
  const missing = () => notFound('No such candidate on this posting', 'candidateId');
  if (!isUuid(candidateId)) throw missing();
  const [candidate] = await db
    .select()
    .from(postingCandidates)
    .where(and(eq(postingCandidates.id, candidateId), eq(postingCandidates.postingId, postingId)));
  if (!candidate) throw missing();

  // Anonymised review hides the candidate from the team that scores, not from those who decide
  // (decision 049); for the team, recordings are offered as audio (decision 051).
  const anonymized = access.posting.anonymizedReview && access.onTeam;
  const audioOnly = anonymized && ctx.audioRenditions.available;
  const questions = await db
    .select()
    .from(postingQuestions)
    .where(eq(postingQuestions.postingId, postingId))
    .orderBy(asc(postingQuestions.position));
  const criteria = await criteriaByQuestion(
    db,
    access.posting.rubricId,
    questions.map((q) => q.id),
  );
  const answers = await db
    .select({ answer: candidateAnswers, recordingId: candidateAnswerTakes.recordingId })
    .from(candidateAnswers)
    .leftJoin(
      candidateAnswerTakes,
      and(
        eq(candidateAnswerTakes.id, candidateAnswers.chosenTakeId),
        eq(candidateAnswerTakes.answerId, candidateAnswers.id),
      ),
    )
    .where(
      and(eq(candidateAnswers.candidateId, candidateId), isNotNull(candidateAnswers.submittedAt)),
    );
  const byQuestion = new Map(answers.map((row) => [row.answer.postingQuestionId, row]));
  const recordingIds = answers.map((row) => row.recordingId);
  const [files, transcripts, secret] = await Promise.all([
    recordingsById(db, recordingIds),
    transcriptionsOf(db, recordingIds),
    ctx.signingSecret(),
  ]);
  const now = ctx.now();

  const reviewed: ReviewedAnswer[] = [];
  for (const [index, question] of questions.entries()) {
    const row = byQuestion.get(question.id);
    const file = row?.recordingId ? files.get(row.recordingId) : undefined;
    let media: AnswerMedia | null = null;
    if (file && (!anonymized || audioOnly)) {
      const rendition = audioOnly ? 'audio' : 'original';
      const path = answerMediaPath(postingId, candidateId, question.id, rendition);
      media = {
        url: await signMediaPath(secret, path, now),
        kind: audioOnly || !file.mimeType.startsWith('video/') ? 'audio' : 'video',
        mime_type: audioOnly ? 'audio/webm' : file.mimeType,
        duration_seconds: file.durationSeconds,
      };
    }
    const transcript = file ? transcripts.get(file.id) : undefined;
    reviewed.push({
      question_id: question.id,
      position: index + 1,
      prompt: question.prompt,
      answer_type: question.answerType,
      criteria: criteria.get(question.id) ?? [],
      submitted_at: row?.answer.submittedAt?.toISOString() ?? null,
      text: row?.answer.writtenText ?? null,
      media,
      transcript: file
        ? {
            state: transcriptState(transcript),
            text: transcriptState(transcript) === 'done' ? (transcript?.text ?? '') : null,
          }
        : null,
    });
  }
  return {
    candidate: {
      id: candidate.id,
      name: anonymized ? anonymousName(candidate.id) : candidate.name,
      stage: candidate.stage,
    },
    anonymized,
    media_note: anonymized && !audioOnly ? 'transcript-only' : null,
    answers: reviewed,
  };
}

// The stored file of a submitted answer's chosen take, for a request that proved access with
// a signed link. Anything else (another take, an answer not submitted or reset, a withdrawn or
// deleted candidate) is 404.
export async function findSubmittedTake(
  db: Db,
  postingId: string,
  candidateId: string,
  questionId: string,
) {
  const missing = () => notFound('No submitted recording for this question');
  if (![postingId, candidateId, questionId].every(isUuid)) throw missing();
  const [row] = await db
    .select({ recording: recordings })
    .from(candidateAnswers)
    .innerJoin(postingCandidates, eq(postingCandidates.id, candidateAnswers.candidateId))
    .innerJoin(
      candidateAnswerTakes,
      and(
        eq(candidateAnswerTakes.id, candidateAnswers.chosenTakeId),
        eq(candidateAnswerTakes.answerId, candidateAnswers.id),
      ),
    )
    .innerJoin(recordings, eq(recordings.id, candidateAnswerTakes.recordingId))
    .where(
      and(
        eq(candidateAnswers.candidateId, candidateId),
        eq(candidateAnswers.postingQuestionId, questionId),
        isNotNull(candidateAnswers.submittedAt),
        eq(postingCandidates.postingId, postingId),
        eq(recordings.candidateId, candidateId),
      ),
    );
  if (!row) throw missing();
  return row.recording;
}
