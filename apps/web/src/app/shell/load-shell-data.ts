import { navigationQueryOptions } from '../../features/navigation/api/navigation.queries';
import { settingsQueryOptions } from '../../features/settings/api/settings.queries';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import {
  chatsQueryOptions,
  messagesQueryOptions,
  notificationsQueryOptions,
  shortcutsQueryOptions,
} from '../../lib/shell-data';

// Everything the signed-in layout shows at once, requested together (decision 015). The
// route's loader awaits it, so the loading bar shows until the layout can render complete. The
// server's render of a signed-in page loads it into that page's own client.
export async function loadShellData(client: QueryClient = queryClient): Promise<void> {
  await Promise.all([
    client.ensureQueryData(navigationQueryOptions()),
    client.ensureQueryData(messagesQueryOptions()),
    client.ensureQueryData(notificationsQueryOptions()),
    client.ensureQueryData(shortcutsQueryOptions()),
    client.ensureQueryData(chatsQueryOptions()),
    client.ensureQueryData(settingsQueryOptions()),
  ]);
}
