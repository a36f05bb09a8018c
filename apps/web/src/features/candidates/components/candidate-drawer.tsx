import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { candidateStageSchema } from '@rehearse/contracts/candidates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { candidateQueryOptions } from '../api/candidates.queries';

// One candidate: where they are, their deadline, and their history (who did what, when).
export function CandidateDrawer({
  postingId,
  candidateId,
  onClose,
}: {
  postingId: string;
  candidateId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={candidateId !== null} onClose={onClose}>
      <Box
        sx={{ width: { xs: '100vw', sm: 420 }, maxWidth: '100vw', p: 3, display: 'grid', gap: 2 }}
      >
        {candidateId && <Detail postingId={postingId} candidateId={candidateId} />}
        <Box>
          <Button onClick={onClose}>{t('candidates.close')}</Button>
        </Box>
      </Box>
    </Drawer>
  );
}

function Detail({ postingId, candidateId }: { postingId: string; candidateId: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(candidateQueryOptions(postingId, candidateId));
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.resolvedLanguage ?? 'en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const stageOf = (to: unknown) => {
    const stage = candidateStageSchema.safeParse(to);
    return stage.success ? t(`candidates.stageNames.${stage.data}`) : '';
  };
  if (query.isError) return <QueryErrorState title={t('candidates.loadFailed')} query={query} />;
  if (!query.data)
    return <Skeleton variant="rounded" height={160} aria-label={t('candidates.loading')} />;
  const candidate = query.data;
  return (
    <>
      <Box>
        <Typography variant="h6" component="h2">
          {candidate.name}
        </Typography>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {candidate.email}
        </Typography>
      </Box>
      <Typography>
        {t(`candidates.stageNames.${candidate.stage}`)} · {t('candidates.columns.deadline')}:{' '}
        {when(candidate.deadline_at)}
      </Typography>
      {candidate.reminder_at && (
        <Typography color="text.secondary">
          {t('candidates.reminderAt', { date: when(candidate.reminder_at) })}
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('candidates.history')}
      </Typography>
      <List dense disablePadding aria-label={t('candidates.history')}>
        {candidate.events.map((event) => (
          <ListItem key={event.id} disableGutters divider>
            <ListItemText
              primary={t(`candidates.events.${event.kind}`, {
                defaultValue: event.kind,
                // Stage moves and decisions name the stage they led to.
                stage: stageOf(event.detail.to),
              })}
              secondary={`${event.actor_name ?? t('candidates.system')} · ${when(event.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
