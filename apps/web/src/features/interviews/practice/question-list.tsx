import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SearchOff from '@mui/icons-material/SearchOff';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRACTICE_PAGE_SIZE, practiceListQueryOptions } from '../api/practice.queries';
import { QueryErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../components/interview-skeletons';
import { QuestionMeta } from '../components/question-meta';
import { scoreColor } from '../../../components/score-ring';
import { practiceQuestionHref } from '../interview-hrefs';
import { hasFilters, type ListFilters } from './practice-filters';

type QuestionListProps = {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
};

// The open questions that match, with the candidate's attempts and best score on each.
export function QuestionList({ filters, onChange }: QuestionListProps) {
  const { t } = useTranslation();
  const { page, ...rest } = filters;
  const query = useQuery(
    practiceListQueryOptions({ ...rest, offset: (page - 1) * PRACTICE_PAGE_SIZE }),
  );

  if (query.isPending) return <ListSkeleton rows={6} />;
  if (query.isError) {
    return <QueryErrorState title={t('interviews.errors.questions')} query={query} />;
  }
  const { items, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / PRACTICE_PAGE_SIZE));
  if (items.length === 0) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 6 }}>
        <SearchOff aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('interviews.practice.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('interviews.practice.emptyBody')}</Typography>
        {hasFilters(filters) && (
          <Button variant="outlined" onClick={() => onChange({ page: 1 })}>
            {t('interviews.filters.clear')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        opacity: query.isPlaceholderData ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
      aria-busy={query.isFetching}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t('interviews.practice.count', { count: total })}
      </Typography>
      <Box
        component="ul"
        data-tour="practice-list"
        sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map(({ question, attempts, bestScore }) => (
          <li key={question.id}>
            <Card variant="outlined">
              <CardActionArea
                href={practiceQuestionHref(question.id)}
                sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 2, alignItems: 'center' }}
              >
                <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {question.prompt}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <QuestionMeta question={question} />
                    <Typography variant="body2" color="text.secondary">
                      {t('interviews.practice.attempts', { count: attempts })}
                    </Typography>
                  </Box>
                </Box>
                {bestScore !== null && (
                  <Chip
                    color={scoreColor(bestScore)}
                    label={t('interviews.practice.best', { score: bestScore })}
                    sx={{ fontWeight: 700, flexShrink: 0 }}
                  />
                )}
                <ChevronRight aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => onChange({ ...filters, page: next })}
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, n, selected) => {
            switch (type) {
              case 'page':
                return t(
                  selected ? 'interviews.pagination.current' : 'interviews.pagination.page',
                  { n },
                );
              case 'first':
              case 'last':
              case 'next':
              case 'previous':
                return t(`interviews.pagination.${type}`);
              default:
                return '';
            }
          }}
        />
      )}
    </Box>
  );
}
