import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RECOMMENDATIONS } from '@rehearse/contracts/rubrics';
import type { Aggregate, CandidateScorecards, Scorecard } from '@rehearse/contracts/scorecards';

// White on MUI's warning orange falls short of 4.5:1; dark text does not (as posting-state-chip).
const WARNING_CHIP = { '&.MuiChip-colorWarning': { color: 'rgba(0, 0, 0, 0.87)' } };

// The team's view of a candidate: the aggregate per criterion (mean, range, disagreement,
// gaps), the weighted overall, and who said what. Blind scoring may hide it: then the reason.
export function TeamScores({ scorecards }: { scorecards: CandidateScorecards }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="team-scores" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="team-scores" variant="h2">
        {t('review.team.title')}
      </Typography>
      {scorecards.hidden_reason ? (
        <Alert severity="info">{t(`review.team.hidden.${scorecards.hidden_reason}`)}</Alert>
      ) : scorecards.aggregate && scorecards.aggregate.scorecards > 0 ? (
        <>
          <AggregateView aggregate={scorecards.aggregate} />
          <WhoSaidWhat
            criteria={scorecards.criteria}
            cards={[
              ...(scorecards.mine?.submitted_at ? [scorecards.mine] : []),
              ...(scorecards.others ?? []),
            ]}
          />
        </>
      ) : (
        <Typography color="text.secondary">{t('review.team.none')}</Typography>
      )}
    </Box>
  );
}

function AggregateView({ aggregate }: { aggregate: Aggregate }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h3" component="p">
          {aggregate.overall === null ? '–' : aggregate.overall.toFixed(2)}
        </Typography>
        <Typography color="text.secondary">
          {t('review.team.overall', { count: aggregate.scorecards })}
        </Typography>
        {aggregate.disagreement && (
          <Chip
            size="small"
            color="warning"
            sx={WARNING_CHIP}
            label={t('review.team.disagreement')}
          />
        )}
        {aggregate.gaps > 0 && (
          <Chip
            size="small"
            variant="outlined"
            label={t('review.team.gaps', { count: aggregate.gaps })}
          />
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {aggregate.criteria.map((criterion) => (
          <Box component="li" key={criterion.criterion_id} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{criterion.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {criterion.gap
                  ? t('review.team.unrated')
                  : t('review.team.criterion', {
                      mean: criterion.mean?.toFixed(2),
                      min: criterion.min,
                      max: criterion.max,
                      count: criterion.ratings,
                    })}
              </Typography>
              {criterion.disagreement && (
                <Chip
                  size="small"
                  color="warning"
                  sx={WARNING_CHIP}
                  label={t('review.team.spread', { spread: criterion.spread })}
                />
              )}
            </Box>
            <LinearProgress
              variant="determinate"
              value={criterion.mean === null ? 0 : (criterion.mean / 5) * 100}
              aria-label={criterion.name}
              aria-valuetext={
                criterion.mean === null
                  ? t('review.team.unrated')
                  : t('review.team.outOfFive', { mean: criterion.mean.toFixed(2) })
              }
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {RECOMMENDATIONS.map(
          (r) => `${t(`rubrics.recommendations.${r}`)}: ${aggregate.recommendations[r]}`,
        ).join(' · ')}
      </Typography>
    </Box>
  );
}

function WhoSaidWhat({
  criteria,
  cards,
}: {
  criteria: CandidateScorecards['criteria'];
  cards: Scorecard[];
}) {
  const { t } = useTranslation();
  const ratingOf = (card: Scorecard, criterionId: string) =>
    card.ratings.find((r) => r.criterion_id === criterionId);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h3">{t('review.team.whoSaidWhat')}</Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('review.team.criterionColumn')}
              </TableCell>
              {cards.map((card) => (
                <TableCell key={card.id} component="th" scope="col" align="center">
                  {card.reviewer.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {criteria.map((criterion) => (
              <TableRow key={criterion.id}>
                <TableCell component="th" scope="row">
                  {criterion.name}
                </TableCell>
                {cards.map((card) => {
                  const rating = ratingOf(card, criterion.id);
                  return (
                    <TableCell key={card.id} align="center" title={rating?.note || undefined}>
                      {rating ? rating.rating : '–'}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {t('review.mine.recommendation')}
              </TableCell>
              {cards.map((card) => (
                <TableCell key={card.id} align="center">
                  {card.recommendation ? t(`rubrics.recommendations.${card.recommendation}`) : '–'}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {cards
        .filter((card) => card.notes)
        .map((card) => (
          <Box key={card.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {card.reviewer.name}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {card.notes}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
