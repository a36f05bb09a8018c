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
import { POSTING_TRANSITIONS, type Posting, type PostingState } from '@rehearse/contracts/postings';
import { useConfirm } from '../../components/confirmation/use-confirm';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { PostingSections } from '../../components/postings/posting-sections';
import { PostingStateChip } from '../../components/postings/posting-state-chip';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { adminPostingQueryOptions, useChangeAdminPostingState } from './api/admin-postings.queries';

// A posting of any organization as an admin sees it (/admin/jobs/view-posting/<id>): the
// recruiters' sections, Edit, and the state changes the recruiters may make
// (docs/decisions/057-admin-workspace.md). Opening needs interview questions, which the
// organization's recruiters write: without them Open is explained, not offered.
export function AdminPostingViewScreen({ postingId }: { postingId: string }) {
  const { t } = useTranslation();
  const query = useQuery(adminPostingQueryOptions(postingId));
  if (query.isError) {
    return (
      <>
        <ScreenTitle>{t('screens.viewPosting')}</ScreenTitle>
        <QueryErrorState title={t('adminPostings.view.loadFailed')} query={query} />
        <Button href={paths.admin.postings.getHref()} startIcon={<ArrowBack />} sx={{ mt: 2 }}>
          {t('adminPostings.backToList')}
        </Button>
      </>
    );
  }
  if (!query.data) {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('adminPostings.view.loading')}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  return <PostingView posting={query.data} />;
}

function PostingView({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const change = useChangeAdminPostingState();
  const noQuestions = posting.questions.length === 0;
  const moves = POSTING_TRANSITIONS[posting.state].filter(
    (state) => !(state === 'open' && noQuestions),
  );
  const where = [
    posting.department,
    posting.location,
    t(`postings.workplace.${posting.workplace_type}`),
    t(`postings.employment.${posting.employment_type}`),
  ].filter(Boolean);

  const moveTo = async (state: PostingState) => {
    if (state === 'closed' || state === 'archived') {
      const answer = await confirm({
        title: t(`adminPostings.view.confirm.${state}.title`),
        message: t(`adminPostings.view.confirm.${state}.message`, { title: posting.title }),
        icon: { name: 'info', color: 'info' },
        actions: {
          confirm: { label: t(`postings.actions.to.${state}`), color: 'primary' },
        },
      });
      if (answer !== 'confirmed') return;
    }
    change.reset();
    await change.mutateAsync({ id: posting.id, state }).catch(() => undefined);
  };

  return (
    <>
      <Link
        href={paths.admin.postings.getHref()}
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
        {t('screens.adminPostings')}
      </Link>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {posting.title || t('adminPostings.untitled')}
        </Typography>
        <PostingStateChip state={posting.state} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {where.join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {posting.state !== 'archived' && (
          <Button
            href={paths.admin.editPosting.getHref(posting.id)}
            variant="contained"
            startIcon={<EditOutlined />}
          >
            {t('postings.actions.edit')}
          </Button>
        )}
        {moves.map((state) => (
          <Button
            key={state}
            variant="outlined"
            disabled={change.isPending}
            onClick={() => void moveTo(state)}
          >
            {t(
              posting.state === 'closed' && state === 'open'
                ? 'postings.actions.reopen'
                : `postings.actions.to.${state}`,
            )}
          </Button>
        ))}
      </Box>
      {change.error && (
        <Box sx={{ mb: 3 }}>
          <ErrorState title={t('postings.actions.failed')} error={change.error} />
        </Box>
      )}
      {noQuestions && POSTING_TRANSITIONS[posting.state].includes('open') && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('adminPostings.view.noQuestionsNote')}
        </Alert>
      )}
      {posting.state === 'archived' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('adminPostings.view.archivedNote')}
        </Alert>
      )}
      <PostingSections posting={posting} />
    </>
  );
}
