import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@rehearse/contracts/mailbox';
import { QueryErrorState } from '../../../components/error-state';
import { richTextSx } from '../../../components/rich-text-editor/rich-text-sx';
import { initialsOf } from '../../../components/user-avatar';
import { formatDisplayDate } from '../../../lib/date-formats';
import { sanitizeRichTextHtml } from '../../../lib/sanitize-html';
import { mailLabelsQueryOptions, mailQueryOptions } from '../api/mailbox.queries';
import { useMailChanges } from '../hooks/use-mail-changes';
import { displayName, isHtmlContent, LABEL_COLORS } from '../mail-text';
import { MailActions } from './mail-actions';
import { MailAttachments } from './mail-attachments';

type MailViewProps = {
  mailId: string;
  // Where Back and a delete lead: the list the mail was opened from.
  listHref: string;
  showBack: boolean;
  isDraft: (mail: Mail) => boolean;
  onEditDraft: (mail: Mail) => void;
};

// One mail: its actions, subject and labels, sender, recipients (to, cc, bcc) and date, the
// content, and the attachments. Opening an unread mail marks it read.
export function MailView({ mailId, listHref, showBack, isDraft, onEditDraft }: MailViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const mail = useQuery(mailQueryOptions(mailId));
  const labels = useQuery(mailLabelsQueryOptions());
  const { change, trash } = useMailChanges();
  const markedRead = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const data = mail.data;
  useEffect(() => {
    if (data?.unread && markedRead.current !== data.id) {
      markedRead.current = data.id;
      change([data], { unread: false });
    }
  }, [data, change]);

  // Moving focus to the subject tells keyboard and screen-reader users the mail has opened.
  const loadedId = data?.id;
  useEffect(() => {
    if (loadedId) heading.current?.focus();
  }, [loadedId]);

  const back = showBack && (
    <Tooltip title={t('mailbox.view.back')}>
      <IconButton component={Link} to={listHref} aria-label={t('mailbox.view.back')}>
        <ArrowBackOutlined />
      </IconButton>
    </Tooltip>
  );

  if (mail.isError) {
    return (
      <Box sx={{ p: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        {back}
        <QueryErrorState title={t('mailbox.view.loadFailed')} query={mail} />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box aria-busy="true" aria-label={t('mailbox.view.loading')} sx={{ p: 3 }}>
        <Skeleton variant="text" width="60%" height={40} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
      </Box>
    );
  }

  const mailLabels = (labels.data ?? []).filter((label) => data.labels.includes(label.id));
  const sender = displayName(data.from.contact);
  const date = new Date(data.date);
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);

  return (
    <Box
      component="article"
      aria-labelledby="mail-view-subject"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        {back}
        <MailActions
          mails={[data]}
          onChange={(changes) => change([data], changes)}
          onTrash={() => {
            void navigate(listHref);
            void trash([data]);
          }}
        />
        {isDraft(data) && (
          <Button
            startIcon={<EditOutlined />}
            onClick={() => onEditDraft(data)}
            sx={{ ml: 'auto' }}
          >
            {t('mailbox.view.editDraft')}
          </Button>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 2, md: 3 } }}>
        <Typography
          id="mail-view-subject"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ mb: 1, outline: 'none', overflowWrap: 'anywhere' }}
        >
          {data.subject || t('mailbox.noSubject')}
        </Typography>
        {mailLabels.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 2 }}>
            {mailLabels.map((label) => (
              <Chip
                key={label.id}
                size="small"
                label={label.title}
                sx={{ bgcolor: LABEL_COLORS[label.color], color: '#fff' }}
              />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 3 }}>
          <Avatar src={data.from.avatar ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
            {initialsOf(sender)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {data.from.contact}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1,
                color: 'text.secondary',
                typography: 'body2',
              }}
            >
              <Address term={t('mailbox.view.to')} value={data.to} />
              {data.cc.length > 0 && (
                <Address term={t('mailbox.view.cc')} value={data.cc.join(', ')} />
              )}
              {data.bcc.length > 0 && (
                <Address term={t('mailbox.view.bcc')} value={data.bcc.join(', ')} />
              )}
              <Address
                term={t('mailbox.view.date')}
                value={
                  <time dateTime={data.date}>
                    {t('mailbox.view.dateAt', {
                      date: formatDisplayDate(date, i18n.language),
                      time,
                    })}
                  </time>
                }
              />
            </Box>
          </Box>
        </Box>
        {isHtmlContent(data.content) ? (
          <Box
            data-testid="mail-content"
            sx={richTextSx}
            // Sanitised in the browser as well as on the server (decision 061).
            dangerouslySetInnerHTML={{ __html: sanitizeRichTextHtml(data.content) }}
          />
        ) : (
          <Typography
            data-testid="mail-content"
            component="div"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {data.content}
          </Typography>
        )}
        <MailAttachments attachments={data.attachments} />
      </Box>
    </Box>
  );
}

function Address({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <Box component="dt">{term}</Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </>
  );
}
