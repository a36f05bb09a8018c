import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import type { MetricId } from '@rehearse/feedback/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreSummary } from '../../feedback/score-summary';
import { StrengthChips } from '../../feedback/strength-chips';
import { WeightsAccordion } from '../../feedback/weights-accordion';
import { useInterviewTitle } from '../use-interview-title';
import { InterviewImprovements } from './interview-improvements';
import { QuestionScoreChips } from './question-score-chips';
import { WeakestQuestion } from './weakest-question';

type Overview = NonNullable<MockInterview['feedback']>;

function OverviewPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

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
  // No answer with words (none given, or none transcribed yet): nothing was measured, so
  // neither "no strength" nor "every metric on target" may be said.
  const measured = feedback.metrics.some((m) => m.applicable > 0);
  const title = useInterviewTitle();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const weakest =
    feedback.weakestQuestionIndex === null
      ? undefined
      : interview.questions.find((q) => q.position === feedback.weakestQuestionIndex);

  return (
    <Card variant="outlined" component="section" aria-labelledby="overview-title">
      <CardContent sx={{ display: 'grid', gap: 3, p: { xs: 2, sm: 3 } }}>
        <ScoreSummary
          score={feedback.score}
          size={148}
          caption={t('feedback.interview.score')}
          besideFrom="md"
        >
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
            <QuestionScoreChips scores={feedback.questionScores} />
          </Box>
        </ScoreSummary>

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          }}
        >
          <OverviewPart title={t('feedback.score.strengths')}>
            <Typography variant="body2" color="text.secondary">
              {t('feedback.interview.strengthsHow')}
            </Typography>
            {measured ? (
              <StrengthChips strengths={feedback.strengths as MetricId[]} />
            ) : (
              <Typography variant="body2">{t('interviews.feedback.nothingMeasured')}</Typography>
            )}
          </OverviewPart>
          <OverviewPart title={t('feedback.interview.improvementsTitle')}>
            <Typography variant="body2" color="text.secondary">
              {t('feedback.interview.improvementsHow')}
            </Typography>
            {measured ? (
              <InterviewImprovements items={feedback.improvements} />
            ) : (
              <Typography variant="body2">{t('interviews.feedback.nothingMeasured')}</Typography>
            )}
          </OverviewPart>
        </Box>

        {interview.jobTerms.length > 0 && (
          <OverviewPart title={t('interviews.feedback.jobTerms')}>
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
          </OverviewPart>
        )}

        {weakest && <WeakestQuestion question={weakest} />}

        <WeightsAccordion
          scoreHow={`${t('feedback.interview.scoreHow')} ${t('feedback.score.how')}`}
        />
      </CardContent>
    </Card>
  );
}
