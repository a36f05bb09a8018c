import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MetricId } from '@rehearse/feedback/types';
import type { Progress } from '@rehearse/contracts/workspace';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SectionCard } from '../../../components/section-card';
import { quizSkillHref } from '../workspace-hrefs';

type WeakArea = Progress['weakAreas'][number];

// What to work on: skills at level 2 or below (quiz them), and feedback metrics whose mean
// sub-score is under 70 (practise answers).
export function WeakAreasCard({
  areas,
  hasData,
}: {
  areas: readonly WeakArea[];
  // Whether there is anything to judge yet (rated skills or analysed answers).
  hasData: boolean;
}) {
  const { t } = useTranslation();
  const metricName = (metric: string) =>
    t(`feedback.metrics.${metric as MetricId}.label`, { defaultValue: metric });
  return (
    <SectionCard title={t('workspace.progress.weak.title')} data-tour="progress-weak">
      {areas.length === 0 ? (
        <Typography color="text.secondary">
          {hasData ? t('workspace.progress.weak.empty') : t('workspace.progress.weak.noData')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {areas.map((area) => {
            const key = area.kind === 'skill' ? `skill:${area.skill}` : `metric:${area.metric}`;
            const title =
              area.kind === 'skill' ? t(`quiz.skills.${area.skill}`) : metricName(area.metric);
            return (
              <Box
                component="li"
                key={key}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {area.kind === 'skill'
                      ? t('workspace.progress.weak.skill', { level: area.level })
                      : t('workspace.progress.weak.metric', {
                          score: Math.round(area.meanSubScore),
                        })}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  href={
                    area.kind === 'skill'
                      ? quizSkillHref(area.skill)
                      : paths.apps.practice.getHref()
                  }
                  aria-label={
                    area.kind === 'skill'
                      ? t('workspace.progress.weak.quizAria', { skill: title })
                      : t('workspace.progress.weak.practiseAria', { metric: title })
                  }
                >
                  {area.kind === 'skill'
                    ? t('workspace.progress.weak.quiz')
                    : t('workspace.progress.weak.practise')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
