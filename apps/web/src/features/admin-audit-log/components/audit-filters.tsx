import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  organizationNameQueryOptions,
  organizationOptionsQueryOptions,
} from '../api/admin-audit-log.queries';
import { AUDIT_ACTIONS, hasFilters, type AuditView } from '../audit-params';

type Option = { id: string; name: string };
type Area = keyof typeof AUDIT_ACTIONS;
const AREAS = Object.entries(AUDIT_ACTIONS) as [Area, readonly string[]][];

type Props = {
  view: AuditView;
  onChange: (view: AuditView) => void;
  onActor: (actor: string | undefined) => void;
};

// Action (an area or one action), actor's email, organization and a date range (UTC days).
export function AuditFilters({ view, onChange, onActor }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<AuditView>) => onChange({ ...view, ...patch, page: 1 });
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 300);
  const options = useQuery(organizationOptionsQueryOptions(search));
  const selected = useQuery({
    ...organizationNameQueryOptions(view.organization ?? ''),
    enabled: Boolean(view.organization),
  });
  const value: Option | null = view.organization
    ? { id: view.organization, name: selected.data?.name ?? '…' }
    : null;
  const actionLabel = useCallback(
    (action: string) =>
      t(`adminAuditLog.actions.${action.replace('.', '_')}`, { defaultValue: action }),
    [t],
  );

  return (
    <Box
      role="search"
      aria-label={t('adminAuditLog.filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr)) repeat(2, minmax(0, 170px)) auto',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label={t('adminAuditLog.filters.action')}
        value={view.action ?? ''}
        onChange={(event) => set({ action: event.target.value || undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('adminAuditLog.filters.all')}</MenuItem>
        {AREAS.flatMap(([area, actions]) => [
          <ListSubheader key={`${area}-header`}>{t(`adminAuditLog.areas.${area}`)}</ListSubheader>,
          <MenuItem key={area} value={area}>
            {t('adminAuditLog.filters.allOf', { area: t(`adminAuditLog.areas.${area}`) })}
          </MenuItem>,
          ...actions.map((action) => (
            <MenuItem key={`${area}.${action}`} value={`${area}.${action}`} sx={{ pl: 4 }}>
              {actionLabel(`${area}.${action}`)}
            </MenuItem>
          )),
        ])}
        {/* An action from a link that the list above does not name. */}
        {view.action &&
          !AREAS.some(
            ([area, actions]) =>
              view.action === area || actions.some((a) => `${area}.${a}` === view.action),
          ) && <MenuItem value={view.action}>{view.action}</MenuItem>}
      </TextField>
      <SearchField
        size="small"
        label={t('adminAuditLog.filters.actor')}
        value={view.actor}
        onSearch={onActor}
        maxLength={200}
      />
      <Autocomplete<Option>
        size="small"
        options={options.data ?? []}
        value={value}
        loading={options.isFetching}
        filterOptions={(list) => list}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        getOptionLabel={(option) => option.name}
        onInputChange={(_, input, reason) => {
          if (reason === 'input') setTyped(input);
        }}
        onChange={(_, option) => {
          setTyped('');
          set({ organization: option?.id });
        }}
        noOptionsText={t('adminAuditLog.filters.noOrganizations')}
        renderInput={(params) => (
          <TextField {...params} label={t('adminAuditLog.filters.organization')} />
        )}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('adminAuditLog.filters.from')}
        value={view.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: view.to } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('adminAuditLog.filters.to')}
        value={view.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: view.from } }}
      />
      <Button
        variant="outlined"
        disabled={!hasFilters(view)}
        onClick={() => onChange({ page: 1 })}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' }, whiteSpace: 'nowrap' }}
      >
        {t('adminAuditLog.filters.clear')}
      </Button>
    </Box>
  );
}
