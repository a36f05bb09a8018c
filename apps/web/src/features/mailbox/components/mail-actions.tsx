import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@rehearse/contracts/mailbox';
import type { MailChanges } from '../api/mail-mutations';
import { mailFoldersQueryOptions, mailLabelsQueryOptions } from '../api/mailbox.queries';
import { LABEL_COLORS } from '../mail-text';

type MailActionsProps = {
  // The mails acted on: the open one, or the list's selection.
  mails: Mail[];
  onChange: (changes: MailChanges) => void;
  onTrash: () => void;
};

// The toolbar of actions on one or several mails: star, important, read or unread, move to a
// folder, labels, and Trash (the delete, undone from its toast). With several mails a toggle
// sets every mail to the opposite of "all of them are".
export function MailActions({ mails, onChange, onTrash }: MailActionsProps) {
  const { t } = useTranslation();
  const folders = useQuery(mailFoldersQueryOptions());
  const labels = useQuery(mailLabelsQueryOptions());
  const [moveAnchor, setMoveAnchor] = useState<HTMLElement | null>(null);
  const [labelAnchor, setLabelAnchor] = useState<HTMLElement | null>(null);
  const all = (flag: 'starred' | 'important' | 'unread') => mails.every((mail) => mail[flag]);
  const trashId = folders.data?.find((folder) => folder.slug === 'trash')?.id;
  const inTrash = mails.every((mail) => mail.folder === trashId);

  const starred = all('starred');
  const important = all('important');
  const unread = all('unread');

  // A label is on when every mail has it; choosing it adds it to all or removes it from all,
  // and each mail keeps its other labels.
  const toggleLabel = (labelId: string) => {
    const on = mails.every((mail) => mail.labels.includes(labelId));
    onChange(on ? { removeLabels: [labelId] } : { addLabels: [labelId] });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <Action
        label={starred ? t('mailbox.actions.unstar') : t('mailbox.actions.star')}
        pressed={starred}
        onClick={() => onChange({ starred: !starred })}
      >
        {starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
      </Action>
      <Action
        label={important ? t('mailbox.actions.notImportant') : t('mailbox.actions.important')}
        pressed={important}
        onClick={() => onChange({ important: !important })}
      >
        {important ? <LabelImportant sx={{ color: 'error.main' }} /> : <LabelImportantOutlined />}
      </Action>
      <Action
        label={unread ? t('mailbox.actions.markRead') : t('mailbox.actions.markUnread')}
        onClick={() => onChange({ unread: !unread })}
      >
        {unread ? <MarkEmailReadOutlined /> : <MarkEmailUnreadOutlined />}
      </Action>
      <Action
        label={t('mailbox.actions.move')}
        haspopup
        onClick={(event) => setMoveAnchor(event.currentTarget)}
      >
        <DriveFileMoveOutlined />
      </Action>
      <Menu anchorEl={moveAnchor} open={moveAnchor !== null} onClose={() => setMoveAnchor(null)}>
        {folders.data?.map((folder) => (
          <MenuItem
            key={folder.id}
            disabled={mails.every((mail) => mail.folder === folder.id)}
            onClick={() => {
              setMoveAnchor(null);
              onChange({ folder: folder.id });
            }}
          >
            {t(`mailbox.folders.${folder.slug}`, { defaultValue: folder.title })}
          </MenuItem>
        ))}
      </Menu>
      <Action
        label={t('mailbox.actions.labels')}
        haspopup
        onClick={(event) => setLabelAnchor(event.currentTarget)}
      >
        <LabelOutlined />
      </Action>
      <Menu anchorEl={labelAnchor} open={labelAnchor !== null} onClose={() => setLabelAnchor(null)}>
        {labels.data?.length === 0 && <MenuItem disabled>{t('mailbox.actions.noLabels')}</MenuItem>}
        {labels.data?.map((label) => {
          const on = mails.every((mail) => mail.labels.includes(label.id));
          return (
            <MenuItem
              key={label.id}
              role="menuitemcheckbox"
              aria-checked={on}
              onClick={() => toggleLabel(label.id)}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={on}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                  sx={{
                    color: LABEL_COLORS[label.color],
                    '&.Mui-checked': { color: LABEL_COLORS[label.color] },
                  }}
                />
              </ListItemIcon>
              <ListItemText primary={label.title} />
            </MenuItem>
          );
        })}
      </Menu>
      {!inTrash && (
        <Action label={t('mailbox.actions.trash')} onClick={onTrash}>
          <DeleteOutlined />
        </Action>
      )}
    </Box>
  );
}

function Action({
  label,
  pressed,
  haspopup,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  haspopup?: boolean;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        aria-haspopup={haspopup ? 'menu' : undefined}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
