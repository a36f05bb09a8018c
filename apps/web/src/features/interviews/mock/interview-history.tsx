import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  MOCK_LIST_PAGE_SIZE,
  mockListQueryOptions,
  useDeleteMockInterview,
} from '../api/mock-interviews.queries';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../components/interview-skeletons';
import { scoreColor } from '../../../components/score-ring';
import { mockFeedbackHref, mockRunHref } from '../interview-hrefs';
import { useInterviewTitle } from './use-interview-title';

// The candidate's mock interviews, newest first: resume one in progress, read a finished one's
// feedback, or delete one (with its recordings).
export function InterviewHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(mockListQueryOptions((page - 1) * MOCK_LIST_PAGE_SIZE));
  const remove = useDeleteMockInterview();
  const confirm = useConfirm();
  const title = useInterviewTitle();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const onDelete = async (id: string, name: string) => {
    const answer = await confirm({
      title: t('interviews.history.deleteTitle'),
      message: t('interviews.history.deleteMessage', { title: name }),
      actions: { confirm: { label: t('interviews.delete') } },
    });
    if (answer === 'confirmed') remove.mutate(id);
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="history-title"
      data-tour="mock-history"
    >
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <Typography id="history-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('interviews.history.title')}
        </Typography>
        {remove.isError && (
          <ErrorState title={t('interviews.errors.delete')} error={remove.error} />
        )}
        {query.isPending ? (
          <ListSkeleton rows={3} />
        ) : query.isError ? (
          <QueryErrorState title={t('interviews.errors.history')} query={query} />
        ) : query.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('interviews.history.empty')}</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ display: 'grid', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
              {query.data.items.map((item) => {
                const done = item.status === 'completed';
                return (
                  <Box
                    component="li"
                    key={item.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      flexWrap: 'wrap',
                      p: 1.5,
                      borderRadius: 1.5,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box
                      sx={{
                        width: 52,
                        flexShrink: 0,
                        textAlign: 'center',
                        fontWeight: 800,
                        fontSize: '1.125rem',
                      }}
                    >
                      {done && item.score !== null ? (
                        <>
                          <Box
                            component="span"
                            aria-hidden
                            sx={{ color: `${scoreColor(item.score)}.main` }}
                          >
                            {item.score}
                          </Box>
                          <Box component="span" sx={visuallyHidden}>
                            {t('interviews.scoreShort', { score: item.score })}
                          </Box>
                        </>
                      ) : (
                        <span aria-hidden>—</span>
                      )}
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 180 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {title(item.title)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[
                          t('interviews.history.answered', {
                            answered: item.answered,
                            total: item.questionCount,
                          }),
                          date.format(new Date(item.completedAt ?? item.createdAt)),
                        ].join(' · ')}
                      </Typography>
                    </Box>
                    <Chip
                      size="small"
                      variant={done ? 'outlined' : 'filled'}
                      color={done ? 'default' : 'primary'}
                      label={t(`interviews.history.status.${item.status}`)}
                    />
                    <Button
                      variant={done ? 'outlined' : 'contained'}
                      size="small"
                      href={done ? mockFeedbackHref(item.id) : mockRunHref(item.id)}
                    >
                      {done
                        ? t('interviews.history.feedback')
                        : item.status === 'ready'
                          ? t('interviews.history.start')
                          : t('interviews.history.resume')}
                    </Button>
                    <IconButton
                      onClick={() => void onDelete(item.id, title(item.title))}
                      aria-label={t('interviews.history.deleteNamed', { title: title(item.title) })}
                      disabled={remove.isPending}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Box>
                );
              })}
            </Box>
            {query.data.total > MOCK_LIST_PAGE_SIZE && (
              <Pagination
                count={Math.ceil(query.data.total / MOCK_LIST_PAGE_SIZE)}
                page={page}
                onChange={(_, next) => setPage(next)}
                sx={{ justifySelf: 'center' }}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
