import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { LibraryPage, LibraryQuestion } from '@rehearse/contracts/question-library';
import { useTranslation } from 'react-i18next';
import { LIBRARY_PAGE_SIZE, type LibraryView } from '../library-params';

type Props = {
  page: LibraryPage;
  view: LibraryView;
  // Whether the caller may change the library (owners and recruiters).
  editable: boolean;
  // Still showing the previous page while the next loads.
  stale: boolean;
  busyId: string | null;
  onPage: (page: number) => void;
  onEdit: (question: LibraryQuestion) => void;
  onDelete: (question: LibraryQuestion) => void;
  onCopy: (question: LibraryQuestion) => void;
};

export function QuestionListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('questionLibrary.loading')}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Box>
  );
}

// A question's competency, skills and roles as small chips.
function QuestionTags({ question }: { question: LibraryQuestion }) {
  const { t } = useTranslation();
  const tags = [
    ...(question.competency
      ? [{ key: question.competency, label: t(`interviews.competencies.${question.competency}`) }]
      : []),
    ...question.skills.map((s) => ({ key: s, label: t(`quiz.skills.${s}`) })),
    ...question.roles.map((r) => ({ key: r, label: t(`interviews.roles.${r}`) })),
  ];
  if (tags.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('questionLibrary.list.tags')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
    >
      {tags.map((tag, i) => (
        <li key={tag.key}>
          <Chip
            size="small"
            variant="outlined"
            color={i === 0 && question.competency ? 'primary' : 'default'}
            label={tag.label}
          />
        </li>
      ))}
    </Box>
  );
}

// One page of questions with what the caller may do with each, and the pages.
export function QuestionList({
  page,
  view,
  editable,
  stale,
  busyId,
  onPage,
  onEdit,
  onDelete,
  onCopy,
}: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(page.total / LIBRARY_PAGE_SIZE));
  return (
    <Box
      sx={{ display: 'grid', gap: 2, opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={stale}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t('questionLibrary.list.count', { count: page.total })}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
        {page.items.map((question) => (
          <li key={question.id}>
            <Card
              variant="outlined"
              sx={{
                p: { xs: 1.5, sm: 2 },
                display: 'flex',
                gap: 2,
                alignItems: { xs: 'stretch', md: 'center' },
                flexDirection: { xs: 'column', md: 'row' },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}>
                <Typography
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                >
                  {question.prompt}
                </Typography>
                <QuestionTags question={question} />
              </Box>
              {editable && (
                <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
                  {view.tab === 'organization' ? (
                    <>
                      <Button
                        size="small"
                        startIcon={<EditOutlined aria-hidden />}
                        onClick={() => onEdit(question)}
                        aria-label={t('questionLibrary.list.editNamed', {
                          prompt: shorten(question.prompt),
                        })}
                      >
                        {t('questionLibrary.list.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        startIcon={<DeleteOutlined aria-hidden />}
                        disabled={busyId === question.id}
                        onClick={() => onDelete(question)}
                        aria-label={t('questionLibrary.list.deleteNamed', {
                          prompt: shorten(question.prompt),
                        })}
                      >
                        {t('questionLibrary.list.delete')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<ContentCopy aria-hidden />}
                      disabled={busyId === question.id}
                      onClick={() => onCopy(question)}
                      aria-label={t('questionLibrary.list.copyNamed', {
                        prompt: shorten(question.prompt),
                      })}
                    >
                      {t('questionLibrary.list.copy')}
                    </Button>
                  )}
                </Box>
              )}
            </Card>
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(view.page, pages)}
          onChange={(_, next) => onPage(next)}
          siblingCount={0}
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, n, selected) => {
            switch (type) {
              case 'page':
                return t(
                  selected
                    ? 'questionLibrary.pagination.current'
                    : 'questionLibrary.pagination.page',
                  { n },
                );
              case 'first':
              case 'last':
              case 'next':
              case 'previous':
                return t(`questionLibrary.pagination.${type}`);
              default:
                return '';
            }
          }}
        />
      )}
    </Box>
  );
}

// A prompt cut short for a button's accessible name.
const shorten = (prompt: string) => (prompt.length > 60 ? `${prompt.slice(0, 57)}…` : prompt);
