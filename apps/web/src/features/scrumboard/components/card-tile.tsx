import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import AccessTime from '@mui/icons-material/AccessTime';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Notes from '@mui/icons-material/Notes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Card } from '@rehearse/contracts/scrumboard';
import { paths } from '../../../config/paths';
import { formatDisplayDate } from '../../../lib/date-formats';
import { isTemp } from '../api/board-change';
import { cardDragId, type DragData } from '../hooks/drag-ids';
import { isOverdue } from './due-date';

// A card on the board: its title opens it (Enter or a click); the whole card drags with the
// pointer, and its handle picks it up by keyboard (Space, the arrows, Space).
export function CardTile({
  card,
  listId,
  listsDragging,
}: {
  card: Card;
  listId: string;
  // While a list is dragged the cards are not targets.
  listsDragging: boolean;
}) {
  const { t, i18n } = useTranslation();
  const pending = isTemp(card.id);
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: cardDragId(card.id),
    data: { type: 'card', cardId: card.id } satisfies DragData,
    disabled: { draggable: pending, droppable: listsDragging },
  });
  const overdue = card.dueDate !== null && isOverdue(card.dueDate);
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      {...listeners}
      data-card-id={card.id}
      data-list-id={listId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        position: 'relative',
        listStyle: 'none',
        p: 1.5,
        pr: 5,
        display: 'grid',
        gap: 1,
        opacity: isDragging ? 0.4 : pending ? 0.7 : 1,
        cursor: pending ? 'progress' : 'grab',
        touchAction: 'manipulation',
        '&:hover': { borderColor: 'text.secondary' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      {card.labels.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {card.labels.map((label) => (
            <Chip
              key={label.id}
              label={label.title}
              size="small"
              color="primary"
              variant="outlined"
            />
          ))}
        </Box>
      )}
      {pending ? (
        <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{card.title}</Box>
      ) : (
        <Link
          component={RouterLink}
          to={paths.apps.scrumboardCard.getHref(card.boardId, card.id)}
          underline="hover"
          color="text.primary"
          sx={{
            fontWeight: 500,
            overflowWrap: 'anywhere',
            // The whole card opens it.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
            '&:focus-visible::after': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              borderRadius: 1,
            },
          }}
        >
          {card.title}
        </Link>
      )}
      {(card.dueDate || card.description) && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
          {card.dueDate && (
            <Chip
              size="small"
              icon={<AccessTime />}
              variant={overdue ? 'outlined' : 'filled'}
              // The error colour's darker (light scheme) or lighter (dark scheme) shade keeps the
              // text readable on the card.
              sx={
                overdue
                  ? (theme) => ({
                      color: 'error.dark',
                      borderColor: 'error.dark',
                      '& .MuiChip-icon': { color: 'inherit' },
                      ...theme.applyStyles('dark', {
                        color: 'error.light',
                        borderColor: 'error.light',
                      }),
                    })
                  : undefined
              }
              label={formatDisplayDate(card.dueDate, i18n.language, 'UTC')}
              aria-label={t(overdue ? 'scrumboard.card.overdue' : 'scrumboard.card.due', {
                date: formatDisplayDate(card.dueDate, i18n.language, 'UTC'),
              })}
            />
          )}
          {card.description && (
            <Notes fontSize="small" titleAccess={t('scrumboard.card.hasDescription')} />
          )}
        </Box>
      )}
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        size="small"
        aria-label={t('scrumboard.card.move', { title: card.title })}
        disabled={pending}
        sx={{ position: 'absolute', top: 6, right: 4, zIndex: 1, cursor: 'grab' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
    </Paper>
  );
}
