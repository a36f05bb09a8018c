import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminSubscription } from '@rehearse/contracts/admin-subscriptions';

type Props = {
  subscriptions: AdminSubscription[];
  selected?: string;
  onOpen: (organizationId: string) => void;
};

function OpenLink({
  subscription,
  onOpen,
}: {
  subscription: AdminSubscription;
  onOpen: Props['onOpen'];
}) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(subscription.organization_id)}
      sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {subscription.organization_name}
    </Link>
  );
}

const numbers = ['balance', 'reserved', 'monthly_allowance', 'seats'] as const;

export function SubscriptionTable({ subscriptions, selected, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('adminSubscriptions.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminSubscriptions.columns.organization')}</TableCell>
            <TableCell>{t('adminSubscriptions.columns.plan')}</TableCell>
            {numbers.map((key) => (
              <TableCell key={key} align="right">
                {t(`adminSubscriptions.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((subscription) => (
            <TableRow
              key={subscription.organization_id}
              hover
              selected={subscription.organization_id === selected}
              sx={{ cursor: 'pointer' }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('button')) return;
                onOpen(subscription.organization_id);
              }}
            >
              <TableCell sx={{ minWidth: 200 }}>
                <OpenLink subscription={subscription} onOpen={onOpen} />
              </TableCell>
              <TableCell>{t(`adminPlans.${subscription.plan}`)}</TableCell>
              {numbers.map((key) => (
                <TableCell key={key} align="right">
                  {number.format(subscription[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function SubscriptionCards({ subscriptions, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Box
      component="ul"
      aria-label={t('adminSubscriptions.tableLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {subscriptions.map((subscription) => (
        <Box
          component="li"
          key={subscription.organization_id}
          sx={{
            p: 1.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'grid',
            gap: 0.5,
          }}
        >
          <OpenLink subscription={subscription} onOpen={onOpen} />
          <Typography variant="body2" color="text.secondary">
            {t(`adminPlans.${subscription.plan}`)}
          </Typography>
          <Typography variant="body2">
            {numbers
              .map(
                (key) =>
                  `${t(`adminSubscriptions.columns.${key}`)} ${number.format(subscription[key])}`,
              )
              .join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
