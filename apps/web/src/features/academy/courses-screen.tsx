import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { categoriesQueryOptions, coursesQueryOptions } from './api/academy.queries';
import { CourseCard } from './components/course-card';
import { CourseFiltersBar } from './components/course-filters-bar';
import {
  filterCourses,
  filtersSearch,
  hasFilters,
  readFilters,
  type CourseFilters,
} from './course-filters';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

// The Academy's course list (/apps/academy): filtered by category, title and "hide completed",
// all three in the address.
export function CoursesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filters = readFilters(params);
  const courses = useQuery(coursesQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const setFilters = (next: CourseFilters) => setParams(new URLSearchParams(filtersSearch(next)));
  const categoryTitle = (slug: string) =>
    categories.data?.find((category) => category.slug === slug)?.title ?? slug;
  const shown = courses.data ? filterCourses(courses.data, filters) : [];

  return (
    <>
      <ScreenTitle>{t('screens.academy')}</ScreenTitle>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        {t('academy.intro')}
      </Typography>
      <CourseFiltersBar
        filters={filters}
        categories={categories.data ?? []}
        onChange={setFilters}
      />
      {courses.isError ? (
        <QueryErrorState title={t('academy.coursesFailed')} query={courses} />
      ) : !courses.data ? (
        <Box component="ul" sx={grid} aria-busy="true" aria-label={t('academy.loadingCourses')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} component="li" variant="rounded" height={300} />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography variant="h6" component="p">
            {t('academy.noMatches')}
          </Typography>
          <Typography color="text.secondary">{t('academy.noMatchesHint')}</Typography>
          {hasFilters(filters) && (
            <Button variant="outlined" onClick={() => setFilters({ hideCompleted: false })}>
              {t('academy.clearFilters')}
            </Button>
          )}
        </Box>
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('academy.courseCount', { count: shown.length })}
          </Typography>
          <Box component="ul" sx={grid} aria-label={t('academy.courses')}>
            {shown.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                categoryTitle={categoryTitle(course.category)}
                listSearch={search}
              />
            ))}
          </Box>
        </>
      )}
    </>
  );
}
