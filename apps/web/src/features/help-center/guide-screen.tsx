import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/error-state';
import { richTextSx } from '../../components/rich-text-editor/rich-text-sx';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { sanitizeRichTextHtml } from '../../lib/sanitize-html';
import { guideQueryOptions, guidesQueryOptions } from './api/help-center.queries';
import { GuidePager } from './components/guide-pager';
import { HelpBreadcrumbs } from './components/help-breadcrumbs';
import { HelpNotFound, isNotFound } from './components/help-not-found';
import { StillNeedHelp } from './components/still-need-help';

const { home, guides: guidesPath } = paths.apps.helpCenter;

// One guide (/apps/help-center/guides/<category>/<guide>): its content, sanitised before it is
// shown (it is stored HTML), with the previous and next guides of its category.
export function GuideScreen({
  categorySlug,
  guideSlug,
}: {
  categorySlug: string;
  guideSlug: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(guideQueryOptions(categorySlug, guideSlug));
  // The category's guide list gives the previous and next guide; it waits for the guide so an
  // unknown address makes one failing call, not two.
  const siblings = useQuery({ ...guidesQueryOptions(categorySlug), enabled: query.isSuccess });
  const category = query.data;
  const guide = category?.guides[0];

  const crumbs = [
    { label: t('helpCenter.title'), href: home.getHref() },
    { label: t('helpCenter.guides.title'), href: guidesPath.getHref() },
    ...(category && guide
      ? [{ label: category.title, href: guidesPath.getHref(category.slug) }, { label: guide.title }]
      : []),
  ];

  if (query.isError) {
    return (
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <HelpBreadcrumbs crumbs={crumbs} />
        {isNotFound(query.error) ? (
          <>
            <ScreenTitle>{t('helpCenter.notFound.guideTitle')}</ScreenTitle>
            <HelpNotFound
              titled={false}
              message={t('helpCenter.notFound.guide')}
              backHref={guidesPath.getHref()}
              backLabel={t('helpCenter.guides.all')}
            />
          </>
        ) : (
          <QueryErrorState title={t('helpCenter.guide.loadFailed')} query={query} />
        )}
      </Box>
    );
  }
  if (!category || !guide) {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('helpCenter.guide.loading')}
        sx={{ maxWidth: 860, mx: 'auto', display: 'grid', gap: 2 }}
      >
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }

  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <HelpBreadcrumbs crumbs={crumbs} />
        <ScreenTitle>{guide.title}</ScreenTitle>
        <Typography color="text.secondary" sx={{ mt: -2, fontSize: '1.125rem' }}>
          {guide.subtitle}
        </Typography>
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 2, sm: 4 } } }}>
          <Box
            data-testid="guide-content"
            sx={richTextSx}
            // Stored HTML: only headings, paragraphs, lists, emphasis and safe links survive.
            dangerouslySetInnerHTML={{ __html: sanitizeRichTextHtml(guide.content) }}
          />
        </CardContent>
      </Card>
      {siblings.data?.[0] ? (
        <GuidePager category={siblings.data[0]} guideSlug={guide.slug} />
      ) : (
        <Button href={guidesPath.getHref(category.slug)} sx={{ justifySelf: 'start' }}>
          {t('helpCenter.guide.backTo', { title: category.title })}
        </Button>
      )}
      <StillNeedHelp />
    </Box>
  );
}
