import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AcademyCategory } from '@rehearse/contracts/academy';
import { SearchField } from '../../../components/search-field';
import type { CourseFilters } from '../course-filters';

const ALL = 'all';

// The list's category, title search and "hide completed", each changing the address.
export function CourseFiltersBar({
  filters,
  categories,
  onChange,
}: {
  filters: CourseFilters;
  categories: AcademyCategory[];
  onChange: (filters: CourseFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="search"
      aria-label={t('academy.filters')}
      sx={{
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'center',
        mb: 3,
      }}
    >
      <TextField
        select
        size="small"
        label={t('academy.category')}
        value={filters.category ?? ALL}
        onChange={(event) =>
          onChange({
            ...filters,
            category: event.target.value === ALL ? undefined : event.target.value,
          })
        }
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        <MenuItem value={ALL}>{t('academy.allCategories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.slug}>
            {category.title}
          </MenuItem>
        ))}
      </TextField>
      <SearchField
        size="small"
        label={t('academy.search')}
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 360 } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.hideCompleted}
            onChange={(event) => onChange({ ...filters, hideCompleted: event.target.checked })}
          />
        }
        label={t('academy.hideCompleted')}
      />
    </Box>
  );
}
