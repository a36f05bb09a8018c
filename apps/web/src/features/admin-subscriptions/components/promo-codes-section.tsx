import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import Add from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromoCode } from '@rehearse/contracts/admin-promo-codes';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { useTimeZone } from '../../../lib/time-zone';
import {
  promoCodesQueryOptions,
  redemptionsQueryOptions,
  useSetPromoCodeDisabled,
} from '../api/admin-subscriptions.queries';
import { PromoCodeDialog } from './promo-code-dialog';

type PromoState = 'active' | 'disabled' | 'scheduled' | 'ended' | 'usedUp';

const stateOf = (promo: PromoCode, now: number): PromoState =>
  promo.disabled
    ? 'disabled'
    : promo.ends_at && Date.parse(promo.ends_at) <= now
      ? 'ended'
      : promo.starts_at && Date.parse(promo.starts_at) > now
        ? 'scheduled'
        : promo.max_redemptions !== null && promo.redemption_count >= promo.max_redemptions
          ? 'usedUp'
          : 'active';

function useFormats() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return {
    value: (promo: PromoCode) =>
      promo.kind === 'credits'
        ? t('adminPromoCodes.creditsValue', { count: promo.credits ?? 0 })
        : t('adminPromoCodes.percentValue', { percent: promo.percent_off ?? 0 }),
    window: (promo: PromoCode) =>
      promo.starts_at || promo.ends_at
        ? t('adminPromoCodes.window', {
            from: promo.starts_at ? date.format(new Date(promo.starts_at)) : '…',
            to: promo.ends_at ? date.format(new Date(promo.ends_at)) : '…',
          })
        : t('adminPromoCodes.always'),
    uses: (promo: PromoCode) =>
      promo.max_redemptions === null
        ? number.format(promo.redemption_count)
        : t('adminPromoCodes.usesOf', {
            count: promo.redemption_count,
            max: number.format(promo.max_redemptions),
          }),
    date,
  };
}

// Promo codes: every code with its value, window, redemptions and state; create, edit, disable
// or enable, and see who redeemed it.
export function PromoCodesSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const confirm = useConfirm();
  const codes = useQuery(promoCodesQueryOptions());
  const toggle = useSetPromoCodeDisabled();
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const [redemptionsOf, setRedemptionsOf] = useState<PromoCode | null>(null);
  const formats = useFormats();
  // The state is as of the list's fetch (render stays pure).
  const now = codes.dataUpdatedAt;

  const onToggle = async (promo: PromoCode) => {
    if (!promo.disabled) {
      const answer = await confirm({
        title: t('adminPromoCodes.disable.title', { code: promo.code }),
        message: t('adminPromoCodes.disable.message'),
        actions: { confirm: { label: t('adminPromoCodes.disable.confirm') } },
      });
      if (answer !== 'confirmed') return;
    }
    toggle.mutate({ id: promo.id, disabled: !promo.disabled });
  };

  const actions = (promo: PromoCode) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => setEditing(promo)}>
        {t('adminPromoCodes.edit')}
      </Button>
      <Button
        size="small"
        color={promo.disabled ? 'primary' : 'error'}
        disabled={toggle.isPending && toggle.variables.id === promo.id}
        onClick={() => void onToggle(promo)}
      >
        {promo.disabled ? t('adminPromoCodes.enable') : t('adminPromoCodes.disable.confirm')}
      </Button>
      <Button size="small" onClick={() => setRedemptionsOf(promo)}>
        {t('adminPromoCodes.redemptions.open')}
      </Button>
    </Box>
  );
  const stateChip = (promo: PromoCode) => {
    const state = stateOf(promo, now);
    return (
      <Chip
        size="small"
        label={t(`adminPromoCodes.states.${state}`)}
        color={state === 'active' ? 'success' : state === 'disabled' ? 'error' : 'default'}
        variant={state === 'active' ? 'outlined' : 'filled'}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1, maxWidth: 720 }}>
          {t('adminPromoCodes.intro')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<Add aria-hidden />}
          onClick={() => setEditing('new')}
        >
          {t('adminPromoCodes.add')}
        </Button>
      </Box>
      {toggle.error && (
        <ErrorState title={t('adminPromoCodes.toggleFailed')} error={toggle.error} />
      )}
      {codes.isError && !codes.data ? (
        <QueryErrorState title={t('adminPromoCodes.loadFailed')} query={codes} />
      ) : !codes.data ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('adminPromoCodes.loading')}
          sx={{ display: 'grid', gap: 1 }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Box>
      ) : codes.data.length === 0 ? (
        <Typography color="text.secondary">{t('adminPromoCodes.empty')}</Typography>
      ) : wide ? (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small" aria-label={t('adminPromoCodes.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminPromoCodes.fields.code')}</TableCell>
                <TableCell>{t('adminPromoCodes.columns.value')}</TableCell>
                <TableCell>{t('adminPromoCodes.columns.window')}</TableCell>
                <TableCell align="right">{t('adminPromoCodes.columns.redemptions')}</TableCell>
                <TableCell>{t('adminPromoCodes.columns.state')}</TableCell>
                <TableCell>{t('adminPromoCodes.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.data.map((promo) => (
                <TableRow key={promo.id}>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {promo.code}
                  </TableCell>
                  <TableCell>{formats.value(promo)}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{formats.window(promo)}</TableCell>
                  <TableCell align="right">{formats.uses(promo)}</TableCell>
                  <TableCell>{stateChip(promo)}</TableCell>
                  <TableCell>{actions(promo)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box
          component="ul"
          aria-label={t('adminPromoCodes.tableLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {codes.data.map((promo) => (
            <Box
              component="li"
              key={promo.id}
              sx={{
                p: 1.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                display: 'grid',
                gap: 0.5,
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography
                  sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {promo.code}
                </Typography>
                {stateChip(promo)}
              </Box>
              <Typography variant="body2">
                {formats.value(promo)} ·{' '}
                {t('adminPromoCodes.redeemed', { uses: formats.uses(promo) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formats.window(promo)}
              </Typography>
              {actions(promo)}
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <PromoCodeDialog
          promo={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {redemptionsOf && (
        <RedemptionsDialog promo={redemptionsOf} onClose={() => setRedemptionsOf(null)} />
      )}
    </Box>
  );
}

function RedemptionsDialog({ promo, onClose }: { promo: PromoCode; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(redemptionsQueryOptions(promo.id));
  const { date } = useFormats();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="redemptions-title">
      <DialogTitle id="redemptions-title">
        {t('adminPromoCodes.redemptions.title', { code: promo.code })}
      </DialogTitle>
      <DialogContent>
        {query.isError ? (
          <QueryErrorState title={t('adminPromoCodes.redemptions.loadFailed')} query={query} />
        ) : !query.data ? (
          <Skeleton variant="rounded" height={80} />
        ) : query.data.length === 0 ? (
          <Typography color="text.secondary">{t('adminPromoCodes.redemptions.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('adminPromoCodes.redemptions.label')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {query.data.map((redemption) => (
              <Box
                component="li"
                key={redemption.id}
                sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{redemption.organization_name}</Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {[redemption.user_email, date.format(new Date(redemption.created_at))]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminPromoCodes.redemptions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
