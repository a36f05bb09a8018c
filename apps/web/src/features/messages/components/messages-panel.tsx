import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FeedPanel } from '../../../components/feed-panel/feed-panel';
import { messagesQueryOptions } from '../../../lib/shell-data';
import { useMessageMutations } from '../api/messages.queries';

// The list is shell data, preloaded before the layout shows, so this does not suspend.
export function MessagesPanel() {
  const { t } = useTranslation();
  const { data: items } = useSuspenseQuery(messagesQueryOptions());
  const { toggleRead, remove, markAllAsRead } = useMessageMutations();

  return (
    <FeedPanel
      items={items}
      icon={<MailOutlineOutlined />}
      labels={{
        title: t('widgets.messages.title'),
        empty: t('widgets.messages.empty'),
        removeTitle: t('widgets.messages.removeTitle'),
        removeMessage: t('widgets.messages.removeMessage'),
      }}
      onToggleRead={(item) => toggleRead.mutate(item)}
      onRemove={(item) => remove.mutateAsync(item)}
      onMarkAllAsRead={() => markAllAsRead.mutateAsync()}
    />
  );
}
