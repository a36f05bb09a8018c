import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { faqsQueryOptions } from './api/help-center.queries';
import { FaqAccordions } from './components/faq-accordions';
import { HelpBreadcrumbs } from './components/help-breadcrumbs';
import { HelpNotFound, isNotFound } from './components/help-not-found';
import { StillNeedHelp } from './components/still-need-help';
import { useOpenFaq } from './components/use-open-faq';

const { home, faqs: faqsPath } = paths.apps.helpCenter;

// FAQs (/apps/help-center/faqs): every category as a section of accordions; with a slug
// (/faqs/<slug>) only that category. The open question is the address's hash.
export function FaqsScreen({ slug }: { slug?: string }) {
  const { t } = useTranslation();
  const query = useQuery(faqsQueryOptions(slug));
  const [openId, setOpenId] = useOpenFaq(query.isSuccess);
  const single = slug !== undefined && query.data?.length === 1 ? query.data[0] : undefined;

  const crumbs = [
    { label: t('helpCenter.title'), href: home.getHref() },
    ...(slug
      ? [
          { label: t('helpCenter.faqs.title'), href: faqsPath.getHref() },
          { label: single?.title ?? slug },
        ]
      : [{ label: t('helpCenter.faqs.title') }]),
  ];

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <HelpBreadcrumbs crumbs={crumbs} />
      <ScreenTitle>{single?.title ?? t('helpCenter.faqs.title')}</ScreenTitle>
      {query.isError ? (
        isNotFound(query.error) ? (
          <HelpNotFound
            message={t('helpCenter.notFound.faqCategory', { slug })}
            backHref={faqsPath.getHref()}
            backLabel={t('helpCenter.faqs.all')}
          />
        ) : (
          <QueryErrorState title={t('helpCenter.faqs.loadFailed')} query={query} />
        )
      ) : !query.data ? (
        <Box role="status" aria-busy="true" aria-label={t('helpCenter.faqs.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 4 }}>
          {!slug && (
            <Typography color="text.secondary" sx={{ mt: -1 }}>
              {t('helpCenter.faqs.intro')}
            </Typography>
          )}
          {query.data.map((category) => (
            <Box
              component="section"
              key={category.id}
              aria-labelledby={slug ? undefined : `faq-category-${category.id}`}
            >
              {!slug && (
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'baseline',
                    justifyContent: 'space-between',
                    gap: 2,
                    flexWrap: 'wrap',
                    mb: 1.5,
                  }}
                >
                  <Typography
                    id={`faq-category-${category.id}`}
                    variant="h2"
                    sx={{ fontSize: '1.25rem' }}
                  >
                    {category.title}
                  </Typography>
                  <Button size="small" href={faqsPath.getHref(category.slug)}>
                    {t('helpCenter.faqs.openCategory', { title: category.title })}
                  </Button>
                </Box>
              )}
              {category.faqs.length === 0 ? (
                <Typography color="text.secondary">{t('helpCenter.faqs.empty')}</Typography>
              ) : (
                <FaqAccordions faqs={category.faqs} openId={openId} onToggle={setOpenId} />
              )}
            </Box>
          ))}
          <StillNeedHelp />
        </Box>
      )}
    </Box>
  );
}
