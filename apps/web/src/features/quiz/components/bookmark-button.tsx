import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAdded from '@mui/icons-material/BookmarkAdded';
import { useTranslation } from 'react-i18next';
import { useBookmarkToggle } from '../api/quiz.queries';

type BookmarkButtonProps = { attemptId: string; questionId: string; bookmarked: boolean };

// Saves a question for a later "Bookmarked questions" quiz; the change shows at once.
export function BookmarkButton({ attemptId, questionId, bookmarked }: BookmarkButtonProps) {
  const { t } = useTranslation();
  const toggle = useBookmarkToggle(attemptId);
  const label = bookmarked ? t('quiz.bookmark.remove') : t('quiz.bookmark.add');
  return (
    <Tooltip title={toggle.isError ? t('quiz.bookmark.failed') : label}>
      <IconButton
        aria-label={t('quiz.bookmark.label')}
        aria-pressed={bookmarked}
        color={bookmarked ? 'primary' : 'default'}
        onClick={() => toggle.mutate({ questionId, bookmarked: !bookmarked })}
      >
        {bookmarked ? <BookmarkAdded /> : <BookmarkAddOutlined />}
      </IconButton>
    </Tooltip>
  );
}
