import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Walkthrough } from '@rehearse/contracts/support';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The captions are stored as WebVTT text; <track> needs an address, so the track gets a Blob
// URL while it is mounted (a ref callback with cleanup: made and revoked with the element).
function useCaptionsRef(captions: string | null) {
  return useCallback(
    (track: HTMLTrackElement | null) => {
      if (!track || !captions) return;
      const url = URL.createObjectURL(new Blob([captions], { type: 'text/vtt' }));
      track.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [captions],
  );
}

// One walkthrough: an HTML5 player with captions, its title and description.
export function WalkthroughVideo({
  walkthrough,
  actions,
}: {
  walkthrough: Walkthrough;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const captionsRef = useCaptionsRef(walkthrough.captions);
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="article"
      aria-label={walkthrough.title}
      sx={{ display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Box
        sx={{
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'common.black',
          aspectRatio: '16 / 9',
        }}
      >
        <video
          controls
          preload="metadata"
          src={walkthrough.videoUrl}
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', display: 'block' }}
          aria-label={t('support.demo.player', { title: walkthrough.title })}
        >
          {walkthrough.captions && (
            <track
              ref={captionsRef}
              kind="captions"
              srcLang={i18n.language}
              label={t('support.demo.captions')}
              default
            />
          )}
        </video>
      </Box>
      {failed && (
        <Typography variant="body2" color="error" role="alert">
          {t('support.demo.videoFailed')}
        </Typography>
      )}
      <Box
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {walkthrough.title}
          </Typography>
          {walkthrough.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {walkthrough.description}
            </Typography>
          )}
          {!walkthrough.captions && (
            <Typography variant="caption" color="text.secondary">
              {t('support.demo.noCaptions')}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
    </Box>
  );
}
