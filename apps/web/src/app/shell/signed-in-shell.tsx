import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useMatches, useSearchParams } from 'react-router';
import { navigationQueryOptions } from '../../features/navigation/api/navigation.queries';
import { QuickChatStrip } from '../../features/quick-chat/components/quick-chat-strip';
import { settingsQueryOptions } from '../../features/settings/api/settings.queries';
import { ConfirmationProvider } from '../../components/confirmation/confirmation-provider';
import { ToastProvider } from '../../components/toast/toast-provider';
import { paths } from '../../config/paths';
import { LAYOUT_COMPONENTS } from '../../layout/layout-registry';
import {
  currentUserQueryOptions,
  isRecruiterQueryOptions,
} from '../../lib/session/session.queries';
import { HeaderActions } from './header-actions';
import { NavigationUserCard } from './navigation-user-card';
import { SubscriptionNotice } from './subscription-notice';
import { withItemFunctions } from './navigation-functions';
import { resolveLayout } from './resolve-layout';
import { useApplyAppearance } from './use-apply-appearance';
import { useLiveUpdates } from '../../lib/live-updates/use-live-updates';

// The route's own layout: the deepest matched route whose handle names one.
function useRouteLayout(): unknown {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'layout' in handle) return handle.layout;
  }
  return undefined;
}

// The signed-in frame. The guards and the route loader have filled the cache, so these
// queries do not suspend.
export function SignedInShell() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());
  const { data: recruiter } = useSuspenseQuery(isRecruiterQueryOptions(user));
  const { data: navigation } = useSuspenseQuery(navigationQueryOptions());
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const [searchParams] = useSearchParams();
  useApplyAppearance(settings);
  useLiveUpdates();

  const name = resolveLayout(useRouteLayout(), searchParams.get('layout'), settings.layout);
  const Layout = LAYOUT_COMPONENTS[name];
  // Recruiters get the recruiter list, everyone else the default one; the server has already
  // filtered both by role. The horizontal layouts show this same list as a top menu: the
  // API's `horizontal` list holds only the spec's placeholder "Example" item, which would leave
  // a top-menu layout with no way to reach the product's screens.
  const list = recruiter ? navigation.recruiter : navigation.default;
  const items = useMemo(() => withItemFunctions(list), [list]);
  const homeHref = recruiter ? paths.recruiter.dashboard.getHref() : paths.workspace.home.getHref();

  return (
    <ConfirmationProvider>
      <ToastProvider>
        <Layout
          navigation={items}
          homeHref={homeHref}
          headerActions={<HeaderActions user={user} />}
          userCard={<NavigationUserCard user={user} />}
          rightStrip={<QuickChatStrip />}
        >
          <Outlet />
        </Layout>
        <SubscriptionNotice />
      </ToastProvider>
    </ConfirmationProvider>
  );
}
