import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useErrorText } from '../../../lib/error-text';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';
import { sampleContentQueryOptions, useRemoveSampleContent } from '../api/workspace.queries';

// Hiding the notice is remembered on this device, per account; the profile's data section
// still offers the removal (decision 037).
const dismissedKey = (userId: string) => `rehearse.sampleContentNotice.dismissed.${userId}`;
const readDismissed = (userId: string | undefined) => {
  if (!userId) return false;
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
};
const writeDismissed = (userId: string) => {
  try {
    localStorage.setItem(dismissedKey(userId), '1');
  } catch {
    // Storage may be off (private mode): the notice is then hidden for this visit only.
  }
};

// Asks first, removes, and says how it went; shared by the home notice and the profile.
function useSampleContentRemoval() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = useRemoveSampleContent();
  const [done, setDone] = useState(false);

  const start = async () => {
    const answer = await confirm({
      title: t('workspace.sampleContent.confirmTitle'),
      message: t('workspace.sampleContent.confirmMessage'),
      actions: { confirm: { label: t('workspace.sampleContent.confirmAction') } },
      dismissible: true,
    });
    if (answer !== 'confirmed') return;
    remove.mutate(undefined, { onSuccess: () => setDone(true) });
  };

  // Outside the notice, which is gone once nothing sample is left.
  const snackbar = (
    <Snackbar
      open={done}
      autoHideDuration={6000}
      onClose={() => setDone(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={() => setDone(false)}>
        {t('workspace.sampleContent.removed')}
      </Alert>
    </Snackbar>
  );
  return { start, remove, snackbar };
}

function RemoveButton({ removal }: { removal: ReturnType<typeof useSampleContentRemoval> }) {
  const { t } = useTranslation();
  const pending = removal.remove.isPending;
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={() => void removal.start()}
      disabled={pending}
      startIcon={
        pending ? <CircularProgress size={16} color="inherit" /> : <CleaningServicesOutlined />
      }
    >
      {pending ? t('workspace.sampleContent.removing') : t('workspace.sampleContent.remove')}
    </Button>
  );
}

function RemovalError({ removal }: { removal: ReturnType<typeof useSampleContentRemoval> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Box aria-live="polite">
      {removal.remove.isError && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1.5 }}>
          {t('workspace.sampleContent.failed', { reason: errorText(removal.remove.error) })}
        </Alert>
      )}
    </Box>
  );
}

// Home: a calm notice while the apps hold sample content, until removed or hidden. Nothing
// shows while the counts load or when they cannot be loaded: the notice is never in the way.
export function SampleContentNotice() {
  const { t } = useTranslation();
  const sample = useQuery(sampleContentQueryOptions());
  const user = useQuery(currentUserQueryOptions());
  const userId = user.data?.id;
  const [hidden, setHidden] = useState<string | null>(null);
  const removal = useSampleContentRemoval();
  const dismissed = userId !== undefined && (hidden === userId || readDismissed(userId));

  const show = !dismissed && (sample.data?.total ?? 0) > 0;
  return (
    <>
      {show && (
        <Alert
          severity="info"
          variant="outlined"
          // A calm landmark, not an alert: it is there on every visit, nothing just happened.
          component="section"
          role="region"
          aria-label={t('workspace.sampleContent.title')}
          data-testid="sample-content-notice"
          closeText={t('workspace.sampleContent.dismiss')}
          onClose={() => {
            if (!userId) return;
            writeDismissed(userId);
            setHidden(userId);
          }}
        >
          <AlertTitle>{t('workspace.sampleContent.title')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('workspace.sampleContent.text')}
          </Typography>
          <RemoveButton removal={removal} />
          <RemovalError removal={removal} />
        </Alert>
      )}
      {removal.snackbar}
    </>
  );
}

// Profile: the same removal, always there while something sample is left.
export function SampleContentSection() {
  const { t } = useTranslation();
  const sample = useQuery(sampleContentQueryOptions());
  const removal = useSampleContentRemoval();
  return (
    <>
      {(sample.data?.total ?? 0) > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="sample-content-section">
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t('workspace.sampleContent.sectionTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('workspace.sampleContent.sectionText')}
          </Typography>
          <Box>
            <RemoveButton removal={removal} />
          </Box>
          <RemovalError removal={removal} />
        </Box>
      )}
      {(sample.data?.total ?? 0) > 0 && <Divider />}
      {removal.snackbar}
    </>
  );
}
