import { queryOptions } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  speechStatusSchema,
  transcriptionSchema,
  type TranscriptionProgress,
} from '@rehearse/contracts/transcriptions';
import { apiClient } from '../../../lib/api-client';

// Server-side transcription of recorded answers (docs/decisions/032-server-transcription.md).
export const speechKeys = {
  all: ['speech'] as const,
  status: () => [...speechKeys.all, 'status'] as const,
  transcription: (recordingId: string) =>
    [...speechKeys.all, 'transcription', recordingId] as const,
};

// How often a transcription still queued or running is asked about again.
export const TRANSCRIPTION_POLL_MS = 1000;

export const isTranscribing = (t: Pick<TranscriptionProgress, 'status'> | null | undefined) =>
  t?.status === 'queued' || t?.status === 'running';

// Whether this server transcribes recordings; it does not change while the page is open.
export const speechStatusQueryOptions = () =>
  queryOptions({
    queryKey: speechKeys.status(),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/speech', successEnvelope(speechStatusSchema), { signal })).data,
    staleTime: Infinity,
  });

// A recording's transcription, asked again every second while it is queued or running.
export const transcriptionQueryOptions = (recordingId: string) =>
  queryOptions({
    queryKey: speechKeys.transcription(recordingId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `/api/recordings/${encodeURIComponent(recordingId)}/transcription`,
          successEnvelope(transcriptionSchema),
          { signal },
        )
      ).data,
    refetchInterval: (query) => (isTranscribing(query.state.data) ? TRANSCRIPTION_POLL_MS : false),
  });
