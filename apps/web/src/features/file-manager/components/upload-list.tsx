import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Upload } from '../hooks/use-uploads';

type UploadListProps = {
  uploads: Upload[];
  onCancel: (key: string) => void;
  onClearFinished: () => void;
};

// A progress bar per file being uploaded; what failed says why in the user's language.
export function UploadList({ uploads, onCancel, onClearFinished }: UploadListProps) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  const finished = uploads.some((upload) => upload.status !== 'sending');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="uploads-title"
      sx={{ p: 2, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="uploads-title" variant="h2" sx={{ fontSize: '1rem', flexGrow: 1 }}>
          {t('fileManager.uploads.title')}
        </Typography>
        {finished && (
          <Button size="small" onClick={onClearFinished}>
            {t('fileManager.uploads.clear')}
          </Button>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {uploads.map((upload) => (
          <Box
            component="li"
            key={upload.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {upload.name}
                </Typography>
                <Typography
                  variant="body2"
                  color={upload.status === 'failed' ? 'error' : 'text.secondary'}
                  sx={{ flexShrink: 0 }}
                >
                  {upload.status === 'sending'
                    ? t('fileManager.uploads.percent', {
                        percent: Math.round(upload.progress * 100),
                      })
                    : t(
                        upload.status === 'done'
                          ? 'fileManager.uploads.done'
                          : 'fileManager.uploads.failed',
                      )}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={upload.progress * 100}
                color={
                  upload.status === 'failed'
                    ? 'error'
                    : upload.status === 'done'
                      ? 'success'
                      : 'primary'
                }
                aria-label={t('fileManager.uploads.progress', { name: upload.name })}
              />
              {upload.error && (
                <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
                  {upload.error}
                </Typography>
              )}
            </Box>
            {upload.status === 'sending' && (
              <IconButton
                size="small"
                onClick={() => onCancel(upload.key)}
                aria-label={t('fileManager.uploads.cancel', { name: upload.name })}
              >
                <Close fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
