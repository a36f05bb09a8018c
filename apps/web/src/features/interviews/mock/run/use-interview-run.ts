import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../../components/confirmation/use-confirm';
import { useMockInterviewMutations } from '../../api/mock-interviews.queries';
import { mockFeedbackHref, mockSetupHref } from '../../interview-hrefs';
import {
  readCaptureChoice,
  writeCaptureChoice,
  type CaptureChoice,
} from '../../../../lib/media/speech-prefs';
import { heardAfterRecording, type Heard } from '../../media/recognition-plan';
import { useAnswerCapture } from '../../media/use-answer-capture';
import { useCountdown } from '../../media/use-countdown';
import { useLiveTranscript } from '../../media/use-live-transcript';
import { useSpeechSynthesis } from '../../../../lib/media/use-speech-synthesis';
import {
  currentQuestion,
  initialPhase,
  nextPhase,
  runContext,
  type RunEvent,
  type RunPhase,
} from '../run-phase';
import { useTakeUpload } from './use-take-upload';

// The flow of a mock interview run (see run-phase.ts for its steps): the devices, the reading,
// the countdowns, recording, upload and the calls that store each take and move on. The
// runner component only shows it.
export function useInterviewRun(interview: MockInterview, autoStart: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const mutations = useMockInterviewMutations(interview.id);
  const voice = useSpeechSynthesis();
  const capture = useAnswerCapture();
  const { media, speech } = capture;
  const transcript = useLiveTranscript(speech);
  const upload = useTakeUpload();
  const [choice, setChoice] = useState<CaptureChoice>(() => readCaptureChoice(localStorage));
  const [phase, setPhase] = useState<RunPhase>(() => initialPhase(interview));
  const [recorded, setRecorded] = useState(false);
  const [heard, setHeard] = useState<Heard>('nothing');
  const [timeUp, setTimeUp] = useState(false);
  const [beginning, setBeginning] = useState(false);
  const [saving, setSaving] = useState(false);
  const finishing = useRef(false);

  const question = currentQuestion(interview);
  const readAloud = voice.supported && voice.prefs.enabled;
  const { thinkSeconds, takes, takesAllowed } = runContext(interview, readAloud);
  const ctx = useMemo(
    () => ({ readAloud, thinkSeconds, takes, takesAllowed }),
    [readAloud, thinkSeconds, takes, takesAllowed],
  );
  const send = useCallback((event: RunEvent) => setPhase((p) => nextPhase(p, event, ctx)), [ctx]);
  const stream = media.state.status === 'ready' ? media.state.stream : null;
  // An answer is recorded when the devices are ready (else typed).
  const withMedia = stream !== null && choice !== 'typed';
  const { speak, cancel } = voice;
  const prompt = question?.question.prompt ?? '';

  const goToFeedback = useCallback(
    () => void navigate(mockFeedbackHref(interview.id), { replace: true }),
    [navigate, interview.id],
  );
  useEffect(() => {
    if (phase === 'completed') goToFeedback();
  }, [phase, goToFeedback]);

  const begin = async () => {
    setBeginning(true);
    try {
      if (interview.status === 'ready') await mutations.start.mutateAsync();
      if (choice !== 'typed' && media.state.status !== 'ready') {
        if (!(await media.request(choice))) return;
      }
      send('begin');
    } catch {
      // The start mutation's error is shown on the intro card.
    } finally {
      setBeginning(false);
    }
  };
  const typeInstead = () => {
    setChoice('typed');
    writeCaptureChoice(localStorage, 'typed');
    media.release();
  };

  // Coming from the setup, the Start click already allowed speaking and recording.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStart && !autoStarted.current && phase === 'intro') {
      autoStarted.current = true;
      void begin();
    }
  });

  // Reading: the question is spoken, then the think countdown starts.
  useEffect(() => {
    if (phase !== 'reading') return;
    let current = true;
    void speak(prompt).then(() => {
      if (current) send('readDone');
    });
    return () => {
      current = false;
    };
  }, [phase, prompt, speak, send]);

  const thinkLeft = useCountdown(interview.settings.thinkSeconds, phase === 'thinking', () =>
    send('thinkDone'),
  );

  // Answering: recording starts by itself (with speech recognition); typed runs get a box.
  const takeKey = `${interview.currentPosition}-${ctx.takes}`;
  useEffect(() => {
    if (phase !== 'answering') return;
    finishing.current = false;
    cancel();
    upload.reset();
    transcript.reset('');
    if (withMedia) capture.start();
    // Only on entering the step, for this take.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, takeKey]);

  const finishAnswer = useCallback(
    async (byTimer: boolean) => {
      if (finishing.current) return;
      finishing.current = true;
      setTimeUp(byTimer);
      setRecorded(capture.recording);
      if (capture.recording) {
        const result = await capture.stop();
        setHeard(heardAfterRecording(speech.transcript, speech.plan, speech.failed));
        if (result) void upload.upload(result);
        else setRecorded(false);
      }
      send('answerDone');
    },
    [capture, speech, upload, send],
  );
  const answerLeft = useCountdown(
    interview.settings.answerSeconds,
    phase === 'answering',
    () => void finishAnswer(true),
  );

  const save = async (withRecording = recorded) => {
    if (!question || saving) return;
    setSaving(true);
    try {
      let recordingId: string | undefined;
      let durationSeconds: number | undefined;
      if (withRecording) {
        // Saving waits for the upload; a failed one is shown with its own retry.
        const recording =
          upload.state.status === 'done' ? upload.state.recording : await upload.settled();
        if (!recording) return;
        recordingId = recording.id;
        durationSeconds = recording.durationSeconds ?? undefined;
      }
      await mutations.addTake.mutateAsync({
        position: question.position,
        take: {
          recordingId,
          transcript: transcript.text.trim(),
          transcriptSource: withRecording && heard === 'words' ? 'speech' : 'typed',
          durationSeconds,
        },
      });
      upload.reset();
      send('saved');
    } catch {
      // Shown by the step; the answer stays to try again.
    } finally {
      setSaving(false);
    }
  };

  const next = async () => {
    try {
      const moved = await mutations.next.mutateAsync();
      send(moved.status === 'completed' ? 'completed' : 'advanced');
    } catch {
      // Shown below the review.
    }
  };

  const end = async () => {
    const answer = await confirm({
      title: t('interviews.run.endTitle'),
      message: t('interviews.run.endMessage'),
      actions: { confirm: { label: t('interviews.run.end') } },
    });
    if (answer !== 'confirmed') return;
    cancel();
    if (capture.recording) await capture.stop();
    try {
      if (interview.status === 'ready') {
        void navigate(mockSetupHref());
        return;
      }
      await mutations.finish.mutateAsync();
      send('completed');
    } catch {
      // Shown in the page.
    }
  };

  // Typed answers are saved straight from the answering step.
  const saveTyped = () => {
    finishing.current = true;
    setRecorded(false);
    setTimeUp(false);
    send('answerDone');
    void save(false);
  };

  return {
    mutations,
    voice,
    capture,
    transcript,
    upload,
    choice,
    phase,
    recorded,
    heard,
    timeUp,
    beginning,
    saving,
    question,
    readAloud,
    ctx,
    send,
    withMedia,
    prompt,
    begin,
    typeInstead,
    thinkLeft,
    answerLeft,
    finishAnswer,
    save,
    saveTyped,
    next,
    end,
  };
}
