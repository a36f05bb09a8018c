import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTemp } from '../api/board-change';
import type { BoardList } from '../api/board-state';
import { cardDragId, cardsContainerId, listDragId, type DragData } from '../hooks/drag-ids';
import { CardTile } from './card-tile';
import { InlineAddForm } from './inline-add-form';

export const columnSx = {
  flex: { xs: '0 0 85%', sm: '0 0 288px' },
  scrollSnapAlign: 'start',
  borderRadius: 2,
  p: 1,
  bgcolor: 'action.hover',
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
} as const;

// One list of the board: its title (renamed in place), its menu (rename, delete), its cards in
// order and "Add a card". The header's handle drags the list.
export function BoardColumn({
  list,
  listsDragging,
  onRename,
  onDelete,
  onAddCard,
}: {
  list: BoardList;
  listsDragging: boolean;
  onRename: (title: string) => void;
  onDelete: () => void;
  onAddCard: (title: string) => void;
}) {
  const { t } = useTranslation();
  const pending = isTemp(list.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: listDragId(list.id),
    data: { type: 'list', listId: list.id } satisfies DragData,
    disabled: { draggable: pending, droppable: false },
  });
  const titleId = `list-${list.id}-title`;
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      data-list-id={list.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ ...columnSx, opacity: isDragging ? 0.5 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          aria-label={t('scrumboard.list.move', { title: list.title })}
          disabled={pending}
          sx={{ cursor: 'grab' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        {renaming ? (
          <RenameField
            label={t('scrumboard.list.title')}
            initial={list.title}
            onDone={(title) => {
              setRenaming(false);
              if (title && title !== list.title) onRename(title);
            }}
          />
        ) : (
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere', cursor: 'text' }}
            onDoubleClick={() => !pending && setRenaming(true)}
          >
            {list.title}
          </Typography>
        )}
        <Chip
          size="small"
          label={list.cards.length}
          aria-label={t('scrumboard.list.count', { count: list.cards.length })}
        />
        <IconButton
          size="small"
          aria-label={t('scrumboard.list.menu', { title: list.title })}
          aria-haspopup="menu"
          disabled={pending}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={choose(() => setRenaming(true))}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            {t('scrumboard.list.rename')}
          </MenuItem>
          <MenuItem onClick={choose(onDelete)}>
            <ListItemIcon>
              <DeleteOutlined fontSize="small" />
            </ListItemIcon>
            {t('scrumboard.list.delete')}
          </MenuItem>
        </Menu>
      </Box>
      <SortableContext
        id={cardsContainerId(list.id)}
        items={list.cards.map((card) => cardDragId(card.id))}
        strategy={verticalListSortingStrategy}
      >
        <Box
          component="ul"
          aria-labelledby={titleId}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1, minHeight: 8 }}
        >
          {list.cards.map((card) => (
            <CardTile key={card.id} card={card} listId={list.id} listsDragging={listsDragging} />
          ))}
        </Box>
      </SortableContext>
      {list.cards.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {t('scrumboard.list.empty')}
        </Typography>
      )}
      {!pending && (
        <InlineAddForm
          buttonLabel={t('scrumboard.list.addCard')}
          fieldLabel={t('scrumboard.list.cardTitle')}
          onAdd={onAddCard}
        />
      )}
    </Box>
  );
}

// A title edited in place: Enter or leaving the field saves, Escape keeps the old one.
export function RenameField({
  label,
  initial,
  onDone,
}: {
  label: string;
  initial: string;
  onDone: (title: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  // Enter ends the edit, and the field's removal may blur it too: answer once.
  const done = useRef(false);
  const finish = (title: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(title);
  };
  return (
    <TextField
      autoFocus
      size="small"
      label={label}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(value.trim() || null)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(value.trim() || null);
        if (e.key === 'Escape') finish(null);
      }}
      slotProps={{ htmlInput: { maxLength: 200 } }}
      sx={{ flexGrow: 1 }}
    />
  );
}
