import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CANDIDATE_SORTS,
  CANDIDATE_STAGES,
  type Candidate,
  type CandidateSort,
  type CandidateStage,
} from '@rehearse/contracts/candidates';
import { useConfirm } from '../../components/confirmation/use-confirm';
import { paths } from '../../config/paths';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { isApiError } from '../../lib/api-error';
import { formatDisplayDate } from '../../lib/date-formats';
import { candidateListQueryOptions, useCandidateAction } from './api/candidates.queries';
import { CandidateDrawer } from './components/candidate-drawer';
import { ExtendDialog } from './components/extend-dialog';
import { ImportDialog } from './components/import-dialog';
import { InviteDialog } from './components/invite-dialog';
import { PipelineBoard } from './components/pipeline-board';

const PAGE_SIZE = 20;
const CHANGEABLE: readonly CandidateStage[] = ['invited', 'started', 'expired'];

// A weighted overall on the rubric's 1-5 scale, as the review page shows it.
const scoreText = (value: number | null, locale: string) =>
  value === null
    ? '–'
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(
        value,
      );

const percent = (value: number | null, locale: string) =>
  value === null
    ? '–'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);

// A posting's candidates (docs/decisions/047-candidate-invitations.md): stage tabs with counts,
// the acceptance and completion rates, search, sort and pages; owners and recruiters invite one
// or a CSV file, resend, extend and revoke. Or, as a board, one column per stage
// (docs/decisions/052-pipeline-board.md); the view is kept in the URL (?view=board) so a reload
// or the back button returns to it. Shown under the posting on its view page.
export function CandidatesSection({
  postingId,
  postingOpen,
}: {
  postingId: string;
  postingOpen: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [stage, setStage] = useState<CandidateStage | 'all'>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CandidateSort>('updated');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<'invite' | 'import' | null>(null);
  const [extending, setExtending] = useState<Candidate | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'board' ? 'board' : 'table';
  const setView = (next: 'table' | 'board') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'board') updated.set('view', 'board');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  const deferredSearch = useDeferredValue(search.trim());
  const query = useQuery(
    candidateListQueryOptions(postingId, {
      ...(deferredSearch ? { search: deferredSearch } : {}),
      ...(stage === 'all' ? {} : { stage }),
      sort,
      page: page + 1,
      pageSize: PAGE_SIZE,
    }),
  );
  const action = useCandidateAction(postingId);
  const confirm = useConfirm();

  // A reviewer who is not on the posting's hiring team does not see its candidates.
  if (query.isError && isApiError(query.error) && query.error.status === 404) return null;

  const data = query.data;
  const canChange = data ? data.role !== 'reviewer' : false;
  // Blind scoring decides on the server whether the caller may see scores (decision 049);
  // the table offers the sort and the column only to those who may. The current choice stays
  // listed so the field never holds a value it does not offer.
  const showsScores = data !== undefined && data.score_access !== 'none';
  const sorts = CANDIDATE_SORTS.filter(
    (value) => value !== 'score' || showsScores || sort === 'score',
  );

  const revoke = async (candidate: Candidate) => {
    const answer = await confirm({
      title: t('candidates.revoke.title'),
      message: t('candidates.revoke.message', { name: candidate.name }),
      actions: { confirm: { label: t('candidates.revoke.confirm') } },
    });
    if (answer === 'confirmed') action.mutate({ kind: 'revoke', id: candidate.id });
  };

  return (
    <Paper
      component="section"
      aria-labelledby="candidates-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="candidates-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('candidates.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: 'table' | 'board' | null) => next && setView(next)}
          aria-label={t('candidates.view.label')}
        >
          <ToggleButton value="table">{t('candidates.view.table')}</ToggleButton>
          <ToggleButton value="board">{t('candidates.view.board')}</ToggleButton>
        </ToggleButtonGroup>
        {canChange && postingOpen && (
          <>
            <Button variant="contained" onClick={() => setDialog('invite')}>
              {t('candidates.invite.open')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('import')}>
              {t('candidates.import.open')}
            </Button>
          </>
        )}
      </Box>
      {canChange && !postingOpen && (
        <Typography color="text.secondary">{t('candidates.notOpen')}</Typography>
      )}
      {data && (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Typography>
            {t('candidates.acceptanceRate')}:{' '}
            <strong>{percent(data.acceptance_rate, locale)}</strong>
          </Typography>
          <Typography>
            {t('candidates.completionRate')}:{' '}
            <strong>{percent(data.completion_rate, locale)}</strong>
          </Typography>
        </Box>
      )}
      {view === 'table' && (
        <Tabs
          value={stage}
          onChange={(_, value: CandidateStage | 'all') => {
            setStage(value);
            setPage(0);
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('candidates.stageTabs')}
        >
          {(['all', ...CANDIDATE_STAGES] as const).map((value) => (
            <Tab
              key={value}
              value={value}
              label={`${t(value === 'all' ? 'candidates.all' : `candidates.stageNames.${value}`)} (${data?.counts[value] ?? 0})`}
            />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          type="search"
          label={t('candidates.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ flexGrow: 1, minWidth: 200 }}
          size="small"
        />
        {view === 'table' && (
          <TextField
            select
            label={t('candidates.sort')}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as CandidateSort);
              setPage(0);
            }}
            size="small"
            sx={{ minWidth: 180 }}
          >
            {sorts.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`candidates.sorts.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {action.error && <ErrorState title={t('candidates.actionFailed')} error={action.error} />}
      {action.isSuccess && (
        <Alert severity="success" role="status">
          {t(`candidates.done.${action.variables.kind}`)}
        </Alert>
      )}
      {query.isError ? (
        <QueryErrorState title={t('candidates.loadFailed')} query={query} />
      ) : !data ? (
        <Skeleton variant="rounded" height={120} aria-label={t('candidates.loading')} />
      ) : data.counts.all === 0 ? (
        <Typography color="text.secondary">{t('candidates.empty')}</Typography>
      ) : view === 'board' ? (
        <PipelineBoard postingId={postingId} search={deferredSearch} canMove={canChange} />
      ) : data.items.length === 0 ? (
        <Typography color="text.secondary">{t('candidates.noMatch')}</Typography>
      ) : (
        <>
          <TableContainer
            // It scrolls sideways on a phone: reachable and named for the keyboard.
            tabIndex={0}
            role="region"
            aria-label={t('candidates.tableRegion')}
            sx={{ overflowX: 'auto' }}
          >
            <Table size="small" aria-label={t('candidates.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('candidates.columns.candidate')}</TableCell>
                  <TableCell>{t('candidates.columns.stage')}</TableCell>
                  <TableCell>{t('candidates.columns.deadline')}</TableCell>
                  {showsScores && (
                    <TableCell align="right">{t('candidates.columns.score')}</TableCell>
                  )}
                  <TableCell>{t('candidates.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((candidate) => (
                  <TableRow key={candidate.id}>
                    <TableCell>
                      <Button
                        variant="text"
                        onClick={() => setOpened(candidate.id)}
                        sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left' }}
                      >
                        {candidate.name}
                      </Button>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ wordBreak: 'break-all' }}
                      >
                        {candidate.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{t(`candidates.stageNames.${candidate.stage}`)}</TableCell>
                    <TableCell>{formatDisplayDate(candidate.deadline_at, locale)}</TableCell>
                    {showsScores && (
                      <TableCell align="right">{scoreText(candidate.score, locale)}</TableCell>
                    )}
                    <TableCell>
                      {candidate.completed_at && (
                        <Button
                          size="small"
                          variant="outlined"
                          href={paths.recruiter.candidateReview.getHref(postingId, candidate.id)}
                          aria-label={t('candidates.actions.reviewFor', { name: candidate.name })}
                        >
                          {t('candidates.actions.review')}
                        </Button>
                      )}
                      {canChange && CHANGEABLE.includes(candidate.stage) && (
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                          {candidate.stage !== 'expired' && postingOpen && (
                            <Button
                              size="small"
                              disabled={action.isPending}
                              onClick={() => action.mutate({ kind: 'resend', id: candidate.id })}
                              aria-label={t('candidates.actions.resendFor', {
                                name: candidate.name,
                              })}
                            >
                              {t('candidates.actions.resend')}
                            </Button>
                          )}
                          {postingOpen && (
                            <Button
                              size="small"
                              onClick={() => setExtending(candidate)}
                              aria-label={t('candidates.actions.extendFor', {
                                name: candidate.name,
                              })}
                            >
                              {t('candidates.actions.extend')}
                            </Button>
                          )}
                          <Button
                            size="small"
                            color="error"
                            disabled={action.isPending}
                            onClick={() => void revoke(candidate)}
                            aria-label={t('candidates.actions.revokeFor', { name: candidate.name })}
                          >
                            {t('candidates.actions.revoke')}
                          </Button>
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.score_access === 'after-submitting' && (
            <Typography variant="body2" color="text.secondary">
              {t('candidates.scoresAfterSubmitting')}
            </Typography>
          )}
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
          />
        </>
      )}
      <InviteDialog
        postingId={postingId}
        open={dialog === 'invite'}
        onClose={() => setDialog(null)}
      />
      <ImportDialog
        postingId={postingId}
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
      />
      {extending && (
        <ExtendDialog
          key={extending.id}
          postingId={postingId}
          candidate={extending}
          onClose={() => setExtending(null)}
        />
      )}
      <CandidateDrawer postingId={postingId} candidateId={opened} onClose={() => setOpened(null)} />
    </Paper>
  );
}
