import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';

const DAYS = ['today', 'tomorrow'] as const;

// Today's and tomorrow's meetings and to-dos, by clock time.
export function ScheduleCard({ schedule }: { schedule: ProjectDashboard['schedule'] }) {
  const { t } = useTranslation();
  const [day, setDay] = useState<(typeof DAYS)[number]>('today');
  return (
    <SectionCard title={t('dashboards.project.schedule')}>
      <Tabs
        value={day}
        onChange={(_event, next: (typeof DAYS)[number]) => setDay(next)}
        aria-label={t('dashboards.project.scheduleDay')}
        sx={{ mb: 1 }}
      >
        {DAYS.map((d) => (
          <Tab
            key={d}
            value={d}
            id={`schedule-tab-${d}`}
            aria-controls="schedule-panel"
            label={t(`dashboards.project.${d}`)}
          />
        ))}
      </Tabs>
      <Box id="schedule-panel" role="tabpanel" aria-labelledby={`schedule-tab-${day}`}>
        <List dense disablePadding>
          {schedule[day].map((item) => (
            <ListItem key={`${item.time}-${item.title}`} divider disableGutters>
              <ListItemText
                primary={item.title}
                secondary={
                  item.location
                    ? t('dashboards.project.timeAt', { time: item.time, location: item.location })
                    : item.time
                }
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </SectionCard>
  );
}
