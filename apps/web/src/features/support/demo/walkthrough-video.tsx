import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// A caption track: a WebVTT file (the built-in walkthroughs, one per language), or WebVTT text
// an admin added with a video.
export type CaptionTrack = { language: string; label: string; src?: string; text?: string };

// What the player shows, whichever way the video came: built in or added by an admin.
export type ShownWalkthrough = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  poster: string | null;
  captions: CaptionTrack[];
};

// Text captions need an address for <track>: a Blob URL while the element is mounted (a ref
// callback with cleanup: made and revoked with the element).
function Captions({ track, isDefault }: { track: CaptionTrack; isDefault: boolean }) {
  const textRef = useCallback(
    (element: HTMLTrackElement | null) => {
      if (!element || !track.text) return;
      const url = URL.createObjectURL(new Blob([track.text], { type: 'text/vtt' }));
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [track.text],
  );
  return (
    <track
      ref={textRef}
      kind="captions"
      srcLang={track.language}
      label={track.label}
      src={track.src}
      default={isDefault}
    />
  );
}

// One walkthrough: an HTML5 player with captions in the user's language (others selectable),
// its title and description.
export function WalkthroughVideo({
  walkthrough,
  actions,
}: {
  walkthrough: ShownWalkthrough;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const { captions } = walkthrough;
  const shown = captions.find((track) => track.language === i18n.language) ?? captions[0];
  const shownLanguage = shown?.language;

  // `default` picks the track when the player starts; a later change of language shows that
  // language's captions instead.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !shownLanguage) return;
    for (const track of Array.from(video.textTracks)) {
      if (track.kind !== 'captions') continue;
      if (track.language === shownLanguage) track.mode = 'showing';
      else if (track.mode === 'showing') track.mode = 'disabled';
    }
  }, [shownLanguage]);

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
          ref={videoRef}
          controls
          // With a poster there is something to see before playing: nothing is downloaded
          // until the user plays it.
          preload={walkthrough.poster ? 'none' : 'metadata'}
          poster={walkthrough.poster ?? undefined}
          src={walkthrough.videoUrl}
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', display: 'block' }}
          aria-label={t('support.demo.player', { title: walkthrough.title })}
        >
          {captions.map((track) => (
            <Captions key={track.language} track={track} isDefault={track === shown} />
          ))}
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
          {captions.length === 0 && (
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
