import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewWelcome } from '@rehearse/contracts/candidate-interview';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { isApiError } from '../../lib/api-error';
import { useErrorText } from '../../lib/error-text';
import { useConsent, welcomeQueryOptions } from './api/candidate-interview.queries';
import { DeviceStep } from './device-step';
import { KeepInWorkspace } from './keep-in-workspace';
import { QuestionFlow } from './question-flow';
import { WarmUp } from './warm-up';
import { WithdrawLink } from './withdraw-link';

// The candidate's one-way interview (/interview/:token), phone first: the company's welcome
// with what is recorded, who sees it and how long it is kept; consent; a device check; the
// questions one at a time with the server's timers; a finish page that says what happens next.
export function CandidateInterviewScreen({ token }: { token: string }) {
  const welcome = useQuery(welcomeQueryOptions(token));
  const [devicesChecked, setDevicesChecked] = useState(false);
  const [warmedUp, setWarmedUp] = useState(false);
  if (welcome.isPending) return <FullPageSpinner />;
  if (welcome.isError) {
    if (isApiError(welcome.error) && [404, 410].includes(welcome.error.status)) {
      return <LinkProblem error={welcome.error} />;
    }
    return (
      <Frame>
        <QueryErrorStateFor query={welcome} />
      </Frame>
    );
  }
  const data = welcome.data;
  const recorded = data.plan.some((q) => q.answer_type !== 'text');
  return (
    <Frame brand={data}>
      {data.stage === 'completed' ? (
        <Finished token={token} welcome={data} />
      ) : !data.consented_at ? (
        <Welcome token={token} welcome={data} />
      ) : recorded && !devicesChecked ? (
        <DeviceStep
          kind={data.plan.some((q) => q.answer_type === 'video') ? 'video' : 'audio'}
          onDone={() => setDevicesChecked(true)}
        />
      ) : !warmedUp && data.answered === 0 ? (
        <WarmUp token={token} onDone={() => setWarmedUp(true)} />
      ) : (
        <QuestionFlow token={token} />
      )}
    </Frame>
  );
}

function QueryErrorStateFor({ query }: { query: Parameters<typeof QueryErrorState>[0]['query'] }) {
  const { t } = useTranslation();
  return <QueryErrorState title={t('candidateInterview.loadError')} query={query} />;
}

// The page in the company's colour, with its logo and name: one column, 390 px first.
function Frame({ brand, children }: { brand?: InterviewWelcome; children: ReactNode }) {
  return (
    <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      {brand && (
        <Box
          component="header"
          sx={{
            bgcolor: brand.brand_color,
            color: (theme) => theme.palette.getContrastText(brand.brand_color),
            px: 2,
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          {brand.logo_url && (
            <Box
              component="img"
              src={brand.logo_url}
              alt=""
              sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: '#fff', objectFit: 'contain' }}
            />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {brand.company_name}
            </Typography>
            <Typography variant="body2" noWrap>
              {brand.posting_title}
            </Typography>
          </Box>
        </Box>
      )}
      <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto', p: 2, display: 'grid', gap: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

function LinkProblem({ error }: { error: { status: number; code: string } }) {
  const { t } = useTranslation();
  const kind =
    error.status === 404
      ? 'unknown'
      : error.code === 'candidateInterview.link_expired'
        ? 'expired'
        : error.code === 'candidateInterview.withdrawn'
          ? 'withdrawn'
          : 'revoked';
  return (
    <Frame>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {t(`candidateInterview.link.${kind}.title`)}
          </Typography>
          <Typography>{t(`candidateInterview.link.${kind}.body`)}</Typography>
        </CardContent>
      </Card>
    </Frame>
  );
}

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

function Welcome({ token, welcome }: { token: string; welcome: InterviewWelcome }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const consent = useConsent(token);
  const [agreed, setAgreed] = useState(false);
  const deadline = new Date(welcome.deadline_at).toLocaleString(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
  });
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {t('candidateInterview.welcome.title', { name: welcome.candidate_name })}
      </Typography>
      {welcome.intro_message && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{welcome.intro_message}</Typography>
      )}
      <Section title={t('candidateInterview.welcome.recordedTitle')}>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {welcome.plan.map((q) => (
            <li key={q.position}>
              {t(`candidateInterview.welcome.item.${q.answer_type}`, {
                think: q.think_time_seconds,
                answer: minutes(q.answer_time_seconds),
                count: q.takes,
              })}
            </li>
          ))}
        </Box>
      </Section>
      <Section title={t('candidateInterview.welcome.whoTitle')}>
        <Typography>
          {t('candidateInterview.welcome.who', { company: welcome.company_name })}
        </Typography>
        <Typography>
          {t('candidateInterview.welcome.retention', {
            days: welcome.retention_days_after_archive,
          })}
        </Typography>
      </Section>
      <Section title={t('candidateInterview.welcome.deadlineTitle')}>
        <Typography>{t('candidateInterview.welcome.deadline', { deadline })}</Typography>
        <Typography>{t('candidateInterview.welcome.pause')}</Typography>
      </Section>
      {consent.isError && (
        <ErrorState title={t('candidateInterview.consentError')} error={consent.error} />
      )}
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
        label={t('candidateInterview.welcome.consent', { company: welcome.company_name })}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!agreed || consent.isPending}
        onClick={() => consent.mutate()}
      >
        {t('candidateInterview.welcome.start')}
      </Button>
      {consent.isError && !isApiError(consent.error) && (
        <Alert severity="error">{errorText(consent.error)}</Alert>
      )}
      <KeepInWorkspace token={token} />
      <WithdrawLink token={token} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Finished({ token, welcome }: { token: string; welcome: InterviewWelcome }) {
  return (
    <>
      <FinishedCard welcome={welcome} />
      <KeepInWorkspace token={token} />
    </>
  );
}

function FinishedCard({ welcome }: { welcome: InterviewWelcome }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {t('candidateInterview.finished.title')}
        </Typography>
        <Typography>
          {t('candidateInterview.finished.body', { company: welcome.company_name })}
        </Typography>
        {welcome.closing_message && (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{welcome.closing_message}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
