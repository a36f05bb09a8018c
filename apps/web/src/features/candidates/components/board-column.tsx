import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DecisionStage } from '@rehearse/contracts/candidate-decisions';
import type { CandidateListItem, CandidateStage } from '@rehearse/contracts/candidates';
import { QueryErrorState } from '../../../components/error-state';
import { boardColumnQueryOptions } from '../api/board.queries';
import { BoardCard } from './board-card';

export const columnId = (stage: CandidateStage) => `column-${stage}`;
export type ColumnDropData = { stage: CandidateStage };

// While a card is dragged each column is a target (it accepts the card), the card's own column,
// or closed to it.
export type ColumnState = 'idle' | 'accepts' | 'origin' | 'closed';

// One stage of the pipeline: its count from the API, its cards a page at a time.
export function BoardColumn({
  postingId,
  stage,
  search,
  state,
  canMove,
  onMove,
}: {
  postingId: string;
  stage: CandidateStage;
  search: string;
  state: ColumnState;
  canMove: boolean;
  onMove: (candidate: CandidateListItem, to: DecisionStage) => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(boardColumnQueryOptions(postingId, stage, search));
  const { setNodeRef, isOver } = useDroppable({
    id: columnId(stage),
    data: { stage } satisfies ColumnDropData,
    disabled: state === 'idle' || state === 'closed',
  });
  const cards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;
  const titleId = `${columnId(stage)}-title`;

  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      data-stage={stage}
      data-state={state}
      sx={(theme) => ({
        flex: { xs: '0 0 82%', sm: '0 0 272px' },
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1,
        borderRadius: 2,
        border: '2px solid',
        borderColor: 'transparent',
        bgcolor: theme.palette.action.hover,
        transition: theme.transitions.create(['opacity', 'border-color', 'background-color']),
        ...(state === 'accepts' && {
          borderColor: theme.palette.primary.main,
          bgcolor: alpha(theme.palette.primary.main, isOver ? 0.2 : 0.08),
        }),
        ...(state === 'origin' && { borderColor: theme.palette.divider, borderStyle: 'dashed' }),
        ...(state === 'closed' && { opacity: 0.45 }),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t(`candidates.stageNames.${stage}`)}
        </Typography>
        <Chip
          size="small"
          label={total ?? '…'}
          aria-label={
            total === undefined ? undefined : t('candidates.board.count', { count: total })
          }
        />
      </Box>
      {state === 'accepts' && (
        <Typography variant="body2" color="primary" sx={{ px: 0.5, fontWeight: 600 }}>
          {t('candidates.board.dropHere')}
        </Typography>
      )}
      {state === 'closed' && (
        <Typography variant="body2" sx={{ px: 0.5 }}>
          {t('candidates.board.closed')}
        </Typography>
      )}
      {query.isError ? (
        <QueryErrorState title={t('candidates.board.loadFailed')} query={query} />
      ) : !query.data ? (
        <Skeleton variant="rounded" height={72} aria-label={t('candidates.loading')} />
      ) : cards.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 1 }}>
          {t('candidates.board.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {cards.map((candidate) => (
            <BoardCard
              key={candidate.id}
              postingId={postingId}
              candidate={candidate}
              canMove={canMove}
              onMove={onMove}
            />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Button
          size="small"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('candidates.board.showMore')}
        </Button>
      )}
    </Box>
  );
}
