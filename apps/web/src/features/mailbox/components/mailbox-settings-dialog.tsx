import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAIL_LABEL_COLORS,
  MAIL_MESSAGE_LAYOUTS,
  type MailLabel,
  type MailLabelColor,
} from '@rehearse/contracts/mailbox';
import { QueryErrorState } from '../../../components/error-state';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useErrorText } from '../../../lib/error-text';
import { useLabelMutations, useUpdateMailSettings } from '../api/label-mutations';
import { mailLabelsQueryOptions, mailSettingsQueryOptions } from '../api/mailbox.queries';
import { LABEL_COLORS } from '../mail-text';

// The mailbox settings: where an opened mail shows (beside the list, or in its place), and the
// labels: add, rename, recolour and delete (asked first: the label leaves every mail).
export function MailboxSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const settings = useQuery(mailSettingsQueryOptions());
  const labels = useQuery(mailLabelsQueryOptions());
  const updateSettings = useUpdateMailSettings();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('mailbox.settings.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <Box>
          <FormLabel id={`${titleId}-layout`}>{t('mailbox.settings.layout')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${titleId}-layout`}
            value={settings.data?.messageLayout ?? 'right'}
            onChange={(event) => {
              const value = MAIL_MESSAGE_LAYOUTS.find((layout) => layout === event.target.value);
              if (value) updateSettings.mutate({ messageLayout: value });
            }}
          >
            {MAIL_MESSAGE_LAYOUTS.map((layout) => (
              <FormControlLabel
                key={layout}
                value={layout}
                control={<Radio />}
                label={t(`mailbox.settings.layouts.${layout}`)}
              />
            ))}
          </RadioGroup>
        </Box>
        <Box
          component="section"
          aria-labelledby={`${titleId}-labels`}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Typography id={`${titleId}-labels`} component="h3" variant="subtitle1">
            {t('mailbox.settings.labels')}
          </Typography>
          {labels.isPending && <Skeleton variant="rounded" height={120} />}
          {labels.isError && (
            <QueryErrorState title={t('mailbox.sidebar.loadFailed')} query={labels} />
          )}
          {labels.data?.length === 0 && (
            <Typography color="text.secondary">{t('mailbox.settings.noLabels')}</Typography>
          )}
          {labels.data?.map((label) => (
            <LabelRow key={label.id} label={label} />
          ))}
          <NewLabel />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('mailbox.settings.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ColorField({
  value,
  onChange,
  label,
}: {
  value: MailLabelColor;
  onChange: (color: MailLabelColor) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const color = MAIL_LABEL_COLORS.find((c) => c === event.target.value);
        if (color) onChange(color);
      }}
      sx={{ width: 150, flexShrink: 0 }}
    >
      {MAIL_LABEL_COLORS.map((color) => (
        <MenuItem key={color} value={color}>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: LABEL_COLORS[color],
              mr: 1,
            }}
          />
          {t(`mailbox.colors.${color}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

// A label's title is saved when the field is left or Enter is pressed; its colour at once.
function LabelRow({ label }: { label: MailLabel }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { update, remove } = useLabelMutations();
  const [title, setTitle] = useState(label.title);
  const saveTitle = () => {
    const next = title.trim();
    if (!next) setTitle(label.title);
    else if (next !== label.title) update.mutate({ id: label.id, title: next });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label={t('mailbox.settings.labelTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={saveTitle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') saveTitle();
        }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <ColorField
        label={t('mailbox.settings.labelColor', { title: label.title })}
        value={label.color}
        onChange={(color) => update.mutate({ id: label.id, color })}
      />
      <Tooltip title={t('mailbox.settings.deleteLabel', { title: label.title })}>
        <IconButton
          aria-label={t('mailbox.settings.deleteLabel', { title: label.title })}
          onClick={async () => {
            const answer = await confirm({
              title: t('mailbox.settings.deleteTitle', { title: label.title }),
              message: t('mailbox.settings.deleteMessage'),
              actions: { confirm: { label: t('mailbox.settings.delete') } },
            });
            if (answer === 'confirmed') remove.mutate(label);
          }}
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function NewLabel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { create } = useLabelMutations();
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<MailLabelColor>('blue');
  const add = () => {
    if (!title.trim()) return;
    create.mutate({ title: title.trim(), color }, { onSuccess: () => setTitle('') });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        flexWrap: 'wrap',
        pt: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        size="small"
        label={t('mailbox.settings.newLabel')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={create.isError}
        helperText={create.isError ? errorText(create.error) : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: 1, minWidth: 160 }}
      />
      <ColorField label={t('mailbox.settings.newLabelColor')} value={color} onChange={setColor} />
      <Button type="submit" variant="outlined" disabled={!title.trim() || create.isPending}>
        {t('mailbox.settings.add')}
      </Button>
    </Box>
  );
}
