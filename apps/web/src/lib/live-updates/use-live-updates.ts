import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startLiveStream } from './live-stream';

// One live stream per tab while the signed-in frame is on screen (the frame is mounted once).
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stream = startLiveStream(queryClient);
    return () => stream.stop();
  }, [queryClient]);
}
