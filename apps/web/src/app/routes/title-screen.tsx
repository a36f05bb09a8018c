import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/screen-title';
import { isRouteHandle } from '../route-handle';

// A screen that later work fills: for now only its title, nothing that pretends to work.
export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  if (!isRouteHandle(handle)) return null;
  return <ScreenTitle>{t(`screens.${handle.title}`)}</ScreenTitle>;
}
