import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminOrganization } from '@rehearse/contracts/admin-organizations';

type Props = {
  organizations: AdminOrganization[];
  selected?: string;
  onOpen: (id: string) => void;
};

export function StatusChip({ status }: { status: AdminOrganization['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'error'}
      variant={status === 'active' ? 'outlined' : 'filled'}
      label={t(`adminOrganizations.status.${status}`)}
    />
  );
}

// The name opens the organization's panel: a real button, so the keyboard reaches it.
function OpenLink({
  organization,
  onOpen,
}: {
  organization: AdminOrganization;
  onOpen: Props['onOpen'];
}) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(organization.id)}
      sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {organization.name}
    </Link>
  );
}

export function OrganizationTable({ organizations, selected, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('adminOrganizations.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminOrganizations.columns.name')}</TableCell>
            <TableCell>{t('adminOrganizations.columns.type')}</TableCell>
            <TableCell align="right">{t('adminOrganizations.columns.members')}</TableCell>
            <TableCell>{t('adminOrganizations.columns.plan')}</TableCell>
            <TableCell align="right">{t('adminOrganizations.columns.balance')}</TableCell>
            <TableCell>{t('adminOrganizations.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organizations.map((organization) => (
            <TableRow
              key={organization.id}
              selected={organization.id === selected}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={(event) => {
                // The name's own button already opened it.
                if ((event.target as HTMLElement).closest('button')) return;
                onOpen(organization.id);
              }}
            >
              <TableCell sx={{ minWidth: 200 }}>
                <OpenLink organization={organization} onOpen={onOpen} />
              </TableCell>
              <TableCell>{t(`adminOrganizations.types.${organization.type}`)}</TableCell>
              <TableCell align="right">{number.format(organization.member_count)}</TableCell>
              <TableCell>{t(`adminPlans.${organization.plan}`)}</TableCell>
              <TableCell align="right">{number.format(organization.balance)}</TableCell>
              <TableCell>
                <StatusChip status={organization.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The same organizations as cards, for a phone.
export function OrganizationCards({ organizations, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Box
      component="ul"
      aria-label={t('adminOrganizations.tableLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {organizations.map((organization) => (
        <Box
          component="li"
          key={organization.id}
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
            <OpenLink organization={organization} onOpen={onOpen} />
            <StatusChip status={organization.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t(`adminOrganizations.types.${organization.type}`)} ·{' '}
            {t(`adminPlans.${organization.plan}`)}
          </Typography>
          <Typography variant="body2">
            {t('adminOrganizations.membersCount', { count: organization.member_count })} ·{' '}
            {t('adminOrganizations.balanceValue', { balance: number.format(organization.balance) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
