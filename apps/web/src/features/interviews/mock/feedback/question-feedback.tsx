import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordingPlayer } from '../../components/recording-player';
import { scoreColor } from '../../../../components/score-ring';
import { FeedbackView } from '../../feedback/feedback-view';
import { asAnswerFeedback } from '../../feedback/metric-text';
import { practiceQuestionHref } from '../../interview-hrefs';
import { questionAnchor } from './interview-overview';
import { TypeTranscript } from './type-transcript';

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
            {take && !take.feedback ? (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: take.recording
                    ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }
                    : 'minmax(0, 1fr)',
                  alignItems: 'start',
                }}
              >
                {take.recording && (
                  <RecordingPlayer
                    recording={take.recording}
                    label={t('interviews.run.playTake', { n: take.take })}
                    onExpired={onRefresh}
                  />
                )}
                <TypeTranscript
                  interviewId={interviewId}
                  position={question.position}
                  take={take.take}
                />
              </Box>
            ) : take?.feedback ? (
              <FeedbackView
                key={`${take.take}-${take.transcript}`}
                id={`${anchor}-take-${take.take}`}
                feedback={asAnswerFeedback(take.feedback)}
                transcript={take.transcript}
                media={
                  take.recording ? (
                    <RecordingPlayer
                      recording={take.recording}
                      label={t('interviews.run.playTake', { n: take.take })}
                      onExpired={onRefresh}
                    />
                  ) : undefined
                }
              />
            ) : null}
          </>
        )}

        {question.revealed && (
          <Accordion
            variant="outlined"
            disableGutters
            sx={{ borderRadius: 1.5, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography sx={{ fontWeight: 600 }}>{t('interviews.model.title')}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>
              <Typography variant="subtitle2" component="h3">
                {t('interviews.model.outline')}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {question.revealed.modelAnswer.map((step) => (
                  <Typography component="li" variant="body2" key={step}>
                    {step}
                  </Typography>
                ))}
              </Box>
              <Typography variant="subtitle2" component="h3">
                {t('interviews.model.talkingPoints')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {question.revealed.talkingPoints.map((point) => (
                  <Typography component="li" variant="body2" key={point}>
                    {point}
                  </Typography>
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        )}
      </CardContent>
    </Card>
  );
}
