import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SupportRequest } from '@rehearse/contracts/support';
import { useTranslation } from 'react-i18next';
import { requestsQueryOptions } from '../api/support.queries';
import { QueryErrorState } from '../../../components/error-state';

const statusColor: Record<SupportRequest['status'], 'primary' | 'success' | 'default'> = {
  open: 'primary',
  answered: 'success',
  closed: 'default',
};

// The signed-in user's past requests, newest first, with their status.
export function RequestList() {
  const { t, i18n } = useTranslation();
  const requests = useQuery(requestsQueryOptions());
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (requests.isPending) {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('support.loading')}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Box>
    );
  }
  if (requests.isError) {
    return <QueryErrorState title={t('support.requests.error')} query={requests} />;
  }
  if (requests.data.length === 0) {
    return <Typography color="text.secondary">{t('support.requests.empty')}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-label={t('support.requests.title')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {requests.data.map((request) => (
        <Box
          component="li"
          key={request.id}
          sx={{
            p: 1.75,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
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
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {request.subject}
            </Typography>
            <Chip
              size="small"
              color={statusColor[request.status]}
              variant={request.status === 'closed' ? 'outlined' : 'filled'}
              label={t(`support.requests.status.${request.status}`)}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t(`support.categories.${request.category}`)} ·{' '}
            {date.format(new Date(request.createdAt))} ·{' '}
            {t('support.requests.reference', { reference: request.id.slice(0, 8) })}
          </Typography>
          <Typography
            variant="body2"
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflowWrap: 'anywhere',
            }}
          >
            {request.message}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
