import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { COMPETENCIES, ROLES, SKILLS } from '@rehearse/contracts/question-bank';
import { LIBRARY_SEARCH_MAX_LENGTH, LIBRARY_SORTS } from '@rehearse/contracts/question-library';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilters, type LibraryView } from '../library-params';

type Props = {
  view: LibraryView;
  onChange: (view: LibraryView) => void;
};

// Search as you type (applied once typing pauses), competency, skill and role filters, and the
// sort. Any change goes back to the first page.
export function LibraryFilters({ view, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(view.search ?? '');
  // The last search this box put in the address.
  const pushed = useRef(view.search);

  useEffect(() => {
    const next = search.trim() || undefined;
    if (next === view.search) return;
    const timer = window.setTimeout(() => {
      pushed.current = next;
      onChange({ ...view, search: next, page: 1 });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search, view, onChange]);

  // Back/forward, a tab change or "Clear filters" change the address: follow it.
  useEffect(() => {
    if (view.search === pushed.current) return;
    pushed.current = view.search;
    setSearch(view.search ?? '');
  }, [view.search]);

  const set = (patch: Partial<LibraryView>) => onChange({ ...view, ...patch, page: 1 });
  const all = <MenuItem value="">{t('questionLibrary.filters.all')}</MenuItem>;
  const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

  return (
    <Box
      role="search"
      aria-label={t('questionLibrary.filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) minmax(190px, 1.2fr) auto',
        },
        alignItems: 'center',
      }}
    >
      <TextField
        type="search"
        label={t('questionLibrary.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: LIBRARY_SEARCH_MAX_LENGTH },
        }}
      />
      <TextField
        select
        slotProps={selectProps}
        label={t('questionLibrary.filters.competency')}
        value={view.competency ?? ''}
        onChange={(event) =>
          set({ competency: (event.target.value || undefined) as LibraryView['competency'] })
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
        slotProps={selectProps}
        label={t('questionLibrary.filters.skill')}
        value={view.skill ?? ''}
        onChange={(event) =>
          set({ skill: (event.target.value || undefined) as LibraryView['skill'] })
        }
      >
        {all}
        {SKILLS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`quiz.skills.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={selectProps}
        label={t('questionLibrary.filters.role')}
        value={view.role ?? ''}
        onChange={(event) =>
          set({ role: (event.target.value || undefined) as LibraryView['role'] })
        }
      >
        {all}
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`interviews.roles.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('questionLibrary.filters.sort')}
        value={view.sort}
        onChange={(event) => set({ sort: event.target.value as LibraryView['sort'] })}
      >
        {LIBRARY_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`questionLibrary.sorts.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        onClick={() => onChange({ tab: view.tab, sort: view.sort, page: 1 })}
        disabled={!hasFilters(view)}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' }, justifySelf: { xs: 'end', lg: 'auto' } }}
      >
        {t('questionLibrary.filters.clear')}
      </Button>
    </Box>
  );
}
