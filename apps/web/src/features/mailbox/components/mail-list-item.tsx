import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MailLabel, MailListItem as MailListItemData } from '@rehearse/contracts/mailbox';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatInputDate } from '../../../lib/date-formats';
import { displayName, LABEL_COLORS, snippetOf } from '../mail-text';

type MailListItemProps = {
  mail: MailListItemData;
  href: string;
  open: boolean;
  selected: boolean;
  labels: MailLabel[];
  // Sent and Drafts show whom the mail is to rather than who sent it.
  showRecipient: boolean;
  onSelect: (selected: boolean) => void;
  onStar: () => void;
};

// Today's mails show their time, older ones their date (the app's short format).
function listDate(iso: string, locale: string) {
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date)
    : formatInputDate(date, locale);
}

// One row of the list: select, star, and a link that opens the mail (its sender, subject, first
// words, labels and date). Unread mails are bold.
export function MailListItem({
  mail,
  href,
  open,
  selected,
  labels,
  showRecipient,
  onSelect,
  onStar,
}: MailListItemProps) {
  const { t, i18n } = useTranslation();
  const who = showRecipient ? displayName(mail.to) : displayName(mail.from.contact);
  const mailLabels = labels.filter((label) => mail.labels.includes(label.id));
  const weight = mail.unread ? 700 : 400;
  return (
    <Box
      component="li"
      data-testid="mail-row"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: open ? 'action.selected' : mail.unread ? 'background.paper' : 'transparent',
        borderLeft: 3,
        borderLeftColor: mail.unread ? 'primary.main' : 'transparent',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{
          input: {
            'aria-label': t('mailbox.list.select', {
              subject: mail.subject || t('mailbox.noSubject'),
            }),
          },
        }}
      />
      <IconButton
        size="small"
        aria-label={mail.starred ? t('mailbox.actions.unstar') : t('mailbox.actions.star')}
        aria-pressed={mail.starred}
        onClick={onStar}
        sx={{ mt: 0.25 }}
      >
        {mail.starred ? (
          <Star fontSize="small" sx={{ color: 'warning.main' }} />
        ) : (
          <StarBorder fontSize="small" />
        )}
      </IconButton>
      <Box
        component={Link}
        to={href}
        aria-current={open ? 'true' : undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          px: 0.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: weight }}>
            {mail.unread && (
              <Box component="span" sx={visuallyHidden}>
                {t('mailbox.list.unread')}{' '}
              </Box>
            )}
            {who}
          </Typography>
          {mail.important && (
            <LabelImportant
              fontSize="small"
              sx={{ color: 'error.main' }}
              titleAccess={t('mailbox.list.important')}
            />
          )}
          {mail.attachments.length > 0 && (
            <AttachFileOutlined
              fontSize="small"
              sx={{ color: 'text.secondary' }}
              titleAccess={t('mailbox.list.attachments')}
            />
          )}
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {listDate(mail.date, i18n.language)}
          </Typography>
        </Box>
        <Typography variant="body2" noWrap sx={{ fontWeight: weight }}>
          {mail.subject || t('mailbox.noSubject')}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {snippetOf(mail.content)}
        </Typography>
        {mailLabels.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {mailLabels.map((label) => (
              <Chip
                key={label.id}
                size="small"
                label={label.title}
                sx={{ bgcolor: LABEL_COLORS[label.color], color: '#fff', height: 20 }}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
