import { navigationQueryOptions } from '../../features/navigation/api/navigation.queries';
import { settingsQueryOptions } from '../../features/settings/api/settings.queries';
import { queryClient } from '../../lib/query-client';
import {
  chatsQueryOptions,
  messagesQueryOptions,
  notificationsQueryOptions,
  shortcutsQueryOptions,
} from '../../lib/shell-data';

// Everything the signed-in layout shows at once, requested together (decision 015). The
// route's loader awaits it, so the loading bar shows until the layout can render complete.
export async function loadShellData(): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(navigationQueryOptions()),
    queryClient.ensureQueryData(messagesQueryOptions()),
    queryClient.ensureQueryData(notificationsQueryOptions()),
    queryClient.ensureQueryData(shortcutsQueryOptions()),
    queryClient.ensureQueryData(chatsQueryOptions()),
    queryClient.ensureQueryData(settingsQueryOptions()),
  ]);
}
