import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  ANCHOR_MAX_LENGTH,
  CRITERIA_MAX,
  CRITERION_DESCRIPTION_MAX_LENGTH,
  CRITERION_NAME_MAX_LENGTH,
  RUBRIC_DESCRIPTION_MAX_LENGTH,
  RUBRIC_NAME_MAX_LENGTH,
  SCALE_POINTS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  rubricInputSchema,
  type Rubric,
} from '@rehearse/contracts/rubrics';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { RubricPreview } from './rubric-preview';

type FormValues = {
  name: string;
  description: string;
  criteria: {
    id?: string;
    name: string;
    description: string;
    weight: number;
    anchors: string[];
  }[];
};
type Form = UseFormReturn<FormValues, unknown, z.output<typeof rubricInputSchema>>;

const WEIGHTS = Array.from({ length: WEIGHT_MAX - WEIGHT_MIN + 1 }, (_, i) => WEIGHT_MIN + i);

const emptyCriterion = (): FormValues['criteria'][number] => ({
  name: '',
  description: '',
  weight: 1,
  anchors: SCALE_POINTS.map(() => ''),
});

const valuesOf = (rubric: Rubric | null): FormValues => ({
  name: rubric?.name ?? '',
  description: rubric?.description ?? '',
  criteria: rubric
    ? rubric.criteria.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description ?? '',
        weight: c.weight,
        anchors: [...c.anchors],
      }))
    : [emptyCriterion()],
});

type Props = {
  // null: a new rubric.
  rubric: Rubric | null;
  mode: 'edit' | 'preview';
  saving: boolean;
  // Saves the rubric as the form has it: answers it as saved, or rejects with the server's error.
  onSave: (input: z.output<typeof rubricInputSchema>) => Promise<Rubric>;
};

// A rubric's name, description and criteria (name, description, weight, what each of 1-5 looks
// like), added, removed and reordered; or, in preview, the same as a reviewer will score with it.
export function RubricEditor({ rubric, mode, saving, onSave }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form: Form = useForm<FormValues, unknown, z.output<typeof rubricInputSchema>>({
    resolver: contractResolver(rubricInputSchema),
    defaultValues: valuesOf(rubric),
  });
  const { control, handleSubmit, formState, reset } = form;
  const criteria = useFieldArray({ control, name: 'criteria', keyName: 'key' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      // The saved criteria, new ones with their ids now, so the next save keeps them.
      reset(valuesOf(await onSave(values)));
    } catch (error) {
      applyServerError(form, error);
    }
  });
  const watched = useWatch({ control });

  if (mode === 'preview') {
    return (
      <RubricPreview
        name={watched.name ?? ''}
        description={watched.description || null}
        criteria={(watched.criteria ?? []).map((c) => ({
          name: c?.name ?? '',
          description: c?.description || null,
          weight: c?.weight ?? 1,
          anchors: c?.anchors?.map((a) => a ?? '') ?? [],
        }))}
      />
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('rubrics.editor.label')}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {formState.errors.root?.form && (
        <Alert severity="error" role="alert">
          {errorText(formState.errors.root.form)}
        </Alert>
      )}
      <ControlledTextField
        control={control}
        name="name"
        label={t('rubrics.editor.name')}
        placeholder={t('rubrics.editor.namePlaceholder')}
        required
        slotProps={{ htmlInput: { maxLength: RUBRIC_NAME_MAX_LENGTH } }}
      />
      <ControlledTextField
        control={control}
        name="description"
        label={t('rubrics.editor.description')}
        placeholder={t('rubrics.editor.descriptionPlaceholder')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: RUBRIC_DESCRIPTION_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('rubrics.editor.criteria')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rubrics.editor.criteriaHelp')}
        </Typography>
      </Box>
      {formState.errors.criteria?.root && (
        <Alert severity="error">{errorText(formState.errors.criteria.root)}</Alert>
      )}
      {formState.errors.criteria?.message && (
        <Alert severity="error">{errorText(formState.errors.criteria)}</Alert>
      )}
      <Box component="ol" sx={{ display: 'grid', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {criteria.fields.map((field, index) => (
          <li key={field.key}>
            <CriterionFields
              form={form}
              index={index}
              count={criteria.fields.length}
              onMove={(to) => criteria.move(index, to)}
              onRemove={() => criteria.remove(index)}
            />
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<Add aria-hidden />}
          disabled={criteria.fields.length >= CRITERIA_MAX}
          onClick={() => criteria.append(emptyCriterion(), { shouldFocus: true })}
        >
          {t('rubrics.editor.addCriterion')}
        </Button>
        {criteria.fields.length >= CRITERIA_MAX && (
          <Typography variant="body2" color="text.secondary">
            {t('rubrics.editor.criteriaMax', { max: CRITERIA_MAX })}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: 1,
        }}
      >
        <Button type="submit" variant="contained" disabled={saving}>
          {rubric ? t('rubrics.editor.save') : t('rubrics.editor.create')}
        </Button>
        {rubric && formState.isDirty && (
          <Button onClick={() => reset(valuesOf(rubric))} disabled={saving}>
            {t('rubrics.editor.discard')}
          </Button>
        )}
        {rubric && !formState.isDirty && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('rubrics.editor.upToDate')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function CriterionFields({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: Form;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { control } = form;
  const name = useWatch({ control, name: `criteria.${index}.name` });
  const label = name?.trim() || t('rubrics.editor.criterionNumber', { n: index + 1 });
  return (
    <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {t('rubrics.editor.criterionNumber', { n: index + 1 })}
        </Typography>
        <Tooltip title={t('rubrics.editor.moveUp')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('rubrics.editor.moveUpNamed', { name: label })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('rubrics.editor.moveDown')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('rubrics.editor.moveDownNamed', { name: label })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('rubrics.editor.remove')}>
          <span>
            <IconButton
              size="small"
              color="error"
              aria-label={t('rubrics.editor.removeNamed', { name: label })}
              disabled={count === 1}
              onClick={onRemove}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 140px' },
        }}
      >
        <ControlledTextField
          control={control}
          name={`criteria.${index}.name`}
          label={t('rubrics.editor.criterionName')}
          placeholder={t('rubrics.editor.criterionNamePlaceholder')}
          required
          slotProps={{ htmlInput: { maxLength: CRITERION_NAME_MAX_LENGTH } }}
        />
        <ControlledTextField
          control={control}
          name={`criteria.${index}.weight`}
          select
          label={t('rubrics.editor.weight')}
          helperText={t('rubrics.editor.weightHelp')}
        >
          {WEIGHTS.map((w) => (
            <MenuItem key={w} value={w}>
              {w}
            </MenuItem>
          ))}
        </ControlledTextField>
      </Box>
      <ControlledTextField
        control={control}
        name={`criteria.${index}.description`}
        label={t('rubrics.editor.criterionDescription')}
        placeholder={t('rubrics.editor.criterionDescriptionPlaceholder')}
        multiline
        minRows={1}
        slotProps={{ htmlInput: { maxLength: CRITERION_DESCRIPTION_MAX_LENGTH } }}
      />
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
      >
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('rubrics.editor.anchors')}
        </Typography>
        {SCALE_POINTS.map((point, i) => (
          <ControlledTextField
            key={point}
            control={control}
            name={`criteria.${index}.anchors.${i}`}
            label={t('rubrics.levels.label', { point, name: t(`rubrics.levels.${point}`) })}
            placeholder={t(`rubrics.editor.anchorPlaceholders.${point}`)}
            required
            size="small"
            slotProps={{ htmlInput: { maxLength: ANCHOR_MAX_LENGTH } }}
          />
        ))}
      </Box>
    </Card>
  );
}
