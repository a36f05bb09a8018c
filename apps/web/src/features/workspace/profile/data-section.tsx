import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { endSession } from '../../../lib/session/session-store';
import { downloadExport } from '../api/download-export';
import { useDeleteAccount } from '../api/workspace.queries';
import { useErrorText } from '../../../lib/error-text';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SampleContentSection } from '../components/sample-content-notice';

// Remove the sample content, export everything the account owns, or delete it all.
export function DataSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const exporter = useMutation({ mutationFn: downloadExport });
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  // A refusal rejects, for the dialog to show.
  const confirmDelete = async (typed: string) => {
    await remove.mutateAsync(typed);
    // Every row is gone: forget the token and go to sign-in, never back here.
    endSession();
    void navigate(paths.auth.signIn.getHref(), {
      replace: true,
      state: { accountDeleted: true },
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SampleContentSection />
      <Box sx={{ display: 'grid', gap: 1.5 }} data-tour="profile-export">
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {t('workspace.profile.export.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('workspace.profile.export.text')}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            onClick={() => exporter.mutate()}
            disabled={exporter.isPending}
            startIcon={
              exporter.isPending ? (
                <CircularProgress size={16} color="inherit" />
              ) : (
                <FileDownloadOutlined />
              )
            }
          >
            {t('workspace.profile.export.action')}
          </Button>
        </Box>
        <Box aria-live="polite">
          {exporter.isError && (
            <Alert severity="error" variant="outlined">
              {errorText(exporter.error)}
            </Alert>
          )}
          {exporter.isSuccess && (
            <Typography variant="body2" color="success.main">
              {t('workspace.profile.export.done')}
            </Typography>
          )}
        </Box>
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700, color: 'error.main' }}>
          {t('workspace.profile.delete.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('workspace.profile.delete.text')}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlined />}
            onClick={() => setConfirming(true)}
          >
            {t('workspace.profile.delete.action')}
          </Button>
        </Box>
      </Box>
      {confirming && (
        <DeleteAccountDialog
          email={email}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      )}
    </Box>
  );
}
