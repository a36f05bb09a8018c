import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { WEIGHTS } from '@rehearse/feedback/scoring';
import { METRIC_IDS } from '@rehearse/feedback/types';
import { useTranslation } from 'react-i18next';
import { useMetricText } from '../../../lib/feedback/metric-text';

// The published weights of the overall score (the same table the API scores with).
export function WeightsTable({ scoreHow }: { scoreHow: string }) {
  const { t } = useTranslation();
  const text = useMetricText();
  const total = METRIC_IDS.reduce((sum, id) => sum + WEIGHTS[id], 0);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {scoreHow}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('feedback.score.subScoreHow')}
      </Typography>
      <Table size="small" aria-label={t('feedback.score.weightsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('interviews.feedback.metric')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('feedback.fields.weight')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...METRIC_IDS]
            .sort((a, b) => WEIGHTS[b] - WEIGHTS[a])
            .map((id) => (
              <TableRow key={id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {text.label(id)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {WEIGHTS[id]}
                </TableCell>
              </TableRow>
            ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('interviews.feedback.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {total}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
