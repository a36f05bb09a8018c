import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useDeleteAttempt, useRateAttempt } from '../api/practice.queries';
import { ErrorState } from '../../../components/error-state';
import { RecordingPlayer } from '../components/recording-player';
import { scoreColor } from '../../../components/score-ring';
import { FeedbackView } from '../feedback/feedback-view';
import { asAnswerFeedback } from '../../../lib/feedback/metric-text';
import { CorrectTranscript } from './correct-transcript';

type AttemptCardProps = {
  attempt: PracticeAttempt;
  number: number;
  questionId: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  compared: boolean;
  // Disabled once two other attempts are chosen.
  compareDisabled: boolean;
  onCompareChange: (compared: boolean) => void;
  onRefresh: () => void;
};

// One attempt: its score at a glance; opened, its recording, the candidate's own rating and
// the full feedback.
export function AttemptCard(props: AttemptCardProps) {
  const { attempt, number, questionId, expanded, compared } = props;
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const rate = useRateAttempt(questionId);
  const remove = useDeleteAttempt(questionId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const bodyId = `attempt-${attempt.id}`;
  const title = t('interviews.practice.attemptN', { n: number });
  const feedback = asAnswerFeedback(attempt.feedback);

  const onDelete = async () => {
    const answer = await confirm({
      title: t('interviews.practice.deleteTitle', { n: number }),
      message: t('interviews.practice.deleteMessage'),
      actions: { confirm: { label: t('interviews.delete') } },
    });
    if (answer === 'confirmed') remove.mutate(attempt.id);
  };

  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', borderColor: compared ? 'primary.main' : undefined }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 1.5 },
          py: 1,
          flexWrap: 'wrap',
        }}
      >
        <Checkbox
          checked={compared}
          disabled={!compared && props.compareDisabled}
          onChange={(event) => props.onCompareChange(event.target.checked)}
          slotProps={{
            input: { 'aria-label': t('interviews.practice.compareAttempt', { n: number }) },
          }}
        />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[t(`interviews.modes.${attempt.mode}`), date.format(new Date(attempt.createdAt))].join(
              ' · ',
            )}
          </Typography>
        </Box>
        {attempt.selfRating !== null && (
          <Rating
            value={attempt.selfRating}
            readOnly
            size="small"
            aria-label={t('interviews.practice.ratedN', { n: attempt.selfRating })}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          />
        )}
        <Chip
          color={scoreColor(attempt.feedback.score)}
          label={t('interviews.scoreShort', { score: attempt.feedback.score })}
          sx={{ fontWeight: 700 }}
        />
        <IconButton
          onClick={() => props.onExpandedChange(!expanded)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={t(
            expanded ? 'interviews.practice.hideFeedback' : 'interviews.practice.showFeedback',
            { n: number },
          )}
        >
          <ExpandMore
            sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        </IconButton>
      </Box>
      <Collapse in={expanded} id={bodyId} unmountOnExit>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            p: { xs: 2, sm: 3 },
            pt: { xs: 1, sm: 1 },
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography id={`${bodyId}-rating`} variant="body2" sx={{ fontWeight: 600 }}>
                {t('interviews.practice.selfRating')}
              </Typography>
              <Rating
                name={`${bodyId}-rating`}
                value={attempt.selfRating}
                onChange={(_, value) => rate.mutate({ id: attempt.id, selfRating: value })}
                disabled={rate.isPending}
                getLabelText={(value: number) => t('interviews.practice.stars', { count: value })}
              />
            </Box>
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            >
              {t('interviews.delete')}
            </Button>
          </Box>
          {rate.isError && <ErrorState title={t('interviews.errors.rate')} error={rate.error} />}
          {remove.isError && (
            <ErrorState title={t('interviews.errors.delete')} error={remove.error} />
          )}
          <FeedbackView
            key={attempt.transcript}
            id={bodyId}
            feedback={feedback}
            transcript={attempt.transcript}
            compact
            media={
              attempt.recording ? (
                <RecordingPlayer
                  recording={attempt.recording}
                  label={t('interviews.practice.recordingOf', { n: number })}
                  onExpired={props.onRefresh}
                />
              ) : undefined
            }
          />
          {attempt.recording && (
            <CorrectTranscript key={attempt.transcript} attempt={attempt} questionId={questionId} />
          )}
        </Box>
      </Collapse>
    </Card>
  );
}
