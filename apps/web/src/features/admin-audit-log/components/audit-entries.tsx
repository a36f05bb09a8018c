import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@rehearse/contracts/admin-audit-log';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useTimeZone } from '../../../lib/time-zone';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// A value as text: none, a time (in the reader's words), a word, a number, or (a list or
// record) its JSON.
const shown = (value: unknown, date: Intl.DateTimeFormat): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? isoInstant.test(value)
        ? date.format(new Date(value))
        : value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

// The fields an entry changed, each with its value before and after, in the order they came.
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>, date: Intl.DateTimeFormat) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return keys.map((key) => ({
    key,
    before: shown(entry.before?.[key], date),
    after: shown(entry.after?.[key], date),
  }));
}

function Diff({ entry, date }: { entry: AuditEntry; date: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const changes = changesOf(entry, date);
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('adminAuditLog.noChanges')}
      </Typography>
    );
  const none = t('adminAuditLog.none');
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        width: '100%',
        tableLayout: 'fixed',
        '& th, & td': {
          textAlign: 'left',
          verticalAlign: 'top',
          p: 0.75,
          borderTop: 1,
          borderColor: 'divider',
          overflowWrap: 'anywhere',
          fontSize: '0.875rem',
        },
        '& thead th': { borderTop: 0, color: 'text.secondary', fontWeight: 500 },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {t('adminAuditLog.diffCaption')}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ width: '28%' }}>
            {t('adminAuditLog.field')}
          </Box>
          <th scope="col">{t('adminAuditLog.before')}</th>
          <th scope="col">{t('adminAuditLog.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.key}>
            <Box component="th" scope="row" sx={{ fontWeight: 500 }}>
              {t(`adminAuditLog.fields.${change.key}`, { defaultValue: change.key })}
            </Box>
            <Box
              component="td"
              sx={{
                color: change.before === null ? 'text.secondary' : 'error.main',
                textDecoration:
                  change.before !== null && change.after !== change.before
                    ? 'line-through'
                    : 'none',
              }}
            >
              {change.before ?? none}
            </Box>
            <Box
              component="td"
              sx={{ color: change.after === null ? 'text.secondary' : 'success.main' }}
            >
              {change.after ?? none}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

// The entries, newest first, each with who, what, when, the target and its changes.
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone,
  });
  return (
    <Box
      component="ul"
      aria-label={t('adminAuditLog.listLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{
            p: 1.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t(`adminAuditLog.actions.${entry.action.replace('.', '_')}`, {
                defaultValue: entry.action,
              })}
            />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('adminAuditLog.by', { actor: entry.actor_email })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Box component="time" dateTime={entry.created_at}>
                {when.format(new Date(entry.created_at))}
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('adminAuditLog.target', {
                type: t(`adminAuditLog.targets.${entry.target_type}`, {
                  defaultValue: entry.target_type,
                }),
                id: entry.target_id ?? '—',
              })}
            </Typography>
          </Box>
          <Diff entry={entry} date={when} />
        </Box>
      ))}
    </Box>
  );
}
