import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import CreateOutlined from '@mui/icons-material/CreateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import {
  mailFiltersQueryOptions,
  mailFoldersQueryOptions,
  mailLabelsQueryOptions,
} from '../api/mailbox.queries';
import { mailboxHref, sameList, type MailboxList } from '../mailbox-location';
import { LABEL_COLORS } from '../mail-text';

const FOLDER_ICONS: Record<string, SvgIconComponent> = {
  inbox: InboxOutlined,
  sent: SendOutlined,
  drafts: DescriptionOutlined,
  spam: ReportOutlined,
  trash: DeleteOutlined,
};
const FILTER_ICONS: Record<string, SvgIconComponent> = {
  starred: StarBorderOutlined,
  important: LabelImportantOutlined,
};

type SidebarProps = {
  current: MailboxList;
  onCompose: () => void;
  onSettings: () => void;
  // Closes the phone drawer after a choice.
  onNavigate?: () => void;
};

// Compose, the folders with their counts (decision 008's rule), the filters and the labels with
// their colours, and the settings dialog's button. Each entry is a link, so it opens in a new
// tab too, and the current one is marked for screen readers.
export function MailboxSidebar({ current, onCompose, onSettings, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const folders = useQuery(mailFoldersQueryOptions());
  const filters = useQuery(mailFiltersQueryOptions());
  const labels = useQuery(mailLabelsQueryOptions());

  const entry = (list: MailboxList, title: string, icon: ReactNode, count?: number) => {
    const selected = sameList(list, current);
    return (
      <ListItem key={`${list.kind}-${list.slug}`} disablePadding>
        <ListItemButton
          component={Link}
          to={mailboxHref(list)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ borderRadius: 1, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
          <ListItemText primary={title} slotProps={{ primary: { noWrap: true } }} />
          {count !== undefined && count > 0 && (
            <Badge
              badgeContent={count}
              max={999}
              color={list.slug === 'inbox' ? 'primary' : 'default'}
              aria-label={t('mailbox.sidebar.count', { count })}
              sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            />
          )}
        </ListItemButton>
      </ListItem>
    );
  };

  const loading = (n: number) =>
    Array.from({ length: n }, (_, i) => (
      <ListItem key={i} disablePadding>
        <Skeleton variant="rounded" height={36} sx={{ mx: 2, my: 0.5, flex: 1 }} />
      </ListItem>
    ));

  return (
    <Box component="nav" aria-label={t('mailbox.sidebar.label')} sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant="contained" startIcon={<CreateOutlined />} onClick={onCompose}>
          {t('mailbox.compose.open')}
        </Button>
      </Box>
      {folders.isError && (
        <Box sx={{ px: 2 }}>
          <QueryErrorState title={t('mailbox.sidebar.loadFailed')} query={folders} />
        </Box>
      )}
      <List
        dense
        subheader={<ListSubheader disableSticky>{t('mailbox.sidebar.folders')}</ListSubheader>}
      >
        {folders.isPending && loading(5)}
        {folders.data?.map((folder) => {
          const Icon = FOLDER_ICONS[folder.slug] ?? InboxOutlined;
          return entry(
            { kind: 'folder', slug: folder.slug },
            t(`mailbox.folders.${folder.slug}`, { defaultValue: folder.title }),
            <Icon fontSize="small" />,
            folder.count,
          );
        })}
      </List>
      <List
        dense
        subheader={<ListSubheader disableSticky>{t('mailbox.sidebar.filters')}</ListSubheader>}
      >
        {filters.isPending && loading(2)}
        {filters.data?.map((filter) => {
          const Icon = FILTER_ICONS[filter.slug] ?? StarBorderOutlined;
          return entry(
            { kind: 'filter', slug: filter.slug },
            t(`mailbox.filters.${filter.slug}`, { defaultValue: filter.title }),
            <Icon fontSize="small" />,
          );
        })}
      </List>
      <List
        dense
        subheader={<ListSubheader disableSticky>{t('mailbox.sidebar.labels')}</ListSubheader>}
      >
        {labels.isPending && loading(3)}
        {labels.data?.map((label) =>
          entry(
            { kind: 'label', slug: label.slug },
            label.title,
            <LabelOutlined fontSize="small" sx={{ color: LABEL_COLORS[label.color] }} />,
          ),
        )}
        <ListItem disablePadding>
          <ListItemButton onClick={onSettings} sx={{ borderRadius: 1, mx: 1 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('mailbox.settings.open')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
