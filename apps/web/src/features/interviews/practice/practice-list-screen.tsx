import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { listFiltersToParams, parseListFilters, type ListFilters } from './practice-filters';
import { QuestionFilters } from './question-filters';
import { QuestionList } from './question-list';

// Practice Interviews: choose a role and/or competency, search, pick a question.
export function PracticeListScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseListFilters(params);
  const onChange = useCallback(
    (next: ListFilters) => setParams(listFiltersToParams(next), { replace: next.page === 1 }),
    [setParams],
  );
  return (
    <>
      <ScreenTitle>{t('screens.practice')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {/* The demo build (mode 'demo') does not transcribe recordings: its API runs in the
              browser. */}
          {t(
            import.meta.env.MODE === 'demo'
              ? 'interviews.practice.introDemo'
              : 'interviews.practice.intro',
          )}
        </Typography>
        <QuestionFilters filters={filters} onChange={onChange} />
        <QuestionList filters={filters} onChange={onChange} />
      </Box>
    </>
  );
}
