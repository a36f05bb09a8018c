// The API calls behind the signed-in frame (decision 015). One list, read by the frame's queries
// and by the early requests a signed-in visit sends before the frame's code has loaded
// (lib/early-requests.ts), which must ask for exactly the same paths.
export const shellPaths = {
  navigation: '/api/common/navigation',
  messages: '/api/common/messages',
  notifications: '/api/common/notifications',
  shortcuts: '/api/common/shortcuts',
  chats: '/api/apps/chat/chats',
  settings: '/api/common/settings',
} as const;

export const SESSION_CHECK_PATH = '/api/auth/sign-in-with-token';

export const organizationPath = (organizationId: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}`;
