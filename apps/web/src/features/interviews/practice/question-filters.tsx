import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { COMPETENCIES, OPEN_CATEGORIES, ROLES } from '@rehearse/contracts/question-bank';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilters, type ListFilters } from './practice-filters';

type QuestionFiltersProps = {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
};

// Role, competency and category selects and a search box; any change goes back to page 1.
export function QuestionFilters({ filters, onChange }: QuestionFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.q ?? '');
  // The last search this box put in the address.
  const pushed = useRef(filters.q);

  // The search applies a moment after typing stops, not on every key.
  useEffect(() => {
    const q = search.trim() || undefined;
    if (q === filters.q) return;
    const timer = window.setTimeout(() => {
      pushed.current = q;
      onChange({ ...filters, q, page: 1 });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search, filters, onChange]);

  // Back/forward or "Clear filters" change the address: follow it (not our own update, which
  // may be older than what has been typed since).
  useEffect(() => {
    if (filters.q === pushed.current) return;
    pushed.current = filters.q;
    setSearch(filters.q ?? '');
  }, [filters.q]);

  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const all = <MenuItem value="">{t('interviews.filters.all')}</MenuItem>;

  return (
    <Box
      role="search"
      data-tour="practice-filters"
      aria-label={t('interviews.filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: '2fr 1fr 1fr 1fr auto',
        },
        alignItems: 'center',
      }}
    >
      <TextField
        type="search"
        label={t('interviews.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
      />
      <TextField
        select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label={t('interviews.filters.role')}
        value={filters.role ?? ''}
        onChange={(event) =>
          set({ role: (event.target.value || undefined) as ListFilters['role'] })
        }
      >
        {all}
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`interviews.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label={t('interviews.filters.competency')}
        value={filters.competency ?? ''}
        onChange={(event) =>
          set({ competency: (event.target.value || undefined) as ListFilters['competency'] })
        }
      >
        {all}
        {COMPETENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`interviews.competencies.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label={t('interviews.filters.category')}
        value={filters.category ?? ''}
        onChange={(event) =>
          set({ category: (event.target.value || undefined) as ListFilters['category'] })
        }
      >
        {all}
        {OPEN_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`interviews.categories.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => onChange({ page: 1 })} disabled={!hasFilters(filters)}>
        {t('interviews.filters.clear')}
      </Button>
    </Box>
  );
}
