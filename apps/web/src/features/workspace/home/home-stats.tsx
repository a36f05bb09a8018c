import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import type { Home } from '@rehearse/contracts/workspace';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

function StatCard({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          p: { xs: 2, sm: 2.5 },
          '&:last-child': { pb: { xs: 2, sm: 2.5 } },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

// The streak and this week's goal, side by side under the greeting.
export function HomeStats({ streak, weeklyGoal }: Pick<Home, 'streak' | 'weeklyGoal'>) {
  const { t } = useTranslation();
  const reached = weeklyGoal.done >= weeklyGoal.goal;
  const percent = Math.min(100, Math.round((weeklyGoal.done / weeklyGoal.goal) * 100));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <StatCard icon={<LocalFireDepartmentOutlined />} label={t('workspace.home.streak.title')}>
        <Typography variant="body2" color="text.secondary">
          {t('workspace.home.streak.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>
          {t('workspace.home.streak.days', { count: streak.current })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {streak.current > 0 && !streak.activeToday
            ? t('workspace.home.streak.keepGoing')
            : t('workspace.home.streak.longest', { count: streak.longest })}
        </Typography>
      </StatCard>
      <StatCard icon={<FlagOutlined />} label={t('workspace.home.goal.title')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('workspace.home.goal.title')}
          </Typography>
          <Button
            size="small"
            href={paths.workspace.dashboard.getHref()}
            sx={{ py: 0, minWidth: 0 }}
          >
            {t('workspace.home.goal.change')}
          </Button>
        </Box>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>
          {t('workspace.home.goal.progress', { done: weeklyGoal.done, goal: weeklyGoal.goal })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={reached ? 'success' : 'primary'}
          aria-label={t('workspace.home.goal.aria', {
            done: weeklyGoal.done,
            goal: weeklyGoal.goal,
          })}
          sx={{ height: 8, borderRadius: 4, my: 0.75 }}
        />
        <Typography variant="body2" color="text.secondary">
          {reached
            ? t('workspace.home.goal.reached')
            : t('workspace.home.goal.left', { count: weeklyGoal.goal - weeklyGoal.done })}
        </Typography>
      </StatCard>
    </Box>
  );
}
