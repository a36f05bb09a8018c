import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@rehearse/contracts/mailbox';
import { ScreenTitle } from '../../components/screen-title';
import {
  mailFoldersQueryOptions,
  mailLabelsQueryOptions,
  mailSettingsQueryOptions,
} from './api/mailbox.queries';
import { ComposeDialog } from './components/compose-dialog';
import { MailList } from './components/mail-list';
import { MailView } from './components/mail-view';
import { MailboxSettingsDialog } from './components/mailbox-settings-dialog';
import { MailboxSidebar } from './components/mailbox-sidebar';
import { mailboxHref, pageOf, parseMailboxPath } from './mailbox-location';

const SIDEBAR_WIDTH = 248;
const LIST_WIDTH = 400;

// The mailbox (issue 17, docs/decisions/061-mailbox-screen.md). Folders, filters and labels on
// the left (a drawer on narrow screens); the list; the open mail beside the list when the
// setting says "right" and the screen is wide, otherwise in the list's place with a Back button.
// Everything that says where the user is lives in the URL.
export function MailboxScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const sidebarFixed = useMediaQuery(theme.breakpoints.up('md'));
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { list, mailId } = parseMailboxPath(pathname);
  const page = pageOf(params.get('page'));

  const settings = useQuery(mailSettingsQueryOptions());
  const folders = useQuery(mailFoldersQueryOptions());
  const labels = useQuery(mailLabelsQueryOptions());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [compose, setCompose] = useState<{ draft: Mail | null } | null>(null);

  const split = wide && (settings.data?.messageLayout ?? 'right') === 'right';
  const showList = split || !mailId;
  const showView = split || Boolean(mailId);
  const listHref = mailboxHref(list, null, page);
  const draftsId = folders.data?.find((folder) => folder.slug === 'drafts')?.id;

  const title =
    list.kind === 'folder'
      ? t(`mailbox.folders.${list.slug}`, { defaultValue: list.slug })
      : list.kind === 'filter'
        ? t(`mailbox.filters.${list.slug}`)
        : (labels.data?.find((label) => label.slug === list.slug)?.title ?? list.slug);

  const sidebar = (
    <MailboxSidebar
      current={list}
      onCompose={() => {
        setDrawerOpen(false);
        setCompose({ draft: null });
      }}
      onSettings={() => {
        setDrawerOpen(false);
        setSettingsOpen(true);
      }}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <>
      <ScreenTitle>{t('screens.mailbox')}</ScreenTitle>
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          overflow: 'hidden',
          height: { xs: 'calc(100dvh - 180px)', md: 'calc(100dvh - 220px)' },
          minHeight: 480,
        }}
      >
        {sidebarFixed ? (
          <Box
            sx={{
              width: SIDEBAR_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              overflowY: 'auto',
            }}
          >
            {sidebar}
          </Box>
        ) : (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH + 32 } } }}
          >
            {sidebar}
          </Drawer>
        )}
        {showList && (
          <Box
            sx={{
              width: split ? LIST_WIDTH : 'auto',
              flex: split ? 'none' : 1,
              minWidth: 0,
              borderRight: split ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <MailList
              key={`${list.kind}/${list.slug}/${page}`}
              list={list}
              title={title}
              page={page}
              openMailId={mailId}
              menuButton={
                sidebarFixed ? undefined : (
                  <IconButton
                    aria-label={t('mailbox.sidebar.open')}
                    onClick={() => setDrawerOpen(true)}
                  >
                    <MenuOutlined />
                  </IconButton>
                )
              }
            />
          </Box>
        )}
        {showView && (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {mailId ? (
              <MailView
                key={mailId}
                mailId={mailId}
                listHref={listHref}
                showBack={!split}
                isDraft={(mail) => mail.folder === draftsId}
                onEditDraft={(mail) => setCompose({ draft: mail })}
              />
            ) : (
              <Box
                sx={{
                  height: '100%',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.secondary',
                  p: 3,
                }}
              >
                <Box sx={{ textAlign: 'center' }}>
                  <MailOutlined sx={{ fontSize: 56, mb: 1 }} />
                  <Typography>{t('mailbox.view.none')}</Typography>
                </Box>
              </Box>
            )}
          </Box>
        )}
      </Paper>
      {compose && (
        <ComposeDialog
          key={compose.draft?.id ?? 'new'}
          draft={compose.draft}
          onClose={() => setCompose(null)}
        />
      )}
      <MailboxSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
