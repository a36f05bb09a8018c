import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import Search from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryQuestion, LibrarySource } from '@rehearse/contracts/question-library';
import { QueryErrorState } from '../../../components/error-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LIBRARY_PAGE_SIZE, libraryQueryOptions } from '../api/postings.queries';
import { paginationLabel } from '../pagination-label';

type LibraryDialogProps = {
  open: boolean;
  onClose: () => void;
  // How many more questions the plan takes.
  room: number;
  // The library questions the plan already holds a copy of.
  inPlan: ReadonlySet<string>;
  onAdd: (question: LibraryQuestion) => void;
};

// "Add from library": the organization's own questions or the shipped bank, searched as you
// type; each Add copies the question's prompt into the plan (the plan keeps a copy, decision 042).
export function LibraryDialog({ open, onClose, room, inPlan, onAdd }: LibraryDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [source, setSource] = useState<LibrarySource>('organization');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    ...libraryQueryOptions({ source, search: debounced, page }),
    enabled: open,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / LIBRARY_PAGE_SIZE)) : 1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: fullScreen ? undefined : { width: 720, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId}>{t('postings.library.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Tabs
          value={source}
          onChange={(_, value: LibrarySource) => {
            setSource(value);
            setPage(0);
          }}
          aria-label={t('postings.library.source')}
          variant="fullWidth"
        >
          <Tab value="organization" label={t('postings.library.yours')} />
          <Tab value="bank" label={t('postings.library.bank')} />
        </Tabs>
        <TextField
          type="search"
          label={t('postings.library.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 200 },
          }}
        />
        {query.isError ? (
          <QueryErrorState title={t('postings.library.loadFailed')} query={query} />
        ) : !query.data ? (
          <Box role="status" aria-busy="true" aria-label={t('postings.library.loading')}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : query.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {debounced
              ? t('postings.library.noMatch')
              : source === 'organization'
                ? t('postings.library.emptyYours')
                : t('postings.library.emptyBank')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-busy={query.isPlaceholderData}
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 1,
              opacity: query.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {query.data.items.map((question) => {
              const isAdded = inPlan.has(question.id);
              return (
                <Box
                  component="li"
                  key={question.id}
                  sx={{
                    display: 'flex',
                    gap: 2,
                    alignItems: 'center',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 1.5,
                  }}
                >
                  <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {question.prompt}
                  </Typography>
                  <Button
                    size="small"
                    variant={isAdded ? 'text' : 'outlined'}
                    startIcon={isAdded ? <Check /> : undefined}
                    disabled={isAdded || room <= 0}
                    aria-label={
                      isAdded
                        ? t('postings.library.addedNamed', { prompt: question.prompt })
                        : t('postings.library.addNamed', { prompt: question.prompt })
                    }
                    onClick={() => onAdd(question)}
                    sx={{ flexShrink: 0 }}
                  >
                    {isAdded ? t('postings.library.added') : t('postings.library.add')}
                  </Button>
                </Box>
              );
            })}
          </Box>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page + 1}
            onChange={(_, next) => setPage(next - 1)}
            size="small"
            sx={{ justifySelf: 'center' }}
            getItemAriaLabel={paginationLabel(t)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {room <= 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t('postings.library.full')}
          </Typography>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('postings.library.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
