import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FeedPanel } from '../../../components/feed-panel/feed-panel';
import { notificationsQueryOptions } from '../../../lib/shell-data';
import { useNotificationMutations } from '../api/notifications.queries';

// The list is shell data, preloaded before the layout shows, so this does not suspend.
export function NotificationsPanel() {
  const { t } = useTranslation();
  const { data: items } = useSuspenseQuery(notificationsQueryOptions());
  const { toggleRead, remove, markAllAsRead } = useNotificationMutations();

  return (
    <FeedPanel
      items={items}
      icon={<NotificationsNoneOutlined />}
      labels={{
        title: t('widgets.notifications.title'),
        empty: t('widgets.notifications.empty'),
        removeTitle: t('widgets.notifications.removeTitle'),
        removeMessage: t('widgets.notifications.removeMessage'),
      }}
      onToggleRead={(item) => toggleRead.mutate(item)}
      onRemove={(item) => remove.mutateAsync(item)}
      onMarkAllAsRead={() => markAllAsRead.mutateAsync()}
    />
  );
}
