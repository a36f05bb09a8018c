import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITTEN_ANSWER_MAX_LENGTH } from '@rehearse/contracts/candidate-interview';
import { ErrorState } from '../../components/error-state';
import { Countdown } from '../../components/media/countdown';
import { useSubmitAnswer } from './api/candidate-interview.queries';
import { answerClock, type StepProps } from './answer-clock';

// A written answer within the server-kept answer time.
export function WrittenAnswer({ token, question, now }: StepProps) {
  const { t } = useTranslation();
  const submit = useSubmitAnswer(token);
  const [text, setText] = useState('');
  const { left, closed } = answerClock(question, now);
  return (
    <>
      <Countdown
        seconds={left}
        label={t('candidateInterview.question.answer')}
        urgent={left <= 10}
      />
      <TextField
        label={t('candidateInterview.question.writtenLabel')}
        multiline
        minRows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: WRITTEN_ANSWER_MAX_LENGTH } }}
        disabled={closed}
      />
      {closed && <Alert severity="warning">{t('errors.candidateInterview.time_over')}</Alert>}
      {submit.isError && (
        <ErrorState title={t('candidateInterview.question.submitError')} error={submit.error} />
      )}
      <Button
        variant="contained"
        size="large"
        disabled={closed || !text.trim() || submit.isPending}
        onClick={() => submit.mutate({ questionId: question.id, input: { text } })}
      >
        {t('candidateInterview.question.submit')}
      </Button>
    </>
  );
}
