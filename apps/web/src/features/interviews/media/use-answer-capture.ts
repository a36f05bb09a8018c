import { useCallback } from 'react';
import { useMediaRecorder, type RecordedMedia } from '../../../lib/media/use-media-recorder';
import { useMediaStream } from '../../../lib/media/use-media-stream';
import { useSpeechRecognition } from './use-speech-recognition';

// Everything a recorded answer needs together: the devices' stream, the recorder over it, and
// live speech recognition beside it.
export function useAnswerCapture() {
  const media = useMediaStream();
  const recorder = useMediaRecorder();
  const speech = useSpeechRecognition();
  const { state } = media;
  const { start: startRecorder, stop: stopRecorder } = recorder;
  const { start: startSpeech, stop: stopSpeech } = speech;

  const start = useCallback((): boolean => {
    if (state.status !== 'ready') return false;
    startRecorder(state.stream, state.kind);
    startSpeech();
    return true;
  }, [state, startRecorder, startSpeech]);

  const stop = useCallback(async (): Promise<RecordedMedia | null> => {
    stopSpeech();
    return stopRecorder();
  }, [stopRecorder, stopSpeech]);

  return { media, recording: recorder.recording, speech, start, stop };
}
