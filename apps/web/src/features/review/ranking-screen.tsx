import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { rankingQueryOptions } from './api/review.queries';

// White on MUI's warning orange falls short of 4.5:1; dark text does not (as posting-state-chip).
const WARNING_CHIP = { '&.MuiChip-colorWarning': { color: 'rgba(0, 0, 0, 0.87)' } };

// A posting's finished candidates side by side, best weighted score first, as far as blind
// scoring lets the caller see.
export function RankingScreen({ postingId }: { postingId: string }) {
  const { t } = useTranslation();
  const query = useQuery(rankingQueryOptions(postingId));
  return (
    <>
      <Link
        href={paths.recruiter.viewPosting.getHref(postingId)}
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
        {t('screens.viewPosting')}
      </Link>
      <ScreenTitle>{t('screens.compareCandidates')}</ScreenTitle>
      {query.isError ? (
        <QueryErrorState title={t('review.ranking.loadFailed')} query={query} />
      ) : !query.data ? (
        <Box role="status" aria-busy="true" aria-label={t('review.ranking.loading')}>
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <>
          {query.data.hidden > 0 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('review.ranking.hidden', { count: query.data.hidden })}
            </Typography>
          )}
          {query.data.items.length === 0 ? (
            // Everyone hidden by blind scoring is not "no one finished": the line above says it.
            query.data.hidden === 0 && (
              <Typography color="text.secondary">{t('review.ranking.empty')}</Typography>
            )
          ) : (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      #
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('review.ranking.candidate')}
                    </TableCell>
                    <TableCell component="th" scope="col" sx={{ minWidth: 160 }}>
                      {t('review.ranking.overall')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('review.ranking.scorecards')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('review.ranking.flags')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.items.map((row) => (
                    <TableRow key={row.candidate_id}>
                      <TableCell>{row.rank}</TableCell>
                      <TableCell>
                        <Link
                          href={paths.recruiter.candidateReview.getHref(
                            postingId,
                            row.candidate_id,
                          )}
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          {row.name}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {t(`review.stages.${row.stage}`)}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        {row.overall === null ? (
                          <Typography color="text.secondary">
                            {t('review.ranking.unscored')}
                          </Typography>
                        ) : (
                          <Box sx={{ display: 'grid', gap: 0.5 }}>
                            <Typography>{row.overall.toFixed(2)}</Typography>
                            <LinearProgress
                              variant="determinate"
                              value={(row.overall / 5) * 100}
                              aria-label={t('review.team.outOfFive', {
                                mean: row.overall.toFixed(2),
                              })}
                              sx={{ height: 6, borderRadius: 3 }}
                            />
                          </Box>
                        )}
                      </TableCell>
                      <TableCell>{row.scorecards}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                          {row.disagreement && (
                            <Chip
                              size="small"
                              color="warning"
                              sx={WARNING_CHIP}
                              label={t('review.team.disagreement')}
                            />
                          )}
                          {row.gaps > 0 && (
                            <Chip
                              size="small"
                              variant="outlined"
                              label={t('review.team.gaps', { count: row.gaps })}
                            />
                          )}
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </>
  );
}
