import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewedAnswer } from '@rehearse/contracts/candidate-answers';
import { LinkedCriteria } from './linked-criteria';

// One plan question as the reviewer reads it: the prompt, the submitted answer (a player for a
// recording, the text of a written one) with its transcript below, and the criteria it informs.
// No delivery metrics (docs/decisions/049-scorecards-and-blind-review.md).
export function AnswerCard({
  answer,
  total,
  transcriptOnly,
}: {
  answer: ReviewedAnswer;
  total: number;
  transcriptOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const headingId = `answer-${answer.question_id}`;
  const answered = answer.submitted_at !== null;
  const media = answer.media;
  const label = t('review.answers.player', { position: answer.position });
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      // The native players follow the page's light or dark scheme.
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1.5,
        colorScheme: theme.palette.mode,
      })}
    >
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('review.answers.questionOf', { position: answer.position, total })}
          {' · '}
          {t(`review.answers.types.${answer.answer_type}`)}
        </Typography>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
        >
          {answer.prompt}
        </Typography>
      </Box>
      {!answered && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('review.answers.notAnswered')}
        </Typography>
      )}
      {answered && answer.submitted_at && (
        <Typography variant="body2" color="text.secondary">
          {t('review.answers.submittedAt', {
            date: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(answer.submitted_at)),
          })}
        </Typography>
      )}
      {media?.kind === 'video' && (
        <Box sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'common.black' }}>
          <video
            controls
            preload="metadata"
            src={media.url}
            aria-label={label}
            onError={() => setFailed(true)}
            style={{ display: 'block', width: '100%', maxHeight: 360 }}
          />
        </Box>
      )}
      {media?.kind === 'audio' && (
        <audio
          controls
          preload="metadata"
          src={media.url}
          aria-label={label}
          onError={() => setFailed(true)}
          style={{ width: '100%' }}
        />
      )}
      {failed && (
        <Typography variant="body2" color="error" role="alert">
          {t('review.answers.playFailed')}
        </Typography>
      )}
      {answered && answer.answer_type !== 'text' && !media && transcriptOnly && (
        <Typography variant="body2" color="text.secondary">
          {t('review.answers.transcriptOnly')}
        </Typography>
      )}
      {answer.text !== null && (
        <Typography
          component="blockquote"
          sx={{
            m: 0,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'divider',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {answer.text}
        </Typography>
      )}
      {answer.transcript && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('review.answers.transcript')}
          </Typography>
          {answer.transcript.state === 'done' ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.transcript.text || t('review.answers.transcriptEmpty')}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t(`review.answers.transcriptStates.${answer.transcript.state}`)}
            </Typography>
          )}
        </Box>
      )}
      <LinkedCriteria criteria={answer.criteria} />
    </Paper>
  );
}
