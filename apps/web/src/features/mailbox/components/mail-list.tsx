import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { mailLabelsQueryOptions, mailsQueryOptions } from '../api/mailbox.queries';
import { useMailChanges } from '../hooks/use-mail-changes';
import { mailboxHref, mailsQueryOf, type MailboxList } from '../mailbox-location';
import { MailActions } from './mail-actions';
import { MailListItem } from './mail-list-item';

type MailListProps = {
  list: MailboxList;
  title: string;
  page: number;
  openMailId: string | null;
  // The button that opens the folders on narrow screens.
  menuButton?: ReactNode;
};

// A page of the list, newest first (10 a page, the specification's pagination): select one or
// all to act on them together, star from the row, open a mail by its link. The page links and
// previous/next are links too, so every page has its own URL.
export function MailList({ list, title, page, openMailId, menuButton }: MailListProps) {
  const { t } = useTranslation();
  const mails = useQuery(mailsQueryOptions(mailsQueryOf(list, page)));
  const labels = useQuery(mailLabelsQueryOptions());
  const { change, trash } = useMailChanges();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  const rows = mails.data?.mails ?? [];
  const selected = rows.filter((mail) => selectedIds.includes(mail.id));
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const select = (id: string, on: boolean) =>
    setSelectedIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const showRecipient = list.kind === 'folder' && (list.slug === 'sent' || list.slug === 'drafts');
  const pagination = mails.data?.pagination;

  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        {menuButton}
        <Checkbox
          size="small"
          disabled={rows.length === 0}
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          onChange={() => setSelectedIds(allSelected ? [] : rows.map((mail) => mail.id))}
          slotProps={{ input: { 'aria-label': t('mailbox.list.selectAll') } }}
        />
        {selected.length > 0 ? (
          <>
            <Typography variant="body2" role="status" sx={{ mr: 0.5 }}>
              {t('mailbox.list.selected', { count: selected.length })}
            </Typography>
            <MailActions
              mails={selected}
              onChange={(changes) => change(selected, changes)}
              onTrash={() => {
                setSelectedIds([]);
                void trash(selected);
              }}
            />
          </>
        ) : (
          <Typography component="h2" variant="h6" noWrap sx={{ flex: 1 }}>
            {title}
          </Typography>
        )}
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {mails.isError && (
          <Box sx={{ p: 2 }}>
            <QueryErrorState title={t('mailbox.list.loadFailed')} query={mails} />
          </Box>
        )}
        {mails.isPending && (
          <Box aria-busy="true" aria-label={t('mailbox.list.loading')} sx={{ p: 1 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
            ))}
          </Box>
        )}
        {mails.data && mails.data.mails === null && (
          <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography>{t('mailbox.list.pastLast')}</Typography>
            <Button component={Link} to={mailboxHref(list, null, mails.data.pagination.lastPage)}>
              {t('mailbox.list.toLastPage')}
            </Button>
          </Box>
        )}
        {mails.data?.mails?.length === 0 && (
          <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            <MarkEmailReadOutlined sx={{ fontSize: 48, mb: 1 }} />
            <Typography>{t('mailbox.list.empty')}</Typography>
          </Box>
        )}
        {rows.length > 0 && (
          <Box
            component="ul"
            aria-label={t('mailbox.list.label', { title })}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {rows.map((mail) => (
              <MailListItem
                key={mail.id}
                mail={mail}
                href={mailboxHref(list, mail.id, page)}
                open={mail.id === openMailId}
                selected={selectedIds.includes(mail.id)}
                labels={labels.data ?? []}
                showRecipient={showRecipient}
                onSelect={(on) => select(mail.id, on)}
                onStar={() => change([mail], { starred: !mail.starred })}
              />
            ))}
          </Box>
        )}
      </Box>

      {pagination && 'totalResults' in pagination && pagination.totalResults > 0 && (
        <Box
          component="nav"
          aria-label={t('mailbox.list.pages')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 1.5,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('mailbox.list.range', {
              from: pagination.startIndex + 1,
              to: pagination.endIndex + 1,
              total: pagination.totalResults,
            })}
          </Typography>
          {pagination.lastPage > 1 && (
            <Pagination
              size="small"
              page={pagination.currentPage}
              count={pagination.lastPage}
              siblingCount={0}
              renderItem={(item) => (
                <PaginationItem
                  component={Link}
                  to={mailboxHref(list, null, item.page ?? 1)}
                  {...item}
                />
              )}
              getItemAriaLabel={(type, itemPage) =>
                type === 'page'
                  ? t('mailbox.list.page', { page: itemPage })
                  : type === 'previous'
                    ? t('mailbox.list.previous')
                    : type === 'next'
                      ? t('mailbox.list.next')
                      : type
              }
            />
          )}
        </Box>
      )}
    </Box>
  );
}
