import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VideoCameraFrontOutlined from '@mui/icons-material/VideoCameraFrontOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { mockSetupHref } from '../interview-hrefs';

// No interview to show (none asked for, or not found): the way back to the setup.
export function NoInterview({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 8 }}>
      <VideoCameraFrontOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h2">{title}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        {body}
      </Typography>
      <Button variant="contained" href={mockSetupHref()} sx={{ mt: 1 }}>
        {t('interviews.run.toSetup')}
      </Button>
    </Box>
  );
}

// A screen about one mock interview, named by ?interview=<id>: its content for that id (keyed by
// it, so another interview starts afresh), or the way back to the setup when no id is given.
export function MockInterviewScreen({
  title,
  children,
}: {
  title: string;
  children: (id: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('interview');
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      {id ? (
        children(id)
      ) : (
        <NoInterview
          title={t('interviews.run.noInterviewTitle')}
          body={t('interviews.run.noInterviewBody')}
        />
      )}
    </>
  );
}
