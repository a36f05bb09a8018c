import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Replay from '@mui/icons-material/Replay';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import type { QuizOverview } from '@rehearse/contracts/quizzes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { attemptHref } from '../../quiz-href';

export type ShortcutKind = 'daily' | 'review' | 'bookmarks';

type ShortcutCardProps = {
  icon: ReactNode;
  title: string;
  status: string;
  action: ReactNode;
  // Why the action is not available, when it is not.
  reason?: string;
  reasonId?: string;
};

function ShortcutCard({ icon, title, status, action, reason, reasonId }: ShortcutCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%', p: 2.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: 2,
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.12),
              flexShrink: 0,
            })}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {status}
            </Typography>
          </Box>
        </Box>
        {reason && (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {reason}
          </Typography>
        )}
        <Box sx={{ mt: 'auto' }}>{action}</Box>
      </CardContent>
    </Card>
  );
}

type QuizShortcutsProps = {
  overview: QuizOverview;
  onStart: (kind: ShortcutKind) => void;
  pending: ShortcutKind | null;
};

// Daily 5, "Retake what I missed" and the bookmarks: quizzes chosen for the candidate.
export function QuizShortcuts({ overview, onStart, pending }: QuizShortcutsProps) {
  const { t, i18n } = useTranslation();
  const reviewReason = useId();
  const bookmarksReason = useId();
  const { daily, reviewDue, bookmarks } = overview;
  const busy = pending !== null;
  const percent = (score: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(score / 100);

  const dailyStatus = !daily
    ? t('quiz.shortcuts.dailyNew')
    : daily.status === 'completed'
      ? t('quiz.shortcuts.dailyDone', { score: percent(daily.score ?? 0) })
      : t('quiz.shortcuts.dailyInProgress');
  const dailyAction = daily ? (
    <Button variant="outlined" href={attemptHref(daily.attemptId)} fullWidth>
      {daily.status === 'completed' ? t('quiz.shortcuts.dailyResults') : t('quiz.shortcuts.resume')}
    </Button>
  ) : (
    <Button
      variant="contained"
      onClick={() => onStart('daily')}
      loading={pending === 'daily'}
      disabled={busy}
      fullWidth
    >
      {t('quiz.shortcuts.dailyStart')}
    </Button>
  );

  return (
    <Box
      data-tour="quiz-shortcuts"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <ShortcutCard
        icon={<TodayOutlined />}
        title={t('quiz.shortcuts.daily')}
        status={dailyStatus}
        action={dailyAction}
      />
      <ShortcutCard
        icon={<Replay />}
        title={t('quiz.shortcuts.review')}
        status={t('quiz.shortcuts.reviewDue', { count: reviewDue })}
        reason={reviewDue === 0 ? t('quiz.shortcuts.reviewEmpty') : undefined}
        reasonId={reviewReason}
        action={
          <Button
            variant="outlined"
            onClick={() => onStart('review')}
            disabled={reviewDue === 0 || busy}
            loading={pending === 'review'}
            aria-describedby={reviewDue === 0 ? reviewReason : undefined}
            fullWidth
          >
            {t('quiz.shortcuts.reviewStart')}
          </Button>
        }
      />
      <ShortcutCard
        icon={<BookmarksOutlined />}
        title={t('quiz.shortcuts.bookmarks')}
        status={t('quiz.shortcuts.bookmarkCount', { count: bookmarks })}
        reason={bookmarks === 0 ? t('quiz.shortcuts.bookmarksEmpty') : undefined}
        reasonId={bookmarksReason}
        action={
          <Button
            variant="outlined"
            onClick={() => onStart('bookmarks')}
            disabled={bookmarks === 0 || busy}
            loading={pending === 'bookmarks'}
            aria-describedby={bookmarks === 0 ? bookmarksReason : undefined}
            fullWidth
          >
            {t('quiz.shortcuts.bookmarksStart')}
          </Button>
        }
      />
    </Box>
  );
}
