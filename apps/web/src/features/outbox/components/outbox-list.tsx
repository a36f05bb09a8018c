import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EmailStatus, OutboxEmail } from '@rehearse/contracts/outbox';
import { useTimeZone } from '../../../lib/time-zone';

const statusColor: Record<EmailStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

export function StatusChip({ status }: { status: EmailStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      variant={status === 'queued' ? 'outlined' : 'filled'}
      label={t(`outbox.status.${status}`)}
    />
  );
}

// When it went, or when it goes: sent, the next try of a retried email, or its scheduled time.
function useWhen() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (email: OutboxEmail) => {
    const [key, at] = email.sentAt
      ? (['outbox.sentAt', email.sentAt] as const)
      : email.status === 'queued' && email.attempts > 0
        ? (['outbox.nextAttempt', email.nextAttemptAt] as const)
        : (['outbox.scheduled', email.scheduledAt] as const);
    return t(key, { date: format.format(new Date(at)) });
  };
}

const useKindLabel = () => {
  const { t } = useTranslation();
  return (kind: string) => t(`outbox.kinds.${kind}`, { defaultValue: kind });
};

const clamp = (lines: number) =>
  ({
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  }) as const;

export function OutboxTable({ emails }: { emails: OutboxEmail[] }) {
  const { t } = useTranslation();
  const when = useWhen();
  const kindLabel = useKindLabel();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('outbox.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('outbox.columns.status')}</TableCell>
            <TableCell>{t('outbox.columns.recipient')}</TableCell>
            <TableCell>{t('outbox.columns.subject')}</TableCell>
            <TableCell>{t('outbox.columns.kind')}</TableCell>
            <TableCell align="right">{t('outbox.columns.attempts')}</TableCell>
            <TableCell>{t('outbox.columns.time')}</TableCell>
            <TableCell>{t('outbox.columns.lastError')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {emails.map((email) => (
            <TableRow key={email.id} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <StatusChip status={email.status} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160, maxWidth: 260 }}>
                {email.recipient}
              </TableCell>
              <TableCell sx={{ minWidth: 180, maxWidth: 320 }}>
                <Box sx={clamp(2)}>{email.subject}</Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{kindLabel(email.kind)}</TableCell>
              <TableCell align="right">{email.attempts}</TableCell>
              <TableCell sx={{ minWidth: 150 }}>{when(email)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                {email.lastError ? (
                  <Box title={email.lastError} sx={{ ...clamp(2), color: 'error.main' }}>
                    {email.lastError}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('outbox.noError')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The same emails as cards, for a phone.
export function OutboxCards({ emails }: { emails: OutboxEmail[] }) {
  const { t } = useTranslation();
  const when = useWhen();
  const kindLabel = useKindLabel();
  return (
    <Box
      component="ul"
      aria-label={t('outbox.tableLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {emails.map((email) => (
        <Box
          component="li"
          key={email.id}
          sx={{
            p: 1.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'grid',
            gap: 0.5,
          }}
        >
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              justifyContent: 'space-between',
              alignItems: 'flex-start',
            }}
          >
            <Typography sx={{ fontWeight: 600, ...clamp(2) }}>{email.subject}</Typography>
            <StatusChip status={email.status} />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {email.recipient}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kindLabel(email.kind)} · {when(email)} ·{' '}
            {t('outbox.attempts', { count: email.attempts })}
          </Typography>
          {email.lastError && (
            <Typography variant="body2" color="error.main" sx={clamp(3)}>
              {email.lastError}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
