import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text';
import {
  dismissSubscriptionNotice,
  useSubscriptionNotice,
  type SubscriptionNotice as Notice,
} from '../../lib/session/subscription-status';

// What the post-login flow found (lib/session/post-login-flow.ts): a calm, dismissible notice
// at the bottom of the screen, never a blocking dialog. A failed load offers a retry.
export function SubscriptionNotice() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notice = useSubscriptionNotice();
  if (notice.kind === 'none') return null;

  const { severity, text } = describe(notice);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Closed by its button only: a message about money should not vanish while unread.
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismissSubscriptionNotice();
      }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={dismissSubscriptionNotice}
        slotProps={{ closeButton: { title: t('subscription.notice.dismiss') } }}
        action={
          notice.kind === 'error' ? (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  dismissSubscriptionNotice();
                  notice.retry();
                }}
              >
                {t('subscription.notice.retry')}
              </Button>
              <Button color="inherit" size="small" onClick={dismissSubscriptionNotice}>
                {t('subscription.notice.dismiss')}
              </Button>
            </>
          ) : undefined
        }
        sx={{ maxWidth: 560 }}
      >
        {text}
      </Alert>
    </Snackbar>
  );

  function describe(shown: Exclude<Notice, { kind: 'none' }>): {
    severity: AlertColor;
    text: string;
  } {
    switch (shown.kind) {
      case 'error':
        return { severity: 'info', text: t('subscription.notice.loadFailed') };
      case 'promo-applied':
        return {
          severity: 'success',
          text:
            shown.credits !== null
              ? t('subscription.notice.promoCredits', { code: shown.code, count: shown.credits })
              : t('subscription.notice.promoPercent', {
                  code: shown.code,
                  percent: shown.percentOff ?? 0,
                }),
        };
      case 'promo-refused':
        return {
          severity: 'warning',
          text: t('subscription.notice.promoRefused', {
            code: shown.code,
            reason: shown.error ? errorText(shown.error) : '',
          }),
        };
      case 'purchase-paid':
        return {
          severity: 'success',
          text: t('subscription.notice.purchasePaid', { count: shown.credits }),
        };
      case 'purchase-pending':
        return { severity: 'info', text: t('subscription.notice.purchasePending') };
    }
  }
}
