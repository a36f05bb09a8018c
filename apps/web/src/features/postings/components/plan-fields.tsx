import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import { useState } from 'react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_TIME,
  ANSWER_TYPES,
  DEADLINE_DAYS,
  REMINDER_DAYS,
  MESSAGE_MAX_LENGTH,
  PLAN_QUESTIONS_MAX,
  TAKES,
  THINK_TIME,
  type AnswerType,
} from '@rehearse/contracts/postings';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import {
  newQuestion,
  type PostingFormOutput,
  type PostingFormValues,
} from '../../../components/postings/posting-form';
import { LibraryDialog } from './library-dialog';
import { NumberField } from '../../../components/postings/number-field';
import { PlanQuestionList } from '../../../components/postings/plan-question-list';

type Control_ = Control<PostingFormValues, unknown, PostingFormOutput>;
export type CriterionChoice = { id: string; name: string };
// The chosen rubric's criteria; null without a rubric.
export type CriteriaState = CriterionChoice[] | null | 'loading' | 'failed';

type PlanFieldsProps = {
  control: Control_;
  setValue: UseFormSetValue<PostingFormValues>;
  getValues: UseFormGetValues<PostingFormValues>;
  criteria: CriteriaState;
  // Why the questions cannot change (the posting is open), if they cannot.
  lockedReason?: string;
  disabled?: boolean;
};

// The interview plan: an intro, the ordered questions (typed or copied from the library), each
// with its answer type, think time, answer time, takes and the rubric criteria it informs; a
// closing message and the response deadline.
export function PlanFields({
  control,
  setValue,
  getValues,
  criteria,
  lockedReason,
  disabled,
}: PlanFieldsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { fields, append, remove, swap } = useFieldArray({
    control,
    name: 'questions',
    // The questions carry their own `id` (kept by the server).
    keyName: 'key',
  });
  const [libraryOpen, setLibraryOpen] = useState(false);
  const questions = useWatch({ control, name: 'questions' });
  const inPlan = new Set(
    questions.flatMap((q) => (q.source_question_id ? [q.source_question_id] : [])),
  );
  const locked = disabled || Boolean(lockedReason);
  const full = fields.length >= PLAN_QUESTIONS_MAX;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ControlledTextField
        control={control}
        name="intro_message"
        label={t('postings.plan.intro')}
        helperText={t('postings.plan.introHelp')}
        multiline
        minRows={2}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('postings.plan.questionsTitle', { count: fields.length })}
        </Typography>
        {lockedReason && <Alert severity="info">{lockedReason}</Alert>}
        <Controller
          control={control}
          name="questions"
          render={({ fieldState }) =>
            fieldState.error?.message || fieldState.error?.root ? (
              <Alert severity="error" role="alert">
                {errorText(fieldState.error.root ?? fieldState.error)}
              </Alert>
            ) : (
              <></>
            )
          }
        />
        {fields.length === 0 ? (
          <Box
            sx={{
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              p: 3,
              textAlign: 'center',
            }}
          >
            <Typography color="text.secondary">{t('postings.plan.empty')}</Typography>
          </Box>
        ) : locked ? (
          // A locked plan reads like the posting's page, rather than as a form of dimmed fields.
          <PlanQuestionList
            questions={questions}
            criteria={Array.isArray(criteria) ? criteria : []}
          />
        ) : (
          <Box component="ol" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
            {fields.map((field, index) => (
              <QuestionCard
                key={field.key}
                index={index}
                count={fields.length}
                control={control}
                setValue={setValue}
                getValues={getValues}
                criteria={criteria}
                disabled={locked}
                onMove={(to) => swap(index, to)}
                onRemove={() => remove(index)}
              />
            ))}
          </Box>
        )}
        {!locked && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<Add />}
              disabled={full}
              onClick={() => append(newQuestion())}
            >
              {t('postings.plan.add')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<LibraryBooksOutlined />}
              disabled={full}
              onClick={() => setLibraryOpen(true)}
            >
              {t('postings.plan.addFromLibrary')}
            </Button>
            {full && (
              <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {t('postings.plan.full', { max: PLAN_QUESTIONS_MAX })}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <ControlledTextField
        control={control}
        name="closing_message"
        label={t('postings.plan.closing')}
        helperText={t('postings.plan.closingHelp')}
        multiline
        minRows={2}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      <NumberField
        control={control}
        name="response_deadline_days"
        label={t('postings.plan.deadline')}
        helperText={t('postings.plan.deadlineHelp', DEADLINE_DAYS)}
        min={DEADLINE_DAYS.min}
        max={DEADLINE_DAYS.max}
        disabled={disabled}
        sx={{ maxWidth: 320 }}
      />
      <NumberField
        control={control}
        name="reminder_days_before"
        label={t('postings.plan.reminder')}
        helperText={t('postings.plan.reminderHelp', REMINDER_DAYS)}
        min={REMINDER_DAYS.min}
        max={REMINDER_DAYS.max}
        disabled={disabled}
        sx={{ maxWidth: 320 }}
      />
      <LibraryDialog
        open={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        room={PLAN_QUESTIONS_MAX - fields.length}
        inPlan={inPlan}
        onAdd={(question) =>
          append(newQuestion({ prompt: question.prompt, source_question_id: question.id }))
        }
      />
    </Box>
  );
}

type QuestionCardProps = {
  index: number;
  count: number;
  control: Control_;
  setValue: UseFormSetValue<PostingFormValues>;
  getValues: UseFormGetValues<PostingFormValues>;
  criteria: CriteriaState;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function QuestionCard({
  index,
  count,
  control,
  setValue,
  getValues,
  criteria,
  disabled,
  onMove,
  onRemove,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const name = `questions.${index}` as const;
  const answerType = useWatch({ control, name: `${name}.answer_type` });
  const fromLibrary = useWatch({ control, name: `${name}.source_question_id` });
  const limits = ANSWER_TIME[answerType];
  const n = index + 1;

  return (
    <Card variant="outlined" component="li" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h4" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('postings.plan.question', { n })}
          {fromLibrary && (
            <Chip
              size="small"
              variant="outlined"
              label={t('postings.plan.fromLibrary')}
              sx={{ ml: 1 }}
            />
          )}
        </Typography>
        {!disabled && (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Tooltip title={t('postings.plan.moveUp', { n })}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('postings.plan.moveUp', { n })}
                  disabled={index === 0}
                  onClick={() => onMove(index - 1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('postings.plan.moveDown', { n })}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('postings.plan.moveDown', { n })}
                  disabled={index === count - 1}
                  onClick={() => onMove(index + 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('postings.plan.remove', { n })}>
              <IconButton
                size="small"
                aria-label={t('postings.plan.remove', { n })}
                onClick={onRemove}
                sx={{ color: 'error.main' }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Box>
      <ControlledTextField
        control={control}
        name={`${name}.prompt`}
        label={t('postings.plan.prompt')}
        multiline
        minRows={2}
        required
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <ControlledTextField
          control={control}
          name={`${name}.answer_type`}
          label={t('postings.plan.answerType')}
          select
          disabled={disabled}
          onChange={(event) => {
            // The answer time moves into the new type's range.
            const next = ANSWER_TIME[event.target.value as AnswerType];
            const seconds = getValues(`${name}.answer_time_seconds`);
            const current = Number.isFinite(seconds) ? seconds : next.min;
            setValue(
              `${name}.answer_time_seconds`,
              Math.min(Math.max(current, next.min), next.max),
              { shouldDirty: true },
            );
          }}
        >
          {ANSWER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`postings.answerTypes.${type}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <NumberField
          control={control}
          name={`${name}.think_time_seconds`}
          label={t('postings.plan.thinkTime')}
          helperText={t('postings.plan.secondsRange', THINK_TIME)}
          min={THINK_TIME.min}
          max={THINK_TIME.max}
          disabled={disabled}
        />
        <NumberField
          control={control}
          name={`${name}.answer_time_seconds`}
          label={t('postings.plan.answerTime')}
          helperText={t('postings.plan.secondsRange', limits)}
          min={limits.min}
          max={limits.max}
          disabled={disabled}
        />
        <ControlledTextField
          control={control}
          name={`${name}.takes`}
          label={t('postings.plan.takes')}
          select
          disabled={disabled}
        >
          {Array.from({ length: TAKES.max - TAKES.min + 1 }, (_, i) => TAKES.min + i).map(
            (takes) => (
              <MenuItem key={takes} value={takes}>
                {t('postings.plan.takesOption', { count: takes })}
              </MenuItem>
            ),
          )}
        </ControlledTextField>
      </Box>
      <Controller
        control={control}
        name={`${name}.criterion_ids`}
        render={({ field, fieldState }) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" id={`${name}-criteria`}>
              {t('postings.plan.criteria')}
            </Typography>
            {criteria === null ? (
              <Typography variant="body2" color="text.secondary">
                {t('postings.plan.noRubric')}
              </Typography>
            ) : criteria === 'loading' || criteria === 'failed' ? (
              <Typography variant="body2" color="text.secondary">
                {t(`postings.plan.${criteria}Criteria`)}
              </Typography>
            ) : criteria.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('postings.plan.noCriteria')}
              </Typography>
            ) : (
              <Box
                role="group"
                aria-labelledby={`${name}-criteria`}
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
              >
                {criteria.map((criterion) => {
                  const selected = field.value.includes(criterion.id);
                  return (
                    <Chip
                      key={criterion.id}
                      label={criterion.name}
                      icon={selected ? <Check /> : undefined}
                      color={selected ? 'primary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      disabled={disabled}
                      aria-pressed={selected}
                      onClick={() =>
                        field.onChange(
                          selected
                            ? field.value.filter((id) => id !== criterion.id)
                            : [...field.value, criterion.id],
                        )
                      }
                    />
                  );
                })}
              </Box>
            )}
            {fieldState.error && (
              <Typography variant="caption" color="error" role="alert">
                {errorText(fieldState.error)}
              </Typography>
            )}
          </Box>
        )}
      />
    </Card>
  );
}
