import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import type { ReactNode } from 'react';
import { useInterviewTitle } from '../use-interview-title';
import { useTranslation } from 'react-i18next';

type IntroCardProps = {
  interview: MockInterview;
  busy: boolean;
  onBegin: () => void;
  settings: ReactNode;
  problem?: ReactNode;
};

// Before the first question, or after a reload: what lies ahead and a button to go on. The
// click is also what lets the page speak and record.
export function IntroCard({ interview, busy, onBegin, settings, problem }: IntroCardProps) {
  const { t } = useTranslation();
  const { settings: s } = interview;
  const title = useInterviewTitle();
  const resuming = interview.status === 'in-progress';
  const facts = [
    t('interviews.run.facts.questions', { count: s.questionCount }),
    s.thinkSeconds > 0
      ? t('interviews.run.facts.think', { count: s.thinkSeconds })
      : t('interviews.run.facts.noThink'),
    t('interviews.run.facts.answer', { count: s.answerSeconds }),
    t('interviews.run.facts.takes', { count: s.takes }),
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="intro-title">
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Typography id="intro-title" variant="h2">
          {resuming
            ? t('interviews.run.resumeTitle', {
                n: interview.currentPosition + 1,
                total: s.questionCount,
              })
            : title(interview.title)}
        </Typography>
        <Typography color="text.secondary">
          {resuming ? t('interviews.run.resumeBody') : t('interviews.run.introBody')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {facts.map((fact) => (
            <Typography component="li" key={fact}>
              {fact}
            </Typography>
          ))}
        </Box>
        {settings}
        {problem}
        <Button
          variant="contained"
          size="large"
          onClick={onBegin}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <PlayArrow />}
          sx={{ justifySelf: 'start' }}
        >
          {resuming ? t('interviews.run.continue') : t('interviews.run.begin')}
        </Button>
      </CardContent>
    </Card>
  );
}
