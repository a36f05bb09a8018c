import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { fixInfiniteDuration } from '../../../lib/media/fix-infinite-duration';

type PlaybackMediaProps = {
  video: boolean;
  label: string;
  // A stored recording's address; a fresh one sets its source through `ref` instead.
  src?: string;
  ref?: Ref<HTMLMediaElement>;
  onError?: () => void;
};

// The player of an answer's recording (stored or just made): video at 16:9 on a dark ground,
// audio as the browser's bar.
export function PlaybackMedia({ video, label, src, ref, onError }: PlaybackMediaProps) {
  return (
    <Box
      component={video ? 'video' : 'audio'}
      ref={ref}
      src={src}
      controls
      preload={src ? 'metadata' : undefined}
      playsInline
      aria-label={label}
      onError={onError}
      onLoadedMetadata={fixInfiniteDuration}
      sx={{
        width: '100%',
        borderRadius: 2,
        bgcolor: video ? 'grey.900' : 'transparent',
        aspectRatio: video ? '16 / 9' : undefined,
        display: 'block',
      }}
    />
  );
}
