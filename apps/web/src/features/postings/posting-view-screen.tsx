import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Posting } from '@rehearse/contracts/postings';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { postingQueryOptions } from './api/postings.queries';
import { PostingSections } from '../../components/postings/posting-sections';
import { PostingStateChip } from '../../components/postings/posting-state-chip';
import { canEdit, usePostingActions } from './components/use-posting-actions';

// A posting as its team reads it: the description (sanitised again here), the interview plan,
// the rubric and the hiring team; editors also get Edit and the state changes they may make.
export function PostingViewScreen({ postingId }: { postingId: string }) {
  const { t } = useTranslation();
  const query = useQuery(postingQueryOptions(postingId));
  if (query.isError) {
    return (
      <>
        <ScreenTitle>{t('screens.viewPosting')}</ScreenTitle>
        <QueryErrorState title={t('postings.view.loadFailed')} query={query} />
        <Button href={paths.recruiter.postings.getHref()} startIcon={<ArrowBack />} sx={{ mt: 2 }}>
          {t('postings.editor.backToList')}
        </Button>
      </>
    );
  }
  if (!query.data) {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('postings.view.loading')}
        sx={{ display: 'grid', gap: 3 }}
      >
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  return <PostingView posting={query.data} />;
}

function PostingView({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actions, pending, error } = usePostingActions(posting, posting.role, {
    onDeleted: () => void navigate(paths.recruiter.postings.getHref(), { replace: true }),
  });
  const editor = canEdit(posting.role);
  const where = [
    posting.department,
    posting.location,
    t(`postings.workplace.${posting.workplace_type}`),
    t(`postings.employment.${posting.employment_type}`),
  ].filter(Boolean);

  return (
    <>
      <Link
        href={paths.recruiter.postings.getHref()}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          mb: 1.5,
          fontSize: '0.875rem',
        }}
      >
        <ArrowBack fontSize="inherit" aria-hidden />
        {t('screens.recruiterPostings')}
      </Link>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {posting.title}
        </Typography>
        <PostingStateChip state={posting.state} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {where.join(' · ')}
      </Typography>
      {editor ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
          {posting.state !== 'archived' && (
            <Button
              href={paths.recruiter.editPosting.getHref(posting.id)}
              variant="contained"
              startIcon={<EditOutlined />}
            >
              {t('postings.actions.edit')}
            </Button>
          )}
          {actions.map((action) => (
            <Button
              key={action.key}
              variant={action.primary && posting.state === 'archived' ? 'contained' : 'outlined'}
              color={action.danger ? 'error' : 'primary'}
              disabled={pending}
              onClick={() => void action.run()}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      ) : (
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
          {t('postings.view.reviewerNote')}
        </Alert>
      )}
      {error && (
        <Box sx={{ mb: 3 }}>
          <ErrorState title={t('postings.actions.failed')} error={error} />
        </Box>
      )}
      {posting.state === 'archived' && editor && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('postings.view.archivedNote')}
        </Alert>
      )}
      <PostingSections
        posting={posting}
        compareHref={
          posting.opened_at ? paths.recruiter.compareCandidates.getHref(posting.id) : undefined
        }
      />
    </>
  );
}
