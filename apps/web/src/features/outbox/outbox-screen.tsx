import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_STATUSES, type EmailStatus } from '@rehearse/contracts/outbox';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { OUTBOX_PAGE_SIZE, outboxQueryOptions } from './api/outbox.queries';
import { OutboxCards, OutboxTable } from './components/outbox-list';

const isStatus = (value: string | null): value is EmailStatus =>
  (EMAIL_STATUSES as readonly (string | null)[]).includes(value);

// The email outbox for admins: every email's status, recipient, subject, kind, attempts, time
// and last error, newest first, by status and page (both in the URL). Read-only: delivery is
// the worker's (docs/decisions/040-email-delivery.md).
export function OutboxScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const outbox = useQuery(outboxQueryOptions(status, page));
  const pages = outbox.data ? Math.ceil(outbox.data.total / OUTBOX_PAGE_SIZE) : 0;

  const show = (next: { status?: EmailStatus; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <ScreenTitle>{t('screens.adminOutbox')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {outbox.data && !outbox.data.smtpConfigured && (
          <Alert severity="warning">{t('outbox.smtpMissing')}</Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('outbox.filter')}
            value={status ?? ''}
            onChange={(event) =>
              show({ status: isStatus(event.target.value) ? event.target.value : undefined })
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth={false}
            sx={{ width: 200 }}
          >
            <MenuItem value="">{t('outbox.all')}</MenuItem>
            {EMAIL_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`outbox.status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {outbox.data && (
            <Typography color="text.secondary" role="status">
              {t('outbox.count', { count: outbox.data.total })}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Button
            startIcon={<RefreshOutlined />}
            onClick={() => void outbox.refetch()}
            disabled={outbox.isFetching}
          >
            {t('outbox.refresh')}
          </Button>
        </Box>
        {outbox.isError && !outbox.data ? (
          <QueryErrorState title={t('outbox.loadFailed')} query={outbox} />
        ) : !outbox.data ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('outbox.loading')}
            sx={{ display: 'grid', gap: 1 }}
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Box>
        ) : outbox.data.emails.length === 0 ? (
          <Typography color="text.secondary">
            {status ? t('outbox.emptyFiltered') : t('outbox.empty')}
          </Typography>
        ) : wide ? (
          <OutboxTable emails={outbox.data.emails} />
        ) : (
          <OutboxCards emails={outbox.data.emails} />
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, next) => show({ status, page: next })}
            getItemAriaLabel={(type, item) =>
              type === 'page'
                ? t('outbox.pageLinks.page', { page: item })
                : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
                  ? t(`outbox.pageLinks.${type}`)
                  : ''
            }
            sx={{ justifySelf: 'center' }}
          />
        )}
      </Box>
    </>
  );
}
