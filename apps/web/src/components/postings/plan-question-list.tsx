import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlanQuestion } from '@rehearse/contracts/postings';

type Question = Pick<
  PlanQuestion,
  | 'prompt'
  | 'answer_type'
  | 'think_time_seconds'
  | 'answer_time_seconds'
  | 'takes'
  | 'criterion_ids'
>;

// An interview plan's questions to read: each prompt, how it is answered, and the rubric
// criteria it informs. The posting's page shows it, and so does the editor when the plan is
// locked (an open posting).
export function PlanQuestionList({
  questions,
  criteria,
}: {
  questions: Question[];
  criteria: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const criterionName = new Map(criteria.map((c) => [c.id, c.name]));
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {questions.map((question, index) => (
        <Box
          component="li"
          key={index}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('postings.plan.question', { n: index + 1 })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {question.prompt}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              t(`postings.answerTypes.${question.answer_type}`),
              t('postings.view.think', { count: question.think_time_seconds }),
              t('postings.view.answer', { count: question.answer_time_seconds }),
              t('postings.plan.takesOption', { count: question.takes }),
            ].join(' · ')}
          </Typography>
          {question.criterion_ids.length > 0 && (
            <Box
              sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}
              aria-label={t('postings.plan.criteria')}
              role="list"
            >
              {question.criterion_ids.map((id) => (
                <Chip
                  key={id}
                  role="listitem"
                  size="small"
                  variant="outlined"
                  label={criterionName.get(id) ?? id}
                />
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
