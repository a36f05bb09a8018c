import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Posting } from '@rehearse/contracts/postings';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { formatDisplayDate } from '../../lib/date-formats';
import { sanitizePostingHtml } from '../../lib/sanitize-html';
import { useTimeZone } from '../../lib/time-zone';
import { postingQueryOptions } from './api/postings.queries';
import { EditorSection } from './components/editor-section';
import { PlanQuestionList } from './components/plan-question-list';
import { PostingStateChip } from './components/posting-state-chip';
import { richTextSx } from './components/rich-text-sx';
import { canEdit, usePostingActions } from './components/use-posting-actions';
import { formatSalary } from './salary';

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
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const locale = i18n.resolvedLanguage ?? 'en';
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
  const salary = formatSalary(posting, locale, t);
  const description = sanitizePostingHtml(posting.description_html);

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
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <EditorSection title={t('postings.sections.description')}>
            {description ? (
              <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: description }} />
            ) : (
              <Typography color="text.secondary">{t('postings.view.noDescription')}</Typography>
            )}
          </EditorSection>
          <EditorSection title={t('postings.sections.plan')}>
            {posting.intro_message && (
              <Labelled label={t('postings.plan.intro')}>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{posting.intro_message}</Typography>
              </Labelled>
            )}
            {posting.questions.length === 0 ? (
              <Typography color="text.secondary">{t('postings.view.noQuestions')}</Typography>
            ) : (
              <PlanQuestionList
                questions={posting.questions}
                criteria={posting.rubric?.criteria ?? []}
              />
            )}
            {posting.closing_message && (
              <Labelled label={t('postings.plan.closing')}>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{posting.closing_message}</Typography>
              </Labelled>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('postings.view.deadline', { count: posting.response_deadline_days })}
            </Typography>
          </EditorSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <EditorSection title={t('postings.sections.details')}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              <Term label={t('postings.fields.targetRole')}>
                {posting.target_role
                  ? t(`interviews.roles.${posting.target_role}`)
                  : t('postings.fields.none')}
              </Term>
              <Term label={t('postings.fields.skills')}>
                {posting.skills.length === 0 ? (
                  t('postings.fields.none')
                ) : (
                  <Box
                    component="span"
                    sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.5 }}
                  >
                    {posting.skills.map((skill) => (
                      <Chip key={skill} size="small" label={t(`quiz.skills.${skill}`)} />
                    ))}
                  </Box>
                )}
              </Term>
              <Term label={t('postings.fields.salary')}>
                {salary ?? t('postings.view.noSalary')}
              </Term>
              <Term label={t('postings.view.updated')}>
                {formatDisplayDate(posting.updated_at, locale, timeZone)}
              </Term>
              {posting.opened_at && (
                <Term label={t('postings.view.opened')}>
                  {formatDisplayDate(posting.opened_at, locale, timeZone)}
                </Term>
              )}
            </Box>
          </EditorSection>
          <EditorSection title={t('postings.sections.rubric')}>
            {posting.rubric ? (
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{posting.rubric.name}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {posting.rubric.criteria.map((criterion) => (
                    <Typography component="li" variant="body2" key={criterion.id}>
                      {criterion.name}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('postings.view.noRubric')}</Typography>
            )}
          </EditorSection>
          <EditorSection title={t('postings.sections.team')}>
            {posting.hiring_team.length === 0 ? (
              <Typography color="text.secondary">{t('postings.view.noTeam')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
                {posting.hiring_team.map((member) => (
                  <Box
                    component="li"
                    key={member.id}
                    sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
                  >
                    <Avatar
                      src={member.avatar ?? undefined}
                      alt=""
                      sx={{ width: 32, height: 32, fontSize: '0.875rem' }}
                    >
                      {member.name.slice(0, 1)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{member.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`company.roles.${member.role}`)}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </EditorSection>
          <EditorSection title={t('postings.sections.review')}>
            <Typography>{t(`postings.review.summary.${posting.scorecard_visibility}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`postings.review.visibilityHelp.${posting.scorecard_visibility}`)}
            </Typography>
            {posting.anonymized_review && (
              <Typography sx={{ mt: 1 }}>{t('postings.review.anonymizedOn')}</Typography>
            )}
            {posting.closing_email && (
              <Typography sx={{ mt: 1 }}>{t('postings.review.closingOn')}</Typography>
            )}
            {posting.opened_at && (
              <Button
                href={paths.recruiter.compareCandidates.getHref(posting.id)}
                variant="outlined"
                sx={{ mt: 2 }}
              >
                {t('postings.view.compare')}
              </Button>
            )}
          </EditorSection>
        </Box>
      </Box>
    </>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
