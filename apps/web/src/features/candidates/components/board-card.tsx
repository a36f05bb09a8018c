import { useDraggable } from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionsFrom, type DecisionStage } from '@rehearse/contracts/candidate-decisions';
import type { CandidateListItem } from '@rehearse/contracts/candidates';
import { paths } from '../../../config/paths';
import { formatDisplayDate } from '../../../lib/date-formats';

// What a card carries while dragged: the collision and drop handlers read it.
export type CardDragData = { candidate: CandidateListItem };

// The card's text: name (the review page's link once the interview is done), email (empty for an
// anonymised reviewer) and the last milestone's date.
export function BoardCardBody({
  postingId,
  candidate,
  handle,
}: {
  postingId: string;
  candidate: CandidateListItem;
  handle?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const done = candidate.completed_at !== null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
      {handle}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {done ? (
          <Link
            href={paths.recruiter.candidateReview.getHref(postingId, candidate.id)}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {candidate.name}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {candidate.name}
          </Typography>
        )}
        {candidate.email && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {candidate.email}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {done
            ? t('candidates.board.completedOn', {
                date: formatDisplayDate(candidate.completed_at ?? '', locale),
              })
            : t('candidates.board.invitedOn', {
                date: formatDisplayDate(candidate.invited_at, locale),
              })}
        </Typography>
      </Box>
    </Box>
  );
}

// A candidate on the board. Those who may move get a drag handle (pointer or keyboard) and a
// "Move to…" menu with the same targets, for anyone who would rather not drag.
export function BoardCard({
  postingId,
  candidate,
  canMove,
  onMove,
}: {
  postingId: string;
  candidate: CandidateListItem;
  canMove: boolean;
  onMove: (candidate: CandidateListItem, to: DecisionStage) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const targets = canMove ? decisionsFrom(candidate.stage) : [];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: candidate.id,
    data: { candidate } satisfies CardDragData,
    disabled: targets.length === 0,
    attributes: { roleDescription: t('candidates.board.roleDescription') },
  });
  const handle =
    targets.length > 0 ? (
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={t('candidates.board.dragHandle', { name: candidate.name })}
        sx={{ cursor: 'grab', touchAction: 'none', mt: -0.25, ml: -0.5 }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
    ) : undefined;

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-candidate={candidate.id}
      // The card stays in its column while its copy follows the pointer (the board's overlay).
      sx={{ p: 1.25, listStyle: 'none', opacity: isDragging ? 0.4 : 1, display: 'grid', gap: 0.5 }}
    >
      <BoardCardBody postingId={postingId} candidate={candidate} handle={handle} />
      {targets.length > 0 && (
        <>
          <Button
            size="small"
            variant="text"
            sx={{ justifySelf: 'start' }}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            aria-label={t('candidates.board.moveToFor', { name: candidate.name })}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            {t('candidates.board.moveTo')}
          </Button>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
          >
            {targets.map((to) => (
              <MenuItem
                key={to}
                onClick={() => {
                  setMenuAnchor(null);
                  onMove(candidate, to);
                }}
              >
                {t(`candidates.stageNames.${to}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Paper>
  );
}
