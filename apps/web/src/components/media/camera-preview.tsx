import Box from '@mui/material/Box';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clock } from './countdown';

type CameraPreviewProps = {
  stream: MediaStream | null;
  video: boolean;
  // While recording: the seconds so far, shown in a "REC" badge over the picture.
  recordingSeconds?: number;
};

// The live picture (muted, mirrored like a mirror) or, for audio only, a microphone tile.
export function CameraPreview({ stream, video, recordingSeconds }: CameraPreviewProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    el.srcObject = stream;
    if (stream) void el.play().catch(() => undefined);
  }, [stream, video]);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: video ? '16 / 9' : 'auto',
        minHeight: video ? undefined : 96,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {video ? (
        <Box
          component="video"
          ref={element}
          muted
          playsInline
          autoPlay
          aria-label={t('interviews.media.preview')}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
        />
      ) : (
        <MicNoneOutlined
          aria-label={t('interviews.media.audioOnly')}
          sx={{ fontSize: 48, color: 'grey.300' }}
        />
      )}
      {recordingSeconds !== undefined && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            p: 1.25,
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1,
            pointerEvents: 'none',
            '& > *': { pointerEvents: 'auto' },
          }}
        >
          <RecordingBadge label={`REC ${clock(recordingSeconds)}`} />
        </Box>
      )}
    </Box>
  );
}

// The red "REC" badge with the elapsed time.
function RecordingBadge({ label }: { label: string }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        borderRadius: 5,
        bgcolor: 'rgba(0,0,0,0.6)',
        color: '#fff',
        fontSize: '0.8125rem',
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: '#ef4444',
          animation: 'rehearse-rec 1.2s ease-in-out infinite',
          '@keyframes rehearse-rec': { '50%': { opacity: 0.3 } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      {label}
    </Box>
  );
}
