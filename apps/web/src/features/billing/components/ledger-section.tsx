import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@rehearse/contracts/billing';
import { QueryErrorState } from '../../../components/error-state';
import { useTimeZone } from '../../../lib/time-zone';
import { billingLedgerQueryOptions, LEDGER_PAGE_SIZE } from '../api/billing.queries';
import { BillingPagination } from './billing-pagination';
import { BillingSection } from './billing-section';

// A signed change: +3, −1 (a real minus sign), 0.
export const signed = (value: number) =>
  value > 0 ? `+${value}` : value < 0 ? `\u2212${Math.abs(value)}` : '0';

function useLedgerText() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return {
    date: (entry: LedgerEntry) => date.format(new Date(entry.created_at)),
    kind: (entry: LedgerEntry) => t(`billing.ledger.kinds.${entry.kind}`),
    // The change of the free balance; a change of the held credits (a hold, a spend, a give-back)
    // beside it.
    held: (entry: LedgerEntry) =>
      entry.reserved_change === 0
        ? null
        : t('billing.ledger.heldChange', { change: signed(entry.reserved_change) }),
    or: (value: string | null) => value ?? t('billing.ledger.none'),
  };
}

function Change({ entry }: { entry: LedgerEntry }) {
  const text = useLedgerText();
  const held = text.held(entry);
  return (
    <>
      <Box
        component="span"
        sx={{
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          color:
            entry.amount > 0
              ? 'success.main'
              : entry.amount < 0
                ? 'text.primary'
                : 'text.secondary',
        }}
      >
        {signed(entry.amount)}
      </Box>
      {held && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
          ({held})
        </Typography>
      )}
    </>
  );
}

// The ledger, newest first, a page of 20 at a time: when, what happened in words, the change,
// the posting and candidate it was for, who did it and why.
export function LedgerSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [page, setPage] = useState(1);
  const ledger = useQuery(billingLedgerQueryOptions(page));
  const pages = ledger.data ? Math.ceil(ledger.data.total / LEDGER_PAGE_SIZE) : 0;
  return (
    <BillingSection id="billing-ledger" title={t('billing.ledger.title')}>
      {ledger.isError && !ledger.data ? (
        <QueryErrorState title={t('billing.ledger.loadFailed')} query={ledger} />
      ) : !ledger.data ? (
        <Box sx={{ display: 'grid', gap: 1 }} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Box>
      ) : ledger.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('billing.ledger.empty')}</Typography>
      ) : wide ? (
        <LedgerTable entries={ledger.data.items} />
      ) : (
        <LedgerCards entries={ledger.data.items} />
      )}
      <BillingPagination count={pages} page={page} onChange={setPage} />
    </BillingSection>
  );
}

function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useTranslation();
  const text = useLedgerText();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('billing.ledger.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.ledger.date')}</TableCell>
            <TableCell>{t('billing.ledger.what')}</TableCell>
            <TableCell>{t('billing.ledger.change')}</TableCell>
            <TableCell>{t('billing.ledger.posting')}</TableCell>
            <TableCell>{t('billing.ledger.candidate')}</TableCell>
            <TableCell>{t('billing.ledger.who')}</TableCell>
            <TableCell>{t('billing.ledger.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.date(entry)}</TableCell>
              <TableCell sx={{ minWidth: 130 }}>{text.kind(entry)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Change entry={entry} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 150 }}>
                {text.or(entry.posting_title)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 120 }}>
                {text.or(entry.candidate_name)}
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>{text.or(entry.actor_name)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                {text.or(entry.reason)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The same entries as a list, for a phone.
function LedgerCards({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useTranslation();
  const text = useLedgerText();
  return (
    <Box
      component="ul"
      aria-label={t('billing.ledger.tableLabel')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
    >
      {entries.map((entry) => {
        const about = [entry.posting_title, entry.candidate_name].filter(Boolean).join(' · ');
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5, display: 'grid', gap: 0.25 }}
          >
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 500 }}>{text.kind(entry)}</Typography>
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <Change entry={entry} />
              </Box>
            </Box>
            {about && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {about}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {[text.date(entry), entry.actor_name].filter(Boolean).join(' · ')}
            </Typography>
            {entry.reason && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {entry.reason}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
