import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModelAnswerOutline } from '../../components/model-answer-outline';
import { OutlinedAccordion } from '../../components/outlined-accordion';
import { RecordingPlayer } from '../../components/recording-player';
import { scoreColor } from '../../../../components/score-ring';
import { FeedbackView } from '../../feedback/feedback-view';
import { PlaybackBeside } from '../../feedback/playback-beside';
import { asAnswerFeedback } from '../../../../lib/feedback/metric-text';
import { practiceQuestionHref } from '../../interview-hrefs';
import { questionAnchor } from './question-anchor';
import { TypeTranscript } from './type-transcript';
import { TranscriptionStatus } from '../../components/transcription-status';
import { isTranscribing } from '../../api/speech.queries';

type Question = MockInterview['questions'][number];

type QuestionFeedbackProps = {
  interviewId: string;
  question: Question;
  onRefresh: () => void;
};

const kindKey = (kind: Question['kind']) => (kind === 'role-specific' ? 'roleSpecific' : kind);

// One question of a finished interview: its takes (the latest counts), each with playback
// beside the highlighted transcript and every metric; a take without words yet can be typed.
export function QuestionFeedback({ interviewId, question, onRefresh }: QuestionFeedbackProps) {
  const { t } = useTranslation();
  const takes = question.takes;
  const [selected, setSelected] = useState(takes.length);
  const take = takes.find((tk) => tk.take === selected) ?? takes[takes.length - 1];
  const anchor = questionAnchor(question.position);
  const latest = takes[takes.length - 1];
  const playback = take?.recording ? (
    <RecordingPlayer
      recording={take.recording}
      label={t('interviews.run.playTake', { n: take.take })}
      onExpired={onRefresh}
    />
  ) : undefined;

  return (
    <Card
      variant="outlined"
      component="section"
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      sx={{ scrollMarginTop: 88 }}
    >
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography id={`${anchor}-title`} variant="h2">
              {t('interviews.feedback.questionN', { n: question.position + 1 })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={t(`interviews.kinds.${kindKey(question.kind)}`)}
            />
            {latest?.feedback && (
              <Chip
                size="small"
                color={scoreColor(latest.feedback.score)}
                label={t('interviews.scoreShort', { score: latest.feedback.score })}
              />
            )}
          </Box>
          <Button size="small" href={practiceQuestionHref(question.question.id)}>
            {t('interviews.feedback.practiseThis')}
          </Button>
        </Box>
        <Typography sx={{ fontSize: '1.125rem', fontWeight: 600, whiteSpace: 'pre-line' }}>
          {question.question.prompt}
        </Typography>

        {takes.length === 0 ? (
          <Typography color="text.secondary">{t('interviews.feedback.notAnswered')}</Typography>
        ) : (
          <>
            {takes.length > 1 && (
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Tabs
                  value={take?.take ?? false}
                  onChange={(_, value: number) => setSelected(value)}
                  aria-label={t('interviews.feedback.takes')}
                  variant="scrollable"
                  allowScrollButtonsMobile
                >
                  {takes.map((tk) => (
                    <Tab
                      key={tk.take}
                      value={tk.take}
                      label={t('interviews.feedback.takeN', { n: tk.take })}
                    />
                  ))}
                </Tabs>
                <Typography variant="caption" color="text.secondary">
                  {t('interviews.feedback.latestCounts')}
                </Typography>
              </Box>
            )}
            {take && isTranscribing(take.transcription) ? (
              <PlaybackBeside media={playback}>
                <Box sx={{ display: 'grid', gap: 1 }}>
                  <TranscriptionStatus transcription={take.transcription!} />
                  <Typography variant="body2" color="text.secondary">
                    {t('interviews.transcription.pending')}
                  </Typography>
                </Box>
              </PlaybackBeside>
            ) : take && !take.feedback ? (
              <PlaybackBeside media={playback}>
                <Box sx={{ display: 'grid', gap: 1.5 }}>
                  {take.transcription && <TranscriptionStatus transcription={take.transcription} />}
                  <TypeTranscript
                    interviewId={interviewId}
                    position={question.position}
                    take={take.take}
                  />
                </Box>
              </PlaybackBeside>
            ) : take?.feedback ? (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <FeedbackView
                  key={`${take.take}-${take.transcript}`}
                  id={`${anchor}-take-${take.take}`}
                  feedback={asAnswerFeedback(take.feedback)}
                  transcript={take.transcript}
                  media={playback}
                />
                <TypeTranscript
                  key={`correct-${take.take}-${take.transcript}`}
                  interviewId={interviewId}
                  position={question.position}
                  take={take.take}
                  initial={take.transcript}
                />
              </Box>
            ) : null}
          </>
        )}

        {question.revealed && (
          <OutlinedAccordion
            title={t('interviews.model.title')}
            detailsSx={{ display: 'grid', gap: 1.5 }}
          >
            <ModelAnswerOutline revealed={question.revealed} heading="h3" dense />
          </OutlinedAccordion>
        )}
      </CardContent>
    </Card>
  );
}
