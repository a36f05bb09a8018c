import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteLabel } from '@rehearse/contracts/notes';
import { isPending } from '../api/note-mutations';

// Puts labels on the note and takes them off: one checkable item per label.
export function NoteLabelsMenu({
  labels,
  selected,
  onChange,
}: {
  labels: NoteLabel[];
  selected: NoteLabel[];
  onChange: (labels: NoteLabel[]) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const has = (label: NoteLabel) => selected.some((l) => l.id === label.id);
  const toggle = (label: NoteLabel) =>
    onChange(
      has(label)
        ? selected.filter((l) => l.id !== label.id)
        : labels.filter((l) => l.id === label.id || has(l)),
    );
  const stored = labels.filter((label) => !isPending(label));
  return (
    <>
      <Tooltip title={t('notes.labels.apply')}>
        <IconButton
          aria-label={t('notes.labels.apply')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LabelOutlined />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {stored.length === 0 && <MenuItem disabled>{t('notes.labels.none')}</MenuItem>}
        {stored.map((label) => (
          <MenuItem
            key={label.id}
            role="menuitemcheckbox"
            aria-checked={has(label)}
            onClick={() => toggle(label)}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                checked={has(label)}
                tabIndex={-1}
                disableRipple
                size="small"
                slotProps={{ input: { 'aria-hidden': true } }}
              />
            </ListItemIcon>
            <ListItemText primary={label.title} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
