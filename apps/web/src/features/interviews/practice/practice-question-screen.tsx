import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { isApiError } from '../../../lib/api-error';
import { practiceQuestionQueryOptions } from '../api/practice.queries';
import { QueryErrorState } from '../../../components/error-state';
import { QuestionSkeleton } from '../components/interview-skeletons';
import { ModelAnswer } from '../components/model-answer';
import { practiceListHref } from '../interview-hrefs';
import { AnswerPanel } from './answer-panel';
import { AttemptHistory } from './attempt-history';
import { QuestionCard } from './question-card';

function NoQuestion({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 8 }}>
      <RecordVoiceOverOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h2">{title}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        {body}
      </Typography>
      <Button variant="contained" href={practiceListHref()} sx={{ mt: 1 }}>
        {t('interviews.practice.chooseQuestion')}
      </Button>
    </Box>
  );
}

function PracticeScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(practiceQuestionQueryOptions(id));
  const [openId, setOpenId] = useState<string | null>(null);
  // The new attempt's feedback is the next thing to read: scroll to it once the list has it.
  // (An effect rather than a timer, so nothing fires after the screen is gone.)
  const scrollToId = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollToId.current) return;
    const card = document.getElementById(`attempt-${scrollToId.current}`);
    if (!card) return;
    scrollToId.current = null;
    // jsdom has no scrollIntoView; browsers all do.
    if ('scrollIntoView' in card) card.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [openId, query.data]);

  if (query.isPending) return <QuestionSkeleton />;
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <NoQuestion
        title={t('interviews.practice.notFoundTitle')}
        body={t('interviews.practice.notFoundBody')}
      />
    ) : (
      <QueryErrorState title={t('interviews.errors.question')} query={query} />
    );
  }
  const data = query.data;
  const category = data.question.category;
  const expectsStar = category === 'behavioural' || category === 'situational';

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button href={practiceListHref()} startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {t('interviews.practice.allQuestions')}
      </Button>
      <QuestionCard data={data} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <AnswerPanel
          questionId={id}
          expectsStar={expectsStar}
          onAnswered={(attempt) => {
            setOpenId(attempt.id);
            scrollToId.current = attempt.id;
          }}
        />
        <ModelAnswer revealed={data.revealed} />
      </Box>
      <AttemptHistory
        questionId={id}
        attempts={data.attempts}
        openId={openId}
        onOpenChange={setOpenId}
        onRefresh={() => void query.refetch()}
      />
    </Box>
  );
}

// One practice question (?question=<id>): answer it as often as you like, with instant
// feedback on each attempt.
export function PracticeQuestionScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('question');
  return (
    <>
      <ScreenTitle>{t('screens.practicePractice')}</ScreenTitle>
      {id ? (
        <PracticeScreen key={id} id={id} />
      ) : (
        <NoQuestion
          title={t('interviews.practice.noQuestionTitle')}
          body={t('interviews.practice.noQuestionBody')}
        />
      )}
    </>
  );
}
