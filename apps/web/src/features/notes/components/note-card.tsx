import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Note } from '@rehearse/contracts/notes';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useTimeZone } from '../../../lib/time-zone';
import { isPending } from '../api/note-mutations';
import { reminderParts } from '../format-reminder';

const SHOWN_TASKS = 5;

// One note in the grid: its picture, title, text (as text: never HTML), the first checklist
// items, the reminder and the labels. The whole card opens the note's dialog; a note still
// being saved is shown but not opened yet.
export function NoteCard({ note, href }: { note: Note; href: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const tasks = note.tasks ?? [];
  const hidden = tasks.length - SHOWN_TASKS;
  const pending = isPending(note);
  const reminder =
    note.reminder && reminderParts(note.reminder, i18n.resolvedLanguage ?? 'en', timeZone);
  const body = (
    <>
      {note.image && (
        <Box
          component="img"
          src={note.image}
          alt=""
          loading="lazy"
          sx={{ display: 'block', width: '100%', maxHeight: 240, objectFit: 'cover' }}
        />
      )}
      <Stack spacing={1} sx={{ p: 2 }}>
        {note.title && (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {note.title}
          </Typography>
        )}
        {note.content && (
          <Typography
            variant="body2"
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 10,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {note.content}
          </Typography>
        )}
        {tasks.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {tasks.slice(0, SHOWN_TASKS).map((task) => (
              <Box
                component="li"
                key={task.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
              >
                {task.completed ? (
                  <CheckBoxOutlined fontSize="small" color="primary" aria-hidden />
                ) : (
                  <CheckBoxOutlineBlank fontSize="small" aria-hidden />
                )}
                <Typography
                  variant="body2"
                  sx={{
                    overflowWrap: 'anywhere',
                    textDecoration: task.completed ? 'line-through' : 'none',
                    color: task.completed ? 'text.secondary' : 'text.primary',
                  }}
                >
                  <Box component="span" sx={visuallyHidden}>
                    {task.completed ? t('notes.task.done') : t('notes.task.open')}
                  </Box>
                  {task.content}
                </Typography>
              </Box>
            ))}
            {hidden > 0 && (
              <Typography variant="caption" color="text.secondary" component="li">
                {t('notes.task.more', { count: hidden })}
              </Typography>
            )}
          </Box>
        )}
        {(reminder || note.labels.length > 0) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {reminder && (
              <Chip
                size="small"
                icon={<AlarmOutlined aria-hidden />}
                // In a narrow column the time goes under the date rather than being cut off.
                sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                label={
                  <>
                    <Box component="span" sx={visuallyHidden}>
                      {t('notes.reminder.label')}:{' '}
                    </Box>
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {reminder.date},
                    </Box>{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {reminder.time}
                    </Box>
                  </>
                }
              />
            )}
            {note.labels.map((label) => (
              <Chip key={label.id} size="small" variant="outlined" label={label.title} />
            ))}
          </Box>
        )}
      </Stack>
    </>
  );
  return (
    <Card
      variant="outlined"
      component="article"
      aria-busy={pending || undefined}
      sx={{ breakInside: 'avoid', mb: 2, opacity: pending ? 0.7 : 1 }}
    >
      {pending ? (
        body
      ) : (
        <CardActionArea component={RouterLink} to={href}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}
