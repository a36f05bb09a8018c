import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useStartDrawnQuiz } from '../api/workspace.queries';
import { ErrorState } from '../../../components/error-state';
import { quizAttemptHref } from '../workspace-hrefs';

const STEPS = ['targets', 'daily', 'practice', 'mock'] as const;
type Step = (typeof STEPS)[number];

const hrefs: Record<Exclude<Step, 'daily'>, string> = {
  targets: paths.user.profile.getHref(),
  practice: paths.apps.practice.getHref(),
  mock: paths.apps.mockInterview.getHref(),
};

// A new account has nothing to chart yet: four steps that get the candidate going instead.
export function FirstRunGuide() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartDrawnQuiz();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-tour="home-guide">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('workspace.home.guide.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {t('workspace.home.guide.intro')}
        </Typography>
        {start.isError && (
          <Box sx={{ mb: 2 }}>
            <ErrorState title={t('workspace.home.next.startError')} error={start.error} />
          </Box>
        )}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {STEPS.map((step, index) => (
            <Box
              component="li"
              key={step}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' },
                alignItems: 'center',
                columnGap: 2,
                rowGap: 1.5,
                p: 2,
                borderRadius: 2,
                bgcolor: 'action.hover',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {t(`workspace.home.guide.steps.${step}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`workspace.home.guide.steps.${step}.description`)}
                </Typography>
              </Box>
              <Box sx={{ gridColumn: { xs: '2', md: 'auto' } }}>
                {step === 'daily' ? (
                  <Button
                    variant="contained"
                    onClick={() =>
                      start.mutate('daily', {
                        onSuccess: (id) => void navigate(quizAttemptHref(id)),
                      })
                    }
                    disabled={start.isPending}
                    startIcon={
                      start.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
                    }
                  >
                    {t('workspace.home.guide.steps.daily.action')}
                  </Button>
                ) : (
                  <Button variant="outlined" href={hrefs[step]}>
                    {t(`workspace.home.guide.steps.${step}.action`)}
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
