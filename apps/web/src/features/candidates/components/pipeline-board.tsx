import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionsFrom, type DecisionStage } from '@rehearse/contracts/candidate-decisions';
import {
  CANDIDATE_STAGES,
  type CandidateListItem,
  type CandidateStage,
} from '@rehearse/contracts/candidates';
import { DecisionDialog, type DecisionChoice } from '../../../components/decision/decision-dialog';
import { useErrorText } from '../../../lib/error-text';
import { useBoardMove } from '../api/board.queries';
import { BoardCardBody, type CardDragData } from './board-card';
import { BoardColumn, type ColumnDropData, type ColumnState } from './board-column';
import { measuredBeforeDragging } from '../../../lib/drag-measuring';

// The pointer decides where a mouse or finger drops; the keyboard moves the card's rectangle onto
// a column, which then overlaps it.
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

// Left and right arrows jump to the next column that takes the card (the closed ones are not
// drop targets, so they are skipped); up and down do nothing.
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableContainers, droppableRects, over } = context;
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (event.code.startsWith('Arrow')) event.preventDefault();
  if (step === 0 || !collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = over
    ? columns.findIndex((column) => column.id === over.id)
    : columns.findIndex(({ rect }) => rect.left <= centre && centre <= rect.left + rect.width);
  const next = columns[current + step];
  if (current === -1 || !next) return undefined;
  return {
    x: next.rect.left + (next.rect.width - collisionRect.width) / 2,
    y: next.rect.top + 8,
  };
};

const cardOf = (active: Active | null): CandidateListItem | undefined =>
  (active?.data.current as CardDragData | undefined)?.candidate;
const stageOf = (over: Over | null): CandidateStage | undefined =>
  (over?.data.current as ColumnDropData | undefined)?.stage;

type Pending = { candidate: CandidateListItem; to: DecisionStage };
type Notice = { severity: 'success' | 'error'; text: string };

// The pipeline as columns (docs/decisions/052-pipeline-board.md). Owners and recruiters move a
// candidate by dragging (pointer or keyboard) or with a card's "Move to…" menu; the only moves
// are decisions, so only the columns a decision leads to, from the candidate's stage, take a
// drop. Every move is confirmed in the decision dialog; reviewers read.
export function PipelineBoard({
  postingId,
  search,
  canMove,
}: {
  postingId: string;
  search: string;
  canMove: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const move = useBoardMove(postingId);
  const [dragged, setDragged] = useState<CandidateListItem | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sensors = useSensors(
    // A small movement first, so a click on the card's link or menu is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates, scrollBehavior: 'auto' }),
  );

  const stageName = useCallback(
    (stage: CandidateStage | undefined) => (stage ? t(`candidates.stageNames.${stage}`) : ''),
    [t],
  );
  const announcements = useMemo<Announcements>(() => {
    const named = (active: Active) => {
      const candidate = cardOf(active);
      return { name: candidate?.name ?? '', from: stageName(candidate?.stage) };
    };
    return {
      onDragStart: ({ active }) =>
        t('candidates.board.announce.start', { ...named(active), stage: named(active).from }),
      onDragOver: ({ active, over }) => {
        const to = stageOf(over);
        if (!to) return t('candidates.board.announce.outside', named(active));
        return to === cardOf(active)?.stage
          ? t('candidates.board.announce.overOrigin', { ...named(active), stage: stageName(to) })
          : t('candidates.board.announce.over', { ...named(active), stage: stageName(to) });
      },
      onDragEnd: ({ active, over }) => {
        const to = stageOf(over);
        return to && to !== cardOf(active)?.stage
          ? t('candidates.board.announce.dropped', { ...named(active), stage: stageName(to) })
          : t('candidates.board.announce.returned', {
              ...named(active),
              stage: named(active).from,
            });
      },
      onDragCancel: ({ active }) =>
        t('candidates.board.announce.cancelled', { ...named(active), stage: named(active).from }),
    };
  }, [t, stageName]);

  const stateOf = (stage: CandidateStage): ColumnState => {
    if (!dragged) return 'idle';
    if (stage === dragged.stage) return 'origin';
    return decisionsFrom(dragged.stage).includes(stage as DecisionStage) ? 'accepts' : 'closed';
  };

  const start = (candidate: CandidateListItem, to: DecisionStage) => {
    setNotice(null);
    setPending({ candidate, to });
  };

  const confirm = (choice: DecisionChoice) => {
    if (!pending) return;
    const { candidate, to } = pending;
    setPending(null);
    move.mutate(
      { candidate, to, choice },
      {
        onSuccess: () =>
          setNotice({
            severity: 'success',
            text: t('candidates.board.moved', { name: candidate.name, stage: stageName(to) }),
          }),
        onError: (error) =>
          setNotice({
            severity: 'error',
            text: t('candidates.board.refused', { name: candidate.name, reason: errorText(error) }),
          }),
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <DndContext
        sensors={sensors}
        measuring={measuredBeforeDragging}
        collisionDetection={collision}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('candidates.board.instructions') },
        }}
        onDragStart={({ active }) => setDragged(cardOf(active) ?? null)}
        onDragCancel={() => setDragged(null)}
        onDragEnd={({ active, over }) => {
          setDragged(null);
          const candidate = cardOf(active);
          const to = stageOf(over);
          if (candidate && to && decisionsFrom(candidate.stage).includes(to as DecisionStage)) {
            start(candidate, to as DecisionStage);
          }
        }}
      >
        <Box
          role="region"
          aria-label={t('candidates.board.region')}
          // It scrolls sideways: reachable by the keyboard, one column at a time on a phone.
          tabIndex={0}
          sx={{
            display: 'flex',
            gap: 1.5,
            overflowX: 'auto',
            scrollSnapType: { xs: 'x mandatory', sm: 'x proximity' },
            pb: 1,
            alignItems: 'flex-start',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {CANDIDATE_STAGES.map((stage) => (
            <BoardColumn
              key={stage}
              postingId={postingId}
              stage={stage}
              search={search}
              state={stateOf(stage)}
              canMove={canMove}
              onMove={start}
            />
          ))}
        </Box>
        <DragOverlay>
          {dragged && (
            <Paper variant="outlined" sx={{ p: 1.25, boxShadow: 6, cursor: 'grabbing' }}>
              <BoardCardBody postingId={postingId} candidate={dragged} />
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
      <DecisionDialog
        to={pending?.to ?? null}
        candidateName={pending?.candidate.name}
        pending={move.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Box>
  );
}
