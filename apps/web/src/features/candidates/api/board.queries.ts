import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import {
  decisionResultSchema,
  type DecisionInput,
  type DecisionStage,
} from '@rehearse/contracts/candidate-decisions';
import {
  candidateListSchema,
  type CandidateListItem,
  type CandidateList,
  type CandidateStage,
} from '@rehearse/contracts/candidates';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { apiClient } from '../../../lib/api-client';
import { DecisionRefused } from '../../../lib/decision-refused';
import { candidateKeys } from './candidates.queries';

// The pipeline board (docs/decisions/052-pipeline-board.md): one list per stage, paged by the
// candidates API, and moves that are the decisions API's decisions, shown at once and undone
// if the server refuses.

export const BOARD_PAGE_SIZE = 20;
type Column = InfiniteData<CandidateList, number>;

const postingPath = (postingId: string) =>
  `/api/recruiter/postings/${encodeURIComponent(postingId)}`;

export const boardKeys = {
  all: (postingId: string) => [...candidateKeys.all(postingId), 'board'] as const,
  column: (postingId: string, stage: CandidateStage) =>
    [...boardKeys.all(postingId), stage] as const,
};

export const boardColumnQueryOptions = (postingId: string, stage: CandidateStage, search = '') =>
  infiniteQueryOptions({
    queryKey: [...boardKeys.column(postingId, stage), search],
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiClient.get(
          `${postingPath(postingId)}/candidates`,
          successEnvelope(candidateListSchema),
          {
            query: {
              stage,
              sort: 'updated',
              page: pageParam,
              pageSize: BOARD_PAGE_SIZE,
              ...(search ? { search } : {}),
            },
            signal,
          },
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export type BoardMove = {
  candidate: CandidateListItem;
  to: DecisionStage;
  choice: Pick<DecisionInput, 'send_email' | 'delay_hours'>;
};

// Takes the candidate out of one column's pages, or puts them at the top of another's.
const without = (column: Column | undefined, id: string): Column | undefined =>
  column && {
    ...column,
    pages: column.pages.map((page) => {
      const items = page.items.filter((item) => item.id !== id);
      return { ...page, items, total: page.total - (page.items.length - items.length) };
    }),
  };
const withCard = (column: Column | undefined, candidate: CandidateListItem): Column | undefined =>
  column && {
    ...column,
    pages: column.pages.map((page, index) => ({
      ...page,
      items: index === 0 ? [candidate, ...page.items] : page.items,
      total: page.total + 1,
    })),
  };

// One decision on one candidate from the board. The card moves before the server answers; a
// refusal (decision.not_allowed when someone decided first) puts every column back as it was.
// Either way the posting's candidate lists (table, counts, board) are fetched again.
export function useBoardMove(postingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ candidate, to, choice }: BoardMove) => {
      const answer = await apiClient.post(
        `${postingPath(postingId)}/decisions`,
        successEnvelope(decisionResultSchema),
        { body: { ...choice, to, candidate_ids: [candidate.id] } },
      );
      const [result] = answer.data.results;
      if (!result?.ok) throw new DecisionRefused(result?.error ?? null);
      return result;
    },
    onMutate: async ({ candidate, to }) => {
      await client.cancelQueries({ queryKey: boardKeys.all(postingId) });
      const before: [QueryKey, Column | undefined][] = client.getQueriesData<Column>({
        queryKey: boardKeys.all(postingId),
      });
      client.setQueriesData<Column>(
        { queryKey: boardKeys.column(postingId, candidate.stage) },
        (column) => without(column, candidate.id),
      );
      client.setQueriesData<Column>({ queryKey: boardKeys.column(postingId, to) }, (column) =>
        withCard(column, { ...candidate, stage: to }),
      );
      return { before };
    },
    onError: (_error, _move, saved) => {
      for (const [key, data] of saved?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: candidateKeys.all(postingId) }),
  });
}
