import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { KeptInterview } from '@rehearse/contracts/candidate-interview';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { SectionCard } from '../../../components/section-card';
import { useTimeZone } from '../../../lib/time-zone';
import { keptInterviewsQueryOptions } from '../api/workspace.queries';

const stateColor = {
  not_started: 'info',
  in_progress: 'warning',
  submitted: 'success',
  expired: 'default',
  withdrawn: 'default',
} as const;

// "Your interviews": the one-way interviews the account kept from their invitation's page
// (issue 15, decision 048). Shown only when there are any; nothing while they load, so a home
// page without any does not jump.
export function KeptInterviews() {
  const { t } = useTranslation();
  const interviews = useQuery(keptInterviewsQueryOptions());
  if (interviews.isError) {
    return <QueryErrorState title={t('workspace.home.interviews.error')} query={interviews} />;
  }
  if (!interviews.data?.length) return null;
  return (
    <SectionCard title={t('workspace.home.interviews.title')}>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {interviews.data.map((item) => (
          <KeptInterviewItem key={item.candidate_id} item={item} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function KeptInterviewItem({ item }: { item: KeptInterview }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const deadline = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(item.deadline_at));
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{item.posting_title}</Typography>
        <Chip
          size="small"
          color={stateColor[item.state]}
          label={t(`workspace.home.interviews.state.${item.state}`)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {item.company_name} · {t('workspace.home.interviews.deadline', { deadline })}
      </Typography>
      {item.link ? (
        <Link
          component={RouterLink}
          to={item.link}
          aria-label={t('workspace.home.interviews.openLabel', {
            title: item.posting_title,
            company: item.company_name,
          })}
        >
          {t('workspace.home.interviews.open')}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('workspace.home.interviews.closed')}
        </Typography>
      )}
    </Box>
  );
}
