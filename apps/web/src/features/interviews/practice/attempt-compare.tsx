import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { METRIC_IDS } from '@rehearse/feedback/types';
import { useTranslation } from 'react-i18next';
import { asAnswerFeedback, useMetricText } from '../../../lib/feedback/metric-text';
import { StatusChip } from '../feedback/status-chip';

type AttemptCompareProps = {
  attempts: [PracticeAttempt, PracticeAttempt];
  numbers: [number, number];
  onClose: () => void;
};

// Two attempts next to each other: score and every metric's value and status, then the two
// transcripts. The older one is on the left, so the change reads left to right.
export function AttemptCompare({ attempts, numbers, onClose }: AttemptCompareProps) {
  const { t } = useTranslation();
  const text = useMetricText();
  const order = numbers[0] < numbers[1] ? [0, 1] : [1, 0];
  const [a, b] = order.map((i) => ({
    attempt: attempts[i]!,
    number: numbers[i]!,
    feedback: asAnswerFeedback(attempts[i]!.feedback),
  }));
  const heading = (n: number) => t('interviews.practice.attemptN', { n });
  const delta = b!.feedback.score - a!.feedback.score;

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="compare-title"
      sx={{ borderColor: 'primary.main' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography id="compare-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
            {t('interviews.practice.compareTitle', { a: a!.number, b: b!.number })}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('interviews.practice.closeCompare')}>
            <Close />
          </IconButton>
        </Box>
        {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={t('interviews.practice.compareTable')}
        >
          <Table
            size="small"
            aria-labelledby="compare-title"
            sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('interviews.feedback.metric')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {heading(a!.number)}
                </TableCell>
                <TableCell component="th" scope="col">
                  {heading(b!.number)}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  {t('feedback.score.label')}
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{a!.feedback.score}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>
                  {b!.feedback.score}
                  {delta !== 0 && (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{
                        ml: 1,
                        color: delta > 0 ? 'success.main' : 'error.main',
                        fontWeight: 700,
                      }}
                    >
                      {delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
              {METRIC_IDS.map((id) => {
                const cells = [a!, b!].map((side) =>
                  side.feedback.metrics.find((m) => m.id === id),
                );
                if (cells.every((m) => !m || m.status === 'not-applicable')) return null;
                return (
                  <TableRow key={id}>
                    <TableCell component="th" scope="row">
                      {text.label(id)}
                    </TableCell>
                    {cells.map((metric, i) => (
                      <TableCell key={i}>
                        {metric && (
                          <Box
                            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                          >
                            <span>
                              {metric.status === 'not-applicable' ? '—' : text.value(metric)}
                            </span>
                            <StatusChip status={metric.status} label={text.status(metric.status)} />
                          </Box>
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {[a!, b!].map((side) => (
            <Box key={side.attempt.id} sx={{ display: 'grid', gap: 0.75, alignContent: 'start' }}>
              <Typography variant="subtitle2" component="h3">
                {t('interviews.practice.transcriptOf', { n: side.number })}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  p: 1.5,
                  borderRadius: 1.5,
                  bgcolor: 'action.hover',
                }}
              >
                {side.attempt.transcript}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
