import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminPostingSummary } from '@rehearse/contracts/admin-postings';
import { PostingStateChip } from '../../../components/postings/posting-state-chip';
import { relativeTime } from '../../../components/postings/relative-time';
import { paths } from '../../../config/paths';
import { useTimeZone } from '../../../lib/time-zone';

function useUpdated() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (iso: string) =>
    relativeTime(iso, i18n.resolvedLanguage ?? 'en', { timeZone }) ?? t('adminPostings.justNow');
}

function TitleLink({ posting }: { posting: AdminPostingSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      href={paths.admin.viewPosting.getHref(posting.id)}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {posting.title || t('adminPostings.untitled')}
    </Link>
  );
}

const where = (posting: AdminPostingSummary) =>
  [posting.department, posting.location].filter(Boolean).join(' · ');

export function PostingTable({ postings }: { postings: AdminPostingSummary[] }) {
  const { t } = useTranslation();
  const updated = useUpdated();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t('adminPostings.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminPostings.columns.title')}</TableCell>
            <TableCell>{t('adminPostings.columns.organization')}</TableCell>
            <TableCell>{t('adminPostings.columns.state')}</TableCell>
            <TableCell align="right">{t('adminPostings.columns.questions')}</TableCell>
            <TableCell>{t('adminPostings.columns.updated')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {postings.map((posting) => (
            <TableRow key={posting.id} hover>
              <TableCell>
                <TitleLink posting={posting} />
                {where(posting) && (
                  <Typography variant="body2" color="text.secondary">
                    {where(posting)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{posting.organization.name}</TableCell>
              <TableCell>
                <PostingStateChip state={posting.state} />
              </TableCell>
              <TableCell align="right">{posting.question_count}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{updated(posting.updated_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The phone's list: one card per posting.
export function PostingCards({ postings }: { postings: AdminPostingSummary[] }) {
  const { t } = useTranslation();
  const updated = useUpdated();
  return (
    <Box
      component="ul"
      aria-label={t('adminPostings.tableLabel')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
    >
      {postings.map((posting) => (
        <Card component="li" key={posting.id} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <TitleLink posting={posting} />
              <PostingStateChip state={posting.state} />
            </Box>
            <Typography variant="body2">{posting.organization.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                where(posting),
                t('adminPostings.questions', { count: posting.question_count }),
                updated(posting.updated_at),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
