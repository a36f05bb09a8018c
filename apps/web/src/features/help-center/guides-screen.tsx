import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { guidesQueryOptions } from './api/help-center.queries';
import { GuideLinks } from './components/guide-links';
import { HelpBreadcrumbs } from './components/help-breadcrumbs';
import { HelpNotFound, isNotFound } from './components/help-not-found';
import { StillNeedHelp } from './components/still-need-help';

const { home, guides: guidesPath } = paths.apps.helpCenter;

// Guides (/apps/help-center/guides): every category with its first guides and "See all N
// guides" when it holds more; with a category slug (/guides/<slug>) that category, every guide.
export function GuidesScreen({ categorySlug }: { categorySlug?: string }) {
  const { t } = useTranslation();
  const query = useQuery(guidesQueryOptions(categorySlug));
  const single = categorySlug !== undefined ? query.data?.[0] : undefined;

  const crumbs = [
    { label: t('helpCenter.title'), href: home.getHref() },
    ...(categorySlug
      ? [
          { label: t('helpCenter.guides.title'), href: guidesPath.getHref() },
          { label: single?.title ?? categorySlug },
        ]
      : [{ label: t('helpCenter.guides.title') }]),
  ];

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <HelpBreadcrumbs crumbs={crumbs} />
      <ScreenTitle>{single?.title ?? t('helpCenter.guides.title')}</ScreenTitle>
      {query.isError ? (
        isNotFound(query.error) ? (
          <HelpNotFound
            message={t('helpCenter.notFound.guideCategory', { slug: categorySlug })}
            backHref={guidesPath.getHref()}
            backLabel={t('helpCenter.guides.all')}
          />
        ) : (
          <QueryErrorState title={t('helpCenter.guides.loadFailed')} query={query} />
        )
      ) : !query.data ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('helpCenter.guides.loading')}
          sx={{ display: 'grid', gap: 2 }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Box>
      ) : single ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <GuideLinks
                categorySlug={single.slug}
                guides={single.guides}
                label={t('helpCenter.guides.listOf', { title: single.title })}
              />
            </CardContent>
          </Card>
          <StillNeedHelp />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {query.data.map((category) => (
              <Card
                key={category.id}
                variant="outlined"
                component="section"
                aria-labelledby={`guide-category-${category.id}`}
              >
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Typography
                    id={`guide-category-${category.id}`}
                    variant="h2"
                    sx={{ fontSize: '1.25rem' }}
                  >
                    {category.title}
                  </Typography>
                  <GuideLinks
                    categorySlug={category.slug}
                    guides={category.guides}
                    label={t('helpCenter.guides.listOf', { title: category.title })}
                  />
                  {(category.totalGuides ?? 0) > (category.visibleGuides ?? 0) && (
                    <Button
                      href={guidesPath.getHref(category.slug)}
                      endIcon={<ArrowForward />}
                      sx={{ justifySelf: 'start' }}
                      aria-label={t('helpCenter.guides.seeAllIn', {
                        count: category.totalGuides,
                        title: category.title,
                      })}
                    >
                      {t('helpCenter.guides.seeAll', { count: category.totalGuides })}
                    </Button>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
          <StillNeedHelp />
        </Box>
      )}
    </Box>
  );
}
