import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Criterion } from '@rehearse/contracts/rubrics';

// The rubric criteria a question informs, as chips; pressing one shows its level descriptions
// (what a 1 to 5 looks like) under the chips, so a reviewer can score while listening.
export function LinkedCriteria({ criteria }: { criteria: Criterion[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const panelId = useId();
  if (criteria.length === 0) return null;
  const shown = criteria.find((c) => c.id === open);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="group"
        aria-label={t('review.answers.criteria')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="body2" color="text.secondary" component="span">
          {t('review.answers.criteria')}
        </Typography>
        {criteria.map((criterion) => {
          const expanded = criterion.id === open;
          return (
            <Chip
              key={criterion.id}
              size="small"
              variant={expanded ? 'filled' : 'outlined'}
              color="primary"
              label={criterion.name}
              icon={expanded ? <ExpandLess /> : <ExpandMore />}
              onClick={() => setOpen(expanded ? null : criterion.id)}
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
            />
          );
        })}
      </Box>
      {shown && (
        <Box
          id={panelId}
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, display: 'grid', gap: 0.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('review.answers.levels', { criterion: shown.name })}
          </Typography>
          {shown.description && (
            <Typography variant="body2" color="text.secondary">
              {shown.description}
            </Typography>
          )}
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {shown.anchors.map((anchor, index) => (
              <Typography component="li" variant="body2" key={index}>
                {anchor}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
