import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { FeedItem } from '@rehearse/contracts/feed-items';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../confirmation/use-confirm';
import { HeaderPanel } from '../header-panel';
import { FeedItemRow } from './feed-item-row';

export type FeedPanelLabels = {
  title: string;
  empty: string;
  removeTitle: string;
  removeMessage: string;
};

type FeedPanelProps = {
  items: FeedItem[];
  icon: ReactNode;
  labels: FeedPanelLabels;
  onToggleRead: (item: FeedItem) => void;
  // Resolves once the list no longer shows the item.
  onRemove: (item: FeedItem) => Promise<unknown>;
  onMarkAllAsRead: () => Promise<unknown>;
};

// Messages and notifications are the same kind of panel: a header with
// mark-all-as-read, the items, or an empty state. Removing asks for confirmation first.
export function FeedPanel({
  items,
  icon,
  labels,
  onToggleRead,
  onRemove,
  onMarkAllAsRead,
}: FeedPanelProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  // Removing an item removes the focused button with it: focus goes to the panel's header so
  // the keyboard (and Escape) keeps working inside the panel.
  const header = useRef<HTMLDivElement>(null);
  const unread = items.filter((item) => !item.read).length;
  const unreadLabel = t('widgets.feed.unreadCount', { count: unread });

  const remove = async (item: FeedItem) => {
    const answer = await confirm({
      title: labels.removeTitle,
      message: labels.removeMessage,
      actions: { confirm: { label: t('widgets.feed.remove') } },
    });
    if (answer !== 'confirmed') return;
    await onRemove(item).catch(() => undefined);
    keepFocusInPanel();
  };
  const keepFocusInPanel = () => {
    const panel = header.current?.closest('[role="dialog"]');
    if (panel && !panel.contains(document.activeElement)) header.current?.focus();
  };

  return (
    <HeaderPanel label={labels.title} icon={icon} badge={unread} badgeLabel={unreadLabel}>
      {(close) => (
        <>
          <Box
            ref={header}
            tabIndex={-1}
            sx={{
              outline: 'none',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
              {labels.title}
            </Typography>
            <Tooltip title={t('widgets.feed.markAllAsRead')}>
              {/* The span keeps the tooltip working while the button is disabled. */}
              <span>
                <IconButton
                  color="inherit"
                  aria-label={t('widgets.feed.markAllAsRead')}
                  disabled={unread === 0}
                  onClick={() =>
                    void onMarkAllAsRead()
                      .catch(() => undefined)
                      .then(keepFocusInPanel)
                  }
                  sx={{ '&.Mui-disabled': { color: 'inherit', opacity: 0.5 } }}
                >
                  <DoneAllIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
          {items.length === 0 ? (
            <Box sx={{ px: 3, py: 6, textAlign: 'center' }}>
              <Typography color="text.secondary">{labels.empty}</Typography>
            </Box>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto' }}>
              {items.map((item) => (
                <FeedItemRow
                  key={item.id}
                  item={item}
                  onToggleRead={onToggleRead}
                  onRemove={(target) => void remove(target)}
                  onNavigate={close}
                />
              ))}
            </Box>
          )}
        </>
      )}
    </HeaderPanel>
  );
}
