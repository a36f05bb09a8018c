import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import type { MetricId } from '@rehearse/feedback/types';
import { useTranslation } from 'react-i18next';
import { scoreColor } from '../../../../components/score-ring';
import { FeedbackScoreRing } from '../../components/score-ring';
import { WeightsTable } from '../../feedback/weights-table';
import { useLooseT, useMetricText } from '../../feedback/metric-text';
import { practiceQuestionHref } from '../../interview-hrefs';
import { useInterviewTitle } from '../use-interview-title';

type Overview = NonNullable<MockInterview['feedback']>;

export const questionAnchor = (position: number) => `question-${position + 1}`;

// The interview at a glance: its score, per-question scores, strengths, the three most useful
// improvements (with the questions they concern), and the weakest question to practise again.
export function InterviewOverview({
  interview,
  feedback,
}: {
  interview: MockInterview;
  feedback: Overview;
}) {
  const { t, i18n } = useTranslation();
  const loose = useLooseT();
  const title = useInterviewTitle();
  const text = useMetricText();
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const weakest =
    feedback.weakestQuestionIndex === null
      ? undefined
      : interview.questions.find((q) => q.position === feedback.weakestQuestionIndex);

  return (
    <Card variant="outlined" component="section" aria-labelledby="overview-title">
      <CardContent sx={{ display: 'grid', gap: 3, p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
            <FeedbackScoreRing score={feedback.score} size={148} />
            <Typography variant="body2" color="text.secondary">
              {t('feedback.interview.score')}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="overview-title" variant="h2">
              {title(interview.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                // The role, unless it is already the title.
                interview.role && interview.role !== interview.title
                  ? t(`interviews.roles.${interview.role}`)
                  : null,
                interview.completedAt ? date.format(new Date(interview.completedAt)) : null,
                t('interviews.run.facts.questions', { count: interview.settings.questionCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('feedback.interview.scoreHow')}
            </Typography>
            <Box
              component="ol"
              aria-label={t('interviews.feedback.questionScores')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
            >
              {feedback.questionScores.map((score, index) => (
                <li key={index}>
                  <Chip
                    component="a"
                    clickable
                    href={`#${questionAnchor(index)}`}
                    color={scoreColor(score)}
                    variant="outlined"
                    label={t('interviews.feedback.questionScore', { n: index + 1, score })}
                  />
                </li>
              ))}
            </Box>
          </Box>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              {t('feedback.score.strengths')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('feedback.interview.strengthsHow')}
            </Typography>
            {feedback.strengths.length === 0 ? (
              <Typography variant="body2">{t('interviews.feedback.noStrengths')}</Typography>
            ) : (
              <Box
                component="ul"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
              >
                {feedback.strengths.map((id) => (
                  <li key={id}>
                    <Chip color="success" variant="outlined" label={text.label(id as MetricId)} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              {t('feedback.interview.improvementsTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('feedback.interview.improvementsHow')}
            </Typography>
            {feedback.improvements.length === 0 ? (
              <Typography variant="body2">{t('interviews.feedback.noImprovements')}</Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                {feedback.improvements.map((item) => (
                  <Box component="li" key={item.id}>
                    <Typography sx={{ fontWeight: 700 }} component="span">
                      {text.label(item.id as MetricId)}
                    </Typography>{' '}
                    <Chip
                      size="small"
                      color="primary"
                      label={t('feedback.interview.gain', { gain: text.number(item.gain) })}
                      sx={{ ml: 0.5 }}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {loose('feedback.interview.questions', {
                        count: item.questions.length,
                        list: list.format(item.questions.map((q) => String(q + 1))),
                      })}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>

        {interview.jobTerms.length > 0 && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              {t('interviews.feedback.jobTerms')}
            </Typography>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
            >
              {interview.jobTerms.map((term) => (
                <li key={term}>
                  <Chip size="small" variant="outlined" label={term} />
                </li>
              ))}
            </Box>
          </Box>
        )}

        {weakest && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <FitnessCenter aria-hidden color="primary" />
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {t('interviews.feedback.weakestTitle', { n: weakest.position + 1 })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {weakest.question.prompt}
              </Typography>
            </Box>
            <Button variant="contained" href={practiceQuestionHref(weakest.question.id)}>
              {t('feedback.interview.weakest')}
            </Button>
          </Box>
        )}

        <Accordion
          variant="outlined"
          disableGutters
          sx={{ borderRadius: 1.5, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography sx={{ fontWeight: 600 }}>{t('feedback.score.weightsTitle')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <WeightsTable
              scoreHow={`${t('feedback.interview.scoreHow')} ${t('feedback.score.how')}`}
            />
          </AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
}
