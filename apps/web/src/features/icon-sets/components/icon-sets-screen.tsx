import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ICON_SET_SLUGS, type IconSetSlug } from '@rehearse/contracts/icons';
import { QueryErrorState } from '../../../components/error-state';
import { useIconSprite } from '../../../components/icons/icon-sprite';
import { ScreenTitle } from '../../../components/screen-title';
import { SearchField } from '../../../components/search-field';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { iconSetQueryOptions } from '../api/icon-sets.queries';
import { filterIcons, gridIconSize } from '../filter-icons';
import { IconGrid } from './icon-grid';
import { ICON_PANEL_ID, IconSetTabs, iconTabId } from './icon-set-tabs';

// The set the bare /ui/icons opens.
const DEFAULT_SET: IconSetSlug = 'heroicons-outline';

const isSetSlug = (value: string | undefined): value is IconSetSlug =>
  (ICON_SET_SLUGS as readonly string[]).includes(value ?? '');

// Icon sets (demo-areas.md §2, decision 072): the set in the path, the search in ?q=, every
// icon drawn from its set's sprite; a tile copies the icon's name.
export function IconSetsScreen() {
  const { t } = useTranslation();
  const { set } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? undefined;
  const slug = isSetSlug(set) ? set : undefined;
  const toast = useToast();

  const query = useQuery({ ...iconSetQueryOptions(slug ?? DEFAULT_SET), enabled: !!slug });
  const sprite = useIconSprite(slug);
  const names = useMemo(() => filterIcons(query.data?.list ?? [], q), [query.data, q]);

  const onSearch = useCallback(
    (value: string | undefined) => setSearchParams(value ? { q: value } : {}, { replace: true }),
    [setSearchParams],
  );

  const onCopy = useCallback(
    (fullName: string) => {
      navigator.clipboard.writeText(fullName).then(
        () =>
          toast({
            message: t('iconSets.copied', { name: fullName }),
            severity: 'success',
            duration: 3000,
          }),
        () => toast({ message: t('iconSets.copyFailed', { name: fullName }), severity: 'error' }),
      );
    },
    [t, toast],
  );

  if (set === undefined) return <Navigate to={paths.ui.icons.getHref(DEFAULT_SET, q)} replace />;

  const total = query.data?.list.length ?? 0;
  return (
    <Box>
      <ScreenTitle>{t('screens.icons')}</ScreenTitle>
      <IconSetTabs current={slug} q={q} />
      <Box
        id={ICON_PANEL_ID}
        role="tabpanel"
        aria-labelledby={slug ? iconTabId(slug) : undefined}
        aria-label={slug ? undefined : t('iconSets.unknownTitle')}
      >
        {!slug ? (
          <Alert severity="warning" variant="outlined">
            {t('iconSets.unknown', { name: set })}
          </Alert>
        ) : query.isError ? (
          <QueryErrorState title={t('iconSets.loadError')} query={query} />
        ) : sprite.isError ? (
          <QueryErrorState title={t('iconSets.drawError')} query={sprite} />
        ) : (
          <>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                mb: 2,
              }}
            >
              <SearchField
                value={q}
                onSearch={onSearch}
                label={t('iconSets.search')}
                size="small"
                sx={{ width: { xs: '100%', sm: 320 } }}
              />
              <Typography role="status" color="text.secondary" variant="body2">
                {query.isPending
                  ? t('iconSets.loading')
                  : q
                    ? t('iconSets.shown', { count: names.length, total })
                    : t('iconSets.count', { count: total })}
              </Typography>
            </Box>
            {query.isPending || sprite.isPending ? (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
                  gap: 1,
                }}
              >
                {Array.from({ length: 12 }, (_, index) => (
                  <Skeleton key={index} variant="rounded" height={104} />
                ))}
              </Box>
            ) : names.length === 0 ? (
              <Box sx={{ py: 6, textAlign: 'center' }}>
                <Typography variant="h6" component="p">
                  {q ? t('iconSets.noMatch', { query: q }) : t('iconSets.emptySet')}
                </Typography>
                {q && <Typography color="text.secondary">{t('iconSets.noMatchHint')}</Typography>}
              </Box>
            ) : (
              <IconGrid
                slug={slug}
                namespace={query.data.namespace}
                names={names}
                size={gridIconSize(query.data.grid)}
                drawable={sprite.data}
                onCopy={onCopy}
              />
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
