import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Posting } from '@rehearse/contracts/postings';
import { formatDisplayDate } from '../../lib/date-formats';
import { sanitizeRichTextHtml } from '../../lib/sanitize-html';
import { useTimeZone } from '../../lib/time-zone';
import { EditorSection } from './editor-section';
import { PlanQuestionList } from './plan-question-list';
import { richTextSx } from '../rich-text-editor/rich-text-sx';
import { formatSalary } from './salary';

// A posting's sections as its readers see them: the description (sanitised again here), the
// interview plan, the details, the rubric, the hiring team and the review settings. Shared by
// the recruiters' posting view and the admins' (docs/decisions/057-admin-workspace.md).
export function PostingSections({
  posting,
  compareHref,
}: {
  posting: Posting;
  // Where the candidates are compared, once the posting has been open (recruiters only).
  compareHref?: string;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const locale = i18n.resolvedLanguage ?? 'en';
  const salary = formatSalary(posting, locale, t);
  const description = sanitizeRichTextHtml(posting.description_html);
  return (
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
            <Term label={t('postings.fields.salary')}>{salary ?? t('postings.view.noSalary')}</Term>
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
          {compareHref && (
            <Button href={compareHref} variant="outlined" sx={{ mt: 2 }}>
              {t('postings.view.compare')}
            </Button>
          )}
        </EditorSection>
      </Box>
    </Box>
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
