import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Progress } from '@rehearse/contracts/workspace';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { SectionCard } from '../../../components/section-card';
import { practiceQuestionHref } from '../workspace-hrefs';
import { ChartEmpty } from '../../../components/chart-card';

type Row = Progress['questions'][number];

const clamp2 = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
} as const;

// Best and latest score per practised question, most recent first, each one click from another go.
export function QuestionScoresCard({ questions }: { questions: readonly Row[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const again = (q: Row, label: string) => (
    <Button
      size="small"
      variant="outlined"
      href={practiceQuestionHref(q.questionId)}
      aria-label={t('workspace.progress.questions.againAria', { prompt: q.prompt })}
    >
      {label}
    </Button>
  );
  return (
    <SectionCard
      title={t('workspace.progress.questions.title')}
      subtitle={t('workspace.progress.questions.subtitle')}
      data-tour="progress-questions"
    >
      {questions.length === 0 ? (
        <ChartEmpty
          message={t('workspace.progress.questions.empty')}
          action={
            <Button variant="outlined" href={paths.apps.practice.getHref()}>
              {t('workspace.progress.feedback.start')}
            </Button>
          }
        />
      ) : (
        <>
          <Table size="small" sx={{ display: { xs: 'none', md: 'table' } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>
                  {t('workspace.progress.columns.question')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('workspace.progress.columns.attempts')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('workspace.progress.columns.best')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('workspace.progress.columns.latest')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>
                  {t('workspace.progress.columns.lastPractised')}
                </TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('workspace.progress.columns.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {questions.map((q) => (
                <TableRow key={q.questionId}>
                  <TableCell sx={{ maxWidth: 420 }}>
                    <Typography variant="body2" sx={clamp2}>
                      {q.prompt}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{q.attempts}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {q.best}
                  </TableCell>
                  <TableCell align="right">{q.latest}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {date.format(new Date(q.lastAt))}
                  </TableCell>
                  <TableCell align="right">
                    {again(q, t('workspace.progress.questions.again'))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box
            component="ul"
            sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
          >
            {questions.map((q) => (
              <Box
                component="li"
                key={q.questionId}
                sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
              >
                <Typography variant="body2" sx={{ ...clamp2, fontWeight: 600, mb: 1 }}>
                  {q.prompt}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('workspace.progress.questions.line', {
                    best: q.best,
                    latest: q.latest,
                    count: q.attempts,
                    date: date.format(new Date(q.lastAt)),
                  })}
                </Typography>
                {again(q, t('workspace.progress.questions.again'))}
              </Box>
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
