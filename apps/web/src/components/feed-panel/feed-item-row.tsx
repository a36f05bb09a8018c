import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import type { FeedItem } from '@rehearse/contracts/feed-items';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFeedTime } from '../../lib/format-feed-time';
import { AppIcon } from '../icons/app-icon';
import { LinkBehavior } from '../link-behavior';
import { SafeHtml } from '../safe-html';

type FeedItemRowProps = {
  item: FeedItem;
  onToggleRead: (item: FeedItem) => void;
  onRemove: (item: FeedItem) => void;
  onNavigate: () => void;
};

export function FeedItemRow({ item, onToggleRead, onRemove, onNavigate }: FeedItemRowProps) {
  const { t, i18n } = useTranslation();
  const toggleLabel = item.read ? t('widgets.feed.markAsUnread') : t('widgets.feed.markAsRead');

  const body = (
    <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0, flexGrow: 1 }}>
      <Avatar
        src={item.image ?? undefined}
        alt=""
        sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
      >
        {/* Without a picture: the item's own icon, or a bell. */}
        <AppIcon
          name={item.icon ?? undefined}
          fallback={NotificationsNoneOutlined}
          fontSize="small"
        />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        {item.title && (
          <Typography component="div" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <SafeHtml html={item.title} />
          </Typography>
        )}
        {item.description && (
          <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            <SafeHtml html={item.description} />
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          <time dateTime={item.time}>
            {formatFeedTime(item.time, i18n.resolvedLanguage ?? 'en')}
          </time>
        </Typography>
      </Box>
    </Box>
  );

  let content: ReactNode = body;
  if (item.link) {
    const linkSx = { display: 'flex', flexGrow: 1, minWidth: 0, color: 'inherit', borderRadius: 1 };
    content = item.useRouter ? (
      <Link
        component={LinkBehavior}
        href={item.link}
        underline="none"
        sx={linkSx}
        onClick={onNavigate}
      >
        {body}
      </Link>
    ) : (
      <Link href={item.link} target="_blank" rel="noopener noreferrer" underline="none" sx={linkSx}>
        {body}
      </Link>
    );
  }

  return (
    <Box
      component="li"
      data-read={item.read}
      sx={{
        display: 'flex',
        gap: 1,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: item.read ? 'transparent' : 'action.hover',
      }}
    >
      {content}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0 }}>
        <Tooltip title={toggleLabel}>
          <IconButton size="small" aria-label={toggleLabel} onClick={() => onToggleRead(item)}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                border: 2,
                borderColor: 'primary.main',
                bgcolor: item.read ? 'transparent' : 'primary.main',
              }}
            />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('widgets.feed.remove')}>
          <IconButton
            size="small"
            aria-label={t('widgets.feed.remove')}
            onClick={() => onRemove(item)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
