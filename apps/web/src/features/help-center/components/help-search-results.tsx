import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { helpSearchQueryOptions } from '../api/help-center.queries';

const { faqs: faqsPath, guide: guidePath } = paths.apps.helpCenter;

// What the home's search found: FAQs (each opening its question in its category) and guides,
// from GET search, which returns a bounded number of each.
export function HelpSearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const query = useQuery({ ...helpSearchQueryOptions(q), placeholderData: keepPreviousData });

  if (query.isError) {
    return <QueryErrorState title={t('helpCenter.search.failed')} query={query} />;
  }
  const results = query.data;
  const empty = results && results.faqs.length === 0 && results.guides.length === 0;

  return (
    <Card variant="outlined" component="section" aria-labelledby="help-search-results">
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography
          id="help-search-results"
          variant="h2"
          sx={{ fontSize: '1.125rem' }}
          aria-live="polite"
        >
          {!results
            ? t('helpCenter.search.searching')
            : empty
              ? t('helpCenter.search.noResults', { q })
              : t('helpCenter.search.resultsFor', { q })}
        </Typography>
        {results && results.faqs.length > 0 && (
          <Box>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('helpCenter.search.faqs')}
            </Typography>
            <List dense disablePadding aria-label={t('helpCenter.search.faqs')}>
              {results.faqs.map((faq) => (
                <ListItem key={faq.id} disablePadding>
                  <ListItemButton href={faqsPath.getHref(faq.category.slug, faq.id)}>
                    <ListItemText primary={faq.question} secondary={faq.category.title} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {results && results.guides.length > 0 && (
          <Box>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('helpCenter.search.guides')}
            </Typography>
            <List dense disablePadding aria-label={t('helpCenter.search.guides')}>
              {results.guides.map((guide) => (
                <ListItem key={guide.id} disablePadding>
                  <ListItemButton href={guidePath.getHref(guide.category.slug, guide.slug)}>
                    <ListItemText
                      primary={guide.title}
                      secondary={`${guide.category.title} · ${guide.subtitle}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {empty && (
          <Typography color="text.secondary">{t('helpCenter.search.noResultsHint')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
