import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Note } from '@rehearse/contracts/notes';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { visuallyHidden } from '../../components/visually-hidden';
import { SearchField } from '../../components/search-field';
import { noteLabelsQueryOptions, notesQueryOptions } from './api/notes.queries';
import { LabelsDialog } from './components/labels-dialog';
import { NoteDialog } from './components/note-dialog';
import { NotesGrid, NotesGridSkeleton } from './components/notes-grid';
import { NotesSidebar } from './components/notes-sidebar';
import { QuickAdd } from './components/quick-add';
import { filterNotes } from './filter-notes';
import { useNoteActions } from './hooks/use-note-actions';
import { useNotesView } from './hooks/use-notes-view';

// Notes (issue 17 §4, docs/decisions/064-notes-screen.md): the views beside a masonry grid of
// cards, "Take a note", search, and the open note's dialog. Everything shown is in the address.
export function NotesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { view, hrefOf, noteHref, closeHref, setSearch } = useNotesView();
  const notes = useQuery(notesQueryOptions());
  const labels = useQuery(noteLabelsQueryOptions());
  const { deleteNote, setArchived } = useNoteActions();
  const [editingLabels, setEditingLabels] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const labelList = labels.data ?? [];
  const label = labelList.find((l) => l.id === view.labelId);
  const shown = notes.data ? filterNotes(notes.data, view) : [];
  const close = () => void navigate(closeHref);
  const heading = [view.archive ? t('notes.view.archive') : t('notes.view.notes'), label?.title]
    .filter(Boolean)
    .join(' · ');

  const sidebar = (
    <NotesSidebar
      view={view}
      labels={labelList}
      hrefOf={hrefOf}
      onEditLabels={() => {
        setDrawerOpen(false);
        setEditingLabels(true);
      }}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <>
      <ScreenTitle>{t('screens.notes')}</ScreenTitle>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '220px 1fr' }, gap: 3 }}>
        {!phone && <Box>{sidebar}</Box>}
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            {/* The default view's name would repeat the screen's title: said, not shown. */}
            <Typography
              variant="h6"
              component="h2"
              noWrap
              sx={view.archive || label ? { flexGrow: 1, minWidth: 0 } : visuallyHidden}
            >
              {heading}
            </Typography>
            <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
            <SearchField
              size="small"
              value={view.search}
              onSearch={setSearch}
              label={t('notes.search')}
              sx={{ flex: { xs: '1 1 180px', sm: '0 1 280px' } }}
            />
            {phone && (
              <Button startIcon={<FilterList />} onClick={() => setDrawerOpen(true)}>
                {t('notes.views')}
              </Button>
            )}
          </Box>
          {!view.archive && <QuickAdd label={label} />}
          {notes.isError && !notes.data ? (
            <QueryErrorState title={t('notes.errors.loadFailed')} query={notes} />
          ) : !notes.data ? (
            <NotesGridSkeleton />
          ) : (
            <NotesGrid notes={shown} hrefOf={noteHref} empty={emptyText(t, view, notes.data)} />
          )}
        </Box>
      </Box>
      {phone && (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box sx={{ width: 280, p: 2 }}>{sidebar}</Box>
        </Drawer>
      )}
      <LabelsDialog
        open={editingLabels}
        labels={labelList}
        onClose={() => setEditingLabels(false)}
      />
      {view.noteId && (
        <NoteDialog
          noteId={view.noteId}
          notes={notes.data}
          labels={labelList}
          onClose={close}
          actions={{
            onDelete: (note) => {
              deleteNote(note);
              close();
            },
            onArchive: (note, archived) => {
              setArchived(note, archived);
              close();
            },
          }}
        />
      )}
    </>
  );
}

// Why the grid is empty: the search, the label, the archive, or no notes at all.
function emptyText(t: TFunction, view: ReturnType<typeof useNotesView>['view'], notes: Note[]) {
  if (view.search) return t('notes.empty.search');
  if (view.labelId) return t('notes.empty.label');
  if (view.archive) return t('notes.empty.archive');
  return notes.length === 0 ? t('notes.empty.none') : t('notes.empty.allArchived');
}
