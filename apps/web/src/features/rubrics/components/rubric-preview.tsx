import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { RECOMMENDATIONS, SCALE_POINTS } from '@rehearse/contracts/rubrics';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PreviewCriterion = {
  name: string;
  description: string | null;
  weight: number;
  anchors: string[];
};

type Props = {
  name: string;
  description: string | null;
  criteria: PreviewCriterion[];
};

// The rubric as a reviewer scores with it: each criterion on its anchored 1-5 scale, then the
// overall recommendation. Choices here are only to try it out; nothing is saved.
export function RubricPreview({ name, description, criteria }: Props) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Record<number, string>>({});
  const [recommendation, setRecommendation] = useState('');
  const recommendationId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
          {name || t('rubrics.preview.untitled')}
        </Typography>
        {description && (
          <Typography
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('rubrics.preview.note')}
        </Typography>
      </Box>
      {criteria.map((criterion, index) => (
        <CriterionScale
          key={index}
          criterion={criterion}
          value={scores[index] ?? ''}
          onChange={(value) => setScores((current) => ({ ...current, [index]: value }))}
        />
      ))}
      <Card variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2 }, m: 0 }}>
        <Typography component="legend" id={recommendationId} sx={{ fontWeight: 600, px: 0.5 }}>
          {t('rubrics.preview.recommendation')}
        </Typography>
        <RadioGroup
          row
          aria-labelledby={recommendationId}
          value={recommendation}
          onChange={(event) => setRecommendation(event.target.value)}
          sx={{ gap: { xs: 0, sm: 2 } }}
        >
          {RECOMMENDATIONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`rubrics.recommendations.${value}`)}
            />
          ))}
        </RadioGroup>
      </Card>
    </Box>
  );
}

function CriterionScale({
  criterion,
  value,
  onChange,
}: {
  criterion: PreviewCriterion;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Card variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', px: 0.5 }}
      >
        <Typography
          component="span"
          id={labelId}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {criterion.name || t('rubrics.preview.unnamedCriterion')}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={t('rubrics.preview.weight', { weight: criterion.weight })}
        />
      </Box>
      {criterion.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {criterion.description}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(5, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        {SCALE_POINTS.map((point, i) => (
          <FormControlLabel
            key={point}
            value={String(point)}
            control={<Radio size="small" />}
            sx={{
              m: 0,
              alignItems: 'flex-start',
              border: 1,
              borderColor: value === String(point) ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 1,
              pr: 1.5,
            }}
            label={
              <Box sx={{ pt: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('rubrics.levels.label', { point, name: t(`rubrics.levels.${point}`) })}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {criterion.anchors[i] || t('rubrics.preview.noAnchor')}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Card>
  );
}
