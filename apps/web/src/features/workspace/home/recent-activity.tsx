import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import type { Skill } from '@rehearse/contracts/question-bank';
import type { Home } from '@rehearse/contracts/workspace';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SectionCard } from '../../../components/section-card';
import { interviewFeedbackHref, practiceQuestionHref, quizAttemptHref } from '../workspace-hrefs';
import { useTimeZone } from '../../../lib/time-zone';

type Item = Home['recentActivity'][number];

const icons = {
  quiz: QuizOutlined,
  practice: MicNoneOutlined,
  'mock-interview': RecordVoiceOverOutlined,
} as const;

// The latest sessions; each opens where its result is shown.
export function RecentActivity({ items }: { items: readonly Item[] }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });

  const label = (item: Item) => {
    if (item.kind === 'quiz') {
      const skills = item.label.split(',').filter(Boolean);
      return skills.length
        ? skills.map((s) => t(`quiz.skills.${s as Skill}`)).join(', ')
        : t('workspace.home.activity.quiz');
    }
    return item.label || t(`workspace.home.activity.${item.kind}`);
  };
  const href = (item: Item) =>
    item.kind === 'quiz'
      ? quizAttemptHref(item.id)
      : item.kind === 'mock-interview'
        ? interviewFeedbackHref(item.id)
        : item.questionId
          ? practiceQuestionHref(item.questionId)
          : paths.apps.practice.getHref();

  return (
    <SectionCard title={t('workspace.home.activity.title')}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.home.activity.empty')}</Typography>
      ) : (
        <List disablePadding sx={{ mx: -1.5 }}>
          {items.map((item) => {
            const Icon = icons[item.kind];
            return (
              <ListItem key={`${item.kind}:${item.id}`} disablePadding>
                <ListItemButton href={href(item)} sx={{ borderRadius: 1.5, gap: 1.5, px: 1.5 }}>
                  <Icon aria-hidden sx={{ color: 'text.secondary' }} />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography
                      sx={{
                        fontWeight: 600,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                      }}
                    >
                      {label(item)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`workspace.home.activity.${item.kind}`)} · {date.format(new Date(item.at))}
                    </Typography>
                  </Box>
                  <Typography
                    sx={{ fontWeight: 700, minWidth: 44, textAlign: 'right', flexShrink: 0 }}
                    aria-label={
                      item.score === null
                        ? t('workspace.home.activity.noScore')
                        : t('workspace.home.activity.scoreAria', { score: item.score })
                    }
                  >
                    {item.score === null ? '—' : item.score}
                  </Typography>
                  <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
