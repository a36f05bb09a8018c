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
import {
  sampleContentQueryOptions,
  useHideSampleNotice,
  useRemoveSampleContent,
} from '../api/workspace.queries';

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
// Hiding it is kept with the account (`noticeHidden`), so the page the server draws and the
// browser's first render agree, and so does every device; the profile's data section still
// offers the removal (decision 037).
export function SampleContentNotice() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sample = useQuery(sampleContentQueryOptions());
  const hide = useHideSampleNotice();
  const removal = useSampleContentRemoval();

  const show = sample.data !== undefined && sample.data.total > 0 && !sample.data.noticeHidden;
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
          onClose={() => hide.mutate()}
        >
          <AlertTitle>{t('workspace.sampleContent.title')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('workspace.sampleContent.text')}
          </Typography>
          <RemoveButton removal={removal} />
          <RemovalError removal={removal} />
          {/* Shown when hiding failed and the notice came back. */}
          {hide.isError && (
            <Alert severity="error" variant="outlined" sx={{ mt: 1.5 }}>
              {t('workspace.sampleContent.hideFailed', { reason: errorText(hide.error) })}
            </Alert>
          )}
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
