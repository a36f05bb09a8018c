import type { User } from '@rehearse/contracts/user';
import Box from '@mui/material/Box';
import { FullscreenToggle } from '../../components/fullscreen-toggle';
import { LanguageMenu } from '../../components/language-menu';
import { MessagesPanel } from '../../features/messages/components/messages-panel';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { QuickChatPanel } from '../../features/quick-chat/components/quick-chat-panel';
import { SearchBar } from '../../features/search/components/search-bar';
import { ShortcutsPanel } from '../../features/shortcuts/components/shortcuts-panel';
import { SettingsPanel } from '../../features/settings/components/settings-panel';
import { UserMenu } from '../../features/user/components/user-menu';

// The widgets on the right of every layout's header, in order. A plain composition: each
// widget is self-contained, so adding one is adding a line here.
export function HeaderActions({ user }: { user: User }) {
  return (
    // Nine buttons share a 390px phone header: they pack tighter below sm.
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0, sm: 0.5 },
        '& .MuiIconButton-root': { p: { xs: 0.5, sm: 1 } },
      }}
    >
      <LanguageMenu />
      {/* Phones rarely allow fullscreen and the header is narrow there. */}
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        <FullscreenToggle />
      </Box>
      <SearchBar />
      <ShortcutsPanel />
      <MessagesPanel />
      <NotificationsPanel />
      <QuickChatPanel />
      <SettingsPanel />
      <UserMenu user={user} />
    </Box>
  );
}
