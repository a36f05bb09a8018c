import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NoteLabel } from '@rehearse/contracts/notes';
import type { NotesView } from '../hooks/use-notes-view';

type Props = {
  view: NotesView;
  labels: NoteLabel[];
  hrefOf: (next: Partial<NotesView>) => string;
  onEditLabels: () => void;
  // Called after a choice, so the phone's drawer closes.
  onNavigate?: () => void;
};

// The notes' views: the notes in use, the archive, and one per label; then "Edit labels".
// Changing view keeps the search and closes any open note.
export function NotesSidebar({ view, labels, hrefOf, onEditLabels, onNavigate }: Props) {
  const { t } = useTranslation();
  const link = (selected: boolean, next: Partial<NotesView>) => ({
    component: RouterLink,
    to: hrefOf({ noteId: undefined, ...next }),
    selected,
    'aria-current': selected ? ('page' as const) : undefined,
    onClick: onNavigate,
    sx: { borderRadius: 2 },
  });
  return (
    <nav aria-label={t('notes.views')}>
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton
            {...link(!view.archive && !view.labelId, { archive: false, labelId: undefined })}
          >
            <ListItemIcon>
              <LightbulbOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t('notes.view.notes')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            {...link(view.archive && !view.labelId, { archive: true, labelId: undefined })}
          >
            <ListItemIcon>
              <ArchiveOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t('notes.view.archive')} />
          </ListItemButton>
        </ListItem>
      </List>
      <Divider sx={{ my: 1 }} />
      <List
        dense
        disablePadding
        subheader={
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
            {t('notes.view.labels')}
          </ListSubheader>
        }
      >
        {labels.map((label) => (
          <ListItem key={label.id} disablePadding>
            <ListItemButton {...link(view.labelId === label.id, { labelId: label.id })}>
              <ListItemIcon>
                <LabelOutlined aria-hidden />
              </ListItemIcon>
              <ListItemText primary={label.title} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={onEditLabels} sx={{ borderRadius: 2 }}>
            <ListItemIcon>
              <EditOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t('notes.labels.edit')} />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );
}
