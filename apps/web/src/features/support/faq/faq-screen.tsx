import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { faqsQueryOptions } from '../api/support.queries';
import { ErrorState } from '../../../components/error-state';
import { Highlighted } from './highlighted';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

function FaqSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('support.loading')}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Skeleton width={200} height={32} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

// Frequently Asked Questions: the help centre's FAQs by category, searched on the server as
// the visitor types (300 ms after the last key); the search is kept in the address.
export function FaqScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const faqs = useQuery({ ...faqsQueryOptions(query), placeholderData: keepPreviousData });
  const count = faqs.data?.reduce((sum, c) => sum + c.faqs.length, 0) ?? 0;

  useEffect(() => {
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, setParams]);

  return (
    <>
      <ScreenTitle>{t('screens.faq')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 920 }}>
        <Typography color="text.secondary">{t('support.faq.intro')}</Typography>
        <TextField
          type="search"
          label={t('support.faq.search')}
          placeholder={t('support.faq.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 200 },
          }}
        />
        <Box aria-live="polite" sx={{ minHeight: 4, mt: -2 }}>
          {faqs.isFetching && !faqs.isPending && (
            <LinearProgress aria-label={t('support.loading')} />
          )}
          {query && count > 0 && !faqs.isFetching && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('support.faq.results', { count, query })}
            </Typography>
          )}
        </Box>
        {faqs.isPending ? (
          <FaqSkeleton />
        ) : faqs.isError ? (
          <ErrorState
            title={t('support.faq.error')}
            error={faqs.error}
            onRetry={() => void faqs.refetch()}
            retrying={faqs.isFetching}
          />
        ) : count === 0 ? (
          <Card variant="outlined">
            <CardContent
              sx={{ textAlign: 'center', py: 5, display: 'grid', gap: 1.5, justifyItems: 'center' }}
            >
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                {t('support.faq.noResults')}
              </Typography>
              <Typography color="text.secondary">
                {query ? t('support.faq.noResultsFor', { query }) : t('support.faq.none')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
                {query && <Button onClick={() => setText('')}>{t('support.faq.clear')}</Button>}
                <Button variant="contained" href={paths.support.contact.getHref()}>
                  {t('support.faq.contact')}
                </Button>
              </Box>
            </CardContent>
          </Card>
        ) : (
          faqs.data.map((category) => (
            <Box component="section" key={category.id} aria-labelledby={`faq-${category.id}`}>
              <Typography
                id={`faq-${category.id}`}
                variant="h2"
                sx={{ fontSize: '1.25rem', mb: 1.5 }}
              >
                {category.title}
              </Typography>
              {category.faqs.map((faq) => (
                <Accordion
                  key={`${faq.id}:${query ? 'search' : 'all'}`}
                  disableGutters
                  variant="outlined"
                  // A search opens its matches: the answer may be what matched.
                  defaultExpanded={Boolean(query)}
                  sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
                >
                  <AccordionSummary expandIcon={<ExpandMore />} sx={{ fontWeight: 600 }}>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      <Highlighted text={faq.question} query={query} />
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ display: 'grid', gap: 1.5, pt: 0 }}>
                    {faq.answer.split(/\n\s*\n/).map((paragraph, index) => (
                      <Typography key={index} color="text.secondary">
                        <Highlighted text={paragraph} query={query} />
                      </Typography>
                    ))}
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ))
        )}
        {count > 0 && (
          <Card variant="outlined" sx={{ bgcolor: 'action.hover' }}>
            <CardContent
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <Typography>{t('support.faq.stillNeedHelp')}</Typography>
              <Button variant="outlined" href={paths.support.contact.getHref()}>
                {t('support.faq.contact')}
              </Button>
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
}
