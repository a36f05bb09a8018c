import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle } from './route-handle';

// document.title follows the deepest route that names its screen.
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const title = isRouteHandle(handle)
    ? t('app.documentTitle', { title: t(`screens.${handle.title}`) })
    : t('app.name');

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
