import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { MediaErrorAlert } from '../../../../components/media/media-error-alert';
import { RecognitionSetting } from '../../components/recognition-setting';
import { isLastQuestion, takesLeft } from '../run-phase';
import { AnsweringStep } from './answering-step';
import { IntroCard } from './intro-card';
import { MediaPanel } from './media-panel';
import { ReadingStep, ThinkingStep } from './prompt-steps';
import { RunHeader } from './run-header';
import { SpeechSettings } from '../../../../components/media/speech-settings';
import { TakeReview } from './take-review';
import { speechStatusQueryOptions } from '../../api/speech.queries';
import { useQuery } from '@tanstack/react-query';
import { TranscriptStep } from './transcript-step';
import { useInterviewRun } from './use-interview-run';

// The run of a mock interview: each question shown and read aloud, a think countdown, then
// recording with an answer countdown; the take uploads while its transcript is checked; retake
// within the takes allowed; next. The server keeps the position, so a reload resumes here.
export function InterviewRunner({
  interview,
  autoStart,
}: {
  interview: MockInterview;
  autoStart: boolean;
}) {
  const { t } = useTranslation();
  // Whether the server transcribes the recording (decision 032): then no one types it.
  const speechStatus = useQuery(speechStatusQueryOptions());
  const run = useInterviewRun(interview, autoStart);
  const { mutations, voice, capture, transcript, upload, choice, phase, question } = run;
  const { media, speech } = capture;

  // Read-aloud, and (when answers are recorded) where the live transcript comes from.
  const settings = (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <SpeechSettings
        supported={voice.supported}
        prefs={voice.prefs}
        voices={voice.voices}
        onChange={voice.setPrefs}
      />
      {choice !== 'typed' && (
        <RecognitionSetting
          availability={speech.availability}
          serverTranscribes={speechStatus.data?.available === true}
        />
      )}
    </Box>
  );

  if (phase === 'completed') return null;
  if (phase === 'intro') {
    return (
      <IntroCard
        interview={interview}
        busy={run.beginning || media.state.status === 'requesting'}
        onBegin={() => void run.begin()}
        settings={settings}
        problem={
          <>
            {mutations.start.isError && (
              <ErrorState title={t('interviews.errors.start')} error={mutations.start.error} />
            )}
            {choice !== 'typed' && media.state.status === 'error' && (
              <MediaErrorAlert
                kind={media.state.error}
                capture={choice}
                onRetry={() => void run.begin()}
                onType={run.typeInstead}
              />
            )}
          </>
        }
      />
    );
  }

  const latestTake = question?.takes[question.takes.length - 1];
  const mutationError = mutations.next.error ?? mutations.finish.error;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <RunHeader
        interview={interview}
        kind={question?.kind}
        settings={settings}
        withTranscript={choice !== 'typed'}
        onEnd={() => void run.end()}
        ending={mutations.finish.isPending}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: choice === 'typed' ? 'minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 2fr)',
          },
        }}
      >
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
            <Typography
              variant="h2"
              component="p"
              aria-live="polite"
              sx={{
                fontSize: { xs: '1.25rem', sm: '1.5rem' },
                lineHeight: 1.4,
                whiteSpace: 'pre-line',
              }}
            >
              {run.prompt}
            </Typography>
            {phase === 'reading' && (
              <ReadingStep
                onSkip={() => {
                  voice.cancel();
                  run.send('readDone');
                }}
              />
            )}
            {phase === 'thinking' && (
              <ThinkingStep
                secondsLeft={run.thinkLeft}
                onAnswerNow={() => run.send('thinkDone')}
                onReadAgain={run.readAloud ? () => void voice.speak(run.prompt) : undefined}
              />
            )}
            {phase === 'answering' && (
              <AnsweringStep
                secondsLeft={run.answerLeft}
                recording={run.withMedia}
                speech={speech}
                transcript={transcript.text}
                onTranscriptChange={transcript.edit}
                onStop={() => void run.finishAnswer(false)}
                saving={run.saving}
                onSaveTyped={run.saveTyped}
                serverTranscribes={speechStatus.data?.available === true}
              />
            )}
            {phase === 'transcript' && (
              <TranscriptStep
                recorded={run.recorded}
                upload={upload.state}
                onRetryUpload={() => void upload.retry()}
                transcript={transcript.text}
                onTranscriptChange={transcript.edit}
                heard={run.heard}
                serverTranscribes={speechStatus.data?.available === true}
                timeUp={run.timeUp}
                saving={run.saving}
                saveError={mutations.addTake.error}
                onSave={() => void run.save()}
              />
            )}
            {phase === 'review' && (
              <TakeReview
                take={latestTake}
                takesLeft={takesLeft(run.ctx)}
                last={isLastQuestion(interview)}
                moving={mutations.next.isPending}
                onRetake={() => run.send('retake')}
                onNext={() => void run.next()}
              />
            )}
            {mutationError && (
              <ErrorState title={t('interviews.errors.move')} error={mutationError} />
            )}
          </CardContent>
        </Card>
        {choice !== 'typed' && (
          <MediaPanel
            state={media.state}
            capture={choice}
            recording={capture.recording}
            onRetry={() => void media.request(choice)}
            onType={run.typeInstead}
          />
        )}
      </Box>
    </Box>
  );
}
