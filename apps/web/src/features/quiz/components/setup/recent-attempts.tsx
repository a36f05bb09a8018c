import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { AttemptSummary } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { attemptHref } from '../../quiz-href';
import { useSkillName } from '../use-skill-name';

// The latest attempts: a finished one opens its results, an unfinished one resumes.
export function RecentAttempts({ attempts }: { attempts: readonly AttemptSummary[] }) {
  const { t, i18n } = useTranslation();
  const skillName = useSkillName();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });

  return (
    <Card variant="outlined" component="section" aria-labelledby="quiz-recent-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="quiz-recent-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {t('quiz.recent.title')}
        </Typography>
        {attempts.length === 0 ? (
          <Typography color="text.secondary">{t('quiz.recent.empty')}</Typography>
        ) : (
          <List disablePadding>
            {attempts.map((a) => {
              const done = a.status === 'completed';
              return (
                <ListItem key={a.id} disablePadding>
                  <ListItemButton
                    href={attemptHref(a.id)}
                    sx={{ borderRadius: 1.5, px: 1.5, gap: 2, alignItems: 'center' }}
                  >
                    <Box
                      sx={{
                        width: 56,
                        flexShrink: 0,
                        textAlign: 'center',
                        fontWeight: 800,
                        fontSize: '1.125rem',
                        color: done ? 'text.primary' : 'text.secondary',
                      }}
                    >
                      {done && a.score !== null ? percent.format(a.score / 100) : '—'}
                    </Box>
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {a.skills.map(skillName).join(', ')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[
                          t(`quiz.sources.${a.source}`),
                          t(`quiz.modes.${a.mode}`),
                          t('quiz.recent.answered', { answered: a.answered, total: a.length }),
                          date.format(new Date(a.completedAt ?? a.startedAt)),
                        ].join(' · ')}
                      </Typography>
                    </Box>
                    <Chip
                      size="small"
                      variant={done ? 'outlined' : 'filled'}
                      color={done ? 'default' : 'primary'}
                      label={done ? t('quiz.recent.completed') : t('quiz.recent.resume')}
                      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                    />
                    <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
