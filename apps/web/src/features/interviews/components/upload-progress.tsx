import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// How much of a recording has gone up (progress from 0 to 1).
export function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" role="status">
        {t('interviews.upload.progress', { percent: Math.round(progress * 100) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress * 100}
        aria-label={t('interviews.upload.label')}
      />
    </Box>
  );
}
