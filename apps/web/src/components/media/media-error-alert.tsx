import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { MediaErrorKind } from '../../lib/media/media-error';

type MediaErrorAlertProps = {
  kind: MediaErrorKind;
  capture: 'audio' | 'video';
  onRetry?: () => void;
  // Offered whenever recording is impossible: typing always works.
  onType?: () => void;
};

// Why recording is not possible and what to do about it; typing stays available.
export function MediaErrorAlert({ kind, capture, onRetry, onType }: MediaErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="alert"
      action={
        <>
          {onRetry && kind !== 'unsupported' && kind !== 'insecure' && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('interviews.errors.retry')}
            </Button>
          )}
          {onType && (
            <Button color="inherit" size="small" onClick={onType}>
              {t('interviews.media.typeInstead')}
            </Button>
          )}
        </>
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start', flexWrap: 'wrap' } }}
    >
      <AlertTitle>{t(`interviews.media.errorTitle.${capture}`)}</AlertTitle>
      {t(`interviews.media.errors.${kind}`)} {t('interviews.media.typedFallback')}
    </Alert>
  );
}
